import { describe, expect, it } from 'vitest';
import { configFromBase, governingRevision } from '../../src/config/governing.js';
import { CONFIG_CHANGE_RULE } from '../../src/report/adapter-rules.js';
import { resolveConfig } from '../../src/config/resolve.js';

const PATH = '.github/handoff-gate.yml';
const SHA = '0123456789abcdef0123456789abcdef01234567';

describe('which config governs a run', () => {
  it('a pull request (and pull_request_target, same kind): the base commit', () => {
    expect(governingRevision({ kind: 'pull_request', baseSha: SHA })).toEqual({ at: 'base', sha: SHA });
  });

  it('push, schedule, dispatch and comments: the checkout, written by people with write access', () => {
    for (const kind of ['push', 'full-scan', 'issue_comment'])
      expect(governingRevision({ kind })).toMatchObject({ at: 'checkout' });
  });

  it('a pull request event without a base sha: the checkout, and says why', () => {
    expect(governingRevision({ kind: 'pull_request', baseSha: '' })).toEqual({
      at: 'checkout',
      why: 'the event names no base commit',
    });
  });
});

describe('the base config, with the head config checked', () => {
  const base = 'rules:\n  envelope/enum: error\nignore: ["docs/**"]\n';

  it('unchanged: the base settings and its findings, no notice', () => {
    const loaded = configFromBase(PATH, { base, head: base }, SHA);
    expect(loaded.config.rules).toEqual({ 'envelope/enum': 'error' });
    expect(loaded.findings).toEqual([]);
  });

  it('changed: the base settings; the head problems on their lines and a notice', () => {
    const head =
      'rules:\n  envelope/enum: off\nignore: [".work/**"]\nenums:\n  envelope/kind: [indexer]\nlabels:\n  risk-prefix: "ok:"\napprovers:\n  users: [mallory]\npaths:\n  envelope: ["x/**"]\nbogus: 1\n';
    const loaded = configFromBase(PATH, { base, head }, SHA);
    expect(loaded.config).toEqual({ ...resolveConfig({ rules: { 'envelope/enum': 'error' }, ignore: ['docs/**'] }) });
    expect(loaded.findings.map((f) => [f.ruleId, f.line, f.severity])).toEqual([
      ['config/unknown-key', 12, 'warning'],
      [CONFIG_CHANGE_RULE, 1, 'notice'],
    ]);
    expect(loaded.findings[1]!.message).toBe(
      "This pull request changes handoff-gate's config; the change takes effect once merged. Until then the config of the base commit 0123456 judges this pull request.",
    );
  });

  it('added: the defaults judge; removed: the base judges', () => {
    const added = configFromBase(PATH, { base: undefined, head: 'rules:\n  envelope/enum: off\n' }, SHA);
    expect(added.config).toEqual(resolveConfig());
    expect(added.findings.map((f) => f.message)).toEqual([
      expect.stringMatching(/^This pull request adds .* \(there is none there: the defaults\)\.$/),
    ]);
    const removed = configFromBase(PATH, { base, head: undefined }, SHA);
    expect(removed.config.ignore).toEqual(['docs/**']);
    expect(removed.findings.map((f) => f.message)).toEqual([
      expect.stringMatching(/^This pull request removes handoff-gate's config/),
    ]);
  });

  it('neither: the defaults, nothing to report', () => {
    expect(configFromBase(PATH, { base: undefined, head: undefined }, SHA)).toEqual({
      config: resolveConfig(),
      findings: [],
    });
  });
});

describe('api limits in the config', () => {
  it('default to 30 s per request and 300 s in all', () => {
    expect(resolveConfig().api).toEqual({ timeoutSeconds: 30, deadlineSeconds: 300 });
  });

  it('are read from `api`, bounded', async () => {
    const { parseConfig } = await import('../../src/config/parse.js');
    expect(parseConfig('api:\n  timeout-seconds: 5\n  deadline-seconds: 60\n', PATH).config.api).toEqual({
      timeoutSeconds: 5,
      deadlineSeconds: 60,
    });
    const wrong = parseConfig('api:\n  timeout-seconds: 0\n  deadline-seconds: 99999\n', PATH);
    expect(wrong.config.api).toEqual({ timeoutSeconds: 30, deadlineSeconds: 300 });
    expect(wrong.findings.map((f) => [f.ruleId, f.line])).toEqual([
      ['config/invalid', 2],
      ['config/invalid', 3],
    ]);
  });
});
