/**
 * Which `status` moves spec 5 allows between the base revision and the head: the one table the
 * message transition rule reads. Written out by hand from the spec's state diagram
 * (`5-message.md`, ステータス遷移, lines 341-351):
 *
 *     [*] --> pending: メッセージ作成
 *     pending --> in_progress: 作業開始
 *     in_progress --> completed: 完了
 *     in_progress --> blocked: ブロック発生
 *     blocked --> in_progress: ブロック解消
 *     completed --> [*]
 *
 * One change may hold several commits, so a move may pass through `in_progress`, the working
 * state (`pending → completed`: worked on and finished in one change, as a question answered by
 * its answer message is; `blocked → completed`: unblocked and finished). `completed` is final:
 * a follow-up is a new message. `test/fidelity/status-transitions.test.ts` checks every pair
 * against the diagram.
 */
export const MESSAGE_STATUS_MOVES = {
  pending: ['in_progress', 'completed', 'blocked'],
  in_progress: ['completed', 'blocked'],
  blocked: ['in_progress', 'completed'],
  completed: [],
} as const satisfies Record<string, readonly string[]>;
