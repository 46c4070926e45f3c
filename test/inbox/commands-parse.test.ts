import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { helpText, parseCommand, type ParsedCommand } from '../../src/inbox/commands/index.js';
import { FORMATS } from '../../src/formats/index.js';

const table: Array<[name: string, body: string, expected: ParsedCommand | undefined]> = [
  // commands
  ['approve', '/approve', { name: 'approve' }],
  ['upper-case command word, trailing blanks', '/APPROVE  \t', { name: 'approve' }],
  ['approve with a note on the lines below', '/approve\nLooks good to me.', { name: 'approve' }],
  ['leading blank lines and indentation', '\n\n   /retry\n', { name: 'retry' }],
  ['CRLF line breaks', '/reject not now\r\nsorry\r\n', { name: 'reject', reason: 'not now\nsorry' }],
  ['retry', '/retry', { name: 'retry' }],
  ['reject without a reason', '/reject', { name: 'reject' }],
  ['reject with a reason', '/reject Out of scope.', { name: 'reject', reason: 'Out of scope.' }],
  ['help', '/help', { name: 'help' }],
  ['help ignores what follows', '/help me please', { name: 'help' }],
  ['answer with a number', '/answer 2 Use REST', { name: 'answer', number: 2, text: 'Use REST', rest: '2 Use REST' }],
  [
    'answer number written #2',
    '/answer #2 Use REST',
    { name: 'answer', number: 2, text: 'Use REST', rest: '#2 Use REST' },
  ],
  [
    'answer number written 2.',
    '/answer 2. Use REST',
    { name: 'answer', number: 2, text: 'Use REST', rest: '2. Use REST' },
  ],
  [
    'answer text over several lines',
    '/answer 1 First line\nsecond line\n\n  third  \n',
    {
      name: 'answer',
      number: 1,
      text: 'First line\nsecond line\n\n  third',
      rest: '1 First line\nsecond line\n\n  third',
    },
  ],
  [
    'answer number alone on its line, text below',
    '/answer 3\nThe text.',
    { name: 'answer', number: 3, text: 'The text.', rest: '3\nThe text.' },
  ],
  [
    'answer without a number (a message question)',
    '/answer Yes, ship it.',
    { name: 'answer', text: 'Yes, ship it.', rest: 'Yes, ship it.' },
  ],
  [
    'answer that starts with a number word, on the next line',
    '/answer\nTwo options are fine.',
    { name: 'answer', text: 'Two options are fine.', rest: 'Two options are fine.' },
  ],
  [
    'answer keeps anything',
    '/answer 1 a: "b" # c\n---\n- x',
    { name: 'answer', number: 1, text: 'a: "b" # c\n---\n- x', rest: '1 a: "b" # c\n---\n- x' },
  ],
  // not commands
  ['a normal comment', 'Thanks, looking at it.', undefined],
  ['a command later in the comment', 'I think\n/approve', undefined],
  ['a quoted command', '> /approve', undefined],
  ['an empty comment', '   \n\t\n', undefined],
  ['a path', '/usr/local/bin is missing', undefined],
  ['a lone slash', '/ approve', undefined],
  ['a double slash', '// approve', undefined],
];

