import type { z } from 'zod';
import { didYouMean, soleMatch } from '../util/did-you-mean.js';
import type { FixRequest } from '../core/fix.js';
import type { PathKey } from '../parse/types.js';
import { show } from '../util/values.js';
import { maxOf, pushAll } from '../util/bulk.js';

export type SchemaRuleKind = 'required' | 'type' | 'enum' | 'range' | 'format';

export interface SchemaFinding {
  kind: SchemaRuleKind;
  path: PathKey[];
  message: string;
  /** A bad enum value's fix: the one member it surely means (see `soleMatch`). */
  fix?: FixRequest;
  /** A number's range: only the bound every integer has (2^53 - 1, where it stops being exact). */
  exactLimit?: true;
}

export function showPath(path: readonly PathKey[]): string {
  let out = '';
  for (const key of path) out += typeof key === 'number' ? `[${key}]` : out ? `.${key}` : key;
  return out || 'the document';
}

function typeName(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'a mapping';
  // YAML's `.inf` and `.nan`, or a JSON number past the largest double: a number no rule can compare.
  if (typeof value === 'number' && !Number.isFinite(value)) return Number.isNaN(value) ? 'NaN' : 'infinity';
  return `a ${typeof value}`;
}

const expectedName: Record<string, string> = {
  string: 'a string',
  number: 'a number',
  int: 'an integer',
  boolean: 'true or false',
  object: 'a mapping',
  array: 'a list',
  null: 'null',
};

/** Of a union's failed branches, the one that got furthest is the one worth reporting. */
function bestBranch(branches: z.core.$ZodIssue[][]): z.core.$ZodIssue[] {
  let best: z.core.$ZodIssue[] = branches[0] ?? [];
  let bestDepth = -1;
  for (const branch of branches) {
    const depth =
      maxOf(
        branch.map((i) => i.path.length),
        0,
      ) -
      branch.length / 100;
    if (depth > bestDepth) {
      best = branch;
      bestDepth = depth;
    }
  }
  return best;
}

/** Turn zod's issues into findings a person can act on. */
export function explainIssues(issues: readonly z.core.$ZodIssue[], prefix: PathKey[] = []): SchemaFinding[] {
  const out: SchemaFinding[] = [];
  for (const issue of issues) {
    const path = [...prefix, ...(issue.path as PathKey[])];
    const name = `\`${showPath(path)}\``;
    const input = (issue as { input?: unknown }).input;
    switch (issue.code) {
      case 'invalid_type':
        if (input === undefined) {
          // Said with what to write, so that the message stands alone without the spec or the file open.
          const form = expectedName[issue.expected];
          out.push({ kind: 'required', path, message: `${name} is required${form ? ` (${form})` : ''}.` });
        } else
          out.push({
            kind: 'type',
            path,
            message: `${name} must be ${expectedName[issue.expected] ?? issue.expected}, not ${typeName(input)}.`,
          });
        break;
      case 'invalid_value': {
        const values = issue.values.map(String);
        // zod reports a missing enum field as a bad value; it is a missing one.
        if (input === undefined) {
          out.push({ kind: 'required', path, message: `${name} is required (one of: ${values.join(', ')}).` });
          break;
        }
        const hint = typeof input === 'string' ? didYouMean(input, values) : '';
        const meant = typeof input === 'string' ? soleMatch(input, values) : undefined;
        out.push({
          kind: 'enum',
          path,
          message: `${name} is ${show(input)}; allowed: ${values.join(', ')}.${hint}`,
          ...(meant !== undefined && { fix: { value: meant } }),
        });
        break;
      }
      case 'too_small':
      case 'too_big': {
        const small = issue.code === 'too_small';
        const bound = String(small ? issue.minimum : issue.maximum);
        const exclusive = issue.inclusive === false;
        const limit = exclusive
          ? `${small ? 'greater' : 'less'} than ${bound}`
          : `${small ? 'at least' : 'at most'} ${bound}`;
        const message =
          issue.origin === 'array'
            ? `${name} must have ${limit} item${bound === '1' ? '' : 's'}.`
            : issue.origin === 'string'
              ? `${name} must have ${limit} characters.`
              : `${name} must be ${limit}${typeof input === 'number' ? ` (it is ${input})` : ''}.`;
        const exact = Math.abs(Number(small ? issue.minimum : issue.maximum)) === Number.MAX_SAFE_INTEGER;
        out.push({ kind: 'range', path, message, ...(exact && { exactLimit: true as const }) });
        break;
      }
      case 'invalid_format':
        out.push({
          kind: 'format',
          path,
          message: `${name} is ${show(input)}, which is not ${issue.message ?? issue.format}.`,
        });
        break;
      case 'invalid_union':
        pushAll(out, explainIssues(bestBranch(issue.errors), path));
        break;
      default:
        out.push({ kind: 'type', path, message: `${name}: ${issue.message}` });
    }
  }
  return out;
}
