import { z } from 'zod';
import { REPO_PATH_PATTERN } from '../../../../rules/shared/repo-path.js';
import { stringMatching } from '../../../../rules/editor-pattern.js';
import type { EnumValues, FormatDefinition } from '../../../../core/format.js';
import { RISKS, TASK_STATUSES, TASK_STATUSES_REFERENCE } from '../../values.js';
import { rules } from './rules/index.js';

/** Spec 4's Task (Analyze's output, one Implement run each); the id is the file name. */
function taskSchema(values: EnumValues) {
  return z
    .looseObject({
      intent_id: z.string().min(1).describe('親 Intent の ID (the intent this task implements)'),
      title: z.string().min(1).describe('作業内容の要約 (summary of the work)'),
      plan: z.string().optional().describe('実装計画 (implementation plan)'),
      relevant_files: z
        .array(stringMatching(REPO_PATH_PATTERN))
        .optional()
        .describe('関連ファイル一覧 (files involved)'),
      implementation_steps: z.array(z.string()).optional().describe('実装ステップ (steps)'),
      context: z.string().nullable().optional().describe('補足情報 (background)'),
      complexity: z.enum(values('complexity', RISKS)).optional().describe('low, med or high'),
      depends_on: z.array(z.string()).optional().describe('Ids of other tasks of the same intent'),
      status: z
        .enum(values('status', [...TASK_STATUSES, ...TASK_STATUSES_REFERENCE]))
        .optional()
        .describe('pending → implementing → done / failed (pfl-forge writes completed: warned about)'),
    })
    .describe('Task (.forge/tasks/**/<id>.yaml; the id is the file name)');
}

export const task: FormatDefinition = {
  id: 'task',
  title: 'Task',
  reader: 'the implementing agent pfl-forge hands the task to',
  spec: 'spec 4 (pfl-forge data model): Task',
  fieldsSection: '§ Task > フィールド',
  syntaxes: ['yaml'],
  paths: ['.forge/tasks/**/*.{yaml,yml}'],
  schema: taskSchema,
  enums: ['complexity', 'status'],
  rules,
};
