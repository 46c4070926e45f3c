import { COMMAND_START, LEADING_BLANK, LINE_BREAKS, LONE_COLON } from '../../src/action/log-text.js';
import { ANY_TRAILER } from '../../src/publish/inbox/own-change.js';
import { COMMENT_TRAILER } from '../../src/inbox/trailers.js';
import { DECLINED } from '../../src/parse/fast-yaml.js';
import { INBOX_MARKER, MARKER_LINE } from '../../src/inbox/issue-marker.js';
import { TERMINAL_UNSAFE, URL_UNSAFE } from '../../src/render/escape.js';

/**
 * Every regular expression of src/, by file and by its text as written (a literal, or a
 * `new RegExp(...)` call), with the input that makes it work hardest: `prefix`, then `pump`
 * repeated, then `suffix` (a long run of what its quantifiers accept, then a character that
 * makes it fail). test/house/regex-linearity.test.ts proves each linear with recheck and runs it
 * on that input at two sizes. A `new RegExp(...)` names one regex it builds (`built`).
 *
 * A new regex goes here. `inside` says why one never reads outside text (it is still checked);
 * `bounded` asks for the automaton proof with room for its `{n,m}` counts.
 */
export interface RegexEntry {
  file: string;
  code: string;
  built?: RegExp;
  worst: { prefix?: string; pump: string; suffix: string };
  inside?: string;
  bounded?: true;
  /** Known to be super-linear, with why: reported by the test, not proved. To be rewritten. */
  superlinear?: string;
}

