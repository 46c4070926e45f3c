// Where each format's rule id is defined: `src/formats/<format>/rules/<name>.ts`, or the family
// module whose name is the longest prefix of `<name>` followed by `-` (`status-requires.ts` for
// `envelope/status-requires-blockers`); a check every format shares (`<format>/key-typo`) is in
// `src/rules/shared/<name>.ts` (SHARED). The engine's own `file/*`, `parse/*`, `config/*` and
// `suppressions/*` each name the module that reports them in their catalogue entry
// (src/catalogue/catalogue.ts), the one list of them. test/rules/rule-modules.test.ts holds every rule
// to its module. Run directly (`npm run all` does), it writes src/catalogue/rule-modules.ts: the
// folders and rule modules below, which the CLI's `rules --format json` and the library's
// `explainRule` name as each rule's `source` through src/catalogue/sources.ts, since the bundle has no
// src/ to look in.
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';

const ROOT = new URL('../', import.meta.url).pathname;
export const RULE_MODULES_FILE = 'src/catalogue/rule-modules.ts';

/**
 * Each format's folder, found on disk: `src/formats/<id>/`, or `src/formats/<family>/kinds/<id>/`
 * for a kind of a family (the intent family's drafts, tasks, reviews, history, observations). A
 * folder is named by its format's id, so a new format needs no line here.
 */
export const FORMAT_FOLDERS = Object.fromEntries(
  readdirSync(join(ROOT, 'src/formats'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((entry) => {
      const folder = `src/formats/${entry.name}`;
      const kinds = existsSync(join(ROOT, folder, 'kinds'))
        ? readdirSync(join(ROOT, folder, 'kinds'), { withFileTypes: true }).filter((kind) => kind.isDirectory())
        : [];
      return [[entry.name, folder], ...kinds.map((kind) => [kind.name, `${folder}/kinds/${kind.name}`])];
    }),
);

/**
 * The checks reported under every format's prefix, by the name after it: each in
 * `src/rules/shared/<name>.ts`, except the schema's five kinds, all in `schema.ts`. Each module
 * exports a function `<…>Rule(format)` (`schemaRules(format)`) giving the rule for a format, and
 * its cases are in `<module>.cases.ts`, for two formats at least. A format that adds its own
 * reading under a shared id keeps it in its `rules/<name>.ts`, with cases beside it.
 */
export const SHARED = {
  required: 'src/rules/shared/schema.ts',
  type: 'src/rules/shared/schema.ts',
  enum: 'src/rules/shared/schema.ts',
  range: 'src/rules/shared/schema.ts',
  format: 'src/rules/shared/schema.ts',
  'key-typo': 'src/rules/shared/key-typo.ts',
  'template-leftover': 'src/rules/shared/template-leftover.ts',
  timestamp: 'src/rules/shared/timestamp.ts',
};

/**
 * Where the engine's own rules' cases are, by family (the id's part before the `/`), unless their
 * module has a `.cases.ts` beside it.
 */
export const ENGINE_CASES = {
  file: 'src/catalogue/file-rules.cases.ts',
  parse: 'src/catalogue/parse-rules.cases.ts',
  config: 'src/catalogue/config-rules.cases.ts',
};

/** The cases module of an engine rule's family (ENGINE_CASES), or undefined for a family with none there. */
export function engineCases(id) {
  const family = id.split('/')[0];
  return Object.hasOwn(ENGINE_CASES, family) ? ENGINE_CASES[family] : undefined;
}

/**
 * The module (a path from the repository root) that defines a format's rule `id`, found on disk, or
 * undefined when there is none. The engine's own rules are not found by their ids: each names its
 * module in its catalogue entry (src/catalogue/catalogue.ts), which the bundle's `rules()` gives as
 * its `source`.
 */
export function ruleModule(id) {
  const [format, name] = id.split('/');
  const folder = FORMAT_FOLDERS[format];
  if (!folder || !name) return undefined;
  if (Object.hasOwn(SHARED, name)) return SHARED[name];
  const dir = join(folder, 'rules');
  if (!existsSync(join(ROOT, dir))) return undefined;
  if (existsSync(join(ROOT, dir, `${name}.ts`))) return join(dir, `${name}.ts`);
  const families = readdirSync(join(ROOT, dir))
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.cases.ts') && name.startsWith(`${file.slice(0, -3)}-`))
    .sort((a, b) => b.length - a.length);
  return families[0] && join(dir, families[0]);
}

/** A format's own rule modules: the names of `<folder>/rules/*.ts`, but its cases and its list (`index.ts`). */
function formatRuleModules(folder) {
  const dir = join(ROOT, folder, 'rules');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.cases.ts') && file !== 'index.ts')
    .map((file) => file.slice(0, -3))
    .sort();
}

/** The text of src/catalogue/rule-modules.ts, laid out as the repository's formatter (Biome) lays it out. */
export async function ruleModulesText() {
  const ids = Object.keys(FORMAT_FOLDERS).sort();
  const entries = (object) =>
    Object.entries(object).map(([key, value]) => `  ${JSON.stringify(key)}: ${JSON.stringify(value)},`);
  const text = [
    '// Generated by `npm run all` (scripts/rule-modules.mjs) from the folders of src/formats/: do not edit.',
    '',
    "/** Each format's folder, by its id: `src/formats/<id>`, or its family's `kinds/<id>`. */",
    'export const FORMAT_FOLDERS: Readonly<Record<string, string>> = {',
    ...entries(Object.fromEntries(ids.map((id) => [id, FORMAT_FOLDERS[id]]))),
    '};',
    '',
    "/** The checks every format shares, by the name after the format's prefix: the module of each. */",
    'export const SHARED_MODULES: Readonly<Record<string, string>> = {',
    ...entries(SHARED),
    '};',
    '',
    "/** Each format's own rule modules, by its id: the names in `<folder>/rules/`, but the cases and `index.ts`. */",
    'export const FORMAT_RULE_MODULES: Readonly<Record<string, readonly string[]>> = {',
    ...ids.map(
      (id) =>
        `  ${JSON.stringify(id)}: [${formatRuleModules(FORMAT_FOLDERS[id])
          .map((name) => JSON.stringify(name))
          .join(', ')}],`,
    ),
    '};',
    '',
  ].join('\n');
  // Formatted as `npm run format` formats the file, by the project's biome.json.
  const biome = join(ROOT, 'node_modules/@biomejs/biome/bin/biome');
  return execFileSync(process.execPath, [biome, 'format', `--stdin-file-path=${RULE_MODULES_FILE}`], {
    cwd: ROOT,
    input: text,
    encoding: 'utf8',
  });
}

if (import.meta.url === pathToFileURL(process.argv[1]).href)
  writeFileSync(join(ROOT, RULE_MODULES_FILE), await ruleModulesText());
