import { describe, expect, it } from 'vitest';
import { cutAtWord } from '../../src/render/escape.js';
import { itemTitle, MAX_TITLE_PART, subjectOf } from '../../src/inbox/item-title.js';
import { checkFiles } from '../helpers/check-files.js';

describe('cutAtWord', () => {
  it('cuts at the last blank before the bound, with an ellipsis, never inside a word', () => {
    const text = 'Grant read access to the billing exports for the analytics team';
    expect(cutAtWord(text, 20)).toBe('Grant read access…');
    expect(cutAtWord(text, 20).length).toBeLessThanOrEqual(20);
    expect(cutAtWord(text, text.length)).toBe(text);
    // A blank right at the bound ends the word before it.
    expect(cutAtWord('one two three', 8)).toBe('one two…');
    // No comma or dash left dangling before the ellipsis.
    expect(cutAtWord('alpha, beta gamma', 10)).toBe('alpha…');
  });

  it('cuts inside a first word longer than half the bound, as truncate does', () => {
    expect(cutAtWord('a/very/long/path/without/blanks.yaml and more', 12)).toBe('a/very/long…');
    expect(cutAtWord('どの環境にデプロイしますか', 6)).toBe('どの環境に…');
  });

  it('every cut is within the bound and a prefix of the text, at any bound', () => {
    const text = 'The staging database credentials are missing from the vault, again';
    for (let max = 1; max <= text.length + 2; max++) {
      const cut = cutAtWord(text, max);
      expect(cut.length).toBeLessThanOrEqual(max);
      expect(text.startsWith(cut.replace(/…$/, ''))).toBe(true);
    }
  });
});

describe('itemTitle: one pattern for every inbox title', () => {
  it('kind, subject and detail, each part cut at a word', () => {
    expect(itemTitle('Approve', 'Fix login')).toBe('Approve: Fix login');
    expect(itemTitle('Blocked', 'scanner', 'The vault\nis sealed')).toBe('Blocked: scanner — The vault is sealed');
    const long = itemTitle('Answer', 'pm', `${'word '.repeat(40)}end`);
    const detail = long.slice('Answer: pm — '.length);
    expect(detail.length).toBeLessThanOrEqual(MAX_TITLE_PART);
    expect(detail).toMatch(/ word…$|word…$/);
    expect(detail).not.toMatch(/ wo…$|w…$/);
    expect(subjectOf('Approve: Fix login: part two')).toBe('Fix login: part two');
    expect(subjectOf('Something else: entirely')).toBe('Something else: entirely');
  });

  it('every format titles its items by the pattern, the failed subagent included', () => {
    const items = checkFiles({
      '.forge/intents/fix-login.yaml': 'title: Fix login\ntype: fix\nsource: human\nrisk: high\nstatus: proposed\n',
      '.forge/intents/broken.yaml': 'title: Broken\ntype: fix\nsource: reflection\nrisk: low\nstatus: error\n',
      '.work/scan.yaml':
        'kind: explorer\nagent_id: scanner\nstatus: blocked\nnext: aggregator\nblockers:\n  - No access\n',
      '.work/response.yaml':
        'agent_name: svg-forge\nstatus: failed\nexecution_time: 12\nnext_action: escalate\nissues: []\n',
      'handoff-1.json': JSON.stringify({ from_agent: 'a', to_agent: 'b', status: 'FAIL', loop_required: false }),
    }).inbox;
    expect(items.map((i) => i.title).sort()).toEqual([
      'Approve: Fix login',
      'Blocked: a failed handing off to b',
      'Blocked: scanner — No access',
      'Failed: Broken',
      'Failed: svg-forge',
    ]);
    for (const item of items) expect(item.title).toMatch(/^(?:Approve|Answer|Blocked|Failed|Escalated): \S/);
  });
});
