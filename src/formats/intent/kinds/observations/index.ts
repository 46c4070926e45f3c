import { z } from 'zod';
import { TIMESTAMP_PATTERN } from '../../../../rules/shared/timestamp-reading.js';
import { stringMatching } from '../../../../rules/editor-pattern.js';
import type { EnumValues, FormatDefinition } from '../../../../core/format.js';
import { EVIDENCE_TYPES, OBSERVATION_SOURCES, OBSERVATION_SOURCES_REFERENCE } from '../../values.js';
import { rules } from './rules/index.js';

/** Spec 4's Observation list (`.forge/observations.yaml` is a top-level list, appended to). */
function observationsSchema(values: EnumValues) {
  return z
    .array(
      z.looseObject({
        content: z.string().min(1).describe('気づきの内容 (the observation, in natural language)'),
        evidence: z
          .array(
            z.looseObject({
              type: z.enum(values('evidence-type', EVIDENCE_TYPES)).describe('file, skill, history or decision'),
              ref: z.string().min(1).describe('ファイルパス、skill パス等 (what the evidence points at)'),
            }),
          )
          .optional()
          .describe('根拠となるリソースのリスト'),
        source: z
          .enum(values('source', [...OBSERVATION_SOURCES, ...OBSERVATION_SOURCES_REFERENCE]))
          .describe('implement, reflect or audit (pfl-forge also writes analyze: warned about)'),
        intent_id: z.string().min(1).describe('処理中の Intent の ID (need not exist any more)'),
        processed: z.boolean().optional().describe('Reflect が処理済みかどうか (default false)'),
        created_at: stringMatching(TIMESTAMP_PATTERN)
          .nullable()
          .optional()
          .describe('ISO 8601 timestamp with a time zone'),
        source_session_id: z.string().nullable().optional(),
        processed_session_id: z.string().nullable().optional(),
      }),
    )
    .describe('Observations (.forge/observations.yaml)');
}

export const observations: FormatDefinition = {
  id: 'observations',
  title: 'Observations',
  reader: 'the reflection that turns observations into new intents',
  spec: 'spec 4 (pfl-forge data model): Observation',
  fieldsSection: '§ Observation > フィールド',
  syntaxes: ['yaml'],
  paths: ['.forge/observations.{yaml,yml}'],
  schema: observationsSchema,
  enums: ['evidence-type', 'source'],
  rules,
};
