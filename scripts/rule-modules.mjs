// Where each rule id is defined: `src/formats/<format>/rules/<name>.ts`, or the family module whose
// name is the longest prefix of `<name>` followed by `-` (`status-requires.ts` for
// `envelope/status-requires-blockers`); a check every format shares (`<format>/key-typo`) is in
// `src/rules/shared/<name>.ts` (SHARED); the engine's own `file/*`, `parse/*` and `config/*` are in
// the modules that report them (ENGINE). test/rules/rule-modules.test.ts holds every rule to it,
// and the README's rule table links each id to its module through it. Run directly (`npm run all`
// does), it writes src/rules/rule-modules.ts: the folders and rule modules below, which the CLI's
// `rules --format json` and the library's `explainRule` name as each rule's `source` through
// src/rules/sources.ts, since the bundle has no src/ to look in.
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { pathToFileURL } from 'node:url';

const ROOT = new URL('../', import.meta.url).pathname;
export const RULE_MODULES_FILE = 'src/rules/rule-modules.ts';

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
 * The engine's own rules (`file/*`, `parse/*`, `config/*`, `suppressions/*`, listed in
 * src/rules/catalogue.ts), each with the module that reports it: a document reader, the file
 * check, the run's bounds, the file gate, the config's reader, the suppressions. Their cases are in
 * the `.cases.ts` of their family (ENGINE_CASES), or in the `.cases.ts` beside their module when it
 * has one (src/suppressions/rules.cases.ts).
 */
export const ENGINE = {
  'file/too-large': 'src/parse/read.ts',
  'file/binary': 'src/parse/read.ts',
  'file/encoding': 'src/parse/read.ts',
  'file/bom': 'src/parse/read.ts',
  'file/empty': 'src/engine/file-check.ts',
  'file/too-many-lines': 'src/parse/read.ts',
  'file/too-deep': 'src/parse/yaml-doc.ts',
  'file/too-many-findings': 'src/engine/finding-sink.ts',
  'file/not-judged': 'src/engine/run-budget.ts',
  'file/symlink-outside': 'src/io/file-gate.ts',
  'file/not-read': 'src/io/file-gate.ts',
  'file/base-not-read': 'src/action/base-files.ts',
  'file/unreadable': 'src/io/file-gate.ts',
  'file/unrecognised': 'src/engine/file-check.ts',
  'file/near-miss': 'src/detect/near-miss.ts',
  'file/extension': 'src/detect/near-path.ts',
  'file/outside-paths': 'src/engine/outside-paths.ts',
  'parse/code-fence': 'src/parse/code-fence.ts',
  'parse/yaml-syntax': 'src/parse/yaml-doc.ts',
  'parse/duplicate-key': 'src/parse/duplicates.ts',
  'parse/multi-document': 'src/parse/yaml-doc.ts',
  'parse/alias-limit': 'src/parse/yaml-doc.ts',
  'parse/json-syntax': 'src/parse/json-doc.ts',
  'parse/json-comment': 'src/parse/json-doc.ts',
  'parse/frontmatter-unclosed': 'src/parse/markdown-doc.ts',
  'config/invalid': 'src/config/parse.ts',
  'config/unknown-key': 'src/config/parse.ts',
  'config/changed-in-pull-request': 'src/config/governing.ts',
  'config/extends-unread': 'src/config/extends.ts',
  'config/extends-skipped': 'src/config/extends.ts',
  'config/locked': 'src/config/extends.ts',
  'suppressions/unused': 'src/suppressions/rules.ts',
  'suppressions/no-reason': 'src/suppressions/rules.ts',
  'suppressions/unknown-rule': 'src/suppressions/rules.ts',
  'suppressions/not-suppressible': 'src/suppressions/rules.ts',
  'suppressions/invalid': 'src/suppressions/rules.ts',
  'suppressions/changed-in-pull-request': 'src/suppressions/rules.ts',
  'suppressions/added-in-pull-request': 'src/suppressions/rules.ts',
  'suppressions/guards-a-decision': 'src/suppressions/rules.ts',
};

/**
 * Where the engine's own rules' cases are, by family (the id's part before the `/`), unless their
 * module has a `.cases.ts` beside it.
 */
export const ENGINE_CASES = {
  file: 'src/rules/file-rules.cases.ts',
  parse: 'src/rules/parse-rules.cases.ts',
  config: 'src/rules/config-rules.cases.ts',
};

/** The cases module of an engine rule's family (ENGINE_CASES), or undefined for a family with none there. */
export function engineCases(id) {
  const family = id.split('/')[0];
  return Object.hasOwn(ENGINE_CASES, family) ? ENGINE_CASES[family] : undefined;
}

/** The module (a path from the repository root) that defines `id`, or undefined when there is none. */
export function ruleModule(id) {
  if (Object.hasOwn(ENGINE, id)) return ENGINE[id];
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

/** The rule table's rows with each id linked to its module, where it has one. */
export function linkRuleTable(table) {
  return table.replace(/^\| `([^`|]+)` \|/gm, (row, id) => {
    const module = ruleModule(id);
    return module ? `| [\`${id}\`](${module}) |` : row;
  });
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

/** The text of src/rules/rule-modules.ts, laid out as the repository's Prettier lays it out. */
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
  const file = join(ROOT, RULE_MODULES_FILE);
  return format(text, { ...(await resolveConfig(file)), filepath: file });
}

if (import.meta.url === pathToFileURL(process.argv[1]).href)
  writeFileSync(join(ROOT, RULE_MODULES_FILE), await ruleModulesText());
