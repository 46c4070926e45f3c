import { ruleCases } from '../../../rules/rule-cases.js';

/** An intent with `status` and `risk`; `status: -` leaves the status out (read as `proposed`). */
const intent = (status: string, risk = 'low') => `title: Fix login validation
body: Check the e-mail address against RFC 5322.
type: fix
source: human
risk: ${risk}
${status === '-' ? '' : `status: ${status}\n`}`;

const PATH = '.forge/intents/fix-login.yaml';
const from = (status: string, risk = 'low') => ({ [PATH]: intent(status, risk) });

export const cases = [
  ruleCases('intent/status-transition', {
    valid: [
      { name: 'a low-risk intent approved', path: PATH, text: intent('approved'), base: from('proposed') },
      { name: 'approved, run and finished in one change', path: PATH, text: intent('done'), base: from('approved') },
      { name: 'a blocked intent run again', path: PATH, text: intent('approved'), base: from('blocked') },
      { name: 'the same status, spelt `Done`', path: PATH, text: intent('Done'), base: from('done') },
      { name: 'a new intent has no move', path: PATH, text: intent('done') },
      {
        name: "a team's own status has no row in the diagram",
        path: PATH,
        text: intent('proposed'),
        base: from('on_hold'),
        config: { enums: { 'intent/status': ['on_hold'] } },
      },
      {
        name: "a med-risk intent past its approver is approval-skipped's",
        path: PATH,
        text: intent('executing', 'med'),
        base: from('proposed', 'med'),
      },
    ],
    invalid: [
      {
        name: 'a done intent reopened',
        path: PATH,
        text: intent('approved'),
        base: from('done'),
        errors: [
          {
            line: 6,
            column: 9,
            message:
              '`status` moved from `done` (base revision) to `approved`, which spec 4 does not allow: `done` is final (proposed → approved → executing → done / blocked / error, and a blocked or failed intent goes back to approved when a person has it run again). Restore `done`, and write a new intent for more work.',
          },
        ],
      },
      {
        name: 'an approved intent sent back to proposed',
        path: PATH,
        text: intent('proposed'),
        base: from('approved'),
        errors: [
          {
            line: 6,
            column: 9,
            message:
              '`status` moved from `approved` (base revision) to `proposed`, which spec 4 does not allow: from `approved` an intent goes on to `executing`, `done`, `blocked`, `error` (proposed → approved → executing → done / blocked / error, and a blocked or failed intent goes back to approved when a person has it run again). Restore `approved`: nothing goes back to `proposed`.',
          },
        ],
      },
      {
        name: 'the status removed, read as proposed: reported at the top',
        path: PATH,
        text: intent('-'),
        base: from('executing'),
        errors: [
          {
            line: 1,
            column: 1,
            message:
              '`status` moved from `executing` (base revision) to `proposed`, which spec 4 does not allow: from `executing` an intent goes on to `done`, `blocked`, `error` (proposed → approved → executing → done / blocked / error, and a blocked or failed intent goes back to approved when a person has it run again). Restore `executing`: nothing goes back to `proposed`.',
          },
        ],
      },
      {
        name: 'an executing intent stopped and approved again, which only a person may do from blocked or error',
        path: PATH,
        text: intent('approved'),
        base: from('implementing'),
        errors: [
          {
            line: 6,
            column: 9,
            message:
              '`status` moved from `executing` (base revision) to `approved`, which spec 4 does not allow: from `executing` an intent goes on to `done`, `blocked`, `error` (proposed → approved → executing → done / blocked / error, and a blocked or failed intent goes back to approved when a person has it run again). Restore `executing`.',
          },
        ],
      },
    ],
  }),
];
