import { z } from 'zod';
import type { EnumValues, FormatDefinition } from '../../../../core/format.js';
import { VERDICTS } from '../../values.js';
import { rules } from './rules/index.js';

/**
 * Spec 4's Review Result. pfl-forge's own struct says `approved: true|false` instead of
 * `verdict`; that form is accepted with a warning, so `verdict` is checked by a rule.
 */
function reviewResultSchema(values: EnumValues) {
  return z
    .looseObject({
      task_id: z.string().min(1).describe('対象 Task の ID (the reviewed task)'),
      verdict: z
        .enum(values('verdict', VERDICTS))
        .optional()
        .describe("approved or rejected (required unless pfl-forge's `approved` flag is given)"),
      approved: z.boolean().optional().describe("pfl-forge's form of `verdict` (warned about)"),
      // Spec 4 asks for issues as the ground of a rejection and lets suggestions come "even with
      // approved": both are optional, so null says "none" as absence does.
      issues: z
        .array(z.string())
        .nullable()
        .optional()
        .describe('問題点 (why it is rejected; at least one when rejected; null or absent otherwise)'),
      suggestions: z
        .array(z.string())
        .nullable()
        .optional()
        .describe('改善提案 (may come with approved too; null or absent when none)'),
    })
    .describe('Review Result (.forge/reviews/**)');
}

export const reviewResult: FormatDefinition = {
  id: 'review-result',
  title: 'Review result',
  reader: "the executor that merges or returns the task on the review's word",
  spec: 'spec 4 (pfl-forge data model): Review Result',
  fieldsSection: '§ Review Result > フィールド',
  syntaxes: ['yaml', 'json'],
  paths: ['.forge/reviews/**/*.{yaml,yml,json}'],
  schema: reviewResultSchema,
  enums: ['verdict'],
  rules,
};
