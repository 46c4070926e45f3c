import type { RuleContext } from '../../core/define-rule.js';
import { asArray, field } from '../../util/values.js';
import { filledString } from '../../rules/shared/template-leftover.js';

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

/** Each issue's `location` written as a string and not a template leftover, with the issue's index. */
export function eachLocation(ctx: RuleContext, visit: (location: string, index: number) => void): void {
  asArray(field(ctx.data, 'issues')).forEach((issue, i) => {
    const location = filledString(field(issue, 'location'));
    if (location !== undefined) visit(location, i);
  });
}
