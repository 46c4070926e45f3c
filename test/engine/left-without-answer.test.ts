import { describe, expect, it } from 'vitest';
import { resolveConfig } from '../../src/config/resolve.js';
import { pullRequestView } from '../../src/engine/pull-request-view.js';
import { FORMATS } from '../../src/formats/index.js';
import { renderMarkdown } from '../../src/render/markdown.js';
import { memoryWorkspace } from '../helpers/memory-workspace.js';
import { checkFiles } from '../helpers/check-files.js';

const bytes = (text: string) => new TextEncoder().encode(text);

/** `head`: the files the pull request changes; `unchanged`: the rest of the repository, the same on both sides. */
function pullRequest(
  head: Record<string, string>,
  base: Record<string, string>,
  unchanged: Record<string, string> = {},
) {
  const changed = Object.keys(head);
  const removed = Object.keys(base).filter((path) => head[path] === undefined);
  return pullRequestView({
    changed,
    removed,
    workspace: memoryWorkspace(
      { ...unchanged, ...head },
      {},
      changed.filter((path) => base[path] === undefined),
    ),
    base: new Map(
      [...changed, ...removed].map((path) => [path, base[path] === undefined ? undefined : bytes(base[path])]),
    ),
    description: '',
    headBranch: 'topic',
    config: resolveConfig(),
    formats: FORMATS,
  });
}

const comment = (view: ReturnType<typeof pullRequest>) =>
  renderMarkdown({ ...view.report, inbox: view.added }, { inboxResolved: view.resolved });

const QUESTION = 'shared/questions/pm-to-human/20250124-005-q.md';
const ANSWER = 'shared/questions/answers/20250124-005-q.md';
const question = (status: string) =>
  `---\nid: 20250124-005-q\nfrom: pm\nto: human\ntype: question\npriority: high\nstatus: ${status}\ncreated_at: 2025-01-24T12:00:00Z\n---\n\n# 質問: Which database for sessions?\n\n## 質問内容\nRedis or Postgres?\n`;
const answer = `---\nid: 01HQANSWER0000000000000000\nfrom: human\nto: pm\ntype: answer\npriority: high\nstatus: completed\ncreated_at: 2025-01-24T13:00:00Z\nparent_id: 20250124-005-q\n---\n\n# 回答: Which database for sessions?\n\n## 回答\nRedis.\n`;

const INTENT = '.forge/intents/sessions.yaml';
const intent = (clarifications: string) =>
  `title: Move sessions to Redis\nbody: Sessions live in memory.\ntype: refactor\nsource: human\nrisk: low\nstatus: proposed\n${clarifications}`;
const OPEN = 'clarifications:\n  - question: "Keep the sessions of signed-in users?"\n    answer: null\n';

describe('only an answer settles a question: the pull request comment', () => {
  it('a question an agent completes with no answer is "left without an answer", never struck through', () => {
    const view = pullRequest({ [QUESTION]: question('completed') }, { [QUESTION]: question('pending') });
    expect(view.report.findings.map((f) => [f.ruleId, f.severity])).toContainEqual([
      'message/question-left-unanswered',
      'error',
    ]);
    expect(view.resolved).toMatchObject([
      {
        reason: 'question',
        left: { how: 'rule', ruleId: 'message/question-left-unanswered', words: 'left without an answer' },
      },
    ]);
    const markdown = comment(view);
    expect(markdown).toContain('**left without an answer** (`message/question-left-unanswered`)');
    expect(markdown).not.toContain('~~');
  });

  it('a question completed with its answer message is resolved', () => {
    const view = pullRequest(
      { [QUESTION]: question('completed'), [ANSWER]: answer },
      { [QUESTION]: question('pending') },
    );
    expect(view.report.findings.map((f) => f.ruleId)).not.toContain('message/question-left-unanswered');
    expect(view.resolved).toMatchObject([{ reason: 'question' }]);
    expect(view.resolved[0]!.left).toBeUndefined();
    expect(comment(view)).toContain('~~Answer: Which database for sessions?~~');
  });

  it('an answer added while the question stays pending: a warning that says which status to set', () => {
    const view = pullRequest({ [ANSWER]: answer }, {}, { [QUESTION]: question('pending') });
    const found = view.report.findings.filter((f) => f.ruleId === 'message/answered-question-pending');
    expect(found).toMatchObject([{ path: ANSWER, severity: 'warning', line: 9 }]);
    expect(found[0]!.message).toContain("set the question's `status` to `completed`");
  });

  it('an answered question left pending, both files checked: the warning once, on the first in path order', () => {
    const found = checkFiles({ [QUESTION]: question('pending'), [ANSWER]: answer }).findings.filter(
      (f) => f.ruleId === 'message/answered-question-pending',
    );
    expect(found.map((f) => [f.path, f.line])).toEqual([[ANSWER, 9]]);
  });

  it('a question file deleted unanswered: an error on its line at the base revision, and "file deleted"', () => {
    const view = pullRequest({}, { [QUESTION]: question('pending') });
    expect(view.report.findings).toMatchObject([
      {
        path: QUESTION,
        line: 7,
        column: 9,
        ruleId: 'message/question-left-unanswered',
        severity: 'error',
        message: expect.stringContaining(`This change deletes \`${QUESTION}\``),
      },
    ]);
    expect(view.resolved).toMatchObject([{ reason: 'question', left: { how: 'deleted', words: 'file deleted' } }]);
  });

  it('an intent deleted while a clarification waits: an error on the deleted path (intent/deleted-outside-inbox)', () => {
    const view = pullRequest({}, { [INTENT]: intent(OPEN) });
    expect(view.report.findings.map((f) => [f.path, f.ruleId])).toEqual([[INTENT, 'intent/deleted-outside-inbox']]);
  });

  it('the same on a check against a base revision (the command line, a push); nothing once answered', () => {
    const files = { 'shared/tasks/frontend/t.md': 'unrelated' };
    const base = { [QUESTION]: question('pending'), [INTENT]: intent(OPEN) };
    expect(checkFiles(files, { base, only: [] }).findings.map((f) => [f.path, f.ruleId])).toEqual([
      [INTENT, 'intent/deleted-outside-inbox'],
      [QUESTION, 'message/question-left-unanswered'],
    ]);
    const settled = { [QUESTION]: question('completed'), [INTENT]: intent('clarifications: []\n') };
    expect(checkFiles(files, { base: settled, only: [] }).findings).toEqual([]);
    expect(checkFiles({ ...files, [ANSWER]: answer }, { base, only: [] }).findings.map((f) => f.ruleId)).toEqual([
      'intent/deleted-outside-inbox',
    ]);
  });

  it('a clarification deleted unanswered is "left without an answer"', () => {
    const view = pullRequest({ [INTENT]: intent('clarifications: []\n') }, { [INTENT]: intent(OPEN) });
    expect(view.resolved).toMatchObject([
      {
        reason: 'clarification',
        left: { how: 'rule', ruleId: 'intent/clarification-left-unanswered', words: 'left without an answer' },
      },
    ]);
    expect(comment(view)).toContain('**left without an answer** (`intent/clarification-left-unanswered`)');
  });

  it('a clarification answered in the file is resolved', () => {
    const view = pullRequest(
      { [INTENT]: intent(OPEN.replace('answer: null', 'answer: "Yes, migrate them"')) },
      { [INTENT]: intent(OPEN) },
    );
    expect(view.resolved).toMatchObject([{ reason: 'clarification' }]);
    expect(view.resolved[0]!.left).toBeUndefined();
  });
});
