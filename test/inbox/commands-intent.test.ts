import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { parseDocument } from 'yaml';
import { describe, expect, it } from 'vitest';
import { applyIntentCommand, type IntentCommand } from '../../src/formats/intent/commands.js';
import { parseCommand, type EditOutcome } from '../../src/inbox/commands/index.js';
import { checkFiles } from '../helpers/check-files.js';
import { lineDiff } from './commands-diff.js';
import { runs } from '../helpers/runs.js';
import { FORMATS } from '../../src/formats/index.js';

const ctx = { id: 'fix-login', user: 'alice' };
const approve: IntentCommand = { name: 'approve' };
const retry: IntentCommand = { name: 'retry' };
const answer = (number: number | undefined, text: string): IntentCommand => ({
  name: 'answer',
  ...(number !== undefined && { number }),
  text,
  rest: text,
});

/** The checker's reading: YAML 1.2 core, so timestamps stay strings. */
const read = (text: string): unknown => parseDocument(text, { version: '1.2', schema: 'core' }).toJS();

function edited(outcome: EditOutcome): string {
  if (outcome.kind !== 'edit') throw new Error(`expected an edit, got ${JSON.stringify(outcome)}`);
  return outcome.text;
}

const INTENT = `# .forge/intents/fix-login.yaml
title: "ログインバリデーションの修正"   # shown in the inbox
body: |
  現状のバリデーションがメールアドレスの形式チェックを行っていない。
  RFC 5322 準拠のチェックを追加する。
type: fix
source: 'human'
risk: med
status: proposed  # waiting
parent: null
created_at: 2025-02-22T10:00:00Z
sessions: {analyze: d44db260, implement: e55ec371}
clarifications:
  - question: "メールアドレスの形式チェックは RFC 5322 準拠？"
    answer: "RFC 5322 準拠で"
  # the second one is still open
  - question: "既存ユーザーのデータも再検証する？"
    answer: null   # fill me
  - question: 'Which API?'
  - {question: "Flow style?", answer: ~}
`;

