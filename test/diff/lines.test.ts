import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { changedLines } from '../../src/diff/lines.js';

const sorted = (lines: Set<number> | Map<number, string>) => [...lines.keys()].sort((a, b) => a - b);

/** One step of an edit from the base to the head: a line kept, removed or added. */
type Op = { kind: 'keep'; text: string } | { kind: 'remove'; text: string } | { kind: 'add'; text: string };

/** Which steps a diff with `context` lines of context shows: each change, and the kept lines within `context` of one. */
function shownSteps(ops: readonly Op[], context: number): boolean[] {
  const changed = ops.map((op) => op.kind !== 'keep');
  return ops.map((_, i) => {
    if (changed[i]) return true;
    for (const step of [-1, 1]) {
      let kept = 0;
      for (let j = i + step; j >= 0 && j < ops.length; j += step) {
        if (changed[j]) return true;
        if (++kept >= context) break;
      }
    }
    return false;
  });
}

/** A plain unified diff of an edit, as git writes it: runs of shown steps are one hunk each. */
function unifiedDiff(ops: readonly Op[], shown: readonly boolean[]): string {
  const out: string[] = [];
  let base = 1;
  let head = 1;
  for (let i = 0; i < ops.length; ) {
    if (!shown[i]) {
      base++;
      head++;
      i++;
      continue;
    }
    const lines: string[] = [];
    const start = { base, head };
    let baseCount = 0;
    let headCount = 0;
    for (; i < ops.length && shown[i]; i++) {
      const op = ops[i]!;
      lines.push(`${op.kind === 'keep' ? ' ' : op.kind === 'add' ? '+' : '-'}${op.text}`);
      if (op.kind !== 'add') {
        baseCount++;
        base++;
      }
      if (op.kind !== 'remove') {
        headCount++;
        head++;
      }
    }
    // With no lines on a side, the header names the line before the hunk.
    const at = (first: number, n: number) => `${n === 0 ? first - 1 : first},${n}`;
    out.push(`@@ -${at(start.base, baseCount)} +${at(start.head, headCount)} @@`, ...lines);
  }
  return out.join('\n');
}

/** What the edit says, without reading the diff: the head lines it adds, and the head lines the diff shows. */
function expected(ops: readonly Op[], shown: readonly boolean[]): { added: number[]; commentable: number[] } {
  const added: number[] = [];
  const commentable: number[] = [];
  let head = 0;
  ops.forEach((op, i) => {
    if (op.kind === 'remove') return;
    head++;
    if (op.kind === 'add') added.push(head);
    if (shown[i]) commentable.push(head);
  });
  return { added, commentable };
}

const lineText = fc.string({ maxLength: 8 }).map((s) => s.replace(/[\r\n]/g, ''));
const op: fc.Arbitrary<Op> = fc.oneof(
  { weight: 5, arbitrary: lineText.map((text) => ({ kind: 'keep' as const, text })) },
  { weight: 1, arbitrary: lineText.map((text) => ({ kind: 'remove' as const, text })) },
  { weight: 1, arbitrary: lineText.map((text) => ({ kind: 'add' as const, text })) },
);

