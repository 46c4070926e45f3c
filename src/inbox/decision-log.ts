import { APPROVED_BY_TRAILER, BY_TRAILER, COMMENT_TRAILER, isLogin, trailerValues } from './trailers.js';

/**
 * The decision log (`handoff-gate decisions`): every decision the default branch's history
 * records, read from commits alone. A commit names its author, its time and the bot's trailers as
 * it pleases, so `who` and `when` are what each commit claims, never GitHub's record.
 */

/** The decision log of a history: its decisions, and what of it could not be read. */
export interface DecisionLog {
  decisions: readonly Decision[];
  /**
   * Commits the log could not read whole (past the walk's bound, or a check that could not judge
   * a file): a log that says nothing of them would read as "no decision there".
   */
  unread: readonly string[];
}

/** A commit as git gives it: the decision log's only source. */
export interface CommitRecord {
  sha: string;
  /** The committer date, ISO 8601 as git writes it (`%cI`): when the commit claims it landed. */
  committedAt: string;
  /** The author's name, as the commit claims it. */
  author: string;
  message: string;
}

/** The commands the bot commits for a person, and a decision the rules reported outside the inbox. */
type DecisionKind = 'approve' | 'reject' | 'retry' | 'answer' | 'outside-inbox';

export interface Decision {
  kind: DecisionKind;
  /** What was decided: `intent add-login`, `clarification 2 of intent add-login`, `question 20250305-001-question`, or the file a rule named. */
  item: string;
  /** What the decision made of it: `approved`, `rejected (file deleted)`, `answered`, or the rule's words (`approval skipped`). */
  state: string;
  /**
   * Who decided, as the commit claims: the bot's `Handoff-Gate-By:` trailer (the login GitHub
   * authenticated on the command comment when the bot wrote it, but any commit can carry the
   * line), else the commit's author name.
   */
  who: string;
  /** A quorum's approvers, in the order they approved (`Approved-by:` trailers). */
  approvers: string[];
  /** The committer date. */
  when: string;
  commit: string;
  /** The command's comment (`Handoff-Gate-Comment:`), for a decision the bot committed. */
  comment?: number;
  /** A decision outside the inbox: the file and the rule that reported it. */
  path?: string;
  line?: number;
  ruleId?: string;
}

/** What the bot's commit subject says each command made of its item. */
const STATES: Readonly<Record<Exclude<DecisionKind, 'outside-inbox'>, string>> = {
  approve: 'approved',
  reject: 'rejected (file deleted)',
  retry: 'sent back to approved (retry)',
  answer: 'answered',
};

const SUBJECT_PREFIX = 'handoff-gate: /';
/** The longest subject read: a command's is about 200 characters; a longer one is nobody's command. */
const MAX_SUBJECT = 1000;
const COMMENT_ID = /^[1-9][0-9]{0,15}$/;

/**
 * The decision a commit of the bot's records (`handoff-gate: /approve intent x (by alice)`, its
 * `Handoff-Gate-Comment:` trailer, and ` (#12)` after a squash merge), or undefined for any other
 * commit. Read with string operations, line by line: the message is outside text.
 */
export function commandDecision(commit: CommitRecord): Decision | undefined {
  const end = commit.message.indexOf('\n');
  const subject = (end === -1 ? commit.message : commit.message.slice(0, end)).trimEnd();
  if (subject.length > MAX_SUBJECT || !subject.startsWith(SUBJECT_PREFIX)) return undefined;
  const comments = trailerValues(commit.message, COMMENT_TRAILER).filter((id) => COMMENT_ID.test(id));
  if (comments.length !== 1) return undefined;
  const rest = withoutPullRequestNumber(subject.slice(SUBJECT_PREFIX.length));
  const space = rest.indexOf(' ');
  const word = space === -1 ? rest : rest.slice(0, space);
  if (!isCommand(word)) return undefined;
  const byAt = rest.lastIndexOf(' (by ');
  if (byAt <= space || !rest.endsWith(')')) return undefined;
  const item = rest.slice(space + 1, byAt);
  const named = rest.slice(byAt + ' (by '.length, -1);
  const by = trailerValues(commit.message, BY_TRAILER).find(isLogin);
  return {
    kind: word,
    item,
    state: settles(word, item) ?? STATES[word],
    who: by ?? named,
    approvers: trailerValues(commit.message, APPROVED_BY_TRAILER).filter(isLogin),
    when: commit.committedAt,
    commit: commit.sha,
    comment: Number(comments[0]),
  };
}

/** A decision on an item that left the inbox without one: the change ratified, or undone. */
function settles(word: Exclude<DecisionKind, 'outside-inbox'>, item: string): string | undefined {
  if (word === 'approve' && item.startsWith('ratifies the change in '))
    return 'ratified (it had left without a decision)';
  if (word === 'reject' && item.startsWith('undoes the change in ')) return 'rejected (the change undone)';
  return undefined;
}

const isCommand = (word: string): word is Exclude<DecisionKind, 'outside-inbox'> => Object.hasOwn(STATES, word);

/** A squash or rebase merge's ` (#12)` at the end of the subject, taken off. */
function withoutPullRequestNumber(subject: string): string {
  if (!subject.endsWith(')')) return subject;
  const open = subject.lastIndexOf(' (#');
  if (open === -1) return subject;
  return /^[0-9]{1,10}$/.test(subject.slice(open + 3, -1)) ? subject.slice(0, open) : subject;
}

/** A finding of a rule that guards a person's decision, as the commit that made it. */
export interface GuardFinding {
  path: string;
  line: number;
  ruleId: string;
  /** What the rule says of the decision (`approval skipped`). */
  words: string;
}

/** The decisions a commit took outside the inbox, as the rules that guard them reported: who is the commit's author. */
export function outsideDecisions(commit: CommitRecord, findings: readonly GuardFinding[]): Decision[] {
  return findings.map((finding) => ({
    kind: 'outside-inbox',
    item: finding.path,
    state: finding.words,
    who: commit.author,
    approvers: [],
    when: commit.committedAt,
    commit: commit.sha,
    path: finding.path,
    line: finding.line,
    ruleId: finding.ruleId,
  }));
}

/**
 * Whether a decision counts from `since` on (an ISO date or time): by the instant each names, so
 * that offsets compare right. A time that cannot be read is kept: a log leaves nothing out unsaid.
 */
export function decidedSince(decision: Decision, since: number | undefined): boolean {
  if (since === undefined) return true;
  const when = Date.parse(decision.when);
  return Number.isNaN(when) || when >= since;
}

/** `--since`: a date (`2026-01-31`) or a time with its offset (`2026-01-31T09:00:00Z`); the instant, or undefined when unreadable. */
export function readSince(text: string): number | undefined {
  if (!/^[0-9]{4}-[0-9]{2}-[0-9]{2}(?:T[0-9]{2}:[0-9]{2}(?::[0-9]{2})?(?:Z|[+-][0-9]{2}:[0-9]{2}))?$/.test(text))
    return undefined;
  const when = Date.parse(text.length === 10 ? `${text}T00:00:00Z` : text);
  return Number.isNaN(when) ? undefined : when;
}
