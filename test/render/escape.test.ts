import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  breakLinks,
  codeSpan,
  encodePath,
  escapeCell,
  escapeInline,
  escapeMessage,
  escapeTerminal,
  escapeText,
  inert,
  link,
  truncate,
  ZWSP,
} from '../../src/render/escape.js';
import { runs } from '../helpers/runs.js';

/** Strings built from the pieces that matter to Markdown, plus arbitrary Unicode. */
const hostile = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc
    .array(
      fc.constantFrom(
        ...[
          '@',
          'octocat',
          'a',
          'Ж',
          '<',
          '!--',
          '-->',
          '>',
          '|',
          '\\',
          '`',
          '``',
          '\n',
          '\r',
          '\r\n',
          '\u2028',
          ' ',
          '  ',
          '[',
          ']',
          '(',
          ')',
          '!',
          '&',
          '#',
          '#12',
          'GH-7',
          'gh',
          '-',
          '1.',
          '7',
          '*',
          '_',
          '~',
          '$',
          ':',
          '/',
        ],
        ...[
          'https://',
          'HTTP://',
          'www.',
          'WWW.',
          'github.com/o/r/issues/1',
          'o/r',
          '\u202e',
          '\u2066',
          '\u200b',
          '\u200d',
          '\ufeff',
          '\u00ad',
          '\u061c',
        ],
      ),
      { maxLength: 40 },
    )
    .map((parts) => parts.join('')),
);

const RUNS = { numRuns: runs(2_000) };

/** GFM's table-cell scanner: `\` pairs with the next ASCII punctuation, any other `|` ends the cell. */
function hasBarePipe(cell: string): boolean {
  for (let i = 0; i < cell.length; i++) {
    const ch = cell[i]!;
    if (ch === '\\' && /[!-/:-@[-`{-~]/.test(cell[i + 1] ?? '')) i++;
    else if (ch === '|') return true;
  }
  return false;
}

/** A character of Markdown syntax not preceded by an odd run of backslashes. */
function hasUnescaped(text: string, chars: RegExp): boolean {
  for (let i = 0; i < text.length; i++) {
    if (!chars.test(text[i]!)) continue;
    let slashes = 0;
    for (let j = i - 1; j >= 0 && text[j] === '\\'; j--) slashes++;
    if (slashes % 2 === 0) return true;
  }
  return false;
}

/** Bidi and invisible characters that must never pass through from file text. */
const INVISIBLE = /[\u00ad\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/;

function expectNeutral(out: string) {
  expect(out).not.toContain('<!--');
  expect(out).not.toMatch(/(?<!&)#\d|\bGH-\d/i);
  expect(out).not.toMatch(/@[\p{L}\p{N}_-]/u);
  expect(out).not.toMatch(/[\r\n\u2028\u2029]/);
  // The only invisible character left is our own zero-width space, right after a break point.
  expect(out.split(ZWSP).join('')).not.toMatch(INVISIBLE);
  for (const m of out.matchAll(new RegExp(ZWSP, 'g'))) expect(out.slice(0, m.index)).toMatch(/(?:[@#<:\\]|GH|www)$/i);
}

/** Outside code spans: no autolink and no cross-reference of any repository. */
function expectNoLinks(out: string) {
  expect(out).not.toMatch(/(?:https?|ftp):\/\/|www\./i);
  expect(out).not.toMatch(/[\w.-]+\/[\w.-]+#\d/);
}

describe('escapeInline / escapeCell', () => {
  it('never lets markers, HTML, mentions, line breaks, pipes or link syntax through', () => {
    fc.assert(
      fc.property(hostile, (text) => {
        for (const out of [escapeInline(text), escapeCell(text)]) {
          expectNeutral(out);
          expectNoLinks(out);
          expect(out).not.toContain('<');
          expect(out).not.toContain('>');
          expect(hasBarePipe(out)).toBe(false);
          expect(hasUnescaped(out, /[[\]`*_~$]/)).toBe(false);
          expect(out).not.toMatch(/&(?!amp;|lt;|gt;|#124;)/);
        }
      }),
      RUNS,
    );
  });

  it('keeps ordinary text readable', () => {
    expect(escapeInline('Fix the login form')).toBe('Fix the login form');
    expect(escapeInline('  two\nlines  ')).toBe('two lines');
    expect(escapeInline('a | b')).toBe('a &#124; b');
    expect(escapeInline('<script>')).toBe('&lt;script&gt;');
    expect(escapeInline('@octocat')).toBe(`@${ZWSP}octocat`);
    expect(escapeInline('mail me @ noon')).toBe('mail me @ noon');
    expect(escapeInline('fixes #12 and GH-7')).toBe(`fixes #${ZWSP}12 and GH${ZWSP}-7`);
    expect(escapeInline('step #a, C# code')).toBe('step #a, C# code');
    expect(escapeInline('![x](y)')).toBe('!\\[x\\](y)');
    expect(escapeInline('# not a heading')).toBe('\\# not a heading');
    expect(escapeInline('1. not a list')).toBe('1\\. not a list');
    expect(escapeInline('- not a list')).toBe('\\- not a list');
  });
});

