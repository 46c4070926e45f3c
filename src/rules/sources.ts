import { UNRECOGNISED_RULE } from '../detect/detect.js';
import { NEAR_MISS_RULE } from '../detect/near-miss.js';
import { EXTENSION_RULE } from '../detect/near-path.js';
import {
  BASE_NOT_READ_RULE,
  CONFIG_CHANGE_RULE,
  CONFIG_EXTENDS_SKIPPED_RULE,
  CONFIG_EXTENDS_UNREAD_RULE,
  CONFIG_LOCKED_RULE,
  CONFIG_INVALID_RULE,
  CONFIG_UNKNOWN_KEY_RULE,
  NOT_READ_RULE,
  SYMLINK_OUTSIDE_RULE,
  UNREADABLE_RULE,
} from '../report/adapter-rules.js';
import { TOO_MANY_FINDINGS_RULE } from '../engine/finding-sink.js';
import { OUTSIDE_PATHS_RULE } from '../engine/outside-paths.js';
import { NOT_JUDGED_RULE } from '../engine/run-budget.js';
import { CODE_FENCE_RULE } from '../parse/code-fence.js';
import { DUPLICATE_KEY_RULE } from '../parse/duplicates.js';
import { JSON_COMMENT_RULE, JSON_SYNTAX_RULE } from '../parse/json-doc.js';
import { FRONTMATTER_UNCLOSED_RULE } from '../parse/markdown-doc.js';
import {
  BINARY_RULE,
  BOM_RULE,
  EMPTY_RULE,
  ENCODING_RULE,
  TOO_LARGE_RULE,
  TOO_MANY_LINES_RULE,
} from '../parse/read.js';
import { ALIAS_LIMIT_RULE, MULTI_DOCUMENT_RULE, TOO_DEEP_RULE, YAML_SYNTAX_RULE } from '../parse/yaml-doc.js';
import {
  ADDED_IN_PULL_REQUEST_RULE,
  GUARDS_A_DECISION_RULE,
  CHANGED_IN_PULL_REQUEST_RULE,
  INVALID_FILE_RULE,
  NO_REASON_RULE,
  NOT_SUPPRESSIBLE_RULE,
  UNKNOWN_RULE_RULE,
  UNUSED_RULE,
} from '../suppressions/rules.js';
import { FORMAT_FOLDERS, FORMAT_RULE_MODULES, SHARED_MODULES } from './rule-modules.js';

const SUPPRESSIONS = 'src/suppressions/rules.ts';

/**
 * The module that reports each of the engine's own rules, as a path from the repository root
 * (scripts/rule-modules.mjs's ENGINE, which test/rules/rule-modules.test.ts holds equal to it).
 */
const ENGINE_SOURCES: Readonly<Record<string, string>> = {
  [TOO_LARGE_RULE]: 'src/parse/read.ts',
  [BINARY_RULE]: 'src/parse/read.ts',
  [ENCODING_RULE]: 'src/parse/read.ts',
  [BOM_RULE]: 'src/parse/read.ts',
  [EMPTY_RULE]: 'src/engine/file-check.ts',
  [TOO_MANY_LINES_RULE]: 'src/parse/read.ts',
  [TOO_DEEP_RULE]: 'src/parse/yaml-doc.ts',
  [TOO_MANY_FINDINGS_RULE]: 'src/engine/finding-sink.ts',
  [NOT_JUDGED_RULE]: 'src/engine/run-budget.ts',
  [SYMLINK_OUTSIDE_RULE]: 'src/io/file-gate.ts',
  [NOT_READ_RULE]: 'src/io/file-gate.ts',
  [BASE_NOT_READ_RULE]: 'src/action/base-files.ts',
  [UNREADABLE_RULE]: 'src/io/file-gate.ts',
  [UNRECOGNISED_RULE]: 'src/engine/file-check.ts',
  [NEAR_MISS_RULE.id]: 'src/detect/near-miss.ts',
  [EXTENSION_RULE.id]: 'src/detect/near-path.ts',
  [OUTSIDE_PATHS_RULE.id]: 'src/engine/outside-paths.ts',
  [CODE_FENCE_RULE]: 'src/parse/code-fence.ts',
  [YAML_SYNTAX_RULE]: 'src/parse/yaml-doc.ts',
  [DUPLICATE_KEY_RULE]: 'src/parse/duplicates.ts',
  [MULTI_DOCUMENT_RULE]: 'src/parse/yaml-doc.ts',
  [ALIAS_LIMIT_RULE]: 'src/parse/yaml-doc.ts',
  [JSON_SYNTAX_RULE]: 'src/parse/json-doc.ts',
  [JSON_COMMENT_RULE]: 'src/parse/json-doc.ts',
  [FRONTMATTER_UNCLOSED_RULE]: 'src/parse/markdown-doc.ts',
  [CONFIG_INVALID_RULE]: 'src/config/parse.ts',
  [CONFIG_UNKNOWN_KEY_RULE]: 'src/config/parse.ts',
  [CONFIG_CHANGE_RULE]: 'src/config/governing.ts',
  [CONFIG_EXTENDS_UNREAD_RULE]: 'src/config/extends.ts',
  [CONFIG_EXTENDS_SKIPPED_RULE]: 'src/config/extends.ts',
  [CONFIG_LOCKED_RULE]: 'src/config/extends.ts',
  [UNUSED_RULE]: SUPPRESSIONS,
  [NO_REASON_RULE]: SUPPRESSIONS,
  [UNKNOWN_RULE_RULE]: SUPPRESSIONS,
  [NOT_SUPPRESSIBLE_RULE]: SUPPRESSIONS,
  [INVALID_FILE_RULE]: SUPPRESSIONS,
  [CHANGED_IN_PULL_REQUEST_RULE]: SUPPRESSIONS,
  [ADDED_IN_PULL_REQUEST_RULE]: SUPPRESSIONS,
  [GUARDS_A_DECISION_RULE]: SUPPRESSIONS,
};

/**
 * The module a rule is defined in, as a path from the repository root, found as
 * scripts/rule-modules.mjs's `ruleModule` finds it on disk: an engine rule's reporting module; a
 * check every format shares in `src/rules/shared/`; else the format's `rules/<name>.ts`, or the
 * family module whose name is the longest prefix of `<name>` followed by `-`
 * (`status-requires.ts` for `envelope/status-requires-blockers`). Undefined for an id no module
 * defines.
 */
export function ruleSource(id: string): string | undefined {
  if (Object.hasOwn(ENGINE_SOURCES, id)) return ENGINE_SOURCES[id];
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