describe('parseCommand', () => {
  it.each(table)('%s', (_name, body, expected) => {
    expect(parseCommand(body, FORMATS)).toEqual(expected);
  });

  const errors: Array<[name: string, body: string, says: RegExp]> = [
    [
      'an unknown command',
      '/deploy now',
      /`\/deploy` is not a command\. The commands: `\/approve`, `\/answer <n> <text>`, `\/retry`, `\/reject \[reason\]`, `\/help`\./,
    ],
    ['a misspelt command', '/aprove', /Did you mean `\/approve`\?/],
    ['approve with words after it', '/approve please', /`\/approve` takes nothing after it on its line/],
    ["approve cancel (prow's un-approve) is not approve", '/approve cancel', /takes nothing after it/],
    ['retry with words after it', '/retry now', /`\/retry` takes nothing/],
    ['answer without text', '/answer', /`\/answer` needs the answer\. Write `\/answer <n> <text>`/],
    ['answer with only blanks after it', '/answer   \n  \n', /needs the answer/],
    ['answer with a number and no text', '/answer 2', /`\/answer 2` needs the answer after the number/],
    ['answer 0', '/answer 0 x', /numbered from 1/],
    [
      'answer two',
      '/answer two x',
      /Write the clarification number in digits, counted from 1: `\/answer 2 <text>`\..*start the answer on the line below/,
    ],
    ['answer -1', '/answer -1 x', /in digits/],
    ['answer 1.5', '/answer 1.5 x', /in digits/],
    ['answer with a huge number', '/answer 99999999999999999999 x', /not a clarification number/],
  ];
  it.each(errors)('%s → an error with the usage', (_name, body, says) => {
    const parsed = parseCommand(body, FORMATS);
    expect(parsed && Object.keys(parsed)).toEqual(['error']);
    expect(parsed && 'error' in parsed ? parsed.error : '').toMatch(says);
  });

  it('quotes an unknown command inertly and briefly', () => {
    const parsed = parseCommand(`/x${'y'.repeat(500)}`, FORMATS);
    expect(parsed).toEqual({ error: expect.any(String) });
    expect(parsed && 'error' in parsed && parsed.error.length).toBeLessThan(250);
  });

  it('never throws, and a result is always one of the union', () => {
    const line = fc.oneof(
      fc.string(),
      fc.constantFrom(
        '/approve',
        '/answer',
        '/answer 1',
        '/reject',
        '/retry',
        '/help',
        '/',
        '/answer two',
        '/answer 0',
        '\r\n',
        '\uFEFF/approve',
        '    /approve',
        '> /approve',
        '<!--',
      ),
    );
    fc.assert(
      fc.property(fc.array(line, { maxLength: 5 }), (lines) => {
        const parsed = parseCommand(lines.join('\n'), FORMATS);
        if (parsed === undefined) return;
        if ('error' in parsed) {
          expect(parsed.error).toMatch(/`/);
          return;
        }
        expect(['approve', 'retry', 'help', 'reject', 'answer']).toContain(parsed.name);
        if (parsed.name === 'answer') {
          expect(parsed.text.trim()).toBe(parsed.text);
          expect(parsed.text).not.toBe('');
          if (parsed.number !== undefined) expect(parsed.number).toBeGreaterThanOrEqual(1);
        }
      }),
    );
    expect(parseCommand(undefined as unknown as string, FORMATS)).toBeUndefined();
  });
});

/** Where a `/approve` is only shown, quoted or hidden, never written as a command. */
const NOT_WRITTEN: Array<[name: string, body: string]> = [
  ['indented four spaces (an indented code block)', '    /approve'],
  ['indented five spaces', '     /approve'],
  ['indented with a tab', '\t/approve'],
  ['a space and a tab', ' \t/approve'],
  ['indented after blank lines', '\n\n    /approve\n'],
  ['a fenced code block (backticks)', '```\n/approve\n```'],
  ['a fenced code block with a language', '```sh\n/approve\n```'],
  ['a fenced code block (tildes)', '~~~\n/approve\n~~~'],
  ['an unclosed fence', '```\n/approve'],
  ['a block quote', '> /approve'],
  ['a block quote without a space', '>/approve'],
  ['a nested block quote', '> > /approve'],
  ['an indented block quote', '   > /approve'],
  ['a quote lazily continued', '> Someone said\n/approve'],
  ['a quote of a reply that held the command', '> @alice wrote:\n> /approve\n\nAgreed, but not yet.'],
  ['an HTML comment on one line', '<!-- /approve -->'],
  ['an HTML comment before the command', '<!-- x -->\n/approve'],
  ['an HTML comment opened on an earlier line', '<!--\n/approve\n-->'],
  ['an HTML comment opened mid-line', 'note <!--\n/approve -->'],
  ['a later line', 'LGTM\n/approve'],
  ['a later line after a blank line', 'Thinking about it.\n\n/approve'],
  ['inline code', '`/approve`'],
  ['a BOM before the slash', '\uFEFF/approve'],
  ['a zero-width space before the slash', '\u200B/approve'],
  ['a zero-width joiner before the slash', '\u200D/approve'],
  ['a word joiner before the slash', '\u2060/approve'],
  ['a no-break space before the slash', '\u00A0/approve'],
  ['a line of only a zero-width space first', '\u200B\n/approve'],
  ['a list item', '- /approve'],
  ['a heading', '# /approve'],
  ['a bare CR line break before it', 'Nope\r/approve'],
  ['a Unicode line separator before it', 'Nope\u2028/approve'],
  ['a fullwidth solidus', '\uFF0Fapprove'],
];

describe('parseCommand: only a command a person plainly wrote', () => {
  it.each(NOT_WRITTEN)('%s → no command', (_name, body) => {
    expect(parseCommand(body, FORMATS)).toBeUndefined();
  });

  it.each([
    ['no indentation', '/approve'],
    ['one space', ' /approve'],
    ['three spaces', '   /approve'],
    ['blank lines with spaces and tabs first', ' \t \n\t\n/approve'],
    ['CRLF blank lines first', '\r\n\r\n/approve\r\n'],
    ['a quote below the command', '/approve\n> the agent wrote this'],
    ['a fence below the command', '/approve\n```\nlog\n```'],
  ])('%s → a command', (_name, body) => {
    expect(parseCommand(body, FORMATS)).toEqual({ name: 'approve' });
  });

  it('every rejected shape stays rejected for every command word', () => {
    for (const word of ['/approve', '/retry', '/reject now', '/answer 1 yes', '/help']) {
      for (const [name, body] of NOT_WRITTEN) {
        expect(parseCommand(body.replace('/approve', word), FORMATS), `${name}: ${word}`).toBeUndefined();
      }
    }
  });
});

describe('helpText', () => {
  const HELP_TEXT = helpText(FORMATS);
  it('is a Markdown table with one example per command', () => {
    const rows = HELP_TEXT.split('\n').filter((l) => l.startsWith('| `'));
    expect(rows.map((r) => r.split(' | ')[0])).toEqual([
      '| `/approve`',
      '| `/answer <n> <text>`',
      '| `/retry`',
      '| `/reject [reason]`',
      '| `/help`',
    ]);
    for (const row of rows) {
      const example = /\| `([^`]+)` \|$/.exec(row)?.[1];
      expect(example, row).toBeDefined();
      // Each example parses as the command it shows.
      const parsed = parseCommand(example!, FORMATS);
      expect(parsed && 'name' in parsed ? parsed.name : parsed, row).toBe(/^\| `\/(\w+)/.exec(row)![1]);
    }
    expect(HELP_TEXT.split('\n')[1]).toBe('|---|---|---|');
  });

  it("words each command as the formats do, one row per command with every format's words", () => {
    const answer = HELP_TEXT.split('\n').find((l) => l.startsWith('| `/answer'));
    expect(answer).toBe(
      '| `/answer <n> <text>` | Answers clarification `n` (counted from 1) of an intent; the text may go on over the following lines. A message question has one part: `/answer <text>` writes the answer message. | `/answer 2 Use REST; gRPC can wait.` |',
    );
  });

  it('lists only /help without a format that takes commands', () => {
    expect(
      helpText([])
        .split('\n')
        .filter((l) => l.startsWith('| `')),
    ).toEqual(['| `/help` | Replies with this table. | `/help` |']);
  });
});
