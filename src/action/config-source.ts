import { join, posix } from 'node:path';
import { extendsOf, MAX_SHARED_CONFIG_BYTES, withSharedConfig, type SharedRead } from '../config/extends.js';
import { configFromBase, governingRevision } from '../config/governing.js';
import { parseConfig, type LoadedConfig } from '../config/parse.js';
import type { Finding } from '../report/finding.js';
import { UsageError } from '../errors.js';
import type { GitHubAdapter } from '../github/adapter.js';
import { describeFailure } from '../github/errors.js';
import { resolveCommit, showAt } from '../io/git.js';
import { loadConfigFile, readConfigFile, type ConfigPlace } from '../io/load-config.js';
import type { ActionEvent } from './context.js';
import { shortSha } from '../util/short-sha.js';

/** The `config` input as a repository path (`/`-separated, no leading `./`), as findings name it. */
export function configRepoPath(configPath: string): string {
  return posix.normalize(configPath.replace(/\\/g, '/')).replace(/^\.\//, '');
}

/** Whether a repository path (from {@link configRepoPath}) stays inside the repository: not absolute, not climbing out. */
export function insideRepository(repoPath: string): boolean {
  return !posix.isAbsolute(repoPath) && repoPath !== '..' && !repoPath.startsWith('../');
}

/**
 * A settings file's text at a pull request's base commit (the config, the suppressions file): from
 * git when the checkout has the commit, else through the contents API at it; undefined where the
 * commit holds no such file. Nothing is fetched. What the API throws is the caller's to word.
 */
export async function settingsTextAt(
  root: string,
  repoPath: string,
  sha: string,
  github: () => Promise<GitHubAdapter>,
): Promise<{ text: string | undefined; source: 'git' | 'the contents API' }> {
  const commit = resolveCommit(root, sha);
  if (commit) return { text: showAt(root, commit, repoPath)?.toString('utf8'), source: 'git' };
  const bytes = await (await github()).fileAt(repoPath, sha);
  return { text: bytes === undefined ? undefined : Buffer.from(bytes).toString('utf8'), source: 'the contents API' };
}

export interface GoverningConfig extends LoadedConfig {
  /** One line for the log: which revision's config this is. */
  why: string;
  /** What reading its shared config (`extends`) found: kept when the head's findings replace the rest. */
  sharedFindings?: Finding[];
  /** On a pull request: the base commit's text, which governs, against which the head's is judged. */
  atBase?: { sha: string; text: string | undefined };
}

/**
 * The governing config with the pull request's own config judged as its head commit holds it,
 * when the checkout holds another version (`pull_request_target` checks out the base): its
 * findings are the head's, never the checkout's copy. The base's settings still govern.
 */
export function withHeadConfig(loaded: GoverningConfig, path: string, head: Uint8Array | undefined): GoverningConfig {
  if (!loaded.atBase) return loaded;
  const text = head === undefined ? undefined : Buffer.from(head).toString('utf8');
  // The settings stay the governing ones (the base's, with its shared config under them).
  const { findings } = configFromBase(path, { base: loaded.atBase.text, head: text }, loaded.atBase.sha);
  return { ...loaded, findings: [...findings, ...(loaded.sharedFindings ?? [])] };
}

/**
 * The config with the shared config it extends merged under it (src/config/extends.ts), read
 * through the contents API at the ref it names: a file not found, refused, larger than 256 KiB or
 * not UTF-8, or a read that fails, fails the run closed with an error on the `extends` line.
 */
async function withShared(
  loaded: GoverningConfig,
  configPath: string,
  github: () => Promise<GitHubAdapter>,
  own: LoadedConfig = loaded,
): Promise<GoverningConfig> {
  const at = extendsOf(own);
  if (!at) return loaded;
  let read: SharedRead;
  try {
    const file = await (await github()).otherRepositoryFile(at.ref.owner, at.ref.repo, at.ref.path, at.ref.ref);
    read = !file
      ? {
          unread:
            'GitHub answers 404 Not Found (no such repository, ref or file, or the token may not read that repository)',
        }
      : file.size > MAX_SHARED_CONFIG_BYTES || file.bytes.length > MAX_SHARED_CONFIG_BYTES
        ? { unread: `it is larger than ${MAX_SHARED_CONFIG_BYTES / 1024} KiB (${file.size} bytes)` }
        : utf8(file.bytes);
  } catch (error) {
    // No token: that is what to say.
    if (error instanceof UsageError) throw error;
    read = { unread: describeFailure(error) };
  }
  const merged = withSharedConfig({ ...own, findings: [] }, configPath, read);
  return {
    ...loaded,
    config: merged.config,
    findings: [...loaded.findings, ...merged.findings],
    sharedFindings: merged.findings,
    why: `${loaded.why}, under the shared config ${at.ref.name}`,
  };
}

function utf8(bytes: Uint8Array): SharedRead {
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes) };
  } catch {
    return { unread: 'it is not UTF-8 text' };
  }
}

/**
 * The config that governs this run (see {@link governingRevision}): on a pull request the base
 * commit's, read from git when the checkout has that commit, else through the contents API at the
 * base sha. A file missing at the base means the defaults. When the base cannot be read at all the
 * run stops: judging a pull request by settings it may have changed would let it pass its own gate.
 */
export async function loadGoverningConfig(
  event: ActionEvent,
  root: string,
  configPath: string,
  github: () => Promise<GitHubAdapter>,
): Promise<GoverningConfig> {
  const revision = governingRevision(event);
  // The checkout's config answers to the link rules of the files the action judges.
  const place: ConfigPlace = { root, linkTargets: 'tracked' };
  const repoPath = configRepoPath(configPath);
  if (revision.at === 'checkout' || !insideRepository(repoPath)) {
    const why = revision.at === 'checkout' ? revision.why : 'the config path is outside the repository';
    const loaded = loadConfigFile(join(root, configPath), configPath, place);
    return withShared({ ...loaded, why: `config ${configPath} from the checkout (${why})` }, configPath, github);
  }
  const short = shortSha(revision.sha);
  const headRead = readConfigFile(join(root, configPath), configPath, place);
  const head = headRead && 'text' in headRead ? headRead.text : undefined;
  let base: string | undefined;
  let source: string;
  try {
    ({ text: base, source } = await settingsTextAt(root, repoPath, revision.sha, github));
  } catch (error) {
    // No token: that is what to say.
    if (error instanceof UsageError) throw error;
    throw new Error(
      `the config ${configPath} at the base commit ${short} could not be read (${describeFailure(error)}); the run stops rather than judge the pull request by settings it may have changed. Check out with \`fetch-depth: 0\` to read it from git.`,
      { cause: error },
    );
  }
  const governing = configFromBase(configPath, { base, head }, revision.sha);
  // A config the pull request made unreadable (a symlink into `.git/`) is said on its line; the base's still governs.
  if (headRead && 'finding' in headRead) governing.findings.push(headRead.finding);
  // The base's config governs, so the shared config it extends is merged under it.
  return withShared(
    {
      ...governing,
      why: `config ${configPath} at the base commit ${short}, from ${source}${base === undefined ? ' (none there: the defaults)' : ''}`,
      atBase: { sha: revision.sha, text: base },
    },
    configPath,
    github,
    base === undefined ? governing : parseConfig(base, configPath),
  );
}
