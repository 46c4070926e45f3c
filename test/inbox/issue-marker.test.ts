import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { InboxItem } from '../../src/report/report.js';
import { FORMATS } from '../../src/formats/index.js';
import {
  INBOX_MARKER,
  inboxMarker,
  markerKey,
  readInboxMarker,
  renderInboxIssue,
  stateHash,
} from '../../src/inbox/issue.js';
import { withPushers } from '../../src/inbox/issue-marker.js';
import { runs } from '../helpers/runs.js';

function item(extra: Partial<InboxItem> = {}): InboxItem {
  return {
    key: 'intent/fix-login#clarification',
    reason: 'clarification',
    path: '.forge/intents/fix-login.yaml',
    line: 12,
    title: 'Answer: Fix login',
    format: 'intent',
    risk: 'med',
    actions: ['/answer <n> <text>'],
    details: [
      { label: 'Status', value: 'proposed' },
      { label: 'Question 1', value: 'RFC 5322?' },
      { label: 'Answer 1', value: '(unanswered)' },
    ],
    ...extra,
  };
}

describe('inboxMarker / readInboxMarker', () => {
  it('writes the exact format, the key percent-encoded', () => {
    expect(inboxMarker(item())).toBe(
      `<!-- handoff-gate:inbox key=intent%2Ffix-login%23clarification path=.forge%2Fintents%2Ffix-login.yaml state=${stateHash(item())} -->`,
    );
    expect(INBOX_MARKER).toBe('<!-- handoff-gate:inbox');
    expect(stateHash(item())).toMatch(/^[0-9a-f]{12}$/);
  });

  it('records who pushed changes of the item (`by=`): read back as written, grown only, bounded with `*`', () => {
    const pushers = ['wendy', 'dave'];
    const line = inboxMarker(item(), pushers);
    expect(line).toBe(
      `<!-- handoff-gate:inbox key=intent%2Ffix-login%23clarification path=.forge%2Fintents%2Ffix-login.yaml state=${stateHash(item())} by=wendy,dave -->`,
    );
    expect(readInboxMarker(line)?.pushers).toEqual(pushers);
    // No `by=`: no pushers, as markers written before it was recorded read.
    expect(readInboxMarker(inboxMarker(item()))?.pushers).toBeUndefined();
    // Grown only: a login already there (in any case) is not repeated, a bad one never enters.
    expect(withPushers(pushers, ['Wendy', 'carol', 'not a login', ''])).toEqual(['wendy', 'dave', 'carol']);
    // Bounded: past 20 the list ends in `*` (more pushed than recorded), which reads back.
    const many = withPushers(
      [],
      Array.from({ length: 25 }, (_, i) => `p${i}`),
    );
    expect(many).toHaveLength(21);
    expect(many.at(-1)).toBe('*');
    expect(readInboxMarker(inboxMarker(item(), many))?.pushers).toEqual(many);
    // A hand-made list the marker's form refuses is no marker at all.
    expect(readInboxMarker(line.replace('by=wendy,dave', 'by=wendy dave'))).toBeUndefined();
  });

  it('round-trips any key, through the marker alone and through a rendered body with CRLF line ends', () => {
    const ctx = {
      fileUrl: 'https://github.com/o/r/blob/a/x#L1',
      commit: 'a',
      inboxLabel: 'inbox',
      riskPrefix: 'risk:',
      formats: FORMATS,
    };
    fc.assert(
      fc.property(
        fc.oneof(fc.string({ unit: 'binary', maxLength: 80 }), fc.string({ unit: 'grapheme', maxLength: 80 })),
        fc.string({ unit: 'grapheme', maxLength: 40 }),
        (key, path) => {
          const it = item({ key, path });
          const expected = { key, path, state: stateHash(it) };
          expect(readInboxMarker(inboxMarker(it))).toEqual(expected);
          const body = renderInboxIssue(it, ctx).body;
          expect(readInboxMarker(body)).toEqual(expected);
          expect(readInboxMarker(body.replace(/\n/g, '\r\n'))).toEqual(expected);
          expect(readInboxMarker(`${body}\n\nA human's note below.`)).toEqual(expected);
        },
      ),
      { numRuns: runs(1_000) },
    );
  });

  it('reads markers written before the file was named (no path)', () => {
    const state = stateHash(item());
    expect(readInboxMarker(`Body\n\n<!-- handoff-gate:inbox key=intent%2Ffix-login state=${state} -->`)).toEqual({
      key: 'intent/fix-login',
      state,
    });
  });

  it('names files with any characters, and refuses a malformed path', () => {
    for (const path of [
      '.forge/intents/a#clarification.yaml',
      'a b/%41.yaml',
      'x\ny.yaml',
      'ü/ß.md',
      '../a.yaml',
      '<!-- -->.yaml',
    ]) {
      const it = item({ path });
      expect(readInboxMarker(inboxMarker(it))).toEqual({ key: it.key, path, state: stateHash(it) });
      expect(inboxMarker(it)).not.toMatch(/[\n\r ]-->.*-->/);
    }
    expect(
      readInboxMarker(`<!-- handoff-gate:inbox key=intent%2Fa path=%E0 state=${stateHash(item())} -->`),
    ).toBeUndefined();
    expect(
      readInboxMarker(`<!-- handoff-gate:inbox key=intent%2Fa path=a/b state=${stateHash(item())} -->`),
    ).toBeUndefined();
  });

  it('replaces lone surrogates (which cannot be URI-encoded) instead of throwing', () => {
    const it = item({ key: 'message/a\uD800b' });
    expect(markerKey(it.key)).toBe('message/a\uFFFDb');
    expect(readInboxMarker(inboxMarker(it))?.key).toBe('message/a\uFFFDb');
  });

  const good = `${INBOX_MARKER} key=intent%2Fx state=0123456789ab -->`;

  it.each([
    ['text before it', `see ${good}`],
    ['a leading space', ` ${good}`],
    ['text after it', `${good} trailing`],
    ['inside a quote', `> ${good}`],
    ['upper-case state', good.replace('0123456789ab', '0123456789AB')],
    ['a short state', good.replace('0123456789ab', '0123456789a')],
    ['a long state', good.replace('0123456789ab', '0123456789abc')],
    ['two spaces', good.replace(' state=', '  state=')],
    ['an unencoded slash', good.replace('intent%2Fx', 'intent/x')],
    ['a non-canonical encoding', good.replace('intent%2Fx', '%69ntent%2Fx')],
    ['lower-case percent hex', good.replace('intent%2Fx', 'intent%2fx')],
    ['a malformed escape', good.replace('intent%2Fx', 'intent%E0%A4%A')],
    ['an encoded lone surrogate', good.replace('intent%2Fx', '%ED%A0%80')],
    ['a missing end', good.replace(' -->', '')],
    ['a broken comment opener', good.replace('<!--', '<\u200B!--')],
  ])('finds no marker with %s', (_, body) => {
    expect(readInboxMarker(`intro\n${body}\nend`)).toBeUndefined();
  });

  it('finds the marker on the first or last line, with CRLF, and takes the last of several', () => {
    expect(readInboxMarker(good)).toEqual({ key: 'intent/x', state: '0123456789ab' });
    expect(readInboxMarker(`a\r\n${good}\r\n`)).toEqual({ key: 'intent/x', state: '0123456789ab' });
    const other = good.replace('intent%2Fx', 'intent%2Fy');
    expect(readInboxMarker(`${good}\n${other}`)?.key).toBe('intent/y');
    expect(readInboxMarker(good.replace('intent%2Fx', ''))).toEqual({ key: '', state: '0123456789ab' });
    // The sync appends its own line when it closes an issue; the marker is still found.
    expect(readInboxMarker(`a\n\n${good}\n<!-- handoff-gate:closed -->\n`)).toEqual({
      key: 'intent/x',
      state: '0123456789ab',
    });
  });

  it('never throws on hostile bodies, huge ones included', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 200 }), (body) => {
        expect(() => readInboxMarker(body)).not.toThrow();
        expect(() => readInboxMarker(`${INBOX_MARKER} key=${body} state=0123456789ab -->`)).not.toThrow();
      }),
    );
    expect(readInboxMarker(undefined as unknown as string)).toBeUndefined();
    expect(readInboxMarker(`${INBOX_MARKER} key=${'%'.repeat(1_000_000)}`)).toBeUndefined();
    expect(readInboxMarker(`${INBOX_MARKER}\n`.repeat(200_000))).toBeUndefined();
    expect(readInboxMarker(`${INBOX_MARKER} key=a state=${'0'.repeat(1_000_000)} -->`)).toBeUndefined();
  });
});

