import { escapeTerminal } from '../render/escape.js';
import { PARALLEL_FROM } from '../project/run-check.js';
import { FIRST_FEW } from '../render/summary.js';
import { grouped } from '../util/grouped.js';

export const USAGE = `Usage: handoff-gate <command> [options]

Commands:
  check [PATH...]    Validate handoff files (default PATH: .); git-ignored folders such as
                     .work/ are checked only when named (check . .work); the output ends by
                     saying what was not checked and why
  inbox [PATH...]    List the items waiting for a human
  decisions [PATH]   List every decision on the default branch's history (approve, reject,
                     answer, retry, and decisions taken outside the inbox): item, state, who,
                     when, commit; \`who\` is what each commit claims, read from git
  schema [NAME]      Print the JSON Schema of a format, or of the config file (NAME: config);
                     with --out DIR, write it to DIR (with no NAME, every one)
  rules [ID]         List every rule id with its default severity; with ID, that rule alone
                     (as text, its page, as explain prints it)
  explain ID         Print a rule's page: what it catches, where the spec says so, a file it
                     passes and one it reports, whether a comment may suppress it, its link
  mcp                Serve the checks to agents over MCP (stdio), from --root or the current folder
  lsp                Serve the checks to editors and coding agents as a language server on stdio
                     (--stdio, which clients add, changes nothing), from --root, else the
                     editor's workspace folder, else the current folder

Options:
  --format FORMAT    check: text|json|sarif|github|markdown; inbox: text|json|markdown; rules: text|json|markdown;
                     decisions: text|json|csv
  --since DATE       decisions: only those from DATE on (2026-01-31, or a time with its offset)
  --base GIT-REF     Compare with this revision for status transitions and iteration checks
  --config FILE      Config file (default: .github/handoff-gate.yml in the repository root)
  --fail-on LIST     Exit 1 on any of: error, warning, veto, reject (a comma list), or never alone
                     (default: error,veto,reject)
  --root DIR         Repository root (default: nearest folder with .git or .github/handoff-gate.yml)
  --fix              check: apply every finding's safe fix in place (only the fixed spans change:
                     comments, quoting, indentation, line ends and BOM stay), print what changed,
                     then report what remains; a fix that would add a finding is not applied
  --fix-dry-run      check: print the fixes as a diff and report what would remain; write nothing
  --stdin            check: read the file's text from stdin instead of the disk (4 MiB at most);
                     needs --stdin-filename, and no PATH
  --stdin-filename PATH  check: the path the stdin text is judged at, as if written there (its
                     format and root come from it); it need not exist; nothing is written
  --all              check: list every item of the long lists (the risk's reasons, the P1 review
                     items, the declared verdicts, the inbox; in the Markdown also the P2/P3 items,
                     and no length limit); without it, the first ${FIRST_FEW} of each and how many more
  --suppress-all     check: write every error and warning found to the suppressions file (counts
                     per file and rule); later runs report only what goes beyond them
  --suppress-rule ID check: the same for this rule only (repeatable)
  --prune-suppressions  check: lower the suppressions file's counts to what the run found, and
                     drop entries it no longer finds
  --suppressions FILE  check: the suppressions file (default: handoff-gate-suppressions.json beside
                     the config, .github/ by default); a text on stdin is judged without it
  --report-unused LEVEL  check: off|warn|error for a suppression that suppresses nothing (a stale
                     entry, a handoff-gate-disable comment; default: warn)
  --cache            check: keep each file's result between runs and reuse it while the file,
                     the config and what the file's rules read elsewhere are unchanged (the
                     report is the same); on GitHub Actions only on push, schedule and
                     workflow_dispatch events
  --cache-location PATH  check: the cache file, or a folder for it (default: .handoff-gate-cache/)
  -j, --jobs N       Threads to check with, from ${grouped(PARALLEL_FROM)} files up (default: the cores
                     available when more than 2, else 1); the report is the same whatever N is
  --color | --no-color  Colours on or off, the last one given winning over the environment;
                     without either, on when stdout is a terminal, off when NO_COLOR is set (to
                     anything), on even when piped when FORCE_COLOR is (off for FORCE_COLOR=0)
  -h, --help         Show this help
  -v, --version      Show the version

Exit status: 0 nothing at a --fail-on level, 1 something is, 2 usage or config error.
The text output's total line (the Markdown's title) says which, and why.
`;

/**
 * Usage errors as the person sees them: what was wrong, a line each (arguments are theirs, so
 * shown inert), and where to look; the full help only when asked for.
 */
export function usageErrorText(problems: readonly string[]): string {
  const lines = problems.map((problem) => `handoff-gate: ${escapeTerminal(problem)}\n`).join('');
  return `${lines}Run \`handoff-gate --help\` for the commands and options.\n`;
}
