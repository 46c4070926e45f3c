import { z } from 'zod';
import { parseFailOn, type FailOn } from '../core/fail-on.js';
import { UsageError } from '../errors.js';

/** Reads one input the way the runner passes it: `INPUT_<NAME>` with spaces as underscores, upper-cased. */
export type InputReader = (name: string) => string;

export function envInputs(env: Record<string, string | undefined>): InputReader {
  return (name) => (env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] ?? '').trim();
}

/** YAML 1.2's booleans, as the toolkit's getBooleanInput accepts them. */
const boolean = (name: string) =>
  z.string().transform((value, ctx) => {
    if (['true', 'True', 'TRUE'].includes(value)) return true;
    if (['false', 'False', 'FALSE'].includes(value)) return false;
    ctx.addIssue({ code: 'custom', message: `Input \`${name}\` must be true or false, not \`${value}\`.` });
    return z.NEVER;
  });

const failOn = z.string().transform((value, ctx): FailOn[] => {
  const { levels, invalid } = parseFailOn(value);
  if (invalid.length) ctx.addIssue({ code: 'custom', message: `Input \`fail-on\` does not know ${invalid.join(', ')}; use error, warning, veto, reject or never.` });
  return levels;
});

/** The action's inputs (action.yml), validated; defaults are action.yml's. */
const inputsSchema = z.object({
  'github-token': z.string(),
  config: z.string().min(1),
  'fail-on': failOn,
  comment: boolean('comment'),
  label: boolean('label'),
  inbox: boolean('inbox'),
  'dry-run': boolean('dry-run'),
});

export type ActionInputs = z.output<typeof inputsSchema>;

const DEFAULTS: Record<keyof z.input<typeof inputsSchema>, string> = {
  'github-token': '',
  config: '.github/handoff-gate.yml',
  'fail-on': 'error,veto,reject',
  comment: 'true',
  label: 'true',
  inbox: 'true',
  'dry-run': 'false',
};

export function readInputs(read: InputReader): ActionInputs {
  const raw = Object.fromEntries(Object.entries(DEFAULTS).map(([name, fallback]) => [name, read(name) || fallback]));
  const parsed = inputsSchema.safeParse(raw);
  if (!parsed.success) throw new UsageError(parsed.error.issues.map((i) => i.message).join(' '));
  return parsed.data;
}
