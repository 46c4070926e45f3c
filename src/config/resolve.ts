import { DEFAULT_LIMITS } from '../core/limits.js';
import type { EngineSettings } from '../core/settings.js';
import { DEFAULT_API_LIMITS, type ApiLimits } from './api-limits.js';
import type { ConfigFile } from './schema.js';
import { parseDuration } from './duration.js';

/**
 * The config file's values over the defaults: the engine's settings (its own type, which the
 * engine reads) and the action's (labels, the inbox's writes, approvals, commits, the API's
 * limits), which only the action reads.
 */
export interface ResolvedConfig extends EngineSettings {
  /** Whose comments are the action's own; undefined means the workflow token's. */
  botLogin: string | undefined;
  riskLabelPrefix: string;
  inboxLabel: string;
  inboxWriteBudget: number;
  approverPermission: 'triage' | 'write' | 'maintain' | 'admin';
  approverUsers: string[];
  /** `org/team-slug`: members may run commands too. */
  approverTeams: string[];
  /** Distinct approvals an intent needs, per risk level that asks for approval. */
  approvalsRequired: { med: number; high: number };
  /** Whether whoever proposed an intent (or changed it since) may approve it. */
  selfApproval: boolean;
  /** The machine accounts agents commit as: never approvers, never commanders. */
  agentAccounts: string[];
  /** How long an `/approve` counts after it was posted, in milliseconds; undefined: for good. */
  approvalsExpireAfterMs: number | undefined;
  /** How long an item waits before its issue gets a reminder, and again after each such time; undefined: never. */
  remindAfterMs: number | undefined;
  /** Whom a reminder mentions: logins and `org/team` teams, without CODEOWNERS' `@`. */
  notify: string[];
  commitMode: 'direct' | 'pull-request';
  /**
   * Entries of the sections that restrict who may do what (`approvers`, `commit`) that could not
   * be used as written: each refuses the commands it governs instead of leaving a looser default.
   */
  policyProblems: PolicyProblem[];
  /** Whether a pull request may add or widen an inline suppression (each is listed to the reviewer either way). */
  inlineSuppressionsInPullRequests: 'allow' | 'refuse';
  /** How long the action waits for GitHub: per request, and for all of a run's API work. */
  api: ApiLimits;
}

/** A restricting config entry that could not be used, and the commands it refuses until it is fixed. */
export interface PolicyProblem {
  path: string;
  line: number;
  /** The setting as written in the file, `approvers.teams[0]`. */
  setting: string;
  /** `commands`: every inbox command but `/help`; `approve`: `/approve` only (the quorum, self-approval). */
  governs: 'commands' | 'approve';
}

/** CODEOWNERS' `@alice` and `@org/team` name what `alice` and `org/team` do. */
const unprefixed = (names: readonly string[] | undefined): string[] =>
  (names ?? []).map((name) => (name.startsWith('@') ? name.slice(1) : name));

/** A duration the schema let through (so one that reads); absent, none. */
const durationMs = (text: string | undefined): number | undefined => {
  const ms = text === undefined ? undefined : parseDuration(text);
  return typeof ms === 'number' ? ms : undefined;
};

/** The settings of decisions over time: how long an approval lasts, when a waiting item is reminded, and whom that mentions. */
const overTime = (file: ConfigFile): Pick<ResolvedConfig, 'approvalsExpireAfterMs' | 'remindAfterMs' | 'notify'> => ({
  approvalsExpireAfterMs: durationMs(file.approvers?.['expire-after']),
  remindAfterMs: durationMs(file.inbox?.['remind-after']),
  notify: unprefixed(file.inbox?.notify),
});

export function resolveConfig(file: ConfigFile = {}, policyProblems: PolicyProblem[] = []): ResolvedConfig {
  return {
    paths: file.paths ?? {},
    ignore: file.ignore ?? [],
    enums: file.enums ?? {},
    rules: Object.fromEntries(
      Object.entries(file.rules ?? {}).map(([id, level]) => [id, level === 'warn' ? 'warning' : level]),
    ),
    maxFileSize: file['max-file-size'] ?? 1024 * 1024,
    botLogin: file['bot-login'],
    riskLabelPrefix: file.labels?.['risk-prefix'] ?? 'risk:',
    inboxLabel: file.labels?.inbox ?? 'handoff-inbox',
    inboxSources: file.inbox?.sources ?? null,
    inboxWriteBudget: file.inbox?.['write-budget'] ?? 50,
    approverPermission: file.approvers?.permission ?? 'write',
    approverUsers: unprefixed(file.approvers?.users),
    approverTeams: unprefixed(file.approvers?.teams),
    approvalsRequired: { med: file.approvers?.required?.med ?? 1, high: file.approvers?.required?.high ?? 1 },
    selfApproval: file.approvers?.['self-approval'] ?? false,
    agentAccounts: unprefixed(file.approvers?.agents),
    ...overTime(file),
    commitMode: file.commit?.mode ?? 'direct',
    policyProblems,
    inlineSuppressionsInPullRequests: file.suppressions?.['inline-in-pull-requests'] ?? 'allow',
    api: {
      timeoutSeconds: file.api?.['timeout-seconds'] ?? DEFAULT_API_LIMITS.timeoutSeconds,
      deadlineSeconds: file.api?.['deadline-seconds'] ?? DEFAULT_API_LIMITS.deadlineSeconds,
    },
    limits: {
      fileLines: file.limits?.['file-lines'] ?? DEFAULT_LIMITS.fileLines,
      fileDepth: file.limits?.['file-depth'] ?? DEFAULT_LIMITS.fileDepth,
      fileFindings: file.limits?.['file-findings'] ?? DEFAULT_LIMITS.fileFindings,
      runBytes: file.limits?.['run-bytes'] ?? DEFAULT_LIMITS.runBytes,
      runFindings: file.limits?.['run-findings'] ?? DEFAULT_LIMITS.runFindings,
      runSeconds: file.limits?.['run-seconds'] ?? DEFAULT_LIMITS.runSeconds,
    },
  };
}

export const DEFAULT_CONFIG = resolveConfig();
