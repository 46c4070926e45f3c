import { z } from 'zod';
import { FORMAT_IDS } from '../formats/index.js';
import { DEFAULT_LIMITS } from '../core/limits.js';
import { NOT_JUDGED_RULE } from '../core/run-budget.js';
import { TOO_DEEP_RULE } from '../parse/yaml-doc.js';
import { globProblem } from '../util/glob.js';
import { DURATION, DURATION_MAX_DAYS, parseDuration } from './duration.js';

/**
 * A glob as the engine matches it (src/util/glob.ts: linear in the path): at most
 * `GLOB_MAX_LENGTH` characters and `GLOB_MAX_ALTERNATIVES` brace alternatives, and only the syntax
 * it reads. Any other glob is a finding on its line and is left out.
 */
const glob = z
  .string()
  .min(1)
  .superRefine((text, ctx) => {
    const problem = globProblem(text);
    if (problem) ctx.addIssue({ code: 'custom', message: `This glob cannot be used: ${problem}.` });
  });

const globs = z.array(glob).describe('Glob patterns, relative to the repository root.');

const pathsShape = Object.fromEntries(FORMAT_IDS.map((id) => [id, globs.optional()])) as Record<
  string,
  z.ZodOptional<typeof globs>
>;

/** How an enum is named under `enums:`: `format/enum`. */
/** GitHub's longest label name, in characters. */
const LABEL_MAX = 50;

/**
 * A label name (or the part of one the config gives): GitHub reads a comma in `labels` as a
 * separator and trims spaces, so a name with either would never be found again (one duplicate
 * issue per sync); past 50 characters GitHub refuses it.
 */
const labelName = (max: number) =>
  z
    .string()
    .min(1)
    .max(max, `at most ${max} characters (GitHub's label names hold ${LABEL_MAX})`)
    .refine((name) => !name.includes(','), 'no comma: GitHub reads a comma in a list of labels as a separator')
    .refine((name) => name.trim() === name, 'no space at the start or the end: GitHub trims it away');

export const ENUM_KEY = /^[a-z-]+\/[a-z_-]+$/;

/** A bound under `limits:`: a whole number from 1 up to its default, which it may lower but never raise. */
const limit = (max: number, description: string) => z.number().int().min(1).max(max).optional().describe(description);

/**
 * A team as `approvers.teams` names it: `org/team-slug`, or CODEOWNERS' `@org/team-slug` (the
 * same team: the `@` is dropped when the config is read, so a file copied from CODEOWNERS works).
 */
const TEAM = /^@?[A-Za-z0-9][A-Za-z0-9-]{0,38}\/[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/;

/** A login as `approvers.users` and `agents` name it: GitHub's form, with CODEOWNERS' optional `@`. */
const LOGIN = /^@?[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})$|^@?[A-Za-z0-9-]{1,39}\[bot\]$/;

/** `extends:`, `<owner>/<repo>/<path>@<ref>`: GitHub's owner and repository names, then a path and a ref of plain characters. */
const EXTENDS = /^[A-Za-z0-9][A-Za-z0-9-]{0,38}\/[A-Za-z0-9._-]{1,100}\/[A-Za-z0-9._/-]{1,400}@[A-Za-z0-9._/-]{1,255}$/;

/** A key under `locked:`: a top-level setting, or one of a section's (`approvers.users`). */
const LOCKED_KEY = /^[a-z-]{1,40}(?:\.[a-z-]{1,40})?$/;

/** A duration (`36h`, `14d`, `2w`; 1 hour to 365 days): anything else is a finding on its line. */
const duration = (description: string) =>
  z
    .string()
    .regex(DURATION, 'a whole number and a unit, h (hours), d (days) or w (weeks), such as `36h` or `14d`')
    .superRefine((text, ctx) => {
      const ms = parseDuration(text);
      // The form is the pattern's to say; past the bound is this one's.
      if (typeof ms !== 'number' && DURATION.test(text))
        ctx.addIssue({ code: 'custom', message: `This duration cannot be used: ${ms.problem}.` });
    })
    .optional()
    .describe(description);

/** Whom a reminder mentions: at most this many logins and teams. */
const NOTIFY_MAX = 20;

/** Distinct approvals one risk level needs: 1 to 10. */
const approvals = (description: string) => z.number().int().min(1).max(10).optional().describe(description);

