import { z } from 'zod';
import { TIMESTAMP_PATTERN } from '../../rules/shared/timestamp-reading.js';
import { stringMatching } from '../../rules/editor-pattern.js';
import type { EnumValues } from '../../core/format.js';
import {
  INTENT_SOURCES,
  INTENT_SOURCES_REFERENCE,
  INTENT_STATUSES,
  INTENT_STATUSES_REFERENCE,
  RISKS,
} from './values.js';

const text = z.string();

/**
 * Spec 4's Intent, with pfl-forge's serde struct for what the spec leaves open: `title`, `body`
 * and `source` are required there (a file without them stops the runner from loading any
 * intent), the rest is optional. `type` is an open set, checked by `intent/unknown-type`.
 */
export function intentSchema(values: EnumValues) {
  return z
    .looseObject({
      title: text.min(1).describe('作業内容の要約 (summary of the work)'),
      body: text.describe('詳細な説明 (detailed description)'),
      type: text
        .nullable()
        .optional()
        .describe('feature, refactor, fix, test, audit, ... (open set; extend with `enums: intent/type`)'),
      source: z
        .enum(values('source', [...INTENT_SOURCES, ...INTENT_SOURCES_REFERENCE]))
        .describe('human or reflection (pfl-forge also writes draft, analyze, eval: warned about)'),
      risk: z
        .enum(values('risk', RISKS))
        .nullable()
        .optional()
        .describe('low: runs without approval; med/high: waits in the inbox for approval'),
      status: z
        .enum(values('status', [...INTENT_STATUSES, ...INTENT_STATUSES_REFERENCE]))
        .optional()
        .describe('proposed → approved → executing → done / blocked / error (default proposed)'),
      parent: text.nullable().optional().describe('親 Intent の ID (the parent intent, for a child intent)'),
      depends_on: z.array(text).optional().describe('Ids of intents this one waits for'),
      clarifications: z
        .array(
          z.looseObject({
            question: text.min(1).describe('The question for a human'),
            answer: text.nullable().optional().describe('The answer; null or absent while unanswered'),
          }),
        )
        .optional()
        .describe('質問と回答のリスト (`answer: null` is unanswered)'),
      created_at: stringMatching(TIMESTAMP_PATTERN)
        .nullable()
        .optional()
        .describe('ISO 8601 timestamp with a time zone'),
      sessions: z
        .looseObject({
          analyze: text.nullable().optional(),
          implement: text.nullable().optional(),
          review: text.nullable().optional(),
          reflect: text.nullable().optional(),
        })
        .optional()
        .describe('Agent session ids (pfl-forge)'),
    })
    .describe('Intent (.forge/intents/<id>.yaml; the id is the file name)');
}
