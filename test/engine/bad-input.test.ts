import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveConfig } from '../../src/config/resolve.js';
import { check } from '../../src/engine/check.js';
import type { FormatDefinition } from '../../src/core/format.js';
import { defineRule } from '../../src/core/define-rule.js';
import { FORMATS } from '../../src/formats/index.js';
import { subagentResponse } from '../../src/formats/subagent-response/index.js';
import { discover } from '../../src/io/discover.js';
import { fsWorkspace } from '../../src/io/fs-workspace.js';
import { checkFiles } from '../helpers/check-files.js';
import { memoryWorkspace } from '../helpers/memory-workspace.js';

const INTENT = '.forge/intents/x.yaml';
const HANDOFF = 'handoff-Builder.json';

const findingsOf = (files: Record<string, string | Uint8Array>, options: Parameters<typeof checkFiles>[1] = {}) =>
  checkFiles(files, options).findings;
const idsOf = (files: Record<string, string | Uint8Array>, options: Parameters<typeof checkFiles>[1] = {}) =>
  findingsOf(files, options).map((f) => f.ruleId);

describe('bad input: every file gets a result and nothing throws', () => {
  it('an empty file', () => expect(idsOf({ [INTENT]: '' })).toEqual(['file/empty']));
  it('a whitespace-only file', () => expect(idsOf({ [HANDOFF]: ' \n\t\n' })).toEqual(['file/empty']));

  it('a byte-order mark is a notice, and the content is still checked', () => {
    const findings = findingsOf({ 'r.yaml': '\ufeffstatus: success\nagent_name: a\nexecution_time: 1\nscore: 500\n' });
    expect(findings.map((f) => f.ruleId)).toEqual(['file/bom', 'subagent-response/range']);
    expect(findings[1]).toMatchObject({ line: 4 });
  });

  it('CRLF line endings keep lines right', () => {
    const findings = findingsOf({
      'r.yaml': 'status: success\r\nagent_name: a\r\nexecution_time: 1\r\nscore: 500\r\n',
    });
    expect(findings).toMatchObject([{ ruleId: 'subagent-response/range', line: 4, column: 8 }]);
  });

  it('invalid UTF-8 names its line', () => {
    const bytes = new Uint8Array([...Buffer.from('title: a\nbody: '), 0xc3, 0x28, 0x0a]);
    expect(findingsOf({ [INTENT]: bytes })).toMatchObject([{ ruleId: 'file/encoding', line: 2 }]);
  });

  it('invalid UTF-8 the decoder refuses by its table names its line too: overlong, surrogate, past U+10FFFF', () => {
    for (const bad of [
      [0xc0, 0x80],
      [0xe0, 0x80, 0x80],
      [0xed, 0xa0, 0x80],
      [0xf0, 0x80, 0x80, 0x80],
      [0xf4, 0x90, 0x80, 0x80],
      [0xf5, 0x80, 0x80, 0x80],
    ]) {
      const bytes = new Uint8Array([...Buffer.from('title: a\nbody: é\n'), ...bad, 0x0a]);
      expect(findingsOf({ [INTENT]: bytes }), JSON.stringify(bad)).toMatchObject([
        { ruleId: 'file/encoding', line: 3 },
      ]);
    }
  });

  it('a number no rule can compare (YAML `.inf` or `.nan`, JSON past the largest double) is named for what it is', () => {
    const response = (time: string) =>
      `status: success\nagent_name: svg-forge\nexecution_time: ${time}\nnext_action: proceed\n`;
    for (const [time, named] of [
      ['.inf', 'infinity'],
      ['-.inf', 'infinity'],
      ['.nan', 'NaN'],
      ['1e400', 'infinity'],
    ] as const)
      expect(findingsOf({ 'out/r.yaml': response(time) }), time).toMatchObject([
        { ruleId: 'subagent-response/type', line: 3, message: `\`execution_time\` must be a number, not ${named}.` },
      ]);
  });

  it('a binary file', () => {
    expect(idsOf({ [INTENT]: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 13]) })).toEqual(['file/binary']);
  });

  it('an over-size file is reported, not read', () => {
    const big = `title: x\nbody: "${'a'.repeat(2048)}"\n`;
    expect(idsOf({ [INTENT]: big }, { config: { 'max-file-size': 1024 } })).toEqual(['file/too-large']);
  });

  it('multi-document YAML checks the first document and warns', () => {
    const findings = findingsOf({ 'r.yaml': 'status: success\nagent_name: a\nexecution_time: 1\n---\nstatus: nope\n' });
    expect(findings).toMatchObject([{ ruleId: 'parse/multi-document', line: 4, severity: 'warning' }]);
  });

  it('an alias bomb is refused', () => {
    const lines = ['a: &a ["x","x","x","x","x","x","x","x","x"]'];
    for (let i = 0; i < 8; i++)
      lines.push(
        `${String.fromCharCode(98 + i)}: &${String.fromCharCode(98 + i)} [*${String.fromCharCode(97 + i)},*${String.fromCharCode(97 + i)},*${String.fromCharCode(97 + i)},*${String.fromCharCode(97 + i)},*${String.fromCharCode(97 + i)},*${String.fromCharCode(97 + i)},*${String.fromCharCode(97 + i)},*${String.fromCharCode(97 + i)},*${String.fromCharCode(97 + i)}]`,
      );
    expect(idsOf({ [INTENT]: `${lines.join('\n')}\n` })).toEqual(['parse/alias-limit']);
  });

  it('deep nesting does not overflow the stack', () => {
    const deep = `${'['.repeat(50_000)}${']'.repeat(50_000)}`;
    expect(idsOf({ [INTENT]: `title: ${deep}\n` })).toEqual(['file/too-deep']);
    expect(idsOf({ [INTENT]: `${'- '.repeat(20_000)}x\n` })).toEqual(['file/too-deep']);
    // JSON.parse copes with this depth; the bound on nesting is the same as YAML's.
    expect(idsOf({ 'r.json': `{"status":"success","agent_name":"a","execution_time":1,"x":${deep}}` })).toEqual([
      'file/too-deep',
    ]);
  });

  it('__proto__ keys stay plain data', () => {
    const report = checkFiles({
      'r.json': '{"status":"success","agent_name":"a","execution_time":1,"__proto__":{"polluted":true}}',
      'q.yaml': 'status: success\nagent_name: a\nexecution_time: 1\n__proto__:\n  polluted: true\n',
    });
    expect(report.findings).toEqual([]);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('duplicate keys are errors on the second key', () => {
    expect(
      findingsOf({ 'r.yaml': 'status: success\nagent_name: a\nstatus: failed\nexecution_time: 1\n' }),
    ).toMatchObject([{ ruleId: 'parse/duplicate-key', line: 3 }]);
    expect(
      findingsOf({
        'r.json': '{\n "status": "success",\n "agent_name": "a",\n "execution_time": 1,\n "agent_name": "b"\n}',
      }),
    ).toMatchObject([{ ruleId: 'parse/duplicate-key', line: 5 }]);
  });

  it('JSON with // comments says so', () => {
    expect(findingsOf({ [HANDOFF]: '// handoff\n{"from_agent": "Builder"}' })).toMatchObject([
      { ruleId: 'parse/json-comment', line: 1, column: 1 },
    ]);
  });

  it('unclosed frontmatter', () => {
    expect(idsOf({ 'shared/tasks/frontend/x.md': '---\nid: x\n# no end\n' })).toEqual(['parse/frontmatter-unclosed']);
  });

  it('yes and no stay strings, timestamps stay strings (YAML 1.2)', () => {
    const report = checkFiles({
      'r.yaml': 'status: success\nagent_name: no\nexecution_time: 1\nwhen: 2025-01-01T00:00:00Z\n',
    });
    expect(report.findings).toEqual([]);
  });
});