describe('codeSpan', () => {
  /** The content CommonMark would show for a code span. */
  function content(span: string): string {
    const fence = /^`+/.exec(span)![0];
    expect(span.endsWith(fence)).toBe(true);
    let inner = span.slice(fence.length, span.length - fence.length);
    // No backtick run inside may be as long as the fence: it would close the span early.
    for (const run of inner.match(/`+/g) ?? []) expect(run.length).not.toBe(fence.length);
    if (inner.startsWith(' ') && inner.endsWith(' ') && inner.trim() !== '') inner = inner.slice(1, -1);
    return inner;
  }

  it('shows any text verbatim but for line breaks, `<!--` and mentions', () => {
    fc.assert(
      fc.property(hostile, (text) => {
        const span = codeSpan(text);
        expectNeutral(span);
        const shown = content(span).split(ZWSP).join('');
        const expected = inert(text).replace(/[\t\n]+/g, ' ');
        expect(shown).toBe(expected === '' ? ' ' : expected);
      }),
      RUNS,
    );
  });

  it('escapes every pipe in a table cell, even after a backslash', () => {
    fc.assert(
      fc.property(hostile, (text) => {
        const span = codeSpan(text, { cell: true });
        expectNeutral(span);
        expect(hasBarePipe(span)).toBe(false);
      }),
      RUNS,
    );
    expect(codeSpan('a|b', { cell: true })).toBe('`a\\|b`');
    expect(codeSpan('a\\|b', { cell: true })).toBe(`\`a\\${ZWSP}\\|b\``);
  });

  it('picks a fence longer than any backtick run inside', () => {
    expect(codeSpan('plain')).toBe('`plain`');
    expect(codeSpan('a `b` c')).toBe('``a `b` c``');
    expect(codeSpan('```')).toBe('```` ``` ````');
    expect(codeSpan('`x')).toBe('`` `x ``');
    expect(codeSpan('')).toBe('` `');
    expect(codeSpan('<!-- m -->')).toBe(`\`<${ZWSP}!-- m -->\``);
  });
});

