import { describe, expect, it } from 'vitest';
import { commentMarkdown } from '../../src/publish/gate/pull-request.js';
import { failureReasons, type FailOn } from '../../src/gate/fail-on.js';
import type { Report } from '../../src/report/report.js';
import { codeSpan } from '../../src/render/escape.js';
import { renderMarkdown } from '../../src/render/markdown.js';
import { renderText, summaryLine } from '../../src/render/text.js';
import { cleanReport, finding, sampleReport } from './sample-report.js';

/** Reports of every kind of outcome: clean, warnings, errors with a passing gate, a reject, a veto alone, errors and a veto. */
function reports() {
  const warnings = cleanReport();
  warnings.findings = [finding('a/handoff-1.json', 2, 'warning', 'handoff/x', 'w')];
  const errors = cleanReport();
  errors.files.push({ path: 'b/handoff-2.json', format: 'handoff' });
  errors.findings = [
    finding('a/handoff-1.json', 2, 'error', 'handoff/x', 'e'),
    finding('a/handoff-1.json', 3, 'error', 'handoff/x', 'e'),
    finding('b/handoff-2.json', 1, 'error', 'handoff/y', 'e'),
  ];
  const reject = cleanReport();
  reject.gate = { ...reject.gate, result: 'reject', p1: 2 };
  const veto = cleanReport();
  veto.gate = { ...veto.gate, result: 'veto', p0: 1 };
  return { clean: cleanReport(), warnings, errors, reject, veto, sample: sampleReport() };
}

const FAIL_ONS: FailOn[][] = [
  ['error', 'veto', 'reject'],
  ['error'],
  ['veto'],
  ['reject'],
  ['warning'],
  ['error', 'warning'],
  ['never'],
  [],
];

const title = (markdown: string) => markdown.split('\n')[2]!;

