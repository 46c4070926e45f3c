import { describe, expect, it } from 'vitest';
import { annotationCommand, escapeData, escapeProperty, renderGithub } from '../../src/render/github.js';
import { summaryLine } from '../../src/render/text.js';
import { cleanReport, finding, sampleReport } from './sample-report.js';

/** The commands before the closing notice: the annotations. */
const annotationLines = (out: string) => out.trimEnd().split('\n').slice(0, -1);
const closing = (out: string) => out.trimEnd().split('\n').at(-1)!;

describe('github renderer', () => {
  it('escapes data and properties per the toolkit', () => {
    expect(escapeData('100% done\r\nnext')).toBe('100%25 done%0D%0Anext');
    expect(escapeProperty('a:b,c%d\n')).toBe('a%3Ab%2Cc%25d%0A');
    expect(
      annotationCommand({
        level: 'error',
        file: 'a,b:c.yaml',
        line: 3,
        col: 2,
        title: 'x/y',
        message: 'm\n::set-env name=X::1',
      }),
    ).toBe('::error file=a%2Cb%3Ac.yaml,line=3,col=2,title=x/y::m%0A::set-env name=X::1');
  });

  it('writes one command a line, errors first, then warnings, then notices', () => {
    const lines = annotationLines(renderGithub(sampleReport()));
    expect(lines.every((l) => /^::(error|warning|notice) file=[^:]+::/.test(l))).toBe(true);
    const levels = lines.map((l) => /^::(\w+)/.exec(l)![1]);
    expect(levels).toEqual(['error', 'error', 'error', 'error', 'warning', 'warning', 'notice']);
    expect(lines[0]).toMatch(/^::error file=\.work\/review\.yaml,line=12,title=P0 SEC-1 \(security\)::SQL injection/);
    expect(lines[1]).toContain('title=P1 PERF-2');
    expect(lines).toContain(
      '::error file=.work/review.yaml,line=3,col=1,title=envelope/required::`agent_id` is required.',
    );
    expect(lines.at(-1)).toBe(
      '::notice file=.forge/intents/fix-login.yaml,line=7,col=1,title=intent/note::Consider adding `owner`.',
    );
  });

  it('never lets a message start a new command', () => {
    const report = cleanReport();
    report.findings = [finding('a.yaml', 1, 'warning', 'x/y', 'evil\n::add-mask::secret\r::stop-commands::t')];
    const out = renderGithub(report);
    expect(annotationLines(out)).toHaveLength(1);
    // A line break stays one, escaped; a bare CR (which returns a terminal to the line's start) is shown.
    expect(out).toContain('evil%0A::add-mask::secret<U+000D>::stop-commands::t');
  });

  it('never lets a path, title or message hold a v1 command or an invisible character', () => {
    const report = cleanReport();
    report.findings = [
      finding('a\r\n##[error]x.yaml', 2, 'error', 'x/y', 'bad ##[warning]v \u202e value'),
      finding('b\u202e.yaml', 3, 'warning', 'x/##[z', 'm\u200bn'),
    ];
    const lines = annotationLines(renderGithub(report));
    expect(lines).toHaveLength(2);
    for (const line of lines) expect(line).not.toContain('##[');
    // A path no property can hold safely is named in the message instead, shown inert, and the
    // message says the annotation is not on the file: never a `file=` naming a file that is not there.
    const notPlaced =
      ' (Not placed on the file: its name cannot go in a workflow command as it is; the job summary and the check run list this finding at its line.)';
    expect(lines[0]).toBe(`::error title=x/y::a%0A## [error]x.yaml:2: bad ## [warning]v <U+202E> value${notPlaced}`);
    expect(lines[1]).toBe(`::warning title=x/## [z::b<U+202E>.yaml:3: m<U+200B>n${notPlaced}`);
  });

  it('makes a single P1 a warning when the gate passes, and can leave gate items out', () => {
    const report = sampleReport();
    report.gate = {
      ...report.gate,
      result: 'pass',
      p0: 0,
      items: report.gate.items.filter((i) => i.priority !== 'P0'),
    };
    const lines = annotationLines(renderGithub(report));
    expect(lines.find((l) => l.includes('PERF-2'))).toMatch(/^::warning /);
    expect(renderGithub(sampleReport(), { gateItems: false })).not.toContain('SEC-1');
    // Nothing to annotate: the verdict alone.
    expect(renderGithub(cleanReport())).toBe(`::notice title=handoff-gate::${summaryLine(cleanReport())}\n`);
  });

  it("closes with a notice of the verdict, as the text report's total line words it", () => {
    const out = renderGithub(sampleReport());
    expect(closing(out)).toBe(`::notice title=handoff-gate::${summaryLine(sampleReport())}`);
    expect(closing(out)).toMatch(/^::notice title=handoff-gate::✖ Fails on 2 errors and gate veto — /);
    expect(closing(renderGithub(sampleReport(), { failOn: ['never'] }))).toMatch(
      /^::notice title=handoff-gate::⚠ Passes under --fail-on never — /,
    );
  });

  it('the closing notice says what was not checked, each reason a line of it, made safe', () => {
    const hostile = 'x\n::error::forged ##[warning]y\u202e/';
    const skipped = [
      {
        reason: 'git-ignored' as const,
        count: 2,
        paths: ['.work/a.yaml'],
        names: ['.work/', hostile],
        command: 'handoff-gate check . .work',
      },
    ];
    const report = {
      ...cleanReport(),
      findings: [finding('big.yaml', 1, 'notice', 'file/too-large', 'over the limit')],
    };
    const out = renderGithub(report, { skipped });
    const lines = out.trimEnd().split('\n');
    // The notice is one line: the verdict, then the reasons, joined by escaped line breaks.
    expect(lines).toHaveLength(2);
    const notice = closing(out);
    expect(notice).toBe(
      `::notice title=handoff-gate::${summaryLine(report, { skipped })}` +
        '%0A2 handoff files under git-ignored paths were not checked (.work/, x%0A::error::forged ## [warning]y<U+202E>/); name the folders to check them: handoff-gate check . .work.' +
        '%0A1 file over the size limit was not checked (file/too-large); raise max-file-size in .github/handoff-gate.yml to check it.',
    );
    expect(notice).not.toContain('##[');
    expect(notice).not.toContain('\u202e');
    expect(notice).toContain('<U+202E>');
  });
});
