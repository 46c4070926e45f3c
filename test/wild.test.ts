import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkFiles } from './helpers/check-files.js';
import { placement, WILD, wildFolders } from './helpers/wild.js';

/**
 * Every real file in test/fixtures/wild (see its SOURCES.md) is checked on its own, at a path
 * where its format lives, and the result is pinned in a reviewed snapshot: a rule change that
 * alters what real files get shows up in review.
 */
const folders = wildFolders();

describe('the wild corpus', () => {
  it('every real file gets a result, none crashes the run, and the results are pinned', async () => {
    const lines: string[] = [];
    const totals = new Map<string, number>();
    for (const folder of folders) {
      lines.push(`## ${folder}`, '');
      for (const name of readdirSync(`${WILD}/${folder}`).sort()) {
        const bytes = readFileSync(`${WILD}/${folder}/${name}`);
        const path = placement(folder, name, bytes.toString('utf8'));
        const report = checkFiles({ [path]: bytes });
        const format = report.files[0]?.format ?? 'not a handoff file';
        lines.push(
          `${name}`,
          `  as ${path} → ${format}; gate ${report.gate.result}; inbox ${report.inbox.map((i) => i.reason).join(', ') || '—'}`,
        );
        for (const f of report.findings) {
          lines.push(`  ${f.line}:${f.column} ${f.severity} ${f.ruleId}: ${f.message}`);
          totals.set(f.ruleId, (totals.get(f.ruleId) ?? 0) + 1);
        }
        lines.push('');
      }
    }
    lines.push(
      '## Findings per rule',
      '',
      ...[...totals]
        .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
        .map(([id, n]) => `${String(n).padStart(4)} ${id}`),
      '',
    );
    await expect(lines.join('\n')).toMatchFileSnapshot('snapshots/wild-corpus.txt');
  });
});