describe('the headline tells the outcome the exit status has', () => {
  for (const [name, report] of Object.entries(reports())) {
    for (const failOn of FAIL_ONS) {
      it(`${name} under fail-on ${failOn.join(',') || '(none)'}`, () => {
        const fails = failureReasons(report, failOn).length > 0;
        const text = summaryLine(report, { failOn });
        const md = title(renderMarkdown(report, { failOn }));
        // ✖ and ❌ exactly when the run exits 1 (the action's step fails).
        expect(text.startsWith('✖ Fails on '), text).toBe(fails);
        expect(md.startsWith('### ❌ Fails'), md).toBe(fails);
        // A failing run never opens with a green tick or the bare gate verdict.
        if (fails) expect(md).not.toMatch(/^### ✅/);
        else expect(text).not.toMatch(/^✖/);
        // One verdict, then the counts in the one order: no second verdict joined to it.
        expect(md).toMatch(
          new RegExp(
            `^### \\S+ (Fails|Passes|Passes \\(fail-on: [a-z,]+\\)) — P0 ${report.gate.p0} · P1 ${report.gate.p1} · P2 \\d+ · P3 \\d+ · \\d+ errors? · \\d+ warnings?( · \\d+ notices?)?$`,
          ),
        );
        expect(md).not.toMatch(/Gate:| and /);
        // The next line says what would make it pass, or that nothing needs doing.
        const next = renderMarkdown(report, { failOn }).split('\n')[4]!;
        expect(next.startsWith('**To pass:** '), next).toBe(fails);
        if (!fails) expect(next).toMatch(/^\*\*Nothing needs doing to pass/);
        expect(text).toContain(`gate: ${report.gate.result} (P0 ${report.gate.p0}, P1 ${report.gate.p1})`);
        // What fails the run is named, errors before the gate.
        const errors = report.findings.filter((f) => f.severity === 'error').length;
        if (fails && errors > 0 && (failOn.includes('error') || failOn.includes('warning'))) {
          expect(text).toMatch(new RegExp(`^✖ Fails on ${errors} errors?`));
          expect(md).toMatch(new RegExp(` · ${errors} errors? · `));
          expect(next).toMatch(/^\*\*To pass:\*\* fix the error at `[^`]+:\d+` \(`[a-z-]+\/[a-z0-9-]+`\)/);
        }
        // Something the default would fail on, let through by this fail-on: the fail-on is named.
        const heldBack = !fails && failureReasons(report, ['error', 'veto', 'reject']).length > 0;
        expect(text.startsWith(`⚠ Passes under --fail-on ${failOn.join(',') || 'never'} — `), text).toBe(heldBack);
        expect(md.startsWith(`### ⚠️ Passes (fail-on: ${failOn.join(',') || 'never'})`), md).toBe(heldBack);
      });
    }
  }

  it('reads as a person would want it in the cases that matter', () => {
    const { errors, veto, clean } = reports();
    expect(summaryLine(errors)).toBe(
      '✖ Fails on 3 errors — 3 problems (3 errors, 0 warnings) in 2 of 2 files — gate: pass (P0 0, P1 0) — risk: none — inbox: 0',
    );
    expect(title(renderMarkdown(errors))).toBe('### ❌ Fails — P0 0 · P1 0 · P2 0 · P3 0 · 3 errors · 0 warnings');
    expect(renderMarkdown(errors).split('\n')[4]).toBe(
      '**To pass:** fix the error at `a/handoff-1.json:2` (`handoff/x`) and 2 more errors.',
    );
    expect(summaryLine(errors, { failOn: ['never'] })).toMatch(/^⚠ Passes under --fail-on never — 3 problems/);
    expect(title(renderMarkdown(errors, { failOn: ['never'] }))).toBe(
      '### ⚠️ Passes (fail-on: never) — P0 0 · P1 0 · P2 0 · P3 0 · 3 errors · 0 warnings',
    );
    expect(summaryLine(veto)).toMatch(/^✖ Fails on gate veto — 1 file checked, no problems — gate: veto/);
    expect(title(renderMarkdown(veto))).toBe('### ❌ Fails — P0 1 · P1 0 · P2 0 · P3 0 · 0 errors · 0 warnings');
    // Clean files under a veto: the line under the verdict never reads as a pass.
    expect(renderMarkdown(veto).split('\n')[6]).toMatch(/^1 file checked: no file findings · /);
    expect(renderMarkdown(veto)).not.toContain('✅');
    expect(title(renderMarkdown(clean))).toBe('### ✅ Passes — P0 0 · P1 0 · P2 0 · P3 0 · 0 errors · 0 warnings');
    expect(renderMarkdown(clean).split('\n')[4]).toBe('**Nothing needs doing to pass.**');
    expect(summaryLine(clean)).toBe('✔ 1 file checked, no problems — gate: pass (P0 0, P1 0) — risk: none — inbox: 0');
  });

  it("the config's errors lead the headline whatever the fail-on: the run exits 2", () => {
    for (const [name, report] of Object.entries(reports())) {
      for (const failOn of FAIL_ONS) {
        const text = summaryLine(report, { failOn, configErrors: 2 });
        expect(text, `${name} ${failOn.join(',')}`).toMatch(/^✖ Config failed with 2 errors \(exit 2\) — /);
        expect(text).toContain(`gate: ${report.gate.result} (P0 ${report.gate.p0}, P1 ${report.gate.p1})`);
        expect(title(renderMarkdown(report, { failOn, configErrors: 2 }))).toEqual(
          expect.stringMatching(
            new RegExp(
              `^### ❌ Config failed with 2 errors \\(exit 2\\) — P0 ${report.gate.p0} · P1 ${report.gate.p1} · P2 ${report.gate.p2} · P3 ${report.gate.p3} · `,
            ),
          ),
        );
      }
    }
    const { errors } = reports();
    expect(summaryLine(errors, { configErrors: 1 })).toBe(
      '✖ Config failed with 1 error (exit 2) — 3 problems (3 errors, 0 warnings) in 2 of 2 files — gate: pass (P0 0, P1 0) — risk: none — inbox: 0',
    );
    // No config error, no change: the action never passes any.
    expect(summaryLine(errors, { configErrors: 0 })).toBe(summaryLine(errors));
  });

  it("the pull-request comment's title follows the action's fail-on", () => {
    const { errors } = reports();
    expect(title(commentMarkdown(errors, [], undefined, ['error', 'veto', 'reject']).markdown)).toBe(
      '### ❌ Fails — P0 0 · P1 0 · P2 0 · P3 0 · 3 errors · 0 warnings',
    );
    expect(title(commentMarkdown(errors, [], undefined, ['never']).markdown)).toMatch(
      /^### ⚠️ Passes \(fail-on: never\) — P0 0 · P1 0 · P2 0 · P3 0 · 3 errors · 0 warnings$/,
    );
  });
});

describe('every count adds up', () => {
  /** Two handoff files checked; one file only named (unrecognised), one a near miss, and the config with a finding of its own. */
  function mixed(): Report {
    const report = cleanReport();
    report.files = [
      { path: 'a/handoff-1.json', format: 'handoff' },
      { path: 'b/handoff-2.json', format: 'handoff' },
      { path: 'notes.yaml', format: null },
      { path: '.work/near.yaml', format: null },
    ];
    report.findings = [
      finding('a/handoff-1.json', 2, 'error', 'handoff/x', 'e'),
      finding('notes.yaml', 1, 'notice', 'file/unrecognised', 'No handoff format recognises this file'),
      finding('.work/near.yaml', 2, 'notice', 'file/near-miss', 'Did you mean `agent_id`?'),
      finding('.github/handoff-gate.yml', 3, 'warning', 'config/unknown-key', 'Unknown setting'),
    ];
    return report;
  }

  it('a finding on the suppressions file names that file; it is never counted as a file checked', () => {
    const report = cleanReport();
    report.files = Array.from({ length: 10 }, (_, i) => ({ path: `.forge/intents/i${i}.yaml`, format: 'intent' }));
    report.findings = [
      finding('.github/handoff-gate-suppressions.json', 2, 'warning', 'suppressions/unused', 'Unused entry'),
    ];
    const line = summaryLine(report);
    expect(line).toMatch(
      /^⚠ 1 problem \(0 errors, 1 warning\) in 0 of 10 files and in \.github\/handoff-gate-suppressions\.json — /,
    );
    expect(line).not.toMatch(/of 11 files/);
    expect(title(renderMarkdown(report))).toBeDefined();
    expect(renderMarkdown(report)).toContain(
      'File findings: 0 errors · 1 warning in 0 of 10 files and in `.github/handoff-gate-suppressions.json`',
    );
  });

  it('a file that only got a not-checked notice is counted apart from the files checked', () => {
    const report = mixed();
    // 4 files named: 2 handoff files checked, 2 only noticed; the config is no handoff file and
    // is named apart, never counted among the files checked. A file no format recognises is no
    // problem: 3 problems, in 2 of the 4 files and in the config.
    expect(summaryLine(report)).toBe(
      '✖ Fails on 1 error — 3 problems (1 error, 1 warning, 1 notice) in 2 of 4 files and in .github/handoff-gate.yml (2 files noticed but not checked) — gate: pass (P0 0, P1 0) — risk: none — inbox: 0',
    );
    report.findings = report.findings.filter((f) => f.severity === 'notice');
    expect(summaryLine(report)).toBe(
      '⚠ 2 files checked, 1 notice; 2 files noticed but not checked — gate: pass (P0 0, P1 0) — risk: none — inbox: 0',
    );
    const md = renderMarkdown(mixed());
    expect(md).toContain('in 2 of 4 files and in `.github/handoff-gate.yml` (2 files noticed but not checked)');
    // The files table's total is the same total.
    expect(md).toContain('Files with findings (4 of 5; 1 clean)');
  });

  it('named files no format recognises (what a pre-commit hook passes along) are no problems', () => {
    const report = cleanReport();
    for (const path of ['README.md', '.github/workflows/ci.yml']) {
      report.files.push({ path, format: null });
      report.findings.push(finding(path, 1, 'notice', 'file/unrecognised', 'No handoff format recognises this file'));
    }
    expect(summaryLine(report)).toBe(
      '⚠ 1 file checked, no problems; 2 files noticed but not checked — gate: pass (P0 0, P1 0) — risk: none — inbox: 0',
    );
    expect(renderText(report).trimEnd().split('\n').at(-1)).toBe(
      '2 named files match no handoff format and were not checked (file/unrecognised); if they are handoff files, add them to paths: in .github/handoff-gate.yml.',
    );
    expect(title(renderMarkdown(report))).toBe('### ✅ Passes — P0 0 · P1 0 · P2 0 · P3 0 · 0 errors · 0 warnings');
    expect(renderMarkdown(report)).toContain('\n1 file checked: no file findings · ');
    // A team that makes the rule a warning makes them problems again, as fail-on then counts them.
    for (const f of report.findings) f.severity = 'warning';
    expect(summaryLine(report)).toMatch(/^⚠ 2 problems \(0 errors, 2 warnings\) in 2 of 3 files/);
  });

  it('the files not checked are told of after the total, in the text and the Markdown', () => {
    const text = renderText(mixed()).trimEnd().split('\n');
    expect(text.at(-2)).toBe(
      "1 file almost carries a handoff format's keys and was not checked (file/near-miss); fix the key each finding names.",
    );
    expect(text.at(-1)).toBe(
      '1 named file matches no handoff format and was not checked (file/unrecognised); if it is a handoff file, add it to paths: in .github/handoff-gate.yml.',
    );
    const md = renderMarkdown(mixed());
    expect(md).toContain(
      "- ⚠️ 1 file almost carries a handoff format's keys and was not checked (`file/near-miss`); fix the key each finding names.",
    );
  });

  it('the chain line counts agents by status, adding up to the agents, and the handoffs apart', () => {
    const report = sampleReport();
    const line = renderText(report)
      .split('\n')
      .find((l) => l.startsWith('Chain:'))!;
    const m = /^Chain: (\d+) agents \(([^)]*)\), (\d+) handoffs$/.exec(line);
    expect(m, line).not.toBeNull();
    const byStatus = m![2]!.split(', ').map((part) => Number(part.split(' ')[0]));
    expect(byStatus.reduce((a, b) => a + b, 0)).toBe(Number(m![1]));
    expect(Number(m![1])).toBe(report.chain.nodes.length);
    expect(Number(m![3])).toBe(report.chain.edges.length);
  });

  it('a file name cannot forge a line in the skip notes', () => {
    const report = cleanReport();
    report.files.push({ path: 'x\u001b[2J\nfake.yaml', format: null });
    report.findings = [finding('x\u001b[2J\nfake.yaml', 1, 'notice', 'file/unrecognised', 'n')];
    const out = renderText(report, {
      skipped: [
        {
          reason: 'git-ignored',
          count: 1,
          paths: ['w/a.yaml'],
          names: ['evil\u001b]0;x\u0007/'],
          command: 'handoff-gate check . evil',
        },
      ],
    });
    expect(out).not.toMatch(/[\u0000-\u0009\u000b-\u001f]/);
    const md = renderMarkdown(report, {
      skipped: [{ reason: 'git-ignored', count: 1, paths: ['w/a.yaml'], names: ['@octocat <b>x</b>/'] }],
    });
    // Inside a code span, shown literally: no HTML, no mention.
    expect(md).toContain(`(${codeSpan('@octocat <b>x</b>/')})`);
    expect(md).not.toContain('@octocat');
  });
});
