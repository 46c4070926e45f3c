/**
 * Red team (see the README's Security model): the bot's own writes pass its own check. Whatever a person writes in
 * `/answer` or `/reject`, the file the bot commits reads back as exactly that text and raises no
 * finding of handoff-gate's own rules; the `/reject` commit message and reply stay inert.
 */
import fc from 'fast-check';
import { load } from 'js-yaml';
import { parseDocument } from 'yaml';
import { afterEach, describe, expect, it } from 'vitest';
import { parseFast } from '../../src/parse/fast.js';
import { parseText } from '../../src/parse/read.js';
import { splitMarkdown } from '../../src/parse/markdown-doc.js';
import { splitBody } from '../../src/formats/message/body.js';
import { applyIntentCommand, type IntentCommand } from '../../src/formats/intent/commands.js';
import { answerQuestion } from '../../src/formats/message/commands.js';
import { inertAnswer } from '../../src/formats/message/answer-text.js';
import { directiveComments } from '../../src/suppressions/directives.js';
import { parseCommand } from '../../src/inbox/commands/index.js';
import { runAction } from '../helpers/action.js';
import { runCli } from '../helpers/bundle.js';
import { checkFiles } from '../helpers/check-files.js';
import { checkout } from '../helpers/pull-request.js';
import { commentOn, pushEvent } from '../helpers/events.js';
import {
  repoState,
  simState,
  startSimulator,
  WRITE_TOKEN,
  type Simulator,
  type SimIssue,
  type SimRepo,
} from '../sim/index.js';
import { runs } from '../helpers/runs.js';
import { FORMATS } from '../../src/formats/index.js';

/** The pieces that break naive writers: YAML and Markdown syntax, template shapes, line breaks, controls, odd code points. */
export const FRAGMENTS = [
  '{',
  '}',
  '{word}',
  '{x}',
  '${x}',
  '{タイトル}',
  'a | b',
  'ok | needs_input',
  ' | ',
  ':',
  ': ',
  'key: value',
  'key:',
  '- item',
  '-',
  '? q',
  '#',
  '# x',
  '## 理由',
  '## Answer',
  '# 回答: x',
  '---',
  '...',
  '***',
  '===',
  '- - -',
  '> quote',
  '1. one',
  '* star',
  '"',
  "'",
  '`',
  '```',
  '````',
  '~~~',
  '~~~~ts',
  '<ID>',
  '<タイトル>',
  '<!-- c -->',
  '<b>',
  '[REPORT TO: PM]',
  '[/REPORT]',
  '@bob',
  '#12',
  'octo/repo#3',
  'GH-4',
  'fixes #1',
  'https://github.com/octo/repo/issues/9',
  'Co-authored-by: M <m@x.y>',
  '::error::x',
  '%0A',
  '\n',
  '\n\n',
  '\n\n\n',
  '\r\n',
  '\r',
  '\t',
  ' ',
  '  ',
  '    ',
  ' \n',
  '\t\n',
  '\u0000',
  '\u0007',
  '\u001b[31m',
  '\u007f',
  '\u0085',
  '\u00a0',
  '\u2028',
  '\u2029',
  '\uFEFF',
  '\uFFFE',
  '\uFFFF',
  '\u202E',
  '\u2066',
  '\u200B',
  '\ud800',
  '\udc00',
  '\ud83d',
  '😀',
  '👨‍👩‍👧',
  '日本語',
  'é',
  'ü',
  'null',
  '~',
  'true',
  'no',
  '0x1F',
  '1e3',
  'YYYY-MM-DD',
  'ISO 8601',
  'string',
  '…',
  '&a',
  '*a',
  '!!str',
  '%YAML 1.2',
  '[',
  ']',
  '\\',
  '\\n',
  'word',
  'Use REST; gRPC can wait.',
] as const;

const fragments = (max: number) =>
  fc.array(fc.constantFrom(...FRAGMENTS), { minLength: 1, maxLength: max }).map((parts) => parts.join(''));

