import { keyTypoRule } from '../rules/shared/key-typo.js';
import { schemaRules } from '../rules/shared/schema.js';
import { templateLeftoverRule } from '../rules/shared/template-leftover.js';
import type { FormatDefinition } from '../core/format.js';
import { NEAR_MISS_RULE } from '../detect/near-miss.js';
import { EXTENSION_RULE } from '../detect/near-path.js';
import { OUTSIDE_PATHS_RULE } from '../engine/outside-paths.js';
import type { CatalogueRule, EngineRuleInfo } from '../core/define-rule.js';
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
import { NOT_JUDGED_RULE } from '../core/run-budget.js';
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

/** Rules about the file itself, reported before any format applies, each with the module that reports it. */
const FILE_RULES: readonly EngineRuleInfo[] = [
  {
    id: TOO_LARGE_RULE,
    source: 'src/parse/read.ts',
    severity: 'error',
    summary: 'The file is over `max-file-size` (1 MiB by default) and was not read.',
    rationale:
      'A file too large to read is a file nobody checked: a handoff that grew past the bound (a log pasted in, a generated dump) would otherwise pass the gate unread.',
    withoutExample:
      'its cases lower `max-file-size` in the config so that a file over it fits on a page; at the default a file over 1 MiB would have to be shown',
  },
  {
    id: BINARY_RULE,
    source: 'src/parse/read.ts',
    severity: 'error',
    summary: 'The file holds NUL bytes: binary, not a handoff file.',
    rationale:
      'A NUL byte means the file is not the text its format is: an agent that reads it as text sees something else from what a reviewer sees, so it is not judged as a handoff at all.',
    withoutExample: 'a NUL byte is not text a page can show; its cases hold the bytes',
  },
  {
    id: ENCODING_RULE,
    source: 'src/parse/read.ts',
    severity: 'error',
    summary: 'The file is not valid UTF-8.',
    rationale:
      'Bytes that are not UTF-8 are decoded differently by each reader (replaced, dropped or refused): the next agent may not read what was written.',
    withoutExample: 'bytes that are not UTF-8 cannot be shown as text on a page; its cases hold the bytes',
  },
  {
    id: BOM_RULE,
    source: 'src/parse/read.ts',
    severity: 'notice',
    summary: 'The file starts with a byte-order mark (ignored).',
    rationale:
      'A byte-order mark is invisible and some YAML and JSON readers refuse it or read it into the first key: handoff-gate ignores it, and says so, so that the file is known to differ from what another tool may read.',
    withoutExample: 'a byte-order mark is an invisible byte a page cannot show; its cases hold the bytes',
  },
  {
    id: EMPTY_RULE,
    source: 'src/engine/file-check.ts',
    severity: 'error',
    summary:
      "A file on a format's path is empty, or holds only whitespace or comments (a warning under `.work/`, where a file also needs the envelope's keys).",
    rationale:
      "An empty file on a format's path is a handoff with nothing in it: the next agent waits on a result that never came, or takes the empty file for a pass.",
  },
  {
    id: TOO_MANY_LINES_RULE,
    source: 'src/parse/read.ts',
    severity: 'error',
    summary: 'The file has more than `limits.file-lines` lines (20,000 by default) and was not checked.',
    rationale:
      'A file longer than the bound is not checked, so that one huge file cannot stall the run: what it holds reaches the next agent unjudged, and a person has to look.',
    withoutExample:
      'its cases lower `limits.file-lines` in the config; at the default the example would be 20,000 lines long',
  },
  {
    id: TOO_DEEP_RULE,
    source: 'src/parse/yaml-doc.ts',
    severity: 'error',
    summary:
      'The file nests mappings and lists more than `limits.file-depth` levels deep (64 by default) and was not checked.',
    rationale:
      'Nesting past the bound is not checked, so that no file can exhaust the checker: such a file is unjudged, and deep nesting is a sign of generated or hostile content.',
    withoutExample:
      'its cases lower `limits.file-depth` in the config; at the default the example would nest 64 levels',
  },
  {
    id: TOO_MANY_FINDINGS_RULE,
    source: 'src/engine/finding-sink.ts',
    severity: 'error',
    summary:
      'The file has more findings than `limits.file-findings` (200 by default, errors listed first); this one counts the rest, as severe as the worst of them (whatever `rules` says).',
    rationale:
      "Past the bound the rest of a file's findings are counted, not listed, so that one broken file cannot bury the others; the count keeps the worst severity so that the file still fails as it should.",
    withoutExample:
      'its cases lower `limits.file-findings` in the config; at the default the example would need 200 findings',
  },
  {
    id: NOT_JUDGED_RULE,
    source: 'src/core/run-budget.ts',
    severity: 'error',
    summary:
      "The run passed one of its bounds (`limits.run-bytes`, `run-findings`, `run-seconds`) before this file's turn, so it was not checked; always an error.",
    rationale:
      'A run that stops at its bounds must not pass the files it did not reach: each of them is an error until a run checks it, so nothing passes unread.',
    withoutExample:
      "its cases lower the run's bounds in the config, and the finding depends on how many files went before it",
  },
  {
    id: SYMLINK_OUTSIDE_RULE,
    source: 'src/io/file-gate.ts',
    severity: 'warning',
    summary:
      'A symlink points outside the repository; it is not followed (an error where the path alone makes it a handoff file, or it was named).',
    rationale:
      'A symlink out of the repository could make the check read, and quote, a file from the machine it runs on; it is not followed, and said so, so that nothing is skipped unseen.',
    withoutExample: 'a symlink is a file-system entry, not a text a page can show',
  },
  {
    id: NOT_READ_RULE,
    source: 'src/io/file-gate.ts',
    severity: 'error',
    summary:
      "A symlink into `.git/`, to a git-ignored or untracked file, to a folder, to nothing or in a loop, or a FIFO, socket or device: never opened (a warning off the formats' paths).",
    rationale:
      "A symlink into `.git/`, to an ignored file or to a device could leak what is not the repository's, or hang the run: it is never opened, and named, so that a handoff hidden behind it is known to be unchecked.",
    withoutExample: 'a symlink, FIFO or device is a file-system entry, not a text a page can show',
  },
  {
    id: BASE_NOT_READ_RULE,
    source: 'src/action/base-files.ts',
    severity: 'error',
    summary:
      "The action could not read a changed handoff file's base version, so the rules that compare with it could not judge it (never a silent pass).",
    rationale:
      'The rules that compare with the base revision (approvals, status moves) cannot judge a file whose base was not read: it fails closed rather than let a skipped approval pass.',
    withoutExample:
      "only the action reports it, when GitHub does not return a changed file's base version; no text reproduces that",
  },
  {
    id: UNREADABLE_RULE,
    source: 'src/io/file-gate.ts',
    severity: 'error',
    summary:
      'A file or folder the system would not let the check read (permissions): named with the OS reason, never passed over.',
    rationale:
      'A file the system would not let the check read is a file nobody judged: it is named with the reason, never passed over, so that a permission cannot hide a handoff.',
    withoutExample: 'a permission of the file system, not a text a page can show',
  },
  {
    id: UNRECOGNISED_RULE,
    source: 'src/engine/file-check.ts',
    severity: 'notice',
    summary: 'A file named on the command line matches no handoff format.',
    rationale:
      'A file named on the command line that no format recognises was not checked: saying so keeps a typo in a path, or a file in the wrong place, from looking like a pass.',
  },
  NEAR_MISS_RULE,
  EXTENSION_RULE,
  OUTSIDE_PATHS_RULE,
  {
    id: CODE_FENCE_RULE,
    source: 'src/parse/code-fence.ts',
    severity: 'error',
    summary:
      'A YAML or JSON file is wrapped in a Markdown code fence (```` ```yaml ```` … ```` ``` ````); the fix deletes both lines, and what is between them is checked.',
    rationale:
      'An agent that pastes its output with the Markdown fence around it writes a file no YAML or JSON reader parses: the next agent gets a syntax error where the handoff should be.',
  },
  {
    id: YAML_SYNTAX_RULE,
    source: 'src/parse/yaml-doc.ts',
    severity: 'error',
    summary: 'The YAML does not parse (e.g. `{N}/{M}` left from a template).',
    rationale:
      'A file that does not parse is read by no agent: the handoff it holds is lost, and a reader that tries to recover reads something else from what was written.',
  },
  {
    id: DUPLICATE_KEY_RULE,
    source: 'src/parse/duplicates.ts',
    severity: 'error',
    summary: 'A key appears twice in one mapping; readers silently keep one.',
    rationale:
      'With a key twice in one mapping, readers keep one of the two, and not all the same one: a `veto` after a `pass` can be read either way.',
  },
  {
    id: MULTI_DOCUMENT_RULE,
    source: 'src/parse/yaml-doc.ts',
    severity: 'warning',
    summary: 'A YAML file holds several documents; only the first is checked.',
    rationale:
      'Most readers take only the first YAML document: what the later ones say reaches nobody, though a person reading the file sees it.',
  },
  {
    id: ALIAS_LIMIT_RULE,
    source: 'src/parse/yaml-doc.ts',
    severity: 'error',
    summary: 'YAML aliases expand past 100 copies (an alias bomb).',
    rationale:
      "Aliases that expand past the bound (an alias bomb) can exhaust a reader's memory: the file is refused rather than expanded, so that it cannot stop the next agent or this check.",
  },
  {
    id: JSON_SYNTAX_RULE,
    source: 'src/parse/json-doc.ts',
    severity: 'error',
    summary: 'The JSON does not parse.',
    rationale:
      'A JSON file that does not parse is read by no agent: the orchestrator fails on it, or skips the handoff it holds.',
  },
  {
    id: JSON_COMMENT_RULE,
    source: 'src/parse/json-doc.ts',
    severity: 'error',
    summary: 'The JSON has `//` or `/* */` comments, which JSON does not allow.',
    rationale:
      'JSON has no comments: a strict parser, as most agents use, refuses the whole file over one `//` line, and a lenient one reads what the comment hid.',
  },
  {
    id: FRONTMATTER_UNCLOSED_RULE,
    source: 'src/parse/markdown-doc.ts',
    severity: 'error',
    summary: 'Markdown frontmatter opened with `---` is never closed.',
    rationale:
      'Frontmatter never closed with `---` swallows the whole body into the header, or is not read as a header at all: who sent the message, and to whom, is lost.',
  },
  {
    id: CONFIG_INVALID_RULE,
    source: 'src/config/parse.ts',
    severity: 'error',
    summary: 'A config setting has the wrong shape; its section falls back to the defaults.',
    rationale:
      "A setting of the wrong shape falls back to its default, so the gate runs with a setting other than the one written: a stricter bound or a team's value silently does not apply.",
  },
  {
    id: CONFIG_UNKNOWN_KEY_RULE,
    source: 'src/config/parse.ts',
    severity: 'warning',
    summary: 'The config file has a setting handoff-gate does not know (with "did you mean").',
    rationale:
      'A setting handoff-gate does not know does nothing: a misspelt bound or rule level looks in force to whoever reads the config, and is not.',
  },
  {
    id: CONFIG_CHANGE_RULE,
    source: 'src/config/governing.ts',
    severity: 'notice',
    summary:
      'A pull request changes the config: it is checked, and takes effect once merged (the base config judges the pull request).',
    rationale:
      'A pull request cannot loosen the gate that judges it: its config changes take effect once merged, and this says so, so that a reviewer sees the change and nobody expects it to apply at once.',
    withoutExample:
      "only the action reports it, on a pull request that changes the config (the command line judges with the config it reads); its cases hold the base config and the pull request's",
  },
  {
    id: CONFIG_EXTENDS_UNREAD_RULE,
    source: 'src/config/extends.ts',
    severity: 'error',
    summary:
      'The shared config `extends` names could not be read (not found, no permission, bad YAML, too large, or it extends another): the run fails closed and inbox commands are refused.',
    rationale:
      "An organisation's shared config may hold its approvers and locked bounds: a run that went on without it would judge with looser rules than the organisation set, so it stops and says why.",
    withoutExample:
      'only the action reads a shared config, through the GitHub API (the command line reads no network and warns instead)',
  },
  {
    id: CONFIG_EXTENDS_SKIPPED_RULE,
    source: 'src/config/extends.ts',
    severity: 'warning',
    summary:
      'The CLI reads no network, so the shared config `extends` names was not read: the check used the repository’s own settings alone.',
    rationale:
      'A local check that silently ignored the shared config would pass what the action fails; the warning says the result may differ from the gate.',
    withoutExample:
      'it is about the config file (`extends:` in `.github/handoff-gate.yml`), not a handoff file: any `extends` line gives it on the command line',
  },
  {
    id: CONFIG_LOCKED_RULE,
    source: 'src/config/extends.ts',
    severity: 'error',
    summary:
      'The repository’s config overrides a setting its shared config lists under `locked`: the shared value holds.',
    rationale:
      'A locked setting is one the organisation decided for every repository (who approves, how strict a bound is); a repository that could override it would make the lock a suggestion.',
    withoutExample: 'only the action reads the shared config that locks a setting, through the GitHub API',
  },
];

