/**
 * The line with its code spans blanked out, columns kept: code spans are quoted text
 * (`GET /api/personas/{id}`), not unfilled slots. A span closes at the next run of as many
 * backticks; finding it by scanning runs keeps hostile lines of backticks linear.
 */
export function withoutCode(text: string): string {
  const runs: Array<{ start: number; length: number }> = [];
  for (const match of text.matchAll(/`+/g)) runs.push({ start: match.index, length: match[0].length });
  const byLength = new Map<number, number[]>();
  runs.forEach((run, i) => {
    const list = byLength.get(run.length);
    if (list) list.push(i);
    else byLength.set(run.length, [i]);
  });
  const next = new Map<number, number>();
  const pieces: string[] = [];
  let cursor = 0;
  for (let i = 0; i < runs.length; ) {
    const run = runs[i]!;
    const list = byLength.get(run.length)!;
    let p = next.get(run.length) ?? 0;
    while (p < list.length && list[p]! <= i) p++;
    next.set(run.length, p);
    const close = list[p];
    if (close === undefined) {
      i++;
      continue;
    }
    const end = runs[close]!.start + run.length;
    pieces.push(text.slice(cursor, run.start), ' '.repeat(end - run.start));
    cursor = end;
    i = close + 1;
  }
  pieces.push(text.slice(cursor));
  return pieces.join('');
}
