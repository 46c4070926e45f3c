/**
 * The intent both approval journeys follow: an agent's high-risk proposal with three questions,
 * in a repository whose config asks two approvals at high risk and names the agent's account.
 */

export const AGENT = 'forge-agent';
export const INTENT = '.forge/intents/account-lockout.yaml';
export const CONFIG = `# Two people approve high-risk intents; the agent's own account never does.
approvers:
  required: { high: 2 }
  agents: [${AGENT}]
`;

export const answers = [
  '30 minutes.',
  'Yes: an e-mail with a one-time unlock link.',
  'Per account, across every address.',
];
/** An answer as the bot writes it: a double-quoted scalar, which holds any text. */
const said = (answer: string | null | undefined) => (answer == null ? 'null' : JSON.stringify(answer));
/** The intent as the agent writes it, and as the answers and status moves leave it. */
export const intent = (
  status: string,
  answered: readonly (string | null)[] = [null, null, null],
) => `# Proposed by the planner; it waits for people before any task is made.
title: "Lock an account after repeated failed logins"
body: |
  Lock an account for a while after 10 failed logins in a row.
type: feature
source: reflection
risk: high
status: ${status}
parent: null
created_at: 2025-03-05T12:05:00Z
clarifications:
  - question: "How long should the lock last?"
    answer: ${said(answered[0])}
  - question: "Can a user unlock their own account?"
    answer: ${said(answered[1])}
  - question: "Per account, or per account and address?"
    answer: ${said(answered[2])}
`;

/** The proposal with every question answered (`"yes"`), at `risk`: an approval item and nothing else. */
export const answeredProposal = (risk = 'high') =>
  intent('proposed')
    .replace(/risk: \w+/, `risk: ${risk}`)
    .replace(/answer: null/g, 'answer: "yes"');
