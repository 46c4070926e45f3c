import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { USAGE } from '../../src/cli/usage.js';
import { REPO } from '../helpers/bundle.js';
import { cli } from './in-process.js';

/** The long options a text names (`--fail-on`), once each, sorted. */
const optionsIn = (text: string) => [...new Set(text.match(/--[a-z][a-z-]*/g) ?? [])].sort();

describe("the command line page's synopsis and --help", () => {
  const readme = readFileSync(`${REPO}docs/command-line.md`, 'utf8');
  const start = readme.indexOf('handoff-gate check [PATH...]');
  const synopsis = readme.slice(start, readme.indexOf('```', start));
  // The options `--help` describes, each on a line of its own (`  -j, --jobs N`, `  --color | --no-color`).
  const described = optionsIn(
    USAGE.split('\n')
      .filter((line) => /^ {2}(-[a-z], )?--/.test(line))
      .map((line) => line.slice(0, 24))
      .join('\n'),
  );

  it('name the same options: every one --help describes is in the synopsis, and no other', () => {
    expect(start).toBeGreaterThan(0);
    const inSynopsis = optionsIn(synopsis);
    expect(described.filter((o) => o !== '--help' && o !== '--version')).toEqual(
      inSynopsis.filter((o) => described.includes(o)),
    );
    // The synopsis's others are the command words' own (`schema --out`), which --help names in its command list.
    for (const option of inSynopsis) expect(USAGE).toContain(option);
  });

  it('name the same commands', () => {
    const commands = [...USAGE.slice(USAGE.indexOf('Commands:'), USAGE.indexOf('Options:')).matchAll(/^ {2}([a-z]+)/gm)]
      .map((m) => m[1])
      .sort();
    const inSynopsis = [...synopsis.matchAll(/^handoff-gate ([a-z]+)/gm)].map((m) => m[1]);
    expect([...new Set(inSynopsis)].sort()).toEqual(commands);
  });
});

describe('--version', () => {
  it("prints the package's version alone", async () => {
    const { version } = JSON.parse(readFileSync(`${REPO}package.json`, 'utf8')) as { version: string };
    expect(await cli(['--version'], REPO)).toEqual({ status: 0, stdout: `${version}\n`, stderr: '' });
  });
});
