import type { EditProblem } from '../parse/yaml-edit.js';
import { breakLinks, breakMentions, codeSpan, escapeInline, oneLine, inert, truncate } from '../render/escape.js';

/** The text of the bot's replies and commit messages: values quoted inert, free text escaped, logins that never ping. */

/** A value from a file or a comment, quoted in a reply: one line, at most `max` characters, inert. */
export function quote(value: unknown, max = 120): string {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
  return codeSpan(truncate(text, max));
}

/** Free text from a comment, shown as prose in a reply. */
export function prose(text: string, max = 500): string {
  return escapeInline(truncate(text, max));
}

/**
 * Text for a commit message: no mention pings or issue links, no control characters, bidi and
 * every unseen character shown (`<U+202E>`, `<U+001B>`, see `inert`); line breaks kept only where `multiLine`.
 */
export function commitText(text: string, max = 100, multiLine = false): string {
  // Made inert first: of the controls only TAB and LF are left, for this function to place.
  const visible = inert(text);
  const cleaned = (multiLine ? visible.replace(/\t/g, ' ') : oneLine(visible)).trim();
  return breakLinks(breakMentions(truncate(cleaned, max)));
}

/** A login as a commit message names it: never `@login`, which pings. */
export const login = (user: string): string => commitText(String(user).replace(/^@+/, ''), 60) || 'someone';

export function cannotEdit(id: string, what: string, problem: EditProblem | 'unsafe'): string {
  const why =
    problem === 'alias'
      ? `${what} is written as an alias (\`*name\`)`
      : problem === 'not-scalar' || problem === 'multi-line'
        ? `${what} is not written as a plain value the bot can replace`
        : `changing ${what} in place would change other values too (an anchor, a tag or unusual indentation)`;
  return `The bot cannot edit ${id}: ${why}. Make the change by hand.`;
}