describe('stateHash', () => {
  it('ignores where the item sits (line), but not what it says', () => {
    const base = stateHash(item());
    expect(stateHash(item({ line: 99 }))).toBe(base);
    expect(stateHash(item({ details: item().details.map((d) => ({ ...d })) }))).toBe(base);
    const changed = [
      item({ details: [{ label: 'Status', value: 'approved' }, ...item().details.slice(1)] }),
      item({ details: [...item().details.slice(0, 2), { label: 'Answer 1', value: 'Yes, RFC 5322' }] }),
      item({ reason: 'approval' }),
      item({ title: 'Answer: Fix the login' }),
      item({ risk: 'high' }),
      item({ risk: undefined }),
      item({ actions: ['/approve'] }),
      item({ path: '.forge/intents/fix-login-2.yaml' }),
      item({ details: [...item().details, { label: 'Parent', value: 'auth' }] }),
    ];
    const hashes = new Set([base, ...changed.map(stateHash)]);
    expect(hashes.size).toBe(changed.length + 1);
  });

  it('does not confuse a label with a value or one detail with two', () => {
    expect(stateHash(item({ details: [{ label: 'a', value: 'b c' }] }))).not.toBe(
      stateHash(item({ details: [{ label: 'a b', value: 'c' }] })),
    );
    expect(stateHash(item({ details: [{ label: 'a', value: 'b' }] }))).not.toBe(
      stateHash(
        item({
          details: [
            { label: 'a', value: '' },
            { label: '', value: 'b' },
          ],
        }),
      ),
    );
  });
});
