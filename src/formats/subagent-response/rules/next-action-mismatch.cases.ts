import { ruleCases } from '../../../rules/rule-cases.js';
import { AT } from './revision-target-required.cases.js';

const response = (status: string, next: string) =>
  `status: ${status}\nagent_name: manifest-gateway\nexecution_time: 120\nscore: 92\nnext_action: ${next}\nrevision_target: manifest-gateway\n`;

export const cases = [
  ruleCases('subagent-response/next-action-mismatch', {
    valid: [
      { name: 'success proceeds', path: AT, text: response('success', 'proceed') },
      { name: 'partial may revise', path: AT, text: response('partial', 'revise') },
      {
        name: 'needs_revision may regenerate',
        path: AT,
        text: response('needs_revision', 'regenerate').replace(
          'score: 92\n',
          'score: 92\nissues:\n  - {severity: HIGH, description: Edges reference missing nodes}\n',
        ),
      },
      { name: "an action outside the spec is the schema's finding", path: AT, text: response('failed', 'retry') },
      { name: "a status outside the spec is the schema's finding", path: AT, text: response('done', 'proceed') },
    ],
    invalid: [
      {
        name: 'a failure that proceeds',
        path: AT,
        text: response('failed', 'proceed'),
        errors: [
          { line: 5, column: 14, message: '`status: failed` goes with `next_action: escalate`, not `proceed`.' },
        ],
      },
      {
        name: 'a partial result that escalates',
        path: AT,
        text: response('partial', 'escalate'),
        errors: [
          {
            line: 5,
            column: 14,
            message: '`status: partial` goes with `next_action: proceed` or `revise`, not `escalate`.',
          },
        ],
      },
      {
        name: 'a revision that proceeds, in JSON',
        path: 'outputs/.workflow/a1b2c3d4/response.json',
        text: '{\n  "status": "needs_revision",\n  "agent_name": "svg-forge",\n  "execution_time": 180,\n  "next_action": "proceed",\n  "revision_target": "manifest-gateway"\n}\n',
        errors: [
          {
            line: 5,
            column: 18,
            message: '`status: needs_revision` goes with `next_action: revise` or `regenerate`, not `proceed`.',
          },
        ],
      },
    ],
  }),
];
