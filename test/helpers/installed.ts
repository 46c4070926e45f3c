import { execFileSync } from 'node:child_process';
import { mkdtempSync, realpathSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { REPO } from './bundle.js';

/**
 * handoff-gate as a user installs it: this repository packed as npm packs it (package.json's
 * `files` decide what ships) and installed globally into a folder of its own, offline (the
 * package has no dependencies). What an editor recipe starts, and where its links lead.
 */
export interface Installed {
  /** The installed package's folder (`<prefix>/lib/node_modules/handoff-gate/`). */
  root: string;
  /** A `PATH` with the global `bin/` first and this Node after it, as a shell of the user's has. */
  path: string;
  remove(): void;
}

export function installPackage(): Installed {
  const home = realpathSync(mkdtempSync(join(tmpdir(), 'handoff-gate-installed-')));
  const prefix = join(home, 'global');
  // A clean environment: the npm that runs the tests must not lend its own settings (a prefix, a registry).
  const env = { PATH: process.env.PATH ?? '', HOME: home, npm_config_cache: join(home, 'cache') };
  const npm = (args: string[]) => execFileSync('npm', args, { cwd: home, env, encoding: 'utf8' });
  const tarball = npm(['pack', REPO, '--pack-destination', home, '--ignore-scripts', '--silent'])
    .trim()
    .split('\n')
    .pop()!;
  npm([
    'install',
    '--global',
    '--prefix',
    prefix,
    join(home, tarball),
    '--offline',
    '--ignore-scripts',
    '--no-audit',
    '--no-fund',
    '--silent',
  ]);
  return {
    root: join(prefix, 'lib', 'node_modules', 'handoff-gate') + '/',
    path: [join(prefix, 'bin'), dirname(process.execPath)].join(delimiter),
    remove: () => rmSync(home, { recursive: true, force: true }),
  };
}
