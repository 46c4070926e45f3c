import { z } from 'zod';
import { FORMAT_IDS } from '../formats/index.js';

const globs = z.array(z.string().min(1)).describe('Glob patterns, relative to the repository root.');

const pathsShape = Object.fromEntries(FORMAT_IDS.map((id) => [id, globs.optional()])) as Record<string, z.ZodOptional<typeof globs>>;

/** How an enum is named under `enums:`: `format/enum`. */
export const ENUM_KEY = /^[a-z-]+\/[a-z_-]+$/;

export const ruleLevel = z.enum(['off', 'notice', 'warning', 'error']);
export type RuleLevel = z.infer<typeof ruleLevel>;

/** The config file, `.github/handoff-gate.yml`. Every field is optional. */
export const configSchema = z
  .strictObject({
    paths: z
      .strictObject(pathsShape)
      .optional()
      .describe('Where each format lives. Replaces the default globs of the formats it names.'),
    ignore: globs.optional().describe('Files never checked, even when they match a format.'),
    // An enum is named as its field is (`subagent-response/next_action`), or with hyphens
    // (`envelope/artifact-type`): both spellings are keys.
    enums: z
      .record(z.string().regex(ENUM_KEY), z.array(z.string().min(1)))
      .optional()
      .describe('Extra values accepted by an enum, keyed `format/enum` (e.g. `envelope/kind: [indexer]`).'),
    rules: z
      .record(z.string(), ruleLevel)
      .optional()
      .describe('Severity per rule id: off, notice, warning or error.'),
    'bot-login': z
      .string()
      .min(1)
      .optional()
      .describe('The login the action\'s token acts as, to find its own comments (default github-actions[bot], the workflow token).'),
    'max-file-size': z.number().int().positive().optional().describe('Files larger than this many bytes are reported, not read.'),
    labels: z
      .strictObject({
        'risk-prefix': z.string().min(1).optional().describe('Prefix of the risk labels (default `risk:`).'),
        inbox: z.string().min(1).optional().describe('Label carried by every inbox issue (default `handoff-inbox`).'),
      })
      .optional(),
    inbox: z
      .strictObject({
        sources: z.array(z.enum(FORMAT_IDS)).optional().describe('Formats whose items enter the inbox (default: all).'),
        'write-budget': z.number().int().positive().optional().describe('Most issue writes one sync may make.'),
      })
      .optional(),
    approvers: z
      .strictObject({
        permission: z.enum(['triage', 'write', 'maintain', 'admin']).optional().describe('Least repository permission a commenter needs (default write).'),
        users: z.array(z.string().min(1)).optional().describe('If set, only these users may run commands.'),
      })
      .optional(),
    api: z
      .strictObject({
        'timeout-seconds': z
          .number()
          .int()
          .min(1)
          .max(600)
          .optional()
          .describe('Longest wait for one answer from the GitHub API, in seconds (default 30); a request that gets none fails and is not retried.'),
        'deadline-seconds': z
          .number()
          .int()
          .min(1)
          .max(3600)
          .optional()
          .describe(
            "Longest all of a run's GitHub API work may take, in seconds, rate-limit waits and retries included (default 300). Past it every request fails at once, and the run ends with its verdict and a warning for each write it could not make.",
          ),
      })
      .optional()
      .describe('How long the action waits for GitHub.'),
    commit: z
      .strictObject({
        mode: z.enum(['direct', 'pull-request']).optional().describe('How bot commands change files (default direct, with a pull request when the branch is protected).'),
      })
      .optional(),
  })
  .describe('handoff-gate configuration');

export type ConfigFile = z.infer<typeof configSchema>;
