import type { z } from 'zod';
import type { Syntax } from '../parse/read.js';
import type { FormatInbox } from './format-inbox.js';
import type { PathKey } from '../parse/types.js';
import type { ChainStatus, FormatId, GateItem, InboxItem, InboxReason, Priority, RiskLevel } from '../report/report.js';
import type { Rule, RuleContext, RuleInfo } from './define-rule.js';

/** Looks up the values a team added to one of a format's enums in its config. */
export type EnumValues = (name: string, base: readonly string[]) => [string, ...string[]];

/** An agent a file states the status of. */
export interface ChainAgent {
  /** The agent's name as the file writes it. */
  agent: string;
  /** The kind of agent, when the format has kinds: an edge `to` a kind (see {@link ChainHandoff.toKind}) reaches every agent of it. */
  kind?: string;
  status: ChainStatus;
  /** The file's own status word. */
  declared?: string;
  line: number;
  /** When the file says it was written (ISO 8601): of two files about one agent, the newer one's status wins. */
  at?: string;
}

/** A handoff a file declares, by agent names. */
export interface ChainHandoff {
  from: string;
  to: string;
  /** `to` names a kind of agent (an envelope's `next: writer`), not one agent. */
  toKind?: boolean;
  label?: string;
  loop?: true;
  /** The line that names `to`. */
  line: number;
}

/** What one file adds to the handoff chain. */
export interface ChainContribution {
  /** Usually the file's author; a message speaks for the agent its status concerns. */
  agents: ChainAgent[];
  handoffs: ChainHandoff[];
}

/**
 * A signature of top-level keys, and how far a file may miss it and still be worth a notice.
 * The threshold: every key is there, exactly or misspelt; at most one is misspelt beyond case and
 * separators (`agentid`, `agentId` and `Agent-ID` only fold; `kinds` or `state` is an edit
 * away), and only one of `typos` may be; none of `absent` is there.
 */
export interface NearMissSignature {
  /** The keys the signature looks for, at the top level. */
  keys: readonly string[];
  /** Keys that may be misspelt by an edit or two; the others must be exact, or differ only by case and separators. */
  typos: readonly string[];
  /** Another format's key written in place of one of `keys` (`agent_name` for `agent_id`): counts as an edit typo. */
  standIns?: Readonly<Record<string, { key: string; why: string }>>;
  /** Keys whose presence makes the file something else. */
  absent?: readonly string[];
  /**
   * Cheap test on the raw text before any parse; it must pass every file the threshold admits
   * (so: a key that may only fold is found case-blind, with or without a separator).
   */
  prefilter: RegExp;
  /** Only files on the format's paths (its home) are looked at: elsewhere its keys are too common. */
  onPathsOnly?: boolean;
}

/**
 * Everything handoff-gate knows of one format: where its files live, how to recognise one by
 * content, its schema and rules, and what it contributes to the gate, the inbox and the risk.
 */
export interface FormatDefinition<R extends InboxReason = InboxReason> {
  id: FormatId;
  title: string;
  /** The spec section it implements, for messages and docs. */
  spec: string;
  /**
   * The section of that spec that defines the format's fields (`§ 基本スキーマ`): what its
   * schema's findings (`required`, `type`, `enum`, `range`, `format`) enforce. See `RuleInfo.spec`.
   */
  fieldsSection?: string;
  /**
   * Who reads a file of this format and acts on it, as a sentence's subject (`the orchestrator
   * that starts the next agent from it`): the checks every format shares give their reason for it.
   */
  reader: string;
  syntaxes: readonly Syntax[];
  /** Default glob patterns. A file on one of them is of this format (unless `signature.required`). */
  paths: readonly string[];
  /** Recognition by content, for YAML/JSON anywhere in the repository. */
  signature?: {
    /** Cheap test on the raw text, before any parse. */
    prefilter: RegExp;
    matches(data: unknown): boolean;
    /** A file on `paths` must still carry the signature to count. */
    required?: boolean;
    /** How to tell a file that almost carries the signature (a key misspelt), so it is not skipped without a word. */
    nearMiss?: NearMissSignature;
  };
  /** The schema, with the team's enum extensions applied. Structure, types, enums and ranges only. */
  schema(values: EnumValues): z.ZodType;
  /** Enum names the config may extend (`kind` → `enums: {envelope/kind: [...]}`), for docs. */
  enums?: readonly string[];
  rules: readonly Rule[];
  /**
   * Where the format holds a person's own words rather than an agent's (an intent's clarification
   * answers): the checks for an agent's copy-paste mistakes (template leftovers) skip these
   * locations, since a human's `{id}` or `a | b` there is what they meant to write.
   */
  humanText?(path: readonly PathKey[]): boolean;
  /**
   * The JSON Schema for editors requires a mapping, though the zod schema also accepts none: the
   * format's own rules judge a file without one (a message without frontmatter), but in an
   * editor, frontmatter that is there must be a header.
   */
  mappingOnlyInEditors?: boolean;
  /** Extra rule ids the format reports through helpers, listed for docs and config. */
  extraRuleInfo?: readonly RuleInfo[];
  /** Review findings the file declares (P0–P3), for the gate. */
  gateItems?(ctx: RuleContext): GateItem[];
  /** The verdict the file declares about itself, in its own words (`reject`, `FAIL`, `needs_revision`). */
  declaredVerdict?(ctx: RuleContext): string | undefined;
  /**
   * The declared verdict is the gate decision itself (spec 1's Aggregator (Reviewer)): a declared
   * `veto` or `reject`, and the verdict the file's own `declaredCounts` make, gate on their own,
   * whatever else the run holds; a `pass` lowers nothing. With repeated keys, the reading whose
   * declaration gates hardest is taken.
   */
  declaredVerdictDecides?: boolean;
  /** The P0–P3 counts the file states alongside its verdict, if any: for a deciding file, they gate too. */
  declaredCounts?(ctx: RuleContext): Record<Priority, number> | undefined;
  /** Items waiting for a human, each for one of the reasons its `inbox` part words (`R`). */
  inboxItems?(ctx: RuleContext): InboxItem<R>[];
  /** What the inbox does with those items: their reasons' words, names, bot commands, issue and closing wording. */
  inbox?: FormatInbox<R>;
  /** The risk the file states, if it is of a kind that has one (intents). */
  risk?(ctx: RuleContext): { level: RiskLevel; reason: string } | undefined;
  /** The agents and handoffs the file states, for the handoff-chain diagram. */
  chain?(ctx: RuleContext): ChainContribution | undefined;
  /**
   * Other files whose review items this file's verdict integrates (an aggregator's reviewers): a
   * run that checks this file without them still counts them in its gate, as a check of the whole
   * repository would, so that a change to the summary alone cannot drop what it summarises.
   */
  gateContext?(ctx: RuleContext): readonly string[] | undefined;
  /**
   * How a pull request names files of this format without changing them, so that their risk
   * counts (an intent named in the description or by the head branch). Files of the format are
   * those on its paths.
   */
  namedByPullRequest?: {
    /** The id a file goes by, from its path. */
    idOf(path: string): string;
    /** The ids, among `known`, that the description and the head branch name, sorted. */
    named(description: string, headBranch: string, known: ReadonlySet<string>): string[];
  };
}

/** Each format's default paths by id, for a `Project` (the config's `paths:` override them). */
export function defaultPathsOf(formats: readonly FormatDefinition[]): (format: FormatId) => readonly string[] {
  const byId = new Map(formats.map((f) => [f.id, f]));
  return (id) => byId.get(id)?.paths ?? [];
}
