import { describe, expect, it } from 'vitest';
import { closedBody, closingComment } from '../../src/inbox/issue-closing.js';
import { renderInboxIssue } from '../../src/inbox/issue.js';
import { FORMATS } from '../../src/formats/index.js';
import type { InboxItem } from '../../src/report/report.js';

const approval: InboxItem = {
  key: 'intent/account-lockout',
  reason: 'approval',
  path: '.forge/intents/account-lockout.yaml',
  line: 7,
  title: 'Approve: Lock accounts',
  format: 'intent',
  risk: 'high',
  actions: ['/approve', '/reject [reason]'],
  details: [{ label: 'Type', value: 'feature' }],
};

const open = renderInboxIssue(approval, {
  fileUrl:
    'https://github.com/o/r/blob/0123456789abcdef0123456789abcdef01234567/.forge/intents/account-lockout.yaml#L7',
  commit: '0123456',
  inboxLabel: 'inbox',
  riskPrefix: 'risk:',
  formats: FORMATS,
  approvals: { have: [], required: { med: 1, high: 2 }, selfApproval: false },
}).body;

describe('a closed issue shows how it ended, never what it asked', () => {
  it('opens with the final state; the ask, the approvals count and the commands are gone', () => {
    const body = closedBody(open, 'Approved by `alice`, `bob` (2 of 2 approvals). Committed in abc1234.');
    expect(open).toMatch(/^\*\*Approve or reject this intent:\*\* /);
    expect(open).toContain('**Approvals:** 0 of 2');
    expect(open).toContain('#### Commands');
    expect(body).toMatch(/^\*\*Closed\.\*\* Approved by `alice`, `bob` \(2 of 2 approvals\)\. Committed in abc1234\./);
    for (const gone of [
      'Approve or reject',
      'How to answer',
      '**Approvals:**',
      '#### Commands',
      'Comment on this issue',
      '`/approve`',
    ])
      expect(body).not.toContain(gone);
    // What identifies the item stays: its details, its file link, the footer and the hidden marker.
    expect(body).toContain('| Type | feature |');
    expect(body).toContain('**File:** [.forge/intents/account-lockout.yaml:7]');
    expect(body).toMatch(/<!-- handoff-gate:inbox key=intent%2Faccount-lockout .*-->$/);
  });

  it('a sync closing says what its closing comment says', () => {
    const why = closingComment({
      kind: 'undecided',
      ruleId: 'intent/approval-skipped',
      words: 'approval skipped',
      commit: 'abc1234',
    });
    expect(closedBody(open, why)).toMatch(
      /^\*\*Closed\.\*\* Left the inbox in abc1234 through a change, not a decision taken here \(approval skipped\)/,
    );
  });
});
