import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lookAlikeCommand, parseCommand } from '../../src/inbox/commands/index.js';
import { FOREIGN_LETTERS, SLASHES } from '../../src/inbox/commands/look-alike-chars.js';
import { FORMATS } from '../../src/formats/index.js';

const COMMANDS = ['approve', 'answer', 'retry', 'reject', 'help'] as const;

/** Written so that it reads as a command and is none: the command it passes for, and its reply. */
const LOOK_ALIKES: Array<[name: string, body: string, command: string, reply: string]> = [
  [
    'a Cyrillic а',
    '/\u0430pprove',
    'approve',
    '`/\u0430pprove` was not run: its first word contains a non-ASCII letter (Cyrillic \u0430, U+0430) where `/approve` has `a`. Type the command with plain ASCII characters.',
  ],
  [
    'a Cyrillic о in the middle, with words after it',
    '/appr\u043eve please',
    'approve',
    '`/appr\u043eve` was not run: its first word contains a non-ASCII letter (Cyrillic \u043e, U+043E) where `/approve` has `o`. Type the command with plain ASCII characters.',
  ],
  [
    'a fullwidth slash',
    '\uFF0Fapprove',
    'approve',
    '`\uFF0Fapprove` was not run: its first word contains a fullwidth character (\uFF0F, U+FF0F) where `/approve` has `/`. Type the command with plain ASCII characters.',
  ],
  [
    'a fraction slash',
    '\u2044approve',
    'approve',
    '`\u2044approve` was not run: its first word contains a slash that is not the ASCII one (fraction slash \u2044, U+2044) where `/approve` has `/`. Type the command with plain ASCII characters.',
  ],
  [
    'a division slash',
    '\u2215retry',
    'retry',
    '`\u2215retry` was not run: its first word contains a slash that is not the ASCII one (division slash \u2215, U+2215) where `/retry` has `/`. Type the command with plain ASCII characters.',
  ],
  [
    'a fullwidth letter',
    '/\uFF41pprove',
    'approve',
    '`/\uFF41pprove` was not run: its first word contains a fullwidth character (\uFF41, U+FF41) where `/approve` has `a`. Type the command with plain ASCII characters.',
  ],
  [
    'a zero-width space inside it',
    '/ap\u200Bprove',
    'approve',
    '`/ap<U+200B>prove` was not run: its first word contains an invisible character (zero-width space, U+200B). Type the command with plain ASCII characters.',
  ],
  [
    'a soft hyphen inside it',
    '/re\u00ADject not now',
    'reject',
    '`/re<U+00AD>ject` was not run: its first word contains an invisible character (soft hyphen, U+00AD). Type the command with plain ASCII characters.',
  ],
  [
    'a zero-width space after it (the command would take it for text)',
    '/answer\u200B 2 Use REST',
    'answer',
    '`/answer<U+200B>` was not run: its first word contains an invisible character (zero-width space, U+200B). Type the command with plain ASCII characters.',
  ],
  [
    'a BOM before the slash',
    '\uFEFF/approve',
    'approve',
    '`<U+FEFF>/approve` was not run: its first word contains an invisible character (byte order mark, U+FEFF). Type the command with plain ASCII characters.',
  ],
  [
    'an ideographic space before a fullwidth command (a Japanese input method)',
    '\u3000\uFF0F\uFF41\uFF50\uFF50\uFF52\uFF4F\uFF56\uFF45',
    'approve',
    '`<U+3000>\uFF0F\uFF41\uFF50\uFF50\uFF52\uFF4F\uFF56\uFF45` was not run: it starts with a space that is not a plain space (ideographic space, U+3000), and its first word contains fullwidth characters (\uFF0F, U+FF0F; \uFF41, U+FF41; \uFF50, U+FF50; and 4 more) where `/approve` has `/`, `a` and `p`. Type the command with plain ASCII characters.',
  ],
  [
    'Greek capitals, and a zero-width joiner',
    '/\u0391\u03A1\u03A1ROVE\u200D',
    'approve',
    '`/\u0391\u03A1\u03A1ROVE<U+200D>` was not run: its first word contains non-ASCII letters (Greek \u0391, U+0391; Greek \u03A1, U+03A1) where `/approve` has `a` and `p`, and an invisible character (zero-width joiner, U+200D). Type the command with plain ASCII characters.',
  ],
  [
    'mathematical bold letters',
    '/\u{1D421}\u{1D41E}\u{1D425}\u{1D429}',
    'help',
    '`/\u{1D421}\u{1D41E}\u{1D425}\u{1D429}` was not run: its first word contains non-ASCII characters (\u{1D421}, U+1D421; \u{1D41E}, U+1D41E; \u{1D425}, U+1D425; and 1 more) where `/help` has `h`, `e` and `l`. Type the command with plain ASCII characters.',
  ],
  [
    'up to three spaces and blank lines first',
    '\n \t\n   /\u0430nswer 1 yes',
    'answer',
    '`/\u0430nswer` was not run: its first word contains a non-ASCII letter (Cyrillic \u0430, U+0430) where `/answer` has `a`. Type the command with plain ASCII characters.',
  ],
];