/**
 * The engine's own rules, the one list of them: the file's, the parse's and the config's, then the
 * suppressions'. Each names the module that reports it (src/catalogue/sources.ts reads it from here).
 */
export const ENGINE_RULES: readonly EngineRuleInfo[] = [...FILE_RULES, ...SUPPRESSION_RULES];

/**
 * Every rule id handoff-gate can report, in a stable order: file rules, then each format's, each
 * with the section of its spec it enforces where it has one, and its format's spec document.
 */
export function ruleCatalogue(formats: readonly FormatDefinition[]): CatalogueRule[] {
  // An engine rule's module is a rule's `source` (src/catalogue/sources.ts), not part of its catalogue entry.
  const out: CatalogueRule[] = ENGINE_RULES.map(({ source: _source, ...info }) => info);
  for (const format of formats) {
    const shared = [
      ...schemaRules(format.id, format.reader, format.fieldsSection),
      keyTypoRule(format.id, format.reader),
      templateLeftoverRule(format.id, format.reader),
    ];
    for (const rule of [...shared, ...format.rules, ...(format.extraRuleInfo ?? [])]) {
      out.push({
        id: rule.id,
        severity: rule.severity,
        summary: rule.summary,
        rationale: rule.rationale,
        ...(rule.withoutExample !== undefined && { withoutExample: rule.withoutExample }),
        ...(rule.spec !== undefined && { spec: rule.spec }),
        document: format.spec,
      });
    }
  }
  const seen = new Set<string>();
  return out.filter((rule) => !seen.has(rule.id) && seen.add(rule.id));
}
