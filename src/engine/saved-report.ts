import { z } from 'zod';
import { buildGate } from '../gate/gate.js';
import type { Finding } from '../report/finding.js';
import { CHAIN_STATUSES, type CheckResult, type InboxItem } from '../report/report.js';

/*
 * A JSON report the action saved on a pull request, read back by another workflow to post it (the
 * README's fork recipe: the check runs without write access, a `workflow_run` posts its result).
 * The file comes from a run the pull request could change, so every value is checked for its type
 * and bounds here, and it is rendered by the same escaping code as a report checked in this run.
 */

/**
 * Any string: a review item's description is as long as its file wrote it (up to the config's
 * `max-file-size`), and a report refused for one long string would leave the pull request without
 * its comment. The reader bounds the whole file, and the renderers cut what they show.
 */
const text = z.string();
const count = z.number().int().min(0);
const line = z.number().int().min(0);
/** A full commit sha in lower-case hex (SHA-1, or SHA-256 for repositories that use it). */
const isSha = (s: string) =>
  (s.length === 40 || s.length === 64) && [...s].every((c) => (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f'));
const sha = z.string().refine(isSha, 'not a full commit sha');

const severity = z.enum(['error', 'warning', 'notice']);
const priority = z.enum(['P0', 'P1', 'P2', 'P3']);
const riskLevel = z.enum(['low', 'med', 'high']);
const counts = z.object({ P0: count, P1: count, P2: count, P3: count });

const finding = z.object({ path: text, line, column: line, ruleId: text, severity, message: text });

const gateItem = z.object({
  priority,
  id: text.optional(),
  category: text.optional(),
  description: text,
  location: text.optional(),
  locationMissing: z.literal(true).optional(),
  locationFile: text.optional(),
  fix: text.optional(),
  source: z.object({ path: text, line }),
});

const gateSource = z.object({
  path: text,
  format: text,
  declared: text.optional(),
  declaredCounts: counts.optional(),
  counts,
  decides: z.literal(true).optional(),
});

const inboxItem = z.object({
  key: text,
  reason: text,
  path: text,
  line,
  title: text,
  format: text,
  risk: riskLevel.optional(),
  actions: z.array(text),
  details: z.array(z.object({ label: text, value: text })),
  left: z.object({ how: z.enum(['deleted', 'rule']), ruleId: text.optional(), words: text }).optional(),
});

const chain = z.object({
  nodes: z.array(
    z.object({ id: text, label: text, status: z.enum(CHAIN_STATUSES), declared: text.optional(), path: text, line }),
  ),
  edges: z.array(z.object({ from: text, to: text, label: text.optional(), loop: z.literal(true).optional() })),
});

const savedReport = z.object({
  version: z.literal(1),
  files: z.array(z.object({ path: text, format: text.nullable() })),
  findings: z.array(finding),
  gate: z.object({
    result: z.enum(['pass', 'reject', 'veto']),
    p0: count,
    p1: count,
    p2: count,
    p3: count,
    items: z.array(gateItem),
    sources: z.array(gateSource),
  }),
  risk: riskLevel.nullable(),
  riskReasons: z.array(text),
  inbox: z.array(inboxItem),
  chain,
  suppressed: z
    .object({
      count,
      inline: count,
      baseline: count,
      files: z.array(text),
      exceeded: z.array(z.object({ path: text, ruleId: text, count, found: count })),
      brought: z
        .array(
          z.object({
            how: z.enum(['added', 'widened', 'count-raised']),
            path: text,
            line,
            ruleId: text,
            reason: text.optional(),
            file: text.optional(),
            from: count.optional(),
            to: count.optional(),
            hides: count,
            worst: severity.optional(),
          }),
        )
        .optional(),
    })
    .optional(),
  pullRequest: z.object({
    repository: text,
    number: z.number().int().min(1),
    headSha: sha,
    baseSha: sha,
    inboxAdded: z.array(inboxItem),
    inboxResolved: z.array(inboxItem),
  }),
});

/** A saved report, as the run that posts it uses it. */
export interface SavedReport {
  report: CheckResult;
  /** The inbox items the pull request adds and resolves: what its comment shows. */
  inboxAdded: InboxItem[];
  inboxResolved: InboxItem[];
  pullRequest: { repository: string; number: number; headSha: string; baseSha: string };
}

/**
 * The saved report in `json`, or why it is not one the action wrote: the first problem, with where
 * it is. The gate is rebuilt from the review items the file lists, and a file whose stated verdict
 * or counts differ from its own items is refused (a hand-made or damaged file, never posted).
 */
export function parseSavedReport(json: string): { saved: SavedReport } | { problem: string } {
  let value: unknown;
  try {
    value = JSON.parse(json);
  } catch {
    return { problem: 'it is not JSON' };
  }
  const parsed = savedReport.safeParse(value);
  if (!parsed.success) {
    const [issue] = parsed.error.issues;
    const where = issue?.path.length ? ` at ${issue.path.map(String).join('.')}` : '';
    const missingPullRequest = issue?.path.length === 1 && issue.path[0] === 'pullRequest';
    return {
      problem: missingPullRequest
        ? "it has no `pullRequest`: only the action's report of a pull request can be posted to one"
        : `it is not a handoff-gate JSON report (${issue?.message ?? 'invalid'}${where})`,
    };
  }
  const data = parsed.data;
  const gate = buildGate(data.gate.items, data.gate.sources);
  const stated = data.gate;
  if (
    gate.result !== stated.result ||
    gate.p0 !== stated.p0 ||
    gate.p1 !== stated.p1 ||
    gate.p2 !== stated.p2 ||
    gate.p3 !== stated.p3
  ) {
    return {
      problem: `its gate says ${stated.result} (P0 ${stated.p0} · P1 ${stated.p1} · P2 ${stated.p2} · P3 ${stated.p3}) but the review items it lists make ${gate.result} (P0 ${gate.p0} · P1 ${gate.p1} · P2 ${gate.p2} · P3 ${gate.p3})`,
    };
  }
  const report: CheckResult = {
    version: 1,
    files: data.files,
    findings: data.findings satisfies Finding[],
    gate,
    risk: { level: data.risk, reasons: data.riskReasons },
    inbox: data.inbox,
    chain: data.chain,
    // What was suppressed, as counts: the saved report lists no suppressed finding.
    ...(data.suppressed && {
      suppressed: {
        inline: data.suppressed.inline,
        baseline: data.suppressed.baseline,
        files: data.suppressed.files,
        findings: [],
        exceeded: data.suppressed.exceeded,
        ...(data.suppressed.brought && { brought: data.suppressed.brought }),
      },
    }),
    reads: 0,
    fastChecked: 0,
    riskSignals: [],
  };
  const { repository, number, headSha, baseSha } = data.pullRequest;
  return {
    saved: {
      report,
      inboxAdded: data.pullRequest.inboxAdded,
      inboxResolved: data.pullRequest.inboxResolved,
      pullRequest: { repository, number, headSha, baseSha },
    },
  };
}
