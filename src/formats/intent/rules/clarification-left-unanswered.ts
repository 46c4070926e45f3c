import { noWords } from '../../../rules/shared/no-words.js';
import { defineRule } from '../../../core/define-rule.js';
import type { PathKey } from '../../../parse/types.js';
import { asArray, asString, field, has, isRecord, show } from '../../../util/values.js';
import { unanswered } from '../inbox.js';
import { intentAtBase } from '../status-change.js';

/** What became of a clarification that waited at the base revision, when it no longer waits with no answer. */
type Fate = { at: PathKey[]; what: string } | undefined;

/**
 * A clarification that waited for its answer at the base revision (spec 4: `answer: null`) and
 * that the change takes out of the inbox with no person's answer: deleted, made something the
 * inbox does not read as a question, or "answered" with a stand-in (`TBD`, `<answer>`; a short
 * reply such as `?` or `👍` is words). Only a person's answer settles it, as only a person's
 * approval moves a med/high intent on. handoff-gate's own commit for `/answer` writes a person's
 * answer, whatever its words. A clarification is followed by its question's text, else by its place in the list
 * (a question reworded in place still waits). An intent the change deletes whole, while a
 * clarification waits, is intent/deleted-outside-inbox's.
 */
export const clarificationLeftUnanswered = defineRule({
  id: 'intent/clarification-left-unanswered',
  severity: 'error',
  summary:
    "A change deletes a clarification that waited for its answer (`answer: null`), or the intent that holds it, or gives it a placeholder for an answer: only a person's answer settles it (compared with the base revision).",
  rationale:
    'A clarification with `answer: null` is a question an agent put to a person; deleting it, or filling in a placeholder, lets the work go on as though the person had answered.',
  spec: '§ Intent > Inbox',
  check(ctx) {
    // handoff-gate's own commit for a person's `/answer`: the answer is theirs, whatever its words.
    if (ctx.project.fromInboxCommand) return;
    const base = intentAtBase(ctx);
    if (!isRecord(base) || !isRecord(ctx.data)) return;
    const before = asArray(field(base, 'clarifications'));
    if (!before.some((c) => isRecord(c) && unanswered(c))) return;
    const now = asArray(field(ctx.data, 'clarifications'));
    const taken = new Set<number>();
    const questionOf = (c: unknown) => asString(field(c, 'question'))?.trim() || undefined;
    // Same question first, so that a clarification added or removed before it does not shift the match.
    const match = before.map((c) => {
      const q = questionOf(c);
      const j = q === undefined ? -1 : now.findIndex((d, k) => !taken.has(k) && questionOf(d) === q);
      if (j !== -1) taken.add(j);
      return j;
    });
    before.forEach((c, i) => {
      if (!isRecord(c) || !unanswered(c)) return;
      let j = match[i]!;
      // Reworded in place: the entry at its place, unless that one is another clarification's.
      if (j === -1 && i < now.length && !taken.has(i) && !before.some((b) => questionOf(b) === questionOf(now[i]))) {
        j = i;
        taken.add(i);
      }
      const fate = fateOf(now, j, has(ctx.data, 'clarifications'));
      if (!fate) return;
      const q = questionOf(c);
      ctx.report(
        fate.at,
        `Clarification ${i + 1}${q === undefined ? '' : ` (${show(q)})`} waited for its answer at the base revision, and this change ${fate.what}: nobody answered it, and only a person's answer settles a clarification. Restore it with \`answer: null\` and let a person answer it (\`/answer ${i + 1} <text>\` on the intent's inbox issue).`,
        // A list that is gone is pointed at by its key; an entry, by its value.
        fate.at.length === 1 ? { part: 'key' } : {},
      );
    });
  },
});

/** What the change did to the clarification now at `j` (-1: gone), or undefined when it still waits, or words answer it. */
function fateOf(now: readonly unknown[], j: number, listed: boolean): Fate {
  if (j === -1) return { at: listed ? ['clarifications'] : [], what: 'deletes it' };
  const entry = now[j];
  if (!isRecord(entry))
    return { at: ['clarifications', j], what: 'makes it no `question` and `answer` mapping, which no longer waits' };
  if (unanswered(entry)) return undefined;
  // A stand-in for the answer (`TBD`, `<answer>`), not a person's short reply (`?`, `👍`).
  const answer = field(entry, 'answer');
  return typeof answer === 'string' && noWords(answer) === 'placeholder'
    ? { at: ['clarifications', j, 'answer'], what: `answers it with ${show(answer.trim())}, which is a placeholder` }
    : undefined;
}