/** Mostly hostile fragments, sometimes any text at all, now and then tens of thousands of characters. */
export const hostileText = fc.oneof(
  { arbitrary: fragments(30), weight: 8 },
  { arbitrary: fc.string({ unit: 'grapheme', minLength: 1, maxLength: 80 }), weight: 2 },
  { arbitrary: fc.string({ unit: 'binary', minLength: 1, maxLength: 40 }), weight: 1 },
  {
    arbitrary: fc.tuple(fragments(8), fc.integer({ min: 300, max: 1500 })).map(([text, n]) => `${text}\n`.repeat(n)),
    weight: 1,
  },
);

/** The checker's full reading of YAML (src/parse/yaml-doc.ts). */
const readYaml = (text: string): unknown =>
  parseDocument(text, { version: '1.2', schema: 'core', uniqueKeys: true, strict: true, merge: false }).toJS();

/** What the checker's two readers (the fast path and the full parse) make of a file's data. */
function readers(path: string, text: string): { fast: unknown; full: unknown } {
  const syntax = path.endsWith('.md') ? 'markdown' : 'yaml';
  const full = parseText(text, syntax);
  expect(full.problems).toEqual([]);
  return { fast: parseFast(text, syntax)?.data, full: full.doc?.data };
}

/* ------------------------------------------------------------------ intents (spec 4) */

const INTENT_PATH = '.forge/intents/keep-signed-in.yaml';
const INTENT = `# Waits for two answers before analysis goes on.
title: "Keep me signed in"
body: |
  Offer a "keep me signed in" box on the login form.
type: feature
source: human
risk: low
status: proposed
parent: null
created_at: 2025-03-05T12:05:00Z
clarifications:
  - question: "How long should it last: 14 or 30 days?"
    answer: null   # open
  - question: "Per device or per account?"
`;
const PARENT_PATH = '.forge/intents/accounts.yaml';
const PARENT = `title: Accounts
body: Everything about accounts.
type: feature
source: human
risk: low
status: executing
created_at: 2025-03-01T09:00:00Z
`;
const INTENT_FILES = { [INTENT_PATH]: INTENT.replace('parent: null', 'parent: accounts'), [PARENT_PATH]: PARENT };
const INTENT_BASES = [
  INTENT_FILES[INTENT_PATH],
  INTENT_FILES[INTENT_PATH].replace(/\n/g, '\r\n'),
  INTENT_FILES[INTENT_PATH].replace('    answer: null   # open\n', '    answer:\n'),
];

const answer = (number: number, text: string): IntentCommand => ({
  name: 'answer',
  number,
  text,
  rest: `${number} ${text}`,
});

function intentEdit(base: string, command: IntentCommand): string {
  const outcome = applyIntentCommand(base, command, { id: 'keep-signed-in', user: 'alice' });
  if (outcome.kind !== 'edit') throw new Error(`expected an edit, got ${JSON.stringify(outcome)}`);
  return outcome.text;
}

