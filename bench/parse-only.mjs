// The floor: read every file under a folder and parse it (JSON.parse, or the yaml package), nothing else.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

const root = process.argv[2];
let parsed = 0;
const stack = [root];
while (stack.length) {
  const dir = stack.pop();
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) stack.push(path);
    else if (/\.(ya?ml|json|md)$/.test(entry.name) && entry.name !== 'notes.md') {
      const text = readFileSync(path, 'utf8');
      if (entry.name.endsWith('.json')) JSON.parse(text);
      else if (entry.name.endsWith('.md')) parse(text.split(/^---$/m)[1] ?? '');
      else parse(text);
      parsed++;
    }
  }
}
process.stdout.write(`${parsed}\n`);