/** A rule's level; `warn` (the CLI's `--report-unused warn`) is read as `warning`, so one word works in both places. */
const ruleLevel = z.enum(['off', 'notice', 'warning', 'warn', 'error']);

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
      .describe('Severity per rule id: off, notice, warning (or warn) or error.'),
    'bot-login': z
      .string()
      .min(1)
      .optional()
      .describe(
        "The login the action's token acts as, to find its own comments (default github-actions[bot], the workflow token).",
      ),
    'max-file-size': z
      .number()
      .int()
      .positive()
      .optional()
      .describe('Files larger than this many bytes are reported, not read.'),
    labels: z
      .strictObject({
        // `high` is the longest level the prefix is put before.
        'risk-prefix': labelName(LABEL_MAX - 'high'.length)
          .optional()
          .describe('Prefix of the risk labels (default `risk:`).'),
        inbox: labelName(LABEL_MAX)
          .optional()
          .describe('Label carried by every inbox issue (default `handoff-inbox`).'),
      })
      .optional(),
    inbox: z
      .strictObject({
        sources: z.array(z.enum(FORMAT_IDS)).optional().describe('Formats whose items enter the inbox (default: all).'),
        'write-budget': z.number().int().positive().optional().describe('Most issue writes one sync may make.'),
        'remind-after': duration(
          `How long an item may wait before its issue gets a reminder comment, and again after each such time (\`36h\`, \`14d\`, \`2w\`; at most ${DURATION_MAX_DAYS}d; default none: no reminders).`,
        ),
        notify: z
          .array(z.union([z.string().regex(LOGIN), z.string().regex(TEAM)]))
          .max(NOTIFY_MAX)
          .optional()
          .describe(
            `Whom a reminder mentions: logins and \`org/team-slug\` teams (CODEOWNERS' \`@\` optional), at most ${NOTIFY_MAX}; default none (a reminder mentions nobody).`,
          ),
      })
      .optional(),
    approvers: z
      .strictObject({
        permission: z
          .enum(['triage', 'write', 'maintain', 'admin'])
          .optional()
          .describe('Least repository permission a commenter needs (default write).'),
        users: z
          .array(z.string().regex(LOGIN))
          .optional()
          .describe('If set (alone or with `teams`), only these users may run commands.'),
        teams: z
          .array(z.string().regex(TEAM))
          .optional()
          .describe(
            "Teams, as `org/team-slug` (CODEOWNERS' `@org/team-slug` is read the same), whose members may run commands (with `users`: either one). Membership is read through the API: the token needs to read the organisation's teams.",
          ),
        required: z
          .strictObject({
            med: approvals('Distinct approvals a `med`-risk intent needs (default 1).'),
            high: approvals('Distinct approvals a `high`-risk intent needs (default 1).'),
          })
          .optional()
          .describe(
            'How many distinct people must approve an intent, per risk level; each `/approve` is counted against the item as the issue shows it.',
          ),
        'self-approval': z
          .boolean()
          .optional()
          .describe(
            'Whether the people whose commits or pull requests proposed an intent (or changed it since) may approve it (default false).',
          ),
        'expire-after': duration(
          `How long an \`/approve\` counts after it was posted (\`36h\`, \`14d\`, \`2w\`; at most ${DURATION_MAX_DAYS}d; default none: approvals do not expire). An older one is not counted at any recount, and the issue says when each counted approval expires.`,
        ),
        agents: z
          .array(z.string().regex(LOGIN))
          .optional()
          .describe(
            'The accounts agents commit as: their commits propose intents, and they may run no inbox command (every item waits for a human).',
          ),
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
          .describe(
            'Longest wait for one answer from the GitHub API, in seconds (default 30); a request that gets none fails and is not retried.',
          ),
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
    limits: z
      .strictObject({
        'file-lines': limit(
          DEFAULT_LIMITS.fileLines,
          'Most lines one file may have (default 20,000); a longer file is one error and is not checked further.',
        ),
        'file-depth': limit(
          DEFAULT_LIMITS.fileDepth,
          `Most levels of nested mappings and lists in one YAML or JSON file (default 64); a deeper file is a \`${TOO_DEEP_RULE}\` error.`,
        ),
        'file-findings': limit(
          DEFAULT_LIMITS.fileFindings,
          'Most findings listed for one file (default 200, errors first); one more finding counts the rest.',
        ),
        'run-bytes': limit(
          DEFAULT_LIMITS.runBytes,
          `Most bytes one run reads (default 268435456, 256 MiB); each file after it is a \`${NOT_JUDGED_RULE}\` error.`,
        ),
        'run-findings': limit(
          DEFAULT_LIMITS.runFindings,
          `Most findings one run keeps (default 50,000); each file after it is a \`${NOT_JUDGED_RULE}\` error.`,
        ),
        'run-seconds': limit(
          DEFAULT_LIMITS.runSeconds,
          `Most seconds the checks of one run may take (default 120); each file after it is a \`${NOT_JUDGED_RULE}\` error.`,
        ),
      })
      .optional()
      .describe('Bounds on what one run may be made to do; each can be lowered, never raised.'),
    suppressions: z
      .strictObject({
        'inline-in-pull-requests': z
          .enum(['allow', 'refuse'])
          .optional()
          .describe(
            'Whether a pull request may add or widen a `handoff-gate-disable-…` comment (default allow: each is listed to the reviewer in the comment and the check run). With refuse, each is an error that names it, and the findings it would hide are reported.',
          ),
      })
      .optional()
      .describe('How suppressions a pull request brings are treated.'),
    commit: z
      .strictObject({
        mode: z
          .enum(['direct', 'pull-request'])
          .optional()
          .describe(
            'How bot commands change files (default direct, with a pull request when the branch is protected).',
          ),
      })
      .optional(),
    extends: z
      .string()
      .regex(EXTENDS, 'the form `<owner>/<repo>/<path>@<ref>` (e.g. `acme/policies/handoff-gate.yml@v1`)')
      .refine((text) => !text.slice(0, text.indexOf('@')).split('/').includes('..'), 'a path inside that repository')
      .optional()
      .describe(
        "A shared config, `<owner>/<repo>/<path>@<ref>`, read through the GitHub API at that ref and merged under this file's settings (which replace its own, key by key), except the keys it lists under `locked`. One level: a shared config that extends another is not followed. A shared config the action cannot read fails the run; the CLI, which reads no network, says so and goes on with this file alone.",
      ),
    locked: z
      .array(z.string().regex(LOCKED_KEY))
      .optional()
      .describe(
        'In a shared config: the settings a repository that extends it cannot override, as top-level keys or `section.key` (e.g. `approvers`, `rules`, `commit.mode`). An override is an error on its line, and the shared value holds.',
      ),
  })
  .describe('handoff-gate configuration');

export type ConfigFile = z.infer<typeof configSchema>;
