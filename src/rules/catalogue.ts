import { keyTypoRule } from './shared/key-typo.js';
import { schemaRules } from './shared/schema.js';
import { templateLeftoverRule } from './shared/template-leftover.js';
import type { FormatDefinition } from '../engine/format.js';
import { NEAR_MISS_RULE } from '../detect/near-miss.js';
import { EXTENSION_RULE } from '../detect/near-path.js';
import { OUTSIDE_PATHS_RULE } from '../engine/outside-paths.js';
import type { CatalogueRule, RuleInfo } from './rule.js';
import { SUPPRESSION_RULES } from '../suppressions/rules.js';
import { UNRECOGNISED_RULE } from '../detect/detect.js';
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

/** Rules about the file itself, reported before any format applies. */
const FILE_RULES: readonly RuleInfo[] = [
  {
    id: TOO_LARGE_RULE,
    severity: 'error',
    summary: 'The file is over `max-file-size` (1 MiB by default) and was not read.',
  },
  { id: BINARY_RULE, severity: 'error', summary: 'The file holds NUL bytes: binary, not a handoff file.' },
  { id: ENCODING_RULE, severity: 'error', summary: 'The file is not valid UTF-8.' },
  { id: BOM_RULE, severity: 'notice', summary: 'The file starts with a byte-order mark (ignored).' },
  {
    id: EMPTY_RULE,
    severity: 'error',
    summary:
      "A file on a format's path is empty, or holds only whitespace or comments (a warning under `.work/`, where a file also needs the envelope's keys).",
  },
  {
    id: TOO_MANY_LINES_RULE,
    severity: 'error',
    summary: 'The file has more than `limits.file-lines` lines (20,000 by default) and was not checked.',
  },
  {
    id: TOO_DEEP_RULE,
    severity: 'error',
    summary:
      'The file nests mappings and lists more than `limits.file-depth` levels deep (64 by default) and was not checked.',
  },
  {
    id: TOO_MANY_FINDINGS_RULE,
    severity: 'error',
    summary:
      'The file has more findings than `limits.file-findings` (200 by default, errors listed first); this one counts the rest, as severe as the worst of them (whatever `rules` says).',
  },
  {
    id: NOT_JUDGED_RULE,
    severity: 'error',
    summary:
      "The run passed one of its bounds (`limits.run-bytes`, `run-findings`, `run-seconds`) before this file's turn, so it was not checked; always an error.",
  },
  {
    id: SYMLINK_OUTSIDE_RULE,
    severity: 'warning',
    summary:
      'A symlink points outside the repository; it is not followed (an error where the path alone makes it a handoff file, or it was named).',
  },
  {
    id: NOT_READ_RULE,
    severity: 'error',
    summary:
      "A symlink into `.git/`, to a git-ignored or untracked file, to a folder, to nothing or in a loop, or a FIFO, socket or device: never opened (a warning off the formats' paths).",
  },
  {
    id: BASE_NOT_READ_RULE,
    severity: 'error',
    summary:
      "The action could not read a changed handoff file's base version, so the rules that compare with it could not judge it (never a silent pass).",
  },
  {
    id: UNREADABLE_RULE,
    severity: 'error',
    summary:
      'A file or folder the system would not let the check read (permissions): named with the OS reason, never passed over.',
  },
  {
    id: UNRECOGNISED_RULE,
    severity: 'notice',
    summary: 'A file named on the command line matches no handoff format.',
  },
  NEAR_MISS_RULE,
  EXTENSION_RULE,
  OUTSIDE_PATHS_RULE,
  {
    id: CODE_FENCE_RULE,
    severity: 'error',
    summary:
      'A YAML or JSON file is wrapped in a Markdown code fence (```` ```yaml ```` … ```` ``` ````); the fix deletes both lines, and what is between them is checked.',
  },
  {
    id: YAML_SYNTAX_RULE,
    severity: 'error',
    summary: 'The YAML does not parse (e.g. `{N}/{M}` left from a template).',
  },
  {
    id: DUPLICATE_KEY_RULE,
    severity: 'error',
    summary: 'A key appears twice in one mapping; readers silently keep one.',
  },
  {
    id: MULTI_DOCUMENT_RULE,
    severity: 'warning',
    summary: 'A YAML file holds several documents; only the first is checked.',
  },
  { id: ALIAS_LIMIT_RULE, severity: 'error', summary: 'YAML aliases expand past 100 copies (an alias bomb).' },
  { id: JSON_SYNTAX_RULE, severity: 'error', summary: 'The JSON does not parse.' },
  {
    id: JSON_COMMENT_RULE,
    severity: 'error',
    summary: 'The JSON has `//` or `/* */` comments, which JSON does not allow.',
  },
  {
    id: FRONTMATTER_UNCLOSED_RULE,
    severity: 'error',
    summary: 'Markdown frontmatter opened with `---` is never closed.',
  },
  {
    id: CONFIG_INVALID_RULE,
    severity: 'error',
    summary: 'A config setting has the wrong shape; its section falls back to the defaults.',
  },
  {
    id: CONFIG_UNKNOWN_KEY_RULE,
    severity: 'warning',
    summary: 'The config file has a setting handoff-gate does not know (with "did you mean").',
  },
  {
    id: CONFIG_CHANGE_RULE,
    severity: 'notice',
    summary:
      'A pull request changes the config: it is checked, and takes effect once merged (the base config judges the pull request).',
  },
  {
    id: CONFIG_EXTENDS_UNREAD_RULE,
    severity: 'error',
    summary:
      'The shared config `extends` names could not be read (not found, no permission, bad YAML, too large, or it extends another): the run fails closed and inbox commands are refused.',
  },
  {
    id: CONFIG_EXTENDS_SKIPPED_RULE,
    severity: 'warning',
    summary:
      'The CLI reads no network, so the shared config `extends` names was not read: the check used the repository’s own settings alone.',
  },
  {
    id: CONFIG_LOCKED_RULE,
    severity: 'error',
    summary:
      'The repository’s config overrides a setting its shared config lists under `locked`: the shared value holds.',
  },
];

/**
 * Every rule id handoff-gate can report, in a stable order: file rules, then each format's, each
 * with the section of its spec it enforces where it has one, and its format's spec document.
 */
export function ruleCatalogue(formats: readonly FormatDefinition[]): CatalogueRule[] {
  const out: CatalogueRule[] = [...FILE_RULES, ...SUPPRESSION_RULES];
  for (const format of formats) {
    const shared = [
      ...schemaRules(format.id, format.fieldsSection),
      keyTypoRule(format.id),
      templateLeftoverRule(format.id),
    ];
    for (const rule of [...shared, ...format.rules, ...(format.extraRuleInfo ?? [])]) {
      out.push({
        id: rule.id,
        severity: rule.severity,
        summary: rule.summary,
        ...(rule.spec !== undefined && { spec: rule.spec }),
        document: format.spec,
      });
    }
  }
  const seen = new Set<string>();
  return out.filter((rule) => !seen.has(rule.id) && seen.add(rule.id));
}
