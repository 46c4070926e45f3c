import { defineRule } from '../../../core/define-rule.js';
import { isRecord, show } from '../../../util/values.js';
import { soleMatch } from '../../../util/did-you-mean.js';
import type { EngineSettings } from '../../../core/settings.js';
import { bracketOf, headerOf, type HeaderField } from '../header.js';
import { allowedValues, type EnumName } from '../schema.js';
import { isMessageId } from './id-format.js';

const ENUM_OF: Record<Exclude<HeaderField, 'id'>, EnumName> = {
  from: 'role',
  to: 'role',
  type: 'type',
  status: 'status',
  priority: 'priority',
};

/**
 * What the frontmatter could take from a bracket value: the member of the field's enum it surely
 * means, as the enum rule's fix reads it (`COMPLETE` → `completed`), or an id the id rule passes;
 * undefined for anything else (`DONE`, `T-DEPLOY-001`), which the suggestion leaves out rather
 * than hand on a value the frontmatter would be reported for.
 */
function frontmatterValue(config: EngineSettings, key: HeaderField, value: string): string | undefined {
  if (key === 'id') return isMessageId(value) ? value : undefined;
  return soleMatch(value, allowedValues(config, ENUM_OF[key]));
}

export const bracketHeader = defineRule({
  id: 'message/bracket-header',
  severity: 'warning',
  summary: "A `[REPORT TO: PM]` … `[/REPORT]` bracket header stands in for (or repeats) spec 5's YAML frontmatter.",
  rationale:
    'Spec 5 puts the header in YAML frontmatter; a `[REPORT TO: PM]` bracket header is read only by agents that happen to know it, and when both are there they can disagree.',
  check(ctx) {
    const bracket = bracketOf(ctx.doc);
    if (!bracket) return;
    const opening = show(`[${bracket.kind} TO: ${bracket.to}]`);
    if (isRecord(ctx.data)) {
      ctx.reportAt(
        { line: bracket.line, column: 1 },
        `${opening} repeats the header this file already has in its frontmatter, and the two can drift apart. Keep the frontmatter; drop the block or move what it adds into the body.`,
      );
      return;
    }
    const values = headerOf(ctx.doc)?.values ?? {};
    const known = (['id', 'from', 'to', 'type', 'status', 'priority'] as const).flatMap((key) => {
      const value = values[key] && frontmatterValue(ctx.config, key, values[key]);
      return value ? [show(`${key}: ${value}`)] : [];
    });
    ctx.reportAt(
      { line: bracket.line, column: 1 },
      `${opening} is the role prompts' bracket header, not spec 5's frontmatter, so tools that read messages by their header cannot read this one. Start the file with YAML frontmatter (\`---\` … \`---\`) giving \`id\`, \`from\`, \`to\`, \`type\`, \`priority\`, \`status\` and \`created_at\`${known.length ? ` (from this block: ${known.join(', ')})` : ''}.`,
    );
  },
});
