import { z } from 'zod';
import { parseYaml } from '../parse/yaml-doc.js';
import type { Finding } from '../report/finding.js';
import { CONFIG_INVALID_RULE, CONFIG_UNKNOWN_KEY_RULE } from '../report/adapter-rules.js';
import { explainIssues } from '../rules/schema-findings.js';
import { objectSchemasAt } from '../rules/shared/known-keys.js';
import { didYouMean } from '../util/did-you-mean.js';
import type { ParsedDoc, PathKey } from '../parse/types.js';
import { isRecord } from '../util/values.js';
import { unknownNameFindings } from './known-names.js';
import { resolveConfig, type PolicyProblem, type ResolvedConfig } from './resolve.js';
import { configSchema, type ConfigFile } from './schema.js';
import { pushAll } from '../util/bulk.js';

export interface LoadedConfig {
  config: ResolvedConfig;
  /** Problems in the config file, each on its line; each invalid entry is left out, and only it. */
  findings: Finding[];
  /** The settings as the file gives them, each invalid entry left out: what a shared config is merged with (`extends`). */
  file?: ConfigFile;
  /** Where a setting is written in the file (its line and column), for findings on it. */
  locate?: (path: readonly (string | number)[], part?: 'key' | 'value') => { line: number; column: number };
}

/**
 * The sections that restrict who may do what: an entry of theirs that cannot be used refuses the
 * commands it governs (`policyProblems`) instead of leaving a looser default in its place.
 */
const RESTRICTING = new Set(['approvers', 'commit']);

/** What a restricting entry governs: the quorum, self-approval and expiry govern `/approve`; the rest every command. */
const governs = (path: readonly PropertyKey[]): PolicyProblem['governs'] =>
  path[0] === 'approvers' && (path[1] === 'required' || path[1] === 'self-approval' || path[1] === 'expire-after')
    ? 'approve'
    : 'commands';

/** `approvers.teams[0]`: the setting as a person finds it in the file. */
const settingName = (path: readonly PropertyKey[]): string =>
  path.map((key, i) => (typeof key === 'number' ? `[${key}]` : `${i ? '.' : ''}${String(key)}`)).join('');

const REFUSES = (governed: PolicyProblem['governs']) =>
  ` It restricts who may do what, so ${governed === 'approve' ? '`/approve`' : 'every inbox command'} is refused until it is fixed (never run under a looser default).`;

/**
 * Parse and validate a config file's text. An invalid entry costs only itself: it is reported on
 * its line and left out (a list's element, a mapping's key, a setting), so the rest of its section
 * and of the file still applies. In a section that restricts who may do what, an entry left out
 * also refuses the commands it governs (`policyProblems`), and so does a file that is no mapping.
 */
