import { leftoverReason } from '../../../rules/shared/template-leftover.js';
import { defineRule } from '../../../core/define-rule.js';
import { asString, field, show } from '../../../util/values.js';
import { folderOf, settings } from '../folder.js';
import { headerOf, reportField } from '../header.js';
import { declarersOf } from '../id-index.js';
import { isTruncatedExample } from './id-format.js';
import { allowedValues } from '../schema.js';

/** The file name without its extension: spec 5 names an answer `questions/answers/{question-id}.md`. */
const stemOf = (path: string) => path.slice(path.lastIndexOf('/') + 1).replace(/\.[^.]+$/, '');

/**
 * Spec 5's `questions/answers/` folder fixes no sender or recipient: the question does. Its
 * example answers a `backend → frontend` question `from: frontend`, `to: backend`, as the
 * `/answer` command writes a human's answer: the one asked answers the asker. The question is the
 * message `parent_id` names, or, without one, the message the answer file is named for.
 */
export const answerDirection = defineRule({
  id: 'message/answer-direction',
  severity: 'error',
  summary:
    "An answer's `from` and `to` are not its question's `to` and `from`: the one asked answers the asker (spec 5's 回答).",
  rationale:
    "An answer goes back from the one asked to the one who asked (spec 5's 回答): an answer with `from` and `to` not swapped from its question's reaches someone who never asked.",
  spec: '§ メッセージタイプ別フォーマット > 6. 回答（Answer）',
  check(ctx) {
    const header = headerOf(ctx.doc);
    if (!header || header.values.type !== 'answer') return;
    const parent = asString(field(ctx.data, 'parent_id'))?.trim();
    const named = folderOf(ctx.path)?.below[0] === 'answers' ? stemOf(ctx.path) : undefined;
    const ref = parent || named;
    // Placeholders are the template-leftover rule's; an id nothing declares is reference-not-found's.
    if (!ref || leftoverReason(ref) || isTruncatedExample(ref)) return;
    const declarers = declarersOf(ctx.project, ref).filter((path) => path !== ctx.path);
    // Two files with the question's id is the duplicate-id rule's; which one is meant is unknown.
    if (declarers.length !== 1) return;
    const doc = ctx.project.content(declarers[0]!);
    const question = doc && headerOf(doc);
    if (!question || question.values.type !== 'question') return;
    const roles = allowedValues(ctx.config, 'role');
    const asked = `the question it answers (${show(ref)} in \`${declarers[0]}\`) is from ${show(question.values.from ?? '?')} to ${show(question.values.to ?? '?')}`;
    const wanted = { from: question.values.to, to: question.values.from };
    for (const key of ['from', 'to'] as const) {
      const want = wanted[key];
      const have = header.values[key];
      // Values outside the role enum are the enum rule's, on either side.
      if (!want || !have || want === have || !roles.includes(want) || !roles.includes(have)) continue;
      const who = key === 'from' ? 'the one asked answers' : 'the answer goes back to the one who asked';
      reportField(
        ctx,
        header,
        key,
        `\`${key}\` is ${show(have)}, but ${asked}, and ${who}. Write ${settings(header, [key], wanted)}${parent ? ', or fix `parent_id` if it names the wrong question' : ''}.`,
      );
    }
  },
});
