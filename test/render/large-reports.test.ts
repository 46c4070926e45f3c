/**
 * Reports far larger than any screen: every renderer copes with a count of findings, review items
 * and inbox items that passing them as function arguments (`push(...items)`, `Math.max(...)`)
 * would not survive.
 */
import { describe, expect, it } from 'vitest';
import { FULL_RUNS } from '../helpers/runs.js';
import { annotations } from '../../src/render/github.js';
import { toJson } from '../../src/render/json.js';
import { renderMarkdown } from '../../src/render/markdown.js';
import { toSarif } from '../../src/render/sarif.js';
import { renderText } from '../../src/render/text.js';
import { checkFiles } from '../helpers/check-files.js';

const ITEMS_PER_FILE = 10_000;
/** 200,000 items in the full run; the quick loop renders a fifth of them. */
const FILES = FULL_RUNS ? 20 : 4;

/** SubAgent Responses that each list 10,000 HIGH issues: 200,000 P1 review items in all (the full run). */
function responses(): Record<string, string> {
  const issues = Array.from(
    { length: ITEMS_PER_FILE },
    (_, i) => `  - {severity: HIGH, description: "issue ${i}"}`,
  ).join('\n');
  const files: Record<string, string> = {};
  for (let f = 0; f < FILES; f++)
    files[`outputs/run-${f}.yaml`] =
      `status: needs_revision\nagent_name: svg-forge\nexecution_time: 1\nrevision_target: svg-forge\nnext_action: revise\nissues:\n${issues}\n`;
  return files;
}

describe(`a report with ${(FILES * ITEMS_PER_FILE).toLocaleString('en-US')} review items`, () => {
  const report = checkFiles(responses());

  it('is assembled with every item', () => {
    expect(report.gate.items.filter((i) => i.priority === 'P1')).toHaveLength(FILES * ITEMS_PER_FILE);
    expect(report.gate.result).toBe('reject');
  });

  it('renders as text, JSON, SARIF, Markdown and annotations', () => {
    const text = renderText(report, { all: true });
    expect(text.split('\n').filter((l) => l.includes('issue 199')).length).toBeGreaterThanOrEqual(FILES);
    // Without --all, the first few and a count of the rest.
    expect(renderText(report)).toContain(`  … and ${FILES * ITEMS_PER_FILE - 10} more P1 items: --all lists them\n`);
    expect((toJson(report) as { gate: { items: unknown[] } }).gate.items).toHaveLength(FILES * ITEMS_PER_FILE);
    expect(JSON.stringify(toSarif(report)).length).toBeGreaterThan(0);
    expect(renderMarkdown(report)).toContain('P1');
    expect(annotations(report).length).toBeGreaterThanOrEqual(FILES * ITEMS_PER_FILE);
  });
});
