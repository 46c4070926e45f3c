import { describe, expect, it } from 'vitest';
import { inboxSyncSummary, type SyncedIssues } from '../../src/inbox/sync-summary.js';

const url = (n: number) => `https://github.com/o/r/issues/${n}`;
const none = (): SyncedIssues => ({ created: [], updated: [], reopened: [], closed: [], reminded: [] });

describe('inboxSyncSummary: the issues a push run wrote, as links', () => {
  it('counts each kind, whose the count is, and lists every issue by number and title', () => {
    const issues = {
      ...none(),
      created: [
        { number: 12, title: 'Approve: Fix login' },
        { number: 13, title: 'Answer: Keep me signed in' },
      ],
      closed: [{ number: 4, title: 'Blocked: scanner — No access' }],
    };
    expect(inboxSyncSummary({ outcome: 'synced', issues, items: 5, dryRun: false }, url)).toBe(
      [
        '#### Inbox issues',
        "This run opened 2 and closed 1 of the repository's inbox issues (the repository's inbox holds 5 items waiting for a human).",
        '**Opened (2)**',
        '- [#12](https://github.com/o/r/issues/12) Approve: Fix login\n- [#13](https://github.com/o/r/issues/13) Answer: Keep me signed in',
        '**Closed (1)**',
        '- [#4](https://github.com/o/r/issues/4) Blocked: scanner — No access',
      ].join('\n\n'),
    );
  });

  it('a title is outside text: no mention, link, HTML or marker gets through, and it is cut at a word', () => {
    const title = 'Approve: @alice see [this](https://evil.example) <img src=x> <!-- handoff-gate:inbox --> #12';
    const out = inboxSyncSummary(
      {
        outcome: 'synced',
        issues: { ...none(), updated: [{ number: 7, title: `${title} ${'word '.repeat(40)}` }] },
        items: 1,
        dryRun: false,
      },
      url,
    );
    const line = out.split('\n').find((l) => l.startsWith('- [#7]'))!;
    expect(line).not.toContain('@alice');
    expect(line).not.toContain('](https://evil.example)');
    expect(line).not.toContain('<img');
    expect(line).not.toContain('<!--');
    expect(line).toMatch(/word…$/);
  });

  it('a dry run says nothing was written and links nothing; a long list is counted past its first 20', () => {
    const created = Array.from({ length: 25 }, (_, i) => ({ number: 0, title: `Answer: question ${i + 1}` }));
    const out = inboxSyncSummary({ outcome: 'synced', issues: { ...none(), created }, items: 25, dryRun: true }, url);
    expect(out).toContain("This dry run would have opened 25 of the repository's inbox issues (nothing was written;");
    // More than a few fold under their kind.
    expect(out).toContain('<details><summary>Opened (25)</summary>\n\n- Answer: question 1\n');
    expect(out).toContain('\n- Answer: question 20\n- …and 5 more\n\n</details>');
    expect(out).not.toContain('](');
  });

  it('reminders are listed with the issues they went to', () => {
    const out = inboxSyncSummary(
      {
        outcome: 'synced',
        issues: { ...none(), reminded: [{ number: 9, title: 'Answer: Q' }] },
        items: 1,
        dryRun: false,
      },
      url,
    );
    expect(out).toContain("This run reminded people of 1 of the repository's inbox issues");
    expect(out).toContain('**Reminded (1)**\n\n- [#9](https://github.com/o/r/issues/9) Answer: Q');
  });

  it('nothing written, a branch that moved on and a sync cut short each say so', () => {
    expect(inboxSyncSummary({ outcome: 'synced', issues: none(), items: 1, dryRun: false }, url)).toContain(
      "This run wrote no inbox issue: they were already in line with the repository (the repository's inbox holds 1 item waiting for a human).",
    );
    expect(inboxSyncSummary({ outcome: 'behind', items: 3, dryRun: false }, url)).toContain(
      'This run wrote no inbox issue: the default branch moved on',
    );
    const stopped = inboxSyncSummary(
      {
        outcome: 'stopped',
        issues: { ...none(), created: [{ number: 3, title: 'Approve: A' }] },
        items: 2,
        dryRun: false,
      },
      url,
    );
    expect(stopped).toContain('This run opened 1 of');
    expect(stopped).toContain('The sync stopped before it was done');
    expect(inboxSyncSummary({ outcome: 'stopped', items: 2, dryRun: false }, url)).toContain(
      'none was written before the sync stopped',
    );
  });
});
