import { leftoverReason } from '../../../rules/shared/template-leftover.js';
import { defineRule } from '../../../core/define-rule.js';
import { asString, field } from '../../../util/values.js';
import { AGENT_ID } from '../schema.js';

/**
 * The spec's form is `{type}:{subtype}#{shard}`. Real pipelines nest one more level
 * (`sfra:aggregator:reviewer`), which routes fine but is not the spec's form: a warning.
 */
export const agentIdSegments = defineRule({
  id: 'envelope/agent-id-segments',
  severity: 'warning',
  summary:
    "`agent_id` has more than the spec's two `:` segments (`sfra:aggregator:reviewer` rather than `{type}:{subtype}#{shard}`).",
  rationale:
    "Spec 1's `agent_id` is `{type}:{subtype}#{shard}`, and the Aggregator groups outputs by those parts; a third `:` segment is parsed differently by each reader, so outputs are grouped under the wrong agent.",
  spec: '§ バリデーションルール > agent_id フォーマット',
  check(ctx) {
    const id = asString(field(ctx.data, 'agent_id'));
    if (id === undefined || !AGENT_ID.test(id) || leftoverReason(id)) return;
    const name = id.split('#')[0]!;
    const segments = name.split(':');
    if (segments.length <= 2) return;
    const shard = id.slice(name.length);
    const joined = `${segments[0]}:${segments.slice(1).join('-')}${shard}`;
    // Without a shard, the last segment may be one: `sfra:aggregator#reviewer`.
    const sharded = shard
      ? ''
      : `, or make the last one the shard (\`${segments[0]}:${segments.slice(1, -1).join('-')}#${segments.at(-1)}\`)`;
    ctx.report(
      ['agent_id'],
      `\`agent_id\` \`${id}\` has ${segments.length} \`:\` segments; the spec's form is \`{type}:{subtype}#{shard}\`. Join the extra ones (\`${joined}\`)${sharded}.`,
    );
  },
});
