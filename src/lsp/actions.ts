import type { CodeAction, Diagnostic, Range, TextEdit } from 'vscode-languageserver';
import { CodeActionKind } from 'vscode-languageserver';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import type { Finding, FixTextResult } from '../lib/public.js';
import { suppressionRefusal } from '../lib/session.js';
import { diagnosticOf, editRange, lineText, rangeOf } from './diagnostics.js';

/** `source.fixAll` for this server: what `check --fix` writes. */
export const FIX_ALL_KIND = `${CodeActionKind.SourceFixAll}.handoff-gate`;

/** A document's check as code actions need it: its findings, and what `check --fix` makes of its text. */
export interface Checked {
  document: TextDocument;
  findings: readonly Finding[];
  fixed: FixTextResult;
  /**
   * The client takes a snippet as an edit (LSP 3.18's `workspace.workspaceEdit.snippetEditSupport`,
   * with `documentChanges`): the suppression's reason is then a tab stop, selected for the person
   * to type over. Without it the placeholder is plain text, which reads as no reason.
   */
  snippets?: boolean;
}

/** The reason a suppression comment is written with: a placeholder, which `suppressions/no-reason` reads as no reason. */
export const REASON_PLACEHOLDER = '<reason>';

/**
 * The actions for the findings on the lines a range covers (a cursor anywhere on a line is
 * enough, as the client sends that line's diagnostics): each finding's safe fix where `check --fix` applies it to this text (a fix held back,
 * because it would add a finding, is not offered), a comment that suppresses it where its rule
 * may be suppressed, and, once, every fix at once as `source.fixAll`.
 */
export function codeActions(checked: Checked, range: Range, only?: readonly string[]): CodeAction[] {
  const { document, findings, fixed } = checked;
  const wants = (kind: string) => !only || only.some((o) => kind === o || kind.startsWith(`${o}.`));
  const uri = document.uri;
  const actions: CodeAction[] = [];
  for (const finding of findings) {
    const diagnostic = diagnosticOf(finding, document);
    if (!onLines(diagnostic.range, range)) continue;
    if (wants(CodeActionKind.QuickFix)) {
      const fix = quickFix(finding, diagnostic, fixed, uri);
      if (fix) actions.push(fix);
      const suppress = suppression(finding, diagnostic, document, checked.snippets === true);
      if (suppress) actions.push(suppress);
    }
  }
  const all = fixAll(checked);
  if (all && (wants(FIX_ALL_KIND) || (only === undefined && actions.length > 0))) actions.push(all);
  return actions;
}

/**
 * Whether a diagnostic is on a line the range covers. A range that ends at the start of a line (a
 * whole line selected) does not cover that next line.
 */
function onLines(diagnostic: Range, range: Range): boolean {
  const last = range.end.line > range.start.line && range.end.character === 0 ? range.end.line - 1 : range.end.line;
  return diagnostic.start.line <= last && diagnostic.end.line >= range.start.line;
}

/** Every safe fix at once, as `check --fix` would write the text; none when it changes nothing. */
function fixAll({ document, fixed }: Checked): CodeAction | undefined {
  if (!fixed.changed) return undefined;
  return {
    title: `Fix all safe fixes (handoff-gate, ${fixed.fixes.length})`,
    kind: FIX_ALL_KIND,
    edit: { changes: { [document.uri]: [smallestEdit(document, fixed.text)] } },
  };
}

function quickFix(finding: Finding, diagnostic: Diagnostic, fixed: FixTextResult, uri: string): CodeAction | undefined {
  const fix = finding.fix;
  if (!fix) return undefined;
  const applied = fixed.fixes.find(
    (c) => c.line === fix.line && c.column === fix.column && c.ruleId === finding.ruleId,
  );
  if (!applied) return undefined;
  const edits: TextEdit[] = [fix, ...(fix.also ?? [])].map((edit) => ({ range: editRange(edit), newText: edit.text }));
  return {
    title: `Fix: ${oneLine(applied.before)} → ${oneLine(applied.after)}`,
    kind: CodeActionKind.QuickFix,
    diagnostics: [diagnostic],
    isPreferred: true,
    edit: { changes: { [uri]: edits } },
  };
}

