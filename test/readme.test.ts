import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO } from './helpers/bundle.js';

/** What the README and the pages under docs/ say of the code and of paths, held to them. */
const readme = readFileSync(`${REPO}README.md`, 'utf8');
const configuration = readFileSync(`${REPO}docs/configuration.md`, 'utf8');
const commandLine = readFileSync(`${REPO}docs/command-line.md`, 'utf8');

const INSTALLED = 'node_modules/handoff-gate/schemas/';

describe('the README and docs/', () => {
  it('gives each schema path relative to the file it is written in, to a schema that exists', () => {
    // "`../../node_modules/handoff-gate/schemas/intent.schema.json` in `.forge/intents/fix-login.yaml`"
    const pairs = [
      ...configuration.matchAll(
        /`((?:\.\.\/)*node_modules\/handoff-gate\/schemas\/[\w-]+\.schema\.json)`\s+in\s+`([^`]+)`/g,
      ),
    ];
    // The config's own modeline, in the blocks that show `.github/handoff-gate.yml`: the README's and the page's.
    const modeline = (text: string, from: string, to: string) =>
      /\$schema=(\S+)/.exec(text.slice(text.indexOf(from), text.indexOf(to)))?.[1];
    const cases: Array<[string, string]> = [
      ...pairs.map((m): [string, string] => [m[1]!, m[2]!]),
      [modeline(configuration, '# Configuration', '## Editor support')!, '.github/handoff-gate.yml'],
      [modeline(readme, '## Configuration', '## What it checks')!, '.github/handoff-gate.yml'],
    ];
    expect(cases.length).toBeGreaterThanOrEqual(5);
    for (const [path, file] of cases) {
      const resolved = posix.normalize(posix.join(posix.dirname(file), path));
      expect(resolved, `${path} in ${file}`).toMatch(new RegExp(`^${INSTALLED}[\\w-]+\\.schema\\.json$`));
      expect(existsSync(join(REPO, 'schemas', posix.basename(resolved))), resolved).toBe(true);
    }
  });

  it('names under --base exactly the rules that read the base revision', () => {
    const start = commandLine.indexOf('- `--base GIT-REF`');
    expect(start).toBeGreaterThan(0);
    const bullet = commandLine.slice(start, commandLine.indexOf('\n- `--fail-on`', start));
    const named = new Set([...bullet.matchAll(/`([a-z-]+\/[a-z-]+)`/g)].map((m) => m[1]!));
    const reading = new Set<string>();
    const walk = (dir: string): void => {
      for (const entry of readdirSync(join(REPO, dir), { withFileTypes: true })) {
        const path = `${dir}/${entry.name}`;
        if (entry.isDirectory()) walk(path);
        else if (path.includes('/rules/') && path.endsWith('.ts') && !path.endsWith('.cases.ts')) {
          const text = readFileSync(join(REPO, path), 'utf8');
          // The base revision is read through the project, through the intent's move, or as the
          // version of a file the change deletes (a rule that judges deleted files).
          if (!/project\.base\(|moveOf\(|bornPastApproval\(|checkRemoved\(|intentAtBase\(/.test(text)) continue;
          for (const m of text.matchAll(/id: '([a-z-]+\/[a-z-]+)'/g)) reading.add(m[1]!);
        }
      }
    };
    walk('src/formats');
    expect(reading.size).toBeGreaterThanOrEqual(6);
    expect([...named].sort()).toEqual([...reading].sort());
  });
});
