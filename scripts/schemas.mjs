// Writes every format's JSON Schema and the config's into schemas/, from the bundled CLI.
import { execFileSync } from 'node:child_process';
import { rmSync } from 'node:fs';

rmSync('schemas', { recursive: true, force: true });
execFileSync(process.execPath, ['dist/cli/index.js', 'schema', '--out', 'schemas'], { stdio: 'inherit' });