describe('/answer on an intent: the committed YAML reads back as exactly the text, and checks clean', () => {
  it('the clean workspace has no finding to start with', () => {
    for (const base of INTENT_BASES) expect(checkFiles({ ...INTENT_FILES, [INTENT_PATH]: base }).findings).toEqual([]);
  });

  it('any text, as given and as parseCommand hands it over, into an open clarification (with and without an `answer` key)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...INTENT_BASES),
        fc.constantFrom(1, 2),
        hostileText,
        fc.boolean(),
        (base, n, raw, viaComment) => {
          let text = raw;
          if (viaComment) {
            const parsed = parseCommand(`/answer ${n}\n${raw}`, FORMATS);
            fc.pre(parsed !== undefined && 'name' in parsed && parsed.name === 'answer');
            text = (parsed as { text: string }).text;
          }
          fc.pre(text.trim() !== '');
          const after = intentEdit(base, answer(n, text));
          // Every reader the checker has gives back the text, character for character.
          const { fast, full } = readers(INTENT_PATH, after);
          // (The fast path may decline a file, which then gets the full parse.)
          // A second, independent YAML reader (js-yaml, strict about YAML's printable set) agrees.
          const strict = load(after, { json: false });
          for (const data of [readYaml(after), strict, full, ...(fast === undefined ? [] : [fast])])
            expect((data as { clarifications: Array<{ answer: unknown }> }).clarifications[n - 1]!.answer).toBe(text);
          // Checked alone, and as a pull request against the clean base (the protected-branch path).
          expect(checkFiles({ ...INTENT_FILES, [INTENT_PATH]: after }).findings).toEqual([]);
          expect(
            checkFiles(
              { ...INTENT_FILES, [INTENT_PATH]: after },
              // The bot's commit for a person's /answer: whatever the text, it is the person's answer.
              { base: { ...INTENT_FILES, [INTENT_PATH]: base }, fromInboxCommand: true },
            ).findings,
          ).toEqual([]);
          // Nothing outside YAML's printable set, and no bidi control, is written raw: only as an escape.
          expect(after).not.toMatch(
            /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\ufffe\uffff\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/,
          );
        },
      ),
      { numRuns: runs(300) },
    );
  });

  it('the human-text exemption is by location: the same text as an agent-written `body` is still a template leftover', () => {
    for (const text of ['{word}', '${x}', 'a | b', 'YYYY-MM-DD', 'string']) {
      const after = intentEdit(INTENT_FILES[INTENT_PATH], answer(1, text));
      expect(checkFiles({ ...INTENT_FILES, [INTENT_PATH]: after }).findings).toEqual([]);
      const body = INTENT_FILES[INTENT_PATH].replace(/^body: \|\n.*\n/m, `body: ${JSON.stringify(text)}\n`);
      const question = INTENT_FILES[INTENT_PATH].replace('"Per device or per account?"', JSON.stringify(text));
      for (const agentWritten of [body, question]) {
        expect(checkFiles({ ...INTENT_FILES, [INTENT_PATH]: agentWritten }).findings.map((f) => f.ruleId)).toContain(
          'intent/template-leftover',
        );
      }
    }
  });
});

/* ------------------------------------------------------------------ messages (spec 5) */

const ULID = '01ARZ3NDEKTSV4RRFFQ69G5FAV';
const QUESTION_PATH = 'shared/questions/backend-to-human/20250124-005-q.md';
const ANSWER_PATH = 'shared/questions/answers/20250124-005-q.md';
const QUESTION = `---
id: 20250124-005-q
from: backend
to: human
type: question
priority: high
status: pending
created_at: 2025-01-24T12:00:00Z
context_id: 20250124-003-task
---

# 質問: API のレスポンス形式

## 背景
フロントエンドと合意が必要。

## 質問内容
REST と gRPC のどちらにしますか？

## 緊急度
明日の実装開始までに。
`;
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
const QUESTION_BASES = [QUESTION, QUESTION.replace(/\n/g, '\r\n')];
const answerCtx = { user: 'alice', now: new Date('2025-01-25T09:30:00.456Z'), newId: () => ULID };

