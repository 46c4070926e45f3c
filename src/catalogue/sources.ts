import { ENGINE_RULES } from './catalogue.js';
import { FORMAT_FOLDERS, FORMAT_RULE_MODULES, SHARED_MODULES } from './rule-modules.js';

/** The module that reports each of the engine's own rules, as its catalogue entry names it. */
const ENGINE_SOURCES: ReadonlyMap<string, string> = new Map(ENGINE_RULES.map((rule) => [rule.id, rule.source]));

/**
 * The module a rule is defined in, as a path from the repository root: an engine rule's reporting
 * module, as its catalogue entry names it; else as scripts/rule-modules.mjs's `ruleModule` finds
 * it on disk: a check every format shares in `src/rules/shared/`, else the format's
 * `rules/<name>.ts`, or the family module whose name is the longest prefix of `<name>` followed
 * by `-` (`status-requires.ts` for `envelope/status-requires-blockers`). Undefined for an id no
 * module defines.
 */
export function ruleSource(id: string): string | undefined {
  const engine = ENGINE_SOURCES.get(id);
  if (engine !== undefined) return engine;
  const slash = id.indexOf('/');
  const format = id.slice(0, slash);
  const name = id.slice(slash + 1);
  if (slash <= 0 || !name || !Object.hasOwn(FORMAT_FOLDERS, format)) return undefined;
  if (Object.hasOwn(SHARED_MODULES, name)) return SHARED_MODULES[name];
  const modules = FORMAT_RULE_MODULES[format] ?? [];
  const module = modules.includes(name)
    ? name
    : modules.filter((family) => name.startsWith(`${family}-`)).sort((a, b) => b.length - a.length)[0];
  return module === undefined ? undefined : `${FORMAT_FOLDERS[format]}/rules/${module}.ts`;
}
