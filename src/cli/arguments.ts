import { parseArgs, type ParseArgsConfig } from 'node:util';
import { didYouMean } from '../rules/did-you-mean.js';

type Options = NonNullable<ParseArgsConfig['options']>;

/** The command line cut into words: each option's value (a list for a repeatable one), the rest in order. */
export interface Words {
  values: Record<string, string | boolean | (string | boolean)[] | undefined>;
  positionals: string[];
  /** The options in the order given (of `--color` and `--no-color`, the last counts). */
  given: string[];
}

/**
 * `parseArgs`, with its refusals said in the CLI's words, every one of them: an unknown flag gets
 * the closest one (`--formt` → `--format`, `--fail_on` → `--fail-on`), a flag without its value
 * says which value it wants (`takes`, each option's bound). Node's own messages talk of positional
 * arguments and `--`, which is no help here.
 */
export function readArguments(
  argv: readonly string[],
  options: Options,
  takes: Readonly<Record<string, string | undefined>>,
): Words | { problems: string[] } {
  try {
    const { values, positionals, tokens } = parseArgs({
      args: [...argv],
      allowPositionals: true,
      options,
      strict: true,
      tokens: true,
    });
    const given = tokens.flatMap((token) => (token.kind === 'option' ? [token.name] : []));
    return { values, positionals, given };
  } catch (error) {
    const problems = explain(argv, options, takes);
    return { problems: problems.length ? problems : [error instanceof Error ? error.message : String(error)] };
  }
}

/** What is wrong with each flag parseArgs refuses, found again from its tokens. */
function explain(argv: readonly string[], options: Options, takes: Readonly<Record<string, string | undefined>>) {
  const { tokens } = parseArgs({ args: [...argv], allowPositionals: true, options, strict: false, tokens: true });
  const longNames = Object.keys(options).map((name) => `--${name}`);
  const problems: string[] = [];
  for (const token of tokens) {
    if (token.kind !== 'option') continue;
    const option = options[token.name];
    if (!option) {
      // `-fx`-style clusters come apart into one token per letter; the raw name is the one written.
      problems.push(
        `Unknown option \`${token.rawName}\`.${token.rawName.startsWith('--') ? didYouMean(token.rawName, longNames) : ''}`,
      );
    } else if (option.type === 'string' && token.value === undefined) {
      const hint = takes[token.name];
      problems.push(`\`--${token.name}\` needs a value${hint ? `: ${hint}` : ''}.`);
    } else if (option.type === 'string' && !token.inlineValue && token.value?.startsWith('-')) {
      // A value that looks like a flag (`--format --color`): strict parsing refuses it as ambiguous.
      problems.push(`\`--${token.name}\` needs a value, but is followed by the flag \`${token.value}\`.`);
    } else if (option.type === 'boolean' && token.inlineValue) {
      problems.push(`\`--${token.name}\` takes no value (write \`--${token.name}\` alone).`);
    }
  }
  return problems;
}
