import { defineRule } from '../../../core/define-rule.js';
import { field, show } from '../../../util/values.js';
import { filledString } from '../../../rules/shared/template-leftover.js';

const FILE_NAME = /^handoff-(.+)\.json$/;

/**
 * `handoff-{AgentName}.json`, optionally with a qualifier after a hyphen: the spec's companion
 * docs write `handoff-TestAgent-iteration-1.json`, and real pipelines keep
 * `handoff-RankingEngine-CORRECTED.json` next to the original. The qualifier names the file,
 * not the agent, so `from_agent` must equal the stem or the part before such a qualifier.
 */
function namesAgent(stem: string, agent: string): boolean {
  return stem === agent || stem.startsWith(`${agent}-`);
}

export const fromAgentMatchesFileName = defineRule({
  id: 'handoff/from-agent-mismatch',
  severity: 'error',
  summary:
    "`from_agent` is not the `{AgentName}` of the file's name `handoff-{AgentName}.json` (a `-qualifier` after the name is allowed).",
  rationale:
    'The orchestrator finds a handoff by its file name, `handoff-{AgentName}.json`, and trusts `from_agent` for who finished: when the two disagree, the work is credited to, or routed from, the wrong agent.',
  spec: '§ Handoff File Structure > Location',
  check(ctx) {
    const agent = filledString(field(ctx.data, 'from_agent'));
    const fileName = ctx.path.slice(ctx.path.lastIndexOf('/') + 1);
    const stem = FILE_NAME.exec(fileName)?.[1];
    if (!agent || stem === undefined || namesAgent(stem, agent)) return;
    const caseOnly = namesAgent(stem.toLowerCase(), agent.toLowerCase()) ? ' (they differ only in letter case)' : '';
    ctx.report(
      ['from_agent'],
      `\`from_agent\` is ${show(agent)} but the file is ${show(fileName)}${caseOnly}: each agent writes \`handoff-{its own name}.json\`. Rename the file or correct \`from_agent\`.`,
    );
  },
});
