import { show } from '../util/values.js';
import type { Position } from '../parse/types.js';
import { didYouMean } from '../util/did-you-mean.js';
import { noWords, noWordsShown } from '../rules/shared/no-words.js';
import type { DirectiveComment } from './directives.js';
import {
  type DirectiveFile,
  guardedDecision,
  inlineRefusal,
  isSuppressible,
  NEXT_LINE,
  NO_REASON_RULE,
  NOT_SUPPRESSIBLE_RULE,
  UNKNOWN_RULE_RULE,
  UNUSED_RULE,
  WHOLE_FILE,
} from './rules.js';

/** What a directive says of itself, reported on its line: a finding of one of the suppressions' rules. */
export interface DirectiveProblem extends Position {
  ruleId: string;
  message: string;
}

/** A finding a directive suppressed: the directive's reason, and its line. */
export interface InlineMatch {
  reason: string;
  line: number;
}

interface Directive extends Position {
  kind: 'next-line' | 'file';
  reason: string;
}

/** One rule a directive suppresses, and whether it has suppressed anything yet. */
interface Active {
  ruleId: string;
  directive: Directive;
  used: boolean;
}

const isSeparator = (char: string) => char === ',' || char === ' ' || char === '\t';

/** The rule ids of a directive, separated by commas or blanks, as written. */
function idsOf(text: string): string[] {
  const ids: string[] = [];
  let start = -1;
  for (let i = 0; i <= text.length; i++) {
    const end = i === text.length || isSeparator(text[i]!);
    if (end && start !== -1) {
      ids.push(text.slice(start, i));
      start = -1;
    } else if (!end && start === -1) start = i;
  }
  return ids;
}

/** Where ` -- ` splits the ids from the reason (a `--` with a blank or an end on either side), or -1. */
function reasonCut(text: string): number {
  for (let i = text.indexOf('--'); i !== -1; i = text.indexOf('--', i + 1)) {
    const before = i === 0 || text[i - 1] === ' ' || text[i - 1] === '\t';
    const after = i + 2 === text.length || text[i + 2] === ' ' || text[i + 2] === '\t';
    if (before && after) return i;
  }
  return -1;
}

/** What a directive comment says, read as {@link InlineSuppressions} reads it: undefined for a comment that is no directive. */
export function readDirective(text: string): { kind: 'next-line' | 'file'; ids: string[]; reason: string } | undefined {
  let wordEnd = 0;
  while (wordEnd < text.length && !isSeparator(text[wordEnd]!)) wordEnd++;
  const word = text.slice(0, wordEnd);
  if (word !== NEXT_LINE && word !== WHOLE_FILE) return undefined;
  const rest = text.slice(wordEnd);
  const cut = reasonCut(rest);
  return {
    kind: word === NEXT_LINE ? 'next-line' : 'file',
    ids: idsOf(cut === -1 ? rest : rest.slice(0, cut)),
    reason: cut === -1 ? '' : rest.slice(cut + 2).trim(),
  };
}

/**
 * A file's inline suppressions: its directives, read once, and which findings they suppress.
 * `handoff-gate-disable-next-line <rule-id>[, <rule-id>…] -- <reason>` suppresses those rules'
 * findings on the line after it; `handoff-gate-disable-file <rule-id>… -- <reason>` in the whole
 * file. A directive without a reason, and a rule that is unknown or may not be suppressed by a
 * comment, suppress nothing and are reported ({@link problems}); a directive that suppressed
 * nothing by the end of the file is too ({@link unused}).
 */
export class InlineSuppressions {
  /** What the directives say of themselves, found on reading them. */
  readonly problems: DirectiveProblem[] = [];
  readonly #actives: Active[] = [];
  readonly #byLine = new Map<number, Active[]>();
  readonly #inFile = new Map<string, Active>();
  /** What a refusal depends on in this file (whether it gates). */
  readonly #file: DirectiveFile;

  constructor(comments: readonly DirectiveComment[], known: ReadonlyMap<string, unknown>, file: DirectiveFile = {}) {
    this.#file = file;
    for (const comment of comments) this.#read(comment, known);
  }

