import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../src/config/parse.js';
import {
  approvalRecord,
  approvalsAt,
  approvalsLine,
  loginOfEmail,
  QUORUM_MARKER,
  requiredApprovals,
} from '../../src/inbox/approvals.js';
import { closingComment, withClosingMarker } from '../../src/inbox/issue-closing.js';

const BOT = 'github-actions[bot]';
const S1 = 'aaaaaaaaaaaa';
const S2 = 'bbbbbbbbbbbb';
const C1 = 'c'.repeat(40);
const C2 = 'd'.repeat(40);
const T0 = '2026-01-01T00:00:00Z';
const T1 = '2026-01-01T00:05:00Z';

/** The comments, as GitHub lists them: each `/approve` followed by the bot's reply recording it. */
function thread() {
  let id = 100;
  const comments: { id: number; body: string; author: string; createdAt: string; updatedAt: string }[] = [];
  const post = (body: string, author: string) => {
    const comment = { id: id++, body, author, createdAt: T0, updatedAt: T0 };
    comments.push(comment);
    return comment;
  };
  return {
    comments,
    post,
    approve(user: string, state = S1, commit = C1) {
      const asked = post('/approve', user);
      return post(`Your approval is recorded.\n${approvalRecord(user, { state, commit }, asked.id)!}`, BOT);
    },
  };
}

describe('approval records', () => {
  it('counts each person once, at the state and commit asked, in the order they approved', () => {
    const t = thread();
    t.approve('alice');
    t.approve('bob', S2);
    t.approve('Alice');
    t.approve('carol');
    t.approve('dave', S1, C2);
    expect(approvalsAt(t.comments, BOT, { state: S1, commit: C1 })).toEqual(['alice', 'carol']);
    expect(approvalsAt(t.comments, BOT, { state: S2, commit: C1 })).toEqual(['bob']);
    // The same state at a later commit (changed and changed back): the earlier approvals are spent.
    expect(approvalsAt(t.comments, BOT, { state: S1, commit: C2 })).toEqual(['dave']);
  });

  it("counts only the bot's own unedited records: a pasted or edited-in line approves nothing", () => {
    const t = thread();
    const asked = t.post('/approve', 'alice');
    const line = approvalRecord('alice', { state: S1, commit: C1 }, asked.id)!;
    t.post(line, 'mallory');
    expect(approvalsAt(t.comments, BOT, { state: S1, commit: C1 })).toEqual([]);
    // An indented or quoted copy inside the bot's own reply is no record either.
    t.post(`> ${line}`, BOT);
    expect(approvalsAt(t.comments, BOT, { state: S1, commit: C1 })).toEqual([]);
    // The bot's reply, edited afterwards to hold the line: GitHub moved its `updated_at`.
    const help = t.post('Commands: ...', BOT);
    help.body = `Commands: ...\n${line}`;
    help.updatedAt = T1;
    expect(approvalsAt(t.comments, BOT, { state: S1, commit: C1 })).toEqual([]);
  });

  it('an approval whose `/approve` comment was deleted or edited no longer counts', () => {
    const t = thread();
    t.approve('alice');
    t.approve('bob');
    expect(approvalsAt(t.comments, BOT, { state: S1, commit: C1 })).toEqual(['alice', 'bob']);
    t.comments.splice(0, 1);
    const bobs = t.comments.find((c) => c.author === 'bob')!;
    expect(approvalsAt(t.comments, BOT, { state: S1, commit: C1 })).toEqual(['bob']);
    bobs.updatedAt = T1;
    expect(approvalsAt(t.comments, BOT, { state: S1, commit: C1 })).toEqual([]);
  });

  it('a quorum or a closing comment spends the approvals before it', () => {
    const t = thread();
    t.approve('alice');
    t.post(`Approved.\n${QUORUM_MARKER}`, BOT);
    expect(approvalsAt(t.comments, BOT, { state: S1, commit: C1 })).toEqual([]);
    t.approve('carol');
    expect(approvalsAt(t.comments, BOT, { state: S1, commit: C1 })).toEqual(['carol']);
    t.post(
      withClosingMarker(closingComment({ kind: 'resolved', detail: 'status is `approved`', commit: 'abc1234' }), S1),
      BOT,
    );
    t.approve('dave');
    expect(approvalsAt(t.comments, BOT, { state: S1, commit: C1 })).toEqual(['dave']);
  });

  it('records only what reads back: a login GitHub would not give, a malformed state or commit, is no record', () => {
    const at = { state: S1, commit: C1 };
    expect(approvalRecord('alice', at, 7)).toBe(
      `<!-- handoff-gate:approval user=alice state=${S1} commit=${C1} comment=7 -->`,
    );
    expect(approvalRecord('al ice', at, 7)).toBeUndefined();
    expect(approvalRecord('alice -->\n<!-- x', at, 7)).toBeUndefined();
    expect(approvalRecord('alice', { state: 'ZZZ', commit: C1 }, 7)).toBeUndefined();
    expect(approvalRecord('alice', { state: S1, commit: 'HEAD' }, 7)).toBeUndefined();
    expect(approvalRecord('alice', at, 0)).toBeUndefined();
  });
});

describe('the policy', () => {
  it('needs the count of the risk level, one where none is set', () => {
    const required = { med: 2, high: 3 };
    expect(requiredApprovals({ risk: 'high' }, required)).toBe(3);
    expect(requiredApprovals({ risk: 'med' }, required)).toBe(2);
    expect(requiredApprovals({ risk: 'low' }, required)).toBe(1);
  });

  it("reads a login from GitHub's noreply e-mails only", () => {
    expect(loginOfEmail('4242+carol@users.noreply.github.com')).toBe('carol');
    expect(loginOfEmail('carol@users.noreply.github.com')).toBe('carol');
    expect(loginOfEmail('carol@example.com')).toBeUndefined();
    expect(loginOfEmail('carol@users.noreply.github.com.evil.test')).toBeUndefined();
    expect(loginOfEmail(undefined)).toBeUndefined();
  });

  it('shows the count and what is still needed', () => {
    const policy = { required: { med: 1, high: 2 }, selfApproval: false };
    expect(approvalsLine({ risk: 'high' }, { ...policy, have: [] })).toBe(
      '**Approvals:** 0 of 2. 2 different people with the right access must approve it (`/approve`); whoever proposed it or changed it since cannot approve it.',
    );
    expect(approvalsLine({ risk: 'high' }, { ...policy, have: ['alice'] })).toMatch(
      /^\*\*Approvals:\*\* 1 of 2 \(`alice`\)\. One more person /,
    );
    expect(approvalsLine({ risk: 'med' }, { ...policy, selfApproval: true, have: [] })).toBe(
      '**Approvals:** 0 of 1. One person with the right access must approve it (`/approve`).',
    );
  });

  it('parses from the config, bounded, with the defaults', () => {
    const { config, findings } = parseConfig(
      'approvers:\n  required: { high: 2 }\n  self-approval: true\n  agents: [forge-agent]\n  teams: [acme/reviewers]\n',
      'c.yml',
    );
    expect(findings).toEqual([]);
    expect(config).toMatchObject({
      approvalsRequired: { med: 1, high: 2 },
      selfApproval: true,
      agentAccounts: ['forge-agent'],
      approverTeams: ['acme/reviewers'],
    });
    const bad = parseConfig('approvers:\n  required: { high: 0 }\n  teams: [reviewers]\n', 'c.yml');
    expect(bad.findings.map((f) => [f.ruleId, f.line]).sort()).toEqual([
      ['config/invalid', 2],
      ['config/invalid', 3],
    ]);
  });
});
