import { z } from 'zod';
import { TIMESTAMP_PATTERN } from '../../../core/checks/timestamp.js';
import { stringMatching } from '../../../core/editor-pattern.js';
import { isGlob, normaliseRepoPath, repoPathMessage, repoPathProblem } from '../../../core/checks/repo-path.js';
import { filledIn } from '../../../core/checks/template-leftover.js';
import type { PathKey } from '../../../core/document/types.js';
import type { EnumValues, FormatDefinition } from '../../../core/format.js';
import { defineRule, type RuleContext } from '../../../core/rule.js';
import { asArray, asString, field } from '../../../core/values.js';
import { intentIdShapeRule } from '../intent-id-shape.js';
import { reportReferenceValue } from '../reference-value.js';
import { timestampRule } from '../../../core/checks/timestamp-rule.js';
import { EVIDENCE_TYPES, OBSERVATION_SOURCES, OBSERVATION_SOURCES_REFERENCE } from '../values.js';

/** Spec 4's Observation list (`.forge/observations.yaml` is a top-level list, appended to). */
export function observationsSchema(values: EnumValues) {
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
        created_at: stringMatching(TIMESTAMP_PATTERN).nullable().optional().describe('ISO 8601 timestamp with a time zone'),
        source_session_id: z.string().nullable().optional(),
        processed_session_id: z.string().nullable().optional(),
      }),
    )
    .describe('Observations (.forge/observations.yaml)');
}

const eachItem = (data: unknown, key: string): PathKey[][] => asArray(data).map((_, i) => [i, key]);

export const referenceValue = defineRule({
  id: 'observations/reference-impl-value',
  severity: 'warning',
  summary: 'Observation source `analyze`, which pfl-forge writes but spec 4 does not list.',
  check(ctx) {
    asArray(ctx.data).forEach((item, i) => {
      const source = asString(field(item, 'source'));
      if (source && (OBSERVATION_SOURCES_REFERENCE as readonly string[]).includes(source) && !(ctx.config.enums['observations/source'] ?? []).includes(source)) {
        reportReferenceValue(ctx, [i, 'source'], source, 'one of `implement`, `reflect`, `audit`, or add it under `enums: observations/source`', 'spec 4 names implement, reflect and audit');
      }
    });
  },
});

/** `src/a.rs:12`, `src/a.rs:12-20` and `src/a.rs#L12` name the file `src/a.rs`. */
const withoutLocation = (ref: string) => ref.trim().replace(/(?::\d+(?:[-:]\d+)?|#L\d+(?:-L?\d+)?)$/, '');

function fileEvidence(ctx: RuleContext, visit: (ref: string, at: PathKey[]) => void): void {
  asArray(ctx.data).forEach((item, i) => {
    asArray(field(item, 'evidence')).forEach((evidence, j) => {
      const ref = filledIn(field(evidence, 'ref'));
      if (field(evidence, 'type') === 'file' && ref !== undefined) visit(ref, [i, 'evidence', j, 'ref']);
    });
  });
}

export const evidencePath = defineRule({
  id: 'observations/evidence-path',
  severity: 'error',
  summary: 'A `file` evidence `ref` is absolute or leaves the repository.',
  check(ctx) {
    fileEvidence(ctx, (ref, at) => {
      const problem = repoPathProblem(ref);
      if (problem) ctx.report(at, repoPathMessage('ref', ref, problem));
    });
  },
});

export const evidenceNotFound = defineRule({
  id: 'observations/evidence-not-found',
  severity: 'warning',
  summary: 'A `file` evidence `ref` names a file that does not exist in the repository.',
  check(ctx) {
    fileEvidence(ctx, (ref, at) => {
      const path = normaliseRepoPath(withoutLocation(ref));
      if (repoPathProblem(ref) || isGlob(path) || path === '' || ctx.project.exists(path)) return;
      const denied = ctx.project.unreadable(path);
      ctx.report(
        at,
        denied
          ? `The evidence file \`${path}\` could not be read (${denied}). Make it readable to the user the check runs as.`
          : `The evidence file \`${path}\` does not exist in the repository (moved or deleted since it was observed?). Fix the path, or drop the evidence.`,
      );
    });
  },
});

export const observations: FormatDefinition = {
  id: 'observations',
  title: 'Observations',
  spec: 'spec 4 (pfl-forge data model): Observation',
  syntaxes: ['yaml'],
  paths: ['.forge/observations.{yaml,yml}'],
  schema: observationsSchema,
  enums: ['evidence-type', 'source'],
  rules: [
    referenceValue,
    evidencePath,
    evidenceNotFound,
    timestampRule('observations', (data) => eachItem(data, 'created_at')),
    intentIdShapeRule('observations', (data) => eachItem(data, 'intent_id')),
  ],
};
