import { describe, expect, it } from 'vitest';
import { parseFast } from '../../src/parse/fast.js';
import { parseText } from '../../src/parse/read.js';
import type { Finding } from '../../src/report/finding.js';
import { applyFixes } from '../../src/core/fix.js';
import { checkFiles } from '../helpers/check-files.js';

/**
 * A YAML or JSON file pasted with the Markdown fence around it is one finding at line 1 whose fix
 * deletes both fence lines; the lines between them are checked as the file's own, so the other
 * findings are on the lines a person sees.
 */

const INTENT = '.forge/intents/fix-login.yaml';
const intent = (eol = '\n', risk = 'low') =>
  [
    'title: "Fix login validation"',
    'body: |',
    '  The e-mail format is not checked.',
    'type: fix',
    'source: human',
    `risk: ${risk}`,
    'status: approved',
    'created_at: "2025-02-22T10:00:00Z"',
    '',
  ].join(eol);

const HANDOFF = 'handoff-BackendBuilder.json';
const handoff = (status: string) =>
  JSON.stringify(
    {
      from_agent: 'BackendBuilder',
      to_agent: 'TestAgent',
      timestamp: '2025-01-14T12:00:00Z',
      status,
      iteration: 1,
      loop_required: false,
      artifacts: [],
      issues: [],
    },
    null,
    2,
  );

const of = (findings: readonly Finding[], path: string) => findings.filter((f) => f.path === path);
const brief = (f: Finding) => ({ ruleId: f.ruleId, line: f.line, column: f.column });

/** Every fix of the file applied once (the text without its byte-order mark, as `--fix` applies them), and the file checked again. */
function fixAll(path: string, text: string) {
  const before = of(checkFiles({ [path]: text }).findings, path);
  const bom = text.startsWith('\uFEFF') ? '\uFEFF' : '';
  const applied = applyFixes(
    text.slice(bom.length),
    before.flatMap((f) => (f.fix ? [f.fix] : [])),
  );
  const fixed = bom + applied.text;
  return { before, fixed, applied, after: of(checkFiles({ [path]: fixed }).findings, path) };
}

const FENCE_MESSAGE = (open: string, close: number, name = 'YAML') =>
  `The file is wrapped in a Markdown code fence (${open} on line 1, \`\`\` on line ${close}), which is not ${name}: remove both fence lines. The lines between them were checked as ${name}.`;

describe('a file in a Markdown code fence', () => {
  it.each([
    ['with a language tag', '```yaml', '\n', ''],
    ['without a language tag', '```', '\n', ''],
    ['with CRLF line ends', '```yaml', '\r\n', ''],
    ['behind a byte-order mark', '```yml', '\n', '\uFEFF'],
  ])('YAML %s: one finding at line 1, the inside checked, the fix deletes both lines', (_, open, eol, bom) => {
    const inside = intent(eol, 'High');
    const text = `${bom}${open}${eol}${inside}\`\`\`${eol}`;
    const { before, fixed, applied, after } = fixAll(INTENT, text);
    const fence = before.filter((f) => f.ruleId === 'parse/code-fence');
    expect(fence.map(brief)).toEqual([{ ruleId: 'parse/code-fence', line: 1, column: 1 }]);
    expect(fence[0]!.message).toBe(FENCE_MESSAGE(open, 10));
    expect(fence[0]!.severity).toBe('error');
    // The real finding inside, on the file's own line (`risk:` is line 7 of the fenced file).
    expect(before.filter((f) => f.ruleId === 'intent/enum').map(brief)).toEqual([
      { ruleId: 'intent/enum', line: 7, column: 7 },
    ]);
    expect(applied.skipped).toEqual([]);
    // Both fixes in one pass: the fence lines gone, `High` lowered, every other byte kept.
    expect(fixed).toBe(`${bom}${intent(eol, 'high')}`);
    expect(after.filter((f) => f.severity === 'error')).toEqual([]);
  });

  it('a closing fence without a line break after it, and blank lines after it', () => {
    for (const tail of ['```', '```\n\n  \n']) {
      const { before, fixed } = fixAll(INTENT, `\`\`\`yaml\n${intent()}${tail}`);
      expect(before.map(brief)).toEqual([{ ruleId: 'parse/code-fence', line: 1, column: 1 }]);
      expect(fixed).toBe(intent() + tail.slice(4));
    }
  });

  it('JSON in a ```json fence: the same, on JSON lines', () => {
    const text = `\`\`\`json\n${handoff('pass')}\n\`\`\`\n`;
    const { before, fixed, after } = fixAll(HANDOFF, text);
    // The object opens on line 2 of the fenced file, `status` is on line 6.
    const required = [
      { ruleId: 'handoff/required', line: 2, column: 1 },
      { ruleId: 'handoff/required', line: 2, column: 1 },
    ];
    expect(before.map(brief)).toEqual([
      { ruleId: 'parse/code-fence', line: 1, column: 1 },
      ...required,
      { ruleId: 'handoff/enum', line: 6, column: 13 },
    ]);
    expect(before[0]!.message).toBe(FENCE_MESSAGE('```json', 12, 'JSON'));
    expect(fixed).toBe(`${handoff('PASS')}\n`);
    expect(after.map(brief)).toEqual(required.map((r) => ({ ...r, line: 1 })));
  });

  it('a syntax error inside the fence is reported on its own line', () => {
    const text = '```json\n{\n  "status": "PASS",\n  "iteration": 01\n}\n```\n';
    const found = parseText(text, 'json').problems;
    expect(found.map((p) => [p.ruleId, p.line, p.column])).toEqual([
      ['parse/code-fence', 1, 1],
      ['parse/json-syntax', 4, 16],
    ]);
  });

  it.each([
    ['a fence of another language', '```python\na: 1\n```\n'],
    ['no closing fence', '```yaml\na: 1\n'],
    ['a closing fence that is not the last line', '```yaml\na: 1\n```\nb: 2\n'],
    ['one fence line only', '```\n'],
  ])('not a fenced file: %s', (_, text) => {
    expect(parseText(text, 'yaml').problems.map((p) => p.ruleId)).not.toContain('parse/code-fence');
  });

  it('the fast path declines a fenced file, so the full parse reports it', () => {
    expect(parseFast(`\`\`\`yaml\n${intent()}\`\`\`\n`, 'yaml')).toBeUndefined();
    expect(parseFast(`\`\`\`json\n${handoff('PASS')}\n\`\`\`\n`, 'json')).toBeUndefined();
    expect(parseFast(intent(), 'yaml')).toBeDefined();
  });
});
