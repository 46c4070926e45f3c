import type { Limits } from './limits.js';
import type { FormatId } from '../report/report.js';

/** A rule's level under the config's `rules:`: `off` drops its findings. */
export type RuleLevel = 'off' | 'notice' | 'warning' | 'error';

/**
 * What the engine is told for one run: where each format's files are, what to leave out, the
 * extra enum values and per-rule levels a team set, and the bounds. The engine owns this shape;
 * the config layer builds it from the config file (`ResolvedConfig` adds the action's settings,
 * which the engine never reads).
 */
export interface EngineSettings {
  /** Globs per format that replace its default paths. */
  paths: Partial<Record<FormatId, string[]>>;
  /** Files never checked. */
  ignore: string[];
  /** Extra values per enum, keyed `format/enum`. */
  enums: Record<string, string[]>;
  /** A level per rule id. */
  rules: Record<string, RuleLevel>;
  /** Bytes past which a file is reported, not read. */
  maxFileSize: number;
  /** The formats whose items enter the inbox; null: all. */
  inboxSources: FormatId[] | null;
  /** What one run may be made to do (lines, nesting, findings, bytes, time). */
  limits: Limits;
}
