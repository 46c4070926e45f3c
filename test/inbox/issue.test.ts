import { describe, expect, it } from 'vitest';
import type { InboxItem } from '../../src/report/report.js';
import { FORMATS } from '../../src/formats/index.js';
import {
  inboxMarker,
  MAX_BODY,
  readInboxMarker,
  renderInboxIssue,
  stateHash,
  type IssueContext,
} from '../../src/inbox/issue.js';
import { checkFiles } from '../helpers/check-files.js';

const ctx = (item: InboxItem): IssueContext => ({
  fileUrl: `https://github.com/o/r/blob/abc1234def5678/${item.path}#L${item.line}`,
  commit: 'abc1234',
  inboxLabel: 'inbox',
  riskPrefix: 'risk:',
  formats: FORMATS,
});

/** The inbox items the real core derives from in-memory files. */
function inboxOf(files: Record<string, string>): InboxItem[] {
  return checkFiles(files).inbox;
}

function only(items: InboxItem[], reason: InboxItem['reason']): InboxItem {
  const found = items.filter((i) => i.reason === reason);
  expect(found).toHaveLength(1);
  return found[0]!;
}

/** The body's Markdown blocks (separated by blank lines), the marker last. */
function blocks(body: string): string[] {
  return body.split('\n\n');
}

function expectShape(body: string, item: InboxItem) {
  const lines = body.split('\n');
  expect(lines[lines.length - 1]).toBe(inboxMarker(item));
  expect(readInboxMarker(body)).toEqual({ key: item.key, path: item.path, state: stateHash(item) });
  expect(body.length).toBeLessThan(MAX_BODY + 1);
  expect(body).toContain(
    `**File:** [${item.path.replace(/[_*]/g, '\\$&')}:${item.line}](https://github.com/o/r/blob/abc1234def5678/`,
  );
  expect(body).toContain(' at `abc1234`');
  expect(body).toContain('_This issue is kept in sync by handoff-gate');
}

const INTENT = `title: "Fix login validation"
body: |
  The current validation does not check the e-mail format.
  Add an RFC 5322 check.
type: fix
source: human
risk: high
status: proposed
created_at: "2025-02-22T10:00:00Z"
`;