export const REGEXES: RegexEntry[] = [
  // src/action/config-source.ts
  { file: 'src/action/config-source.ts', code: '/\\\\/g', worst: { pump: 'a', suffix: '\u0000' } },
  { file: 'src/action/config-source.ts', code: '/^\\.\\//', worst: { pump: 'a', suffix: '\u0000' } },

  // src/action/context.ts
  {
    file: 'src/action/context.ts',
    code: '/^(?:[0-9a-f]{40}|[0-9a-f]{64})$/',
    worst: { pump: '0', suffix: 'x' },
    bounded: true,
  },
  {
    file: 'src/action/context.ts',
    code: '/^[A-Za-z0-9][A-Za-z0-9-]{0,38}\\/[A-Za-z0-9._-]{1,100}$/',
    worst: { prefix: 'a', pump: '-', suffix: '\u0000' },
    bounded: true,
  },
  {
    file: 'src/action/context.ts',
    code: '/^[A-Za-z0-9._-][A-Za-z0-9._/-]{0,199}$/',
    worst: { prefix: 'a', pump: '/', suffix: '\u0000' },
    bounded: true,
  },

  // src/lib/in-root.ts
  { file: 'src/lib/in-root.ts', code: '/[\\\\/]/', worst: { pump: 'a', suffix: '\u0000' } },

  // src/publish/inbox/apply.ts
  {
    file: 'src/publish/inbox/apply.ts',
    code: "new RegExp(`^${COMMENT_TRAILER}: ${commentId}$`, 'm')",
    built: new RegExp(`^${COMMENT_TRAILER}: 123456789$`, 'm'),
    worst: { prefix: `${COMMENT_TRAILER}: `, pump: '1', suffix: '\n' },
  },
  { file: 'src/publish/inbox/apply.ts', code: '/[^A-Za-z0-9._-]+/g', worst: { pump: ' ', suffix: 'x' } },
  {
    file: 'src/publish/inbox/apply.ts',
    code: '/^Approved-by: [A-Za-z0-9-]+(?:\\nApproved-by: [A-Za-z0-9-]+)*$/',
    inside: "the bot's own commit message",
    worst: { prefix: 'Approved-by: a', pump: '\nApproved-by: a', suffix: '\n' },
  },

  // src/action/inputs.ts
  { file: 'src/action/inputs.ts', code: '/ /g', worst: { pump: 'a', suffix: '\u0000' } },

  // src/action/io.ts
  { file: 'src/action/io.ts', code: '/%/g', worst: { pump: 'a', suffix: '\u0000' } },
  { file: 'src/action/io.ts', code: '/\\r/g', worst: { pump: 'a', suffix: '\u0000' } },
  { file: 'src/action/io.ts', code: '/\\n/g', worst: { pump: 'a', suffix: '\u0000' } },

  // src/action/log-text.ts
  {
    file: 'src/action/log-text.ts',
    code: '/\\r\\n|[\\n\\r\\u000b\\u000c\\u0085\\u2028\\u2029]/',
    worst: { pump: 'a', suffix: '\u0000' },
  },
  {
    file: 'src/action/log-text.ts',
    code: "new RegExp(LINE_BREAK.source, 'g')",
    built: LINE_BREAKS,
    worst: { pump: 'a', suffix: '\r' },
  },
  {
    file: 'src/action/log-text.ts',
    code: 'new RegExp(`^(${LEADING_BLANK})::`)',
    built: COMMAND_START,
    worst: { pump: ' ', suffix: ':' },
  },
  {
    file: 'src/action/log-text.ts',
    code: 'new RegExp(`^(${LEADING_BLANK}):$`)',
    built: LONE_COLON,
    worst: { pump: ' ', suffix: '::' },
  },
  { file: 'src/action/log-text.ts', code: '/##\\[/g', worst: { pump: 'a', suffix: '\u0000' } },
  {
    file: 'src/action/log-text.ts',
    code: 'new RegExp(`^${LEADING_BLANK}$`)',
    built: new RegExp(`^${LEADING_BLANK}$`),
    worst: { pump: '\u200b', suffix: 'x' },
  },
  { file: 'src/action/log-text.ts', code: '/##$/', worst: { pump: 'a', suffix: '\u0000' } },
  { file: 'src/action/log-text.ts', code: '/#$/', worst: { pump: 'a', suffix: '\u0000' } },

  // src/formats/envelope/gate-decision.ts
  {
    file: 'src/formats/envelope/gate-decision.ts',
    code: '/^\\s*\\d{1,9}\\s*$/',
    worst: { pump: ' ', suffix: 'x' },
    bounded: true,
  },

  // src/publish/inbox/earlier-versions.ts
  { file: 'src/publish/inbox/earlier-versions.ts', code: '/\\.(ya?ml)$/i', worst: { pump: '.y', suffix: 'x' } },

  // src/io/git.ts
  { file: 'src/io/git.ts', code: '/[\\\\*?[]/g', worst: { pump: 'a', suffix: '\u0000' } },

  // src/config/schema.ts (extends, locked)
  {
    file: 'src/config/schema.ts',
    code: '/^[A-Za-z0-9][A-Za-z0-9-]{0,38}\\/[A-Za-z0-9._-]{1,100}\\/[A-Za-z0-9._/-]{1,400}@[A-Za-z0-9._/-]{1,255}$/',
    worst: { prefix: 'a/b/', pump: '/', suffix: '\u0000' },
    bounded: true,
  },
  {
    file: 'src/config/schema.ts',
    code: '/^[a-z-]{1,40}(?:\\.[a-z-]{1,40})?$/',
    worst: { pump: 'a', suffix: '\u0000' },
    bounded: true,
  },

  // src/inbox/trailers.ts
  {
    file: 'src/inbox/trailers.ts',
    code: '/^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})$/',
    worst: { prefix: 'a', pump: '-', suffix: '!' },
    bounded: true,
  },

  // src/inbox/decision-log.ts
  {
    file: 'src/inbox/decision-log.ts',
    code: '/^[1-9][0-9]{0,15}$/',
    worst: { prefix: '1', pump: '0', suffix: 'x' },
    bounded: true,
  },
  {
    file: 'src/inbox/decision-log.ts',
    code: '/^[0-9]{1,10}$/',
    worst: { pump: '0', suffix: 'x' },
    bounded: true,
  },
  {
    file: 'src/inbox/decision-log.ts',
    code: '/^[0-9]{4}-[0-9]{2}-[0-9]{2}(?:T[0-9]{2}:[0-9]{2}(?::[0-9]{2})?(?:Z|[+-][0-9]{2}:[0-9]{2}))?$/',
    worst: { prefix: '2026-01-01T00:00', pump: '0', suffix: 'x' },
    bounded: true,
  },

  // src/cli/decision-output.ts
  { file: 'src/cli/decision-output.ts', code: '/^[=+\\-@\\t\\r]/', worst: { pump: 'a', suffix: '\u0000' } },
  { file: 'src/cli/decision-output.ts', code: '/[",\\n]/', worst: { pump: 'a', suffix: '\u0000' } },
  { file: 'src/cli/decision-output.ts', code: '/\\r\\n?/g', worst: { pump: '\r', suffix: 'x' } },

  // src/publish/inbox/own-change.ts
  {
    file: 'src/publish/inbox/own-change.ts',
    code: '/^[1-9][0-9]{0,15}$/',
    worst: { prefix: '1', pump: '0', suffix: 'x' },
    bounded: true,
  },
  {
    file: 'src/publish/inbox/own-change.ts',
    code: "new RegExp(`^${COMMENT_TRAILER}: \\\\d+$`, 'm')",
    built: ANY_TRAILER,
    worst: { prefix: `${COMMENT_TRAILER}: `, pump: '1', suffix: 'x' },
  },

  // src/publish/gate/comment.ts
  { file: 'src/publish/gate/comment.ts', code: '/\\r\\n/g', worst: { pump: 'a', suffix: '\u0000' } },

  // src/action/scope.ts
  { file: 'src/action/scope.ts', code: '/^0+$/', worst: { pump: '0', suffix: '\u0000' } },
  {
    file: 'src/action/scope.ts',
    code: '/(^|\\/)node_modules\\//',
    worst: { pump: '/node_module', suffix: 's' },
  },

  // src/util/short-sha.ts
  { file: 'src/util/short-sha.ts', code: '/^[0-9a-f]{7,64}$/i', worst: { pump: 'a', suffix: '\u0000' } },

  // src/cli/listings.ts
  { file: 'src/cli/listings.ts', code: '/\\|/g', worst: { pump: 'a', suffix: '\u0000' } },
  { file: 'src/cli/listings.ts', code: '/\\s+/g', worst: { pump: ' ', suffix: '\u0000' } },

  // src/cli/options.ts
  { file: 'src/cli/options.ts', code: '/^[0-9]+$/', worst: { pump: '0', suffix: '\u0000' } },

  // src/project/root-reports.ts
  {
    file: 'src/project/root-reports.ts',
    code: '/(?:^|\\/)\\.\\.?(?:\\/|$)|\\/\\/|\\/$|^$/',
    worst: { pump: 'a', suffix: '\u0000' },
  },

  // src/project/skipped.ts
  { file: 'src/project/skipped.ts', code: '/\\/$/', worst: { pump: 'a', suffix: '\u0000' } },
  { file: 'src/project/skipped.ts', code: '/^[\\w./@%+=:,-]+$/', worst: { pump: 'a', suffix: '\u0000' } },
  { file: 'src/project/skipped.ts', code: "/'/g", worst: { pump: 'a', suffix: '\u0000' } },

  // src/config/duration.ts
  {
    file: 'src/config/duration.ts',
    code: '/^([1-9][0-9]{0,4})([hdw])$/',
    worst: { pump: '9', suffix: 'x' },
    bounded: true,
  },

  // src/config/schema.ts
  { file: 'src/config/schema.ts', code: '/^[a-z-]+\\/[a-z_-]+$/', worst: { pump: 'a', suffix: '\u0000' } },
  {
    file: 'src/config/schema.ts',
    code: '/^@?[A-Za-z0-9][A-Za-z0-9-]{0,38}\\/[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/',
    worst: { prefix: '@a', pump: '-', suffix: '\u0000' },
    bounded: true,
  },
  {
    file: 'src/config/schema.ts',
    code: '/^@?[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})$|^@?[A-Za-z0-9-]{1,39}\\[bot\\]$/',
    worst: { prefix: '@', pump: 'a', suffix: '[bot' },
    bounded: true,
  },

  // src/gate/chain.ts
  { file: 'src/gate/chain.ts', code: '/\\s+/g', worst: { pump: ' ', suffix: '\u0000' } },
  { file: 'src/gate/chain.ts', code: '/[\\s-]+/g', worst: { pump: ' ', suffix: '\u0000' } },

  // src/rules/shared/angle-placeholder.ts
  // src/rules/shared/no-words.ts
  { file: 'src/rules/shared/no-words.ts', code: '/[\\p{L}\\p{N}]/u', worst: { pump: '.', suffix: '\u0000' } },
  { file: 'src/rules/shared/no-words.ts', code: '/[\\s_-]+/', worst: { prefix: 'a', pump: ' ', suffix: '\u0000' } },

  // src/lsp/actions.ts
  { file: 'src/lsp/actions.ts', code: '/[$}\\\\]/g', worst: { pump: 'a', suffix: '\u0000' } },

  // src/formats/message/answers.ts
  { file: 'src/formats/message/answers.ts', code: '/\\.[^.]+$/', worst: { pump: '.a', suffix: '.' } },

  { file: 'src/rules/shared/angle-placeholder.ts', code: '/<([^<>\\n]{1,40})>/g', worst: { pump: ' ', suffix: '\n' } },
  {
    file: 'src/rules/shared/angle-placeholder.ts',
    code: '/^[\\p{L}\\p{N}_]/u',
    worst: { pump: 'a', suffix: '\u0000' },
  },
  {
    file: 'src/rules/shared/angle-placeholder.ts',
    code: '/^[A-Za-z][A-Za-z0-9+.-]{1,31}:\\/\\/[^\\s<>]*$|^(?:mailto|tel|urn|news|xmpp|sms|data):[^\\s<>]+$|^[^\\s@<>]+@[^\\s@<>]+$/i',
    worst: { pump: 'a', suffix: '\u0000' },
  },
  { file: 'src/rules/shared/angle-placeholder.ts', code: '/[\\p{L}\\p{N}_]/u', worst: { pump: 'a', suffix: '\u0000' } },
  { file: 'src/rules/shared/angle-placeholder.ts', code: '/[<>\\n]/', worst: { pump: 'a', suffix: '\u0000' } },
  { file: 'src/rules/shared/angle-placeholder.ts', code: '/\\s/', worst: { pump: 'a', suffix: '\u0000' } },
  {
    file: 'src/rules/shared/angle-placeholder.ts',
    code: '/^ {0,3}(`{3,}|~{3,})/',
    worst: { pump: ' ', suffix: '\u0000' },
  },
  {
    file: 'src/rules/shared/angle-placeholder.ts',
    code: '/^(?:[ \\t]*>)*[ \\t]*(?:#{1,6}[ \\t]+|(?:[-*+]|\\d{1,9}[.)])[ \\t]+(?:\\[[ xX]\\][ \\t]+)?)?$/',
    worst: { pump: ' ', suffix: '\u0000' },
  },
  {
    file: 'src/rules/shared/angle-placeholder.ts',
    code: '/[ \\t]*(?:$|[|:：]|\\][ \\t]*$|[（(][^（()）\\n]*[)）][ \\t]*$)/y',
    worst: { pump: ' ', suffix: '\u0000' },
  },

  // src/rules/shared/code-spans.ts
  { file: 'src/rules/shared/code-spans.ts', code: '/`+/g', worst: { pump: '`', suffix: '\u0000' } },

  // src/rules/shared/repo-path.ts
  {
    file: 'src/rules/shared/repo-path.ts',
    code: '/^([a-zA-Z]:[\\\\/]|[\\\\/]|~[\\\\/]?)/',
    worst: { pump: 'a', suffix: '\u0000' },
  },
  {
    file: 'src/rules/shared/repo-path.ts',
    code: '/^[a-z][a-z0-9+.-]*:\\/\\//i',
    worst: { pump: 'a', suffix: '\u0000' },
  },
  { file: 'src/rules/shared/repo-path.ts', code: '/[\\\\/]+/', worst: { pump: '/', suffix: '\u0000' } },
  { file: 'src/rules/shared/repo-path.ts', code: '/[\\\\/]+/', worst: { pump: '/', suffix: '\u0000' } },
  { file: 'src/rules/shared/repo-path.ts', code: '/[*?[\\]{}]/', worst: { pump: 'a', suffix: '\u0000' } },

  // src/rules/shared/template-leftover.ts
  {
    file: 'src/rules/shared/template-leftover.ts',
    code: '/^\\s*[\\w.:#/-]+(?:\\s+\\|\\s+[\\w.:#/-]+)+\\s*$/',
    worst: { pump: ' ', suffix: '\u0000' },
  },
  {
    file: 'src/rules/shared/template-leftover.ts',
    code: '/\\{[^{}\\s"\':,]{1,40}\\}/',
    worst: { prefix: '{', pump: 'a', suffix: '\u2028' },
  },
  {
    file: 'src/rules/shared/template-leftover.ts',
    code: '/^(string|number|integer|int|boolean|bool|object|array|list|null|date|datetime|timestamp|float)(\\s*\\(.*\\))?$/i',
    worst: { pump: ' ', suffix: '\u0000' },
  },
  {
    file: 'src/rules/shared/template-leftover.ts',
    code: '/^\\s*ISO[ -]?8601\\b/i',
    worst: { pump: ' ', suffix: '\u0000' },
  },
  { file: 'src/rules/shared/template-leftover.ts', code: '/YYYY-MM-DD/', worst: { pump: 'a', suffix: '\u0000' } },
  {
    file: 'src/rules/shared/template-leftover.ts',
    code: '/^\\s*(\\.\\.\\.|…)\\s*$/',
    worst: { pump: ' ', suffix: '\u0000' },
  },
  {
    file: 'src/rules/shared/template-leftover.ts',
    code: '/[|{<…]|\\.\\.\\.|YYYY|8601/',
    worst: { pump: 'a', suffix: '\u0000' },
  },
  {
    file: 'src/rules/shared/template-leftover.ts',
    code: '/^(?:string|number|integer|int|boolean|bool|object|array|list|null|date|datetime|timestamp|float)\\b/i',
    worst: { pump: 'a', suffix: '\u0000' },
  },

  // src/rules/shared/timestamp-reading.ts
  {
    file: 'src/rules/shared/timestamp-reading.ts',
    code: '/^(\\d{4})-(\\d{2})-(\\d{2})[Tt ](\\d{2}):(\\d{2})(?::(\\d{2})(?:\\.\\d+)?)?([Zz]|[+-]\\d{2}:?\\d{2})$/',
    worst: { pump: '0', suffix: '\u0000' },
  },
  {
    file: 'src/rules/shared/timestamp-reading.ts',
    code: '/^\\d{4}-\\d{2}-\\d{2}[Tt ]\\d{2}:\\d{2}(:\\d{2}(\\.\\d+)?)?$/',
    worst: { pump: '0', suffix: '\u0000' },
  },
  {
    file: 'src/rules/shared/timestamp-reading.ts',
    code: '/^(\\d{4})([-/.]?)(\\d{2})\\2(\\d{2})([Tt ])(\\d{2})(:?)(\\d{2})(?:\\7(\\d{2})(\\.\\d+)?)?(?: ?([Zz]|[+-]\\d{2}:?\\d{2}))?$/',
    worst: { pump: '0', suffix: '\u0000' },
  },

  // src/util/did-you-mean.ts
  { file: 'src/util/did-you-mean.ts', code: '/[-_\\s]/g', worst: { pump: 'a', suffix: '\u0000' } },

  // src/diff/lines.ts
  {
    file: 'src/diff/lines.ts',
    code: '/^@@ -(\\d+)(?:,(\\d+))? \\+(\\d+)(?:,(\\d+))? @@/',
    worst: { pump: '0', suffix: '\u0000' },
  },
  { file: 'src/diff/lines.ts', code: '/\\r$/', worst: { pump: 'a', suffix: '\u0000' } },

  // src/parse/core-scalar.ts
  { file: 'src/parse/core-scalar.ts', code: '/^(?:~|[Nn]ull|NULL)?$/', worst: { pump: 'a', suffix: '\u0000' } },
  {
    file: 'src/parse/core-scalar.ts',
    code: '/^(?:[Tt]rue|TRUE|[Ff]alse|FALSE)$/',
    worst: { pump: 'a', suffix: '\u0000' },
  },
  { file: 'src/parse/core-scalar.ts', code: '/^0o[0-7]+$/', worst: { pump: '0', suffix: '\u0000' } },
  { file: 'src/parse/core-scalar.ts', code: '/^[-+]?[0-9]+$/', worst: { pump: '0', suffix: '\u0000' } },
  {
    file: 'src/parse/core-scalar.ts',
    code: '/^0x[0-9a-fA-F]+$/',
    worst: { prefix: '0x', pump: 'a', suffix: '\u0000' },
  },
  {
    file: 'src/parse/core-scalar.ts',
    code: '/^(?:[-+]?\\.(?:inf|Inf|INF)|\\.nan|\\.NaN|\\.NAN)$/',
    worst: { pump: 'a', suffix: '\u0000' },
  },
  {
    file: 'src/parse/core-scalar.ts',
    code: '/^[-+]?(?:\\.[0-9]+|[0-9]+(?:\\.[0-9]*)?)[eE][-+]?[0-9]+$/',
    worst: { pump: '0', suffix: '\u0000' },
  },
  {
    file: 'src/parse/core-scalar.ts',
    code: '/^[-+]?(?:\\.[0-9]+|[0-9]+\\.[0-9]*)$/',
    worst: { pump: '0', suffix: '\u0000' },
  },

  // src/parse/document-start.ts
  {
    file: 'src/parse/document-start.ts',
    code: '/^---(?:[ ]+(?:#.*)?)?\\r?$/',
    worst: { pump: ' ', suffix: '\u0000' },
  },

  // src/parse/duplicates.ts
  {
    file: 'src/parse/duplicates.ts',
    code: '/[\\p{Cc}\\u2028\\u2029]/u',
    worst: { pump: 'a', suffix: '\u0000' },
  },

  // src/parse/fast-json.ts
  { file: 'src/parse/fast-json.ts', code: '/["[\\]{}]/g', worst: { pump: 'a', suffix: '\u0000' } },

  // src/parse/fast-locate.ts
  {
    file: 'src/parse/fast-locate.ts',
    code: '/(?:[^\\s"\'#,[\\]{}&*!|>%@`?:-][^,[\\]{}#:]*|-[^\\s,[\\]{}#:][^,[\\]{}#:]*|(?:"[^"\\\\]*"|\'[^\']*\') *)(?=[,\\]}])/y',
    worst: { pump: ' ', suffix: '' },
  },
  {
    file: 'src/parse/fast-locate.ts',
    code: '/(?:([^\\s"\'#,[\\]{}&*!|>%@`?:-](?:[^,[\\]{}#: ]| +[^,[\\]{}#: ])*)|"([^"\\\\]*)"|\'([^\']*)\') *: +/y',
    worst: { pump: ' ', suffix: '\u0000' },
  },

  // src/parse/fast-yaml.ts
  {
    file: 'src/parse/fast-yaml.ts',
    code: "new RegExp( [ '[\\\\t\\\\u0085\\\\u2028\\\\u2029\\\\ufeff]|\\\\r(?!\\\\n)', '^(?:---|\\\\.\\\\.\\\\.|%|[ ]*-[ ]+-(?:[ ]|$)|[ ]*-[ \\\\r]*(?:#.*)?$)', `[&*](?<=${AT_NODE}[&*])[^\\\\s\\\\[\\\\]{},]`, `!(?<=${AT_NODE}!)`, `\\\\?(?<=${AT_NODE}\\\\?)(?:\\\\s|:|$)`, `<(?<=${AT_NODE}<)<(?:\\\\s|:|$)`, `(?:~|null|Null|NULL)(?<=${AT_NODE}(?:~|null|Null|NULL))[ ]*(?::(?:[\\\\s\\\\[\\\\]{},]|$)|[,\\\\]}])`, `:(?<=${AT_NODE}:)(?:[\\\\s\\\\[\\\\]{},]|$)`, // A quote with no closing quote later on its line (escapes and `''` pairs skipped). `\"(?<=${AT_NODE}\")(?![^\"\\\\\\\\\\\\n]*(?:\\\\\\\\.[^\"\\\\\\\\\\\\n]*)*\")`, `'(?<=${AT_NODE}')(?![^'\\\\n]*(?:''[^'\\\\n]*)*'(?!'))`, '[\\\\[{](?:[^\\\\[\\\\]{}\\\\n]*$|[^\\\\]}\\\\n]*[\\\\[{])', '[\"\\'\\\\]}]#', '[\\\\]}][ ]*:(?:[\\\\s\\\\[\\\\]{},]|$)', ].join('|'), 'gm', )",
    built: DECLINED,
    worst: { prefix: 'a: 1\n', pump: '#:\n', suffix: '' },
  },
  { file: 'src/parse/fast-yaml.ts', code: '/:(?: |$)/', worst: { pump: ':a', suffix: '\u0000' } },

  // src/parse/json-syntax.ts
  { file: 'src/parse/json-syntax.ts', code: '/[^\\s,:[\\]{}"\']+/y', worst: { pump: 'a', suffix: '\u2028' } },
  {
    file: 'src/parse/json-syntax.ts',
    code: '/-?(?:0|[1-9][0-9]*)(?:\\.[0-9]+)?(?:[eE][-+]?[0-9]+)?/y',
    worst: { pump: '0', suffix: '\u0000' },
  },
  { file: 'src/parse/json-syntax.ts', code: '/^[0-9a-fA-F]{4}$/', worst: { pump: 'a', suffix: '\u0000' } },
  {
    file: 'src/parse/json-syntax.ts',
    code: '/[\\u0000-\\u001f\\u007f`]/g',
    worst: { pump: 'a', suffix: '\u0000' },
  },
  { file: 'src/parse/json-syntax.ts', code: '/\\S+/y', worst: { pump: 'a', suffix: '\u2028' } },
  { file: 'src/parse/json-syntax.ts', code: '/^[\\p{L}\\p{N}_$.-]/u', worst: { pump: 'a', suffix: '\u0000' } },
  { file: 'src/parse/json-syntax.ts', code: '/^-?0[0-9]/', worst: { pump: 'a', suffix: '\u0000' } },
  { file: 'src/parse/json-syntax.ts', code: '/^-?\\./', worst: { pump: 'a', suffix: '\u0000' } },
  { file: 'src/parse/json-syntax.ts', code: '/\\.(?![0-9])/', worst: { pump: 'a', suffix: '\u0000' } },
  { file: 'src/parse/json-syntax.ts', code: '/^-?0x/i', worst: { pump: 'a', suffix: '\u0000' } },

  // src/parse/markdown-doc.ts
  {
    file: 'src/parse/markdown-doc.ts',
    code: '/^---[ \\t]*\\r?\\n/',
    worst: { prefix: '---', pump: ' ', suffix: '\u0000' },
  },
  {
    file: 'src/parse/markdown-doc.ts',
    code: '/^(?:---|\\.\\.\\.)[ \\t]*\\r?$/m',
    worst: { pump: ' ', suffix: '\u0000' },
  },

  // src/project/result-cache.ts
  { file: 'src/project/result-cache.ts', code: '/[/\\\\]$/', worst: { pump: 'a', suffix: '\u0000' } },
  { file: 'src/project/result-cache.ts', code: '/^[a-z_]{1,40}$/', worst: { pump: 'a', suffix: '\u0000' } },

  // src/parse/simple-yaml.ts
  {
    file: 'src/parse/simple-yaml.ts',
    code: '/[\\t\\x85\\u2028\\u2029\\ufeff]/',
    worst: { pump: 'a', suffix: '\u0000' },
  },
  {
    file: 'src/parse/simple-yaml.ts',
    code: '/[\\\\]|^(?:0|[1-9][0-9]*)$/',
    worst: { pump: '0', suffix: '\u0000' },
  },

  // src/parse/simple-yaml-scalars.ts
  {
    file: 'src/parse/simple-yaml-scalars.ts',
    code: '/^[A-Za-z0-9_$][\\w$ ./()@+-]*$/',
    worst: { pump: ' ', suffix: '\u0000' },
  },
  { file: 'src/parse/simple-yaml-scalars.ts', code: '/^[0-9a-fA-F]+$/', worst: { pump: 'a', suffix: '\u0000' } },

  // src/parse/yaml-edit.ts
  { file: 'src/parse/yaml-edit.ts', code: '/excessive/i', worst: { pump: 'a', suffix: '\u0000' } },
  { file: 'src/parse/yaml-edit.ts', code: '/\\n$/', worst: { pump: 'a', suffix: '\u0000' } },

  // src/parse/yaml-scalar.ts
  {
    file: 'src/parse/yaml-scalar.ts',
    code: '/[\\u0000-\\u0008\\u000b-\\u001f\\u007f-\\u009f\\u2028\\u2029\\ufeff\\ufffe\\uffff\\u061c\\u200e\\u200f\\u202a-\\u202e\\u2066-\\u2069]|[\\ud800-\\udbff](?![\\udc00-\\udfff])|(?<![\\ud800-\\udbff])[\\udc00-\\udfff]/',
    worst: { pump: 'a', suffix: '\u0000' },
  },
  { file: 'src/parse/yaml-scalar.ts', code: "/'/g", worst: { pump: 'a', suffix: '\u0000' } },
  {
    file: 'src/parse/yaml-scalar.ts',
    code: '/[\\u007f-\\u009f\\u2028\\u2029\\ufeff\\ufffe\\uffff\\u061c\\u200e\\u200f\\u202a-\\u202e\\u2066-\\u2069]/g',
    worst: { pump: 'a', suffix: '\u0000' },
  },
  {
    file: 'src/parse/yaml-scalar.ts',
    code: '/^[A-Za-z0-9_][\\w.:/+@~-]*$/',
    worst: { pump: 'a', suffix: '\u0000' },
  },
  { file: 'src/parse/yaml-scalar.ts', code: '/:$/', worst: { pump: 'a', suffix: '\u0000' } },
  { file: 'src/parse/yaml-scalar.ts', code: '/^\\S/', worst: { pump: 'a', suffix: '\u0000' } },

  // src/detect/empty-file.ts
  {
    file: 'src/detect/empty-file.ts',
    code: '/\\s+|#[^\\n]*|(?<=^|\\n)(?:---|\\.\\.\\.)(?=[ \\t]|\\r?\\n|$)/y',
    worst: { pump: ' ', suffix: '\u0000' },
  },
  {
    file: 'src/detect/empty-file.ts',
    code: '/\\s+|\\/\\/[^\\n]*|\\/\\*[\\s\\S]*?\\*\\//y',
    worst: { pump: ' ', suffix: '\u0000' },
  },
  { file: 'src/detect/empty-file.ts', code: '/\\s+|<!--[\\s\\S]*?-->/y', worst: { pump: ' ', suffix: '\u0000' } },
  { file: 'src/detect/empty-file.ts', code: '/[ \\t\\r]+|\\n|#[^\\n]*/y', worst: { pump: ' ', suffix: '\u0000' } },
  {
    file: 'src/detect/empty-file.ts',
    code: '/^---[ \\t]*\\r?\\n/',
    worst: { prefix: '---', pump: ' ', suffix: '\u0000' },
  },
  {
    file: 'src/detect/empty-file.ts',
    code: '/---[ \\t]*(?:\\r?\\n|$)/y',
    worst: { prefix: '---', pump: ' ', suffix: '\u0000' },
  },

  // src/core/enum-reading.ts
  { file: 'src/core/enum-reading.ts', code: '/[A-Z]/g', worst: { pump: 'a', suffix: '\u0000' } },

  // src/engine/run-format.ts
  { file: 'src/engine/run-format.ts', code: '/^[-+]?[0-9][0-9_.eE+-]*/', worst: { pump: '0', suffix: '\u0000' } },
  { file: 'src/engine/run-format.ts', code: '/\\.\\[/g', worst: { pump: '.', suffix: '\u0000' } },

  // src/core/fix.ts
  {
    file: 'src/core/fix.ts',
    code: '/["\'\\\\\\u0000-\\u001f\\u007f\\u0085\\u2028\\u2029]/',
    worst: { pump: 'a', suffix: '\u0000' },
  },
  {
    file: 'src/core/fix.ts',
    code: '/^[A-Za-z0-9_](?:[A-Za-z0-9_./+:-]| (?=[A-Za-z0-9_./+-]))*$/',
    worst: { pump: 'a', suffix: '\u0000' },
  },
  { file: 'src/core/fix.ts', code: '/^[ \\t]*(?:#.*|:.*|[,\\]}].*)?$/', worst: { pump: ' ', suffix: '\u0000' } },
  { file: 'src/core/fix.ts', code: '/\\r$/', worst: { pump: 'a', suffix: '\u0000' } },
  { file: 'src/core/fix.ts', code: '/[\\r\\n]/', worst: { pump: 'a', suffix: '\u0000' } },
  { file: 'src/core/fix.ts', code: '/[\\r\\n]/', worst: { pump: 'a', suffix: '\u0000' } },

  // src/inbox/keys.ts
  {
    file: 'src/inbox/keys.ts',
    code: '/[%#\\u0000-\\u001f\\u007f-\\u009f\\u2028\\u2029]/g',
    worst: { pump: 'a', suffix: '\u0000' },
  },
  {
    file: 'src/inbox/keys.ts',
    code: '/[%#/\\u0000-\\u001f\\u007f-\\u009f\\u2028\\u2029]/g',
    worst: { pump: 'a', suffix: '\u0000' },
  },

  // src/util/values.ts
  { file: 'src/util/values.ts', code: '/\\s+/g', worst: { pump: ' ', suffix: '\u0000' } },
  { file: 'src/util/values.ts', code: '/\\s+/g', worst: { pump: ' ', suffix: '\u0000' } },
  { file: 'src/util/values.ts', code: '/`/g', worst: { pump: 'a', suffix: '\u0000' } },
  { file: 'src/util/values.ts', code: '/^[aeiou]/i', worst: { pump: 'a', suffix: '\u0000' } },

  // src/formats/envelope/index.ts
  { file: 'src/formats/envelope/index.ts', code: '/agent_id["\']?\\s*:/', worst: { pump: ' ', suffix: '\u0000' } },
  { file: 'src/formats/envelope/index.ts', code: '/kind|agent[\\s_-]*id/i', worst: { pump: ' ', suffix: '\u0000' } },

  // src/formats/envelope/schema.ts
  {
    file: 'src/formats/envelope/schema.ts',
    code: '/^[^\\s:#]+(?::[^\\s:#]+)+(?:#[^\\s#]+)?$/',
    worst: { pump: 'a', suffix: '\u2028' },
  },

  // src/formats/envelope/rules/next-mismatch.ts
  { file: 'src/formats/envelope/rules/next-mismatch.ts', code: '/^[aeiou]/i', worst: { pump: 'a', suffix: '\u0000' } },

  // src/formats/envelope/rules/status-requires.ts
  { file: 'src/formats/envelope/rules/status-requires.ts', code: '/_/g', worst: { pump: 'a', suffix: '\u0000' } },

  // src/formats/handoff/rules/from-agent-mismatch.ts
  {
    file: 'src/formats/handoff/rules/from-agent-mismatch.ts',
    code: '/^handoff-(.+)\\.json$/',
    worst: { pump: ' ', suffix: '\u2028' },
  },

  // src/formats/handoff/parse-location.ts
  {
    file: 'src/formats/handoff/parse-location.ts',
    code: '/^(.+?):(\\d+)(?::\\d+)?$/',
    worst: { pump: ' ', suffix: '\u2028' },
  },

  // src/formats/index.ts
  { file: 'src/formats/index.ts', code: '/^spec (\\d+)/', worst: { pump: '0', suffix: '\u0000' } },

  // src/formats/intent/inbox.ts
  { file: 'src/formats/intent/inbox.ts', code: '/^\\/[a-z-]+/', worst: { prefix: '/', pump: 'a', suffix: '\u0000' } },

  // src/formats/intent/kinds/observations/rules/evidence-not-found.ts
  {
    file: 'src/formats/intent/kinds/observations/rules/evidence-not-found.ts',
    code: '/(?::\\d+(?:[-:]\\d+)?|#L\\d+(?:-L?\\d+)?)$/',
    worst: { pump: '0', suffix: '\u0000' },
  },

  // src/formats/intent/named-by-pull-request.ts
  {
    file: 'src/formats/intent/named-by-pull-request.ts',
    code: '/^\\s*(?:[-*]\\s*)?intent\\s*:\\s*`?([a-z0-9][a-z0-9-]*)`?\\s*$/i',
    worst: { pump: ' ', suffix: '\u0000' },
  },
  {
    file: 'src/formats/intent/named-by-pull-request.ts',
    code: '/[\\n\\r\\u2028\\u2029]/',
    worst: { pump: 'a', suffix: '\u0000' },
  },
  {
    file: 'src/formats/intent/named-by-pull-request.ts',
    code: '/\\/([a-z0-9][a-z0-9-]*)$/i',
    worst: { pump: 'a', suffix: '\u0000' },
  },
  { file: 'src/formats/intent/named-by-pull-request.ts', code: '/\\.ya?ml$/', worst: { pump: 'a', suffix: '\u0000' } },

  // src/formats/intent/rules/id-not-slug.ts
  {
    file: 'src/formats/intent/rules/id-not-slug.ts',
    code: '/[\\s~^:?*[\\\\\\u0000-\\u001f\\u007f]|\\.\\.|@\\{|^[-.]|\\.lock$|\\.$/',
    worst: { pump: 'a', suffix: '\u0000' },
  },

  // src/formats/intent/values.ts
  {
    file: 'src/formats/intent/values.ts',
    code: '/^[a-z0-9]+(?:-[a-z0-9]+)*$/',
    worst: { pump: 'a', suffix: '\u0000' },
  },
  { file: 'src/formats/intent/values.ts', code: '/[^a-z0-9]+/g', worst: { pump: ' ', suffix: 'x' } },
  { file: 'src/formats/intent/values.ts', code: '/^-|-$/g', worst: { pump: 'a', suffix: '\u0000' } },
  { file: 'src/formats/intent/values.ts', code: '/\\p{M}+/gu', worst: { pump: '\u0301', suffix: 'a' } },
  { file: 'src/formats/intent/values.ts', code: '/[^\\u0000-\\u007f]/', worst: { pump: 'a', suffix: '\u0000' } },
  { file: 'src/formats/intent/values.ts', code: '/[^\\p{L}\\p{N}]+/gu', worst: { pump: ' ', suffix: 'x' } },

  // src/formats/message/rules/answer-direction.ts
  {
    file: 'src/formats/message/rules/answer-direction.ts',
    code: '/\\.[^.]+$/',
    worst: { prefix: '.', pump: ' ', suffix: '' },
  },

  // src/formats/message/rules/body-placeholder.ts
  {
    file: 'src/formats/message/rules/body-placeholder.ts',
    code: '/\\$\\{[^}\\n]{0,80}\\}|\\{[^{}\\s"\':,]{1,40}\\}/g',
    worst: { prefix: '${', pump: ' ', suffix: '\n' },
    bounded: true,
  },

  // src/formats/message/body.ts
  { file: 'src/formats/message/body.ts', code: '/^ {0,3}(`{3,}|~{3,})/', worst: { pump: ' ', suffix: '\u0000' } },
  { file: 'src/formats/message/body.ts', code: '/^ {0,3}(#{1,6})[ \\t]/', worst: { pump: ' ', suffix: '\u0000' } },
  { file: 'src/formats/message/body.ts', code: '/[\\n\\r\\u2028\\u2029]/', worst: { pump: 'a', suffix: '\u0000' } },
  {
    file: 'src/formats/message/body.ts',
    code: '/^(要件|指示|タスク|報告|質問|回答|Requirement|Instruction|Task|Report|Question|Answer)\\s*[:：]\\s*/i',
    worst: { pump: ' ', suffix: '\u0000' },
  },
  { file: 'src/formats/message/body.ts', code: '/\\(あれば\\)/g', worst: { pump: 'a', suffix: '\u0000' } },
  { file: 'src/formats/message/body.ts', code: '/^\\d+[.)]\\s*/', worst: { pump: '0', suffix: '\u0000' } },
  { file: 'src/formats/message/body.ts', code: '/[\\s:：]+/g', worst: { pump: ' ', suffix: '\u0000' } },

  // src/formats/message/bracket-header.ts
  {
    file: 'src/formats/message/bracket-header.ts',
    code: '/^([A-Za-z][A-Za-z]{0,30}(?:[ _][A-Za-z]{1,30}){0,3})[ \\t]*:(?:[ \\t]([^]*))?$/',
    worst: { pump: 'a', suffix: '\u0000' },
  },
  {
    file: 'src/formats/message/bracket-header.ts',
    code: '/^\\s*(?:[-*+]|\\d+[.)])\\s/',
    worst: { pump: ' ', suffix: '\u0000' },
  },
  { file: 'src/formats/message/bracket-header.ts', code: '/^[|>][+-]?$/', worst: { pump: 'a', suffix: '\u0000' } },
  {
    file: 'src/formats/message/bracket-header.ts',
    code: "new RegExp(`^\\\\s*\\\\[\\\\s*/\\\\s*${escapeRegExp(kind.trim())}\\\\s*\\\\]\\\\s*$`, 'i')",
    built: /^\s*\[\s*\/\s*REPORT_A-B C\.D\s*\]\s*$/i,
    worst: { prefix: '[/REPORT_A-B C.D', pump: ' ', suffix: 'x' },
  },
  { file: 'src/formats/message/bracket-header.ts', code: '/^\\s/', worst: { pump: 'a', suffix: '\u0000' } },
  { file: 'src/formats/message/bracket-header.ts', code: '/^\\s/', worst: { pump: 'a', suffix: '\u0000' } },
  { file: 'src/formats/message/bracket-header.ts', code: '/[\\s_]+/g', worst: { pump: ' ', suffix: '\u0000' } },
  { file: 'src/formats/message/bracket-header.ts', code: '/[\\s-]+/g', worst: { pump: ' ', suffix: '\u0000' } },
  { file: 'src/formats/message/bracket-header.ts', code: '/^\\s*/', worst: { pump: ' ', suffix: '\u0000' } },
  {
    file: 'src/formats/message/bracket-header.ts',
    code: '/[.*+?^${}()|[\\]\\\\]/g',
    worst: { pump: 'a', suffix: '\u0000' },
  },

  // src/formats/message/commands.ts
  {
    file: 'src/formats/message/commands.ts',
    code: '/^---[ \\t]*\\r?\\n/',
    worst: { prefix: '---', pump: ' ', suffix: '\u0000' },
  },
  {
    file: 'src/formats/message/commands.ts',
    code: '/^(?:---|\\.\\.\\.)[ \\t]*\\r?$/m',
    worst: { pump: ' ', suffix: '\u0000' },
  },
  { file: 'src/formats/message/commands.ts', code: '/^[\\w][\\w.-]{0,119}$/', worst: { pump: 'a', suffix: '\u0000' } },
  {
    file: 'src/formats/message/commands.ts',
    code: '/[\\u0000-\\u001f\\u007f-\\u009f\\u2028\\u2029]/',
    worst: { pump: 'a', suffix: '\u0000' },
  },
  {
    file: 'src/formats/message/commands.ts',
    code: '/\\u0000|[\\ud800-\\udbff](?![\\udc00-\\udfff])|(?<![\\ud800-\\udbff])[\\udc00-\\udfff]/g',
    worst: { pump: 'a', suffix: '\u0000' },
  },
  { file: 'src/formats/message/commands.ts', code: '/\\r\\n?/g', worst: { pump: 'a', suffix: '\u0000' } },
  { file: 'src/formats/message/commands.ts', code: '/\\.\\d{3}Z$/', worst: { pump: 'a', suffix: '\u0000' } },
  { file: 'src/formats/message/commands.ts', code: '/\\.md$/i', worst: { pump: 'a', suffix: '\u0000' } },
  { file: 'src/formats/message/commands.ts', code: '/[^\\w.-]+/g', worst: { pump: ' ', suffix: 'x' } },
  { file: 'src/formats/message/commands.ts', code: '/^[.-]+/', worst: { pump: '-', suffix: '\u0000' } },

  // src/formats/message/folder.ts
  { file: 'src/formats/message/folder.ts', code: '/^[\\w.-]{1,40}$/', worst: { pump: 'a', suffix: '\u0000' } },
  { file: 'src/formats/message/folder.ts', code: '/[\\n\\r\\u2028\\u2029]/', worst: { pump: 'a', suffix: '\u0000' } },

  // src/formats/message/header.ts
  { file: 'src/formats/message/header.ts', code: '/\\sTO\\s*:/i', worst: { pump: ' ', suffix: '\u0000' } },
  { file: 'src/formats/message/header.ts', code: '/\\s/', worst: { pump: 'a', suffix: '\u0000' } },

  // src/formats/message/rules/id-format.ts
  {
    file: 'src/formats/message/rules/id-format.ts',
    code: '/^[0-7][0-9A-HJKMNP-TV-Z]{25}$/i',
    worst: { pump: 'a', suffix: '\u0000' },
  },
  {
    file: 'src/formats/message/rules/id-format.ts',
    code: '/^(\\d{4})(\\d{2})(\\d{2})-\\d{3}-[a-z][a-z0-9]{0,11}$/',
    worst: { pump: 'a', suffix: '\u0000' },
  },
  {
    file: 'src/formats/message/rules/id-format.ts',
    code: '/^\\d{13}[A-Z0-9]{10}$/',
    worst: { pump: 'a', suffix: '\u0000' },
  },
  {
    file: 'src/formats/message/rules/id-format.ts',
    code: '/^[0-9A-Za-z_-]{1,40}(?:\\.{3}|…)$/',
    worst: { pump: 'a', suffix: '\u0000' },
  },
  {
    file: 'src/formats/message/rules/id-format.ts',
    code: '/^[0-9][0-9A-HJKMNP-TV-Z]{9,39}$/i',
    worst: { pump: 'a', suffix: '\u0000' },
  },

  // src/formats/message/inbox.ts
  { file: 'src/formats/message/inbox.ts', code: '/^[\\w.:-]{1,120}$/', worst: { pump: 'a', suffix: '\u0000' } },
  {
    file: 'src/formats/message/inbox.ts',
    code: '/^---\\r?\\n([\\s\\S]*?)\\r?\\n---/',
    worst: { pump: ' ', suffix: '' },
  },

  // src/formats/subagent-response/index.ts
  {
    file: 'src/formats/subagent-response/index.ts',
    code: '/agent_name["\']?\\s*:/',
    worst: { pump: ' ', suffix: '\u0000' },
  },
  {
    file: 'src/formats/subagent-response/index.ts',
    code: '/agent[\\s_-]*name/i',
    worst: { pump: ' ', suffix: '\u0000' },
  },

  // src/formats/subagent-response/rules/review-requires-score.ts
  {
    file: 'src/formats/subagent-response/rules/review-requires-score.ts',
    code: '/review/i',
    worst: { pump: 'a', suffix: '\u0000' },
  },

  // src/inbox/approvals.ts
  {
    file: 'src/inbox/approvals.ts',
    code: '/^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})$/',
    worst: { prefix: 'a', pump: '-', suffix: '!' },
    bounded: true,
  },
  {
    file: 'src/inbox/approvals.ts',
    code: '/^(?:\\d{1,12}\\+)?([A-Za-z0-9-]{1,39})@users\\.noreply\\.github\\.com$/i',
    worst: { pump: '1', suffix: '+' },
    bounded: true,
  },

  // src/inbox/commands/parse.ts
  {
    file: 'src/inbox/commands/parse.ts',
    code: '/^\\/([A-Za-z][\\w-]*)(?![\\w/-])(.*)$/',
    worst: { pump: 'a', suffix: '\u0000' },
  },
  { file: 'src/inbox/commands/parse.ts', code: '/^[ \\t]*$/', worst: { pump: ' ', suffix: '\u0000' } },
  { file: 'src/inbox/commands/parse.ts', code: '/^ {0,3}(\\/.*)$/', worst: { pump: ' ', suffix: '\u0000' } },
  { file: 'src/inbox/commands/parse.ts', code: '/\\r\\n?/g', worst: { pump: 'a', suffix: '\u0000' } },
  { file: 'src/inbox/commands/parse.ts', code: '/\\s/', worst: { pump: 'a', suffix: '\u0000' } },
  { file: 'src/inbox/commands/parse.ts', code: '/^#?(\\d+)[.:)]?$/', worst: { pump: '0', suffix: '\u0000' } },
  {
    file: 'src/inbox/commands/parse.ts',
    code: '/^[#+-]?\\d*[.,]\\d+$|^[-+]\\d+$/',
    worst: { pump: '0', suffix: '\u0000' },
  },

  // src/inbox/issue-closing.ts
  { file: 'src/inbox/issue-closing.ts', code: '/^[0-9a-f]{7,40}$/i', worst: { pump: 'a', suffix: '\u0000' } },
  { file: 'src/inbox/issue-closing.ts', code: '/[.!?…]$/', worst: { pump: 'a', suffix: '\u0000' } },
  { file: 'src/inbox/issue-closing.ts', code: '/\\r\\n/g', worst: { pump: 'a', suffix: '\u0000' } },
  { file: 'src/inbox/issue-closing.ts', code: '/\\r\\n/g', worst: { pump: 'a', suffix: '\u0000' } },

  // src/inbox/issue-marker.ts
  {
    file: 'src/inbox/issue-marker.ts',
    code: 'new RegExp(`^${INBOX_MARKER} key=${ENCODED}(?: path=${ENCODED})? state=([0-9a-f]{${STATE_LENGTH}})(?: by=([A-Za-z0-9,*-]{1,1000}))? -->$`)',
    built: MARKER_LINE,
    worst: { prefix: `${INBOX_MARKER} key=`, pump: '%', suffix: ' state=0 -->' },
  },
  {
    file: 'src/inbox/issue-marker.ts',
    code: '/^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})$/',
    worst: { prefix: 'a', pump: '-', suffix: '!' },
    bounded: true,
  },
  {
    file: 'src/inbox/issue-marker.ts',
    code: '/[\\uD800-\\uDBFF](?![\\uDC00-\\uDFFF])|(?<![\\uD800-\\uDBFF])[\\uDC00-\\uDFFF]/g',
    worst: { pump: 'a', suffix: '\u0000' },
  },

  // src/inbox/issue-update.ts
  { file: 'src/inbox/issue-update.ts', code: '/\\r\\n?/g', worst: { pump: 'a', suffix: '\u0000' } },

  // src/publish/inbox/own-change.ts (a merge queue's branch)
  {
    file: 'src/publish/inbox/own-change.ts',
    code: '/^(?:refs\\/heads\\/)?gh-readonly-queue\\/[^\\n]{1,255}\\/pr-([1-9][0-9]{0,9})-([0-9a-f]{40})$/',
    worst: { prefix: 'gh-readonly-queue/', pump: '/pr-1-', suffix: '\n' },
    bounded: true,
  },

  // src/inbox/reminder.ts
  { file: 'src/inbox/reminder.ts', code: '/\\r\\n/g', worst: { pump: 'a', suffix: '\u0000' } },

  // src/publish/inbox/command-trust.ts
  { file: 'src/publish/inbox/command-trust.ts', code: '/\\r\\n?/g', worst: { pump: 'a', suffix: '\u0000' } },

  // src/publish/inbox/proposers.ts
  {
    file: 'src/publish/inbox/proposers.ts',
    code: '/^co-authored-by:[^<\\n]{0,200}<([^<>\\s]{1,254})>[ \\t]*$/gim',
    worst: { pump: 'Co-authored-by: A <a@b.c> x\n', suffix: '\u0000' },
  },
  {
    file: 'src/publish/inbox/proposers.ts',
    code: '/\\(by ([A-Za-z0-9](?:[A-Za-z0-9-]{0,38}))\\)(?: \\(#\\d{1,10}\\))?$/',
    worst: { pump: '(by a', suffix: ')x' },
    bounded: true,
  },
  {
    file: 'src/publish/inbox/proposers.ts',
    code: "new RegExp(`^${COMMENT_TRAILER}: \\\\d{1,20}$`, 'm')",
    built: new RegExp(`^${COMMENT_TRAILER}: \\d{1,20}$`, 'm'),
    worst: { prefix: `${COMMENT_TRAILER}: `, pump: '1', suffix: 'x' },
  },

  // src/publish/inbox/own-change.ts
  {
    file: 'src/publish/inbox/own-change.ts',
    code: '/^handoff-gate: \\/([a-z]{1,10})\\b/',
    worst: { prefix: 'handoff-gate: /', pump: 'a', suffix: '0' },
    bounded: true,
  },

  // src/publish/inbox/command-trust.ts (the shapes of the two lines an issue may show otherwise)
  {
    file: 'src/publish/inbox/command-trust.ts',
    code: '/\\/blob\\/[0-9a-f]{40}\\//g',
    worst: { prefix: '/blob/', pump: '0', suffix: 'x' },
    bounded: true,
  },
  {
    file: 'src/publish/inbox/command-trust.ts',
    code: '/ at `[0-9a-f]{7}`$/',
    worst: { prefix: ' at `', pump: '0', suffix: 'x' },
    bounded: true,
  },
  {
    file: 'src/publish/inbox/command-trust.ts',
    code: '/^\\*\\*Approvals:\\*\\* \\d{1,3} of \\d{1,3}(?: \\(`[A-Za-z0-9-]{1,39}`(?: until \\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2} UTC)?(?:, `[A-Za-z0-9-]{1,39}`(?: until \\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2} UTC)?){0,9}\\))?\\.(?: (?:One more person|One person|\\d{1,3} more people|\\d{1,3} different people) with the right access must approve it \\(`\\/approve`\\)(?:; whoever proposed it or changed it since cannot approve it)?\\.)?$/',
    worst: { prefix: '**Approvals:** 1 of 2 (`a` until 2026-01-01 00:00 UTC, `', pump: 'a', suffix: '!' },
    bounded: true,
  },

  // src/inbox/reply-marker.ts
  { file: 'src/inbox/reply-marker.ts', code: '/\\r\\n?/g', worst: { pump: 'a', suffix: '\u0000' } },
  {
    file: 'src/inbox/reply-marker.ts',
    code: '/^<!-- handoff-gate:not-counted comment=([1-9][0-9]{0,15}) -->$/',
    worst: { prefix: '<!-- handoff-gate:not-counted comment=1', pump: '0', suffix: 'x' },
    bounded: true,
  },

  // src/inbox/issue-closing.ts
  { file: 'src/inbox/issue-closing.ts', code: '/\\r\\n?/g', worst: { pump: 'a', suffix: '\u0000' } },

  // src/publish/inbox/apply.ts (a login written into a trailer)
  {
    file: 'src/publish/inbox/apply.ts',
    code: '/^[A-Za-z0-9](?:[A-Za-z0-9-]{0,38})$/',
    worst: { prefix: 'a', pump: '-', suffix: '!' },
    bounded: true,
  },

  // src/inbox/issue-left.ts
  {
    file: 'src/inbox/issue-left.ts',
    code: '/^<!-- handoff-gate:left commit=([0-9a-f]{40}) rule=([a-z0-9-]{1,60}\\/[a-z0-9-]{1,60}) -->$/',
    worst: { prefix: '<!-- handoff-gate:left commit=', pump: 'a', suffix: '\u0000' },
  },
  { file: 'src/inbox/issue-left.ts', code: '/\\r\\n?/g', worst: { pump: 'a', suffix: '\u0000' } },

  // src/publish/inbox/issue-endings.ts
  { file: 'src/publish/inbox/issue-endings.ts', code: '/\\r\\n?/g', worst: { pump: 'a', suffix: '\u0000' } },
  { file: 'src/publish/inbox/issue-endings.ts', code: '/^[0-9a-f]{40}$/', worst: { pump: 'a', suffix: '\u0000' } },

  // src/publish/inbox/sync-plan.ts
  { file: 'src/publish/inbox/sync-plan.ts', code: '/\\r\\n?/g', worst: { pump: 'a', suffix: '\u0000' } },
  {
    file: 'src/publish/inbox/sync-plan.ts',
    code: '/^\\*\\*Approvals:\\*\\* [1-9]/',
    worst: { pump: 'a', suffix: '\u0000' },
  },

  // src/inbox/issue.ts
  {
    file: 'src/inbox/issue.ts',
    code: '/[\\u0000-\\u001f\\u007f-\\u009f\\u2028\\u2029]+/g',
    worst: { pump: '\t', suffix: '!' },
  },
  { file: 'src/inbox/issue.ts', code: '/\\s+/g', worst: { pump: ' ', suffix: '\u0000' } },
  { file: 'src/inbox/issue.ts', code: '/\\r\\n?/g', worst: { pump: 'a', suffix: '\u0000' } },
  { file: 'src/inbox/issue.ts', code: '/[\\r\\n\\u2028\\u2029]/', worst: { pump: 'a', suffix: '\u0000' } },

  // src/inbox/item-change.ts
  { file: 'src/inbox/item-change.ts', code: '/\\r\\n?/g', worst: { pump: 'a', suffix: '\u0000' } },
  { file: 'src/inbox/item-change.ts', code: '/^\\| /', worst: { pump: 'a', suffix: '\u0000' } },
  { file: 'src/inbox/item-change.ts', code: '/ \\|$/', worst: { pump: 'a', suffix: '\u0000' } },
  { file: 'src/inbox/item-change.ts', code: '/^\\*\\*([^\\n]+)\\*\\*$/', worst: { pump: ' ', suffix: '\n' } },

  // src/inbox/reply-marker.ts
  { file: 'src/inbox/reply-marker.ts', code: '/\\r\\n?/g', worst: { pump: 'a', suffix: '\u0000' } },

  // src/json-schemas.ts
  { file: 'src/json-schemas.ts', code: '/[.!?。]$/', worst: { pump: 'a', suffix: '\u0000' } },

  // src/inbox/command-text.ts
  { file: 'src/inbox/command-text.ts', code: '/\\t/g', worst: { pump: 'a', suffix: '\u0000' } },
  { file: 'src/inbox/command-text.ts', code: '/^@+/', worst: { pump: '@', suffix: '\u0000' } },

  // src/render/width.ts
  { file: 'src/render/width.ts', code: '/[\\p{Mn}\\p{Me}\\p{Cf}]/u', worst: { pump: 'a', suffix: '\u0000' } },

  // src/render/escape.ts
  { file: 'src/render/escape.ts', code: '/\\//g', worst: { pump: 'a', suffix: '\u0000' } },
  { file: 'src/render/escape.ts', code: '/[^\\t\\n -~]/', worst: { pump: 'a', suffix: '\u0000' } },
  {
    file: 'src/render/escape.ts',
    code: '/\\r\\n|[\\p{Cc}\\p{Cf}\\p{Zl}\\p{Zp}\\p{Cs}\\p{Default_Ignorable_Code_Point}]/gu',
    worst: { pump: '\r', suffix: 'a' },
  },
  {
    file: 'src/render/escape.ts',
    code: '/[\\u0000-\\u001f\\u007f-\\u009f\\u2028\\u2029]+/g',
    worst: { pump: '\t', suffix: '!' },
  },
  { file: 'src/render/escape.ts', code: '/@(?=[^\\s\\u200B])/g', worst: { pump: 'a', suffix: '\u0000' } },
  { file: 'src/render/escape.ts', code: '/(?<!&)#(?=\\d)/g', worst: { pump: 'a', suffix: '\u0000' } },
  { file: 'src/render/escape.ts', code: '/\\b(GH)-(?=\\d)/gi', worst: { pump: 'a', suffix: '\u0000' } },
  { file: 'src/render/escape.ts', code: '/(https?|ftp):(?=\\/\\/)/gi', worst: { pump: 'a', suffix: '\u0000' } },
  { file: 'src/render/escape.ts', code: '/(www)\\./gi', worst: { pump: 'a', suffix: '\u0000' } },
  { file: 'src/render/escape.ts', code: '/<!/g', worst: { pump: 'a', suffix: '\u0000' } },
  { file: 'src/render/escape.ts', code: '/[\\\\`*_[\\]~$&<>|]/g', worst: { pump: 'a', suffix: '\u0000' } },
  { file: 'src/render/escape.ts', code: '/^([#+=-])/', worst: { pump: 'a', suffix: '\u0000' } },
  { file: 'src/render/escape.ts', code: '/^(\\d+)([.)])/', worst: { pump: '0', suffix: '\u0000' } },
  { file: 'src/render/escape.ts', code: '/\\\\\\|/g', worst: { pump: 'a', suffix: '\u0000' } },
  { file: 'src/render/escape.ts', code: '/\\|/g', worst: { pump: 'a', suffix: '\u0000' } },
  { file: 'src/render/escape.ts', code: '/`+/g', worst: { pump: '`', suffix: '\u0000' } },
  { file: 'src/render/escape.ts', code: '/^`|`$/', worst: { pump: 'a', suffix: '\u0000' } },
  {
    file: 'src/render/escape.ts',
    code: '/[\\ud800-\\udbff](?![\\udc00-\\udfff])|(?<![\\ud800-\\udbff])[\\udc00-\\udfff]/g',
    worst: { pump: '\ud800', suffix: 'a' },
  },
  { file: 'src/render/escape.ts', code: "/[()'!*]/g", worst: { pump: 'a', suffix: '\u0000' } },
  {
    file: 'src/render/escape.ts',
    code: "new RegExp(`[\\\\s<>]|${UNSEEN.source}`, 'gu')",
    built: URL_UNSAFE,
    worst: { pump: 'a', suffix: '' },
  },
  { file: 'src/render/escape.ts', code: '/[()]/g', worst: { pump: 'a', suffix: '\u0000' } },
  {
    file: 'src/render/escape.ts',
    code: "new RegExp(`${UNSEEN.source}|::|##\\\\[`, 'u')",
    built: TERMINAL_UNSAFE,
    worst: { pump: '#:', suffix: '' },
  },
  { file: 'src/render/escape.ts', code: '/[\\n\\t]/g', worst: { pump: 'a', suffix: '\u0000' } },
  { file: 'src/render/escape.ts', code: '/\\r/g', worst: { pump: 'a', suffix: '\u0000' } },
  { file: 'src/render/escape.ts', code: '/^(\\s*)::/', worst: { pump: ' ', suffix: '\u0000' } },
  { file: 'src/render/escape.ts', code: '/##\\[/g', worst: { pump: 'a', suffix: '\u0000' } },

  // src/render/fix-changes.ts
  { file: 'src/render/fix-changes.ts', code: '/\\r$/', worst: { pump: 'a', suffix: '\u0000' } },
  { file: 'src/render/fix-changes.ts', code: '/\\r$/', worst: { pump: 'a', suffix: '\u0000' } },

  // src/render/github.ts
  { file: 'src/render/github.ts', code: '/%/g', worst: { pump: 'a', suffix: '\u0000' } },
  { file: 'src/render/github.ts', code: '/\\r/g', worst: { pump: 'a', suffix: '\u0000' } },
  { file: 'src/render/github.ts', code: '/\\n/g', worst: { pump: 'a', suffix: '\u0000' } },
  { file: 'src/render/github.ts', code: '/:/g', worst: { pump: 'a', suffix: '\u0000' } },
  { file: 'src/render/github.ts', code: '/,/g', worst: { pump: 'a', suffix: '\u0000' } },
  { file: 'src/render/github.ts', code: '/##\\[/g', worst: { pump: 'a', suffix: '\u0000' } },

  // src/rules/shared/location-path.ts
  {
    file: 'src/rules/shared/location-path.ts',
    code: '/^(?:\\.\\/)?([^\\s:#?*"<>|\\\\]+?)(?:(?::|#L)(\\d{1,7})(?:[-:]L?\\d{1,7})?)?$/',
    worst: { pump: 'a', suffix: '\u2028' },
  },
  { file: 'src/rules/shared/location-path.ts', code: '/[./]/', worst: { pump: 'a', suffix: '\u0000' } },
  { file: 'src/rules/shared/location-path.ts', code: '/[./]/', worst: { pump: 'a', suffix: '\u0000' } },

  // src/render/mermaid.ts
  { file: 'src/render/mermaid.ts', code: "/[\\p{L}\\p{N} .,_+=?!()'/-]/u", worst: { pump: 'a', suffix: '\u0000' } },
  { file: 'src/render/mermaid.ts', code: '/^[A-Za-z][A-Za-z_]{0,29}$/', worst: { pump: 'a', suffix: '\u0000' } },
  { file: 'src/render/mermaid.ts', code: '/[^a-z0-9]+/gi', worst: { pump: ' ', suffix: 'x' } },
  { file: 'src/render/mermaid.ts', code: '/^_|_$/g', worst: { pump: 'a', suffix: '\u0000' } },

  // src/diff/suggestion.ts
  {
    file: 'src/diff/suggestion.ts',
    code: '/[\\u0000-\\u0008\\u000a-\\u001f\\u007f-\\u009f\\u2028\\u2029\\u00ad\\u061c\\u180e\\u200b-\\u200f\\u202a-\\u202e\\u2060-\\u2064\\u2066-\\u2069\\ufeff]|<!--\\s*handoff-gate:/',
    worst: { pump: ' ', suffix: '\u0000' },
  },
  { file: 'src/diff/suggestion.ts', code: '/`+/g', worst: { pump: '`', suffix: '\u0000' } },
  { file: 'src/diff/suggestion.ts', code: '/\\r/g', worst: { pump: 'a', suffix: '\u0000' } },
  { file: 'src/diff/suggestion.ts', code: '/\\r$/', worst: { pump: 'a', suffix: '\u0000' } },
  { file: 'src/diff/suggestion.ts', code: '/\\r?\\n/', worst: { pump: 'a', suffix: '\u0000' } },
  { file: 'src/diff/suggestion.ts', code: '/^ {0,3}(`{3,})[ \\t]*$/', worst: { pump: ' ', suffix: '\u0000' } },
  {
    file: 'src/diff/suggestion.ts',
    code: '/^ {0,3}(`{3,})[ \\t]*suggestion[ \\t]*$/',
    worst: { pump: ' ', suffix: '\u0000' },
  },
  { file: 'src/diff/suggestion.ts', code: '/\\r$/', worst: { pump: 'a', suffix: '\u0000' } },

  // src/inbox/commands/look-alike.ts
  {
    file: 'src/inbox/commands/look-alike.ts',
    code: '/\\p{Default_Ignorable_Code_Point}/gu',
    worst: { pump: 'a', suffix: '\u0000' },
  },
  {
    file: 'src/inbox/commands/look-alike.ts',
    code: '/^\\p{Default_Ignorable_Code_Point}$/u',
    worst: { pump: 'a', suffix: '\u0000' },
  },
  { file: 'src/inbox/commands/look-alike.ts', code: '/[^\\S\\uFEFF]/u', worst: { pump: 'a', suffix: '\u0000' } },
  { file: 'src/inbox/commands/look-alike.ts', code: '/^[^\\S\\uFEFF]*/u', worst: { pump: ' ', suffix: 'x' } },
  { file: 'src/inbox/commands/look-alike.ts', code: '/^[\\x20-\\x7e]*$/', worst: { pump: 'a', suffix: '\u0100' } },
  {
    file: 'src/inbox/commands/look-alike.ts',
    code: '/^[\\p{Default_Ignorable_Code_Point}\\p{C}\\p{Z}]$/u',
    worst: { pump: 'a', suffix: '\u0000' },
  },
  { file: 'src/inbox/commands/look-alike.ts', code: '/^ {0,3}/', worst: { pump: ' ', suffix: 'x' } },
  { file: 'src/inbox/commands/look-alike.ts', code: '/^[ \\t]/', worst: { pump: 'a', suffix: '\u0000' } },

  // src/io/git.ts
  { file: 'src/io/git.ts', code: '/^[0-9a-f]{40}$/', worst: { pump: 'a', suffix: '\u0000' }, bounded: true },
  { file: 'src/io/git.ts', code: '/^0+$/', worst: { pump: '0', suffix: '\u0000' } },

  // src/lsp/actions.ts
  { file: 'src/lsp/actions.ts', code: '/^[ \\t]*/', worst: { pump: ' ', suffix: 'x' } },
  { file: 'src/lsp/actions.ts', code: '/\\s+/g', worst: { pump: ' ', suffix: '\u0000' } },

  // src/lsp/diagnostics.ts
  { file: 'src/lsp/diagnostics.ts', code: '/\\r?\\n$|\\r$/', worst: { pump: '\r', suffix: 'x' } },

  // src/io/file-gate.ts
  { file: 'src/io/file-gate.ts', code: '/^[a-zA-Z]:/', worst: { pump: 'a', suffix: '\u0000' } },

  // src/secrets.ts
  {
    file: 'src/secrets.ts',
    code: '/SECRET|PASSWORD|PASSWD|TOKEN|API_?KEY|PRIVATE_KEY|ACCESS_KEY/',
    worst: { pump: 'PASSWOR', suffix: '\u0000' },
  },
  {
    file: 'src/secrets.ts',
    code: '/\\bgh[pousr]_[A-Za-z0-9]{20,255}/g',
    worst: { pump: 'ghp_aaaaaaaaaaaaaaaaaaa ', suffix: '\u0000' },
  },
  {
    file: 'src/secrets.ts',
    code: '/\\bgithub_pat_[A-Za-z0-9_]{20,255}/g',
    worst: { pump: 'github_pat_aaaaaaaaaaaaaaaaaaa ', suffix: '\u0000' },
  },
  {
    file: 'src/secrets.ts',
    code: '/-----BEGIN [A-Z0-9 ]{0,40}PRIVATE KEY-----(?:[A-Za-z0-9+/=\\s]|\\\\[nr])*(?:-----END [A-Z0-9 ]{0,40}PRIVATE KEY-----)?/g',
    worst: { prefix: '-----BEGIN RSA PRIVATE KEY-----', pump: 'A\\n', suffix: '-----END RSA PRIVATE KEY----' },
  },
  {
    file: 'src/secrets.ts',
    code: '/\\b(?:AKIA|ASIA)[A-Z0-9]{16}\\b/g',
    worst: { pump: 'AKIAAAAAAAAAAAAAAAA ', suffix: '\u0000' },
  },
  {
    file: 'src/secrets.ts',
    code: '/\\b[rs]k_(?:live|test)_[A-Za-z0-9]{8,255}/g',
    worst: { pump: 'sk_live_aaaaaaa ', suffix: '\u0000' },
  },
  {
    file: 'src/secrets.ts',
    code: '/\\bxox[abposr]-[A-Za-z0-9-]{8,255}/g',
    worst: { pump: 'xoxb-aaaaaaa ', suffix: '\u0000' },
  },
  {
    file: 'src/secrets.ts',
    code: '/\\bsk-(?:proj-|ant-)?[A-Za-z0-9_-]{20,255}/g',
    worst: { pump: 'sk-proj-aaaaaaaaaaaaaaaaaaa ', suffix: '\u0000' },
  },
  {
    file: 'src/secrets.ts',
    code: '/\\bAIza[A-Za-z0-9_-]{35}/g',
    worst: { pump: 'AIzaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa ', suffix: '\u0000' },
  },
  {
    file: 'src/secrets.ts',
    code: '/\\bnpm_[A-Za-z0-9]{36}/g',
    worst: { pump: 'npm_aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa ', suffix: '\u0000' },
  },
  {
    file: 'src/secrets.ts',
    code: '/\\b(?:proxy-)?(?:authorization|extraheader)[ \\t]*[:=][ \\t]*([^\\r\\n"\'\\\\]{1,2000})/gi',
    worst: { pump: 'authorization \t:\n', suffix: '\u0000' },
  },
  {
    file: 'src/secrets.ts',
    code: '/\\b([A-Z][A-Z0-9_]{2,63})[ \\t]*[=:][ \\t]*([^\\s"\'\\\\]{8,2000})/g',
    worst: { pump: 'API_KEY = aaaaaaa ', suffix: '\u0000' },
  },
  {
    file: 'src/secrets.ts',
    code: '/gh[pousr]_|github_pat_|PRIVATE KEY|AKIA|ASIA|k_live_|k_test_|xox|sk-|AIza|npm_|authorization|extraheader|SECRET|PASSW|TOKEN|API_?KEY|ACCESS_KEY/i',
    worst: { pump: 'a', suffix: '\u0000' },
  },
  { file: 'src/secrets.ts', code: "/[A-Za-z0-9\\-._~!$&'()*+,;=:%]/", worst: { pump: 'a', suffix: '\u0000' } },

  // src/render/sarif.ts
  { file: 'src/render/sarif.ts', code: '/\\s+/g', worst: { pump: ' ', suffix: '\u0000' } },
];
