import { isSeq, type Pair, type YAMLMap } from 'yaml';
import { enumMember } from '../../core/enum-reading.js';
import { asArray, field, has, isRecord } from '../../util/values.js';
import { addPair, finish, mapAt, pairOf, readYaml, replaceValue, type YamlSource } from '../../parse/yaml-edit.js';
import { refused, type Command, type EditOutcome } from '../../core/format-inbox.js';
import { cannotEdit, commitText, login, prose, quote } from '../../inbox/command-text.js';
import { INTENT_STATUSES } from './values.js';

/** The commands that change an intent; `/help` is refused. */
export type IntentCommand = Extract<Command, { name: 'approve' | 'retry' | 'answer' | 'reject' }>;

export interface IntentContext {
  /** The intent's id (its file name's stem), for replies and commit messages. */
  id: string;
  /** The commenter's login. */
  user: string;
}

/**
 * The edit a bot command makes to an intent file (spec 4), as the new file text: only the lines
 * the command changes differ, so comments, key order and quoting stay. Pure and total: a file
 * that does not parse, or an edit that would not read back as intended, is refused.
 */
export function applyIntentCommand(text: string, command: Command, ctx: IntentContext): EditOutcome {
  try {
    return apply(text, command, ctx);
  } catch {
    return refused(`The bot could not edit ${quote(ctx?.id)}; edit the file by hand.`);
  }
}

function apply(text: string, command: Command, ctx: IntentContext): EditOutcome {
  const id = quote(ctx.id);
  const by = `(by ${login(ctx.user)})`;
  const item = `intent ${commitText(ctx.id)}`;
  if (command?.name === 'reject') {
    // `commitText` and `prose` break mentions, references and links (escape.ts), for the commit and the reply alike.
    const reason = typeof command.reason === 'string' ? command.reason.trim() : '';
    return {
      kind: 'delete',
      summary: `Rejected ${id}: its file is deleted. ${reason ? `Reason: ${prose(reason)}` : 'No reason given.'}`,
      commitMessage: `handoff-gate: /reject ${item} ${by}${reason ? `\n\nReason:\n${quoted(commitText(reason, 2000, true))}` : ''}`,
    };
  }
  if (typeof text !== 'string') return refused(`${id} could not be read.`);
  const source = readYaml(text);
  if ('error' in source)
    return refused(
      `${id} is not valid YAML (${prose(source.error, 200)}), so the bot cannot edit it. Fix the file, then repeat the command.`,
    );
  const root = source.docs[0] && mapAt(source.docs[0], []);
  const data = source.values[0];
  if (!root || !isRecord(data))
    return refused(`${id} is not a YAML mapping of intent fields, so the bot cannot edit it.`);
  const at = { map: root.map, inFlow: root.inFlow };
  const commit = (name: string, what = item) => `handoff-gate: /${name} ${what} ${by}`;

  switch (command?.name) {
    case 'approve':
    case 'retry': {
      const written = has(data, 'status') ? field(data, 'status') : 'proposed';
      // Read as the inbox reads it: `status: Proposed` is an approval item, so /approve applies (and writes `approved`).
      const status = enumMember(written, INTENT_STATUSES) ?? written;
      const from = command.name === 'approve' ? ['proposed'] : ['blocked', 'error'];
      if (typeof status !== 'string' || !from.includes(status)) return refused(wrongStatus(command.name, id, written));
      const pair = pairOf(root.map, 'status');
      const splice = pair
        ? replaceValue(source, { ...at, pair }, 'approved', 'keep')
        : addPair(source, at, 'status', 'approved', 'keep');
      const edited = finish(source, [splice], [{ path: ['status'], value: 'approved' }]);
      if ('problem' in edited) return refused(cannotEdit(id, '`status`', edited.problem));
      const summary =
        command.name === 'approve'
          ? `Approved ${id}: \`status\` is now \`approved\`${pair ? '' : ' (the file had no `status`, which means `proposed`, so `status: approved` was added)'}.`
          : `Sent ${id} back to \`approved\` (it was \`${status}\`), so it runs again.`;
      return { kind: 'edit', text: edited.text, summary, commitMessage: commit(command.name) };
    }
    case 'answer':
      return answerClarification(source, at, data, command, id, (n) =>
        commit('answer', `clarification ${n} of ${item}`),
      );
    default:
      return refused('Only `/approve`, `/answer`, `/retry` and `/reject` change an intent.');
  }
}

/**
 * The reason's lines in the commit message, each behind `> `: the message's last paragraph is
 * read for trailers, and a reason line such as `Co-authored-by: someone <mail>` must not credit
 * the bot's commit to someone (nor `Signed-off-by:` sign it).
 */