describe('a rule that fails', () => {
  it('is a warning on the file under its own id, and the other rules and files go on', () => {
    const broken: FormatDefinition = {
      ...subagentResponse,
      rules: [
        defineRule({
          id: 'subagent-response/boom',
          severity: 'error',
          summary: 'throws',
          rationale: 'A rule that throws must not stop the run.',
          check: () => {
            throw new Error('boom');
          },
        }),
        ...subagentResponse.rules,
      ],
    };
    const files = {
      'a/r.yaml': 'status: failed\nagent_name: a\nexecution_time: 1\nnext_action: proceed\n',
      'b/r.yaml': 'status: success\nagent_name: b\nexecution_time: 1\n',
    };
    const report = check({
      files: Object.keys(files),
      workspace: memoryWorkspace(files),
      config: resolveConfig(),
      formats: [broken],
    });
    const failures = report.findings.filter((f) => f.ruleId === 'subagent-response/boom');
    expect(failures.map((f) => [f.path, f.severity])).toEqual([
      ['a/r.yaml', 'warning'],
      ['b/r.yaml', 'warning'],
    ]);
    expect(failures[0]!.message).toContain(
      'subagent-response/boom failed on this file (boom); please report this as a handoff-gate bug.',
    );
    // The rules after it still ran.
    expect(report.findings.filter((f) => f.path === 'a/r.yaml').map((f) => f.ruleId)).toContain(
      'subagent-response/next-action-mismatch',
    );
  });
});

describe('bad input on disk', () => {
  it('a symlink leaving the workspace is reported and never read', () => {
    const outside = mkdtempSync(join(tmpdir(), 'hg-outside-'));
    writeFileSync(join(outside, 'secret.yaml'), 'status: success\nagent_name: a\nexecution_time: 1\n');
    const root = mkdtempSync(join(tmpdir(), 'hg-root-'));
    mkdirSync(join(root, '.forge/intents'), { recursive: true });
    symlinkSync(join(outside, 'secret.yaml'), join(root, '.forge/intents/leak.yaml'));
    const discovery = discover(root, [root]);
    // Listed like a file: the workspace refuses to read it, and the engine says so.
    expect(discovery.files).toEqual(['.forge/intents/leak.yaml']);
    const workspace = fsWorkspace(root);
    expect(workspace.read('.forge/intents/leak.yaml', 1000)).toBeUndefined();
    expect(workspace.refusal?.('.forge/intents/leak.yaml')).toEqual({
      ruleId: 'file/symlink-outside',
      message: 'This symlink points outside the repository; it was not read.',
    });
    const report = check({ files: discovery.files, workspace, config: resolveConfig(), formats: FORMATS });
    expect(report.findings).toMatchObject([{ path: '.forge/intents/leak.yaml', ruleId: 'file/symlink-outside' }]);
    expect(fsWorkspace(root).exists('../' + outside.split('/').pop() + '/secret.yaml')).toBe(false);
  });
});
