import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { isOutputFormat, OUTPUT_FORMATS, render, REPORT_MARKER } from '../../src/render/index.js';
import { cleanReport, RULES, sampleReport } from './sample-report.js';

describe('render', () => {
  it('dispatches on the output format', () => {
    const report = sampleReport();
    expect(JSON.parse(render(report, 'json')).version).toBe(1);
    expect(JSON.parse(render(report, 'sarif', { rules: RULES })).version).toBe('2.1.0');
    expect(render(report, 'github').split('\n')[0]).toMatch(/^::error /);
    expect(render(report, 'markdown').startsWith(`${REPORT_MARKER}\n`)).toBe(true);
    expect(render(report, 'text')).toMatch(/^✖ Fails on 2 errors and gate veto — 5 problems/m);
    expect(OUTPUT_FORMATS).toEqual(['text', 'json', 'sarif', 'github', 'markdown']);
    expect(isOutputFormat('sarif')).toBe(true);
    expect(isOutputFormat('html')).toBe(false);
  });

  it('renders a report with no files at all', () => {
    const empty = { ...cleanReport(), files: [] };
    for (const format of OUTPUT_FORMATS) expect(() => render(empty, format)).not.toThrow();
    expect(render(empty, 'markdown')).toContain('No handoff files were checked.');
    expect(render(empty, 'text')).toContain('⚠ 0 files checked, no problems');
  });

  it('leaves the report as it found it', () => {
    const report = sampleReport();
    const before = JSON.stringify(report);
    for (const format of OUTPUT_FORMATS) render(report, format, { rules: RULES, maxLength: 2_000 });
    expect(JSON.stringify(report)).toBe(before);
  });

  it('keeps renderers pure: no I/O, no process, no GitHub toolkit', () => {
    const dir = fileURLToPath(new URL('../../src/render/', import.meta.url));
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts'))) {
      const source = readFileSync(`${dir}${file}`, 'utf8');
      expect(source, file).not.toMatch(
        /\bprocess\.|from 'node:(fs|path|child_process|os)'|@actions\/|octokit|console\./,
      );
    }
  });
});
