import type { z } from 'zod';
import { closest } from '../did-you-mean.js';
import type { PathKey } from '../document/types.js';
import type { RuleContext, RuleInfo } from '../rule.js';
import { isRecord } from '../values.js';
import { objectSchemasAt } from './known-keys.js';
import { MAX_DEPTH } from './walk.js';

export const keyTypoRule = (format: string): RuleInfo => ({
  id: `${format}/key-typo`,
  severity: 'warning',
  summary: 'An unknown key is one or two letters away from a known one (`agentid` → `agent_id`).',
});

/**
 * Unknown keys are allowed (the specs are open), but one a typo away from a known key is almost
 * always that key misspelt, and the real field then reads as missing.
 */
export function checkKeyTypos(ctx: RuleContext, schema: z.ZodType, report: (at: PathKey[], message: string) => void): void {
  const visit = (value: unknown, path: PathKey[]): void => {
    if (path.length > MAX_DEPTH) return;
    if (Array.isArray(value)) {
      value.forEach((item, i) => visit(item, [...path, i]));
      return;
    }
    if (!isRecord(value)) return;
    const shapes = objectSchemasAt(schema, path);
    if (shapes.length === 0) return;
    const known = [...new Set(shapes.flatMap((shape) => Object.keys(shape)))];
    for (const key of Object.keys(value)) {
      if (known.includes(key)) {
        visit(value[key], [...path, key]);
        continue;
      }
      const match = closest(key, known);
      if (match !== undefined && !Object.hasOwn(value, match)) {
        report([...path, key], `Unknown key \`${key}\`. Did you mean \`${match}\`?`);
      }
    }
  };
  visit(ctx.data, []);
}
