import { describe, expect, it } from 'vitest';
import { resolveConfig } from '../../src/config/resolve.js';
import { pullRequestView } from '../../src/engine/pull-request-view.js';
import { FORMATS } from '../../src/formats/index.js';
import { toJson } from '../../src/render/json.js';
import { renderMarkdown } from '../../src/render/markdown.js';
import { parseSavedReport } from '../../src/engine/saved-report.js';
import { memoryWorkspace } from '../helpers/memory-workspace.js';

const intent = (status: string, risk = 'high', extra = '') =>
  `title: Move sessions to Redis\nbody: Sessions live in memory.\ntype: refactor\nsource: human\nrisk: ${risk}\nstatus: ${status}\n${extra}`;
const bytes = (text: string) => new TextEncoder().encode(text);

function pullRequest(head: Record<string, string>, base: Record<string, string>, fromInboxCommand = false) {
  const changed = Object.keys(head);
  const removed = Object.keys(base).filter((path) => head[path] === undefined);
  return pullRequestView({
    changed,
    removed,
    workspace: memoryWorkspace(
      head,
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
    fromInboxCommand,
  });
}

const A = '.forge/intents/sessions.yaml';

/** The comment's Markdown for a view, as the action renders it. */
const comment = (view: ReturnType<typeof pullRequest>) =>
  renderMarkdown({ ...view.report, inbox: view.added }, { inboxResolved: view.resolved });

describe('only a decision reads as a decision in the pull request comment', () => {
  it('an approval skipped is shown with its rule, never struck through under "resolved"', () => {
    const view = pullRequest({ [A]: intent('executing') }, { [A]: intent('proposed') });
    expect(view.resolved).toMatchObject([
      { key: 'intent/sessions', left: { how: 'rule', ruleId: 'intent/approval-skipped', words: 'approval skipped' } },
    ]);
    const markdown = comment(view);
    expect(markdown).toContain('1 inbox item left without a decision');
    expect(markdown).toContain('⚠️ **approval skipped** (`intent/approval-skipped`) · Approve: Move sessions to Redis');
    expect(markdown).not.toContain('~~');
    expect(markdown).not.toContain('resolved');
  });

  it('an approval given by editing the file is "decided outside the inbox"', () => {
    const view = pullRequest({ [A]: intent('approved') }, { [A]: intent('proposed') });
    expect(view.resolved).toMatchObject([
      { left: { how: 'rule', ruleId: 'intent/decided-outside-inbox', words: 'decided outside the inbox' } },
    ]);
    expect(comment(view)).toContain('**decided outside the inbox** (`intent/decided-outside-inbox`)');
  });

  it("the bot's own pull request for an /approve is a decision: struck through under resolved", () => {
    const view = pullRequest({ [A]: intent('approved') }, { [A]: intent('proposed') }, true);
    expect(view.resolved).toMatchObject([{ key: 'intent/sessions' }]);
    expect(view.resolved[0]!.left).toBeUndefined();
    expect(comment(view)).toContain('1 inbox item resolved');
    expect(comment(view)).toContain('~~Approve: Move sessions to Redis~~');
  });

  it('a deleted file is "file deleted"', () => {
    const view = pullRequest({}, { [A]: intent('proposed') });
    expect(view.resolved).toMatchObject([{ left: { how: 'deleted', words: 'file deleted' } }]);
    expect(comment(view)).toContain('⚠️ **file deleted** · Approve: Move sessions to Redis');
  });

  it('moved to another file and sent on: the moved file’s finding names why the old item left', () => {
    const moved = '.forge/intents/sessions.yml';
    const view = pullRequest({ [moved]: intent('executing', 'low') }, { [A]: intent('proposed') });
    expect(view.resolved).toMatchObject([{ path: A, left: { ruleId: 'intent/approval-skipped' } }]);
  });

  it('an answered clarification is resolved by the answer', () => {
    const asks = `clarifications:\n  - question: Which Redis?\n    answer: null\n`;
    const answered = `clarifications:\n  - question: Which Redis?\n    answer: The managed one\n`;
    const view = pullRequest({ [A]: intent('proposed', 'low', answered) }, { [A]: intent('proposed', 'low', asks) });
    expect(view.resolved).toMatchObject([{ key: 'intent/sessions#clarification' }]);
    expect(view.resolved[0]!.left).toBeUndefined();
  });

  it('the JSON report keeps why, and a saved report posted later shows the same', () => {
    const view = pullRequest({ [A]: intent('executing') }, { [A]: intent('proposed') });
    const json = toJson(view.report, {
      pullRequest: {
        repository: 'o/r',
        number: 1,
        headSha: 'a'.repeat(40),
        baseSha: 'b'.repeat(40),
        inboxAdded: view.added,
        inboxResolved: view.resolved,
      },
    });
    expect(json.pullRequest!.inboxResolved[0]!.left).toEqual({
      how: 'rule',
      ruleId: 'intent/approval-skipped',
      words: 'approval skipped',
    });
    const saved = parseSavedReport(JSON.stringify(json));
    expect('saved' in saved && saved.saved.inboxResolved[0]!.left?.words).toBe('approval skipped');
  });
});
