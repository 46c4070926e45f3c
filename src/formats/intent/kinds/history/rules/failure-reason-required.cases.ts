import { ruleCases } from '../../../../../rules/rule-cases.js';

const entry = (tail: string) => `intent_id: fix-login-validation
intent_type: fix
intent_risk: low
title: Fix login validation
flow: [analyze, implement, review]
step_results:
  - step: analyze
    duration_secs: 42
  - step: implement
    duration_secs: 310
${tail}created_at: 2025-02-22T10:45:00Z
`;

const PATH = '.forge/knowledge/history/2025-02-22-fix-login-validation.yaml';

export const cases = [
  ruleCases('history/failure-reason-required', {
    valid: [
      { name: 'a success needs no reason', path: PATH, text: entry('outcome: success\n') },
      {
        name: 'a failure saying what went wrong',
        path: PATH,
        text: entry(
          'outcome: failed\nfailure_reason: Review rejected the task three times; the validator rejects valid plus-addresses.\n',
        ),
      },
      {
        name: 'an escalation need not say why (spec 4 asks only of failed)',
        path: PATH,
        text: entry('outcome: escalated\n'),
      },
    ],
    invalid: [
      {
        name: 'failed, with no reason at all: reported on the outcome',
        path: PATH,
        text: entry('outcome: failed\n'),
        errors: [
          { line: 11, column: 10, message: '`outcome: failed` needs a `failure_reason` saying what went wrong.' },
        ],
      },
      {
        name: 'failed, with the reason left null: reported on it',
        path: PATH,
        text: entry('outcome: failed\nfailure_reason: null\n'),
        errors: [
          { line: 12, column: 17, message: '`outcome: failed` needs a `failure_reason` saying what went wrong.' },
        ],
      },
      {
        name: 'failed, with a blank reason',
        path: PATH,
        text: entry('outcome: failed\nfailure_reason: " "\n'),
        errors: [
          { line: 12, column: 17, message: '`outcome: failed` needs a `failure_reason` saying what went wrong.' },
        ],
      },
    ],
  }),
];
