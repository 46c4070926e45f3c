import { describe, expect, it } from 'vitest';
import { annotationCommand, escapeData, escapeProperty, renderGithub } from '../../src/render/github.js';
import { cleanReport, finding, sampleReport } from './sample-report.js';

describe('github renderer', () => {
  it('escapes data and properties per the toolkit', () => {
    expect(escapeData('100% done\r\nnext')).toBe('100%25 done%0D%0Anext');
    expect(escapeProperty('a:b,c%d\n')).toBe('a%3Ab%2Cc%25d%0A');
    expect(annotationCommand({ level: 'error', file: 'a,b:c.yaml', line: 3, col: 2, title: 'x/y', message: 'm\n::set-env name=X::1' })).toBe(
      '::error file=a%2Cb%3Ac.yaml,line=3,col=2,title=x/y::m%0A::set-env name=X::1',
    );
  });

  it('writes one command a line, errors first, then warnings, then notices', () => {
    const lines = renderGithub(sampleReport()).trimEnd().split('\n');
    expect(lines.every((l) => /^::(error|warning|notice) file=[^:]+::/.test(l))).toBe(true);
    const levels = lines.map((l) => /^::(\w+)/.exec(l)![1]);
    expect(levels).toEqual(['error', 'error', 'error', 'error', 'warning', 'warning', 'notice']);
    expect(lines[0]).toMatch(/^::error file=\.work\/review\.yaml,line=12,title=P0 SEC-1 \(security\)::SQL injection/);
    expect(lines[1]).toContain('title=P1 PERF-2');
    expect(lines).toContain('::error file=.work/review.yaml,line=3,col=1,title=envelope/required::`agent_id` is required.');
    expect(lines.at(-1)).toBe('::notice file=.forge/intents/fix-login.yaml,line=7,col=1,title=intent/note::Consider adding `owner`.');
  });

  it('never lets a message start a new command', () => {
    const report = cleanReport();
    report.findings = [finding('a.yaml', 1, 'warning', 'x/y', 'evil\n::add-mask::secret\r::stop-commands::t')];
    const out = renderGithub(report);
    expect(out.trimEnd().split('\n')).toHaveLength(1);
    expect(out).toContain('evil%0A::add-mask::secret%0D::stop-commands::t');
  });

  it('never lets a path, title or message hold a v1 command or an invisible character', () => {
    const report = cleanReport();
    report.findings = [
      finding('a\r\n##[error]x.yaml', 2, 'error', 'x/y', 'bad ##[warning]v \u202e value'),
      finding('b\u202e.yaml', 3, 'warning', 'x/##[z', 'm\u200bn'),
    ];
    const lines = renderGithub(report).trimEnd().split('\n');
    expect(lines).toHaveLength(2);
    for (const line of lines) expect(line).not.toContain('##[');
    // A path no property can hold safely is named in the message instead; the other keeps its file.
    expect(lines[0]).toBe('::error title=x/y::a%0D%0A## [error]x.yaml:2: bad ## [warning]v <U+202E> value');
    expect(lines[1]).toBe('::warning file=b\u202e.yaml,line=3,col=1,title=x/## [z::m<U+200B>n');
  });

  it('makes a single P1 a warning when the gate passes, and can leave gate items out', () => {
    const report = sampleReport();
    report.gate = { ...report.gate, result: 'pass', p0: 0, items: report.gate.items.filter((i) => i.priority !== 'P0') };
    const lines = renderGithub(report).trimEnd().split('\n');
    expect(lines.find((l) => l.includes('PERF-2'))).toMatch(/^::warning /);
    expect(renderGithub(sampleReport(), { gateItems: false })).not.toContain('SEC-1');
    expect(renderGithub(cleanReport())).toBe('');
  });
});
