import { describe, expect, it } from 'vitest';
import { commandDecision } from '../../src/inbox/decision-log.js';

const record = (message: string) => ({
  sha: 'b'.repeat(40),
  committedAt: '2026-12-07T12:00:00Z',
  author: 'github-actions[bot]',
  message,
});

describe('the decision log of an item that left the inbox without a decision', () => {
  it('reads a ratification as one, with its approvers', () => {
    const decision = commandDecision(
      record(
        'handoff-gate: /approve ratifies the change in abc1234 to .forge/intents/x.yaml (by alice)\n\nThe item left the inbox without a decision.\n\nApproved-by: alice\nApproved-by: bob\nHandoff-Gate-Comment: 42\nHandoff-Gate-By: alice\n',
      ),
    );
    expect(decision).toMatchObject({
      kind: 'approve',
      item: 'ratifies the change in abc1234 to .forge/intents/x.yaml',
      state: 'ratified (it had left without a decision)',
      who: 'alice',
      approvers: ['alice', 'bob'],
      comment: 42,
    });
  });

  it('reads an undoing /reject as a rejection of the change, not of a deleted file', () => {
    const decision = commandDecision(
      record(
        'handoff-gate: /reject undoes the change in abc1234 to shared/q.md (by carol)\n\nIt waits again.\n\nHandoff-Gate-Comment: 7\nHandoff-Gate-By: carol\n',
      ),
    );
    expect(decision).toMatchObject({ kind: 'reject', state: 'rejected (the change undone)', who: 'carol' });
  });
});
