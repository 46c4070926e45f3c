import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { InboxItem } from '../../src/report/report.js';
import { FORMATS } from '../../src/formats/index.js';
import { MAX_BODY, MAX_TITLE, readInboxMarker, renderInboxIssue, type IssueContext } from '../../src/inbox/issue.js';
import { runs } from '../helpers/runs.js';

const CTX: IssueContext = {
  fileUrl: 'https://github.com/o/r/blob/abc1234/x.yaml#L3',
  commit: 'abc1234',
  inboxLabel: 'inbox',
  riskPrefix: 'risk:',
  formats: FORMATS,
};

const FORGED = '<!-- handoff-gate:inbox key=intent%2Fother state=0123456789ab -->';
const HOSTILE = `ping @octocat <script>alert(1)</script> a | b \`x\` ![img](https://e.vil/p.png) [x](javascript:alert(1)) ${FORGED}`;

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
    details: [{ label: 'Status', value: 'proposed' }],
    ...extra,
  };
}

/** The text outside code spans (where Markdown and HTML are live). */
function outsideCode(markdown: string): string {
  return markdown.replace(/(?<!`)(`+)(?!`)[\s\S]*?(?<!`)\1(?!`)/g, '');
}

/** Every table line has as many unescaped cell separators as its header. */
function expectTablesIntact(markdown: string) {
  let columns = -1;
  for (const line of markdown.split('\n')) {
    if (!line.startsWith('|')) {
      columns = -1;
      continue;
    }
    const bare = line.replace(/\\[!-/:-@[-`{-~]/g, '').split('|').length;
    if (columns === -1) columns = bare;
    expect(bare, line).toBe(columns);
  }
}

/** Nothing from the item can ping, inject HTML, forge a marker or break a table. */
function expectSafe(body: string, key: string) {
  const lines = body.split('\n');
  const marker = lines.pop()!;
  const rest = lines.join('\n');
  expect(marker.startsWith('<!-- handoff-gate:inbox key=')).toBe(true);
  expect(rest).not.toContain('<!--');
  expect(rest).not.toMatch(/@[\p{L}\p{N}_-]/u);
  expect(outsideCode(rest)).not.toMatch(/<[A-Za-z/!?]/);
  // A link or image: `](` after an even run of backslashes, to anywhere but the file link.
  expect(rest).not.toMatch(/(^|[^\\])(\\\\)*\]\((?!https:\/\/github\.com\/o\/r\/)/);
  expectTablesIntact(rest);
  expect(readInboxMarker(body)?.key).toBe(key);
  expect(body.length).toBeLessThanOrEqual(MAX_BODY);
}

describe('renderInboxIssue with hostile file text', () => {
  it('escapes mentions, HTML, pipes, links and forged markers in every detail, inline or quoted', () => {
    const hostile = item({
      title: `Approve: ${HOSTILE}`,
      path: '.forge/intents/a b(1)|@x_y.yaml',
      details: [
        { label: 'Status', value: HOSTILE },
        { label: `Failed task @octocat | <b>`, value: 'x' },
        {
          label: 'Body',
          value: `first line\n${FORGED}\n# heading\n- list\n    code\n| a | b |\n<script>x</script>\n@octocat`,
        },
        { label: 'Marker alone', value: FORGED },
      ],
    });
    const issue = renderInboxIssue(hostile, CTX);
    expectSafe(issue.body, 'intent/fix-login');
    expect(issue.body.match(/<!--/g)).toHaveLength(1);
    expect(issue.body).toContain('> \\# heading\n> \\- list\n> code\n> &#124; a &#124; b &#124;');
    expect(issue.body).toContain(
      '[.forge/intents/a b(1)&#124;@\u200Bx\\_y.yaml:3](https://github.com/o/r/blob/abc1234/x.yaml#L3)',
    );
    expect(issue.title).not.toMatch(/@[a-z]/);
  });

  it('keeps the title on one line, free of control characters, bidi shown, and within 256 characters', () => {
    const issue = renderInboxIssue(item({ title: `Answer: a\nb\r\n\tc\u0000d\u202Ee ${'x'.repeat(1000)}` }), CTX);
    expect(issue.title.length).toBeLessThanOrEqual(MAX_TITLE);
    expect(issue.title).toMatch(/^Answer: a b c<U\+0000>d<U\+202E>e x+…$/);
    expect(renderInboxIssue(item({ title: ' \n ' }), CTX).title).toBe('Inbox: intent/fix-login');
  });

  it('bounds each value at 4,000 characters and the whole body under 60,000, saying what was left out', () => {
    const huge = 'a|'.repeat(50_000);
    const one = renderInboxIssue(
      item({
        details: [
          { label: 'Status', value: huge },
          { label: 'Short', value: 'ok' },
        ],
      }),
      CTX,
    );
    expectSafe(one.body, 'intent/fix-login');
    expect(one.body).toContain('| Short | ok |');
    expect(one.body).toContain('…');

    const many = item({
      details: Array.from({ length: 200 }, (_, i) => ({
        label: `Question ${i + 1}`,
        value: `${'@x <b>|'.repeat(15_000)}\nline`,
      })),
    });
    const issue = renderInboxIssue(many, CTX);
    expectSafe(issue.body, 'intent/fix-login');
    expect(issue.body).toMatch(/_\d+ more details are not shown here: see the file\._/);
    expect(issue.body).toContain('#### Commands');
  });

  it('never breaks a rule, whatever the title, labels and values hold', () => {
    const piece = fc.constantFrom(
      '@',
      'octocat',
      'a',
      ' ',
      '\n',
      '\r\n',
      '|',
      '<',
      '!--',
      '-->',
      '`',
      '\\',
      '[',
      ']',
      '(',
      ')',
      '#',
      '-',
      '1.',
      '>',
      '*',
      '_',
      FORGED,
      '<!-- handoff-gate:inbox key=',
    );
    const text = fc.oneof(
      fc.string({ unit: 'binary', maxLength: 40 }),
      fc.array(piece, { maxLength: 30 }).map((p) => p.join('')),
    );
    fc.assert(
      fc.property(
        text,
        text,
        fc.array(fc.record({ label: text, value: text }), { maxLength: 8 }),
        fc.string({ unit: 'grapheme', maxLength: 60 }),
        (title, path, details, key) => {
          const issue = renderInboxIssue(item({ key, title, path, details }), CTX);
          expectSafe(issue.body, key);
          expect(issue.title.length).toBeLessThanOrEqual(MAX_TITLE);
          expect(issue.title).not.toMatch(/[\u0000-\u001f\u007f]/);
        },
      ),
      { numRuns: runs(500) },
    );
  });
});
