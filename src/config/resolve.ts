import { DEFAULT_LIMITS } from '../engine/limits.js';
import type { EngineSettings } from '../engine/settings.js';
import { DEFAULT_API_LIMITS, type ApiLimits } from './api-limits.js';
import type { ConfigFile } from './schema.js';

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
  commitMode: 'direct' | 'pull-request';
  /** Whether a pull request may add or widen an inline suppression (each is listed to the reviewer either way). */
  inlineSuppressionsInPullRequests: 'allow' | 'refuse';
  /** How long the action waits for GitHub: per request, and for all of a run's API work. */
  api: ApiLimits;
}

export function resolveConfig(file: ConfigFile = {}): ResolvedConfig {
  return {
    paths: file.paths ?? {},
    ignore: file.ignore ?? [],
    enums: file.enums ?? {},
    rules: file.rules ?? {},
    maxFileSize: file['max-file-size'] ?? 1024 * 1024,
    botLogin: file['bot-login'],
    riskLabelPrefix: file.labels?.['risk-prefix'] ?? 'risk:',
    inboxLabel: file.labels?.inbox ?? 'handoff-inbox',
    inboxSources: file.inbox?.sources ?? null,
    inboxWriteBudget: file.inbox?.['write-budget'] ?? 50,
    approverPermission: file.approvers?.permission ?? 'write',
    approverUsers: file.approvers?.users ?? [],
    approverTeams: file.approvers?.teams ?? [],
    approvalsRequired: { med: file.approvers?.required?.med ?? 1, high: file.approvers?.required?.high ?? 1 },
    selfApproval: file.approvers?.['self-approval'] ?? false,
    agentAccounts: file.approvers?.agents ?? [],
    commitMode: file.commit?.mode ?? 'direct',
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