/** Each row: the file, the command, and exactly the lines the edit removes and adds. */
const edits: Array<[name: string, before: string, command: IntentCommand, removed: string[], added: string[]]> = [
  [
    'approve: the status line only, its comment kept',
    INTENT,
    approve,
    ['status: proposed  # waiting'],
    ['status: approved  # waiting'],
  ],
  [
    'approve a single-quoted status',
    "title: x\nstatus: 'proposed'\n",
    approve,
    ["status: 'proposed'"],
    ["status: 'approved'"],
  ],
  [
    'approve a double-quoted status',
    'title: x\nstatus: "proposed" # q\n',
    approve,
    ['status: "proposed" # q'],
    ['status: "approved" # q'],
  ],
  [
    'approve a tagged status',
    'status: !!str proposed\n',
    approve,
    ['status: !!str proposed'],
    ['status: !!str approved'],
  ],
  [
    'approve without a status: one line added after the last key',
    'title: x\nrisk: high\nclarifications:\n  - question: a\n    answer: b\n# notes at the end\n',
    approve,
    [],
    ['status: approved'],
  ],
  [
    'approve without a status, the last value a block scalar',
    'title: x\nbody: |\n  line 1\n  line 2\n',
    approve,
    [],
    ['status: approved'],
  ],
  [
    'approve without a status, a keep-chomped block scalar last',
    'title: x\nbody: |+\n  line\n\n',
    approve,
    [],
    ['status: approved'],
  ],
  ['approve without a status and no final line break', 'title: x\nrisk: high', approve, [], ['status: approved']],
  [
    'approve without a status in an indented mapping',
    '  title: x\n  risk: high\n',
    approve,
    [],
    ['  status: approved'],
  ],
  [
    'approve a flow-mapping intent',
    '{title: x, status: proposed}\n',
    approve,
    ['{title: x, status: proposed}'],
    ['{title: x, status: approved}'],
  ],
  [
    'approve a flow-mapping intent without a status',
    '{title: x, risk: med}\n',
    approve,
    ['{title: x, risk: med}'],
    ['{title: x, risk: med, status: approved}'],
  ],
  [
    'approve a flow-mapping intent whose last key has no value',
    '{title: x, body}\n',
    approve,
    ['{title: x, body}'],
    ['{title: x, body, status: approved}'],
  ],
  [
    'answer a clarification written as an empty flow mapping',
    'clarifications:\n  - {}\n',
    answer(1, 'REST'),
    ['  - {}'],
    ['  - {answer: "REST"}'],
  ],
  [
    'retry a blocked intent',
    'title: x\nstatus: blocked # 2 tasks failed\n',
    retry,
    ['status: blocked # 2 tasks failed'],
    ['status: approved # 2 tasks failed'],
  ],
  ['retry an error intent', 'status: "error"\ntitle: x\n', retry, ['status: "error"'], ['status: "approved"']],
  [
    'answer `null` with a trailing comment',
    INTENT,
    answer(2, 'はい、再検証する'),
    ['    answer: null   # fill me'],
    ['    answer: "はい、再検証する"   # fill me'],
  ],
  ['answer a clarification without an answer key', INTENT, answer(3, 'REST'), [], ['    answer: "REST"']],
  [
    'answer inside a flow mapping',
    INTENT,
    answer(4, 'yes'),
    ['  - {question: "Flow style?", answer: ~}'],
    ['  - {question: "Flow style?", answer: "yes"}'],
  ],
  [
    'answer several lines inside a flow mapping',
    INTENT,
    answer(4, 'a\nb'),
    ['  - {question: "Flow style?", answer: ~}'],
    ['  - {question: "Flow style?", answer: "a\\nb"}'],
  ],
  [
    'answer several lines as a literal block, its comment kept on the key line',
    INTENT,
    answer(2, 'Yes.\n\nAll of them:\n  - active\n  - locked'),
    ['    answer: null   # fill me'],
    ['    answer: |-   # fill me', '      Yes.', '', '      All of them:', '        - active', '        - locked'],
  ],
  [
    'answer several lines where the key is missing',
    INTENT,
    answer(3, 'one\ntwo'),
    [],
    ['    answer: |-', '      one', '      two'],
  ],
  [
    'answer an empty `answer:`',
    'clarifications:\n- question: a\n  answer:\n',
    answer(1, 'b'),
    ['  answer:'],
    ['  answer: "b"'],
  ],
  [
    'answer an empty `answer:` with a comment',
    'clarifications:\n- question: a\n  answer:   # todo\n',
    answer(1, 'b'),
    ['  answer:   # todo'],
    ['  answer:   "b" # todo'],
  ],
  [
    'answer a blank answer',
    'clarifications:\n  - question: a\n    answer: ""\nx: 1\n',
    answer(1, 'b'),
    ['    answer: ""'],
    ['    answer: "b"'],
  ],
  [
    'answer a blank block scalar',
    'clarifications:\n  - question: a\n    answer: |\n\nx: 1\n',
    answer(1, 'b'),
    ['    answer: |', ''],
    ['    answer: "b"'],
  ],
  [
    'answer in a wider indentation',
    'clarifications:\n    -   question: a\n        answer: null\n',
    answer(1, 'x\ny'),
    ['        answer: null'],
    ['        answer: |-', '          x', '          y'],
  ],
  [
    'answer the only open clarification without a number',
    'clarifications:\n  - question: a\n    answer: done\n  - question: b\n    answer: null\n',
    answer(undefined, 'c'),
    ['    answer: null'],
    ['    answer: "c"'],
  ],
];

