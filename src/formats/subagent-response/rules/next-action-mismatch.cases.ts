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
      {
        name: 'a revision at the loop limit escalates (spec 2: 上限到達)',
        path: AT,
        text: response('needs_revision', 'escalate').replace('score: 92\n', 'score: 70\nround: 4\n'),
      },
      {
        name: 'a partial result whose revisions reached their limit escalates',
        path: AT,
        text: response('partial', 'escalate'),
      },
      {
        name: 'a review success under the score for proceeding escalates at the limit',
        path: AT,
        text: response('success', 'escalate').replace('score: 92', 'score: 80\nround: 4'),
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
        name: 'a success that escalates with nothing failed and no loop under way',
        path: AT,
        text: response('success', 'escalate'),
        errors: [
          {
            line: 5,
            column: 14,
            message:
              '`status: success` goes with `next_action: proceed`, not `escalate`. Spec 2 escalates on a failure or a loop at its limit, and a success scored 92 has neither.',
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
            message:
              '`status: needs_revision` goes with `next_action: revise`, `regenerate` or `escalate`, not `proceed`.',
          },
        ],
      },
    ],
  }),
];
