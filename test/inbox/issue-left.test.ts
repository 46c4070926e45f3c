import { describe, expect, it } from 'vitest';
import { leftBody, leftMarker, readLeft } from '../../src/inbox/issue-left.js';

const SHA = 'a'.repeat(40);
const MARKER = '<!-- handoff-gate:inbox key=intent%2Fx path=.forge%2Fintents%2Fx.yaml state=0123456789ab -->';
const OPEN = [
  '**Approval needed.** An agent proposed this intent.',
  '**Approvals:** 0 of 1',
  '| Detail | Value |\n|---|---|\n| Risk | high |',
  '**File:** [x.yaml](https://example.invalid)',
  '#### Commands',
  '`/approve`',
  '`/reject`',
  'more',
  '_This issue is kept in sync by handoff-gate: its title, body and inbox labels follow the file, and it is closed with a comment once the item no longer waits for a human. Closed by hand, it stays closed until the item changes._',
  MARKER,
].join('\n\n');

describe('an issue left without a decision', () => {
  it('says first what happened and what a person may do, keeps the details and the marker last', () => {
    const body = leftBody(
      OPEN,
      'Left the inbox in aaaaaaa through a change.',
      { commit: SHA, ruleId: 'intent/approval-skipped' },
      MARKER,
    );
    expect(body).toMatch(
      /^\*\*Left the inbox without a decision\.\*\* Left the inbox in aaaaaaa through a change\. Nobody has decided this yet: comment `\/approve`/,
    );
    expect(body).toContain('| Risk | high |');
    expect(body).not.toContain('**Approvals:**');
    expect(body).not.toContain('#### Commands');
    expect(body).not.toContain('it is closed with a comment once the item no longer waits');
    expect(body.trimEnd().split('\n').slice(-2)).toEqual([
      leftMarker({ commit: SHA, ruleId: 'intent/approval-skipped' }),
      MARKER,
    ]);
    expect(readLeft(body)).toEqual({ commit: SHA, ruleId: 'intent/approval-skipped' });
  });

  it('reads only its own whole line: a quoted, indented, short or widened one is no left state', () => {
    const line = leftMarker({ commit: SHA, ruleId: 'intent/approval-skipped' });
    expect(readLeft(`text\n${line}\n`)).toBeDefined();
    expect(readLeft(`text\r\n${line}\r\n`)).toBeDefined();
    for (const forged of [
      `> ${line}`,
      ` ${line}`,
      `${line} `,
      line.replace(SHA, 'a'.repeat(39)),
      line.replace('intent/approval-skipped', 'intent/approval skipped'),
      line.replace('intent/approval-skipped', `${'a'.repeat(61)}/x`),
      `\`${line}\``,
    ])
      expect(readLeft(`text\n${forged}\n`)).toBeUndefined();
    expect(readLeft('no marker at all')).toBeUndefined();
  });
});
