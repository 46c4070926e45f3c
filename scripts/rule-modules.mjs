// Where each rule id is defined: `src/formats/<format>/rules/<name>.ts`, or the family module whose
// name is the longest prefix of `<name>` followed by `-` (`status-requires.ts` for
// `envelope/status-requires-blockers`); a check every format shares (`<format>/key-typo`) is in
// `src/core/checks/<name>.ts` (SHARED). test/rules/rule-modules.test.ts holds every rule to it,
// and the README's rule table links each id to its module through it.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = new URL('../', import.meta.url).pathname;

/** Each format's folder: the intent family's other kinds sit inside the intent's. */
export const FORMAT_FOLDERS = {
  envelope: 'src/formats/envelope',
  'subagent-response': 'src/formats/subagent-response',
  handoff: 'src/formats/handoff',
  intent: 'src/formats/intent',
  'intent-draft': 'src/formats/intent/kinds/intent-draft',
  task: 'src/formats/intent/kinds/task',
  'review-result': 'src/formats/intent/kinds/review-result',
  history: 'src/formats/intent/kinds/history',
  observations: 'src/formats/intent/kinds/observations',
  message: 'src/formats/message',
};

/**
 * The checks reported under every format's prefix, by the name after it: each in
 * `src/core/checks/<name>.ts`, except the schema's five kinds, all in `schema.ts`. Each module
 * exports a function `<…>Rule(format)` (`schemaRules(format)`) giving the rule for a format, and
 * its cases are in `<module>.cases.ts`, for two formats at least. A format that adds its own
 * reading under a shared id keeps it in its `rules/<name>.ts`, with cases beside it.
 */
export const SHARED = {
  required: 'src/core/checks/schema.ts',
  type: 'src/core/checks/schema.ts',
  enum: 'src/core/checks/schema.ts',
  range: 'src/core/checks/schema.ts',
  format: 'src/core/checks/schema.ts',
  'key-typo': 'src/core/checks/key-typo.ts',
  'template-leftover': 'src/core/checks/template-leftover.ts',
  timestamp: 'src/core/checks/timestamp.ts',
};

/** The module (a path from the repository root) that defines `id`, or undefined when there is none. */
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

/** The rule table's rows with each id linked to its module, where it has one. */
export function linkRuleTable(table) {
  return table.replace(/^\| `([^`|]+)` \|/gm, (row, id) => {
    const module = ruleModule(id);
    return module ? `| [\`${id}\`](${module}) |` : row;
  });
}