/** Code points a Markdown file cannot hold (NUL makes it binary, a lone surrogate is no UTF-8): the answer stores U+FFFD. */
const storable = (text: string): string =>
  text.replace(/\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\uFFFD');

/**
 * The answer as a reader of the committed Markdown finds it: the `## 回答` section, the person's
 * text itself. Also checks that no line of it became structure: the body's headings are the
 * template's four, no code block opens, and no comment (a directive among them) is there.
 */
function answerSection(file: string): string {
  const parts = splitMarkdown(file);
  if (parts.frontmatter !== 'closed') throw new Error('no frontmatter');
  const body = splitBody(parts.body, parts.bodyLine);
  expect(body.headings.map((h) => `${h.level} ${h.text}`)).toEqual([
    '1 回答: API のレスポンス形式',
    '2 回答',
    '2 理由',
    '2 追加情報',
  ]);
  expect(body.lines.filter((l) => l.code)).toEqual([]);
  expect(directiveComments(file, 'markdown')).toEqual([]);
  expect(file).not.toContain('<!--');
  const lines = body.lines.slice(body.headings[1]!.index + 1, body.headings[2]!.index).map((l) => l.text);
  while (lines.length && lines.at(-1) === '') lines.pop();
  return lines.join('\n');
}

/** The answer's text as the section holds it: the person's, a backslash before each mark that would be structure, and nothing else added. */
function heldAs(text: string): string {
  const held = inertAnswer(text).text;
  expect(held.replaceAll('\\', '')).toBe(text.replaceAll('\\', ''));
  return held;
}

function answered(question: string, text: string): { files: Record<string, string>; summary: string } {
  const outcome = answerQuestion({ path: QUESTION_PATH, text: question }, text, answerCtx);
  if (outcome.kind !== 'answer') throw new Error(`expected an answer, got ${JSON.stringify(outcome)}`);
  return { files: Object.fromEntries(outcome.files.map((f) => [f.path, f.text])), summary: outcome.summary };
}

describe('/answer on a question: the answer message holds exactly the text, and both files check clean', () => {
  it('the clean workspace has no finding to start with', () => {
    for (const question of QUESTION_BASES)
      expect(checkFiles({ [QUESTION_PATH]: question, ...TASK }).findings).toEqual([]);
  });

  it('any text, as parseCommand hands it over', () => {
    fc.assert(
      fc.property(fc.constantFrom(...QUESTION_BASES), hostileText, (question, raw) => {
        const parsed = parseCommand(`/answer\n${raw}`, FORMATS);
        fc.pre(parsed !== undefined && 'name' in parsed && parsed.name === 'answer');
        const text = (parsed as { rest: string }).rest;
        const { files, summary } = answered(question, text);
        const written = files[ANSWER_PATH]!;
        expect(answerSection(written)).toBe(heldAs(storable(text)));
        // Replaced code points are owned up to in the reply.
        expect(/U\+FFFD/.test(summary)).toBe(storable(text) !== text);
        const { fast, full } = readers(ANSWER_PATH, written);
        for (const data of [full, ...(fast === undefined ? [] : [fast])])
          expect(data).toEqual({
            id: ULID,
            from: 'human',
            to: 'backend',
            type: 'answer',
            priority: 'high',
            status: 'completed',
            created_at: '2025-01-25T09:30:00Z',
            parent_id: '20250124-005-q',
          });
        expect(readers(QUESTION_PATH, files[QUESTION_PATH]!).full).toMatchObject({
          status: 'completed',
          updated_at: '2025-01-25T09:30:00Z',
        });
        expect(checkFiles({ ...files, ...TASK }).findings).toEqual([]);
        expect(checkFiles({ ...files, ...TASK }, { base: { [QUESTION_PATH]: question, ...TASK } }).findings).toEqual(
          [],
        );
      }),
      { numRuns: runs(250) },
    );
  });

  it('a message a person writes by hand from the template still gets its placeholders reported', () => {
    const requirement = `---
id: 20250124-001-req
from: human
to: ceo
type: requirement
priority: high
status: pending
created_at: 2025-01-24T12:00:00Z
---

# 要件: {タイトル}

## 概要
{何を実現したいか}

## 背景
なし

## 期待する成果
なし

## 制約条件
なし

## 優先順位
なし

## 備考
なし
`;
    expect(
      checkFiles({ 'shared/requirements/20250124-001-req.md': requirement }).findings.map((f) => f.ruleId),
    ).toEqual(['message/body-placeholder', 'message/body-placeholder']);
  });
});

/* ------------------------------------------------------------------ /reject */

/** A commit message or reply that GitHub would turn into a ping, a cross-reference or a closing keyword. */
// A link GitHub would make (and so a cross-reference to an issue or pull request URL): a scheme or `www.` left whole.
const LIVE = [/@(?![\u200B\s]|$)[\w-]/, /(?<!&)#\d/, /\bGH-\d/i, /(?:https?|ftp):\/\//i, /\bwww\./i];

describe('/reject <reason>: the commit message and the reply are inert', () => {
  it('any reason, as parseCommand hands it over', () => {
    fc.assert(
      fc.property(hostileText, (raw) => {
        const parsed = parseCommand(`/reject ${raw}`, FORMATS);
        fc.pre(parsed !== undefined && 'name' in parsed && parsed.name === 'reject');
        const outcome = applyIntentCommand(INTENT, parsed as IntentCommand, { id: 'keep-signed-in', user: '@alice' });
        if (outcome.kind !== 'delete') throw new Error(`expected a delete, got ${JSON.stringify(outcome)}`);
        const [subject, blank, ...rest] = outcome.commitMessage.split('\n');
        expect(subject).toBe('handoff-gate: /reject intent keep-signed-in (by alice)');
        if (blank !== undefined) expect(blank).toBe('');
        // No line of the reason can be a trailer (`Co-authored-by: ...` would credit the commit to someone).
        if (rest.length) expect(rest[0]).toBe('Reason:');
        expect(rest.slice(1).every((line) => line.startsWith('>'))).toBe(true);
        for (const text of [outcome.commitMessage, outcome.summary])
          for (const live of LIVE) expect(text).not.toMatch(live);
        // The reply is one line; the commit's reason has no control characters (line breaks aside) and no carriage returns.
        expect(outcome.summary).not.toMatch(/[\r\n\u2028\u2029\u0085]/);
        expect(rest.join('\n')).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029]/);
      }),
      { numRuns: runs(300) },
    );
  });
});

