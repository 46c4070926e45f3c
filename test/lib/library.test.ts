import { existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import {
  checkPaths,
  checkText,
  closestRuleId,
  explainRule,
  fixText,
  inbox,
  InputError,
  MAX_TEXT_BYTES,
  schema,
} from '../../src/lib/index.js';
import { cli, removeRepos, repo } from '../cli/in-process.js';
import { REPO } from '../helpers/bundle.js';
import { cleanUp, scratch } from '../cli/repos.js';

/**
 * The library is the CLI's check as functions: `checkText` judges a text as if written at a path,
 * and gives the report `check PATH --format json` gives once the text is on the disk, finding for
 * finding; nothing is written; a bad argument is an InputError that says what to change.
 */

afterEach(removeRepos);
afterEach(cleanUp);

const INTENT = `title: "Lock an account after repeated failed logins"
body: |
  Lock an account for 30 minutes after 10 failed logins.
type: feature
source: reflection
risk: high
status: proposed
parent: null
created_at: 2025-03-05T12:05:00Z
`;

const RESPONSE = 'status: success\nagent_name: svg-review\nexecution_time: 3\nnext_action: proceed\n';

describe('checkText', () => {
  it('judges a text as the CLI judges the same file on the disk, and writes nothing', async () => {
    const root = repo({ 'reports/r.yaml': 'status: success\nagent_name: svg-forge\nexecution_time: 3\n' });
    const before = readFileSync(join(root, 'reports/r.yaml'), 'utf8');
    const report = await checkText({ root, path: 'reports/r.yaml', text: RESPONSE });
    expect(readFileSync(join(root, 'reports/r.yaml'), 'utf8')).toBe(before);
    expect(report.findings.map((f) => f.ruleId)).toContain('subagent-response/review-requires-score');
    // Each rule a finding cites, with the section of spec 2 it enforces.
    expect(report.rules.map((r) => r.id)).toEqual([...new Set(report.findings.map((f) => f.ruleId))]);
    expect(report.rules.find((r) => r.id === 'subagent-response/review-requires-score')).toEqual({
      id: 'subagent-response/review-requires-score',
      severity: 'error',
      summary: expect.any(String),
      spec: 'spec 2 (runSubagent response)',
      section: '§ バリデーション（v4.1 更新）',
      docs: pathToFileURL(join(REPO, 'docs/rules/subagent-response/review-requires-score.md')).href,
    });

    writeFileSync(join(root, 'reports/r.yaml'), RESPONSE);
    const onDisk = await cli(['check', 'reports/r.yaml', '--format', 'json', '--fail-on', 'never'], root);
    expect(report).toEqual(JSON.parse(onDisk.stdout));
  });

  it('judges a file that is not there yet, in a folder not made yet, by its path', async () => {
    const root = repo({ 'README.md': '# x\n' });
    const report = await checkText({ root, path: '.forge/intents/lockout.yaml', text: INTENT });
    expect(report.files).toEqual([{ path: '.forge/intents/lockout.yaml', format: 'intent' }]);
    mkdirSync(join(root, '.forge/intents'), { recursive: true });
    writeFileSync(join(root, '.forge/intents/lockout.yaml'), INTENT);
    const onDisk = await cli(['check', '.forge/intents/lockout.yaml', '--format', 'json', '--fail-on', 'never'], root);
    expect(report).toEqual(JSON.parse(onDisk.stdout));
  });

  it('refuses a path outside the root, in .git, a text over the limit, a root that is not there', async () => {
    const root = repo({});
    await expect(checkText({ root, path: '../elsewhere.yaml', text: 'a: 1\n' })).rejects.toThrow(/outside the root/);
    await expect(checkText({ root, path: '.git/config', text: 'a' })).rejects.toBeInstanceOf(InputError);
    for (const path of ['', '  ', 'a\0.yaml'])
      await expect(checkText({ root, path, text: 'a: 1\n' })).rejects.toThrow(
        new InputError('path: give a file path relative to the root, such as `.work/intents/add-login.yaml`.'),
      );
    const elsewhere = repo({ 'reports/r.yaml': RESPONSE });
    symlinkSync(join(elsewhere, 'reports'), join(root, 'linked'));
    await expect(checkText({ root, path: 'linked/r.yaml', text: RESPONSE })).rejects.toThrow('leads out of the root');
    await expect(checkText({ root, path: 'a.yaml', text: 'x'.repeat(MAX_TEXT_BYTES + 1) })).rejects.toThrow(
      `over the ${MAX_TEXT_BYTES}-byte limit`,
    );
    await expect(checkText({ root: join(root, 'nope'), path: 'a.yaml', text: '' })).rejects.toBeInstanceOf(InputError);
    await expect(checkText({ root, path: 'a.yaml', text: 'a: 1\n', config: 'nope.yml' })).rejects.toThrow(
      new InputError('config "nope.yml": no such file (a path is read from the root).'),
    );
    // A bad base in the caller's words: no CLI flag, no folder the caller never named.
    await expect(checkText({ root, path: 'a.yaml', text: 'a: 1\n', base: 'no-such-commit' })).rejects.toThrow(
      new InputError(
        'base "no-such-commit" names no commit in the root\'s repository; give a branch, tag or commit sha it has, or leave base out to compare with the last commit.',
      ),
    );
    const plain = scratch();
    await expect(checkText({ root: plain, path: 'a.yaml', text: 'a: 1\n', base: 'main' })).rejects.toThrow(
      new InputError(
        'base "main": the root is not in a git repository, so there is no revision to compare with; leave base out.',
      ),
    );
    const path = process.env.PATH;
    // A PATH with no git on it.
    process.env.PATH = scratch();
    try {
      await expect(checkText({ root, path: 'a.yaml', text: 'a: 1\n', base: 'main' })).rejects.toThrow(
        new InputError('base "main": comparing needs git, which did not run here (is it installed and on the PATH?).'),
      );
    } finally {
      process.env.PATH = path;
    }
  });
});

describe('fixText, checkPaths, inbox, explainRule, schema', () => {
  it('applies the safe fixes to a text, writes nothing, and reports what remains', async () => {
    const root = repo({});
    const text = 'status: Success\nagent_name: svg-forge\nexecution_time: 3\nnext_action: proceed\n';
    const fixed = await fixText({ root, path: 'reports/r.yaml', text });
    expect(fixed.changed).toBe(true);
    expect(fixed.text).toBe(text.replace('Success', 'success'));
    expect(fixed.fixes.map((f) => [f.ruleId, f.before, f.after])).toEqual([
      ['subagent-response/enum', 'Success', 'success'],
    ]);
    expect(fixed.report.findings).toEqual([]);
    const untouched = await fixText({ root, path: 'reports/r.yaml', text: RESPONSE });
    expect(untouched).toMatchObject({ changed: false, text: RESPONSE, fixes: [] });
  });

  it('checks paths and lists the inbox as the CLI does', async () => {
    const root = repo({ '.forge/intents/lockout.yaml': INTENT });
    const report = await checkPaths({ root });
    const cliReport = JSON.parse((await cli(['check', '--format', 'json', '--fail-on', 'never'], root)).stdout);
    expect(report).toEqual(cliReport);
    expect(cliReport.inbox.length).toBeGreaterThan(0);
    // One shape for the inbox: the library gives the object `handoff-gate inbox --format json` prints.
    const listing = JSON.parse((await cli(['inbox', '--format', 'json'], root)).stdout);
    expect(await inbox({ root })).toEqual(listing);
    expect(Object.keys(listing)).toEqual(['version', 'inbox', 'skipped']);
  });

  it('names the closest rule id to a misspelt one, and gives a change rule its example with a base', () => {
    expect(explainRule('intent/aproval-skiped')).toBeUndefined();
    expect(closestRuleId('intent/aproval-skiped')).toBe('intent/approval-skipped');
    expect(closestRuleId('approval-skipped')).toBe('intent/approval-skipped');
    expect(closestRuleId('zzzz/qqqq')).toBeUndefined();
    const failing = explainRule('intent/approval-skipped')!.examples.failing!;
    expect(failing.base).toContain('status: proposed');
    expect(failing.text).not.toContain('status: proposed');
    expect(failing.findings.length).toBeGreaterThan(0);
  });

  it('explains a rule and gives a schema by name', () => {
    const rule = explainRule('subagent-response/review-requires-score');
    expect(Object.keys(rule!)).toEqual([
      'id',
      'severity',
      'summary',
      'rationale',
      'format',
      'syntaxes',
      'spec',
      'section',
      'source',
      'examples',
      'docs',
      'suppressible',
    ]);
    // The module that defines it, a file of this repository at the version's tag.
    expect(rule!.source).toBe('src/formats/subagent-response/rules/review-requires-score.ts');
    expect(existsSync(join(REPO, rule!.source!))).toBe(true);
    expect(explainRule('file/not-read')!.source).toBe('src/io/file-gate.ts');
    // Its page is the file `npm run all` writes, in the package the library runs from.
    expect(rule!.docs).toBe(pathToFileURL(join(REPO, `docs/rules/${rule!.id}.md`)).href);
    expect(existsSync(fileURLToPath(rule!.docs!))).toBe(true);
    expect(rule!.suppressible).toEqual({ inline: true, baseline: true });
    expect(explainRule('intent/approval-skipped')!.suppressible).toMatchObject({ inline: false, baseline: false });
    expect(explainRule('file/not-judged')!.suppressible).toMatchObject({ inline: false, baseline: false });
    expect(rule).toMatchObject({
      severity: 'error',
      format: 'subagent-response',
      spec: expect.stringMatching(/^spec 2/),
      section: '§ バリデーション（v4.1 更新）',
    });
    expect(explainRule('subagent-response/output-path')).toMatchObject({ section: null });
    expect(explainRule('file/binary')).toMatchObject({ format: null, spec: null, section: null });
    expect(explainRule('nope/nothing')).toBeUndefined();
    expect(schema('intent')).toMatchObject({ type: 'object' });
    expect(schema('nope')).toBeUndefined();
  });
});
