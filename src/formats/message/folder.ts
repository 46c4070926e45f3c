import { show, titled } from '../../util/values.js';
import type { MessageHeader } from './header.js';

const TOP_FOLDERS = ['requirements', 'instructions', 'tasks', 'reports', 'questions', 'specs'] as const;
type TopFolder = (typeof TOP_FOLDERS)[number];

/** Whom spec 5's reports go to, by sender: 報告（下位 → 上位）. Only spec 5's own roles have a known superior. */
const REPORTS_TO: Record<string, string> = { frontend: 'pm', backend: 'pm', security: 'pm', pm: 'ceo', ceo: 'human' };

export type Key = 'type' | 'from' | 'to';
/** The order findings are looked for: the message's kind first, it is the least likely to be wrong. */
export const KEYS: readonly Key[] = ['type', 'from', 'to'];

export interface MessageFolder {
  /** The path up to and including the top folder, e.g. `shared/tasks`. */
  base: string;
  top: TopFolder;
  /** The folders between the top folder and the file. */
  below: string[];
}

/**
 * Where under spec 5's `shared/` tree a file sits; undefined outside it. The tree may sit at
 * any depth, and a team that configured other message paths (`comms/**\/*.md`) still names its
 * folders as spec 5 does, so the top folder is found by name, not by the `shared/` prefix.
 */
export function folderOf(path: string): MessageFolder | undefined {
  const parts = path.split('/');
  const folders = parts.slice(0, -1);
  // The last `shared/` wins, so a tree nested in a monorepo (`apps/x/shared/tasks`) is read right.
  const shared = folders.lastIndexOf('shared');
  const at = folders.findIndex((part, i) => i > shared && (TOP_FOLDERS as readonly string[]).includes(part));
  if (at === -1) return undefined;
  return { base: folders.slice(0, at + 1).join('/'), top: folders[at] as TopFolder, below: folders.slice(at + 1) };
}

/** The path before the top folder, with its trailing `/` (`shared/`, or `` for a tree at the root). */
export function rootOf(folder: MessageFolder): string {
  return folder.base.slice(0, folder.base.length - folder.top.length);
}

export interface Expectation {
  values: Partial<Record<Key, string>>;
  /** The folder, described for messages (`shared/tasks/frontend/`). */
  where: string;
  /** The fields whose value is the folder's name (`to` for `tasks/{to}/`): a team may name such folders for roles the config does not know. */
  named: Key[];
  /** Set when no agent polls the folder: the folder the file belongs in, as a pattern. */
  missing?: string;
  /** Why no agent polls it. */
  why?: string;
}

/**
 * What the folder says about the message: spec 5's directory tree fixes the kind, the sender
 * and the recipient of every folder but `questions/answers/` (any agent answers any other) and
 * `specs/` (shared documents). Two readings where the spec is loose: below `tasks/{to}/` a team
 * may keep its own queues (`inbox/`, `done/`); and the type section's `reports/{from}/` is read
 * beside the tree's `reports/engineers/{from}/`, `reports/pm/` and `reports/human/` (the one
 * folder named for its recipient: the CEO's reports to the human).
 */
export function expectationOf(folder: MessageFolder): Expectation | undefined {
  const [first, second] = folder.below;
  const where = (...parts: string[]) => `${[folder.base, ...parts].join('/')}/`;
  switch (folder.top) {
    case 'requirements':
      // 人間 → CEO
      return { values: { type: 'requirement', from: 'human', to: 'ceo' }, where: where(), named: [] };
    case 'instructions':
      // CEO → PM; the tree has only `instructions/pm/`, a folder per recipient.
      if (!first)
        return { values: { type: 'instruction', from: 'ceo' }, where: where(), named: [], missing: where('<to>') };
      return { values: { type: 'instruction', from: 'ceo', to: first }, where: where(first), named: ['to'] };
    case 'tasks':
      // PM → Engineers, a folder per engineer.
      if (!first) return { values: { type: 'task', from: 'pm' }, where: where(), named: [], missing: where('<to>') };
      return { values: { type: 'task', from: 'pm', to: first }, where: where(first), named: ['to'] };
    case 'reports':
      if (!first)
        return { values: { type: 'report' }, where: where(), named: [], missing: where('engineers', '<from>') };
      if (first === 'engineers') {
        if (!second)
          return {
            values: { type: 'report', to: 'pm' },
            where: where(first),
            named: [],
            missing: where(first, '<from>'),
          };
        // Engineer → PM
        return { values: { type: 'report', from: second, to: 'pm' }, where: where(first, second), named: ['from'] };
      }
      // CEO → Human
      if (first === 'human')
        return { values: { type: 'report', from: 'ceo', to: 'human' }, where: where(first), named: [] };
      // PM → CEO as `reports/pm/`; any other sender as the type section's `reports/{from}/`.
      return {
        values: { type: 'report', from: first, ...(REPORTS_TO[first] && { to: REPORTS_TO[first] }) },
        where: where(first),
        named: first === 'pm' ? [] : ['from'],
      };
    case 'questions': {
      // 回答: from and to are the question's, reversed; nothing in the folder says which.
      if (first === 'answers') return { values: { type: 'answer' }, where: where(first), named: [] };
      const pair = first ? senderAndRecipient(first) : undefined;
      if (!pair) {
        const at = where(...(first ? [first] : []));
        const why = first
          ? `\`${at}\` is named neither \`<from>-to-<to>\` nor \`answers\`, so no agent polls it.`
          : undefined;
        return {
          values: { type: 'question' },
          where: at,
          named: [],
          missing: where('<from>-to-<to>'),
          ...(why && { why }),
        };
      }
      return {
        values: { type: 'question', from: pair.from, to: pair.to },
        where: where(first!),
        named: ['from', 'to'],
      };
    }
    default:
      return undefined;
  }
}

