import { repoPathMessage, repoPathProblem } from '../../../rules/shared/repo-path.js';
import { defineRule } from '../../../core/define-rule.js';
import { show } from '../../../util/values.js';
import { eachLocation, parseLocation } from '../parse-location.js';

export const issueLocationShape = defineRule({
  id: 'handoff/issue-location',
  severity: 'error',
  summary: 'An issue `location` is not `file:line`, or its file is absolute or outside the repository.',
  rationale:
    'The agent that fixes an issue opens its `location` as `file:line`; a location of another shape, or one outside the repository, sends it nowhere, or to a file it should never touch.',
  spec: '§ Handoff File Structure > Schema',
  check(ctx) {
    eachLocation(ctx, (location, i) => {
      const at = ['issues', i, 'location'];
      const parsed = parseLocation(location);
      if ('error' in parsed) {
        ctx.report(at, `\`issues[${i}].location\` (${show(location)}) ${parsed.error}.`);
        return;
      }
      const problem = repoPathProblem(parsed.file);
      if (problem) ctx.report(at, repoPathMessage(`issues[${i}].location`, parsed.file, problem));
    });
  },
});
