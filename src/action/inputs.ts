import { parseFailOn, type FailOn } from '../core/fail-on.js';
import { UsageError } from '../errors.js';
import { DEFAULT_CONFIG_PATH } from '../core/config-path.js';

/** Reads one input the way the runner passes it: `INPUT_<NAME>` with spaces as underscores, upper-cased. */
export type InputReader = (name: string) => string;

export function envInputs(env: Record<string, string | undefined>): InputReader {
  return (name) => (env[`INPUT_${name.replace(/ /g, '_').toUpperCase()}`] ?? '').trim();
}

/** The action's inputs (action.yml), validated. */
export interface ActionInputs {
  'github-token': string;
  config: string;
  'fail-on': FailOn[];
  comment: boolean;
  label: boolean;
  inbox: boolean;
  suggestions: boolean;
  'dry-run': boolean;
}

/** action.yml's defaults. */
const DEFAULTS: Record<keyof ActionInputs, string> = {
  'github-token': '',
  config: DEFAULT_CONFIG_PATH,
  'fail-on': 'error,veto,reject',
  comment: 'true',
  label: 'true',
  inbox: 'true',
  suggestions: 'true',
  'dry-run': 'false',
};

// Checked by hand rather than with a schema: every run reads them, most before any check is loaded.
export function readInputs(read: InputReader): ActionInputs {
  const value = (name: keyof ActionInputs) => read(name) || DEFAULTS[name];
  const problems: string[] = [];
  /** YAML 1.2's booleans, as the toolkit's getBooleanInput accepts them. */
  const boolean = (name: 'comment' | 'label' | 'inbox' | 'suggestions' | 'dry-run') => {
    const text = value(name);
    if (['true', 'True', 'TRUE'].includes(text)) return true;
    if (['false', 'False', 'FALSE'].includes(text)) return false;
    problems.push(`Input \`${name}\` must be true or false, not \`${text}\`.`);
    return false;
  };
  const failOn = parseFailOn(value('fail-on'));
  if (failOn.invalid.length) problems.push(`Input \`fail-on\` does not know ${failOn.invalid.join(', ')}; use error, warning, veto, reject or never.`);
  const inputs: ActionInputs = {
    'github-token': value('github-token'),
    config: value('config'),
    'fail-on': failOn.levels,
    comment: boolean('comment'),
    label: boolean('label'),
    inbox: boolean('inbox'),
    suggestions: boolean('suggestions'),
    'dry-run': boolean('dry-run'),
  };
  if (problems.length) throw new UsageError(problems.join(' '));
  return inputs;
}