describe('escapeMessage', () => {
  it('never lets markers, mentions or line breaks through, and keeps cells whole', () => {
    fc.assert(
      fc.property(hostile, (text) => {
        expectNeutral(escapeMessage(text));
        // Outside its code spans, a message links nothing either.
        expectNoLinks(escapeMessage(text).replace(/(`+)(?:(?!\1).)*?\1/g, ''));
        const cell = escapeMessage(text, { cell: true });
        expectNeutral(cell);
        expect(hasBarePipe(cell)).toBe(false);
      }),
      RUNS,
    );
  });

  it('turns paired backticks into code spans and escapes the rest', () => {
    expect(escapeMessage('`kind` is `<x>`; use *one*')).toBe('`kind` is `<x>`; use \\*one\\*');
    expect(escapeMessage('odd ` count <b>')).toBe('odd \\` count &lt;b&gt;');
    expect(escapeMessage('`a|b`', { cell: true })).toBe('`a\\|b`');
  });

  it('in a table cell, shows a long quoted path as text that breaks at its folders', () => {
    const folder = 'shared/reports/engineers/backend/';
    expect(escapeMessage(`\`from\` is wrong, but \`${folder}\` holds reports`, { cell: true })).toBe(
      '`from` is wrong, but <wbr>shared/<wbr>reports/<wbr>engineers/<wbr>backend/<wbr><wbr> holds reports',
    );
    // Outside a cell, and in a cell where hyphens give the browser places to break, a code span as before.
    expect(escapeMessage(`\`${folder}\``)).toBe(`\`${folder}\``);
    expect(escapeMessage('`subagent-response/revision-target-required`', { cell: true })).toBe(
      '`subagent-response/revision-target-required`',
    );
    // Set apart from the prose beside it: no mention or link forms across the boundary.
    const mention = escapeMessage('write to @`team_with_a_long_name/engineers_of_the_shop`', { cell: true });
    expect(mention).toContain('@<wbr>team');
    expect(escapeMessage('see https:`//example.com/a_very_long_path_without_hyphens`', { cell: true })).toContain(
      'https:<wbr>/',
    );
  });
});

describe('small helpers', () => {
  it('truncate never splits a surrogate pair and respects the bound', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), fc.integer({ min: 0, max: 45 }), (text, max) => {
        const out = truncate(text, max);
        expect(out.length).toBeLessThanOrEqual(Math.max(max, 0));
        if (text.length <= max) expect(out).toBe(text);
        expect(out).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])/);
      }),
      RUNS,
    );
  });

  it('encodePath keeps slashes and encodes what a URL or a Markdown link would misread', () => {
    expect(encodePath('a dir/b#c?(d).md')).toBe('a%20dir/b%23c%3F%28d%29.md');
  });

  it('escapeTerminal makes ANSI escapes, bidi and invisible characters visible', () => {
    expect(escapeTerminal('a\u001b[31mb\u202ec\nd')).toBe('a<U+001B>[31mb<U+202E>c d');
    expect(escapeTerminal('x\u200by\ufeffz\u00ad\u2066\u009b\rq')).toBe(
      'x<U+200B>y<U+FEFF>z<U+00AD><U+2066><U+009B><U+000D>q',
    );
    // Nor can a piece start a workflow command when the CLI runs in a workflow step.
    expect(escapeTerminal('::error::x.yaml')).toBe('> ::error::x.yaml');
    expect(escapeTerminal(' ::stop-commands::t')).toBe(' > ::stop-commands::t');
    expect(escapeTerminal('a\n::warning::b ##[error]c')).toBe('a ::warning::b ## [error]c');
  });
});

describe('link', () => {
  it('escapes the text and keeps the destination in one piece', () => {
    expect(link('a](b) @x', 'https://h/p (1)<x>')).toBe(`[a\\](b) @${ZWSP}x](https://h/p%20%281%29%3Cx%3E)`);
  });
});