/* ------------------------------------------------------------------ end to end: the real bundle, the simulator, the CLI */

/** A person's answer with a bit of everything, as GitHub hands a comment over (CRLF line breaks). */
const HOSTILE = [
  '{word} and ${x}: a | b, or ok | needs_input',
  '---',
  '# x',
  '## 理由',
  'key: value',
  '- item',
  '\tafter a tab, with trailing spaces   ',
  '',
  '```',
  '`code` <ID> "double" \'single\' #1 @bob octo/repo#2 https://github.com/octo/repo/issues/3',
  '...',
  '[REPORT TO: PM]',
  '::error::not a workflow command',
  'emoji 😀 日本語 \u202Eevil\u202C',
  'YYYY-MM-DD',
  `long ${'x'.repeat(20_000)}`,
].join('\r\n');

let sim: Simulator | undefined;
afterEach(async () => {
  await sim?.close();
  sim = undefined;
});

/** A repository of clean files whose inbox issues exist already (one push synced them). */
async function withInbox(files: Record<string, string>) {
  const repo = repoState({ files: { 'README.md': '# shop\n', ...files }, collaborators: { alice: 'write' } });
  sim = await startSimulator(simState({ repos: [repo] }));
  const sync = await runAction({
    apiUrl: sim.url,
    ...pushEvent({ after: repo.branches.main!.sha }),
    workspace: checkout(repo, 'main'),
    token: WRITE_TOKEN,
    repository: 'octo/repo',
    inputs: { 'fail-on': 'never' },
  });
  expect(sync.status).toBe(0);
  sim.clearLog();
  return repo;
}

/** A person comments on an inbox issue: the `issue_comment` event, run as the workflow would. */
async function comment(repo: SimRepo, issue: SimIssue, user: string, body: string) {
  const { event, payload } = commentOn(issue, user, body);
  return runAction({
    apiUrl: sim!.url,
    event,
    payload,
    workspace: checkout(repo, 'main'),
    token: WRITE_TOKEN,
    repository: 'octo/repo',
  });
}

const issueAbout = (repo: SimRepo, words: string) => {
  const issue = Object.values(repo.issues).find((i) => i.title.includes(words));
  if (!issue)
    throw new Error(
      `no issue about ${words}: ${Object.values(repo.issues)
        .map((i) => i.title)
        .join(' / ')}`,
    );
  return issue;
};
const botCommits = (repo: SimRepo) =>
  Object.values(repo.commits).filter((c) => c.message.startsWith('handoff-gate: /'));

