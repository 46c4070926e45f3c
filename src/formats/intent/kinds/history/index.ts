import { z } from 'zod';
import { TIMESTAMP_PATTERN } from '../../../../rules/shared/timestamp-reading.js';
import { stringMatching } from '../../../../rules/editor-pattern.js';
import type { EnumValues, FormatDefinition } from '../../../../core/format.js';
import { OUTCOMES, RISKS } from '../../values.js';
import { rules } from './rules/index.js';

const count = z.number().min(0).optional();

/** Spec 4's History entry, with pfl-forge's `HistoryEntry` for the shape of each field. */
function historySchema(values: EnumValues) {
  return z
    .looseObject({
      intent_id: z
        .string()
        .min(1)
        .describe('対象 Intent の ID (kept after the intent is deleted, so it need not exist)'),
      intent_type: z.string().nullable().optional().describe('Intent の type'),
      intent_risk: z.enum(values('risk', RISKS)).nullable().optional().describe('Intent の risk'),
      title: z.string().describe('Intent の title'),
      flow: z.array(z.string()).describe('実行された Flow ステップ一覧 (steps run, with adjustments)'),
      step_results: z
        .array(
          z.looseObject({
            step: z.string().min(1).describe('The flow step'),
            duration_secs: z.int().min(0).describe('Wall-clock seconds'),
            metadata: z
              .looseObject({
                session_id: z.string().nullable().optional(),
                cost_usd: count,
                duration_ms: count,
                duration_api_ms: count,
                input_tokens: count,
                output_tokens: count,
                cache_read_input_tokens: count,
                cache_creation_input_tokens: count,
                num_turns: count,
              })
              .nullable()
              .optional()
              .describe('Agent run metadata (pfl-forge)'),
          }),
        )
        .optional()
        .describe('各ステップの結果と所要時間'),
      outcome: z.enum(values('outcome', OUTCOMES)).describe('success, failed or escalated'),
      failure_reason: z.string().nullable().optional().describe('失敗理由 (required when outcome is failed)'),
      observations: z.array(z.string()).optional().describe('生成された Observation の参照'),
      created_at: stringMatching(TIMESTAMP_PATTERN)
        .nullable()
        .optional()
        .describe('ISO 8601 timestamp with a time zone'),
    })
    .describe('History entry (.forge/knowledge/history/**)');
}

export const history: FormatDefinition = {
  id: 'history',
  title: 'History entry',
  reader: "a later run that learns from an intent's history",
  spec: 'spec 4 (pfl-forge data model): History',
  fieldsSection: '§ History > フィールド',
  syntaxes: ['yaml'],
  paths: ['.forge/knowledge/history/**/*.{yaml,yml}'],
  schema: historySchema,
  enums: ['risk', 'outcome'],
  rules,
};
