import type { EngineSettings } from '../core/settings.js';
import type { Finding } from '../report/finding.js';
import type { Claim, FindingSink, InlineSuppressed } from './finding-sink.js';
import type { FormatDefinition } from '../core/format.js';
import type { CheckedFile, GateItem, GateSource } from '../report/report.js';
import type { FormatRun } from './run-format.js';
import { notJudged, type RunBound } from '../core/run-budget.js';

/** What one file adds to a report: kept apart per file, so that one pass can feed several reports. */
export interface FileContribution {
  /** The file as the report lists it. */
  file: CheckedFile;
  /** Its findings, in the order found (none when only its contributions were asked for). */
  findings: readonly Finding[];
  /** Findings reported once per run, by key: the assembly keeps the first file's (see `Claim`). */
  claims?: readonly Claim[];
  /** What the file's `handoff-gate-disable-…` comments suppressed, when they suppressed anything. */
  suppressed?: InlineSuppressed;
  /** What its format made of it: gate items, inbox items, risk, chain. Absent when no format ran. */
  run?: FormatRun & { format: FormatDefinition };
  /** Checked on the fast path alone (no full parse). */
  fast: boolean;
  /** The run was past this bound when the file's turn came: its one finding says so, and it contributes nothing else. */
  unjudged?: RunBound;
  /**
   * What the files of its `gateContext` that the run does not check contribute to the gate (an
   * aggregator's reviewers, on a change to the aggregator alone): counted once however many files
   * bring them, and not at all when the run checks them itself (assemble.ts).
   */
  context?: readonly GateContext[];
}

/** A file brought into the gate by another: its review items, and what it declares. */
export interface GateContext {
  path: string;
  gateItems: readonly GateItem[];
  source: GateSource | undefined;
}

/**
 * How much of a file is wanted: everything, or only what it contributes (its gate items, inbox
 * items, risk and chain), for a file whose findings no report shows. The contributions are the
 * same either way.
 */
export type Depth = 'findings' | 'contributions';

export interface FileCheckOptions {
  /** Files a person named: reported even when no format recognises them. */
  named?: ReadonlySet<string>;
  /** The reference run: every file on the full parse and judged by zod alone (see `CheckInput`). */
  fullParse?: boolean;
  /** Contributions kept from earlier runs (the CLI's `--cache`); none without it. */
  results?: ResultCache;
}

/**
 * The port of a result cache kept by the caller between runs: the engine asks it for a file's
 * contribution before reading the file, and hands it each contribution it works out. The cache
 * decides what is still valid (the file's bytes, and what its check read of the rest of the
 * repository, told through `RunOptions.observe`); the engine only says which checks read nothing
 * beyond their own file (`crossFile` false), whose contribution depends on that file's bytes alone.
 */
export interface ResultCache {
  /** The contribution an earlier run worked out for this file, if it still holds, and the bytes it was read as. */
  recall(path: string): { contribution: FileContribution | undefined; bytes: number } | undefined;
  /** A file's contribution (undefined: no handoff file after all), worked out from `bytes` in this run. */
  keep(path: string, bytes: Uint8Array, contribution: FileContribution | undefined, crossFile: boolean): void;
}

/** A file the run did not judge, past `bound`: its one finding, and nothing it contributes. */
export function unjudged(file: CheckedFile, bound: RunBound, limits: EngineSettings['limits']): FileContribution {
  return { file, findings: [notJudged(file.path, bound, limits)], fast: false, unjudged: bound };
}

/** The sink's claims, when it has any: most files have none, and their contributions say nothing of them. */
export function claimsOf(sink: FindingSink): { claims?: readonly Claim[] } {
  const claims = sink.claims();
  return claims.length > 0 ? { claims } : {};
}

/**
 * Every empty list a contribution keeps: one, frozen (nothing adds to a contribution's lists once
 * it is made), rather than an array object per list and file.
 */
const NONE: readonly never[] = Object.freeze([]);

/** A list copied to its length; an empty one made {@link NONE}. */
function exact<T>(list: T[]): T[];
function exact<T>(list: readonly T[]): readonly T[];
function exact<T>(list: readonly T[]): readonly T[] {
  return list.length === 0 ? NONE : list.slice();
}

/**
 * The contribution with its lists copied to their length. A list grown by pushes keeps room for
 * more (17 slots from its first item), and a scan holds every file's lists to its end: at 50,000
 * varied files, 10 MB of slots for some 100,000 lists of a few items each. The format's part is
 * made as one literal: an object spread into a new one with a key added (`{ ...run, format }`)
 * got a hidden class of its own in V8, with its descriptors, 10 MB more at the same scan.
 */
export function withExactLists(contribution: FileContribution): FileContribution {
  const { run, claims } = contribution;
  return {
    ...contribution,
    findings: exact(contribution.findings),
    ...(claims && { claims: exact(claims) }),
    ...(run && { run: withExactRunLists(run) }),
  };
}

function withExactRunLists(run: NonNullable<FileContribution['run']>): NonNullable<FileContribution['run']> {
  const { chain } = run;
  const kept: NonNullable<FileContribution['run']> = {
    gateItems: exact(run.gateItems),
    source: run.source,
    inbox: exact(run.inbox),
    risk: run.risk,
    chain: chain && { agents: exact(chain.agents), handoffs: exact(chain.handoffs) },
    format: run.format,
  };
  if (run.gateContext) kept.gateContext = run.gateContext;
  return kept;
}
