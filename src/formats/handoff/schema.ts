import { z } from 'zod';
import { REPO_LOCATION_PATTERN, REPO_PATH_PATTERN } from '../../rules/shared/repo-path.js';
import { TIMESTAMP_PATTERN } from '../../rules/shared/timestamp-reading.js';
import { stringMatching } from '../../rules/editor-pattern.js';
import type { EnumValues } from '../../core/format.js';

export const STATUSES = ['PASS', 'PASS_WITH_WARNINGS', 'PASS_WITH_FIXES', 'FAIL'] as const;
const ARTIFACT_TYPES = ['source_file', 'test_file', 'documentation', 'config_file', 'report'] as const;
const PRIORITIES = ['critical', 'high', 'medium', 'low'] as const;
const ISSUE_SEVERITIES = ['critical', 'high', 'medium', 'low'] as const;
const ISSUE_CATEGORIES = ['bug', 'security', 'performance', 'quality'] as const;
export const ISSUE_STATUSES = ['open', 'fixed', 'wontfix'] as const;

/** The `to_agent` of the last agent in the pipeline. */
export const COMPLETE = 'COMPLETE';

const strings = (description: string) => z.array(z.string()).describe(description);
const percentage = (description: string) => z.number().min(0).max(100).describe(description);

/** One of `artifacts`: a file or output the agent made. */
const artifact = (values: EnumValues) =>
  z.looseObject({
    type: z.enum(values('artifact-type', ARTIFACT_TYPES)).describe('What kind of file or output this is.'),
    path: stringMatching(REPO_PATH_PATTERN).min(1).describe('Path of the file, relative to the repository root.'),
    purpose: z.string().describe('Brief description.'),
    priority: z.enum(PRIORITIES).describe('Importance for testing and review.'),
  });

/** One of `issues`: a problem found, and whether it still counts in the review gate. */
const issue = () =>
  z.looseObject({
    id: z.string().min(1).describe('Identifier, unique within the file.'),
    severity: z.enum(ISSUE_SEVERITIES).describe('critical → P0, high → P1, medium → P2, low → P3 in the review gate.'),
    category: z.enum(ISSUE_CATEGORIES).optional(),
    location: stringMatching(REPO_LOCATION_PATTERN)
      .optional()
      .describe('Where the problem is, as file:line (file relative to the repository root).'),
    description: z.string().describe('What the issue is.'),
    remediation: z.string().optional().describe('How to fix it.'),
    status: z
      .enum(ISSUE_STATUSES)
      .optional()
      .describe('Only open issues (or issues without a status) count in the review gate.'),
  });

/** `test_requirements`: what the developer asks the test writer to cover. */
const testRequirements = () =>
  z.looseObject({
    coverage: percentage('Target test coverage, in percent.').optional(),
    critical_paths: strings('Critical functionality to test.').optional(),
    edge_cases_to_test: strings('Edge cases to test.').optional(),
  });

/**
 * Spec 3's schema, field for field; unknown keys are allowed (the spec's own examples add
 * `fixes_applied`, `issues_resolved`, extra issue keys). `iteration` and `loop_required` are
 * optional here: the spec calls them required but its own examples omit them, so their absence
 * is a warning from `handoff/loop-fields-missing`, not a schema error. The fields the spec calls
 * optional (`loop_target`, `loop_reason`: "Null if loop_required=false"; `issues`, `metrics`) or
 * asks for only between two agents (`test_requirements`, BackendBuilder → TestAgent) accept
 * `null` as well as absence: an agent writing every key of the schema writes null for those.
 */
export function handoffSchema(values: EnumValues) {
  return z
    .looseObject({
      from_agent: z
        .string()
        .min(1)
        .describe('Name of the agent creating this handoff; the file is handoff-{from_agent}.json.'),
      to_agent: z
        .string()
        .min(1)
        .describe('Name of the next agent in the pipeline, or "COMPLETE" after the final agent.'),
      timestamp: stringMatching(TIMESTAMP_PATTERN).describe(
        'ISO 8601 timestamp with a time zone, when the handoff was created (new Date().toISOString()).',
      ),
      status: z.enum(STATUSES).describe('Overall completion status.'),
      iteration: z
        .int()
        .min(1)
        .optional()
        .describe('Current iteration number: starts at 1, increments when the pipeline loops back.'),
      loop_required: z.boolean().optional().describe('Whether the orchestrator must loop back to a previous agent.'),
      loop_target: z
        .string()
        .nullable()
        .optional()
        .describe('The agent to loop back to; null when loop_required is false.'),
      loop_reason: z
        .string()
        .nullable()
        .optional()
        .describe('Why the loop is required (e.g. BUGS_FOUND_IN_TESTS); null when loop_required is false.'),
      artifacts: z.array(artifact(values)).describe('Files and outputs created by this agent.'),
      context: z
        .looseObject({
          design_decisions: strings('Why certain approaches were chosen.'),
          known_limitations: strings('Issues that could not be addressed now.'),
          assumptions: strings('What was assumed to be true; the next agent can validate it.'),
        })
        .describe('Crucial information for the next agent.'),
      test_requirements: testRequirements()
        .nullable()
        .optional()
        .describe(
          'Testing guidance from the developer to the test writer (BackendBuilder → TestAgent only; null or absent otherwise).',
        ),
      issues: z
        .array(issue())
        .nullable()
        .optional()
        .describe('Problems found that need attention (optional: null or absent when there are none).'),
      metrics: z
        .looseObject({
          execution_time: z.string().optional().describe('Duration, e.g. "8m 45s".'),
          lines_of_code: z.int().min(0).optional(),
          test_coverage: percentage('Achieved test coverage, in percent.').optional(),
          quality_score: z.number().min(0).optional(),
        })
        .nullable()
        .optional()
        .describe("Quantitative measures of the agent's output (optional: null or absent)."),
      validation: z
        .looseObject({
          command: z
            .string()
            .describe('Command the next agent may run to verify completion. handoff-gate never runs it.'),
          expected_result: z.string().describe('What success looks like.'),
          checklist: strings('Completion criteria.'),
        })
        .describe('How the next agent verifies this agent completed successfully.'),
    })
    .describe('Handoff file (handoff-{AgentName}.json)');
}
