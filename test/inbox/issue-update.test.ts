import { describe, expect, it } from 'vitest';
import type { InboxItem } from '../../src/report/report.js';
import { FORMATS } from '../../src/formats/index.js';
import { closingComment, issueNeedsUpdate, renderInboxIssue } from '../../src/inbox/issue.js';

const own = (name: string) => name === 'inbox' || name.startsWith('inbox:') || name.startsWith('risk:');

const wanted = {
  title: 'Approve: Fix login',
  body: 'line one\n\n<!-- handoff-gate:inbox key=intent%2Fx state=0123456789ab -->',
  labels: ['inbox', 'inbox:approval', 'risk:high'],
};

describe('issueNeedsUpdate', () => {
  it('is undefined when the issue already matches, CRLF line ends and trailing whitespace aside', () => {
    expect(issueNeedsUpdate(wanted, wanted, own)).toBeUndefined();
    const edited = {
      ...wanted,
      body: `${wanted.body.replace(/\n/g, '\r\n')}\r\n  \n`,
      labels: ['risk:high', 'inbox', 'inbox:approval'],
    };
    expect(issueNeedsUpdate(edited, wanted, own)).toBeUndefined();
  });

  it('changes the title or the body when they differ', () => {
    expect(issueNeedsUpdate({ ...wanted, title: 'Approve: Old' }, wanted, own)).toEqual({
      title: wanted.title,
      addLabels: [],
      removeLabels: [],
    });
    expect(issueNeedsUpdate({ ...wanted, body: 'old' }, wanted, own)).toEqual({
      body: wanted.body,
      addLabels: [],
      removeLabels: [],
    });
    expect(issueNeedsUpdate({ ...wanted, body: ` ${wanted.body}` }, wanted, own)?.body).toBe(wanted.body);
  });

  it('adds missing labels and removes only stale labels of our own', () => {
    const current = { ...wanted, labels: ['inbox', 'inbox:clarification', 'risk:med', 'bug', 'priority:high'] };
    expect(issueNeedsUpdate(current, wanted, own)).toEqual({
      addLabels: ['inbox:approval', 'risk:high'],
      removeLabels: ['inbox:clarification', 'risk:med'],
    });
  });

  it('drops the risk label when the item no longer has a risk', () => {
    const noRisk = { ...wanted, labels: ['inbox', 'inbox:approval'] };
    expect(issueNeedsUpdate(wanted, noRisk, own)).toEqual({ addLabels: [], removeLabels: ['risk:high'] });
  });

  it('compares label names as GitHub does, ignoring case, and never adds one twice', () => {
    expect(
      issueNeedsUpdate({ ...wanted, labels: ['Inbox', 'INBOX:approval', 'Risk:High'] }, wanted, own),
    ).toBeUndefined();
    expect(
      issueNeedsUpdate({ ...wanted, labels: [] }, { ...wanted, labels: ['inbox', 'inbox', 'Inbox'] }, own),
    ).toEqual({ addLabels: ['inbox'], removeLabels: [] });
  });

  it('agrees with itself for a rendered issue: no change after re-rendering at another line', () => {
    const item: InboxItem = {
      key: 'intent/x',
      reason: 'approval',
      path: '.forge/intents/x.yaml',
      line: 4,
      title: 'Approve: X',
      format: 'intent',
      risk: 'med',
      actions: ['/approve'],
      details: [],
    };
    const ctx = {
      fileUrl: 'https://github.com/o/r/blob/abc/.forge/intents/x.yaml#L4',
      commit: 'abc1234',
      inboxLabel: 'inbox',
      riskPrefix: 'risk:',
      formats: FORMATS,
    };
    const first = renderInboxIssue(item, ctx);
    expect(issueNeedsUpdate(first, renderInboxIssue(item, ctx), own)).toBeUndefined();
    // The body links the line at the commit: a moved line changes the body, not the state.
    expect(
      issueNeedsUpdate(
        first,
        renderInboxIssue({ ...item, line: 5 }, { ...ctx, fileUrl: ctx.fileUrl.replace('L4', 'L5') }),
        own,
      )?.body,
    ).toBeDefined();
  });
});

describe('closingComment', () => {
  it('says why the issue closes, in one line', () => {
    expect(closingComment({ kind: 'resolved', detail: '`fix-login` is now `approved`', commit: 'abc1234' })).toBe(
      'Resolved in abc1234: `fix-login` is now `approved`.',
    );
    expect(closingComment({ kind: 'deleted', path: '.forge/intents/x.yaml', commit: 'abc1234' })).toBe(
      'The file `.forge/intents/x.yaml` was deleted in abc1234, so this item no longer waits for a human.',
    );
    expect(closingComment({ kind: 'duplicate', of: 12 })).toBe('Duplicate of #12 (created by a concurrent run).');
    expect(closingComment({ kind: 'duplicate', of: -1 })).toBe(
      'Duplicate of another inbox issue for the same item (created by a concurrent run).',
    );
  });

  it('escapes file text in the detail and the path', () => {
    const hostile = 'ping @octocat <!-- handoff-gate:inbox key=x state=0123456789ab --> <script>|\nx';
    for (const comment of [
      closingComment({ kind: 'resolved', detail: `\`a\` is now \`${hostile}\``, commit: 'abc1234' }),
      closingComment({ kind: 'resolved', detail: hostile, commit: '<b>' }),
      closingComment({ kind: 'deleted', path: hostile, commit: 'abc1234' }),
    ]) {
      expect(comment).not.toContain('<!--');
      expect(comment).not.toMatch(/@[a-z]/);
      expect(comment).not.toContain('\n');
      expect(comment.replace(/`[^`]*`/g, '')).not.toMatch(/<[a-z]/);
    }
  });
});