/**
 * Where spec 5 files a message of this kind, for "move it to" hints: the concrete folder when
 * the values it is named for are known, else the folder as a pattern (`shared/tasks/<to>/`).
 */
export function folderFor(root: string, values: Partial<Record<Key, string>>): string | undefined {
  // Only names that can be folder names make it into a hint.
  const name = (value: string | undefined) =>
    value !== undefined && /^[\w.-]{1,40}$/.test(value) && value !== '.' && value !== '..' ? value : undefined;
  const [from, to] = [name(values.from), name(values.to)];
  switch (values.type) {
    case 'requirement':
      return `${root}requirements/`;
    case 'instruction':
      return `${root}instructions/${to ?? '<to>'}/`;
    case 'task':
      return `${root}tasks/${to ?? '<to>'}/`;
    case 'report':
      if (from === 'pm') return `${root}reports/pm/`;
      if (from === 'ceo' || (from === undefined && to === 'human')) return `${root}reports/human/`;
      if (from === 'human') return undefined;
      // Every other sender is an engineer: spec 5's three, and a team's own roles (qa, mobile).
      return `${root}reports/engineers/${from ?? '<from>'}/`;
    case 'question':
      return `${root}questions/${from ?? '<from>'}-to-${to ?? '<to>'}/`;
    case 'answer':
      return `${root}questions/answers/`;
    default:
      return undefined;
  }
}

const PLURALS: Record<string, string> = {
  requirement: 'requirements',
  instruction: 'instructions',
  task: 'tasks',
  report: 'reports',
  question: 'questions',
  answer: 'answers',
};

/** `requirements from \`human\` to \`ceo\``, or `a report from \`frontend\``. */
export function describe(values: Partial<Record<Key, string>>, plural: boolean): string {
  const type = values.type;
  let kind: string;
  if (type === undefined) kind = plural ? 'messages' : 'a message';
  else if (PLURALS[type]) kind = plural ? PLURALS[type] : titled(type);
  else kind = plural ? `${show(type)} messages` : `a ${show(type)} message`;
  return `${kind}${values.from ? ` from ${show(values.from)}` : ''}${values.to ? ` to ${show(values.to)}` : ''}`;
}

/**
 * `from: human` and `to: ceo`, as the header is written: a bracket header says its kind and
 * recipient in its opening line (`[TASK TO: FRONTEND]`) and its sender as `From: PM`.
 */
export function settings(header: MessageHeader, keys: readonly Key[], values: Partial<Record<Key, string>>): string {
  let parts: string[];
  if (header.bracket) {
    parts = [];
    if (keys.includes('type') || keys.includes('to')) {
      const kind = keys.includes('type') ? values.type!.toUpperCase() : header.bracket.kind;
      const to = keys.includes('to') ? values.to!.toUpperCase() : header.bracket.to;
      parts.push(`\`[${kind} TO: ${to}]\``);
    }
    if (keys.includes('from')) parts.push(`\`From: ${values.from!.toUpperCase()}\``);
  } else {
    parts = keys.map((key) => `\`${key}: ${values[key]}\``);
  }
  return parts.length <= 1 ? parts.join('') : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}

/**
 * `<from>-to-<to>`, split at the first `-to-` with text on both sides; no line break in the name
 * (what `/^(.+?)-to-(.+)$/` read, without its rescan of the rest from every `-to-`).
 */
function senderAndRecipient(name: string): { from: string; to: string } | undefined {
  if (/[\n\r\u2028\u2029]/.test(name)) return undefined;
  const at = name.indexOf('-to-', 1);
  return at !== -1 && at + 4 < name.length ? { from: name.slice(0, at), to: name.slice(at + 4) } : undefined;
}

/** Spec 5 puts answers in `questions/answers/`, under the same `shared/` tree as the question. */
export function answersFolder(path: string): string {
  const folder = folderOf(path);
  if (folder) return `${rootOf(folder)}questions/answers`;
  const folders = path.split('/').slice(0, -1);
  const shared = folders.lastIndexOf('shared');
  return shared === -1
    ? 'shared/questions/answers'
    : [...folders.slice(0, shared + 1), 'questions', 'answers'].join('/');
}
