import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { content, PATHS } from '../helpers/arbitrary.js';
import { checkFiles } from '../helpers/check-files.js';
import { runs } from '../helpers/runs.js';

const lineCount = (bytes: Uint8Array) => bytes.reduce((n, b) => n + (b === 0x0a ? 1 : 0), 1);

describe('the core never throws, no rule fails, and every finding is inside its file', () => {
  it('holds for arbitrary text and bytes at every handoff path', () => {
    fc.assert(
      fc.property(fc.constantFrom(...PATHS), content, (path, bytes) => {
        const report = checkFiles({ [path]: bytes });
        const lines = lineCount(bytes);
        for (const finding of report.findings) {
          expect(finding.path).toBe(path);
          expect(finding.line).toBeGreaterThanOrEqual(1);
          expect(finding.line).toBeLessThanOrEqual(lines);
          expect(finding.column).toBeGreaterThanOrEqual(1);
          expect(finding.message.length).toBeGreaterThan(0);
          // No rule fails on its input: a piece that throws is reported as a bug in handoff-gate.
          expect(finding.message).not.toMatch(/please report this as a handoff-gate bug/);
        }
      }),
      { numRuns: runs(1500) },
    );
  });

  it('holds for several files that reference each other', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom(...PATHS), content), { minLength: 2, maxLength: 6 }), (entries) => {
        const files = Object.fromEntries(entries);
        const report = checkFiles(files);
        for (const finding of report.findings) {
          expect(finding.line).toBeLessThanOrEqual(lineCount(files[finding.path]!));
          expect(finding.message).not.toMatch(/please report this as a handoff-gate bug/);
        }
      }),
      { numRuns: runs(300) },
    );
  });
});
