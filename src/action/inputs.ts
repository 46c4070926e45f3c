import { DEFAULT_FAIL_ON_TEXT, parseFailOn, type FailOn } from '../gate/fail-on.js';
import { UsageError } from '../errors.js';
import { DEFAULT_CONFIG_PATH } from '../engine/config-path.js';

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
  /** On `workflow_run`: the JSON report a pull request's run saved, to post to that pull request (empty elsewhere). */
  'saved-report': string;
  /**
   * The folder of the result cache a full scan reads and writes (the workflow keeps it with
   * `actions/cache`), relative to the workspace; empty: no cache.
   */
  'cache-path': string;
}

/** action.yml's defaults. */
const DEFAULTS: Record<keyof ActionInputs, string> = {
  'github-token': '',
  config: DEFAULT_CONFIG_PATH,
  'fail-on': DEFAULT_FAIL_ON_TEXT,
  comment: 'true',
  label: 'true',
  inbox: 'true',
  suggestions: 'true',
  'dry-run': 'false',
  'saved-report': '',
  'cache-path': '',
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
  // An empty input is an absent one, as for every input: the runner gives an omitted input its
  // default, so an empty one is a `${{ vars.X }}` left unset, and the default (the strictest
  // level set) keeps the gate armed. `emptyFailOnNote` says so in the log.
  const failOn = parseFailOn(value('fail-on'), 'Input `fail-on`');
  if ('problem' in failOn) problems.push(failOn.problem);
  const inputs: ActionInputs = {
    'github-token': value('github-token'),
    config: value('config'),
    // Never read when refused: the problem is thrown below, with the others.
    'fail-on': 'levels' in failOn ? failOn.levels : [],
    comment: boolean('comment'),
    label: boolean('label'),
    inbox: boolean('inbox'),
    suggestions: boolean('suggestions'),
    'dry-run': boolean('dry-run'),
    'saved-report': value('saved-report'),
    'cache-path': value('cache-path'),
  };
  if (problems.length) throw new UsageError(problems.join(' '));
  return inputs;
}

/**
 * The log line for a `fail-on` input the workflow gave, but empty (`fail-on: ${{ vars.FAIL_ON }}`
 * with the variable unset): the step then fails as the default has it, and the log says why,
 * rather than a `never` someone meant passing quietly, or an empty list meaning anything at all.
 * An input the workflow left out is not in the environment when run outside a runner, and is the
 * default on one: nothing to say then.
 */
export function emptyFailOnNote(env: Record<string, string | undefined>): string | undefined {
  const given = env['INPUT_FAIL-ON'];
  if (given === undefined || given.trim() !== '') return undefined;
  return `Input \`fail-on\` is empty; the step fails on the default, ${DEFAULT_FAIL_ON_TEXT}.`;
}
