import { ruleCases } from '../../../rules/rule-cases.js';
import { FILES, handoff } from './from-agent-mismatch.cases.js';

const MESSAGE =
  '`loop_required: true` without `loop_reason`: say why the loop is needed, e.g. `"loop_reason": "BUGS_FOUND_IN_TESTS"` (or `CRITICAL_CODE_QUALITY_ISSUES`, `CRITICAL_SECURITY_VULNERABILITIES`).';

/** A CodeReviewer that sends the work back, with the loop details given. */
const looping = (details: Record<string, unknown>) =>
  handoff({
    from_agent: 'CodeReviewer',
    to_agent: 'BackendBuilder',
    status: 'FAIL',
    loop_required: true,
    loop_target: 'BackendBuilder',
    ...details,
  });

export const cases = [
  ruleCases('handoff/loop-reason-missing', {
    valid: [
      {
        name: 'a loop that says why',
        path: 'handoff-CodeReviewer.json',
        text: looping({ loop_reason: 'CRITICAL_SECURITY_VULNERABILITIES' }),
        files: FILES,
      },
      {
        name: 'no loop needs no reason',
        path: 'handoff-CodeReviewer.json',
        text: handoff({ from_agent: 'CodeReviewer' }),
        files: FILES,
      },
    ],
    invalid: [
      {
        name: 'the reason left null',
        path: 'handoff-CodeReviewer.json',
        text: looping({ loop_reason: null }),
        files: FILES,
        errors: [{ line: 9, column: 18, message: MESSAGE }],
      },
      {
        name: 'the reason left out, reported on `loop_required`',
        path: 'handoff-CodeReviewer.json',
        text: looping({ loop_reason: undefined }),
        files: FILES,
        errors: [{ line: 7, column: 20, message: MESSAGE }],
      },
    ],
  }),
];
