import { z } from 'zod';
import { FILLED_REPO_PATH_PATTERN } from '../../rules/shared/repo-path.js';
import { stringMatching } from '../../rules/editor-pattern.js';
import type { EnumValues } from '../../core/format.js';

export const STATUSES = ['success', 'partial', 'failed', 'needs_revision'] as const;
export const NEXT_ACTIONS = ['proceed', 'revise', 'regenerate', 'escalate'] as const;
const ISSUE_SEVERITIES = ['CRITICAL', 'HIGH', 'MEDIUM', 'LOW'] as const;

/**
 * Spec 2's JSON Schema, field for field; unknown keys are allowed, as there. The fields the spec
 * asks for only in some cases (`output_path` 該当する場合, `score`/`round` for review agents,
 * `revision_target` on needs_revision, `issues` for regenerate: its `conditional_required`)
 * accept `null` as well as absence, the way an agent that writes every key says "not this time";
 * the rules that require them in their case treat null as absent.
 */
export function subagentResponseSchema(values: EnumValues) {
  return z
    .looseObject({
      status: z.enum(values('status', STATUSES)).describe('実行結果のステータス'),
      agent_name: z.string().min(1).describe('実行したエージェント名'),
      execution_time: z.number().gt(0).describe('実行時間（秒）'),
      output_path: stringMatching(FILLED_REPO_PATH_PATTERN)
        .nullable()
        .optional()
        .describe('生成されたファイルのパス（該当する場合）'),
      score: z.number().min(0).max(100).nullable().optional().describe('品質スコア（レビュー系エージェントの場合）'),
      round: z
        .int()
        .min(1)
        .max(4)
        .nullable()
        .optional()
        .describe('レビューラウンド番号（レビュー系エージェントの場合）'),
      issues: z
        .array(
          z.looseObject({
            severity: z.enum(ISSUE_SEVERITIES),
            description: z.string(),
            action: z.string().optional().describe('推奨される修正アクション'),
          }),
        )
        .nullable()
        .optional()
        .describe('検出された問題のリスト'),
      next_action: z.enum(values('next_action', NEXT_ACTIONS)).optional().describe('次に取るべきアクション'),
      revision_target: z.string().nullable().optional().describe('needs_revision 時の差し戻し先エージェント名'),
      metadata: z
        .looseObject({
          complexity: z.enum(['simple', 'moderate', 'complex']).optional(),
          estimated_nodes: z.int().optional(),
          estimated_edges: z.int().optional(),
        })
        .optional()
        .describe('追加のメタ情報'),
    })
    .describe('SubAgent Response (runSubagent return value)');
}
