import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { countsApprovals, reasonWords } from '../../src/inbox/reasons.js';
import { FORMATS } from '../../src/formats/index.js';
import { checkFiles } from '../helpers/check-files.js';

function filesUnder(root: string, dir = root, out: Record<string, string> = {}): Record<string, string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) filesUnder(root, path, out);
    else out[relative(root, path)] = readFileSync(path, 'utf8');
  }
  return out;
}

describe('the reasons items wait for', () => {
  const declared = FORMATS.flatMap((format) =>
    Object.keys(format.inbox?.reasons ?? {}).map((reason) => ({ format, reason })),
  );

  it("are the report's reason strings, each declared with its words by the formats that raise it", () => {
    expect([...new Set(declared.map((d) => d.reason))].sort()).toEqual([
      'approval',
      'blocked',
      'clarification',
      'error',
      'escalation',
      'question',
    ]);
    expect(FORMATS.filter((format) => format.inboxItems && !format.inbox).map((format) => format.id)).toEqual([]);
  });

  it('read the same in every format that raises them: one label colour, one word in replies', () => {
    for (const { format, reason } of declared) {
      const words = format.inbox!.reasons[reason]!;
      const first = reasonWords(FORMATS, reason)!;
      expect([words.waiting, words.colour], `${format.id}: ${reason}`).toEqual([first.waiting, first.colour]);
    }
  });

  it("of every item the samples, the spec's examples and the wild files raise have words in the item's format", () => {
    const items = ['examples/pipeline', 'test/fixtures/spec', 'test/fixtures/wild'].flatMap(
      (root) => checkFiles(filesUnder(root)).inbox,
    );
    expect(items.length).toBeGreaterThan(5);
    for (const item of items) {
      const own = FORMATS.find((format) => format.id === item.format)?.inbox?.reasons;
      expect(own && Object.hasOwn(own, item.reason), `${item.key}: ${item.reason}`).toBe(true);
    }
  });

  it('count approvals only for an approval', () => {
    expect(
      declared
        .filter(({ format, reason }) => countsApprovals(FORMATS, { format: format.id, reason }))
        .map((d) => `${d.format.id}:${d.reason}`),
    ).toEqual(['intent:approval']);
  });

  it('have no words where no format declares them', () => {
    expect(reasonWords(FORMATS, 'toString')).toBeUndefined();
    expect(reasonWords(FORMATS, 'waiting', 'intent')).toBeUndefined();
  });
});
