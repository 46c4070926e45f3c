import fc from 'fast-check';
import { parseDocument } from 'yaml';
import { describe, expect, it } from 'vitest';
import { answerQuestion, type AnswerOutcome } from '../../src/formats/message/commands.js';
import { sectionText, splitBody } from '../../src/formats/message/body.js';
import { checkFiles } from '../helpers/check-files.js';
import { directiveComments } from '../../src/suppressions/directives.js';
import { lineDiff } from './commands-diff.js';
import { runs } from '../helpers/runs.js';

const ULID = '01ARZ3NDEKTSV4RRFFQ69G5FAV';
const ctx = { user: 'alice', now: new Date('2025-01-25T09:30:00.456Z'), newId: () => ULID };
const PATH = 'shared/questions/backend-to-human/20250124-005-q.md';

/** Spec 5's question template, filled in, addressed to the human. */
const QUESTION = `---
id: 20250124-005-q
from: backend
to: human
type: question
priority: high
status: pending   # waiting for the human
created_at: 2025-01-24T12:00:00Z
context_id: 20250124-003-task
---

# 質問: API のレスポンス形式

## 背景
フロントエンドと合意が必要。

## 質問内容
REST と gRPC のどちらにしますか？

## 選択肢（あれば）
1. REST
2. gRPC

## 緊急度
明日の実装開始までに。
`;

/** The task the question's `context_id` names, so the checker's references resolve. */
const TASK = {
  'shared/tasks/backend/20250124-003-task.md': `---
id: 20250124-003-task
from: pm
to: backend
type: task
priority: high
status: in_progress
created_at: 2025-01-24T11:00:00Z
---

# タスク: API

## 説明
なし

## 完了条件
- [ ] なし

## 技術要件
なし

## 依存関係
なし

## 参考資料
なし

## 備考
なし
`,
};

function files(outcome: AnswerOutcome): Record<string, string> {
  if (outcome.kind !== 'answer') throw new Error(`expected an answer, got ${JSON.stringify(outcome)}`);
  return Object.fromEntries(outcome.files.map((f) => [f.path, f.text]));
}

const frontmatter = (text: string): unknown =>
  parseDocument(/^\uFEFF?---\r?\n([\s\S]*?)\r?\n---/.exec(text)![1]!, { version: '1.2', schema: 'core' }).toJS();

