/** Spec 4's value sets, and the reference implementation's extra values that are warned about. */

import { enumMember } from '../../core/enum-reading.js';
import type { RiskLevel } from '../../report/report.js';

export const RISKS = ['low', 'med', 'high'] as const;

/** Spec 4 lists these and ends with "...": the set is open, so other values are warnings, not errors. */
export const INTENT_TYPES = ['feature', 'refactor', 'fix', 'test', 'audit'] as const;

export const INTENT_SOURCES = ['human', 'reflection'] as const;
/** pfl-forge writes these too (drafts, child intents, evals); spec 4 does not list them. */
export const INTENT_SOURCES_REFERENCE = ['draft', 'analyze', 'eval'] as const;

export const INTENT_STATUSES = ['proposed', 'approved', 'executing', 'done', 'blocked', 'error'] as const;
/** pfl-forge renamed `executing` to this for two weeks (2026-02-22 → 03-06), then dropped it. */
export const INTENT_STATUSES_REFERENCE = ['implementing'] as const;

export const TASK_STATUSES = ['pending', 'implementing', 'done', 'failed'] as const;
/** pfl-forge's code says `completed` where spec 4 says `done`. */
export const TASK_STATUSES_REFERENCE = ['completed'] as const;

export const VERDICTS = ['approved', 'rejected'] as const;
export const OUTCOMES = ['success', 'failed', 'escalated'] as const;
export const EVIDENCE_TYPES = ['file', 'skill', 'history', 'decision'] as const;

export const OBSERVATION_SOURCES = ['implement', 'reflect', 'audit'] as const;
/** pfl-forge's Analyze agent records observations too. */
export const OBSERVATION_SOURCES_REFERENCE = ['analyze'] as const;

/** How an intent's `risk` counts for the PR's risk and the approval inbox. */
export interface RiskReading {
  level: RiskLevel;
  /** Set when the value is no risk level at all, so it was counted as high: the value as written. */
  unreadable?: string;
}

/**
 * An intent's `risk`, read safely. A level that misses the enum only by case (`High`) is that
 * level (and an `intent/enum` error). No value (absent, null, blank) states no risk: spec 4
 * lets Analyze fill it in later. Any other value (`severe`, `medium`, `3`, an unfilled template)
 * is an error whose meaning nobody can tell, so it counts as high until the file says which:
 * reading it as nothing would let a PR, or a proposed intent, pass as lower-risk than it is.
 */
export function readRisk(value: unknown): RiskReading | undefined {
  if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) return undefined;
  const level = enumMember(value, RISKS);
  if (level !== undefined) return { level };
  return { level: 'high', unreadable: typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value)) };
}

/** An id is the file name without its extension (`fix-login.yaml` → `fix-login`). */
export function stemOf(path: string): string {
  const name = path.slice(path.lastIndexOf('/') + 1);
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(0, dot) : name;
}

/** Lowercase words of letters and digits joined by single hyphens. */
export const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function slugify(text: string): string {
  return (
    withoutMarks(text)
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      // The runs are single `-`s now; `/^-+|-+$/g` would rescan a long run from each of its `-`s.
      .replace(/^-|-$/g, '')
  );
}

/** The text with accents taken off the letters that carry them (`Ünïcode` → `Unicode`). */
function withoutMarks(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}+/gu, '');
}

/**
 * True when a slug of `text` would drop letters or digits outside ASCII (`日本語-intent` →
 * `intent`): such a slug loses what the name said, so no name is suggested.
 */
export function slugLosesLetters(text: string): boolean {
  return /[^\u0000-\u007f]/.test(withoutMarks(text).replace(/[^\p{L}\p{N}]+/gu, ''));
}
