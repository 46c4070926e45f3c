import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { TextDocument } from 'vscode-languageserver-textdocument';
import type { CodeAction, TextEdit } from 'vscode-languageserver';
import { codeActions, REASON_PLACEHOLDER } from '../../src/lsp/actions.js';
import { diagnosticOf, rangeOf } from '../../src/lsp/diagnostics.js';
import { hoverAt } from '../../src/lsp/hover.js';
import { noWords } from '../../src/rules/shared/no-words.js';
import { checkFiles } from '../helpers/check-files.js';
import { inertMarkdown } from '../../src/lsp/inert.js';
import { ruleDocsHref } from '../../src/lsp/rule-docs.js';
import type { Finding } from '../../src/lib/public.js';
import { REPO } from '../helpers/bundle.js';

const doc = (text: string) => TextDocument.create('file:///r/a.yaml', 'yaml', 1, text);
const finding = (line: number, column: number, extra: Partial<Finding> = {}): Finding => ({
  path: 'a.yaml',
  line,
  column,
  ruleId: 'subagent-response/enum',
  severity: 'error',
  message: 'm',
  ...extra,
});

describe('a finding as a diagnostic', () => {
  it('covers its fix’s span where the fix starts at the finding, else the rest of its line, on one line', () => {
    const text = 'status: Success   \nagent_name: x\n';
    const fix = { line: 1, column: 9, endLine: 1, endColumn: 16, text: 'success' };
    expect(rangeOf(finding(1, 9, { fix }), doc(text))).toEqual({
      start: { line: 0, character: 8 },
      end: { line: 0, character: 15 },
    });
    // No fix: to the end of the line's text, trailing blanks left out.
    expect(rangeOf(finding(1, 1), doc(text))).toEqual({
      start: { line: 0, character: 0 },
      end: { line: 0, character: 15 },
    });
    // A position past the text (an empty file, a missing last line) stays inside the document.
    expect(rangeOf(finding(9, 40), doc(text))).toEqual({
      start: { line: 2, character: 0 },
      end: { line: 2, character: 0 },
    });
  });

  it("carries the rule id, its severity, the source, the message and a link to the rule's page", () => {
    const d = diagnosticOf(finding(1, 1, { severity: 'notice' }), doc('a: b\n'));
    expect(d).toMatchObject({ code: 'subagent-response/enum', severity: 3, source: 'handoff-gate', message: 'm' });
    // The page in the package the server runs from (here, the repository).
    const page = pathToFileURL(`${REPO}docs/rules/subagent-response/enum.md`).href;
    expect(ruleDocsHref('subagent-response/enum')).toBe(page);
    expect(d.codeDescription).toEqual({ href: page });
  });
});

describe("a hover's link to the rule's page", () => {
  const at = { line: 0, character: 0 };
  const value = (pageOf?: (id: string) => string | undefined) =>
    (hoverAt([finding(1, 1)], undefined, doc('a: b\n'), at, pageOf)!.contents as { value: string }).value;

  it('links the page in the package the server runs from', () => {
    const page = pathToFileURL(`${REPO}docs/rules/subagent-response/enum.md`).href;
    expect(value()).toContain(`[The rule's page](${encodeURI(page)})`);
  });

  it('says how to read it offline when the package ships no page', () => {
    const hover = value(() => undefined);
    expect(hover).toContain('Its page: `handoff-gate explain subagent-response/enum`');
    expect(hover).not.toContain('](');
  });
});

describe('file text in a hover', () => {
  it('is inert: no markup, link, HTML or hidden character survives', () => {
    const said = inertMarkdown('[x](https://e.example) <img src=x> **b** `c` \u202Eevil\u0007');
    expect(said).not.toMatch(/(?<!\\)[[\]()<>*`]/);
    expect(said).toContain('\\<U+202E\\>');
    expect(said).toContain('\\<U+0007\\>');
  });
});

describe('the suppression quick fix', () => {
  const text = 'status: Success\nagent_name: svg-forge\nexecution_time: 3\nnext_action: proceed\n';
  const document = TextDocument.create('file:///r/reports/r.yaml', 'yaml', 4, text);
  const checked = { document, findings: [finding(1, 9)], fixed: { text, changed: false, fixes: [], report: {} } };
  const at = { start: { line: 0, character: 9 }, end: { line: 0, character: 9 } };
  const suppression = (snippets: boolean): CodeAction =>
    codeActions({ ...checked, fixed: checked.fixed as never, snippets }, at).find((a) =>
      a.title.startsWith('Suppress'),
    )!;

  it('writes a placeholder that is no reason: left as it is, the comment suppresses nothing', () => {
    expect(noWords(REASON_PLACEHOLDER)).toBe('placeholder');
    const edits = suppression(false).edit!.changes![document.uri]! as TextEdit[];
    const written = TextDocument.applyEdits(document, edits);
    expect(written).toBe(`# handoff-gate-disable-next-line subagent-response/enum -- <reason>\n${text}`);
    const report = checkFiles({ 'reports/r.yaml': written });
    expect(report.findings.map((f) => f.ruleId)).toEqual(['suppressions/no-reason', 'subagent-response/enum']);
    expect(report.suppressed).toBeUndefined();
  });

  it('to a client that takes snippets, the placeholder is the one tab stop, selected for the person to type over', () => {
    const edit = suppression(true).edit!;
    expect(edit.changes).toBeUndefined();
    expect(edit.documentChanges).toEqual([
      {
        textDocument: { uri: document.uri, version: 4 },
        edits: [
          {
            range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } },
            snippet: {
              kind: 'snippet',
              value: '# handoff-gate-disable-next-line subagent-response/enum -- ${1:<reason>}\n',
            },
          },
        ],
      },
    ]);
  });
});
