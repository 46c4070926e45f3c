import { parseArgs, type ParseArgsConfig } from 'node:util';
import { didYouMean } from '../rules/did-you-mean.js';
import { FAIL_ON_ALLOWED } from '../report/fail-on.js';
import { UsageError } from '../errors.js';

type Options = NonNullable<ParseArgsConfig['options']>;

/**
 * `parseArgs`, with its errors said in the CLI's words: an unknown flag gets the closest one
 * (`--formt` → `--format`, `--fail_on` → `--fail-on`), a flag without its value says which value
 * it wants. Node's own messages talk of positional arguments and `--`, which is no help here.
 * The tokens say the order flags were given in (of `--color` and `--no-color`, the last counts).
 */
export function parseArguments<T extends Options>(argv: readonly string[], options: T) {
  try {
    return parseArgs({ args: [...argv], allowPositionals: true, options, strict: true, tokens: true });
  } catch (error) {
    throw new UsageError(explain(argv, options) ?? (error instanceof Error ? error.message : String(error)));
  }
}

/** What is wrong with the first flag parseArgs refuses, found again from its tokens. */
function explain(argv: readonly string[], options: Options): string | undefined {
  const { tokens } = parseArgs({ args: [...argv], allowPositionals: true, options, strict: false, tokens: true });
  const longNames = Object.keys(options).map((name) => `--${name}`);
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    if (token.kind !== 'option') continue;
    const option = options[token.name];
    if (!option) {
      // `-fx`-style clusters come apart into one token per letter; the raw name is the one written.
      return `Unknown option \`${token.rawName}\`.${token.rawName.startsWith('--') ? didYouMean(token.rawName, longNames) : ''}`;
    }
    if (option.type === 'string' && token.value === undefined)
      return `\`--${token.name}\` needs a value${VALUE_HINT[token.name] ? `: ${VALUE_HINT[token.name]}` : ''}.`;
    // A value that looks like a flag (`--format --color`): strict parsing refuses it as ambiguous.
    if (option.type === 'string' && !token.inlineValue && token.value?.startsWith('-')) {
      return `\`--${token.name}\` needs a value, but is followed by the flag \`${token.value}\`.`;
    }
    if (option.type === 'boolean' && token.inlineValue)
      return `\`--${token.name}\` takes no value (write \`--${token.name}\` alone).`;
  }
  return undefined;
}

/** The values a flag takes, for "needs a value". */
const VALUE_HINT: Record<string, string> = {
  format: 'one of text, json, sarif, github, markdown',
  base: 'a git revision, e.g. `--base origin/main`',
  config: 'a file, e.g. `--config .github/handoff-gate.yml`',
  'fail-on': FAIL_ON_ALLOWED,
  root: 'a folder',
  out: 'a folder',
  jobs: 'a number of threads, e.g. `--jobs 2`',
  'stdin-filename': 'the path the text on stdin is for, e.g. `--stdin-filename .forge/intents/add-login.yaml`',
  suppressions: 'a file, e.g. `--suppressions .github/handoff-gate-suppressions.json`',
  'suppress-rule': 'a rule id, e.g. `--suppress-rule intent/status-vs-tasks`',
  'report-unused': 'one of off, warn (or warning), error',
  'cache-location': 'a file, or a folder to keep it in, e.g. `--cache-location .handoff-gate-cache/`',
};
