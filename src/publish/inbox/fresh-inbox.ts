import type { ResolvedConfig } from '../../config/resolve.js';
import { check } from '../../engine/check.js';
import type { FormatDefinition } from '../../core/format.js';
import { countsApprovals } from '../../inbox/reasons.js';
import { wholeHistory, type Versions, type Workspace } from '../../core/project.js';
import type { InboxItem } from '../../report/report.js';
import { fsWorkspace } from '../../io/fs-workspace.js';
import type { Checkout } from './command-input.js';

/**
 * A text read through the API, handed to the engine as the disk workspace hands a file: at most
 * `max + 1` bytes (the workspace's contract), so that the engine's size bound applies to it too and
 * a huge file from a branch or a commit is reported, never parsed whole.
 */
const upTo = (bytes: Uint8Array | undefined, max: number): Uint8Array | undefined =>
  bytes && bytes.length > max + 1 ? bytes.subarray(0, max + 1) : bytes;

/**
 * The inbox as it is with one file as the branch head has it (`text`, undefined when the file
 * is gone there) and the checkout for everything else: the item a command is about, as the file
 * it will edit holds it now, with every other file (tasks, reviews, duplicate ids) around it.
 */
export function inboxWithFile(
  { root, files: checkoutFiles }: Checkout,
  config: ResolvedConfig,
  formats: readonly FormatDefinition[],
  path: string,
  text: string | undefined,
  earlier?: Versions,
): InboxItem[] {
  // As the run's checkout: a symlink leads only to a file the commit tracks.
  const checkout = fsWorkspace(root, undefined, { linkTargets: 'tracked' });
  const bytes = text === undefined ? undefined : new TextEncoder().encode(text);
  const view: Workspace = {
    ...checkout,
    read: (p, max) => (p === path ? upTo(bytes, max) : checkout.read(p, max)),
    exists: (p) => (p === path ? bytes !== undefined : checkout.exists(p)),
    ...withHistory(path, bytes, earlier),
  };
  const files = checkoutFiles.filter((p) => p !== path);
  if (bytes !== undefined) files.push(path);
  return check({ files, workspace: view, config, formats }).inbox;
}

/**
 * Whether one text of one file is an item waiting for approval, judged alone (no other file is
 * read): how the approval policy walks a file's history, one commit at a time, cheaply.
 */
export function waitsForApproval(
  config: ResolvedConfig,
  formats: readonly FormatDefinition[],
  path: string,
  text: string,
  earlier?: Versions,
): boolean {
  const bytes = new TextEncoder().encode(text);
  const alone: Workspace = {
    read: (p, max) => (p === path ? upTo(bytes, max) : undefined),
    exists: (p) => p === path,
    glob: () => [],
    ...withHistory(path, bytes, earlier),
  };
  return check({ files: [path], workspace: alone, config, formats }).inbox.some(
    (item) => item.path === path && countsApprovals(formats, item),
  );
}

/**
 * The file as its own base, with its versions before it: a decision still pending in its history
 * (a risk lowered while it waited for approval) is weighed as a sync that leaves the file alone
 * weighs it. Nothing when no history is given.
 */
function withHistory(
  path: string,
  bytes: Uint8Array | undefined,
  earlier: Versions | undefined,
): Pick<Workspace, 'readBase' | 'earlierRevisions'> {
  if (!earlier || !bytes) return {};
  return {
    readBase: (p) => (p === path ? bytes : undefined),
    earlierRevisions: (p) => (p === path ? earlier : undefined),
  };
}

/**
 * The versions from `text`'s own on (newest first), when `text` is one of `versions`; else none
 * known. Whole (`Versions`) when `versions` were: their tail reaches back as far.
 */
export function versionsFrom(versions: Versions | undefined, text: string): Uint8Array[] | undefined {
  if (!versions) return undefined;
  const decoder = new TextDecoder();
  const at = versions.findIndex((version) => decoder.decode(version) === text);
  if (at === -1) return undefined;
  const tail = versions.slice(at);
  return versions.whole ? wholeHistory(tail) : tail;
}