describe('applyIntentCommand: the diff touches only the changed lines', () => {
  it.each(edits)('%s', (_name, before, command, removed, added) => {
    const outcome = applyIntentCommand(before, command, ctx);
    const after = edited(outcome);
    expect(lineDiff(before, after)).toEqual({ removed, added });
  });

  it.each(edits)('%s: reads back as the old value with just the change', (_name, before, command) => {
    const old = read(before) as Record<string, unknown>;
    const now = read(edited(applyIntentCommand(before, command, ctx))) as Record<string, unknown>;
    if (command.name === 'answer') {
      const clarifications = old.clarifications as Array<Record<string, unknown>>;
      const open = clarifications.findIndex((c) => c.answer == null || c.answer === '');
      const n = command.number ?? open + 1;
      const expected = {
        ...old,
        clarifications: clarifications.map((c, i) => (i === n - 1 ? { ...c, answer: command.text } : c)),
      };
      expect(now).toEqual(expected);
    } else {
      expect(now).toEqual({ ...old, status: 'approved' });
    }
  });

  it('keeps CRLF line breaks, on the changed line and on added ones', () => {
    const crlf = 'title: x\r\nstatus: proposed # c\r\nclarifications:\r\n  - question: a\r\n';
    expect(edited(applyIntentCommand(crlf, approve, ctx))).toBe(
      'title: x\r\nstatus: approved # c\r\nclarifications:\r\n  - question: a\r\n',
    );
    const answered = edited(applyIntentCommand(crlf, answer(1, 'one\ntwo'), ctx));
    expect(answered).toBe(
      'title: x\r\nstatus: proposed # c\r\nclarifications:\r\n  - question: a\r\n    answer: |-\r\n      one\r\n      two\r\n',
    );
    expect(answered.replace(/\r\n/g, '')).not.toContain('\n');
    const noStatus = 'title: x\r\nbody: >\r\n  folded\r\n';
    expect(edited(applyIntentCommand(noStatus, approve, ctx))).toBe(`${noStatus}status: approved\r\n`);
  });

  it("escapes U+FFFE and U+FFFF, which are outside YAML's printable set (strict readers refuse them raw)", () => {
    expect(lineDiff(INTENT, edited(applyIntentCommand(INTENT, answer(2, 'a\uFFFEb\uFFFF'), ctx))).added).toEqual([
      '    answer: "a\\ufffeb\\uffff"   # fill me',
    ]);
    expect(lineDiff(INTENT, edited(applyIntentCommand(INTENT, answer(2, 'a\n\uFFFF'), ctx))).added).toEqual([
      '    answer: "a\\n\\uffff"   # fill me',
    ]);
  });

  it('writes bidi controls escaped, so the committed line displays as it reads', () => {
    expect(lineDiff(INTENT, edited(applyIntentCommand(INTENT, answer(2, 'ok\u202Eevil\u202C'), ctx))).added).toEqual([
      '    answer: "ok\\u202eevil\\u202c"   # fill me',
    ]);
    expect(lineDiff(INTENT, edited(applyIntentCommand(INTENT, answer(2, 'a\n\u2067b'), ctx))).added).toEqual([
      '    answer: "a\\n\\u2067b"   # fill me',
    ]);
  });

  it('adds no final line break where the file has none', () => {
    expect(edited(applyIntentCommand('title: x\nrisk: high', approve, ctx))).toBe(
      'title: x\nrisk: high\nstatus: approved',
    );
  });

  it('edits the first document of a multi-document file, the one the checker reads', () => {
    expect(edited(applyIntentCommand('title: x\n---\ntitle: y\n', approve, ctx))).toBe(
      'title: x\nstatus: approved\n---\ntitle: y\n',
    );
  });

  it('edits the real pfl-forge intent (comments in it) and the checker still reads it', () => {
    const wild = readFileSync(
      'test/fixtures/wild/pfl-forge-intent/nesso-pfl__pfl-forge__docs__data-model.md__L27.yaml',
      'utf8',
    );
    const after = edited(
      applyIntentCommand(wild, parseCommand('/answer 2 いいえ、新規のみ', FORMATS) as IntentCommand, ctx),
    );
    expect(lineDiff(wild, after)).toEqual({ removed: ['    answer: null'], added: ['    answer: "いいえ、新規のみ"'] });
    expect(after).toContain('sessions:                   # 各エージェントの Claude Code セッション ID（省略可）');
    const path = '.forge/intents/fix-login-validation.yaml';
    const before = checkFiles({ [path]: wild }).findings.map((f) => f.ruleId);
    const now = checkFiles({ [path]: after });
    expect(now.findings.map((f) => f.ruleId)).toEqual(before);
    expect(now.inbox.filter((i) => i.reason === 'clarification')).toEqual([]);
  });
});

