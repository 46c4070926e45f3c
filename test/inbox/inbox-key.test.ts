import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { inboxKey, keyPath, pathKey, splitKey, uniqueKeys } from '../../src/inbox/keys.js';
import type { InboxItem } from '../../src/report/report.js';
import { runs } from '../helpers/runs.js';

const item = (key: string, path: string, format: InboxItem['format'] = 'intent'): InboxItem => ({
  key,
  path,
  format,
  reason: 'approval',
  line: 1,
  title: 't',
  actions: [],
  details: [],
});

describe('inboxKey', () => {
  it("keeps today's keys for ordinary names, byte for byte", () => {
    expect(inboxKey('intent', { id: 'fix-login' })).toBe('intent/fix-login');
    expect(inboxKey('intent', { id: 'fix-login' }, 'clarification')).toBe('intent/fix-login#clarification');
    expect(inboxKey('message', { id: '20250305-010-q' })).toBe('message/20250305-010-q');
    expect(inboxKey('message', { path: 'shared/questions/pm-to-human/x.md', besideIds: true })).toBe(
      'message/shared/questions/pm-to-human/x.md',
    );
    expect(inboxKey('handoff', { path: 'handoff-CodeReviewer.json' })).toBe('handoff/handoff-CodeReviewer.json');
    expect(inboxKey('envelope', { path: '.work/x.yaml' })).toBe('envelope/.work/x.yaml');
    expect(inboxKey('handoff', { path: 'handoffs/a b.yaml' })).toBe('handoff/handoffs/a b.yaml');
    expect(inboxKey('intent', { id: 'ünïcode 計画' })).toBe('intent/ünïcode 計画');
  });

  it('encodes only what would make a key ambiguous', () => {
    expect(inboxKey('intent', { id: 'a#clarification' })).toBe('intent/a%23clarification');
    expect(inboxKey('intent', { id: '50%' })).toBe('intent/50%25');
    expect(inboxKey('intent', { id: 'a/b' })).toBe('intent/a%2Fb');
    expect(inboxKey('intent', { id: 'a\nb' })).toBe('intent/a%0Ab');
    expect(inboxKey('intent', { id: 'a\u2028b' })).toBe('intent/a%E2%80%A8b');
    expect(inboxKey('envelope', { path: 'x/a#b%c.yaml' })).toBe('envelope/x/a%23b%25c.yaml');
    expect(inboxKey('message', { path: 'top.md', besideIds: true })).toBe('message/./top.md');
  });

  it('tells apart the cases that collided before', () => {
    const pairs: Array<[string, string]> = [
      [inboxKey('intent', { id: 'a#clarification' }), inboxKey('intent', { id: 'a' }, 'clarification')],
      [inboxKey('message', { id: 'x.md' }), inboxKey('message', { path: 'x.md', besideIds: true })],
      [inboxKey('message', { id: 'q' }), inboxKey('message', { path: './q', besideIds: true })],
      [inboxKey('intent', { id: 'a%23b' }), inboxKey('intent', { id: 'a#b' })],
    ];
    for (const [a, b] of pairs) expect(a).not.toBe(b);
  });

  it('is injective over any names (ids, paths and parts)', () => {
    const name = fc.oneof(
      fc.record({ id: fc.string({ unit: 'binary', maxLength: 12 }) }),
      fc.record({ path: fc.string({ unit: 'binary', maxLength: 12 }), besideIds: fc.constant(true as const) }),
    );
    const part = fc.option(fc.constantFrom('clarification', 'x#y', ''), { nil: undefined });
    fc.assert(
      fc.property(name, part, name, part, (n1, p1, n2, p2) => {
        const same = JSON.stringify([n1, p1 ?? null]) === JSON.stringify([n2, p2 ?? null]);
        // `./a` and `a` are one path (a top-level file).
        const samePath =
          'path' in n1 &&
          'path' in n2 &&
          (n1.path === `./${n2.path}` || n2.path === `./${n1.path}`) &&
          !n1.path.slice(2).includes('/') &&
          p1 === p2;
        if (!same && !samePath) expect(inboxKey('message', n1, p1)).not.toBe(inboxKey('message', n2, p2));
        expect(inboxKey('message', n1, p1)).not.toMatch(/[\n\r\u2028\u2029]/);
      }),
      { numRuns: runs(3000) },
    );
  });
});

describe('uniqueKeys', () => {
  it('leaves distinct keys alone', () => {
    const items = [item('intent/a', '.forge/intents/a.yaml'), item('intent/a#clarification', '.forge/intents/a.yaml')];
    expect(uniqueKeys(items)).toEqual(items);
  });

  it('gives every item of a shared key its path-based key, parts kept', () => {
    const items = [
      item('intent/a', '.forge/intents/a.yaml'),
      item('intent/a', '.forge/intents/a.yml'),
      item('intent/a#clarification', '.forge/intents/a.yml'),
      item('intent/b', 'b.yaml'),
    ];
    expect(uniqueKeys(items).map((i) => i.key)).toEqual([
      'intent/.forge/intents/a.yaml',
      'intent/.forge/intents/a.yml',
      'intent/a#clarification',
      'intent/b',
    ]);
  });

  it('separates messages that share an id, and cannot land on another id', () => {
    const items = [
      item('message/q1', 'q/a.md', 'message'),
      item('message/q1', 'q/b.md', 'message'),
      item('message/q%2Fa.md', 'z.md', 'message'),
    ];
    const keys = uniqueKeys(items).map((i) => i.key);
    expect(keys).toEqual(['message/q/a.md', 'message/q/b.md', 'message/q%2Fa.md']);
    expect(new Set(keys).size).toBe(3);
  });

  it('path keys carry the part of the key they replace', () => {
    expect(pathKey(item('intent/a#clarification', 'x/a#b.yaml'))).toBe('intent/x/a%23b.yaml#clarification');
  });
});

describe('a key read back from an issue marker', () => {
  it('names its file and part when they decode, and none when an escape is malformed', () => {
    expect(keyPath('envelope/.work/x%23y.yaml', false)).toBe('.work/x#y.yaml');
    expect(splitKey('intent/a#clari%66ication')).toEqual({ base: 'intent/a', part: 'clarification' });
    // A marker is outside text: a broken escape names no file and no part, rather than throw.
    expect(keyPath('envelope/.work/x%E0%A4.yaml', false)).toBeUndefined();
    expect(splitKey('intent/a#%ZZ')).toEqual({ base: 'intent/a', part: undefined });
  });
});