export function parseConfig(text: string, path: string): LoadedConfig {
  const findings: Finding[] = [];
  const problems: PolicyProblem[] = [];
  const parsed = parseYaml(text);
  for (const p of parsed.problems)
    findings.push({
      path,
      line: p.line,
      column: p.column,
      ruleId: CONFIG_INVALID_RULE,
      severity: 'error',
      message: p.message,
    });
  const doc = parsed.doc;
  const unreadable = (line: number): PolicyProblem[] => [
    { path, line, setting: 'the config file', governs: 'commands' },
  ];
  // A file YAML cannot read whole may have lost any restriction: commands wait until it reads.
  if (parsed.problems.length) problems.push(...unreadable(parsed.problems[0]!.line));
  if (!doc || doc.data === null || doc.data === undefined) return { config: resolveConfig({}, problems), findings };
  if (!isRecord(doc.data)) {
    findings.push({
      path,
      line: 1,
      column: 1,
      ruleId: CONFIG_INVALID_RULE,
      severity: 'error',
      message:
        'The config file must be a mapping of settings; using the defaults, and refusing inbox commands until it is fixed.',
    });
    return { config: resolveConfig({}, unreadable(1)), findings };
  }
  // Names under `rules:` and `enums:` are checked as written, so that a section that falls back to
  // its defaults for another reason still has its misspelt names pointed out in the same run.
  pushAll(findings, unknownNameFindings(doc.data, doc, path));
  const data = structuredClone(doc.data) as Record<string, unknown>;
  for (let attempt = 0; attempt < 20; attempt++) {
    const result = configSchema.safeParse(data, { reportInput: true });
    if (result.success) return { config: resolveConfig(result.data, problems), findings, ...placed(result.data, doc) };
    const drops: PropertyKey[][] = [];
    for (const issue of result.error.issues) {
      const keys = issue.code === 'unrecognized_keys' ? issue.keys.map((k) => [...issue.path, k]) : [issue.path];
      for (const issuePath of keys) {
        const { line, column } = doc.locate(
          issuePath as (string | number)[],
          issue.code === 'unrecognized_keys' ? 'key' : 'value',
        );
        const restricting =
          RESTRICTING.has(String(issuePath[0])) && (issuePath.length > 1 || issue.code !== 'unrecognized_keys');
        const governed = governs(issuePath);
        if (restricting) problems.push({ path, line, setting: settingName(issuePath), governs: governed });
        drops.push(issuePath);
        if (issue.code === 'unrecognized_keys') {
          const key = String(issuePath[issuePath.length - 1]);
          const known = objectSchemasAt(configSchema, issuePath.slice(0, -1) as PathKey[]).flatMap((shape) =>
            Object.keys(shape),
          );
          findings.push({
            path,
            line,
            column,
            ruleId: CONFIG_UNKNOWN_KEY_RULE,
            severity: restricting ? 'error' : 'warning',
            message: `Unknown setting \`${issuePath.join('.')}\`; it was ignored.${didYouMean(key, known)}${restricting ? REFUSES(governed) : ''}`,
          });
          continue;
        }
        const top = String(issuePath[0]);
        const left =
          issuePath.length <= 1
            ? `The \`${top}\` ${isSection(top) ? 'section fell back to its defaults' : 'setting fell back to its default'}.`
            : `\`${settingName(issuePath)}\` was left out; the rest of \`${top}\` is kept.`;
        const message = `${explainIssues([issue])[0]?.message ?? issue.message} ${left}${restricting ? REFUSES(governed) : ''}`;
        findings.push({ path, line, column, ruleId: CONFIG_INVALID_RULE, severity: 'error', message });
      }
    }
    if (!dropEach(data, drops)) break;
  }
  return { config: resolveConfig({}, problems.length ? problems : unreadable(1)), findings };
}

/** The settings as read, and where each is written. */
function placed(file: ConfigFile, doc: Pick<ParsedDoc, 'locate'>): Pick<LoadedConfig, 'file' | 'locate'> {
  return { file, locate: (at, part) => doc.locate(at as (string | number)[], part) };
}

/**
 * Leave out each entry a finding named: a mapping's key, or a list's element (the highest index
 * first, so that the others keep theirs). False when none could be, so that the loop stops.
 */
function dropEach(data: Record<string, unknown>, drops: readonly PropertyKey[][]): boolean {
  let dropped = false;
  const index = (path: readonly PropertyKey[]) => {
    const last = path.at(-1);
    return typeof last === 'number' ? last : -1;
  };
  const ordered = [...drops].sort((a, b) => index(b) - index(a));
  for (const path of ordered) {
    const last = path.at(-1);
    if (last === undefined) continue;
    const parent = path.length > 1 ? walkTo(data, path.slice(0, -1)) : data;
    if (parent !== undefined && String(last) in parent) {
      delete parent[String(last)];
      dropped = true;
      continue;
    }
    const list = walkToList(data, path.slice(0, -1));
    if (list && typeof last === 'number' && last < list.length) {
      list.splice(last, 1);
      dropped = true;
    }
  }
  return dropped;
}

function walkToList(data: unknown, path: readonly PropertyKey[]): unknown[] | undefined {
  let current: unknown = data;
  for (const key of path)
    current =
      isRecord(current) || Array.isArray(current) ? (current as Record<string, unknown>)[String(key)] : undefined;
  return Array.isArray(current) ? current : undefined;
}

function walkTo(data: unknown, path: readonly PropertyKey[]): Record<string, unknown> | undefined {
  let current: unknown = data;
  for (const key of path) current = isRecord(current) ? current[String(key)] : undefined;
  return isRecord(current) ? current : undefined;
}

/** Whether the config's top-level `key` holds settings of its own (`limits:`, `rules:`) rather than one value (`max-file-size:`). */
function isSection(key: string): boolean {
  let schema = (configSchema.shape as Record<string, z.ZodType | undefined>)[key];
  while (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable || schema instanceof z.ZodDefault)
    schema = schema.unwrap() as z.ZodType;
  return schema instanceof z.ZodObject || schema instanceof z.ZodRecord;
}