describe('renderInboxIssue: one issue per reason', () => {
  it('approval: asks to approve or reject, with the intent details, the body quoted and both commands', () => {
    const item = only(inboxOf({ '.forge/intents/fix-login.yaml': INTENT }), 'approval');
    const issue = renderInboxIssue(item, ctx(item));
    expect(issue.title).toBe('Approve: Fix login validation');
    expect(issue.labels).toEqual(['inbox', 'inbox:approval', 'risk:high']);
    expectShape(issue.body, item);
    const parts = blocks(issue.body);
    // What is asked first, then why, then how to answer by name; a person's intent is said to be a person's.
    expect(parts[0]!.split('\n')).toEqual([
      '**Approve or reject this intent:** Fix login validation',
      'A person proposed this intent (`source: human`) at **high** risk. It does not run until a human approves it: approving lets the agents start, rejecting drops it.',
      '**How to answer:** comment `/approve` or `/reject [reason]` on this issue (each is explained below).',
    ]);
    expect(parts[1]).toBe(
      [
        '| Detail | Value |',
        '|---|---|',
        '| Type | fix |',
        '| Risk | high |',
        '| Source | human |',
        '| Status | proposed |',
      ].join('\n'),
    );
    expect(parts[2]).toBe('**Body**');
    expect(parts[3]).toBe('> The current validation does not check the e-mail format.\n> Add an RFC 5322 check.');
    expect(parts[4]).toMatch(
      /^\*\*File:\*\* \[\.forge\/intents\/fix-login\.yaml:8\]\(https:\/\/github\.com\/o\/r\/blob\/abc1234def5678\/\.forge\/intents\/fix-login\.yaml#L8\) at `abc1234`$/,
    );
    expect(parts[5]).toBe('#### Commands');
    expect(parts[7]).toContain('- `/approve` — approve the intent');
    expect(parts[7]).toContain('Example: `/approve`');
    expect(parts[7]).toContain('- `/reject [reason]` — reject it');
    expect(parts[7]).toContain('Example: `/reject Not needed any more`');
    expect(parts[8]).toBe(
      'Only people with write access to this repository can use these commands. Edited comments are ignored: post a new comment instead.',
    );
  });

  it('approval: who proposed it follows its `source`, a person or an agent', () => {
    for (const [source, who] of [
      ['human', 'A person proposed this intent (`source: human`)'],
      ['reflection', 'An agent proposed this intent (`source: reflection`)'],
    ] as const) {
      const item = only(
        inboxOf({ '.forge/intents/fix-login.yaml': INTENT.replace('source: human', `source: ${source}`) }),
        'approval',
      );
      expect(blocks(renderInboxIssue(item, ctx(item)).body)[0]!.split('\n')[1]).toMatch(
        new RegExp(`^${who.replace(/[()]/g, '\\$&')} at`),
      );
    }
    const none = only(inboxOf({ '.forge/intents/fix-login.yaml': INTENT.replace('source: human\n', '') }), 'approval');
    expect(renderInboxIssue(none, ctx(none)).body).toContain('\nThis intent was proposed at **high** risk.');
  });

  it('clarification: numbered questions with their answers, the open ones named, /answer with the first open number', () => {
    const yaml = `${INTENT.replace('risk: high', 'risk: low')}clarifications:
  - question: "RFC 5322 or a simple check?"
    answer: "RFC 5322"
  - question: "Re-validate existing users?"
    answer: null
  - question: "Which error message?"
`;
    const item = only(inboxOf({ '.forge/intents/fix-login.yaml': yaml }), 'clarification');
    const issue = renderInboxIssue(item, ctx(item));
    expect(issue.title).toBe('Answer: Fix login validation');
    expect(issue.labels).toEqual(['inbox', 'inbox:clarification', 'risk:low']);
    expectShape(issue.body, item);
    // The first open question is the first line.
    expect(blocks(issue.body)[0]!.split('\n')).toEqual([
      '**Answer question 2 of this intent:** Re-validate existing users?',
      'The agents wait for the answers to the clarification questions of `Fix login validation`. Open: questions 2, 3.',
      '**How to answer:** comment `/answer <n> <text>` on this issue (explained below).',
    ]);
    expect(issue.body).toContain(
      '| Question 1 | RFC 5322 or a simple check? |\n| Answer 1 | RFC 5322 |\n| Question 2 | Re-validate existing users? |\n| Answer 2 | (unanswered) |',
    );
    expect(issue.body).toContain('- `/answer <n> <text>` — answer clarification question `n`');
    expect(issue.body).toContain('Example: `/answer 2 Your answer here`');
    expect(issue.body).not.toContain('/approve');
  });

  it('blocked and error: failed tasks and review feedback, /retry and /reject', () => {
    for (const status of ['blocked', 'error'] as const) {
      const files = {
        '.forge/intents/fix-login.yaml': INTENT.replace('status: proposed', `status: ${status}`),
        '.forge/tasks/fix-login/t1.yaml':
          'id: t1\nintent_id: fix-login\ntitle: Add the check\nstatus: failed\ndepends_on: []\n',
        '.forge/reviews/fix-login/t1-review.yaml':
          'task_id: t1\nverdict: rejected\nissues:\n  - "No test for plus addresses"\nsuggestions: []\n',
      };
      const item = only(inboxOf(files), status);
      const issue = renderInboxIssue(item, ctx(item));
      expect(issue.title).toBe(`${status === 'error' ? 'Failed' : 'Blocked'}: Fix login validation`);
      expect(issue.labels).toEqual(['inbox', `inbox:${status}`, 'risk:high']);
      expectShape(issue.body, item);
      const opening = blocks(issue.body)[0]!.split('\n');
      expect(opening[0]).toBe('**Retry or drop this intent:** Fix login validation');
      expect(opening[1]).toMatch(
        status === 'blocked' ? /^Some tasks of this intent failed/ : /^Every task of this intent failed/,
      );
      // A blocked item says which change closes it.
      expect(opening[3]).toBe(
        `**What closes it:** \`/retry\` or \`/reject\`, or a change to \`.forge/intents/fix-login.yaml\` on the default branch that moves its \`status\` off \`${status}\`.`,
      );
      expect(issue.body).toContain('| Failed task t1 | Add the check |');
      expect(issue.body).toContain('| Review of t1 | No test for plus addresses |');
      expect(issue.body).toContain('Example: `/retry`');
      expect(issue.body).toContain('Example: `/reject Not needed any more`');
    }
  });

  it('an envelope asking for input: no command applies, the issue says how it closes', () => {
    const yaml =
      'kind: explorer\nagent_id: scanner\nstatus: needs_input\nnext: aggregator\nopen_questions:\n  - Which cartridge is the storefront?\n  - Is SFRA 7 in use?\n';
    const item = only(inboxOf({ '.work/scan.yaml': yaml }), 'clarification');
    const issue = renderInboxIssue(item, ctx(item));
    expect(issue.title).toBe('Answer: scanner — Which cartridge is the storefront?');
    expect(issue.labels).toEqual(['inbox', 'inbox:clarification']);
    expectShape(issue.body, item);
    expect(blocks(issue.body)[0]!.split('\n')).toEqual([
      '**Answer this agent** (`scanner`): Which cartridge is the storefront?',
      'The agent `scanner` needs answers from a human before it can go on.',
      'No bot command applies.',
      "**What closes it:** a change to `.work/scan.yaml` on the default branch whose `status` is no longer `needs_input` (the agent's next envelope, once a human has stepped in).",
    ]);
    // The question the first line shows whole is not repeated; the others are listed.
    expect(issue.body).not.toContain('| Question 1 |');
    expect(issue.body).toContain('| Question 2 | Is SFRA 7 in use? |');
    expect(issue.body).not.toContain('#### Commands');
    expect(issue.body).not.toContain('write access');
  });

  it('a failed handoff without a loop, and an escalating subagent response', () => {
    const handoff = JSON.stringify({
      from_agent: 'implementer',
      to_agent: 'reviewer',
      status: 'FAIL',
      loop_required: false,
      iteration: 1,
      issues: [{ id: 'I-1', severity: 'HIGH', description: 'Tests fail', status: 'open' }],
    });
    const failed = only(inboxOf({ 'handoff-1.json': handoff }), 'blocked');
    const issue = renderInboxIssue(failed, ctx(failed));
    expect(issue.title).toBe('Blocked: implementer failed handing off to reviewer');
    expect(issue.labels).toEqual(['inbox', 'inbox:blocked']);
    expectShape(issue.body, failed);
    expect(blocks(issue.body)[0]!.split('\n')).toEqual([
      '**Step in: a handoff failed** (from `implementer`): HIGH: Tests fail',
      'The handoff failed and does not loop back: the pipeline stops here until a human steps in.',
      'No bot command applies.',
      '**What closes it:** a change to `handoff-1.json` on the default branch that passes it (`status: PASS`) or loops it back (`loop_required: true` with a `loop_target`).',
    ]);

    const response =
      'agent_name: security-reviewer\nstatus: failed\nexecution_time: 12\nnext_action: escalate\nissues: []\n';
    const escalated = only(inboxOf({ '.work/response.yaml': response }), 'escalation');
    const second = renderInboxIssue(escalated, ctx(escalated));
    expect(second.title).toBe('Failed: security-reviewer');
    expect(second.labels).toEqual(['inbox', 'inbox:escalation']);
    expectShape(second.body, escalated);
    expect(second.body).toMatch(
      /^\*\*Decide what happens next\*\* \(`security-reviewer` failed\): its response lists no issue\n/,
    );
    expect(second.body).toContain('| Agent | security-reviewer |');
  });

  it('a message question to a human: the question quoted, /answer without a number', () => {
    const md = [
      '---',
      'id: 20250124-001-question',
      'from: pm',
      'to: human',
      'type: question',
      'priority: high',
      'status: pending',
      'created_at: 2025-01-24T12:00:00Z',
      '---',
      '',
      '# 質問: デプロイ先',
      '',
      '## 質問内容',
      'どの環境にデプロイしますか？',
      'staging と production のどちらか。',
      '',
    ].join('\n');
    const item = only(inboxOf({ 'shared/questions/human/20250124-001-question.md': md }), 'question');
    const issue = renderInboxIssue(item, ctx(item));
    expect(issue.labels).toEqual(['inbox', 'inbox:question']);
    expectShape(issue.body, item);
    // The question is the first line; a question of several lines is quoted whole below too.
    expect(blocks(issue.body)[0]!.split('\n')).toEqual([
      '**Answer this question** (from `pm`): どの環境にデプロイしますか？ staging と production のどちらか。',
      'An agent asked a human this question and waits for the answer.',
      '**How to answer:** comment `/answer <text>` on this issue (explained below).',
    ]);
    expect(issue.body).toContain(
      '**Question**\n\n> どの環境にデプロイしますか？\n> staging と production のどちらか。',
    );
    expect(issue.body).toContain('Example: `/answer Your answer here`');
  });
  it('a blocked message: what blocks it first, no command, the issue says how it closes', () => {
    const path = 'shared/reports/engineers/frontend/r.md';
    const report = '[REPORT TO: PM]\nTask: T-DEPLOY-002\nStatus: BLOCKED\nIssues: 本番に未デプロイ\n[/REPORT]\n';
    const item = only(inboxOf({ [path]: report }), 'blocked');
    const issue = renderInboxIssue(item, ctx(item));
    expect(issue.labels).toEqual(['inbox', 'inbox:blocked']);
    expectShape(issue.body, item);
    expect(blocks(issue.body)[0]!.split('\n')).toEqual([
      '**Unblock this message** (from `an agent`): 本番に未デプロイ',
      'The message is blocked: its work cannot go on until a human removes what blocks it.',
      'No bot command applies.',
      `**What closes it:** a change to \`${path}\` on the default branch whose \`status\` is no longer \`blocked\`.`,
    ]);
    // Saying nothing of what blocks it, the message is named by its title.
    const bare = only(inboxOf({ [path]: '[REPORT TO: PM]\nTask: T-9\nStatus: BLOCKED\n[/REPORT]\n' }), 'blocked');
    expect(blocks(renderInboxIssue(bare, ctx(bare)).body)[0]!.split('\n')[0]).toBe(
      '**Unblock this message** (from `an agent`): T-9',
    );
  });
});
