import { isGlob, repoPathMessage, repoPathProblem } from '../../core/checks/repo-path.js';
import { defineRule } from '../../core/rule.js';
import type { RuleContext } from '../../core/rule.js';
import { asArray, asString, field, show } from '../../core/values.js';
import { filledString } from '../../core/checks/template-leftover.js';
import { repoFileExists, repoFileUnreadable } from './repo-file.js';

/** `file:line`, with an optional `:column` as editors and compilers write it. */
const LOCATION = /^(.+?):(\d+)(?::\d+)?$/;

type Location = { file: string; line: number } | { error: string };

export function parseLocation(text: string): Location {
  const match = LOCATION.exec(text.trim());
  if (!match) return { error: `must be \`file:line\` (e.g. \`src/app.js:42\`); add the line number after a colon` };
  const line = Number(match[2]);
  if (line < 1) return { error: `has line ${match[2]}; lines count from 1` };
  return { file: match[1]!, line };
}

function eachLocation(ctx: RuleContext, visit: (location: string, index: number) => void): void {
  asArray(field(ctx.data, 'issues')).forEach((issue, i) => {
    const location = filledString(field(issue, 'location'));
    if (location !== undefined) visit(location, i);
  });
}

export const issueIdsUnique = defineRule({
  id: 'handoff/duplicate-issue-id',
  severity: 'error',
  summary: 'Two issues in one file share an `id`.',
  check(ctx) {
    const seen = new Map<string, number>();
    asArray(field(ctx.data, 'issues')).forEach((issue, i) => {
      const id = asString(field(issue, 'id'));
      if (id === undefined) return;
      const first = seen.get(id);
      if (first === undefined) seen.set(id, i);
      else ctx.report(['issues', i, 'id'], `Issue id ${show(id)} is already used by \`issues[${first}]\`; give each issue its own id.`);
    });
  },
});

export const issueLocationShape = defineRule({
  id: 'handoff/issue-location',
  severity: 'error',
  summary: 'An issue `location` is not `file:line`, or its file is absolute or outside the repository.',
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

export const issueLocationExists = defineRule({
  id: 'handoff/issue-location-not-found',
  severity: 'warning',
  summary: 'The file of an issue `location` does not exist in the repository.',
  check(ctx) {
    eachLocation(ctx, (location, i) => {
      const parsed = parseLocation(location);
      if ('error' in parsed || repoPathProblem(parsed.file) || isGlob(parsed.file) || repoFileExists(ctx, parsed.file)) return;
      const denied = repoFileUnreadable(ctx, parsed.file);
      ctx.report(
        ['issues', i, 'location'],
        denied
          ? `\`issues[${i}].location\` names ${show(parsed.file)}, which could not be read (${denied}). Make it readable to the user the check runs as.`
          : `\`issues[${i}].location\` names ${show(parsed.file)}, which does not exist in the repository. Fix the path (relative to the repository root).`,
      );
    });
  },
});
