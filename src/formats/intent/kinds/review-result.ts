import { z } from 'zod';
import { filledIn } from '../../../core/checks/template-leftover.js';
import { didYouMean } from '../../../core/did-you-mean.js';
import type { EnumValues, FormatDefinition } from '../../../core/format.js';
import { defineRule } from '../../../core/rule.js';
import { asArray, asString, field, has } from '../../../core/values.js';
import { taskPaths, verdictOf } from '../registry.js';
import { VERDICTS } from '../values.js';

/**
 * Spec 4's Review Result. pfl-forge's own struct says `approved: true|false` instead of
 * `verdict`; that form is accepted with a warning, so `verdict` is checked by a rule.
 */
export function reviewResultSchema(values: EnumValues) {
  return z
    .looseObject({
      task_id: z.string().min(1).describe('対象 Task の ID (the reviewed task)'),
      verdict: z.enum(values('verdict', VERDICTS)).optional().describe('approved or rejected (required unless pfl-forge\'s `approved` flag is given)'),
      approved: z.boolean().optional().describe('pfl-forge\'s form of `verdict` (warned about)'),
      // Spec 4 asks for issues as the ground of a rejection and lets suggestions come "even with
      // approved": both are optional, so null says "none" as absence does.
      issues: z.array(z.string()).nullable().optional().describe('問題点 (why it is rejected; at least one when rejected; null or absent otherwise)'),
      suggestions: z.array(z.string()).nullable().optional().describe('改善提案 (may come with approved too; null or absent when none)'),
    })
    .describe('Review Result (.forge/reviews/**)');
}

export const missingVerdict = defineRule({
  id: 'review-result/missing-verdict',
  severity: 'error',
  summary: 'No `verdict` (approved or rejected).',
  check(ctx) {
    if (!has(ctx.data, 'verdict') && typeof field(ctx.data, 'approved') !== 'boolean') {
      ctx.report([], '`verdict` is required: `approved`, or `rejected` with the `issues` behind it.');
    }
  },
});

export const referenceValue = defineRule({
  id: 'review-result/reference-impl-value',
  severity: 'warning',
  summary: 'pfl-forge\'s `approved: true|false` stands in for spec 4\'s `verdict`.',
  check(ctx) {
    const approved = field(ctx.data, 'approved');
    if (typeof approved === 'boolean' && !has(ctx.data, 'verdict')) {
      ctx.report(['approved'], `\`approved: ${approved}\` is pfl-forge's form; spec 4 says \`verdict: ${approved ? 'approved' : 'rejected'}\`. Write that instead.`, { part: 'key' });
    }
  },
});

export const verdictConflict = defineRule({
  id: 'review-result/verdict-conflict',
  severity: 'error',
  summary: '`verdict` and pfl-forge\'s `approved` flag disagree.',
  check(ctx) {
    const verdict = asString(field(ctx.data, 'verdict'));
    const approved = field(ctx.data, 'approved');
    if (typeof approved !== 'boolean' || (verdict !== 'approved' && verdict !== 'rejected')) return;
    if ((verdict === 'approved') !== approved) {
      ctx.report(['approved'], `\`verdict: ${verdict}\` contradicts \`approved: ${approved}\`; keep \`verdict\` and remove \`approved\`.`);
    }
  },
});

export const rejectedWithoutIssues = defineRule({
  id: 'review-result/rejected-without-issues',
  severity: 'error',
  summary: 'A rejected review without at least one entry in `issues` saying why.',
  check(ctx) {
    if (verdictOf(ctx.data) !== 'rejected') return;
    const issues = asArray(field(ctx.data, 'issues')).filter((i) => typeof i === 'string' && i.trim() !== '');
    if (issues.length === 0) {
      ctx.report(has(ctx.data, 'issues') ? ['issues'] : has(ctx.data, 'verdict') ? ['verdict'] : ['approved'], 'A rejected review needs at least one entry in `issues`: they are the feedback the next attempt and the human in the inbox work from.');
    }
  },
});

export const taskNotFound = defineRule({
  id: 'review-result/task-not-found',
  severity: 'error',
  summary: '`task_id` names no task in `.forge/tasks/`.',
  check(ctx) {
    const id = filledIn(field(ctx.data, 'task_id'));
    if (id === undefined) return;
    const ids = taskPaths(ctx.project);
    if (!ids.has(id)) ctx.report(['task_id'], `\`task_id\` is \`${id}\`, but no task file is named \`${id}.yaml\`.${didYouMean(id, ids)} Fix the id, or add the task.`);
  },
});

export const reviewResult: FormatDefinition = {
  id: 'review-result',
  title: 'Review result',
  spec: 'spec 4 (pfl-forge data model): Review Result',
  syntaxes: ['yaml', 'json'],
  paths: ['.forge/reviews/**/*.{yaml,yml,json}'],
  schema: reviewResultSchema,
  enums: ['verdict'],
  rules: [missingVerdict, referenceValue, verdictConflict, rejectedWithoutIssues, taskNotFound],
};
