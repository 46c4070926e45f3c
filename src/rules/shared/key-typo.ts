import type { z } from 'zod';
import { closest, soleMatch } from '../../util/did-you-mean.js';
import type { PathKey } from '../../parse/types.js';
import type { RuleContext, RuleInfo } from '../../core/define-rule.js';
import { isRecord } from '../../util/values.js';
import { objectSchemasAt } from './known-keys.js';
import { MAX_DEPTH } from './walk.js';

export const keyTypoRule = (format: string, reader: string): RuleInfo => ({
  id: `${format}/key-typo`,
  severity: 'warning',
  summary: 'An unknown key is one or two letters away from a known one (`agentid` → `agent_id`).',
  rationale: `A misspelt key is no error to ${reader}: it passes over it, so the value is lost and the field it meant reads as missing.`,
});

/**
 * A place in a schema, as the key-typo walk reaches it: the keys known there, and the places
 * below it by key and for list items. Built as files need it and kept per schema, since every
 * file of a format asks about the same few places.
 */
interface Place {
  known: { list: string[]; set: Set<string> } | null;
  byKey: Map<string, Place>;
  item: Place | undefined;
  /**
   * Unknown keys met here, the known key each is a typo of (if any), and whether that one is the
   * only one as near (then it is also the fix): the same extra keys recur file after file.
   */
  typos: Map<string, { match: string | undefined; fix: string | undefined }>;
}

const roots = new WeakMap<z.ZodType, Place>();

function placeAt(schema: z.ZodType, path: readonly PathKey[]): Place {
  const shapes = objectSchemasAt(schema, path);
  const list = [...new Set(shapes.flatMap((shape) => Object.keys(shape)))];
  return {
    known: shapes.length === 0 ? null : { list, set: new Set(list) },
    byKey: new Map(),
    item: undefined,
    typos: new Map(),
  };
}

/**
 * Unknown keys are allowed (the specs are open), but one a typo away from a known key is almost
 * always that key misspelt, and the real field then reads as missing.
 */
export function checkKeyTypos(
  ctx: RuleContext,
  schema: z.ZodType,
  report: (at: PathKey[], message: string, fix: string | undefined) => void,
): void {
  const path: PathKey[] = [];
  let root = roots.get(schema);
  if (!root) roots.set(schema, (root = placeAt(schema, [])));
  const visit = (value: unknown, place: Place): void => {
    if (path.length > MAX_DEPTH) return;
    if (Array.isArray(value)) {
      const item = (place.item ??= placeAt(schema, [...path, 0]));
      for (let i = 0; i < value.length; i++) {
        path.push(i);
        visit(value[i], item);
        path.pop();
      }
      return;
    }
    if (!isRecord(value)) return;
    const known = place.known;
    if (!known) return;
    // `for...in`, as in `eachValue`: no array per object.
    for (const key in value) {
      if (known.set.has(key)) {
        let below = place.byKey.get(key);
        path.push(key);
        if (!below) place.byKey.set(key, (below = placeAt(schema, path)));
        visit(value[key], below);
        path.pop();
        continue;
      }
      let typo = place.typos.get(key);
      if (typo === undefined) {
        const match = closest(key, known.list);
        // The fix renames the key only when no other known key is as near: a hint may guess, a fix may not.
        typo = { match, fix: match !== undefined && soleMatch(key, known.list) === match ? match : undefined };
        if (place.typos.size < 1000) place.typos.set(key, typo);
      }
      if (typo.match !== undefined && !Object.hasOwn(value, typo.match)) {
        report([...path, key], `Unknown key \`${key}\`. Did you mean \`${typo.match}\`?`, typo.fix);
      }
    }
  };
  visit(ctx.data, root);
}
