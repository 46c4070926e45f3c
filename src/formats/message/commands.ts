import { enumMember } from '../../core/enum-reading.js';
import { field, isRecord } from '../../util/values.js';
import { addPair, finish, mapAt, pairOf, readYaml, replaceValue, type YamlSource } from '../../parse/yaml-edit.js';
import { renderScalar } from '../../parse/yaml-scalar.js';
import { refused, type Refused } from '../../core/format-inbox.js';
import { cannotEdit, commitText, login, prose, quote } from '../../inbox/command-text.js';
import { splitBody, titleOf } from './body.js';
import { inertAnswer } from './answer-text.js';
import { answersFolder } from './folder.js';
import { ROLES, STATUSES, TYPES } from './schema.js';

export interface QuestionFile {
  path: string;
  text: string;
}

export interface AnswerContext {
  user: string;
  now: Date;
  /** A new message id (a ULID, as spec 5 recommends). */
  newId: () => string;
}

export type AnswerOutcome =
  | { kind: 'answer'; files: Array<{ path: string; text: string }>; summary: string; commitMessage: string }
  | Refused;

const OPENING = /^---[ \t]*\r?\n/;
const CLOSING = /^(?:---|\.\.\.)[ \t]*\r?$/m;
/** Ids that can be a file name as they are. */
const FILE_NAME = /^[\w][\w.-]{0,119}$/;
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
/**
 * What a Markdown answer cannot hold: a NUL makes the file binary to the checker (and to git), and
 * a lone surrogate has no UTF-8 encoding (the API would store U+FFFD silently). Both become U+FFFD,
 * and the reply says so.
 */
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * `/answer <text>` on a spec 5 question to a human: the answer message (the spec's 回答 template,
 * in `questions/answers/<question-id>.md` next to the question's `questions/` folder) and the
 * question with `status: completed` and `updated_at`, changed in place. Pure and total.
 */
export function answerQuestion(question: QuestionFile, answer: string, ctx: AnswerContext): AnswerOutcome {
  try {
    return build(question, answer, ctx);
  } catch {
    return refused(`The bot could not answer ${quote(question?.path)}; write the answer by hand.`);
  }
}

function build(question: QuestionFile, answer: string, ctx: AnswerContext): AnswerOutcome {
  const shown = quote(question.path);
  const text = question.text;
  const frontmatter = readFrontmatter(text, shown);
  if ('kind' in frontmatter) return frontmatter;
  const { bom, opening, rest, closing, source, data, root } = frontmatter;
  const asked = pendingQuestion(data, shown);
  if ('kind' in asked) return asked;
  const { id, from } = asked;
  const written = answerText(answer);
  if ('kind' in written) return written;
  const stamp = answerStamp(ctx);
  if ('kind' in stamp) return stamp;

  const answerPath = `${answersFolder(question.path)}/${FILE_NAME.test(id) ? id : safeStem(question.path)}.md`;
  if (answerPath === question.path)
    return refused(
      `${shown} sits where its answer would go (${quote(answerPath)}); move the question to \`questions/<from>-to-human/\` first.`,
    );

  const edited = markAnswered(source, root, stamp.timestamp);
  if ('problem' in edited) return refused(cannotEdit(shown, "the question's `status` or `updated_at`", edited.problem));

  const eol = text.includes('\r\n') ? '\r\n' : '\n';
  const afterClosing = rest.indexOf('\n', closing.index);
  const body = afterClosing === -1 ? '' : rest.slice(afterClosing + 1);
  const title = titleOf(splitBody(body, 1)) ?? id.trim();
  const answerFile = answerMessage(answerHeader(data, id, from, stamp), title, written.text, eol);
  if (!answerFile) return refused('The bot could not write the answer message; write it by hand.');
  return {
    kind: 'answer',
    files: [
      { path: answerPath, text: answerFile },
      {
        path: question.path,
        text: text.slice(0, bom.length + opening[0].length) + edited.text + rest.slice(closing.index),
      },
    ],
    summary: `Answered ${quote(id.trim())}: wrote ${quote(answerPath)} and set the question's \`status\` to \`completed\`.${replacedWords(written.replaced)}${escapedWords(written.escaped)}`,
    commitMessage: `handoff-gate: /answer question ${commitText(id.trim())} (by ${login(ctx.user)})`,
  };
}

/**
 * The question's `id` and `from` when it is a pending question to a human with both usable (read
 * as the inbox reads them: `status: Pending`, a case slip, is still a pending question); else why not.
 */
function pendingQuestion(data: Record<string, unknown>, shown: string): { id: string; from: string } | Refused {
  const read = (key: string, members: readonly string[]) => enumMember(field(data, key), members) ?? field(data, key);
  const [type, to, status] = [read('type', TYPES), read('to', ROLES), read('status', STATUSES)];
  const [from, id] = [field(data, 'from'), field(data, 'id')];
  if (type !== 'question' || to !== 'human') {
    return refused(
      `${shown} is not a question to a human (\`type\` is ${quote(type)}, \`to\` is ${quote(to)}); /answer writes answers to messages with \`type: question\` and \`to: human\`.`,
    );
  }
  if (status !== 'pending') {
    const already = status === 'completed' ? ' It is already answered.' : '';
    return refused(`${shown} has \`status\` ${quote(status)}; /answer applies to pending questions.${already}`);
  }
  if (typeof id !== 'string' || id.trim() === '' || CONTROL.test(id))
    return refused(`${shown} has no usable \`id\`, which the answer's \`parent_id\` must name; add one first.`);
  if (typeof from !== 'string' || from.trim() === '' || CONTROL.test(from))
    return refused(`${shown} has no \`from\`, so the answer would have no addressee; add it first.`);
  return { id, from };
}

/**
 * The answer as the message holds it, how many characters a Markdown file could not hold, and how
 * many lines were escaped so that they read as text (answer-text.ts). The contract: `answer` is
 * the text as parseCommand hands it over (line breaks already LF, the whole trimmed), so this
 * normalisation changes nothing then; the answer message's `## 回答` section holds exactly this
 * text, apart from what a Markdown file cannot hold and the backslashes that keep it inert.
 */
function answerText(answer: string): { text: string; replaced: number; escaped: number } | Refused {
  const normalised = typeof answer === 'string' ? answer.replace(/\r\n?/g, '\n').trim() : '';
  if (normalised === '') return refused('`/answer` needs the answer: `/answer <text>`.');
  const stored = normalised.replace(UNSTORABLE, '\uFFFD');
  const { text, escaped } = inertAnswer(stored);
  return { text, replaced: stored === normalised ? 0 : [...normalised.matchAll(UNSTORABLE)].length, escaped };
}

/** The answer message's new id and its timestamp (to the second), or the refusal when either cannot be made. */
function answerStamp(ctx: AnswerContext): { newId: string; timestamp: string } | Refused {
  const now = ctx.now instanceof Date && Number.isFinite(ctx.now.getTime()) ? ctx.now : undefined;
  const newId = ctx.newId();
  if (!now || typeof newId !== 'string' || newId.trim() === '' || CONTROL.test(newId))
    return refused('The bot could not make an id or a timestamp for the answer.');
  return { newId, timestamp: now.toISOString().replace(/\.\d{3}Z$/, 'Z') };
}

/** The answer message's header: from the human to the question's writer, its priority kept when usable. */
function answerHeader(
  data: Record<string, unknown>,
  id: string,
  from: string,
  stamp: { newId: string; timestamp: string },
): Record<string, string> {
  const priority = field(data, 'priority');
  return {
    id: stamp.newId.trim(),
    from: 'human',
    to: from.trim(),
    type: 'answer',
    priority:
      typeof priority === 'string' && priority.trim() !== '' && !CONTROL.test(priority) ? priority.trim() : 'medium',
    status: 'completed',
    created_at: stamp.timestamp,
    parent_id: id.trim(),
  };
}

/** What the reply adds when lines of the answer were escaped to read as text. */
function escapedWords(escaped: number): string {
  if (!escaped) return '';
  return ` ${escaped === 1 ? 'One line' : `${escaped} lines`} of the answer would have read as the file's own structure (a heading, a code fence, a comment, a template slot), so ${escaped === 1 ? 'it has' : 'they have'} a \`\\\` before that mark, which Markdown shows as the text itself.`;
}

/** What the reply adds when characters of the answer could not be stored. */
function replacedWords(replaced: number): string {
  if (!replaced) return '';
  return ` ${replaced === 1 ? 'One character' : `${replaced} characters`} of the answer (a NUL or half of a broken surrogate pair) cannot be stored in a Markdown file, so the answer has U+FFFD (�) there instead.`;
}

/**
 * The question's frontmatter, read for editing: where it opens and closes, its YAML and its
 * header fields; or why the bot cannot tell what the question asks.
 */
function readFrontmatter(text: string, shown: string) {
  const bom = text.startsWith('\uFEFF') ? '\uFEFF' : '';
  const opening = OPENING.exec(text.slice(bom.length));
  if (!opening)
    return refused(`${shown} has no frontmatter (the \`---\` header of spec 5), so the bot cannot tell what it asks.`);
  const rest = text.slice(bom.length + opening[0].length);
  const closing = CLOSING.exec(rest);
  if (!closing) return refused(`${shown} opens its frontmatter with \`---\` but never closes it; fix the file first.`);
  const source = readYaml(rest.slice(0, closing.index));
  if ('error' in source)
    return refused(
      `${shown} has a frontmatter that is not valid YAML (${prose(source.error, 200)}); fix the file first.`,
    );
  const data = source.values[0];
  const root = source.docs[0] && mapAt(source.docs[0], []);
  if (!isRecord(data) || !root) return refused(`${shown} has no header fields, so the bot cannot tell what it asks.`);
  return { bom, opening, rest, closing, source, data, root };
}

/** The question's frontmatter with `status: completed` and `updated_at` set (added after `created_at` when missing), the rest as written. */
function markAnswered(
  source: YamlSource,
  root: NonNullable<ReturnType<typeof mapAt>>,
  timestamp: string,
): ReturnType<typeof finish> {
  const statusPair = pairOf(root.map, 'status')!;
  const updatedPair = pairOf(root.map, 'updated_at');
  const at = { map: root.map, inFlow: root.inFlow };
  const splices = [
    replaceValue(source, { ...at, pair: statusPair }, 'completed', 'keep'),
    updatedPair
      ? replaceValue(source, { ...at, pair: updatedPair }, timestamp, 'keep')
      : addPair(source, at, 'updated_at', timestamp, 'keep', pairOf(root.map, 'created_at')),
  ];
  return finish(source, splices, [
    { path: ['status'], value: 'completed' },
    { path: ['updated_at'], value: timestamp },
  ]);
}

function safeStem(path: string): string {
  const name = path.slice(path.lastIndexOf('/') + 1).replace(/\.md$/i, '');
  return (
    name
      .replace(/[^\w.-]+/g, '-')
      .replace(/^[.-]+/, '')
      .slice(0, 120) || 'question'
  );
}

/**
 * The spec's 回答 template, filled in; undefined if its header would not read back as written.
 * The person's answer is the text under `## 回答`, as the template has it, made inert (see
 * answer-text.ts): a line of it that would read as the file's structure starts with a backslash.
 */
function answerMessage(header: Record<string, string>, title: string, answer: string, eol: string): string | undefined {
  const lines = Object.entries(header).map(
    ([key, value]) => `${key}: ${renderScalar(value, { style: 'keep', inFlow: false, indent: 2, eol }).head}`,
  );
  const check = readYaml(lines.join('\n'));
  if (
    'error' in check ||
    !isRecord(check.values[0]) ||
    Object.entries(header).some(([k, v]) => field(check.values[0], k) !== v)
  )
    return undefined;
  const body = ['# 回答: ' + title, '', '## 回答', answer, '', '## 理由', 'なし', '', '## 追加情報', 'なし', ''];
  return ['---', ...lines, '---', '', ...body].join('\n').split('\n').join(eol);
}