describe('cross-references and autolinks', () => {
  const Z = ZWSP;
  // [file text, escapeInline's output]
  const table: Array<[string, string]> = [
    ['see octo/repo#12', `see octo/repo#${Z}12`],
    ['GH-7 and gh-8', `GH${Z}-7 and gh${Z}-8`],
    ['https://github.com/o/r/issues/1', `https:${Z}//github.com/o/r/issues/1`],
    ['https://github.com/o/r/pull/2', `https:${Z}//github.com/o/r/pull/2`],
    ['https://github.com/o/r/discussions/3', `https:${Z}//github.com/o/r/discussions/3`],
    ['http://github.com/o/r/issues/4', `http:${Z}//github.com/o/r/issues/4`],
    ['HTTPS://GITHUB.COM/O/R/ISSUES/5', `HTTPS:${Z}//GITHUB.COM/O/R/ISSUES/5`],
    ['www.github.com/o/r/issues/6', `www${Z}.github.com/o/r/issues/6`],
    ['WWW.GitHub.com/o/r/pull/7', `WWW${Z}.GitHub.com/o/r/pull/7`],
    ['(https://ghe.example.com/o/r/issues/8)', `(https:${Z}//ghe.example.com/o/r/issues/8)`],
    ['ftp://example.com/x', `ftp:${Z}//example.com/x`],
    ['a plain sentence: no link', 'a plain sentence: no link'],
  ];

  it.each(table)('%s', (input, expected) => {
    expect(escapeInline(input)).toBe(expected);
    expect(escapeCell(input)).toBe(expected);
    expect(escapeMessage(input)).toBe(expected);
    expect(link(input, 'https://github.com/acme/shop/blob/main/a.yaml')).toBe(
      `[${expected}](https://github.com/acme/shop/blob/main/a.yaml)`,
    );
  });

  it('leaves code spans verbatim but for the existing breaks (GitHub neither autolinks nor references in code)', () => {
    expect(codeSpan('https://github.com/o/r/issues/1')).toBe('`https://github.com/o/r/issues/1`');
    expect(codeSpan('o/r#1 @x')).toBe(`\`o/r#${Z}1 @${Z}x\``);
    expect(escapeMessage('`https://github.com/o/r/issues/1` is https://github.com/o/r/issues/1')).toBe(
      `\`https://github.com/o/r/issues/1\` is https:${Z}//github.com/o/r/issues/1`,
    );
  });

  it('pieces of a message cannot meet as a link once an empty code span between them is gone', () => {
    expect(escapeMessage('https:``//github.com/o/r/issues/1')).toBe(`https:${Z}//github.com/o/r/issues/1`);
    expect(escapeMessage('@``octocat')).toBe(`@${Z}octocat`);
  });

  it('breakLinks alone', () => {
    expect(breakLinks('x https://a.b www.c.d')).toBe(`x https:${Z}//a.b www${Z}.c.d`);
  });
});

describe('bidi and invisible characters', () => {
  const chars = [
    '\u061c',
    '\u200e',
    '\u200f',
    '\u202a',
    '\u202b',
    '\u202c',
    '\u202d',
    '\u202e',
    '\u2066',
    '\u2067',
    '\u2068',
    '\u2069',
    '\u200b',
    '\u200c',
    '\u200d',
    '\u2060',
    '\u2061',
    '\u2062',
    '\u2063',
    '\u2064',
    '\ufeff',
    '\u180e',
    '\u00ad',
  ];
  const shown = (ch: string) => `U+${ch.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`;

  it.each(chars.map((ch) => [shown(ch), ch]))('%s is shown, never passed through', (name, ch) => {
    const text = `a${ch}b`;
    expect(inert(text)).toBe(`a<${name}>b`);
    expect(escapeInline(text)).toBe(`a&lt;${name}&gt;b`);
    expect(escapeText(text)).toBe(`a&lt;${name}&gt;b`);
    expect(escapeCell(text)).toBe(`a&lt;${name}&gt;b`);
    expect(codeSpan(text)).toBe(`\`a<${name}>b\``);
    expect(codeSpan(text, { cell: true })).toBe(`\`a<${name}>b\``);
    expect(escapeMessage(`\`${text}\` and ${text}`)).toBe(`\`a<${name}>b\` and a&lt;${name}&gt;b`);
    expect(link(text, 'https://h/p')).toBe(`[a&lt;${name}&gt;b](https://h/p)`);
    // A URL built from a path holding one: percent-encoded, the same place, nothing invisible.
    expect(link('x', `https://h/${text}`)).toBe(`[x](https://h/a${encodeURIComponent(ch)}b)`);
  });

  it('our own zero-width spaces come after the visible step, so they stay invisible', () => {
    expect(escapeInline('@\u200boctocat @x')).toBe(`@${ZWSP}&lt;U+200B&gt;octocat @${ZWSP}x`);
    expect(codeSpan('\u200b@x')).toBe(`\`<U+200B>@${ZWSP}x\``);
  });
});
