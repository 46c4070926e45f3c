/** What decides whether the CLI colours its output: the flags given, in order, the environment, and stdout. */
export interface ColorFacts {
  /** The colour flags given, in the order given (`color`, `no-color`): the last one counts. */
  flags: readonly ('color' | 'no-color')[];
  env: Record<string, string | undefined>;
  /** Whether stdout is a terminal. */
  isTTY: boolean;
}

/**
 * Whether the output is coloured, the first rule that speaks deciding:
 *
 * 1. `--color` or `--no-color`, the last one given;
 * 2. `FORCE_COLOR`, when set to anything but the empty string: on, even piped, but `0` or `false`
 *    turns colours off, even at a terminal (Node's own reading);
 * 3. `NO_COLOR`, when set to anything but the empty string: off (no-color.org);
 * 4. `TERM=dumb`: off, a terminal that draws no colours;
 * 5. on when stdout is a terminal, off when it is piped.
 */
export function useColor({ flags, env, isTTY }: ColorFacts): boolean {
  const flag = flags.at(-1);
  if (flag) return flag === 'color';
  const force = env.FORCE_COLOR;
  if (force) return force !== '0' && force.toLowerCase() !== 'false';
  if (env.NO_COLOR) return false;
  if (env.TERM === 'dumb') return false;
  return isTTY;
}