describe('changedLines', () => {
  it('reads hunks: added lines, and context and added lines as commentable', () => {
    const patch = [
      '@@ -1,4 +1,5 @@',
      ' a',
      '-b',
      '+B',
      '+C',
      ' c',
      ' d',
      '@@ -20,2 +21,3 @@ section',
      ' x',
      '+y',
      ' z',
      '\\ No newline at end of file',
    ].join('\n');
    const { added, commentable } = changedLines(patch);
    expect(sorted(added)).toEqual([2, 3, 22]);
    expect(sorted(commentable)).toEqual([1, 2, 3, 4, 5, 21, 22, 23]);
  });

  it('takes counts left out as 1, and a deletion-only hunk as no head line', () => {
    expect(sorted(changedLines('@@ -3 +3 @@\n-old\n+new').added)).toEqual([3]);
    const removal = changedLines('@@ -5,2 +4,0 @@\n-a\n-b');
    expect(removal.added.size + removal.commentable.size).toBe(0);
  });

  it('reads a file created by the pull request, CRLF lines included', () => {
    const { added, commentable } = changedLines('@@ -0,0 +1,3 @@\r\n+a\r\n+b\r\n+c\r\n');
    expect(sorted(added)).toEqual([1, 2, 3]);
    expect(sorted(commentable)).toEqual([1, 2, 3]);
    // Each added line's text, without its `+` and line end.
    expect([...added]).toEqual([
      [1, 'a'],
      [2, 'b'],
      [3, 'c'],
    ]);
  });

  it('reads nothing from a missing, empty or foreign patch', () => {
    for (const patch of [
      undefined,
      null,
      '',
      'Binary files differ',
      'diff --git a/x b/x\n+not in a hunk',
      '@@@ -1,2 -1,2 +1,3 @@@\n+combined',
    ]) {
      const { added, commentable } = changedLines(patch);
      expect([patch, added.size, commentable.size]).toEqual([patch, 0, 0]);
    }
    // An answer of the wrong type changes nothing either.
    expect(changedLines(42 as unknown as string).commentable.size).toBe(0);
  });

  it('trusts no line past what a hunk declares, nor one no hunk holds', () => {
    const { added, commentable } = changedLines(
      [
        '@@ -1,1 +1,2 @@',
        ' a',
        '+b',
        '+beyond the count',
        'garbage',
        '@@ -9,1 +10,1 @@',
        'garbage',
        '+after garbage',
      ].join('\n'),
    );
    expect(sorted(added)).toEqual([2]);
    expect(sorted(commentable)).toEqual([1, 2]);
  });

  it('refuses a header with numbers no file has, or a head start of 0 with lines', () => {
    expect(changedLines(`@@ -1,1 +${'9'.repeat(30)},1 @@\n+x`).added.size).toBe(0);
    expect(changedLines('@@ -1,1 +0,2 @@\n+x\n+y').added.size).toBe(0);
  });

  it('agrees with the edit behind a diff (property)', () => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 60 }), fc.integer({ min: 0, max: 4 }), (ops, context) => {
        const shown = shownSteps(ops, context);
        const diff = unifiedDiff(ops, shown);
        const want = expected(ops, shown);
        const got = changedLines(diff);
        expect(sorted(got.added)).toEqual(want.added);
        expect(sorted(got.commentable)).toEqual(want.commentable);
        // GitHub takes a review comment on every added line.
        for (const line of got.added.keys()) expect(got.commentable.has(line)).toBe(true);
      }),
    );
  });

  it('claims no line a patch cut short does not show (property)', () => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 40 }), fc.nat(), (ops, cut) => {
        const diff = unifiedDiff(ops, shownSteps(ops, 3));
        const full = changedLines(diff);
        const part = changedLines(diff.slice(0, diff.length ? cut % (diff.length + 1) : 0));
        for (const line of part.added.keys()) expect(full.added.has(line)).toBe(true);
        for (const line of part.commentable) expect(full.commentable.has(line)).toBe(true);
      }),
    );
  });

  it('never throws on any text (property)', () => {
    const patchish = fc
      .array(
        fc.oneof(
          fc.constantFrom('@@ -1,2 +1,3 @@', '@@ -0,0 +1 @@', '@@ -x +y @@', ' ', '+', '-', '\\', ''),
          fc.string({ maxLength: 6 }),
        ),
        { maxLength: 30 },
      )
      .map((rows) => rows.join('\n'));
    fc.assert(
      fc.property(fc.oneof(patchish, fc.string()), (patch) => {
        const { added, commentable } = changedLines(patch);
        for (const line of added.keys()) expect(commentable.has(line)).toBe(true);
        for (const line of commentable) expect(Number.isSafeInteger(line) && line >= 1).toBe(true);
      }),
    );
  });
});
