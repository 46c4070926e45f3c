import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCheck } from '../../src/project/run-check.js';
import { resolveConfig } from '../../src/config/resolve.js';
import { check } from '../../src/engine/check.js';
import { FORMATS } from '../../src/formats/index.js';
import { checkFiles } from '../helpers/check-files.js';
import { memoryWorkspace } from '../helpers/memory-workspace.js';

/**
 * A file on a format's path that holds nothing (empty, whitespace, a BOM, only comments, YAML
 * document markers, a Markdown frontmatter with nothing in it) gets one `file/empty` at line 1:
 * an error where the path alone makes it a handoff file, a warning under `.work/` (where the
 * envelope also needs its keys). Never a clean pass, never a cascade of "required" errors.
 * `{}`, `[]` and an explicit `null` are content: they get the format's own findings.
 */

const RULE = 'file/empty';

function run(files: Record<string, string>, fullParse: boolean) {
  return check({
    files: Object.keys(files),
    workspace: memoryWorkspace(files),
    config: resolveConfig(undefined),
    formats: FORMATS,
    fullParse,
  });
}

const BY_PATH: Array<[format: string, path: string]> = [
  ['intent', '.forge/intents/add-login.yaml'],
  ['task', '.forge/tasks/add-login/task-1.yml'],
  ['review-result', '.forge/reviews/add-login/task-1.yaml'],
  ['review-result', '.forge/reviews/add-login/task-1.json'],
  ['history', '.forge/knowledge/history/add-login.yaml'],
  ['observations', '.forge/observations.yaml'],
  ['handoff', 'handoff-Explorer.json'],
  ['intent-draft', '.forge/intent-drafts/login.md'],
  ['message', 'shared/reports/pm/20250101-001-report.md'],
];

const NOTHING_ANYWHERE: Array<[name: string, text: string]> = [
  ['empty', ''],
  ['whitespace', '  \n\t\n\n'],
  ['BOM only', '\uFEFF'],
  ['BOM and newlines', '\uFEFF\r\n\r\n'],
];
const NOTHING_YAML: Array<[name: string, text: string]> = [
  ['`#` comments only', '# TODO: fill in\n# (generated)\n'],
  ['comments, CRLF', '# TODO\r\n\r\n  # indented\r\n'],
  ['a document marker', '---\n'],
  ['document markers and comments', '--- # intent\n# nothing yet\n...\n'],
  ['two empty documents', '---\n---\n'],
];
const NOTHING_JSON: Array<[name: string, text: string]> = [['comments only', '// TODO\n/* filled in later */\n']];
const NOTHING_MARKDOWN: Array<[name: string, text: string]> = [
  ['an empty frontmatter', '---\n---\n'],
  ['an empty frontmatter, CRLF, blank body', '---\r\n---\r\n\r\n'],
  ['a frontmatter of comments', '---\n# type: fix\n---\n'],
  ['an HTML comment', '<!-- write the draft here -->\n'],
  ['an empty frontmatter and an HTML comment', '---\n---\n<!-- TODO -->\n'],
];

const syntax = (path: string) => (path.endsWith('.md') ? 'markdown' : path.endsWith('.json') ? 'json' : 'yaml');
const textsFor = (path: string) => [
  ...NOTHING_ANYWHERE,
  ...{ yaml: NOTHING_YAML, json: NOTHING_JSON, markdown: NOTHING_MARKDOWN }[syntax(path)],
];

type Failing = [name: string, format: string | null, path: string, text: string, severity: 'error' | 'warning'];
const failing: Failing[] = [
  ...BY_PATH.flatMap(([format, path]) =>
    textsFor(path).map(([name, text]): Failing => [`${format}: ${name}`, format, path, text, 'error']),
  ),
  ...['.work/01_explorer/tech.yaml', '.work/handoff.json'].flatMap((path) =>
    textsFor(path).map(
      ([name, text]): Failing => [`under .work/: ${name} (${syntax(path)})`, null, path, text, 'warning'],
    ),
  ),
];