/**
 * A `handoff-gate-disable-next-line` comment above the finding's line, with a reason to write in
 * place of the placeholder, in the comment syntax of where the line is (YAML, or a Markdown body);
 * none in JSON, which holds no comments, nor for a rule no comment may suppress. The placeholder is
 * no reason (`suppressions/no-reason`): left as it is, the comment suppresses nothing. A client that
 * takes snippets gets it as the snippet's one tab stop, selected, so the person types over it; a
 * plain edit cannot place the cursor, so the others get the placeholder as text.
 */
function suppression(
  finding: Finding,
  diagnostic: Diagnostic,
  document: TextDocument,
  snippets: boolean,
): CodeAction | undefined {
  if (suppressionRefusal(finding.ruleId) !== undefined) return undefined;
  const line = rangeOf(finding, document).start.line;
  const syntax = commentSyntax(document, line);
  if (!syntax) return undefined;
  const indent = /^[ \t]*/.exec(lineText(document, line))![0];
  const comment = (reason: string) => {
    const body = `handoff-gate-disable-next-line ${finding.ruleId} -- ${reason}`;
    return `${indent}${syntax === 'yaml' ? `# ${body}` : `<!-- ${body} -->`}\n`;
  };
  const range = { start: { line, character: 0 }, end: { line, character: 0 } };
  const action = {
    title: `Suppress ${finding.ruleId} on this line (write the reason)`,
    kind: CodeActionKind.QuickFix,
    diagnostics: [diagnostic],
  };
  if (!snippets)
    return { ...action, edit: { changes: { [document.uri]: [{ range, newText: comment(REASON_PLACEHOLDER) }] } } };
  // Everything around the tab stop is the snippet's literal text: `$`, `}` and `\` escaped.
  const [before, after] = comment('\u0000').split('\u0000') as [string, string];
  const literal = (text: string) => text.replace(/[$}\\]/g, '\\$&');
  return {
    ...action,
    edit: {
      documentChanges: [
        {
          textDocument: { uri: document.uri, version: document.version },
          edits: [
            {
              range,
              snippet: {
                kind: 'snippet',
                value: `${literal(before)}\${1:${literal(REASON_PLACEHOLDER)}}${literal(after)}`,
              },
            },
          ],
        },
      ],
    },
  };
}

/** How a comment is written on `line`: YAML's `#` in a YAML file or a Markdown file's frontmatter, HTML's in a Markdown body. */
function commentSyntax(document: TextDocument, line: number): 'yaml' | 'html' | undefined {
  const path = document.uri.toLowerCase();
  if (path.endsWith('.yaml') || path.endsWith('.yml')) return 'yaml';
  if (!path.endsWith('.md') && !path.endsWith('.markdown')) return undefined;
  if (lineText(document, 0).trimEnd() !== '---') return 'html';
  for (let at = 1; at < document.lineCount; at++) {
    if (lineText(document, at).trimEnd() === '---') return line < at ? 'yaml' : line === at ? undefined : 'html';
  }
  return undefined;
}

/** One edit from `document`'s text to `text`: the span between their common start and common end. */
function smallestEdit(document: TextDocument, text: string): TextEdit {
  const old = document.getText();
  let start = 0;
  while (start < old.length && start < text.length && old[start] === text[start]) start++;
  let end = 0;
  while (
    end < old.length - start &&
    end < text.length - start &&
    old[old.length - 1 - end] === text[text.length - 1 - end]
  )
    end++;
  return {
    range: { start: document.positionAt(start), end: document.positionAt(old.length - end) },
    newText: text.slice(start, text.length - end),
  };
}

const oneLine = (text: string): string => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > 40 ? `${flat.slice(0, 39)}…` : flat || '(nothing)';
};
