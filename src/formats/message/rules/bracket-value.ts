import { didYouMean } from '../../../util/did-you-mean.js';
import { defineRule } from '../../../core/define-rule.js';
import { show } from '../../../util/values.js';
import { placeholdersInLine } from './body-placeholder.js';
import { bodyOf } from '../body.js';
import { bracketField } from '../bracket-header.js';
import { headerOf } from '../header.js';
import { allowedValues, type EnumName } from '../schema.js';

export const bracketValue = defineRule({
  id: 'message/bracket-value',
  severity: 'error',
  summary: "A bracket header's kind, `TO:`, `Status:` or `Priority:` is not a value spec 5 allows, even lower-cased.",
  rationale:
    'An agent acts on the kind, `TO:`, `Status:` and `Priority:` of a bracket header; a value spec 5 does not know is routed nowhere or misread as another.',
  check(ctx) {
    const header = headerOf(ctx.doc);
    const bracket = header?.bracket;
    if (!header || !bracket) return;
    const lines = bodyOf(ctx.doc).lines;
    const check = (name: EnumName, label: string, written: string, value: string | undefined, line: number) => {
      if (value === undefined) return;
      // A line holding the template's placeholder (`Status: <status>`, `[REPORT TO: {role}]`) is
      // the body-placeholder rule's one finding, not also an unknown value.
      const text = lines.find((l) => l.line === line)?.text;
      if (text !== undefined && placeholdersInLine(text).some((p) => written.includes(p.text))) return;
      const allowed = allowedValues(ctx.config, name);
      if (allowed.includes(value)) return;
      ctx.reportAt(
        { line, column: 1 },
        `${label} ${show(written)} is no ${name} spec 5 knows (read as \`${value}\`); allowed: ${allowed.join(', ')}.${didYouMean(value, allowed)} A team's own values go under \`enums: message/${name}\`.`,
      );
    };
    check('type', 'The bracket kind', bracket.kind, header.values.type, bracket.line);
    check('role', 'The recipient', bracket.to, header.values.to, bracket.line);
    const status = bracketField(bracket, 'status');
    if (status) check('status', '`Status:`', status.value, header.values.status, status.line);
    const priority = bracketField(bracket, 'priority');
    if (priority) check('priority', '`Priority:`', priority.value, header.values.priority, priority.line);
  },
});
