import { describe, expect, it } from 'vitest';
import type { InboxItem } from '../../src/report/report.js';
import { FORMATS } from '../../src/formats/index.js';
import { renderInboxIssue } from '../../src/inbox/issue.js';
import { describeChange } from '../../src/inbox/item-change.js';
import { answers, replyMarker, withReplyMarker } from '../../src/inbox/reply-marker.js';

const ctx = {
  fileUrl: 'https://github.com/o/r/blob/a/x#L1',
  commit: 'abc1234',
  inboxLabel: 'inbox',
  riskPrefix: 'risk:',
  formats: FORMATS,
};

function item(extra: Partial<InboxItem> = {}): InboxItem {
  return {
    key: 'intent/fix-login',
    reason: 'approval',
    path: '.forge/intents/fix-login.yaml',
    line: 3,
    title: 'Approve: Fix login',
    format: 'intent',
    risk: 'med',
    actions: ['/approve', '/reject [reason]'],
    details: [
      { label: 'Risk', value: 'med' },
      { label: 'Status', value: 'proposed' },
      { label: 'Body', value: 'Fix the login.' },
    ],
    ...extra,
  };
}

/** What changed, from the issue as rendered for `before` to the item `after`. */
function change(before: InboxItem, after: InboxItem): string[] {
  const shown = renderInboxIssue(before, ctx);
  return describeChange(shown, after, renderInboxIssue(after, ctx).body, 'risk:', FORMATS);
}

describe('describeChange', () => {
  it('says nothing for an unchanged item', () => {
    expect(change(item(), item())).toEqual([]);
  });

  it('names a raised risk with both levels', () => {
    expect(
      change(item(), item({ risk: 'high', details: [{ label: 'Risk', value: 'high' }, ...item().details.slice(1)] })),
    ).toEqual(['risk is now high, was med']);
  });

  it('names an edited body, a moved status and a new reason', () => {
    const after = item({
      reason: 'blocked',
      details: [
        { label: 'Risk', value: 'med' },
        { label: 'Status', value: 'blocked' },
        { label: 'Body', value: 'Fix the login, and drop 2FA.' },
      ],
    });
    expect(change(item(), after)).toEqual([
      'it is now blocked, was waiting for approval',
      'Status changed',
      'Body changed',
    ]);
  });

  it('names added and removed details, long ones too', () => {
    const base = item({
      details: [
        { label: 'Question 1', value: 'A?' },
        { label: 'Answer 1', value: '(unanswered)' },
        { label: 'Body', value: 'x'.repeat(400) },
      ],
    });
    const after = item({
      details: [
        { label: 'Question 1', value: 'A?' },
        { label: 'Answer 1', value: '(unanswered)' },
        { label: 'Question 2', value: 'B?' },
        { label: 'Answer 2', value: '(unanswered)' },
      ],
    });
    expect(change(base, after)).toEqual(['Question 2 was added', 'Answer 2 was added', '1 detail was removed']);
    expect(
      change(after, item({ details: [...after.details.slice(0, 2), { label: 'Body', value: 'y'.repeat(400) }] })),
    ).toEqual(['Body was added', '2 details were removed']);
  });

  it('quotes labels only as our own rendering escaped them', () => {
    const after = item({ details: [...item().details, { label: 'Failed task <img src=x>', value: '@everyone' }] });
    const [said] = change(item(), after);
    expect(said).not.toContain('<img');
    expect(said).toMatch(/was added$/);
  });
});

describe('reply marker', () => {
  it('names the comment answered, and is found only as a line of its own', () => {
    expect(replyMarker(123)).toBe('<!-- handoff-gate:reply comment=123 -->');
    expect(answers(withReplyMarker('Done.', 123), 123)).toBe(true);
    expect(answers(withReplyMarker('Done.', 123).replace(/\n/g, '\r\n'), 123)).toBe(true);
    expect(answers(withReplyMarker('Done.', 1234), 123)).toBe(false);
    expect(answers('Done. <!-- handoff-gate:reply comment=123 -->', 123)).toBe(false);
    expect(answers('> <!-- handoff-gate:reply comment=123 -->', 123)).toBe(false);
    expect(answers(undefined as unknown as string, 123)).toBe(false);
  });
});
