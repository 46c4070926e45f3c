import { describe, expect, it } from 'vitest';
import type { Finding } from '../../src/report/finding.js';
import type { Chain, ChainNode, GateItem, Report } from '../../src/report/report.js';
import { escapeCell, truncate, ZWSP } from '../../src/render/escape.js';
import { DEFAULT_MAX_LENGTH, layoutMarkdown, REPORT_MARKER, renderMarkdown } from '../../src/render/markdown.js';
import { parseLocation } from '../../src/rules/shared/location-path.js';
import { MAX_CHAIN_NODES, mermaidIds } from '../../src/render/mermaid.js';
import { commentMarkdown } from '../../src/publish/gate/pull-request.js';
import { cleanReport, EVIL_AGENT, finding, gateItem, HOSTILE, inboxItem, sampleReport } from './sample-report.js';

const links = { blobBase: 'https://github.com/o/r/blob/0123abc/' };
/** What the pull-request comment says of what it leaves out (see commentMarkdown): the job summary has it. */
const COMMENT = {
  fullReport: 'the job summary',
  truncationNote: 'Truncated: see the job summary for the full report.',
  allHint: 'the job summary lists them',
};

function count(text: string, needle: string): number {
  return text.split(needle).length - 1;
}

/** Every line of every Markdown table has the same number of unescaped cell separators as its header. */
function expectTablesIntact(markdown: string) {
  let columns = -1;
  for (const line of markdown.split('\n')) {
    if (!line.startsWith('|')) {
      columns = -1;
      continue;
    }
    // GFM pairs `\` with the next punctuation before it splits cells.
    const bare = line.replace(/\\[!-/:-@[-`{-~]/g, '').split('|').length;
    if (columns === -1) columns = bare;
    expect(bare, line).toBe(columns);
  }
}

/** The text outside code spans (where Markdown and HTML are live), the backslash escapes kept. */
function outsideCode(markdown: string): string {
  let out = '';
  for (let i = 0; i < markdown.length; ) {
    if (markdown[i] === '\\') {
      out += markdown.slice(i, i + 2);
      i += 2;
      continue;
    }
    const run = /^`+/.exec(markdown.slice(i, i + 50))?.[0];
    if (!run) {
      out += markdown[i++];
      continue;
    }
    const close = new RegExp(`(?<!\`)${run}(?!\`)`, 'g');
    close.lastIndex = i + run.length;
    const end = close.exec(markdown);
    if (!end) {
      out += run;
      i += run.length;
      continue;
    }
    out += '<code>';
    i = end.index + run.length;
  }
  return out;
}

/** A review finding's row (P0–P3), its code spans already `<code>` (see {@link outsideCode}). */
const GATE_ROW_START = /^\| (?:🔴|🟠|🟡|⚪) P[0-3]/u;
/**
 * Our `<br>`s in a review finding's row: before the id, before the fix, between the location and
 * `declared in`. Escaped file text holds no `<` or `>`; links and code spans are the only markup in
 * the last cell.
 */
const GATE_ROW =
  /^\| (?:🔴|🟠|🟡|⚪) P[0-3](?:<br><code>)? \| [^<>|]*(?:<br>\*\*Fix:\*\* [^<>|]*)? \| (?:(?:<code>|<wbr>|[^<>|])+<br>)?declared in (?:<code>|<wbr>|[^<>|])+ \|$/u;

/** `hostileShown`: the hostile text is in a cell that was not cut before its ping. */
function expectNeutralised(markdown: string, hostileShown = true) {
  expect(markdown.startsWith(`${REPORT_MARKER}\n`)).toBe(true);
  expect(count(markdown, REPORT_MARKER)).toBe(1);
  expect(count(markdown, '<!--')).toBe(1);
  expect(markdown).not.toMatch(/@octocat/);
  if (hostileShown) expect(markdown).toContain(`@${ZWSP}octocat`);
  // Outside code spans, the only HTML is ours: `<details>`/`<summary>`, and the `<br>`s that
  // split a review finding's cells, each in its own place and nowhere else.
  const code = outsideCode(markdown);
  for (const row of code.split('\n').filter((l) => GATE_ROW_START.test(l))) expect(row, row).toMatch(GATE_ROW);
  const live = code
    .split('\n')
    .map((l) => (GATE_ROW_START.test(l) ? l.replace(/<br>/g, '') : l))
    .join('\n')
    .replace(/<\/?(code|details|summary)>/g, '')
    // A path in a cell breaks at its folders: our `<wbr>`, only after a `/`.
    .replace(/\/<wbr>/g, '/')
    .replace(REPORT_MARKER, '')
    .replace(/^> /gm, '');
  expect(live.match(/.{0,40}[<>].{0,40}/g) ?? []).toEqual([]);
  expect(live).not.toMatch(/(?<!\\)!\[img/);
  expect(live).not.toMatch(/(?<!\\)\[x(?<!\\)\]\(javascript/);
  expectTablesIntact(markdown);
}

describe('markdown renderer', () => {
  it('starts with the marker, then the verdict with the counts', () => {
    const lines = renderMarkdown(sampleReport()).split('\n');
    expect(lines[0]).toBe(REPORT_MARKER);
    expect(lines[0]).toBe('<!-- handoff-gate:report -->');
    // The run fails on its errors and the veto (the default fail-on): one verdict, the counts in one order.
    expect(lines[2]).toBe('### ❌ Fails — P0 1 · P1 1 · P2 1 · P3 0 · 2 errors · 2 warnings · 1 notice');
    // Then what would make it pass: the first error, then the P0, each at its place.
    expect(lines[4]).toBe(
      '**To pass:** fix the error at `.work/review.yaml:3` (`envelope/required`) and 1 more error; then resolve P0 `SEC-1` at `src/db.ts:42`.',
    );
    // Every count says whose it is.
    expect(lines[6]).toBe(
      'File findings: 2 errors · 2 warnings · 1 notice in 3 of 3 files · the checked files’ risk: **high** · the checked files hold 1 inbox item',
    );
    expect(renderMarkdown(cleanReport())).toContain(
      '### ✅ Passes — P0 0 · P1 0 · P2 0 · P3 0 · 0 errors · 0 warnings',
    );
    const reject = sampleReport();
    reject.gate = { ...reject.gate, result: 'reject' };
    expect(renderMarkdown(reject)).toContain('### ❌ Fails — ');
    reject.findings = reject.findings.filter((f) => f.severity !== 'error');
    expect(renderMarkdown(reject)).toContain('### ❌ Fails — ');
    expect(renderMarkdown(reject, { failOn: ['error'] })).toContain('### ⚠️ Passes (fail-on: error) — ');
  });

  it('lists every P0/P1 item in three columns: priority and id, category, description and fix, linked location and source', () => {
    const md = renderMarkdown(sampleReport(), { links });
    expect(md).toContain(
      '#### Review findings: P0 and P1\n\n|  | Finding | Where |\n|---|---|---|\n| 🔴 P0<br>`SEC-1` | ',
    );
    const p0 = md.split('\n').find((l) => l.startsWith('| 🔴 P0'))!;
    expect(p0).toMatch(/^\| 🔴 P0<br>`SEC-1` \| \*\*security\*\* — SQL injection ping /);
    expect(p0).toContain('<br>**Fix:** Use bound parameters &#124; not \\`concat\\` | ');
    expect(p0).toMatch(
      / \| \[src\/<wbr>db\.ts:42\]\(https:\/\/github\.com\/o\/r\/blob\/0123abc\/src\/db\.ts#L42\)<br>declared in \[\.work\/<wbr>review\.yaml:12\]\(https:\/\/github\.com\/o\/r\/blob\/0123abc\/\.work\/review\.yaml#L12\) \|$/,
    );
    const p1 = md.split('\n').find((l) => l.startsWith('| 🟠 P1'))!;
    // No fix: no `**Fix:**`; a location that is not a path: shown as code, not linked.
    expect(p1).toBe(
      '| 🟠 P1<br>`PERF-2` | **performance** — N+1 query in the list view | the list view<br>declared in [.work/<wbr>review.yaml:20](https://github.com/o/r/blob/0123abc/.work/review.yaml#L20) |',
    );
    // No location: only where it was declared.
    expect(md).toContain(
      '| 🟡 P2<br>`STYLE-3` | **style** — Naming | declared in [.work/<wbr>review.yaml:28](https://github.com/o/r/blob/0123abc/.work/review.yaml#L28) |',
    );
    expect(md.indexOf('🟠 P1')).toBeLessThan(md.indexOf('🟡 P2'));
    // Without links, plain `path:line` code spans.
    expect(renderMarkdown(sampleReport())).toContain(' | src/<wbr>db.ts:42<br>declared in .work/<wbr>review.yaml:12 |');
  });

  it('without links, shows a location from the current folder, as its review file is', () => {
    const report = sampleReport();
    for (const item of report.gate.items) item.source.path = `examples/pipeline/${item.source.path}`;
    const roots = [{ path: 'examples/pipeline' }];
    const md = renderMarkdown(report, { roots });
    expect(md).toContain(
      ' | examples/<wbr>pipeline/<wbr>src/<wbr>db.ts:42<br>declared in examples/<wbr>pipeline/<wbr>.work/<wbr>review.yaml:12 |',
    );
    // A location that is no path stays as written; a linked one names the repository's file.
    expect(md).toContain(' | the list view<br>declared in examples/<wbr>pipeline/<wbr>.work/<wbr>review.yaml:20 |');
    expect(renderMarkdown(report, { roots, links })).toContain(
      '[src/db.ts:42](https://github.com/o/r/blob/0123abc/src/db.ts#L42)',
    );
  });

  it('leaves out what a review finding does not have: id, category', () => {
    const report = cleanReport();
    report.gate.items = [{ priority: 'P0', description: 'No id, no category', source: { path: 'r.yaml', line: 3 } }];
    expect(renderMarkdown(report)).toContain('\n| 🔴 P0 | No id, no category | declared in r.yaml:3 |\n');
  });

  it('shows each source’s declared verdict, the validation summary, the risk and the inbox', () => {
    const md = renderMarkdown(sampleReport());
    expect(md).toContain('<summary>Declared verdicts (');
    expect(md).toContain(
      `| .work/<wbr>review.yaml (envelope) | \`reject <b>@${ZWSP}octocat</b>\` | P0 1 · P1 1 · P2 1 · P3 0 |`,
    );
    expect(md).toContain('<summary>Files with findings (3 of 3)</summary>');
    expect(md).toContain('| .work/<wbr>review.yaml | envelope | 1 | 1 | 0 |');
    expect(md).toContain('| .work/<wbr>review.yaml:3 | `envelope/required` | `agent_id` is required. |');
    expect(md.indexOf('#### Errors (2)')).toBeLessThan(md.indexOf('<summary>Warnings (2)</summary>'));
    expect(md.indexOf('<summary>Warnings (2)</summary>')).toBeLessThan(md.indexOf('<summary>Notices (1)</summary>'));
    expect(md).toContain('<summary>Risk: high</summary>\n\n- 1 unresolved P0 finding\n- intent fix-login says');
    expect(md).toContain('<summary>The checked files hold 1 inbox item</summary>\n\n- **approval** · Approve: ping');
    expect(md).toContain('`intent/fix-login` · `/approve` `/reject [reason]`');
    // The details past the first screen fold: the verdict, what to do and the P0/P1 table stay open.
    expect(md).toContain('<details>');
    expect(md).not.toContain('Truncated');
  });

  it('neutralises hostile text: no pings, HTML, forged markers, broken tables or injected links', () => {
    expectNeutralised(renderMarkdown(sampleReport()));
    expectNeutralised(renderMarkdown(sampleReport(), { links }));
    const report = sampleReport();
    report.files.push({ path: 'weird/`a|b`<!--x-->@octocat.yaml', format: null });
    report.findings.push(
      finding('weird/`a|b`<!--x-->@octocat.yaml', 1, 'error', 'x/y', `\`${HOSTILE}\` and \`a|b\\|c\``),
    );
    report.gate.items.push(
      gateItem(
        'P0',
        '`id|x`<!--',
        HOSTILE,
        { path: 'weird/`a|b`<!--x-->@octocat.yaml', line: 2 },
        { category: HOSTILE, location: HOSTILE, fix: HOSTILE },
      ),
    );
    expectNeutralised(renderMarkdown(report));
    expectNeutralised(renderMarkdown(report, { links }));
  });

  it('escapes a `<br>` in file text: only our own `<br>`s split a review finding’s cells', () => {
    const report = sampleReport();
    const br = 'one<br>two<br/>three<BR />four';
    report.gate.items.push(
      gateItem(
        'P0',
        `ID<br>x`,
        `desc ${br}`,
        { path: 'weird/a<br>b.yaml', line: 2 },
        { category: `cat<br/>`, location: `loc<br>here`, fix: `fix ${br}` },
      ),
      gateItem(
        'P1',
        'ID-2',
        `<br>**Fix:** forged`,
        { path: 'r.yaml', line: 3 },
        { category: '', location: 'src/a.ts:1<br>declared in x' },
      ),
    );
    for (const md of [renderMarkdown(report), renderMarkdown(report, { links })]) {
      expectNeutralised(md);
      const row = md.split('\n').find((l) => l.includes('`ID<br>x`'))!;
      expect(row).toContain(
        '**cat&lt;br/&gt;** — desc one&lt;br&gt;two&lt;br/&gt;three&lt;BR /&gt;four<br>**Fix:** fix one&lt;br&gt;two&lt;br/&gt;three&lt;BR /&gt;four | loc&lt;br&gt;here<br>declared in ',
      );
      expect(row).toMatch(
        /declared in (?:weird\/<wbr>a&lt;br&gt;b\.yaml:2|\[weird\/<wbr>a&lt;br&gt;b\.yaml:2\]\(https:\/\/github\.com\/o\/r\/blob\/0123abc\/weird\/a%3Cbr%3Eb\.yaml#L2\)) \|$/,
      );
      const forged = md.split('\n').find((l) => l.includes('`ID-2`'))!;
      expect(forged).toContain(
        '| &lt;br&gt;\\*\\*Fix:\\*\\* forged | src/<wbr>a.ts:1&lt;br&gt;declared in x<br>declared in ',
      );
    }
  });

  it('lists only the files with findings, and says how many are clean', () => {
    const report = sampleReport();
    for (let i = 0; i < 30; i++) report.files.push({ path: `.work/clean-${i}.yaml`, format: 'envelope' });
    const md = renderMarkdown(report);
    expect(md).toContain(
      '<summary>Files with findings (3 of 33; 30 clean)</summary>\n\n| File | Format | Errors | Warnings | Notices |\n|---|---|---|---|---|\n| .work/<wbr>review.yaml |',
    );
    expect(md).not.toContain('clean-');
    // Every file clean: no table at all.
    const clean = cleanReport();
    expect(renderMarkdown(clean)).not.toContain('Files with findings');
    expect(renderMarkdown(clean)).not.toContain('| File |');
  });

  it('lists resolved inbox items when told of them', () => {
    const md = renderMarkdown(cleanReport(), { inboxResolved: [inboxItem('intent/old', 'Old @octocat')] });
    expect(md).toContain(`<summary>1 inbox item resolved</summary>\n\n- ~~Old @${ZWSP}octocat~~ · **approval**`);
  });

  it('links only locations that are repository paths', () => {
    expect(parseLocation('src/a.ts:12')).toEqual({ path: 'src/a.ts', line: 12 });
    expect(parseLocation('./src/a.ts#L3-L9')).toEqual({ path: 'src/a.ts', line: 3 });
    expect(parseLocation('README.md')).toEqual({ path: 'README.md' });
    expect(parseLocation('/etc/passwd:1')).toBeUndefined();
    expect(parseLocation('../x.ts:1')).toBeUndefined();
    expect(parseLocation('https://e.vil/x')).toBeUndefined();
    expect(parseLocation('the login form')).toBeUndefined();
    expect(parseLocation('login')).toBeUndefined();
  });
});

describe('markdown size limit', () => {
  function bigReport(findings: number, p0: number, description = 'P0 description that matters'): Report {
    const report = sampleReport();
    const severities: Finding['severity'][] = ['error', 'warning', 'notice', 'warning', 'notice'];
    for (let i = 0; i < findings; i++) {
      report.findings.push(
        finding(
          `.work/agents/agent-${i % 400}/envelope.yaml`,
          i + 1,
          severities[i % 5]!,
          'envelope/enum',
          `\`status\` is \`x${i}\`; allowed: ok, needs_input, blocked, failed. ${i % 7 === 0 ? HOSTILE : ''}`,
        ),
      );
    }
    for (let i = 0; i < 400; i++)
      report.files.push({ path: `.work/agents/agent-${i}/envelope.yaml`, format: 'envelope' });
    const items: GateItem[] = [];
    for (let i = 0; i < p0; i++)
      items.push(
        gateItem(
          'P0',
          `CRIT-${i}`,
          `${description} #${i}`,
          { path: '.work/review.yaml', line: 100 + i },
          { location: `src/m${i}.ts:${i + 1}`, fix: 'Fix it properly. '.repeat(5) },
        ),
      );
    for (let i = 0; i < 50; i++)
      items.push(gateItem('P1', `HIGH-${i}`, 'A P1 issue', { path: '.work/review.yaml', line: 1000 + i }));
    for (let i = 0; i < 200; i++)
      items.push(
        gateItem(i % 2 ? 'P2' : 'P3', `LOW-${i}`, 'A minor issue', { path: '.work/review.yaml', line: 2000 + i }),
      );
    report.gate.items = [...report.gate.items, ...items];
    report.gate.p0 += p0;
    report.inbox.push(...Array.from({ length: 30 }, (_, i) => inboxItem(`intent/i-${i}`, `Item ${i}`)));
    return report;
  }

  it('stays under the default limit with 5,000 findings, folding and cutting, while every P0 survives', () => {
    const report = bigReport(5_000, 40);
    const result = layoutMarkdown(report, { links, ...COMMENT });
    const md = result.markdown;
    expect(md.length).toBeLessThanOrEqual(DEFAULT_MAX_LENGTH);
    expect(result).toMatchObject({ folded: true, truncated: true, fits: true });
    expect(md.startsWith(`${REPORT_MARKER}\n`)).toBe(true);
    expect(md).toMatch(/^### ❌ Fails — P0 41 /m);
    for (const item of report.gate.items.filter((i) => i.priority === 'P0')) expect(md).toContain(`\`${item.id}\``);
    expect(md).toContain('#### Review findings: P0 and P1');
    expect(md).toContain('Truncated: see the job summary for the full report.');
    expect(md).toMatch(/<details><summary>Notices \(2001\)<\/summary>|#### Notices \(2001\) — not shown\./);
    expect(md).toContain('more errors not shown');
    expectNeutralised(md);
  });

  it('cuts the least important parts first: notices and warnings before errors and P1s', () => {
    const report = bigReport(1_500, 3);
    const md = renderMarkdown(report, { maxLength: 40_000 });
    expect(md.length).toBeLessThanOrEqual(40_000);
    expect(md).toContain('#### Notices (601) — not shown.');
    expect(md).toContain('#### Warnings (602) — not shown.');
    expect(md).toContain('`HIGH-49`');
    expect(md).toContain('| .work/<wbr>agents/<wbr>agent-0/<wbr>envelope.yaml:1 |');
  });

  it('folds before it cuts, and does neither when the report fits', () => {
    // Folded whatever the room: past the first screen, details fold.
    expect(layoutMarkdown(sampleReport())).toMatchObject({ folded: true, truncated: false, fits: true });
    const full = renderMarkdown(bigReport(300, 1), { maxLength: 10_000_000 });
    const result = layoutMarkdown(bigReport(300, 1), { maxLength: full.length - 1 });
    expect(result.folded).toBe(true);
    expect(result.markdown.length).toBeLessThan(full.length);
    expect(result.markdown).toContain('<details><summary>Warnings (122)</summary>');
  });

  it('shortens P0 descriptions rather than drop a row when P0s alone are too big', () => {
    const report = bigReport(1_000, 200, `A very long P0 description ${'x'.repeat(3_000)}`);
    const result = layoutMarkdown(report, { links });
    expect(result.fits).toBe(true);
    expect(result.markdown.length).toBeLessThanOrEqual(DEFAULT_MAX_LENGTH);
    for (let i = 0; i < 200; i++) expect(result.markdown).toContain(`\`CRIT-${i}\``);
    expect(result.markdown).toMatch(/— A very long P0 [^<|]*…<br>/);
    expect(result.markdown).toContain('…');
    expectNeutralised(result.markdown);
  });

  it('shortens every cell of file text in P0 rows, the category too, and keeps the ids whole', () => {
    const report = bigReport(1_000, 200, `A very long P0 description ${'x'.repeat(3_000)}`);
    const category = `${HOSTILE} ${'c'.repeat(70)}`;
    for (const item of report.gate.items) if (item.id?.startsWith('CRIT-')) item.category = category;
    const result = layoutMarkdown(report, { links });
    expect(result.fits).toBe(true);
    expect(result.markdown.length).toBeLessThanOrEqual(DEFAULT_MAX_LENGTH);
    const rows = result.markdown.split('\n').filter((l) => l.startsWith('| 🔴 P0'));
    expect(rows).toHaveLength(201);
    for (let i = 0; i < 200; i++) expect(result.markdown).toContain(`\`CRIT-${i}\``);
    // The cap that shortened the description (plain text: its length is the cap) shortened the category as much.
    for (const row of rows.filter((r) => r.includes('`CRIT-'))) {
      const cap = /— (A very long P0 [^<|]*…)<br>/.exec(row)?.[1]?.length ?? 0;
      expect(cap, row).toBeGreaterThan(0);
      expect(row).toContain(`| **${escapeCell(truncate(category, cap))}** — A very long`);
    }
    expectNeutralised(result.markdown);
    // `maxCell` bounds the category as it bounds the description and the fix.
    const sample = sampleReport();
    sample.gate.items[0]!.category = 'c'.repeat(100);
    const p0 = renderMarkdown(sample, { maxCell: 20 })
      .split('\n')
      .find((l) => l.startsWith('| 🔴 P0'))!;
    expect(p0).toContain(`| **${'c'.repeat(19)}…** — SQL injection ping …<br>**Fix:** Use bound parameter… |`);
  });

  /** Length as GitHub counts a comment body: in code points. */
  const codePoints = (text: string) => [...text].length;
  const p0Ids = (markdown: string) =>
    markdown.split('\n').flatMap((row) => /^\| 🔴 P0<br>`([^`]+)` \|/u.exec(row)?.[1] ?? []);

  it('cuts P0 rows only when no shortening can make them fit: the verdict, the P0 count and a pointer stay', () => {
    const report = bigReport(10, 3_000);
    const result = layoutMarkdown(report, { maxLength: 20_000, ...COMMENT });
    expect(result).toMatchObject({ fits: true, truncated: true });
    expect(result.markdown.length).toBeLessThanOrEqual(20_000);
    expect(result.markdown).toMatch(/^### ❌ Fails — P0 3001 /m);
    const shown = p0Ids(result.markdown);
    expect(shown.length).toBeGreaterThan(10);
    // The first ones, in the report's order, and a line that counts the rest.
    expect(shown.slice(0, 3)).toEqual(['SEC-1', 'CRIT-0', 'CRIT-1']);
    expect(result.markdown).toContain(
      `_…and ${3_001 - shown.length} more P0 findings and 51 P1 items not shown: the job summary lists every one._`,
    );
    // No P1 while a P0 is cut.
    expect(result.markdown).not.toContain('`HIGH-0`');
    expectNeutralised(result.markdown, false);
  });

  for (const p0 of [2_000, 10_000]) {
    it(`fits GitHub's 65,536 code points with ${p0.toLocaleString('en')} P0s with long, multi-byte descriptions`, () => {
      const description = `認証トークンが失効しない 🔐 ${'ü'.repeat(400)} ${HOSTILE} ${'𝕏'.repeat(300)}`;
      const report = bigReport(3_000, p0, description);
      for (const item of report.gate.items) if (item.priority === 'P0') item.category = `カテゴリ ${'é'.repeat(200)}`;
      const result = layoutMarkdown(report, { links, maxLength: DEFAULT_MAX_LENGTH, ...COMMENT });
      expect(result.fits).toBe(true);
      expect(codePoints(result.markdown)).toBeLessThanOrEqual(65_536);
      expect(result.markdown.length).toBeLessThanOrEqual(DEFAULT_MAX_LENGTH);
      expect(result.markdown).toMatch(new RegExp(`^### ❌ Fails — P0 ${p0 + 1} `, 'm'));
      const shown = p0Ids(result.markdown);
      expect(shown.length).toBeGreaterThan(0);
      expect(shown.length).toBeLessThan(p0 + 1);
      expect(new Set(shown).size).toBe(shown.length);
      expect(result.markdown).toContain(
        `_…and ${p0 + 1 - shown.length} more P0 findings and 51 P1 items not shown: the job summary lists every one._`,
      );
      expect(result.markdown).toContain('Truncated: see the job summary for the full report.');
      // Nothing else is left but the P0s: every lesser section is cut or folded.
      expect(result.markdown).toContain('#### Notices (1201) — not shown.');
      // No lone surrogate from cutting a cell in the middle of an astral character.
      expect(result.markdown).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/);
      expectNeutralised(result.markdown, false);
    });
  }

  it('the job summary points elsewhere for the P0s it leaves out', () => {
    const result = layoutMarkdown(bigReport(10, 3_000), { maxLength: 20_000, fullReport: 'the JSON report' });
    expect(result.markdown).toMatch(/more P0 findings and 51 P1 items not shown: the JSON report lists every one\._/);
  });

  /** Renders a report whose findings count how often their message is read: the work per finding. */
  function messageReads(findings: number): number {
    const report = bigReport(findings, 10);
    let reads = 0;
    report.findings = report.findings.map(
      (f) =>
        new Proxy(f, {
          get: (target, key, receiver) => (key === 'message' && reads++, Reflect.get(target, key, receiver)),
        }),
    );
    renderMarkdown(report);
    return reads;
  }

  it('does the same work per finding in a run over every file as in a small one (no search over every finding for each)', () => {
    // Time goes in `npm run bench`; here the work is counted: each message is read a fixed
    // number of times, however many findings there are, so rendering stays linear.
    const small = messageReads(2_000);
    const large = messageReads(20_000);
    expect(large).toBeGreaterThan(0);
    expect(large / 20_000).toBeLessThanOrEqual(small / 2_000);
  });

  it('renders no more rows than the comment could show, however many findings there are', () => {
    // A row past what the comment's length could hold is never rendered: five times the
    // findings cost no more reads, and far fewer reads than findings.
    const large = messageReads(20_000);
    const larger = messageReads(100_000);
    expect(large).toBeGreaterThan(0);
    expect(larger).toBeLessThanOrEqual(large * 1.05);
    expect(large).toBeLessThan(20_000 / 4);
  });
});

describe('markdown long lists', () => {
  /** A report with long lists: 755 risk reasons, 14 inbox items, 12 declaring files, 13 P2s, and 13 P1s. */
  function longLists(): Report {
    const report = sampleReport();
    const source = { path: '.work/review.yaml', line: 1 };
    report.gate.items.push(
      ...Array.from({ length: 12 }, (_, i) => gateItem('P1', `HIGH-${i}`, `High ${i}`, source)),
      ...Array.from({ length: 12 }, (_, i) => gateItem('P2', `MED-${i}`, `Medium ${i}`, source)),
    );
    report.gate.sources = Array.from({ length: 12 }, (_, i) => ({
      ...report.gate.sources[0]!,
      path: `.work/r-${i}.yaml`,
    }));
    report.risk.reasons = Array.from({ length: 755 }, (_, i) => `reason ${i}`);
    report.inbox = Array.from({ length: 14 }, (_, i) => inboxItem(`intent/i-${i}`, `Item ${i}`));
    return report;
  }

  it('shows the first ten of each and counts the rest, saying what lists them; every P0 and P1 stays', () => {
    const result = layoutMarkdown(longLists(), { allHint: '`--all` lists them' });
    const md = result.markdown;
    expect(md).toContain('- reason 9\n\n_…and 745 more reasons: `--all` lists them._');
    expect(md).not.toContain('reason 10');
    expect(md).toContain('_…and 4 more items: `--all` lists them._');
    expect(md).not.toContain('Item 10');
    expect(md).toContain('_…and 2 more files: `--all` lists them._');
    expect(md).toContain('`MED-8`');
    expect(md).not.toContain('`MED-9`');
    expect(md).toContain('_…and 3 more items: `--all` lists them._');
    // The comment's contract: every P0 and P1 finding.
    expect(md).toContain('`HIGH-11`');
    // The first few are no cut to fit: nothing says the report was truncated.
    expect(result).toMatchObject({ truncated: false, fits: true });
    // Without a hint, the count alone.
    expect(renderMarkdown(longLists())).toContain('_…and 745 more reasons not shown._');
  });

  it('with all, lists every item, and the errors still come before the risk', () => {
    const md = renderMarkdown(longLists(), { all: true, maxLength: Infinity });
    expect(md).toContain('- reason 754');
    expect(md).toContain('Item 13');
    expect(md).toContain('`MED-11`');
    expect(md).not.toContain('lists them');
    expect(md.indexOf('#### Errors (2)')).toBeLessThan(md.indexOf('<summary>Risk:'));
  });

  it("a risk reason's quoted value is a code span, not literal backticks; the rest stays inert", () => {
    const report = longLists();
    report.risk.reasons = ['intent <b>x</b> states risk `High`, which is not low, med or high: counted as high'];
    const md = renderMarkdown(report);
    expect(md).toContain('- intent &lt;b&gt;x&lt;/b&gt; states risk `High`, which is not low, med or high');
    expect(md).not.toContain('\\`High\\`');
  });

  it('cuts the risk reasons to fit before any error', () => {
    const report = longLists();
    report.findings.push(
      ...Array.from({ length: 300 }, (_, i) =>
        finding('.work/review.yaml', 100 + i, 'error', 'envelope/enum', `bad ${i}`),
      ),
    );
    const whole = renderMarkdown(report, { all: true, maxLength: Infinity });
    const result = layoutMarkdown(report, { all: true, maxLength: whole.length - 6_000 });
    expect(result.truncated).toBe(true);
    expect(result.markdown).toContain('bad 299');
    expect(result.markdown).not.toContain('reason 754');
  });

  it('the pull-request comment points to the job summary for the rest', () => {
    const { markdown } = commentMarkdown(longLists(), [], undefined);
    expect(markdown).toContain('_…and 745 more reasons: the job summary lists them._');
  });
});

describe('markdown handoff chain', () => {
  const node = (id: string, status: ChainNode['status'], extra: Partial<ChainNode> = {}): ChainNode => ({
    id: id.toLowerCase(),
    label: id,
    status,
    path: `handoff-${id}.json`,
    line: 5,
    ...extra,
  });
  const pipeline = (): Chain => ({
    nodes: [
      node('BackendBuilder', 'done', { declared: 'PASS' }),
      node('TestRunner', 'active', { declared: 'PASS_WITH_WARNINGS' }),
      node('CodeReviewer', 'failed', { declared: 'FAIL' }),
      node('svg-forge', 'waiting', { declared: 'needs_revision' }),
      node('pm', 'blocked', { declared: 'blocked' }),
      node('TestAgent', 'unknown'),
    ],
    edges: [
      { from: 'backendbuilder', to: 'testagent' },
      { from: 'testrunner', to: 'codereviewer' },
      { from: 'codereviewer', to: 'backendbuilder', label: 'loop', loop: true },
      { from: 'svg-forge', to: 'pm', label: 'revise' },
      { from: 'pm', to: 'testrunner', label: 'task' },
    ],
  });
  const withChain = (chain: Chain, report = cleanReport()): Report => ({ ...report, chain });
  const block = (markdown: string) => /```mermaid\n([\s\S]*?)\n```/.exec(markdown)?.[1] ?? '';

  it('draws the chain as a Mermaid flowchart after the gate and before the validation', () => {
    const md = renderMarkdown(withChain(pipeline(), sampleReport()));
    expect(md.indexOf('#### Review findings: P0 and P1')).toBeLessThan(md.indexOf('<summary>Handoff chain</summary>'));
    expect(md.indexOf('#### Other review findings')).toBeLessThan(md.indexOf('<summary>Handoff chain</summary>'));
    expect(md.indexOf('<summary>Handoff chain</summary>')).toBeLessThan(md.indexOf('#### Errors'));
    expect(block(renderMarkdown(withChain(pipeline()))).split('\n')).toEqual([
      'flowchart LR',
      '  n_backendbuilder["BackendBuilder<br/>PASS"]',
      '  n_testrunner["TestRunner<br/>PASS_WITH_WARNINGS"]',
      '  n_codereviewer["CodeReviewer<br/>FAIL"]',
      '  n_svg_forge["svg-forge<br/>needs_revision"]',
      '  n_pm["pm<br/>blocked"]',
      '  n_testagent["TestAgent"]',
      '  n_backendbuilder --> n_testagent',
      '  n_testrunner --> n_codereviewer',
      '  n_codereviewer -. loop .-> n_backendbuilder',
      '  n_svg_forge -- revise --> n_pm',
      '  n_pm -- task --> n_testrunner',
      '  classDef done fill:#dafbe1,stroke:#1a7f37,color:#0f5323',
      '  class n_backendbuilder done',
      '  classDef active fill:#ddf4ff,stroke:#0969da,color:#0a3069',
      '  class n_testrunner active',
      '  classDef waiting fill:#fff8c5,stroke:#9a6700,color:#4d2d00',
      '  class n_svg_forge waiting',
      '  classDef blocked fill:#ffebe9,stroke:#cf222e,color:#82071e',
      '  class n_pm blocked',
      '  classDef failed fill:#ffebe9,stroke:#cf222e,color:#82071e,stroke-width:3px',
      '  class n_codereviewer failed',
      '  classDef unknown fill:#f6f8fa,stroke:#8c959f,color:#57606a',
      '  class n_testagent unknown',
    ]);
  });

  it('has no section when the chain is empty', () => {
    const md = renderMarkdown(cleanReport());
    expect(md).not.toContain('Handoff chain');
    expect(md).not.toContain('mermaid');
  });

  it('neutralises hostile agent names, status words and labels for Mermaid and for Markdown', () => {
    const md = renderMarkdown(sampleReport());
    expectNeutralised(md);
    const lines = block(md).split('\n');
    // Every line is one of ours: a node with a quoted label, an edge, a class. No `click`, no second statement.
    const label = String.raw`"(?:[\p{L}\p{N} .,_+=?!()'/-]|#\d+;|<br/>)*"`;
    const nodeLine = new RegExp(String.raw`^  n_\w+\[${label}\]$`, 'u');
    const edgeLine = new RegExp(
      String.raw`^  n_\w+ (?:-->|-\.->|-- \w+ -->|-\. \w+ \.->|(?:-->|-\.->)\|${label}\|) n_\w+$`,
      'u',
    );
    const classLine =
      /^ {2}(?:classDef (?:done|active|waiting|blocked|failed|unknown) [\w:#,-]+|class n_\w+(?:,n_\w+)* (?:done|active|waiting|blocked|failed|unknown))$/;
    expect(lines[0]).toBe('flowchart LR');
    for (const line of lines.slice(1))
      expect(nodeLine.test(line) || edgeLine.test(line) || classLine.test(line), line).toBe(true);
    expect(lines.filter((l) => nodeLine.test(l))).toHaveLength(3);
    expect(block(md)).toContain(
      'n_evil_click_x_javascript_alert_1["Evil#34;#93;#59; click X #34;javascript#58;alert(1)#34;<br/>',
    );
    expect(block(md)).toContain('n_octocat["#64;octocat"]');
    expect(block(md)).not.toMatch(/@|<!|`|(?<!")\|(?!")|"\]\s*;/);
    expect(md).not.toContain(EVIL_AGENT);
  });

  it('gives every agent a distinct Mermaid id of word characters, never a keyword', () => {
    const chain: Chain = {
      nodes: ['a:b', 'a_b', 'A B', 'end', '設計者', 'x'].map((id) => node(id, 'done')),
      edges: [{ from: 'end', to: 'x' }],
    };
    expect([...mermaidIds(chain.nodes).values()]).toEqual(['n_a_b', 'n_a_b_2', 'n_a_b_3', 'n_end', 'n_agent', 'n_x']);
    expect(block(renderMarkdown(withChain(chain)))).toContain('  n_agent["設計者"]\n');
  });

  it(`shows at most ${MAX_CHAIN_NODES} agents: those touching a P0/P1 first, then the unfinished, and says how many more`, () => {
    const nodes = Array.from({ length: 120 }, (_, i) => node(`agent-${i}`, 'done'));
    nodes[100]!.status = 'failed';
    nodes[119]!.path = '.work/review.yaml'; // declares the sample's P0
    const edges = nodes.slice(1).map((n, i) => ({ from: nodes[i]!.id, to: n.id }));
    const result = layoutMarkdown(withChain({ nodes, edges }, sampleReport()));
    const lines = block(result.markdown).split('\n');
    expect(lines.filter((l) => /^ {2}n_\w+\[/.test(l))).toHaveLength(MAX_CHAIN_NODES);
    expect(lines).toContain('  n_agent_119["agent-119"]');
    expect(lines).toContain('  n_agent_100["agent-100"]');
    expect(lines).toContain('  n_agent_0["agent-0"]');
    expect(lines).not.toContain('  n_agent_48["agent-48"]');
    // Only edges between agents shown.
    expect(lines).toContain('  n_agent_0 --> n_agent_1');
    expect(lines.filter((l) => l.includes('-->'))).toHaveLength(47);
    expect(result.markdown).toContain('```\n\n_…and 70 more agents not shown._');
    // The bound is the diagram's own, not a cut of the comment.
    expect(result).toMatchObject({ truncated: false, folded: true });
  });

  it('folds and cuts the diagram after the notices and before anything else', () => {
    const report = sampleReport();
    report.chain = {
      nodes: Array.from({ length: 50 }, (_, i) =>
        node(`agent-${i}-${'long-name-'.repeat(4)}`, i % 2 ? 'done' : 'active', { declared: 'PASS_WITH_WARNINGS' }),
      ),
      edges: [],
    };
    for (let i = 0; i < 60; i++) {
      report.findings.push(
        finding(`.work/n${i}.yaml`, 1, 'notice', 'intent/note', `Notice number ${i} with some words.`),
      );
      report.findings.push(
        finding(`.work/w${i}.yaml`, 1, 'warning', 'envelope/key-typo', `Warning number ${i} with some words.`),
      );
    }
    const full = renderMarkdown(report, { maxLength: 10_000_000 });
    let partly = 0;
    for (let max = full.length; max > 2_000; max -= 250) {
      const { markdown: md, folded } = layoutMarkdown(report, { maxLength: max });
      const chainRows = (block(md).match(/^ {2}n_\w+\[/gm) ?? []).length;
      const chainCut = chainRows < 50;
      if (folded && chainRows > 0) expect(md).toContain('<details><summary>Handoff chain</summary>');
      if (chainCut) expect(md, `at ${max}`).toContain('#### Notices (61) — not shown.');
      if (md.includes('more warnings not shown') || md.includes('#### Warnings (62) — not shown.'))
        expect(md, `at ${max}`).toContain('Handoff chain — not shown.');
      if (chainCut && chainRows > 0) {
        partly++;
        expect(md).toContain(`_…and ${50 - chainRows} more agent${50 - chainRows === 1 ? '' : 's'} not shown._`);
      }
    }
    expect(partly).toBeGreaterThan(0);
  });
});