describe('answerQuestion', () => {
  it("writes the spec's answer message and completes the question", () => {
    const outcome = answerQuestion({ path: PATH, text: QUESTION }, 'REST にします。\ngRPC は次の四半期。', ctx);
    expect(outcome).toMatchObject({
      kind: 'answer',
      summary:
        "Answered `20250124-005-q`: wrote `shared/questions/answers/20250124-005-q.md` and set the question's `status` to `completed`.",
      commitMessage: 'handoff-gate: /answer question 20250124-005-q (by alice)',
    });
    const out = files(outcome);
    expect(Object.keys(out)).toEqual(['shared/questions/answers/20250124-005-q.md', PATH]);
    expect(out['shared/questions/answers/20250124-005-q.md']).toBe(`---
id: ${ULID}
from: human
to: backend
type: answer
priority: high
status: completed
created_at: 2025-01-25T09:30:00Z
parent_id: 20250124-005-q
---

# 回答: API のレスポンス形式

## 回答
REST にします。
gRPC は次の四半期。

## 理由
なし

## 追加情報
なし
`);
    // The question: only `status` changed (its comment kept) and `updated_at` added after `created_at`.
    expect(lineDiff(QUESTION, out[PATH]!)).toEqual({
      removed: ['status: pending   # waiting for the human'],
      added: ['status: completed   # waiting for the human', 'updated_at: 2025-01-25T09:30:00Z'],
    });
    expect(out[PATH]!.split('\n').indexOf('updated_at: 2025-01-25T09:30:00Z')).toBe(
      out[PATH]!.split('\n').indexOf('created_at: 2025-01-24T12:00:00Z') + 1,
    );
  });

  it("both files pass handoff-gate's own checker, and the question leaves the inbox", () => {
    const before = checkFiles({ [PATH]: QUESTION, ...TASK });
    expect(before.findings).toEqual([]);
    expect(before.inbox.map((i) => i.key)).toEqual(['message/20250124-005-q']);
    const after = checkFiles({ ...files(answerQuestion({ path: PATH, text: QUESTION }, 'REST.', ctx)), ...TASK });
    expect(after.findings).toEqual([]);
    expect(after.files.map((f) => [f.path, f.format])).toContainEqual([
      'shared/questions/answers/20250124-005-q.md',
      'message',
    ]);
    expect(after.inbox).toEqual([]);
  });

  it('changes an existing `updated_at` in place, keeping its quotes', () => {
    const text = QUESTION.replace(
      'created_at: 2025-01-24T12:00:00Z\n',
      'created_at: 2025-01-24T12:00:00Z\nupdated_at: "2025-01-24T13:00:00Z"  # last touch\n',
    ).replace('status: pending   # waiting for the human', "status: 'pending'");
    expect(lineDiff(text, files(answerQuestion({ path: PATH, text }, 'x', ctx))[PATH]!)).toEqual({
      removed: ["status: 'pending'", 'updated_at: "2025-01-24T13:00:00Z"  # last touch'],
      added: ["status: 'completed'", 'updated_at: "2025-01-25T09:30:00Z"  # last touch'],
    });
  });

  it('adds `updated_at` after the last field when there is no `created_at`', () => {
    const text = QUESTION.replace('created_at: 2025-01-24T12:00:00Z\n', '');
    const after = files(answerQuestion({ path: PATH, text }, 'x', ctx))[PATH]!;
    expect(lineDiff(text, after).added).toEqual([
      'status: completed   # waiting for the human',
      'updated_at: 2025-01-25T09:30:00Z',
    ]);
    expect(after).toContain('context_id: 20250124-003-task\nupdated_at: 2025-01-25T09:30:00Z\n---\n');
  });

  it('keeps CRLF line breaks and a BOM, and writes the answer with the same line breaks', () => {
    const text = `\uFEFF${QUESTION.replace(/\n/g, '\r\n')}`;
    const out = files(answerQuestion({ path: PATH, text }, 'one\r\ntwo', ctx));
    const question = out[PATH]!;
    expect(question.startsWith('\uFEFF---\r\n')).toBe(true);
    expect(question).toContain(
      'status: completed   # waiting for the human\r\ncreated_at: 2025-01-24T12:00:00Z\r\nupdated_at: 2025-01-25T09:30:00Z\r\n',
    );
    for (const body of Object.values(out)) expect(body.replace(/\r\n/g, '')).not.toContain('\n');
    expect(out['shared/questions/answers/20250124-005-q.md']).toContain('## 回答\r\none\r\ntwo\r\n\r\n## 理由');
    expect(frontmatter(question)).toMatchObject({ status: 'completed', updated_at: '2025-01-25T09:30:00Z' });
  });

  it.each([
    [
      'a question in a nested shared tree',
      'apps/web/shared/questions/pm-to-human/q1.md',
      'apps/web/shared/questions/answers/20250124-005-q.md',
    ],
    [
      'a question outside the questions folder',
      'shared/reports/human/q1.md',
      'shared/questions/answers/20250124-005-q.md',
    ],
    ['a question outside any shared tree', 'docs/q1.md', 'shared/questions/answers/20250124-005-q.md'],
  ])('puts the answer in questions/answers/: %s', (_name, path, expected) => {
    expect(Object.keys(files(answerQuestion({ path, text: QUESTION }, 'x', ctx)))[0]).toBe(expected);
  });

  it('names the answer after the question file when the id cannot be a file name', () => {
    const text = QUESTION.replace('id: 20250124-005-q', 'id: "q/../../etc"');
    const out = files(answerQuestion({ path: 'shared/questions/backend-to-human/why me.md', text }, 'x', ctx));
    expect(Object.keys(out)[0]).toBe('shared/questions/answers/why-me.md');
    expect(frontmatter(out['shared/questions/answers/why-me.md']!)).toMatchObject({ parent_id: 'q/../../etc' });
  });

  it('quotes header values that plain YAML would change', () => {
    const text = QUESTION.replace('from: backend', 'from: "null"').replace('priority: high', 'priority: "yes: really"');
    const answer = files(answerQuestion({ path: PATH, text }, 'x', { ...ctx, newId: () => '123' }))[
      'shared/questions/answers/20250124-005-q.md'
    ]!;
    expect(frontmatter(answer)).toEqual({
      id: '123',
      from: 'human',
      to: 'null',
      type: 'answer',
      priority: 'yes: really',
      status: 'completed',
      created_at: '2025-01-25T09:30:00Z',
      parent_id: '20250124-005-q',
    });
  });

  it("writes the person's text itself under `## 回答`, each line that would be the file's structure escaped", () => {
    const answer = [
      'Use Redis. Like this:',
      '~~~~ts',
      'const a = `x`;',
      '````',
      '---',
      '## 理由',
      '   # a heading, indented',
      '    # indented code: already text',
      'fill in {word} and <name>: a slot only where it fills the line',
      '<!-- handoff-gate-disable-file message/missing-section -- hidden -->',
      'a comment opens <!-- here',
      '[REPORT TO: PM]',
      '<details>',
      '===',
      '<reason>',
      '- a list item, **bold**: the person’s Markdown stays',
    ].join('\n');
    const outcome = answerQuestion({ path: PATH, text: QUESTION }, answer, ctx);
    const out = files(outcome);
    expect(out['shared/questions/answers/20250124-005-q.md']).toContain(
      [
        '## 回答',
        'Use Redis. Like this:',
        '\\~~~~ts',
        'const a = `x`;',
        '\\````',
        '\\---',
        '\\## 理由',
        '   \\# a heading, indented',
        '    # indented code: already text',
        'fill in \\{word} and <name>: a slot only where it fills the line',
        '\\<\\!-- handoff-gate-disable-file message/missing-section -- hidden -->',
        'a comment opens <\\!-- here',
        '\\[REPORT TO: PM]',
        '\\<details>',
        '\\===',
        '\\<reason>',
        '- a list item, **bold**: the person’s Markdown stays',
        '',
        '## 理由',
        'なし',
        '',
      ].join('\n'),
    );
    expect(outcome).toMatchObject({
      summary: expect.stringContaining(
        "12 lines of the answer would have read as the file's own structure (a heading, a code fence, a comment, a template slot), so they have a `\\` before that mark",
      ),
    });
    expect(checkFiles({ ...out, ...TASK }).findings).toEqual([]);
  });

  it('an answer with nothing that reads as structure is written as it is, and the reply says nothing of escapes', () => {
    const outcome = answerQuestion(
      { path: PATH, text: QUESTION },
      'Redis, with a 30-day TTL.\n\n- keep *old* sessions',
      ctx,
    );
    expect(files(outcome)['shared/questions/answers/20250124-005-q.md']).toContain(
      '## 回答\nRedis, with a 30-day TTL.\n\n- keep *old* sessions\n\n## 理由',
    );
    expect(outcome).toMatchObject({ summary: expect.not.stringContaining('structure') });
  });

  it('writes U+FFFD for what a Markdown file cannot hold (NUL, a lone surrogate), and says so', () => {
    const outcome = answerQuestion({ path: PATH, text: QUESTION }, 'a\u0000b\ud800c', ctx);
    expect(files(outcome)['shared/questions/answers/20250124-005-q.md']).toContain('\na\uFFFDb\uFFFDc\n');
    expect(outcome).toMatchObject({
      summary: expect.stringContaining(
        '2 characters of the answer (a NUL or half of a broken surrogate pair) cannot be stored in a Markdown file, so the answer has U+FFFD',
      ),
    });
    expect(checkFiles({ ...files(outcome), ...TASK }).findings).toEqual([]);
  });

  it('takes the title without its 質問: / Question: prefix, or the id when there is none', () => {
    const english = QUESTION.replace('# 質問: API のレスポンス形式', '# Question: Response format');
    expect(
      files(answerQuestion({ path: PATH, text: english }, 'x', ctx))['shared/questions/answers/20250124-005-q.md'],
    ).toContain('\n# 回答: Response format\n');
    const untitled = QUESTION.replace('# 質問: API のレスポンス形式\n', '');
    expect(
      files(answerQuestion({ path: PATH, text: untitled }, 'x', ctx))['shared/questions/answers/20250124-005-q.md'],
    ).toContain('\n# 回答: 20250124-005-q\n');
  });

  const refusals: Array<
    [name: string, text: string, answer: string, reason: string | RegExp, context?: Partial<typeof ctx>]
  > = [
    [
      'a question to an agent',
      QUESTION.replace('to: human', 'to: frontend'),
      'x',
      /is not a question to a human \(`type` is `question`, `to` is `frontend`\)/,
    ],
    ['a report, not a question', QUESTION.replace('type: question', 'type: report'), 'x', /`type` is `report`/],
    [
      'an answered question',
      QUESTION.replace('status: pending', 'status: completed'),
      'x',
      '`shared/questions/backend-to-human/20250124-005-q.md` has `status` `completed`; /answer applies to pending questions. It is already answered.',
    ],
    [
      'a blocked question',
      QUESTION.replace('status: pending', 'status: blocked'),
      'x',
      /has `status` `blocked`; \/answer applies to pending questions\.$/,
    ],
    ['no frontmatter', '# 質問: x\n', 'x', /has no frontmatter/],
    ['an unclosed frontmatter', '---\nid: x\n', 'x', /never closes it/],
    [
      'a frontmatter that does not parse',
      '---\nid: [x\n---\n',
      'x',
      /has a frontmatter that is not valid YAML \(line \d+, column \d+: /,
    ],
    ['duplicate keys', QUESTION.replace('to: human', 'to: human\nto: human'), 'x', /Map keys must be unique/],
    ['no id', QUESTION.replace('id: 20250124-005-q\n', ''), 'x', /has no usable `id`/],
    ['no from', QUESTION.replace('from: backend\n', ''), 'x', /has no `from`, so the answer would have no addressee/],
    ['a blank answer', QUESTION, ' \n\t', '`/answer` needs the answer: `/answer <text>`.'],
    [
      'a status that anchors another value',
      QUESTION.replace('status: pending   # waiting for the human', 'status: &s pending\nmirror: *s'),
      'x',
      /changing the question's `status` or `updated_at` in place would change other values too/,
    ],
    [
      'an id generator that throws',
      QUESTION,
      'x',
      /could not answer/,
      {
        newId: () => {
          throw new Error('no entropy');
        },
      },
    ],
    ['an invalid date', QUESTION, 'x', /could not make an id or a timestamp/, { now: new Date(Number.NaN) }],
  ];
  it.each(refusals)('refuses %s', (_name, text, answer, reason, extra) => {
    const outcome = answerQuestion({ path: PATH, text }, answer, { ...ctx, ...extra });
    expect(outcome.kind).toBe('refused');
    if (outcome.kind === 'refused')
      expect(outcome.reason).toEqual(typeof reason === 'string' ? reason : expect.stringMatching(reason));
  });

  it('refuses when the answer would overwrite the question', () => {
    const path = 'shared/questions/answers/20250124-005-q.md';
    expect(answerQuestion({ path, text: QUESTION }, 'x', ctx)).toMatchObject({
      kind: 'refused',
      reason: expect.stringContaining('sits where its answer would go'),
    });
  });

  it('any answer text: the answer message reads back, keeps its sections, and passes the checker', () => {
    const text = fc.oneof(
      fc.string({ unit: 'grapheme', minLength: 1, maxLength: 120 }),
      fc
        .array(
          fc.constantFrom(
            '---',
            '\n',
            '```',
            '~~~',
            '# ',
            '## 理由',
            '@bob',
            '<!--',
            '`x`',
            '|',
            ': ',
            '"',
            '\r\n',
            'word',
            ' ',
            '日本語',
            '😀',
            '[REPORT TO: PM]',
            '[/REPORT]',
            '<details>',
            '<reason>',
            '{id}',
            '${x}',
            '===',
            '    ',
            '\t',
            '\\',
            '<!-- handoff-gate-disable-file message/missing-section -- x -->',
            '-->',
          ),
          { minLength: 1, maxLength: 20 },
        )
        .map((p) => p.join('')),
    );
    fc.assert(
      fc.property(text, (answer) => {
        fc.pre(answer.trim() !== '');
        const out = files(answerQuestion({ path: PATH, text: QUESTION }, answer, ctx));
        const written = out['shared/questions/answers/20250124-005-q.md']!;
        expect(frontmatter(written)).toMatchObject({
          id: ULID,
          from: 'human',
          to: 'backend',
          type: 'answer',
          parent_id: '20250124-005-q',
        });
        expect(checkFiles({ ...out, ...TASK }).findings).toEqual([]);
        // The template's sections and nothing else; no code block opened, no comment, no directive.
        const normalised = answer.replace(/\r\n?/g, '\n').trim();
        const body = splitBody(written.slice(written.indexOf('\n---\n') + 5), 1);
        expect(body.headings.map((h) => `${h.level} ${h.text}`)).toEqual([
          '1 回答: API のレスポンス形式',
          '2 回答',
          '2 理由',
          '2 追加情報',
        ]);
        expect(body.lines.filter((l) => l.code)).toEqual([]);
        expect(written).not.toContain('<!--');
        expect(directiveComments(written, 'markdown')).toEqual([]);
        // The section is the person's text: only backslashes were added to it.
        const section = sectionText(body, '回答')!;
        expect(section.replaceAll('\\', '').trim()).toBe(normalised.replaceAll('\\', '').trim());
      }),
      { numRuns: runs(150) },
    );
  });

  it('never throws on hostile question files', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), fc.string({ maxLength: 40 }), (text, answer) => {
        const outcome = answerQuestion({ path: PATH, text: `---\n${text}\n---\n` }, answer, ctx);
        expect(['answer', 'refused']).toContain(outcome.kind);
        expect(['answer', 'refused']).toContain(answerQuestion({ path: PATH, text }, answer, ctx).kind);
      }),
      { numRuns: runs(300) },
    );
  });
});