describe('lookAlikeCommand', () => {
  it.each(LOOK_ALIKES)('%s → not run, and says why', (_name, body, command, reply) => {
    expect(lookAlikeCommand(body)).toEqual({ command, reply });
  });

  it.each([
    ['a command written plainly', '/approve'],
    ['in capitals', '/APPROVE'],
    ['with a no-break space after it, which the command reads as a space', '/approve\u00A0'],
    ['with words after it (the command answers that itself)', '/approve please'],
    ['an unknown command', '/deploy'],
    ['a look-alike of no command', '/d\u0435ploy'],
    ['a look-alike with more after it in the same word', '/\u0430pprove/now'],
    ['a look-alike indented as code', '    \uFF0Fapprove'],
    ['a look-alike after a tab', '\t/\u0430pprove'],
    ['a look-alike in a quote', '> /\u0430pprove'],
    ['a look-alike on a later line', 'Fine by me.\n/\u0430pprove'],
    ['a look-alike in inline code', '`/\u0430pprove`'],
    ['an accented letter, which no command has', '/appr\u00F3ve'],
    ['a combining accent', '/approve\u0301'],
    ['a comment in Russian', '\u041E\u0434\u043E\u0431\u0440\u044F\u044E'],
    ['a lone slash', '\u2044 approve'],
    ['a path', '\uFF0Fusr\uFF0Flocal'],
    ['an empty comment', ' \n\t'],
  ])('%s → no look-alike', (_name, body) => {
    expect(lookAlikeCommand(body)).toBeUndefined();
  });

  it('no look-alike is ever a command as written, and every command written plainly is none', () => {
    for (const [, body] of LOOK_ALIKES) {
      const parsed = parseCommand(body, FORMATS);
      expect(parsed === undefined || 'error' in parsed || parsed.name === 'answer', body).toBe(true);
    }
    for (const name of COMMANDS) {
      expect(lookAlikeCommand(`/${name}`)).toBeUndefined();
      expect(lookAlikeCommand(`   /${name.toUpperCase()} and more\nbelow`)).toBeUndefined();
    }
  });

  it('every slash and letter of the table, and any invisible character anywhere, makes a look-alike of every command', () => {
    const byLatin = new Map<string, string[]>();
    for (const [ch, { latin }] of Object.entries(FOREIGN_LETTERS))
      byLatin.set(latin.toLowerCase(), [...(byLatin.get(latin.toLowerCase()) ?? []), ch]);
    const invisible = fc.constantFrom(
      '\u200B',
      '\u200C',
      '\u200D',
      '\u2060',
      '\u00AD',
      '\uFEFF',
      '\u034F',
      '\u180E',
      '\u202E',
      '\u2066',
      '\uFE0F',
      '\u{E0061}',
    );
    fc.assert(
      fc.property(
        fc.constantFrom(...COMMANDS),
        fc.nat(),
        fc.nat(),
        invisible,
        fc.constantFrom('/', ...Object.keys(SLASHES)),
        (name, at, pick, hidden, slash) => {
          const word = `/${name}`;
          const i = 1 + (at % name.length);
          // A zero-width character anywhere, a slash from the table, or a letter swapped for its look-alike.
          const withHidden = `${word.slice(0, i)}${hidden}${word.slice(i)}`;
          expect(lookAlikeCommand(`${withHidden} x`)?.command).toBe(name);
          if (slash !== '/') expect(lookAlikeCommand(`${slash}${name}`)?.command).toBe(name);
          const swaps = byLatin.get(word[i]!) ?? [];
          if (swaps.length) {
            const swapped = `${word.slice(0, i)}${swaps[pick % swaps.length]}${word.slice(i + 1)}`;
            expect(lookAlikeCommand(swapped)?.command).toBe(name);
          }
        },
      ),
    );
  });

  it('never throws; a reply shows no invisible or control character, pings no one and holds no HTML', () => {
    const piece = fc.oneof(
      fc.string({ unit: 'binary' }),
      fc.constantFrom(
        '/approve',
        '/answer',
        '/help',
        '\u0430',
        '\u043E',
        '\u0435',
        '\uFF0F',
        '\u2044',
        '\u200B',
        '\u202E',
        '\u00AD',
        '\uFEFF',
        '\u3000',
        '\u00A0',
        '@',
        '`',
        '<!--',
        '<b>',
        '\n',
        '\r',
        ' ',
      ),
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 8 }), (pieces) => {
        const found = lookAlikeCommand(pieces.join(''));
        if (found === undefined) return;
        expect(COMMANDS).toContain(found.command);
        expect(found.reply).not.toMatch(/[\p{Default_Ignorable_Code_Point}\p{Cc}\u2028\u2029]/u);
        // Outside the one code span that shows the word: our own words, no markup from the comment.
        const prose = found.reply.replace(/^(`+) ?.*? ?\1 was not run/, 'It was not run').replace(/(`+)[^`]*\1/g, '');
        expect(prose).not.toMatch(/[<>@`]/);
      }),
      { examples: [[['\uFF0F\u200Bapprove@x']], [['/\u0430pprove`']], [['\u202E/approve']]] },
    );
    expect(lookAlikeCommand(undefined as unknown as string)).toBeUndefined();
  });

  it('names a few of many odd characters and counts the rest', () => {
    // Every tag character (U+E0000–U+E0FFF is invisible) between the slash and the word.
    const tags = Array.from({ length: 4_096 }, (_, i) => String.fromCodePoint(0xe0000 + i)).join('');
    const found = lookAlikeCommand(`/${tags}retry`);
    expect(found?.command).toBe('retry');
    expect(found!.reply).toMatch(
      /^`\/<U\+E0000><U\+E0001>.*…` was not run: its first word contains invisible characters \(U\+E0000; U\+E0001; U\+E0002; and 4093 more\)\. Type/,
    );
  });

  it('quotes a long word briefly', () => {
    const found = lookAlikeCommand(`/a${'\u200B'.repeat(5_000)}pprove`);
    expect(found?.command).toBe('approve');
    expect(found!.reply.length).toBeLessThan(300);
  });
});
