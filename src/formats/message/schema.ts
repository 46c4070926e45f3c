import { z } from 'zod';
import { TIMESTAMP_PATTERN } from '../../rules/shared/timestamp-reading.js';
import { stringMatching } from '../../rules/editor-pattern.js';
import { MESSAGE_ID_PATTERN } from './rules/id-format.js';
import type { EnumValues } from '../../core/format.js';
import type { EngineSettings } from '../../core/settings.js';

/** Spec 5's agents. Real teams add their own (qa, po, intern), hence one extendable `role` enum for `from` and `to`. */
export const ROLES = ['human', 'ceo', 'pm', 'frontend', 'backend', 'security'] as const;
export const TYPES = ['requirement', 'instruction', 'task', 'report', 'question', 'answer'] as const;
const PRIORITIES = ['critical', 'high', 'medium', 'low'] as const;
export const STATUSES = ['pending', 'in_progress', 'completed', 'blocked'] as const;

/** The enums a team may extend under `enums: message/<name>`. */
export const ENUM_NAMES = ['role', 'type', 'priority', 'status'] as const;
export type EnumName = (typeof ENUM_NAMES)[number];

const BASE_VALUES: Record<EnumName, readonly string[]> = {
  role: ROLES,
  type: TYPES,
  priority: PRIORITIES,
  status: STATUSES,
};

/**
 * Spec 5's common header, the Markdown file's frontmatter. `updated_at` and `parent_id` are
 * optional because the spec's own per-type templates omit them; questions carry `context_id`.
 * The common header writes `parent_id: {親メッセージID（あれば）}` ("if any"): a requirement has no
 * parent, and `parent_id: null` (or `~`, or nothing after the colon) says so as well as leaving
 * the key out. The same holds for `context_id` and for `updated_at` (a message never updated).
 * A file without frontmatter (`null`) passes here: the `message/no-header` and
 * `message/bracket-header` rules judge it, so it is not also a type error.
 */
export function messageSchema(values: EnumValues) {
  const role = z.enum(values('role', ROLES));
  return z
    .looseObject({
      id: stringMatching(MESSAGE_ID_PATTERN)
        .min(1)
        .describe('メッセージID: a ULID (26 characters) or `YYYYMMDD-NNN-kind` (e.g. `20250124-001-req`)'),
      from: role.describe('送信者'),
      to: role.describe('宛先'),
      type: z.enum(values('type', TYPES)).describe('メッセージタイプ'),
      priority: z.enum(values('priority', PRIORITIES)).describe('優先度'),
      status: z
        .enum(values('status', STATUSES))
        .describe('ステータス (pending → in_progress → completed; in_progress ⇄ blocked)'),
      created_at: stringMatching(TIMESTAMP_PATTERN).describe(
        '作成日時: ISO 8601 with a time zone, e.g. `2025-01-24T12:00:00Z`',
      ),
      updated_at: stringMatching(TIMESTAMP_PATTERN)
        .nullable()
        .optional()
        .describe('更新日時: ISO 8601 with a time zone, not before `created_at`; null or absent if never updated'),
      parent_id: z
        .string()
        .nullable()
        .optional()
        .describe(
          '親メッセージID（あれば）: the `id` of the message this one answers or carries out; null or absent if none',
        ),
      context_id: z
        .string()
        .nullable()
        .optional()
        .describe('関連タスクID (questions): the `id` of the message the question is about; null or absent if none'),
    })
    .nullable()
    .describe('agent-corp message header (spec 5 共通ヘッダー), the frontmatter of a Markdown file under shared/');
}

/** An enum's values with the team's additions, for rules (the schema gets them through `values`). */
export function allowedValues(config: EngineSettings, name: EnumName): string[] {
  return [...new Set([...BASE_VALUES[name], ...(config.enums[`message/${name}`] ?? [])])];
}
