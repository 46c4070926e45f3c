import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { changedLines } from '../../src/diff/lines.js';
import type { Fix } from '../../src/core/fix.js';
import {
  isOwnSuggestion,
  planSuggestions,
  SUGGESTION_MARKER,
  suggestionBody,
  suggestionsIn,
  type FindingWithFix,
  type SuggestionPlanInput,
} from '../../src/diff/suggestion.js';
import { finding } from '../render/sample-report.js';
import { runs } from '../helpers/runs.js';

/** A fix replacing `from` on `line` of `text` (the first occurrence) with `to`. */
function fixOf(text: string, line: number, from: string, to: string): Fix {
  const lineText = text.split('\n')[line - 1]!;
  const column = lineText.indexOf(from) + 1;
  if (column === 0) throw new Error(`no ${from} on line ${line}`);
  return { line, column, endLine: line, endColumn: column + from.length, text: to };
}

function fixed(
  path: string,
  text: string,
  line: number,
  from: string,
  to: string,
  ruleId = 'envelope/enum',
  message = `\`${from}\` is not allowed; did you mean \`${to}\`?`,
): FindingWithFix {
  return { ...finding(path, line, 'error', ruleId, message), fix: fixOf(text, line, from, to) };
}

/** Every line of `text` added by the pull request (a new file). */
function allAdded(text: string) {
  const count = text.split('\n').length;
  return changedLines(
    `@@ -0,0 +1,${count} @@\n${text
      .split('\n')
      .map((l) => `+${l}`)
      .join('\n')}`,
  );
}

function plan(files: Record<string, string>, findings: FindingWithFix[], extra: Partial<SuggestionPlanInput> = {}) {
  return planSuggestions({
    findings,
    headText: (path) => files[path],
    changed: new Map(Object.entries(files).map(([path, text]) => [path, allAdded(text)])),
    existing: [],
    ...extra,
  });
}

