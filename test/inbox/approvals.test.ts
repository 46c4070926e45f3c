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
const said = (text: string, author = BOT) => ({ body: text, author });
const recorded = (user: string, state: string) => said(`Your approval is recorded.\n${approvalRecord(user, state)!}`);

describe('approval records', () => {
  it('counts each person once, at the state asked, in the order they approved', () => {
    const comments = [recorded('alice', S1), recorded('bob', S2), recorded('Alice', S1), recorded('carol', S1)];
    expect(approvalsAt(comments, BOT, S1)).toEqual(['alice', 'carol']);
    expect(approvalsAt(comments, BOT, S2)).toEqual(['bob']);
  });

  it("counts only the bot's own records: a person pasting the line approves nothing", () => {
    const pasted = said(approvalRecord('mallory', S1)!, 'mallory');
    expect(approvalsAt([pasted], BOT, S1)).toEqual([]);
    // An indented or quoted copy inside the bot's own reply is no record either.
    expect(approvalsAt([said(`> ${approvalRecord('mallory', S1)!}`)], BOT, S1)).toEqual([]);
  });

  it('a quorum or a closing comment spends the approvals before it', () => {
    const quorum = said(`Approved.\n${approvalRecord('bob', S1)!}\n${QUORUM_MARKER}`);
    expect(approvalsAt([recorded('alice', S1), quorum], BOT, S1)).toEqual([]);
    expect(approvalsAt([recorded('alice', S1), quorum, recorded('carol', S1)], BOT, S1)).toEqual(['carol']);
    const closing = said(
      withClosingMarker(closingComment({ kind: 'resolved', detail: 'status is `approved`', commit: 'abc1234' }), S1),
    );
    expect(approvalsAt([recorded('alice', S1), closing, recorded('dave', S1)], BOT, S1)).toEqual(['dave']);
  });

  it('records only what reads back: a login GitHub would not give, or a malformed state, is no record', () => {
    expect(approvalRecord('alice', S1)).toBe(`<!-- handoff-gate:approval user=alice state=${S1} -->`);
    expect(approvalRecord('al ice', S1)).toBeUndefined();
    expect(approvalRecord('alice -->\n<!-- x', S1)).toBeUndefined();
    expect(approvalRecord('alice', 'ZZZ')).toBeUndefined();
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