  #problem(at: Position, ruleId: string, message: string): void {
    this.problems.push({ line: at.line, column: at.column, ruleId, message });
  }

  #read(comment: DirectiveComment, known: ReadonlyMap<string, unknown>): void {
    const { text } = comment;
    let wordEnd = 0;
    while (wordEnd < text.length && !isSeparator(text[wordEnd]!)) wordEnd++;
    const word = text.slice(0, wordEnd);
    if (word !== NEXT_LINE && word !== WHOLE_FILE) {
      this.#problem(
        comment,
        UNUSED_RULE,
        `${show(word)} is no directive, so this comment suppresses nothing: write \`${NEXT_LINE}\` (the line after it) or \`${WHOLE_FILE}\` (the whole file).`,
      );
      return;
    }
    if (word === NEXT_LINE && !comment.ownLine) {
      this.#problem(
        comment,
        UNUSED_RULE,
        `\`${NEXT_LINE}\` must stand on a line of its own, above the line it is for: after other text it suppresses nothing.`,
      );
      return;
    }
    const rest = text.slice(wordEnd);
    const cut = reasonCut(rest);
    const ids = idsOf(cut === -1 ? rest : rest.slice(0, cut));
    const reason = cut === -1 ? '' : rest.slice(cut + 2).trim();
    if (ids.length === 0) {
      this.#problem(
        comment,
        UNKNOWN_RULE_RULE,
        'This directive names no rule, so it suppresses nothing: write the ids of the rules it is for before ` -- ` (`handoff-gate rules` lists them).',
      );
      return;
    }
    const directive: Directive = {
      kind: word === NEXT_LINE ? 'next-line' : 'file',
      line: comment.line,
      column: comment.column,
      reason,
    };
    const usable: string[] = [];
    for (const id of new Set(ids)) {
      if (!known.has(id)) {
        this.#problem(
          comment,
          UNKNOWN_RULE_RULE,
          `${show(id)} is no handoff-gate rule, so this directive suppresses nothing for it.${didYouMean(id, known)}`,
        );
        continue;
      }
      const refusal = inlineRefusal(id, this.#file);
      if (refusal) {
        const instead =
          guardedDecision(id) !== undefined
            ? ' Fix what it reports, and let a person decide through the inbox: the suppressions file does not hide it either.'
            : '';
        this.#problem(
          comment,
          NOT_SUPPRESSIBLE_RULE,
          `\`${id}\` cannot be suppressed by a comment: ${refusal}. This directive has no effect on it.${instead}`,
        );
        continue;
      }
      usable.push(id);
    }
    // A reason is words a person wrote: the quick fix's `<reason>`, `TODO` or `...` is none.
    const none = noWords(reason);
    if (none) {
      this.#problem(
        comment,
        NO_REASON_RULE,
        none === 'empty'
          ? 'This directive gives no reason, so it suppresses nothing: say why after ` -- ` (`<rule-id> -- <reason>`).'
          : `This directive's reason is no reason (${noWordsShown(reason, none)}), so it suppresses nothing: write after \` -- \` why the finding may stand, in your own words.`,
      );
      return;
    }
    for (const ruleId of usable) this.#activate({ ruleId, directive, used: false });
  }

  #activate(active: Active): void {
    this.#actives.push(active);
    if (active.directive.kind === 'file') {
      // A second directive for the same rule suppresses nothing the first does not: it stays unused.
      if (!this.#inFile.has(active.ruleId)) this.#inFile.set(active.ruleId, active);
      return;
    }
    const target = active.directive.line + 1;
    const list = this.#byLine.get(target);
    if (list) list.push(active);
    else this.#byLine.set(target, [active]);
  }

  /** The directive that suppresses a finding of `ruleId` on `line`, if one does (it is then used): the line's first, else the file's. */
  suppress(ruleId: string, line: number): InlineMatch | undefined {
    if (!isSuppressible(ruleId) || inlineRefusal(ruleId, this.#file)) return undefined;
    const active = this.#byLine.get(line)?.find((a) => a.ruleId === ruleId) ?? this.#inFile.get(ruleId);
    if (!active) return undefined;
    active.used = true;
    return { reason: active.directive.reason, line: active.directive.line };
  }

  /** The directives that suppressed nothing, or named a rule that found nothing there: one finding each. */
  unused(): DirectiveProblem[] {
    const byDirective = new Map<Directive, { unused: string[]; named: number }>();
    for (const active of this.#actives) {
      let entry = byDirective.get(active.directive);
      if (!entry) byDirective.set(active.directive, (entry = { unused: [], named: 0 }));
      entry.named++;
      if (!active.used) entry.unused.push(active.ruleId);
    }
    const problems: DirectiveProblem[] = [];
    for (const [directive, { unused, named }] of byDirective) {
      if (unused.length === 0) continue;
      const rules = unused.map((id) => `\`${id}\``).join(' or ');
      const where = directive.kind === 'file' ? 'in this file' : `on line ${directive.line + 1}`;
      const message =
        unused.length === named
          ? `This directive suppresses nothing: no ${rules} finding ${where}. Remove it.`
          : `${rules} in this directive ${unused.length === 1 ? 'suppresses' : 'suppress'} nothing: no such finding ${where}. Remove ${unused.length === 1 ? 'it' : 'them'} from the directive.`;
      problems.push({ line: directive.line, column: directive.column, ruleId: UNUSED_RULE, message });
    }
    return problems;
  }
}
