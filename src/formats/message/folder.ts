import { defineRule } from '../../core/rule.js';
import { show } from '../../core/values.js';
import { headerOf, reportField, type HeaderField } from './header.js';
import { allowedValues } from './schema.js';

const TOP_FOLDERS = ['requirements', 'instructions', 'tasks', 'reports', 'questions', 'specs'] as const;
type TopFolder = (typeof TOP_FOLDERS)[number];

/** Spec 5's engineer roles: their reports go one level deeper, under `reports/engineers/`. */
const ENGINEERS = ['frontend', 'backend', 'security'];

export interface MessageFolder {
  /** The path up to and including the top folder, e.g. `shared/tasks`. */
  base: string;
  top: TopFolder;
  /** The folders between the top folder and the file. */
  below: string[];
}

/** Where under spec 5's `shared/` tree a file sits; undefined outside it. */
export function folderOf(path: string): MessageFolder | undefined {
  const parts = path.split('/');
  const folders = parts.slice(0, -1);
  // The last `shared/` wins, so a tree nested in a monorepo (`apps/x/shared/tasks`) is read right.
  const shared = folders.lastIndexOf('shared');
  const at = folders.findIndex((part, i) => i > shared && (TOP_FOLDERS as readonly string[]).includes(part));
  if (at === -1) return undefined;
  return { base: folders.slice(0, at + 1).join('/'), top: folders[at] as TopFolder, below: folders.slice(at + 1) };
}

interface Expectation {
  values: Partial<Record<'type' | 'from' | 'to', string>>;
  /** The folder, described for messages (`shared/tasks/frontend/`). */
  where: string;
  /** Set when no agent polls the folder: the folder the file belongs in, as a pattern. */
  missing?: string;
  /** Why no agent polls it. */
  why?: string;
}

/**
 * What the folder says about the message. Spec 5's tree is followed, with two readings where
 * the spec is loose: below `tasks/{to}/` a team may keep its own queues (`inbox/`, `done/`);
 * and under `reports/` the tree's `engineers/{from}/`, `pm/` and `human/` are special cases
 * of the type section's `reports/{from}/`, except `human/`, which is named for its recipient.
 */
export function expectationOf(folder: MessageFolder): Expectation | undefined {
  const [first, second] = folder.below;
  const where = (...parts: string[]) => `${[folder.base, ...parts].join('/')}/`;
  switch (folder.top) {
    case 'requirements':
      return { values: { type: 'requirement', from: 'human', to: 'ceo' }, where: where() };
    case 'instructions':
    case 'tasks': {
      const type = folder.top === 'tasks' ? 'task' : 'instruction';
      if (!first) return { values: { type }, where: where(), missing: where('<to>') };
      return { values: { type, to: first }, where: where(first) };
    }
    case 'reports':
      if (!first) return { values: { type: 'report' }, where: where(), missing: where('<from>') };
      if (first === 'engineers') {
        if (!second) return { values: { type: 'report' }, where: where(first), missing: where(first, '<from>') };
        return { values: { type: 'report', from: second }, where: where(first, second) };
      }
      if (first === 'human') return { values: { type: 'report', to: 'human' }, where: where(first) };
      return { values: { type: 'report', from: first }, where: where(first) };
    case 'questions': {
      if (first === 'answers') return { values: { type: 'answer' }, where: where(first) };
      const pair = first ? /^(.+?)-to-(.+)$/.exec(first) : null;
      if (!pair) {
        const at = where(...(first ? [first] : []));
        const why = first ? `\`${at}\` is named neither \`<from>-to-<to>\` nor \`answers\`, so no agent polls it.` : undefined;
        return { values: { type: 'question' }, where: at, missing: where('<from>-to-<to>'), ...(why && { why }) };
      }
      return { values: { type: 'question', from: pair[1]!, to: pair[2]! }, where: where(first!) };
    }
    default:
      return undefined;
  }
}

/** Where spec 5 files a message with these values, for "move it to" hints. */
export function folderFor(base: string, values: Partial<Record<HeaderField, string>>): string | undefined {
  // Only names that can be folder names make it into a hint.
  const name = (value: string | undefined) => (value !== undefined && /^[\w.-]{1,40}$/.test(value) && value !== '.' && value !== '..' ? value : undefined);
  const [type, from, to] = [values.type, name(values.from), name(values.to)];
  switch (type) {
    case 'requirement':
      return `${base}/requirements/`;
    case 'instruction':
      return to && `${base}/instructions/${to}/`;
    case 'task':
      return to && `${base}/tasks/${to}/`;
    case 'report':
      if (to === 'human') return `${base}/reports/human/`;
      if (!from) return undefined;
      return ENGINEERS.includes(from) ? `${base}/reports/engineers/${from}/` : `${base}/reports/${from}/`;
    case 'question':
      return from && to && `${base}/questions/${from}-to-${to}/`;
    case 'answer':
      return `${base}/questions/answers/`;
    default:
      return undefined;
  }
}

export const folderMismatch = defineRule({
  id: 'message/folder-mismatch',
  severity: 'error',
  summary: 'The folder disagrees with `type`, `from` or `to` (`shared/tasks/frontend/` holds tasks to frontend), so the agent polling it never sees the message.',
  check(ctx) {
    const folder = folderOf(ctx.path);
    const header = headerOf(ctx.doc);
    const expected = folder && expectationOf(folder);
    if (!folder || !header || !expected) return;
    // Where the file belongs, worked out only for a file that is misplaced.
    const target = () => {
      const root = folder.base.slice(0, folder.base.length - folder.top.length).replace(/\/$/, '');
      return folderFor(root || '.', header.values)?.replace(/^\.\//, '');
    };
    for (const key of ['type', 'from', 'to'] as const) {
      const want = expected.values[key];
      const have = header.values[key];
      // A value outside its enum is the enum finding's to report; a folder finding on top is noise.
      if (want === undefined || have === undefined || want === have || !allowedValues(ctx.config, key === 'type' ? 'type' : 'role').includes(have)) continue;
      const to = target();
      const moveHint = to ? ` Move the file to \`${to}\`, or fix` : ' Fix';
      reportField(ctx, header, key, `\`${key}\` is ${show(have)}, but \`${expected.where}\` holds messages with \`${key}: ${want}\`.${moveHint} \`${key}\`.`);
      return;
    }
    if (expected.missing) {
      const key = header.values.to !== undefined ? 'to' : 'type';
      const why = expected.why ?? `This message sits directly in \`${expected.where}\`, where no agent polls.`;
      reportField(ctx, header, key, `${why} Put it in \`${target() ?? expected.missing}\`.`);
    }
  },
});
