import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COMMAND_MARK, LineGuard, oneLogLine, safeLine, safeLines } from '../../src/action/log-text.js';
import { runs } from '../helpers/runs.js';

/**
 * What the runner would take for a workflow command (actions/runner ActionCommand.cs): after
 * .NET's TrimStart a line starting with `::` with a second `::` later (v2), or `##[` anywhere with
 * a `]` after it (v1). Stricter than the runner: any name counts (stop-commands can register any).
 */
function wouldRun(line: string): boolean {
  const trimmed = line.replace(/^[\s\u0085\u180e\u200b-\u200d\u2060\ufeff]+/, '');
  if (trimmed.startsWith('::') && trimmed.indexOf('::', 2) >= 0) return true;
  const v1 = line.indexOf('##[');
  return v1 >= 0 && line.indexOf(']', v1) >= 0;
}

/** The lines the runner reads from some output. */
const runnerLines = (text: string) => text.split(/\r\n|\r|\n/);

describe('safeLine / safeLines / oneLogLine', () => {
  // [what, input, oneLogLine's output]
  const table: Array<[string, string, string]> = [
    ['plain text stays as it is', 'handoff-gate: 3 files changed.', 'handoff-gate: 3 files changed.'],
    ['a line feed starting a command', 'x\n::error::pwned', `x⏎::error::pwned`],
    ['a bare carriage return', 'a\r::add-mask::secret', 'a⏎::add-mask::secret'],
    ['CR LF before a v1 command', 'a\r\n##[error]x', 'a⏎## [error]x'],
    ['a command at the very start', '::warning::x', `${COMMAND_MARK}::warning::x`],
    ['spaces and tabs before the ::', ' \t ::error file=a::x', ` \t ${COMMAND_MARK}::error file=a::x`],
    ['stop-commands', '::stop-commands::tok', `${COMMAND_MARK}::stop-commands::tok`],
    ['a v1 command mid-line', 'see ##[set-output name=a]b', 'see ## [set-output name=a]b'],
    ['three hashes', '###[error]', '### [error]'],
    ['%0A-looking text is plain text', 'a%0A::set-output name=x::1', 'a%0A::set-output name=x::1'],
    ['a Unicode line separator', 'a\u2028::error::x', 'a⏎::error::x'],
    ['a paragraph separator and NEL', 'a\u2029b\u0085c', 'a⏎b⏎c'],
    ['no-break and ideographic spaces before ::', '\u00a0\u3000::error::x', `\u00a0\u3000${COMMAND_MARK}::error::x`],
    ['a zero-width space before :: is shown', '\u200b::error::x', '<U+200B>::error::x'],
    ['a bidi override is shown', 'a\u202eb', 'a<U+202E>b'],
    ['a BOM is shown', '\ufeff::x::y', '<U+FEFF>::x::y'],
    [':: mid-line is no command', 'a::b::c', 'a::b::c'],
  ];

  it.each(table)('%s', (_what, input, expected) => {
    expect(oneLogLine(input)).toBe(expected);
    expect(runnerLines(oneLogLine(input))).toHaveLength(1);
    for (const line of runnerLines(safeLines(input))) expect(wouldRun(line), line).toBe(false);
  });

  it('safeLines keeps each line, made safe, one \\n between them', () => {
    expect(safeLines('first\r\n  ::error::x\rthird\n##[warning]y')).toBe(
      `first\n  ${COMMAND_MARK}::error::x\nthird\n## [warning]y`,
    );
    expect(safeLine('plain')).toBe('plain');
  });

  const hostile = fc
    .array(
      fc.constantFrom(
        '::',
        ':',
        '#',
        '##[',
        '[',
        ']',
        ' ',
        '\t',
        '\n',
        '\r',
        '\r\n',
        '\u2028',
        '\u00a0',
        '\u200b',
        '\ufeff',
        'error',
        'stop-commands',
        '%0A',
        'x',
      ),
      { maxLength: 30 },
    )
    .map((parts) => parts.join(''));

  it('no line of any text, however split into writes, reads as a command', () => {
    fc.assert(
      fc.property(hostile, fc.array(fc.nat(40), { maxLength: 5 }), (text, cuts) => {
        for (const out of [safeLines(text), oneLogLine(text)])
          for (const line of runnerLines(out)) expect(wouldRun(line), JSON.stringify(line)).toBe(false);
        // The stream guard sees the text in pieces cut anywhere; the joined result is safe all the same.
        const guard = new LineGuard();
        const points = [...new Set(cuts.map((c) => Math.min(c, text.length)))].sort((a, b) => a - b);
        let written = '';
        let from = 0;
        for (const p of [...points, text.length]) {
          written += guard.text(text.slice(from, p));
          from = p;
        }
        for (const line of runnerLines(written)) expect(wouldRun(line), JSON.stringify(written)).toBe(false);
      }),
      { numRuns: runs(3_000) },
    );
  });

  it('the stream guard carries the line across writes', () => {
    const guard = new LineGuard();
    expect(guard.text('  ')).toBe('  ');
    expect(guard.text('::error::x\n')).toBe(`${COMMAND_MARK}::error::x\n`);
    expect(guard.text('a#')).toBe('a#');
    expect(guard.text('#')).toBe('#');
    expect(guard.text('[warning]x')).toBe(' [warning]x');
    guard.reset();
    expect(guard.text('::notice::y')).toBe(`${COMMAND_MARK}::notice::y`);
  });
});
