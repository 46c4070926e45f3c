import { describe, expect, it } from 'vitest';
import { renderText, renderTextChunks, summaryLine } from '../../src/render/text.js';
import { checkFiles } from '../helpers/check-files.js';
import { variedSubagentResponseFiles } from '../../bench/generate-varied.mjs';
import { cleanReport, finding, gateItem, inboxItem, sampleReport } from './sample-report.js';
import { textWidth } from '../../src/render/width.js';
import { locationShown } from '../../src/render/gate-item.js';

const ANSI = /\u001b\[[0-9;]*m/g;

describe('text renderer', () => {
  it('piped, prints one finding a line: `path:line:column: severity rule message`, nothing padded', () => {
    const lines = renderText(sampleReport()).split('\n');
    expect(lines).toContain('shared/reports/r.md:2:1: error message/type Odd backtick ` count @octocat');
    expect(lines.find((l) => l.startsWith('shared/reports/r.md:4:1: warning message/folder-mismatch The folder says')));
    expect(lines.find((l) => l.startsWith('.work/review.yaml:3:1: '))).toBe(
      '.work/review.yaml:3:1: error envelope/required `agent_id` is required.',
    );
    // Every finding's line can be found by its path, its rule or its severity: nothing is grouped or aligned.
    const findingLines = lines.filter((l) => /^\S+:\d+:\d+: (error|warning|notice) /.test(l));
    expect(findingLines).toHaveLength(sampleReport().findings.length);
    for (const line of findingLines) expect(line).not.toMatch(/^\S+ {2}/);
  });

  it('at a terminal, groups findings by file: line:column, severity and rule first, the message below', () => {
    const out = renderText(sampleReport(), { width: 100 });
    const lines = out.split('\n');
    const header = lines.indexOf('shared/reports/r.md');
    expect(header).toBeGreaterThan(-1);
    expect(lines.slice(header + 1, header + 5)).toEqual([
      '  2:1  error    message/type',
      '    Odd backtick ` count @octocat',
      '  4:1  warning  message/folder-mismatch',
      expect.stringMatching(/^ {4}The folder says/),
    ]);
    for (const line of lines) expect(textWidth(line)).toBeLessThanOrEqual(100);
  });

  it('wraps every line within the width it is given, messages under their rule', () => {
    const report = sampleReport();
    report.findings.push(
      finding(
        'shared/reports/r.md',
        9,
        'error',
        'message/enum',
        '`status` は `in-progress` ですが、使える値は pending、in_progress、completed、blocked です。`in_progress` と書いてください。',
      ),
    );
    for (const width of [40, 60, 80, 120]) {
      const lines = renderText(report, { width }).split('\n');
      for (const line of lines) expect(textWidth(line), `${width}: ${line}`).toBeLessThanOrEqual(width);
      // The message's later lines stay under its first.
      const at = lines.indexOf('  9:1  error    message/enum');
      expect(at, String(width)).toBeGreaterThan(-1);
      expect(lines[at + 1]).toMatch(/^ {4}`status` は/);
      expect(lines[at + 2]).toMatch(/^ {4}\S/);
    }
    expect(renderText(report, { width: 40 }).split('\n')).toEqual(
      expect.arrayContaining([
        '  9:1  error    message/enum',
        '    `status` は `in-progress` ですが、使',
        '    える値は pending、in_progress、',
        '    completed、blocked です。',
        '    `in_progress` と書いてください。',
      ]),
    );
  });

  it('at a terminal, breaks the total and the review items between their parts', () => {
    const report = sampleReport();
    report.inbox[0]!.title = 'Approve: Fix the login';
    const lines = renderText(report, { width: 60 }).split('\n');
    expect(lines).toContain('      at src/db.ts:42 · declared in .work/review.yaml:12');
    const total = lines.indexOf('✖ Fails on 2 errors and gate veto —');
    expect(lines.slice(total, total + 3)).toEqual([
      '✖ Fails on 2 errors and gate veto —',
      '  5 problems (2 errors, 2 warnings, 1 notice) in 3 of 3',
      '  files — gate: veto (P0 1, P1 1) — risk: high — inbox: 1',
    ]);
    expect(lines).toEqual(
      expect.arrayContaining([
        'Inbox: 1 item waiting for a human',
        '  approval  Approve: Fix the login',
        '            .forge/intents/fix-login.yaml:1',
        '            /approve  /reject [reason]',
      ]),
    );
  });

  it('shows the gate with its P0/P1 items, the risk and why, and the inbox', () => {
    const out = renderText(sampleReport());
    expect(out).toContain('Gate: veto (P0 1 · P1 1 · P2 1 · P3 0)');
    expect(out).toMatch(/P0 {2}SEC-1 {2}security {2}SQL injection/);
    expect(out).toContain('at src/db.ts:42 · declared in .work/review.yaml:12');
    expect(out).toMatch(/P1 {2}PERF-2/);
    expect(out).not.toContain('STYLE-3');
    expect(out).toContain('Risk: high\n  - 1 unresolved P0 finding');
    expect(out).toContain('Inbox: 1 item waiting for a human');
    expect(out).toContain('.forge/intents/fix-login.yaml:1');
  });

  it("shows a review item's location from the current folder, as its file is", () => {
    const report = sampleReport();
    for (const item of report.gate.items) item.source.path = `examples/pipeline/${item.source.path}`;
    const out = renderText(report, { roots: [{ path: '.' }, { path: 'examples/pipeline' }] });
    expect(out).toContain('at examples/pipeline/src/db.ts:42 · declared in examples/pipeline/.work/review.yaml:12');
    // Prose is no path: as written.
    expect(out).toContain('at the list view · declared in examples/pipeline/.work/review.yaml:20');
    // Without the roots (the library), as the review wrote it.
    expect(renderText(report)).toContain('at src/db.ts:42 · declared in examples/pipeline/.work/review.yaml:12');
  });

  it('places a location in the root its review file was checked from', () => {
    const at = (location: string, source: string, roots: string[]) =>
      locationShown(
        location,
        source,
        roots.map((path) => ({ path })),
      );
    expect(at('src/a.ts:3', '.work/r.yaml', ['.'])).toBe('src/a.ts:3');
    expect(at('./src/a.ts#L3-L9', 'app/.work/r.yaml', ['.', 'app'])).toBe('app/src/a.ts#L3-L9');
    expect(at('src/a.ts', 'app/web/.work/r.yaml', ['app', 'app/web'])).toBe('app/web/src/a.ts');
    expect(at('src/a.ts', '../other/.work/r.yaml', ['.', '../other'])).toBe('../other/src/a.ts');
    expect(at('the login form', 'app/.work/r.yaml', ['app'])).toBe('the login form');
    expect(at('../x.ts:1', 'app/.work/r.yaml', ['app'])).toBe('../x.ts:1');
  });

  it('lists each declared verdict, or past the first ten sums the rest up by verdict', () => {
    const few = sampleReport();
    const declaring = few.gate.sources.filter((s) => s.declared !== undefined);
    expect(declaring.length).toBeGreaterThan(0);
    for (const source of declaring) expect(renderText(few)).toContain(`declared ${source.declared} in ${source.path}`);

    const many = sampleReport();
    const template = declaring[0]!;
    many.gate.sources = Array.from({ length: 30 }, (_, i) => ({
      ...template,
      path: `.work/r-${i}.yaml`,
      declared: i % 3 === 0 ? 'failed' : 'success',
    }));
    const out = renderText(many);
    expect(out).toContain('declared failed in .work/r-9.yaml');
    expect(out).not.toContain('.work/r-10.yaml');
    expect(out).toContain('\n  … and 20 more declared verdicts (14 success, 6 failed): --all lists them\n');
    expect(renderText(many, { all: true })).toContain('declared success in .work/r-29.yaml');
  });

  it('shows the first ten of each long list and how many more, and with --all every one, P0s always', () => {
    const report = sampleReport();
    const source = { path: '.work/review.yaml', line: 1 };
    report.gate.items.push(
      ...Array.from({ length: 12 }, (_, i) => gateItem('P1', `HIGH-${i}`, `High ${i}`, source)),
      ...Array.from({ length: 3 }, (_, i) => gateItem('P0', `CRIT-${i}`, `Critical ${i}`, source)),
    );
    report.risk.reasons = Array.from({ length: 755 }, (_, i) => `reason ${i}`);
    report.inbox = Array.from({ length: 14 }, (_, i) => inboxItem(`intent/i-${i}`, `Item ${i}`));
    const out = renderText(report);
    // Every P0 (four), then P1s up to ten items in all: PERF-2 and five of the twelve.
    for (const id of ['SEC-1', 'CRIT-0', 'CRIT-2', 'PERF-2', 'HIGH-4']) expect(out).toContain(`  ${id}  `);
    expect(out).not.toContain('HIGH-5');
    expect(out).toContain('\n  … and 7 more P1 items: --all lists them\n');
    expect(out).toContain('  - reason 9\n  … and 745 more risk reasons: --all lists them\n');
    expect(out).not.toContain('reason 10');
    expect(out).toContain('Inbox: 14 items waiting for a human');
    expect(out).toContain('Item 9');
    expect(out).not.toContain('Item 10');
    expect(out).toContain('\n  … and 4 more inbox items: --all lists them\n');
    // The errors come first, before any list.
    expect(out.indexOf('envelope/required')).toBeLessThan(out.indexOf('Gate:'));
    expect(out.indexOf('Gate:')).toBeLessThan(out.indexOf('Risk:'));

    const all = renderText(report, { all: true });
    expect(all).toContain('HIGH-11');
    expect(all).toContain('reason 754');
    expect(all).toContain('Item 13');
    expect(all).not.toContain('--all lists them');
  });

  it('sums up the handoff chain in one line, and says nothing of an empty one', () => {
    // The statuses count agents, and add up to them; the handoffs are counted apart.
    expect(renderText(sampleReport())).toContain('\nChain: 3 agents (1 waiting, 1 blocked, 1 failed), 3 handoffs\n');
    expect(renderText(cleanReport())).not.toContain('Chain:');
  });

  it('ends with the one-line total', () => {
    const out = renderText(sampleReport());
    expect(out.trimEnd().split('\n').at(-1)).toBe(
      '✖ Fails on 2 errors and gate veto — 5 problems (2 errors, 2 warnings, 1 notice) in 3 of 3 files — gate: veto (P0 1, P1 1) — risk: high — inbox: 1',
    );
    expect(summaryLine(cleanReport())).toBe(
      '✔ 1 file checked, no problems — gate: pass (P0 0, P1 0) — risk: none — inbox: 0',
    );
    const notices = cleanReport();
    notices.findings = [finding('a/handoff-1.json', 1, 'notice', 'handoff/x', 'm')];
    expect(summaryLine(notices)).toMatch(/^✔ 1 file checked, 1 notice — gate: pass/);
  });

  it('colours only when asked: red errors, yellow warnings, dim notices and rule ids', () => {
    expect(renderText(sampleReport())).not.toMatch(ANSI);
    expect(renderText(sampleReport(), { color: true })).toContain(
      '.work/review.yaml:3:1: \u001b[31merror\u001b[39m \u001b[2menvelope/required\u001b[22m',
    );
    expect(renderText(sampleReport(), { color: true }).replace(ANSI, '')).toBe(renderText(sampleReport()));
    const out = renderText(sampleReport(), { color: true, width: 100 });
    expect(out).toContain('\u001b[31merror  \u001b[39m');
    expect(out).toContain('\u001b[33mwarning\u001b[39m');
    expect(out).toContain('\u001b[2mnotice\u001b[22m');
    expect(out).toContain('\u001b[2menvelope/required\u001b[22m');
    expect(out.replace(ANSI, '')).toBe(renderText(sampleReport(), { width: 100 }));
  });

  it('cannot be made to send escape sequences or bidi overrides to the terminal', () => {
    const report = cleanReport();
    report.findings = [
      finding('a/handoff-1.json', 1, 'error', 'handoff/x', 'bad \u001b]0;pwned\u0007 \u202e value\nnext'),
    ];
    const out = renderText(report);
    expect(out).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u202e]/);
    expect(out).toContain('<U+001B>]0;pwned<U+0007>');
  });

  it('writes a large report in pieces of whole lines, none of them near the whole', () => {
    const report = checkFiles(Object.fromEntries(variedSubagentResponseFiles(1200, { seed: 11, findingRate: 0.5 })));
    const pieces = [...renderTextChunks(report)];
    const whole = pieces.join('');
    expect(whole).toBe(renderText(report));
    expect(pieces.length).toBeGreaterThan(3);
    const longestLine = Math.max(...whole.split('\n').map((line) => line.length));
    for (const piece of pieces) {
      expect(piece.endsWith('\n')).toBe(true);
      expect(piece.length).toBeLessThanOrEqual(64 * 1024 + longestLine + 1);
    }
    // The small sample report is one piece, ending in its total.
    expect([...renderTextChunks(sampleReport())]).toEqual([renderText(sampleReport())]);
  });
});
