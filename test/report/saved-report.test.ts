import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderJson } from '../../src/render/json.js';
import { parseSavedReport } from '../../src/engine/saved-report.js';
import { checkFiles } from '../helpers/check-files.js';

const HEAD = 'a'.repeat(40);
const BASE = 'b'.repeat(40);

/** Every file of the sample repository: findings of many rules, review items of each priority, an inbox of each kind. */
function sampleFiles(dir = 'examples/pipeline', prefix = ''): Record<string, string> {
  const files: Record<string, string> = {};
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) Object.assign(files, sampleFiles(path, `${prefix}${entry.name}/`));
    else files[`${prefix}${entry.name}`] = readFileSync(path, 'utf8');
  }
  return files;
}

function savedText(extra: Record<string, unknown> = {}) {
  const report = checkFiles(sampleFiles());
  const text = renderJson(report, {
    pullRequest: {
      repository: 'octo/repo',
      number: 7,
      headSha: HEAD,
      baseSha: BASE,
      inboxAdded: report.inbox.slice(0, 2),
      inboxResolved: report.inbox.slice(2, 3),
    },
  });
  return { report, text: JSON.stringify({ ...JSON.parse(text), ...extra }) };
}

describe('a saved report read back', () => {
  it('gives back what the comment, the check run and the label are made of', () => {
    const { report, text } = savedText();
    const parsed = parseSavedReport(text);
    if (!('saved' in parsed)) throw new Error(parsed.problem);
    const { saved } = parsed;
    expect(saved.pullRequest).toEqual({ repository: 'octo/repo', number: 7, headSha: HEAD, baseSha: BASE });
    expect(saved.report.findings).toEqual(report.findings.map(({ fix: _fix, ...f }) => f));
    expect(saved.report.gate).toEqual(report.gate);
    expect(saved.report.risk).toEqual(report.risk);
    expect(saved.report.chain).toEqual(report.chain);
    expect(saved.report.files).toEqual(report.files);
    expect(saved.inboxAdded.map((i) => i.key)).toEqual(report.inbox.slice(0, 2).map((i) => i.key));
    expect(saved.inboxResolved.map((i) => i.key)).toEqual([report.inbox[2]!.key]);
    expect(report.gate.items.length).toBeGreaterThan(3);
    expect(report.findings.length).toBeGreaterThan(3);
  });

  it('keeps a review item whose description is as long as its file wrote it', () => {
    const { text } = savedText();
    const value = JSON.parse(text);
    const long = 'x'.repeat(200_000);
    value.gate.items[0].description = long;
    const parsed = parseSavedReport(JSON.stringify(value));
    expect('saved' in parsed && parsed.saved.report.gate.items.some((i) => i.description === long)).toBe(true);
  });

  it.each([
    ['not JSON', '{', 'it is not JSON'],
    ['another version', JSON.stringify({ version: 2 }), 'it is not a handoff-gate JSON report'],
    ['a severity it never writes', 'severity', 'at findings.0.severity'],
    ['a short sha', 'sha', 'at pullRequest.headSha'],
    ['a verdict its items do not make', 'verdict', 'its gate says pass'],
    ['a report of no pull request', 'none', 'it has no `pullRequest`'],
  ])('refuses %s, saying what and where', (_name, change, says) => {
    const { text } = savedText();
    const value = JSON.parse(text);
    let input = change;
    if (change === 'severity')
      input = JSON.stringify({ ...value, findings: [{ ...value.findings[0], severity: 'fatal' }] });
    if (change === 'sha')
      input = JSON.stringify({ ...value, pullRequest: { ...value.pullRequest, headSha: 'abc1234' } });
    if (change === 'verdict') input = JSON.stringify({ ...value, gate: { ...value.gate, result: 'pass', p0: 0 } });
    if (change === 'none') input = JSON.stringify({ ...value, pullRequest: undefined });
    const parsed = parseSavedReport(input);
    expect('problem' in parsed && parsed.problem).toContain(says);
  });
});
