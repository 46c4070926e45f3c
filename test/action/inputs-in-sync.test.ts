import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { envInputs, readInputs } from '../../src/action/inputs.js';

/**
 * The action's inputs and outputs are written down three times: in action.yml (what the runner
 * reads), in `src/action/inputs.ts` (the defaults the code falls back to when an input is empty)
 * and in the tables of docs/github-action.md. Nothing but this test keeps them in step.
 */
const action = parse(readFileSync('action.yml', 'utf8')) as {
  inputs: Record<string, { default?: string }>;
  outputs: Record<string, unknown>;
};
const readme = readFileSync('docs/github-action.md', 'utf8');

/** The first column's code spans and the second column of the page's table under `heading`. */
function table(heading: string): Map<string, string> {
  const section = readme.slice(readme.indexOf(`\n${heading}\n`));
  const rows = section.split('\n').slice(1);
  const start = rows.findIndex((line) => line.startsWith('|'));
  const out = new Map<string, string>();
  for (const line of rows.slice(start + 2)) {
    if (!line.startsWith('|')) break;
    const [names, second] = line.split(' | ').map((cell) => cell.replace(/^\| /, '').trim());
    for (const name of names!.matchAll(/`([^`]+)`/g)) out.set(name[1]!, second!);
  }
  return out;
}

describe('action.yml, the inputs code and docs/github-action.md agree', () => {
  it('on the inputs: the same names, and the same defaults', () => {
    const documented = table('## Inputs');
    const names = Object.keys(action.inputs);
    expect([...documented.keys()].sort()).toEqual([...names].sort());
    const builtIn = readInputs(() => '');
    expect(Object.keys(builtIn).sort()).toEqual([...names].sort());
    for (const name of names) {
      const stated = action.inputs[name]!.default;
      // An empty default reads as the word: a pair of backquotes would show nothing.
      expect(documented.get(name), name).toBe(stated === '' ? 'empty' : `\`${stated}\``);
      // An expression (`${{ github.token }}`) is the runner's to expand; every other default, given
      // explicitly, must read as the code's own fallback.
      if (stated === undefined || stated.includes('${{')) continue;
      const explicit = readInputs(envInputs({ [`INPUT_${name.replace(/ /g, '_').toUpperCase()}`]: stated }));
      expect(explicit, name).toEqual(builtIn);
    }
  });

  it('on the outputs: the same names', () => {
    expect([...table('## Outputs').keys()].sort()).toEqual(Object.keys(action.outputs).sort());
  });
});
