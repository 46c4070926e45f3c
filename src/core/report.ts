import type { Finding } from './finding.js';

/** Every format id handoff-gate knows. The intent family (spec 4) has six. */
export const FORMAT_IDS = [
  'envelope',
  'subagent-response',
  'handoff',
  'intent',
  'intent-draft',
  'task',
  'review-result',
  'history',
  'observations',
  'message',
] as const;
export type FormatId = (typeof FORMAT_IDS)[number];

export type Priority = 'P0' | 'P1' | 'P2' | 'P3';
export type GateResult = 'pass' | 'reject' | 'veto';
export type RiskLevel = 'low' | 'med' | 'high';

/** A review finding declared inside a handoff file (not a validation finding). */
export interface GateItem {
  priority: Priority;
  id?: string;
  category?: string;
  description: string;
  /** Where the reviewed problem is, as the file states it (`src/a.ts:12`). */
  location?: string;
  fix?: string;
  /** The handoff file that declares the item, and the line of the item in it. */
  source: { path: string; line: number };
}

/** A file that declares a verdict of its own (an aggregator's gate_decision, a handoff status). */
export interface GateSource {
  path: string;
  format: FormatId;
  /** The verdict the file states, in its own words (`reject`, `FAIL`, `needs_revision`). */
  declared?: string;
  /** The counts the file states for itself, when it states them (an aggregator's gate_decision). */
  declaredCounts?: Record<Priority, number>;
  /** The review items the file itself lists. */
  counts: Record<Priority, number>;
}

export interface Gate {
  result: GateResult;
  p0: number;
  p1: number;
  p2: number;
  p3: number;
  items: GateItem[];
  sources: GateSource[];
}

export type InboxReason = 'approval' | 'clarification' | 'blocked' | 'error' | 'escalation' | 'question';

/** Something waiting for a human, derived from one handoff file. */
export interface InboxItem {
  /** Stable across runs: `intent/fix-login`, `intent/fix-login#clarification-2`, `message/<id>`. */
  key: string;
  reason: InboxReason;
  path: string;
  line: number;
  title: string;
  format: FormatId;
  risk?: RiskLevel;
  /** Bot commands that apply, e.g. `/approve`, `/answer 2 <text>`. */
  actions: string[];
  /** Fields a human needs to decide, in display order. */
  details: Array<{ label: string; value: string }>;
}

export interface Risk {
  level: RiskLevel | null;
  reasons: string[];
}

export interface CheckedFile {
  path: string;
  format: FormatId | null;
}

export interface Report {
  version: 1;
  files: CheckedFile[];
  findings: Finding[];
  gate: Gate;
  risk: Risk;
  inbox: InboxItem[];
}