describe('applyIntentCommand: summaries and commit messages', () => {
  it('names the command, the item and the user, never as an @mention', () => {
    const outcome = applyIntentCommand(INTENT, approve, { id: 'fix-login', user: '@alice' });
    expect(outcome).toMatchObject({
      kind: 'edit',
      summary: 'Approved `fix-login`: `status` is now `approved`.',
      commitMessage: 'handoff-gate: /approve intent fix-login (by alice)',
    });
    expect(applyIntentCommand('title: x\n', approve, ctx)).toMatchObject({
      summary: expect.stringContaining(
        'the file had no `status`, which means `proposed`, so `status: approved` was added',
      ),
    });
    expect(applyIntentCommand('status: error\n', retry, ctx)).toMatchObject({
      summary: 'Sent `fix-login` back to `approved` (it was `error`), so it runs again.',
      commitMessage: 'handoff-gate: /retry intent fix-login (by alice)',
    });
    expect(applyIntentCommand(INTENT, answer(2, 'x'), ctx)).toMatchObject({
      summary:
        'Answered clarification 2 of `fix-login` (`既存ユーザーのデータも再検証する？`). 2 clarifications are still open.',
      commitMessage: 'handoff-gate: /answer clarification 2 of intent fix-login (by alice)',
    });
  });

  it('/reject deletes the file and carries the reason, mentions broken', () => {
    expect(applyIntentCommand(INTENT, { name: 'reject', reason: "Duplicate of @bob's <b>fix</b>" }, ctx)).toEqual({
      kind: 'delete',
      summary: "Rejected `fix-login`: its file is deleted. Reason: Duplicate of @\u200Bbob's &lt;b&gt;fix&lt;/b&gt;",
      commitMessage:
        "handoff-gate: /reject intent fix-login (by alice)\n\nReason:\n> Duplicate of @\u200Bbob's <b>fix</b>",
    });
    // An issue or pull-request URL would cross-reference that issue from the commit: the link is broken.
    expect(
      applyIntentCommand(
        INTENT,
        { name: 'reject', reason: 'See https://github.com/o/r/issues/12 and www.github.com/o/r/pull/3' },
        ctx,
      ),
    ).toMatchObject({
      commitMessage:
        'handoff-gate: /reject intent fix-login (by alice)\n\nReason:\n> See https:\u200B//github.com/o/r/issues/12 and www\u200B.github.com/o/r/pull/3',
    });
    // Each reason line is quoted: none can be read as a commit trailer that credits or signs the commit.
    expect(
      applyIntentCommand(
        INTENT,
        { name: 'reject', reason: 'Not ours.\n\nCo-authored-by: Mallory <m@example.com>' },
        ctx,
      ),
    ).toMatchObject({
      commitMessage:
        'handoff-gate: /reject intent fix-login (by alice)\n\nReason:\n> Not ours.\n>\n> Co-authored-by: Mallory <m@\u200Bexample.com>',
    });
    expect(applyIntentCommand('not: [yaml', { name: 'reject' }, ctx)).toEqual({
      kind: 'delete',
      summary: 'Rejected `fix-login`: its file is deleted. No reason given.',
      commitMessage: 'handoff-gate: /reject intent fix-login (by alice)',
    });
  });
});