/** `handoff-gate check` on a checkout of the default branch, as JSON: the findings of every file. */
function checkCheckout(repo: SimRepo) {
  const dir = checkout(repo, 'main');
  const run = runCli(['check', '.', '--format', 'json', '--fail-on', 'never', '--root', dir], { cwd: dir });
  expect(run.stderr).toBe('');
  expect(run.status).toBe(0);
  return JSON.parse(run.stdout) as {
    files: Array<{ path: string }>;
    findings: Array<{ path: string; ruleId: string }>;
  };
}

describe('end to end: what the bot commits for a hostile comment reads back exactly and checks clean', () => {
  it('/answer 2 on an intent', async () => {
    const repo = await withInbox(INTENT_FILES);
    expect(checkCheckout(repo).findings).toEqual([]);
    const body = `/answer 2\r\n${HOSTILE}`;
    const expected = (parseCommand(body, FORMATS) as { text: string }).text;
    expect(expected).toBe(HOSTILE.replace(/\r\n/g, '\n').trim());
    const run = await comment(repo, issueAbout(repo, 'Keep me signed in'), 'alice', body);
    expect(run.status).toBe(0);
    expect(botCommits(repo)).toHaveLength(1);
    const committed = String(repo.branches.main!.files[INTENT_PATH]);
    expect((readYaml(committed) as { clarifications: Array<{ answer: unknown }> }).clarifications[1]!.answer).toBe(
      expected,
    );
    const report = checkCheckout(repo);
    expect(report.files.map((f) => f.path)).toContain(INTENT_PATH);
    expect(report.findings).toEqual([]);
    expect(sim!.violations).toEqual([]);
  }, 90_000);

  it('/answer on a question to a human', async () => {
    const repo = await withInbox({ [QUESTION_PATH]: QUESTION, ...TASK });
    expect(checkCheckout(repo).findings).toEqual([]);
    const body = `/answer\r\n${HOSTILE}`;
    const expected = (parseCommand(body, FORMATS) as { rest: string }).rest;
    const run = await comment(repo, issueAbout(repo, 'API のレスポンス形式'), 'alice', body);
    expect(run.status).toBe(0);
    expect(botCommits(repo)).toHaveLength(2);
    const files = repo.branches.main!.files;
    expect(answerSection(String(files[ANSWER_PATH]))).toBe(heldAs(expected));
    expect(String(files[QUESTION_PATH])).toContain('status: completed');
    const report = checkCheckout(repo);
    expect(report.files.map((f) => f.path)).toEqual(expect.arrayContaining([ANSWER_PATH, QUESTION_PATH]));
    expect(report.findings).toEqual([]);
    expect(sim!.violations).toEqual([]);
  }, 90_000);

  it('/reject with a hostile reason: the commit message and the reply ping nobody and reference nothing', async () => {
    const repo = await withInbox(INTENT_FILES);
    const issue = issueAbout(repo, 'Keep me signed in');
    const run = await comment(
      repo,
      issue,
      'alice',
      `/reject Duplicate of #1, see @bob and octo/repo#2\r\nfixes #3, GH-4, https://github.com/octo/repo/pull/5\r\n${HOSTILE}\r\n\r\nCo-authored-by: Mallory <mallory@example.com>`,
    );
    expect(run.status).toBe(0);
    expect(repo.branches.main!.files[INTENT_PATH]).toBeUndefined();
    const [commit] = botCommits(repo);
    expect(commit!.message.split('\n')[0]).toBe('handoff-gate: /reject intent keep-signed-in (by alice)');
    // The reply's own link to the commit is ours; what comes from the comment is everything before it.
    const reply = issue.comments
      .at(-1)!
      .body.replace(/ Committed in https?:\/\/\S+\/commit\/[0-9a-f]{40}\.[\s\S]*$/, '');
    expect(reply).toContain('Duplicate of');
    for (const text of [commit!.message, reply]) for (const live of LIVE) expect(text).not.toMatch(live);
    expect(commit!.message).toContain('Duplicate of');
    expect(commit!.message).not.toMatch(/^Co-authored-by:/im);
    expect(checkCheckout(repo).findings).toEqual([]);
    expect(sim!.violations).toEqual([]);
  }, 90_000);
});
