import type { Finding } from '../report/finding.js';
import {
  CONFIG_EXTENDS_SKIPPED_RULE,
  CONFIG_EXTENDS_UNREAD_RULE,
  CONFIG_LOCKED_RULE,
} from '../report/adapter-rules.js';
import { isRecord } from '../util/values.js';
import { parseConfig, type LoadedConfig } from './parse.js';
import { resolveConfig, type PolicyProblem } from './resolve.js';
import type { ConfigFile } from './schema.js';

/**
 * `extends: <owner>/<repo>/<path>@<ref>`: an organisation's shared config, merged under a
 * repository's own. Pure: the adapter reads the shared file's text (through the GitHub API) and
 * hands it here, or says why it could not.
 */

/** Where a shared config is: the repository, the path in it and the ref, as `extends` names them. */
export interface SharedConfigRef {
  owner: string;
  repo: string;
  path: string;
  ref: string;
  /** As written: `acme/policies/handoff-gate.yml@v1`, how findings and the log name it. */
  name: string;
}

/** The largest shared config read, as the repository's own config file (`MAX_CONFIG_BYTES`). */
export const MAX_SHARED_CONFIG_BYTES = 256 * 1024;

/** The shared config a loaded config extends, with where `extends` is written; undefined when it extends none. */
export function extendsOf(loaded: LoadedConfig): { ref: SharedConfigRef; line: number; column: number } | undefined {
  const value = loaded.file?.extends;
  if (value === undefined) return undefined;
  // The schema held it to `<owner>/<repo>/<path>@<ref>`: the first `@` ends the path.
  const at = value.indexOf('@');
  const [owner = '', repo = '', ...path] = value.slice(0, at).split('/');
  const { line, column } = loaded.locate?.(['extends']) ?? { line: 1, column: 1 };
  return { ref: { owner, repo, path: path.join('/'), ref: value.slice(at + 1), name: value }, line, column };
}

/** The shared config's text, or why it could not be read (`404 Not Found`, `larger than 256 KiB`). */
export type SharedRead = { text: string } | { unread: string };

/**
 * The repository's config with its shared config under it: the shared file's settings, each
 * replaced by the repository's own where it sets one (mappings merged key by key, lists and
 * values replaced whole), except the keys the shared config lists under `locked`, whose shared
 * values hold (an override is an error on its line). A shared config that could not be read, or
 * that extends another (one level is followed), fails closed: an error on the `extends` line, and
 * every inbox command refused, since the restrictions it holds are not known.
 */
export function withSharedConfig(own: LoadedConfig, ownPath: string, read: SharedRead): LoadedConfig {
  const at = extendsOf(own);
  if (!at) return own;
  const unread = (why: string) => failedClosed(own, ownPath, at, why);
  if ('unread' in read) return unread(read.unread);
  const shared = parseConfig(read.text, at.ref.name);
  if (shared.file?.extends !== undefined)
    return unread(
      `it extends another shared config itself (\`${shared.file.extends}\`), and only one level is followed: merge the two into one shared config`,
    );
  // A shared config with an error may have lost a restriction: nothing of it is used.
  const error = shared.findings.find((f) => f.severity === 'error');
  if (error) return unread(`it does not read as a valid config (its line ${error.line}: ${error.message})`);
  if (!shared.file) return unread('it is not a mapping of settings');
  const ownFile = own.file ?? {};
  const locked = shared.file.locked ?? [];
  // Its other findings (an unknown key) on the `extends` line: the shared file is not in this repository.
  const findings = [
    ...own.findings,
    ...shared.findings.map((f) => ({
      ...f,
      path: ownPath,
      line: at.line,
      column: at.column,
      message: `In the shared config \`${at.ref.name}\`, line ${f.line}: ${f.message}`,
    })),
  ];
  const kept = structuredClone(ownFile) as Record<string, unknown>;
  delete kept.extends;
  for (const key of locked) {
    const path = key.split('.');
    const mine = valueAt(ownFile, path);
    if (mine === undefined) continue;
    removeAt(kept, path);
    if (sameValue(mine, valueAt(shared.file, path))) continue;
    const { line, column } = own.locate?.(path, 'key') ?? { line: at.line, column: at.column };
    findings.push({
      path: ownPath,
      line,
      column,
      ruleId: CONFIG_LOCKED_RULE,
      severity: 'error',
      message: `\`${key}\` is locked by the shared config \`${at.ref.name}\` (its \`locked\` list), so this value is not used: the shared value holds. Remove it here, or change it in the shared config.`,
    });
  }
  const base = structuredClone(shared.file) as Record<string, unknown>;
  delete base.locked;
  const merged = mergeSettings(base, kept) as ConfigFile;
  const problems: PolicyProblem[] = [...shared.config.policyProblems, ...own.config.policyProblems];
  return { ...own, config: resolveConfig(merged, problems), findings, file: merged };
}

/** The repository's own settings alone, an error on the `extends` line, and every inbox command refused. */
function failedClosed(
  own: LoadedConfig,
  ownPath: string,
  at: { ref: SharedConfigRef; line: number; column: number },
  why: string,
): LoadedConfig {
  const finding: Finding = {
    path: ownPath,
    line: at.line,
    column: at.column,
    ruleId: CONFIG_EXTENDS_UNREAD_RULE,
    severity: 'error',
    message: `The shared config \`${at.ref.name}\` could not be read: ${why}. The run fails rather than go on without the settings and locked keys it holds, and inbox commands are refused until it can be read. Check the owner, repository, path and ref, and that the workflow's token may read that repository (a private one needs a token with \`contents: read\` on it).`,
  };
  const problem: PolicyProblem = { path: ownPath, line: at.line, setting: 'extends', governs: 'commands' };
  return {
    ...own,
    config: { ...own.config, policyProblems: [...own.config.policyProblems, problem] },
    findings: [...own.findings, finding],
  };
}

/**
 * The CLI's reading: it makes no network request, so a shared config is not read. A warning on
 * the `extends` line says so, and the check goes on with the repository's own settings; the
 * action, which reads it, is the gate that fails closed.
 */
export function withSharedConfigSkipped(own: LoadedConfig, ownPath: string): LoadedConfig {
  const at = extendsOf(own);
  if (!at) return own;
  return {
    ...own,
    findings: [
      ...own.findings,
      {
        path: ownPath,
        line: at.line,
        column: at.column,
        ruleId: CONFIG_EXTENDS_SKIPPED_RULE,
        severity: 'warning',
        message: `The shared config \`${at.ref.name}\` is read through the GitHub API by the action only; this check used this file's settings alone, so it may pass what the action fails (the shared rules, paths and locked keys). The action fails closed when it cannot read it.`,
      },
    ],
  };
}

/** `over` laid on `under`: mappings merged key by key, anything else replaced. */
function mergeSettings(under: unknown, over: unknown): unknown {
  if (!isRecord(under) || !isRecord(over)) return over === undefined ? under : over;
  const out: Record<string, unknown> = { ...under };
  for (const [key, value] of Object.entries(over)) out[key] = mergeSettings(under[key], value);
  return out;
}

function valueAt(data: unknown, path: readonly string[]): unknown {
  let current: unknown = data;
  for (const key of path) current = isRecord(current) && Object.hasOwn(current, key) ? current[key] : undefined;
  return current;
}

function removeAt(data: Record<string, unknown>, path: readonly string[]): void {
  const parent = path.length > 1 ? valueAt(data, path.slice(0, -1)) : data;
  if (isRecord(parent)) delete parent[path.at(-1)!];
}

const sameValue = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);
