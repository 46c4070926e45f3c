import { closedBody } from './issue-closing.js';
import { FOOTER } from './issue.js';

// Which guard's finding leaves an item still waiting for a person is said in the guards' one list.
export { waitsForDecision } from '../suppressions/rules.js';

/*
 * An item that left the inbox without a person's decision (its approval skipped, its question
 * closed or deleted unanswered) keeps its issue open until a person decides: `/approve` ratifies
 * the change, `/reject` undoes it. The issue says so in its first paragraph, and a hidden line
 * names the change and the rule that reported it. That line is written under the bot's login,
 * which every workflow of the repository shares, so it is never taken as a record of anything: it
 * only keeps the issue open (a forged one can at most ask a person for a decision nobody needs),
 * and a command on it checks the change it names against GitHub's record before anything counts.
 */

/** The hidden line of an issue whose item left without a decision. */
const LEFT_MARKER = '<!-- handoff-gate:left';

/** Exactly our own line: a full commit id and a rule id. */
const LEFT_LINE = /^<!-- handoff-gate:left commit=([0-9a-f]{40}) rule=([a-z0-9-]{1,60}\/[a-z0-9-]{1,60}) -->$/;

/** The change that took the item out of the inbox, and the rule that reported it. */
export interface LeftState {
  commit: string;
  ruleId: string;
}

/** The hidden line for a left item. */
export function leftMarker(state: LeftState): string {
  return `${LEFT_MARKER} commit=${state.commit} rule=${state.ruleId} -->`;
}

/** The left state an issue body names on a line of its own, if it names one. */
export function readLeft(body: string): LeftState | undefined {
  if (typeof body !== 'string' || !body.includes(LEFT_MARKER)) return undefined;
  for (const line of body.replace(/\r\n?/g, '\n').split('\n')) {
    if (!line.startsWith(LEFT_MARKER)) continue;
    const m = LEFT_LINE.exec(line);
    if (m) return { commit: m[1]!, ruleId: m[2]! };
  }
  return undefined;
}

/** What a person may do on a left item's issue, as its first paragraph and the replies say it. */
export const LEFT_CHOICE =
  'Nobody has decided this yet: comment `/approve` to ratify the change (the decision is committed to the history), or `/reject` to undo it (the file goes back to how it was before that change).';

const LEFT_FOOTER =
  '_handoff-gate keeps this issue open until a person decides: a later change to the file does not close it. Closed by hand, it stays closed._';

/**
 * The body of an issue whose item left without a decision: its first paragraph says what happened
 * (`what`: escaped Markdown, as a closing comment is) and what a person may do; the details, the
 * file link and the item's marker stay, the approvals count and the item's commands go (they were
 * for the item as it waited), and the left line goes before the item's marker.
 */
export function leftBody(body: string, what: string, state: LeftState, marker: string): string {
  const kept = closedBody(body, what)
    .split('\n\n')
    .slice(1)
    .filter((part) => part.trim() !== marker.trim() && part !== FOOTER);
  return [`**Left the inbox without a decision.** ${what.trim()} ${LEFT_CHOICE}`, ...kept, LEFT_FOOTER]
    .join('\n\n')
    .concat(`\n${leftMarker(state)}\n${marker}\n`);
}