describe('an empty file is not a valid handoff file', () => {
  it.each(failing)('%s', (_name, format, path, text, severity) => {
    for (const fullParse of [false, true]) {
      const report = run({ [path]: text }, fullParse);
      const others = report.findings.filter((f) => f.ruleId !== 'file/bom');
      expect(others.map((f) => [f.line, f.column, f.ruleId, f.severity])).toEqual([[1, 1, RULE, severity]]);
      expect(others[0]!.message).toMatch(/^The file is empty \(or holds only comments\)/);
      expect(others[0]!.message).toContain('Write it, or delete the file.');
      expect(report.files).toEqual([{ path, format }]);
      // A BOM is still said once, as before.
      expect(report.findings.filter((f) => f.ruleId === 'file/bom')).toHaveLength(text.startsWith('\uFEFF') ? 1 : 0);
    }
  });

  it('the message says what the format needs', () => {
    const message = (path: string) => checkFiles({ [path]: '' }).findings[0]?.message;
    expect(message('.forge/tasks/i/t.yaml')).toBe(
      'The file is empty (or holds only comments): a Task file needs `intent_id` and `title`. Write it, or delete the file.',
    );
    expect(message('.forge/observations.yaml')).toContain('an Observations file needs a list of entries');
    expect(message('.forge/intent-drafts/x.md')).toContain('an Intent draft file needs its text');
    expect(message('.work/a.yaml')).toBe(
      'The file is empty (or holds only comments), so it was not checked: if it is meant as a Handoff envelope file, it needs `kind`, `agent_id`, `status` and `next`. Write it, or delete the file.',
    );
  });
});

/** Content, however little: the format's own findings, not `file/empty`. */
const passing: Array<[name: string, path: string, text: string, expected: string[]]> = [
  [
    '`{}` in an intent: the required fields',
    '.forge/intents/a.yaml',
    '{}\n',
    ['intent/required', 'intent/required', 'intent/required'],
  ],
  [
    '`{}` in a handoff JSON: its required fields',
    'handoff-X.json',
    '{}',
    ['handoff/loop-fields-missing', ...Array<string>(7).fill('handoff/required')],
  ],
  ['an explicit `null`', '.forge/tasks/i/t.yaml', 'null\n', ['task/incomplete', 'task/type']],
  ['`[]` in an observations file (no entries yet)', '.forge/observations.yaml', '[]\n', []],
  [
    'a comment, then content',
    '.forge/intents/a.yaml',
    '# intent\ntitle: Add login\nbody: Users sign in.\nsource: human\n',
    [],
  ],
  ['a draft of one heading: its title', '.forge/intent-drafts/a.md', '# Add login\n', []],
  [
    'a draft with a frontmatter and no body',
    '.forge/intent-drafts/a.md',
    '---\ntype: fix\n---\n',
    ['intent-draft/empty-body'],
  ],
  ['`{}` under `.work/`: not empty, not an envelope', '.work/state.json', '{}\n', []],
  ["an empty file on no format's path", 'docs/notes.yaml', '', []],
];

describe('content, however little, is not empty', () => {
  it.each(passing)('%s', (_name, path, text, expected) => {
    for (const fullParse of [false, true]) {
      const ids = run({ [path]: text }, fullParse).findings.map((f) => f.ruleId);
      expect(ids.sort()).toEqual([...expected].sort());
    }
  });

  it("a named empty file on no format's path is unrecognised, as before", () => {
    const path = 'docs/notes.yaml';
    const report = check({
      files: [path],
      named: new Set([path]),
      workspace: memoryWorkspace({ [path]: '' }),
      config: resolveConfig(undefined),
      formats: FORMATS,
    });
    expect(report.findings.map((f) => f.ruleId)).toEqual(['file/unrecognised']);
  });

  it('the rule can be turned off in the config', () => {
    expect(
      checkFiles({ '.forge/intents/a.yaml': '# nothing\n' }, { config: { rules: { [RULE]: 'off' } } }).findings,
    ).toEqual([]);
  });
});

describe("on disk, through the CLI's check", () => {
  const root = mkdtempSync(join(tmpdir(), 'empty-files-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('reports the same as in memory', () => {
    const files: Record<string, string> = {
      '.forge/intents/a.yaml': '# only a comment\n',
      '.forge/intent-drafts/b.md': '---\n---\n',
      'handoff-Explorer.json': '\uFEFF',
      '.work/01_explorer/tech.yaml': '---\n',
      'docs/empty.yaml': '',
    };
    mkdirSync(join(root, '.git'));
    for (const [path, text] of Object.entries(files)) {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), text);
    }
    const { report } = runCheck({ cwd: root, targets: [], root });
    const onDisk = report.findings.filter((f) => f.ruleId === RULE).map((f) => [f.path, f.line, f.severity]);
    expect(onDisk).toEqual([
      ['.forge/intent-drafts/b.md', 1, 'error'],
      ['.forge/intents/a.yaml', 1, 'error'],
      ['.work/01_explorer/tech.yaml', 1, 'warning'],
      ['handoff-Explorer.json', 1, 'error'],
    ]);
    const inMemory = checkFiles(files)
      .findings.filter((f) => f.ruleId === RULE)
      .map((f) => [f.path, f.line, f.severity]);
    expect(onDisk).toEqual(inMemory);
  });
});