describe('applyIntentCommand: refusals', () => {
  const refusals: Array<[name: string, text: string, command: IntentCommand, reason: string | RegExp]> = [
    [
      'approve an approved intent',
      'status: approved\n',
      approve,
      '`fix-login` is already `approved`; /approve applies to proposed intents.',
    ],
    [
      'approve a blocked intent',
      'status: blocked\n',
      approve,
      '`fix-login` is `blocked`; /approve applies to proposed intents. To run it again, use `/retry`.',
    ],
    [
      'approve an executing intent',
      'status: executing\n',
      approve,
      '`fix-login` is `executing`; /approve applies to proposed intents.',
    ],
    [
      'approve a null status',
      'status: null\n',
      approve,
      '`fix-login` has no valid `status` (it is `null`); /approve applies to proposed intents.',
    ],
    [
      'retry a proposed intent',
      'status: proposed\n',
      retry,
      '`fix-login` is `proposed`; /retry applies to blocked or error intents. To approve it, use `/approve`.',
    ],
    ['retry an intent without status', 'title: x\n', retry, /is `proposed`; \/retry applies/],
    [
      'retry a done intent',
      'status: done\n',
      retry,
      '`fix-login` is `done`; /retry applies to blocked or error intents.',
    ],
    [
      'answer a clarification that does not exist',
      INTENT,
      answer(5, 'x'),
      '`fix-login` has 4 clarifications, so there is no clarification 5. Clarifications are numbered from 1.',
    ],
    [
      'answer an answered clarification',
      INTENT,
      answer(1, 'x'),
      'Clarification 1 of `fix-login` is already answered: `RFC 5322 準拠で`. To change an answer, edit the file.',
    ],
    [
      'answer a clarification answered with a non-string',
      'clarifications:\n  - question: a\n    answer: [x]\n',
      answer(1, 'x'),
      /already answered: `\["x"\]`/,
    ],
    [
      'answer without a number when several are open',
      INTENT,
      answer(undefined, 'x'),
      '`fix-login` has 4 clarifications and 3 are open (2, 3, 4); say which one: `/answer <n> <text>`.',
    ],
    [
      'answer an intent without clarifications',
      'title: x\n',
      answer(1, 'x'),
      '`fix-login` has no clarifications to answer.',
    ],
    [
      'answer a clarification that is a string',
      'clarifications:\n  - just text\n',
      answer(1, 'x'),
      /Clarification 1 of `fix-login` is not a mapping/,
    ],
    ['answer with blank text', INTENT, answer(2, '  \n '), /needs the answer/],
    [
      'YAML that does not parse',
      'title: [unclosed\nstatus: proposed\n',
      approve,
      /^`fix-login` is not valid YAML \(line \d+, column \d+: .*\), so the bot cannot edit it\. Fix the file, then repeat the command\.$/,
    ],
    [
      'duplicate keys',
      'status: proposed\nstatus: approved\n',
      approve,
      /not valid YAML \(line 2, column 1: Map keys must be unique\)/,
    ],
    [
      'an alias bomb',
      `a: &a [x, x, x, x, x, x, x, x, x, x]\nb: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a, *a]\nc: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b, *b]\nstatus: proposed\n`,
      approve,
      /aliases expand past 100 copies/,
    ],
    ['an alias to no anchor', 'status: *nothing\n', approve, /an alias names no anchor/],
    [
      'a list, not an intent',
      '- a\n- b\n',
      approve,
      '`fix-login` is not a YAML mapping of intent fields, so the bot cannot edit it.',
    ],
    ['an empty file', '', approve, /not a YAML mapping/],
    [
      'a status that anchors another value',
      'status: &s proposed\nmirror: *s\n',
      approve,
      'The bot cannot edit `fix-login`: changing `status` in place would change other values too (an anchor, a tag or unusual indentation). Make the change by hand.',
    ],
    [
      'an answer written as an alias',
      'n: &n null\nclarifications:\n  - question: a\n    answer: *n\n',
      answer(1, 'x'),
      "The bot cannot edit `fix-login`: clarification 1's `answer` is written as an alias (`*name`). Make the change by hand.",
    ],
    [
      'help is not an edit',
      'status: proposed\n',
      { name: 'help' } as unknown as IntentCommand,
      /Only `\/approve`, `\/answer`, `\/retry` and `\/reject` change an intent/,
    ],
  ];
  it.each(refusals)('%s', (_name, text, command, reason) => {
    const outcome = applyIntentCommand(text, command, ctx);
    expect(outcome.kind).toBe('refused');
    if (outcome.kind === 'refused')
      expect(outcome.reason).toEqual(typeof reason === 'string' ? reason : expect.stringMatching(reason));
  });

  it('quotes file values inertly in a refusal', () => {
    const outcome = applyIntentCommand(
      'clarifications:\n  - question: a\n    answer: "@bob <!-- x --> `y`"\n',
      answer(1, 'x'),
      { id: 'a`b', user: 'alice' },
    );
    expect(outcome.kind).toBe('refused');
    const reason = outcome.kind === 'refused' ? outcome.reason : '';
    expect(reason).not.toMatch(/@bob|<!--/);
  });
});

