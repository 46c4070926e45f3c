import type { Finding } from '../report/finding.js';
import { CONFIG_CHANGE_RULE } from '../report/adapter-rules.js';
import { parseConfig, type LoadedConfig } from './parse.js';
import { resolveConfig } from './resolve.js';
import { shortSha } from '../util/short-sha.js';

/** Where the settings that govern a run are read. */
export type ConfigRevision =
  /** The pull request's base commit: what the pull request is judged by is what was merged before it. */
  | { at: 'base'; sha: string }
  /** The checked-out files. */
  | { at: 'checkout'; why: string };

/**
 * Which config governs a run. A pull request (`pull_request`, and `pull_request_target`, whose
 * checkout is the author's choice) is judged by the config at its base: otherwise it could switch
 * off its own gate by turning a rule off, adding its files to `ignore`, moving `paths`, widening
 * an enum or naming its author an approver. A merge queue's group (`merge_group`) holds pull
 * requests not yet merged, so it is judged as they are: by its base's config. Pushes, schedules, dispatches and comments run on
 * refs only people with write access can write (a branch, the default branch), so the checkout's
 * config is theirs to set.
 */
export function governingRevision(event: { kind: string; baseSha?: string }): ConfigRevision {
  if (event.kind !== 'pull_request' && event.kind !== 'merge_group')
    return { at: 'checkout', why: 'the ref was written by someone with write access' };
  if (!event.baseSha) return { at: 'checkout', why: 'the event names no base commit' };
  return { at: 'base', sha: event.baseSha };
}

/** The config file's text at the two revisions; undefined where there is no file. */
export interface ConfigTexts {
  base: string | undefined;
  head: string | undefined;
}

/**
 * The base revision's settings, and the findings to report: the head's own problems on their lines
 * (the pull request's version is what reviewers see and what will govern once merged), plus a
 * notice that a change takes effect only once merged.
 */
export function configFromBase(path: string, texts: ConfigTexts, baseSha: string): LoadedConfig {
  const base = texts.base === undefined ? { config: resolveConfig(), findings: [] } : parseConfig(texts.base, path);
  if (texts.base === texts.head) return base;
  const findings: Finding[] = texts.head === undefined ? [] : parseConfig(texts.head, path).findings;
  const what = texts.head === undefined ? 'removes' : texts.base === undefined ? 'adds' : 'changes';
  findings.push({
    path,
    line: 1,
    column: 1,
    ruleId: CONFIG_CHANGE_RULE,
    severity: 'notice',
    message: `This pull request ${what} handoff-gate's config; the change takes effect once merged. Until then the config of the base commit ${shortSha(baseSha)} judges this pull request${texts.base === undefined ? ' (there is none there: the defaults)' : ''}.`,
  });
  return { config: base.config, findings };
}
