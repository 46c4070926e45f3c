// The floors: read every file under a folder and parse it, nothing else. `yaml` parses YAML with
// the yaml package (what positions come from); `fast` with js-yaml (the fastest correct YAML
// parser available to us, with its YAML 1.2 core schema); `own` with the project's own reader as
// the check's fast path uses it (its simple reader, js-yaml for what it declines), bundled by
// bench/own-reader.mjs into the module named by BENCH_OWN_READER; JSON with JSON.parse always.
// Markdown: the frontmatter only, when there is one. A file that does not parse counts as parsed:
// the parser did its work on it, and the check reports it.
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { CORE_SCHEMA, load } from 'js-yaml';
import { parse } from 'yaml';

const [root, parser = 'yaml'] = process.argv.slice(2);
const own = parser === 'own' ? await import(resolve(process.env.BENCH_OWN_READER)) : undefined;
const parseYaml = own
  ? (text) => own.loadYaml(text)
  : parser === 'fast'
    ? (text) => load(text, { schema: CORE_SCHEMA })
    : (text) => parse(text);
let parsed = 0;
const stack = [root];
while (stack.length) {
  const dir = stack.pop();
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) stack.push(path);
    else if (/\.(ya?ml|json|md)$/.test(entry.name) && entry.name !== 'notes.md' && entry.name !== 'handoff-gate.yml') {
      const text = readFileSync(path, 'utf8');
      try {
        if (entry.name.endsWith('.json')) JSON.parse(text);
        else if (entry.name.endsWith('.md'))
          parseYaml(/^\ufeff?---\r?\n/.test(text) ? (text.split(/^---\r?$/m)[1] ?? '') : '');
        else parseYaml(text);
      } catch {
        // Not valid YAML or JSON: parsed all the same (see above).
      }
      parsed++;
    }
  }
}
process.stdout.write(`${parsed}\n`);