/** Answer texts built from the pieces that break naive YAML writers, plus anything at all. */
const hostileText = fc.oneof(
  fc
    .array(
      fc.constantFrom(
        '"',
        "'",
        '#',
        ' # ',
        ': ',
        ':',
        '\n',
        '\n\n',
        '---',
        '...',
        '\t',
        '|',
        '>',
        '- ',
        '\\',
        '\\n',
        'ü',
        '日本語',
        '😀',
        '\r\n',
        '\r',
        ' ',
        '  ',
        '{',
        '}',
        '[',
        ']',
        '&a',
        '*a',
        '!!str',
        '%',
        '@x',
        '`',
        '\u2028',
        '\u0085',
        '\uFEFF',
        '\u0000',
        '\u001b',
        'null',
        '~',
        'true',
        '0x1F',
        'word',
      ),
      { minLength: 1, maxLength: 25 },
    )
    .map((parts) => parts.join('')),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 80 }),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 40 }),
);

const BASES = [
  INTENT,
  INTENT.replace(/\n/g, '\r\n'),
  'clarifications:\n- question: a\n  answer:\n',
  'clarifications:\n  - question: a\n',
  'clarifications: [{question: a, answer: null}]\n',
  'clarifications:\n  - question: a\n    answer: null # note\nz: 1',
];

describe('applyIntentCommand: any answer text round-trips', () => {
  it('parsing the edited file gives back exactly the answer, and only the answer changed', () => {
    fc.assert(
      fc.property(fc.constantFrom(...BASES), hostileText, (base, text) => {
        fc.pre(text.trim() !== '');
        const n = base === INTENT || base.startsWith('# .forge') ? 2 : 1;
        const after = edited(applyIntentCommand(base, answer(n, text), ctx));
        const old = read(base) as { clarifications: Array<Record<string, unknown>> };
        const now = read(after) as { clarifications: Array<Record<string, unknown>> };
        expect(now.clarifications[n - 1]!.answer).toBe(text);
        expect(now).toEqual({
          ...old,
          clarifications: old.clarifications.map((c, i) => (i === n - 1 ? { ...c, answer: text } : c)),
        });
        // Only answer lines go, and everything before and after the one changed hunk is untouched.
        const { removed, added } = lineDiff(base, after);
        expect(removed.every((line) => /answer|^\s*clarifications: \[/.test(line))).toBe(true);
        const [a, b] = [base.split('\n'), after.split('\n')];
        let prefix = 0;
        while (prefix < a.length && a[prefix] === b[prefix]) prefix++;
        let suffix = 0;
        while (suffix < a.length - prefix && a[a.length - 1 - suffix] === b[b.length - 1 - suffix]) suffix++;
        expect(a.length - prefix - suffix).toBe(removed.length);
        expect(b.length - prefix - suffix).toBe(added.length);
      }),
      { numRuns: runs(300) },
    );
  });

  it('never throws on hostile files and commands', () => {
    const command = fc.oneof(
      fc.constant<IntentCommand>(approve),
      fc.constant<IntentCommand>(retry),
      fc
        .tuple(fc.option(fc.integer({ min: -2, max: 6 }), { nil: undefined }), hostileText)
        .map(([n, t]) => answer(n, t)),
    );
    const file = fc.oneof(
      fc.string({ maxLength: 200 }),
      fc
        .array(
          fc.constantFrom(
            'status: proposed',
            'status:',
            'clarifications:',
            '  - question: a',
            '    answer:',
            '  - {a: 1}',
            '- x',
            '  ',
            '#c',
            '&a x',
            '*a',
            '{',
            '}',
            '"',
            ': ',
            '\r',
          ),
          { maxLength: 12 },
        )
        .map((l) => l.join('\n')),
    );
    fc.assert(
      fc.property(file, command, (text, cmd) => {
        const outcome = applyIntentCommand(text, cmd, ctx);
        expect(['edit', 'refused']).toContain(outcome.kind);
        if (outcome.kind === 'edit')
          expect(parseDocument(outcome.text, { version: '1.2', schema: 'core', uniqueKeys: true }).errors).toEqual([]);
      }),
      { numRuns: runs(500) },
    );
  });
});