function quoted(text: string): string {
  return text
    .split('\n')
    .map((line) => (line === '' ? '>' : `> ${line}`))
    .join('\n');
}

function wrongStatus(command: 'approve' | 'retry', id: string, status: unknown): string {
  const is = typeof status === 'string' ? `is ${quote(status)}` : `has no valid \`status\` (it is ${quote(status)})`;
  if (command === 'approve') {
    if (status === 'approved') return `${id} is already \`approved\`; /approve applies to proposed intents.`;
    const hint = status === 'blocked' || status === 'error' ? ' To run it again, use `/retry`.' : '';
    return `${id} ${is}; /approve applies to proposed intents.${hint}`;
  }
  const hint = status === 'proposed' ? ' To approve it, use `/approve`.' : '';
  return `${id} ${is}; /retry applies to blocked or error intents.${hint}`;
}

/** Spec 4 says `answer: null`; pfl-forge leaves the key out; a blank answer answers nothing (as the inbox reads it). */
const unanswered = (clarification: unknown): boolean => {
  const answer = field(clarification, 'answer');
  return answer === undefined || answer === null || (typeof answer === 'string' && answer.trim() === '');
};

function answerClarification(
  source: YamlSource,
  at: { map: YAMLMap; inFlow: boolean },
  data: Record<string, unknown>,
  command: Extract<IntentCommand, { name: 'answer' }>,
  id: string,
  commitFor: (n: number) => string,
): EditOutcome {
  // The contract: `text` is the answer as parseCommand hands it over (its line breaks already LF,
  // the whole trimmed), and it is written as it is: reading the committed file (with the
  // checker's YAML 1.2 core reading, or any other YAML reader) gives back exactly this string.
  // `finish` below reads the edit back and refuses it otherwise. Every string can be stored: what
  // YAML cannot hold raw (NUL, lone surrogates, U+FFFE) goes in a double-quoted scalar as an escape.
  const text = typeof command.text === 'string' ? command.text : '';
  if (text.trim() === '') return refused('`/answer` needs the answer: `/answer <n> <text>`.');
  const list = asArray(field(data, 'clarifications'));
  const node = pairOf(at.map, 'clarifications')?.value;
  if (list.length === 0 || !isSeq(node)) return refused(`${id} has no clarifications to answer.`);
  const open = list.flatMap((c, i) => (isRecord(c) && unanswered(c) ? [i + 1] : []));
  let n = command.number;
  if (n === undefined) {
    // Without a number the answer can only be for the one open clarification.
    if (open.length !== 1) {
      const which = open.length === 0 ? 'none is open' : `${open.length} are open (${open.join(', ')})`;
      return refused(
        `${id} has ${list.length} clarification${list.length === 1 ? '' : 's'} and ${which}; say which one: \`/answer <n> <text>\`.`,
      );
    }
    n = open[0]!;
  }
  if (!Number.isSafeInteger(n) || n < 1 || n > list.length) {
    return refused(
      `${id} has ${list.length} clarification${list.length === 1 ? '' : 's'}, so there is no clarification ${Number.isSafeInteger(n) ? n : quote(n)}. Clarifications are numbered from 1.`,
    );
  }
  const clarification = list[n - 1];
  if (!isRecord(clarification))
    return refused(
      `Clarification ${n} of ${id} is not a mapping with \`question\` and \`answer\`, so the bot cannot fill it in.`,
    );
  if (!unanswered(clarification)) {
    return refused(
      `Clarification ${n} of ${id} is already answered: ${quote(field(clarification, 'answer'), 200)}. To change an answer, edit the file.`,
    );
  }
  const item = mapAt(source.docs[0]!, ['clarifications', n - 1]);
  if (!item) return refused(`Clarification ${n} of ${id} is not a mapping, so the bot cannot fill it in.`);
  const itemAt = { map: item.map, inFlow: item.inFlow };
  const pair: Pair | undefined = pairOf(item.map, 'answer');
  const splice = pair
    ? replaceValue(source, { ...itemAt, pair }, text, 'text')
    : addPair(source, itemAt, 'answer', text, 'text');
  const edited = finish(source, [splice], [{ path: ['clarifications', n - 1, 'answer'], value: text }]);
  if ('problem' in edited) return refused(cannotEdit(id, `clarification ${n}'s \`answer\``, edited.problem));
  const question = field(clarification, 'question');
  const still = open.filter((i) => i !== n).length;
  const summary = [
    `Answered clarification ${n} of ${id}${typeof question === 'string' && question.trim() ? ` (${quote(question.trim())})` : ''}.`,
    still === 0
      ? 'No clarification is open now.'
      : `${still} clarification${still === 1 ? ' is' : 's are'} still open.`,
  ].join(' ');
  return { kind: 'edit', text: edited.text, summary, commitMessage: commitFor(n) };
}