describe('suggestionBody', () => {
  it('names the rule and the message, then suggests the line exactly', () => {
    const body = suggestionBody(finding('a.yaml', 2, 'error', 'envelope/enum', '`statu` is not allowed'), [
      'status: ok',
    ]);
    expect(body).toBe(
      [
        SUGGESTION_MARKER,
        '**handoff-gate** · `envelope/enum`: `statu` is not allowed',
        '',
        '```suggestion',
        'status: ok',
        '```',
        '',
      ].join('\n'),
    );
    expect(isOwnSuggestion(body)).toBe(true);
    expect(suggestionsIn(body)).toEqual(['status: ok']);
  });

  it('keeps hostile messages inert and no file text can close the block', () => {
    const message =
      'ping @octocat <img src=x onerror=alert(1)> --> <!-- handoff-gate:report --> #12 https://e.vil \u202e [x](javascript:1)';
    const line = 'note: "```` ``` `` `" @user <img> --> \u0060\u0060\u0060\u0060\u0060';
    const body = suggestionBody(finding('a.md', 1, 'warning', 'message/x', message), [line]);
    const [marker, what, blank, open, content, close, end] = body.split('\n');
    expect([marker, blank, content, end]).toEqual([SUGGESTION_MARKER, '', line, '']);
    // The fence is longer than the longest run inside (five), so only our closing line ends the block.
    expect(open).toBe('``````suggestion');
    expect(close).toBe('``````');
    expect(suggestionsIn(body)).toEqual([line]);
    expect(what).not.toMatch(/@octocat|<img|<!--|-->|#12|https:\/\/e|\u202e|[^\\]\]\(/);
    expect(what).toContain('&lt;img');
    // Shown, as Markdown renders it: `<U+202E>`.
    expect(what).toContain('&lt;U+202E&gt;');
    expect(body.split('\n').filter((l) => l.includes(SUGGESTION_MARKER))).toEqual([SUGGESTION_MARKER]);
  });

  it('names each finding of a line once, and keeps carriage returns out', () => {
    const body = suggestionBody(
      [finding('a.yaml', 1, 'error', 'a/x', 'one'), finding('a.yaml', 1, 'warning', 'a/y', 'two')],
      ['k: v\r'],
    );
    expect(body.split('\n').slice(1, 4)).toEqual(['**handoff-gate** fixes:', '- `a/x`: one', '- `a/y`: two']);
    expect(body).not.toContain('\r');
  });
});

describe('suggestionBody on any text (property)', () => {
  const piece = fc.oneof(
    fc.string({ maxLength: 6 }),
    fc.constantFrom(
      '`',
      '```',
      '````',
      '~~~',
      '   ```',
      '@user',
      '<img>',
      '-->',
      '<!--',
      SUGGESTION_MARKER,
      '\u202e',
      '\\',
      '*',
    ),
  );
  const text = fc.array(piece, { maxLength: 8 }).map((parts) => parts.join(''));
  const line = text.map((t) => t.replace(/[\r\n]/g, ''));

  it('holds exactly the lines given, after one line of our own words, whatever the message', () => {
    fc.assert(
      fc.property(text, fc.array(line, { minLength: 1, maxLength: 3 }), (message, lines) => {
        const body = suggestionBody(finding('a.md', 1, 'warning', 'x/y', message), lines);
        const rows = body.split('\n');
        expect(rows[0]).toBe(SUGGESTION_MARKER);
        expect(isOwnSuggestion(body)).toBe(true);
        // The message stays on its line, after our own words, and can open no comment (code spans keep `<` literal).
        expect(rows[1]!.startsWith('**handoff-gate** · `x/y`: ')).toBe(true);
        expect(rows[1]).not.toContain('<!');
        expect(rows[2]).toBe('');
        expect(suggestionsIn(body)).toEqual([lines.join('\n')]);
      }),
    );
  });
});

describe('suggestionsIn and isOwnSuggestion', () => {
  it("reads anyone's suggestion blocks, closed or not, and only our first line as our marker", () => {
    expect(suggestionsIn('Try:\r\n```suggestion\r\na\r\nb\r\n```\r\nand\n````suggestion\nc ```\n````')).toEqual([
      'a\nb',
      'c ```',
    ]);
    expect(suggestionsIn('```suggestion\nrest')).toEqual(['rest']);
    expect(suggestionsIn('```js\nx\n```')).toEqual([]);
    expect(isOwnSuggestion(`text\n${SUGGESTION_MARKER}`)).toBe(false);
    expect(isOwnSuggestion(`${SUGGESTION_MARKER} extra\n`)).toBe(false);
  });
});

describe('planSuggestions', () => {
  const envelope = 'kind: envelope\nstatus: sucess\nnext: buidler\n';

  it('suggests each fixed added line, in path and line order', () => {
    const other = 'status: faild\n';
    const plans = plan({ 'b.yaml': envelope, 'a.yaml': other }, [
      fixed('b.yaml', envelope, 3, 'buidler', 'builder'),
      fixed('b.yaml', envelope, 2, 'sucess', 'success'),
      fixed('a.yaml', other, 1, 'faild', 'failed'),
    ]);
    expect(plans.map((p) => [p.path, p.line, suggestionsIn(p.body)])).toEqual([
      ['a.yaml', 1, ['status: failed']],
      ['b.yaml', 2, ['status: success']],
      ['b.yaml', 3, ['next: builder']],
    ]);
    expect(plans.every((p) => p.startLine === undefined && isOwnSuggestion(p.body))).toBe(true);
  });

  it('makes one suggestion of two fixes on one line', () => {
    const text = 'next: [buidler, revewer]\n';
    const plans = plan({ 'a.yaml': text }, [
      fixed('a.yaml', text, 1, 'revewer', 'reviewer', 'x/b', 'second'),
      fixed('a.yaml', text, 1, 'buidler', 'builder', 'x/a', 'first'),
    ]);
    expect(plans).toHaveLength(1);
    expect(suggestionsIn(plans[0]!.body)).toEqual(['next: [builder, reviewer]']);
    expect(plans[0]!.body).toContain('- `x/a`: first\n- `x/b`: second');
  });

  it('keeps CRLF out of the suggested line', () => {
    const text = 'kind: envelope\r\nstatus: sucess\r\n';
    const plans = plan({ 'a.yaml': text }, [fixed('a.yaml', text, 2, 'sucess', 'success')]);
    expect(suggestionsIn(plans[0]!.body)).toEqual(['status: success']);
    expect(plans[0]!.body).not.toContain('\r');
  });

  it('suggests nothing on a line the pull request did not add', () => {
    const findings = [fixed('a.yaml', envelope, 2, 'sucess', 'success')];
    // Line 2 is context here; line 3 was added.
    const changed = new Map([
      ['a.yaml', changedLines('@@ -1,3 +1,3 @@\n kind: envelope\n status: sucess\n-next: x\n+next: buidler')],
    ]);
    expect(planSuggestions({ findings, headText: () => envelope, changed, existing: [] })).toEqual([]);
    // A file the pull request did not change, or whose text is unknown, gets none either.
    expect(planSuggestions({ findings, headText: () => envelope, changed: new Map(), existing: [] })).toEqual([]);
    expect(plan({ 'a.yaml': envelope }, findings, { headText: () => undefined })).toEqual([]);
  });

  it('suggests nothing where the patch shows the head line otherwise than the text checked (a merge checkout)', () => {
    const findings = [
      fixed('a.yaml', envelope, 2, 'sucess', 'success'),
      fixed('a.yaml', envelope, 3, 'buidler', 'builder'),
    ];
    // The head's line 2 reads `status: sucess  # retry`: the text checked is another commit's.
    const changed = new Map([
      ['a.yaml', changedLines('@@ -0,0 +1,3 @@\n+kind: envelope\n+status: sucess  # retry\n+next: buidler')],
    ]);
    const plans = planSuggestions({ findings, headText: () => envelope, changed, existing: [] });
    expect(plans.map((p) => [p.line, suggestionsIn(p.body)])).toEqual([[3, ['next: builder']]]);
  });

  it('does not repeat a suggestion already on the pull request', () => {
    const findings = [
      fixed('a.yaml', envelope, 2, 'sucess', 'success'),
      fixed('a.yaml', envelope, 3, 'buidler', 'builder'),
    ];
    const first = plan({ 'a.yaml': envelope }, findings);
    expect(first).toHaveLength(2);
    const existing = [{ path: 'a.yaml', line: 2, body: first[0]!.body.replace(/\n/g, '\r\n') }];
    expect(plan({ 'a.yaml': envelope }, findings, { existing }).map((p) => p.line)).toEqual([3]);
    // The same text on another line, another file, or an outdated comment is no repeat.
    const elsewhere = [
      { path: 'a.yaml', line: 3, body: first[0]!.body },
      { path: 'b.yaml', line: 2, body: first[0]!.body },
      { path: 'a.yaml', line: null, body: first[0]!.body },
    ];
    expect(plan({ 'a.yaml': envelope }, findings, { existing: elsewhere })).toHaveLength(2);
  });

  it('stops at the cap, keeping the first in path and line order', () => {
    const text = Array.from({ length: 80 }, (_, i) => `k${i}: sucess`).join('\n');
    const findings = Array.from({ length: 80 }, (_, i) => fixed('a.yaml', text, 80 - i, 'sucess', 'success'));
    const plans = plan({ 'a.yaml': text }, findings);
    expect(plans.map((p) => p.line)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    expect(plan({ 'a.yaml': text }, findings, { max: 3 }).map((p) => p.line)).toEqual([1, 2, 3]);
    expect(plan({ 'a.yaml': text }, findings, { max: 0 })).toEqual([]);
  });

  it('offers no rewrite of a line with bidi, invisible or control characters, or a marker of ours', () => {
    const text =
      'a: sucess \u202e x\nb: sucess\u200b\nc: sucess <!-- handoff-gate:report -->\nd: sucess \u0007\ne: sucess @user `` ``` <img> -->\n';
    const findings = [1, 2, 3, 4, 5].map((line) => fixed('a.md', text, line, 'sucess', 'success'));
    const plans = plan({ 'a.md': text }, findings);
    expect(plans.map((p) => p.line)).toEqual([5]);
    expect(suggestionsIn(plans[0]!.body)).toEqual(['e: success @user `` ``` <img> -->']);
  });

  it('leaves line 1 of a file with a byte-order mark to a person', () => {
    const text = '\uFEFFstatus: sucess\nnext: sucess\n';
    const findings = [1, 2].map((line) => ({
      ...finding('a.yaml', line, 'error', 'x/y', 'm'),
      fix: fixOf(text.slice(1), line, 'sucess', 'success'),
    }));
    expect(plan({ 'a.yaml': text }, findings).map((p) => p.line)).toEqual([2]);
  });

  it('gives the same plan whatever the order of the findings (property)', () => {
    const text = Array.from({ length: 12 }, (_, i) => `k${i}: [sucess, buidler]`).join('\n');
    const all = Array.from({ length: 12 }, (_, i) => [
      fixed('a.yaml', text, i + 1, 'sucess', 'success'),
      fixed('a.yaml', text, i + 1, 'buidler', 'builder', 'x/b'),
    ]).flat();
    const expected = plan({ 'a.yaml': text }, all);
    fc.assert(
      fc.property(fc.shuffledSubarray(all, { minLength: all.length }), (shuffled) => {
        expect(plan({ 'a.yaml': text }, shuffled)).toEqual(expected);
      }),
      { numRuns: runs(30) },
    );
    expect(expected.map((p) => suggestionsIn(p.body)[0])).toEqual(
      Array.from({ length: 12 }, (_, i) => `k${i}: [success, builder]`),
    );
  });
});
