import type { CommitInfo, GitHubAdapter, RepoFile } from '../../github/adapter.js';
import { loginOfEmail, sameLogin } from '../../inbox/approvals.js';
import { BY_TRAILER, COMMENT_TRAILER, isLogin, trailerValues } from '../../inbox/trailers.js';
import { whoPushed } from './pushed-by.js';
import { codeSpan } from '../../render/escape.js';
import { shortSha } from '../../util/short-sha.js';

/** Commits of an item's file read to find who proposed it; past them the proposer is not known. */
const HISTORY_DEPTH = 50;
/** Commits whose pull requests are asked for, at most: the move to `proposed` and every change after it. */
const PULLS_ASKED = 10;

export type Proposers =
  | {
      /** Every login that proposed the item or changed its file since, as GitHub or a noreply e-mail names it. */
      logins: string[];
      /** Why each login is among them, the first reason found (`you committed abc1234`), in the order of `logins`. */
      why: string[];
      /** The commit that moved the item to waiting for approval (or created its file so). */
      proposedIn: string;
    }
  /** The file waited for approval in every commit read: the move to `proposed` lies further back. */
  | { unknown: string };

/** Co-authors' e-mails looked up, at most (each one GitHub does not name at once costs a request). */
const MAX_LOOKUPS = 30;
/** `Co-authored-by: Name <e-mail>`, a trailer line as git writes it; bounded, so linear on any message. */
const CO_AUTHOR = /^co-authored-by:[^<\n]{0,200}<([^<>\s]{1,254})>[ \t]*$/gim;
/**
 * The person a bot's command commit names at the end of its subject: `handoff-gate: /answer …
 * (by alice)`, which a squash merge follows with the pull request's number (` (#12)`).
 */
const COMMANDED_BY = /\(by ([A-Za-z0-9](?:[A-Za-z0-9-]{0,38}))\)(?: \(#\d{1,10}\))?$/;
/** The trailer every command commit of the bot carries: its subject then names whose command it was. */
const COMMAND_TRAILER = new RegExp(`^${COMMENT_TRAILER}: \\d{1,20}$`, 'm');

/** What a commit's message claims besides its author and committer: its co-authors' e-mails, and whose command it carried. */
function claimsOf(message: string): { emails: string[]; commandedBy: string[] } {
  const text = message.slice(0, 64 * 1024);
  const emails = [...text.matchAll(CO_AUTHOR)].map((m) => m[1]!);
  const subject = text.split('\n', 1)[0]!.trimEnd();
  const named = COMMAND_TRAILER.test(text) ? COMMANDED_BY.exec(subject)?.[1] : undefined;
  // Every name either form gives: a claim only adds to "self".
  // The trailer names that person on a line of its own, which squash and rebase merges keep in the body.
  const commandedBy = [...(named ? [named] : []), ...trailerValues(text, BY_TRAILER).filter(isLogin)];
  return { emails, commandedBy };
}

/**
 * Who may not approve an item ("self"): everyone the commit that moved its file to waiting for
 * approval (or created it so) and every commit that changed the file after it claim, and everyone
 * GitHub authenticated as bringing them in (GitHub's "approval of the most recent push"
 * reasoning: whoever shaped what is approved does not approve it). Claimed: each commit's author
 * and committer, every `Co-authored-by` trailer (by the noreply e-mail's login, or by an e-mail
 * GitHub resolved to an account on another commit read), and, on a bot's command commit, the
 * person whose `/answer` or `/retry` it carried. Authenticated: the authors of the pull requests
 * that brought the commits in, who merged them and everyone who pushed to their head branches (`pullPeople`), and whoever GitHub's repository activity names
 * as pushing or merging each commit onto the branch (`whoPushed`: a record no person can edit).
 * A claim only adds: a forged name blocks the person named, never unblocks anyone. `waits(text)` says whether the file's text at a commit is the item waiting for approval.
 */
export async function proposersOf(
  github: Pick<
    GitHubAdapter,
    'commitsFor' | 'readFile' | 'pullsOf' | 'loginOfAuthorEmail' | 'branchActivity' | 'commitsBetween' | 'reaches'
  >,
  path: string,
  branch: string,
  waits: (text: string) => boolean,
  /** Whether the file at a commit (absent: deleted) belongs to the run of changes asked about; by default, the item waiting. */
  inRun: (file: RepoFile | undefined) => boolean = (file) => file !== undefined && waits(file.text),
): Promise<Proposers> {
  const commits = await github.commitsFor(path, branch, HISTORY_DEPTH);
  const run: CommitInfo[] = [];
  let complete = false;
  for (const commit of commits) {
    const file = await github.readFile(path, commit.sha);
    if (!inRun(file)) {
      complete = true;
      break;
    }
    run.push(commit);
  }
  // The list ended before the file stopped waiting: the oldest commit read created the file.
  if (!complete && commits.length < HISTORY_DEPTH) complete = true;
  const proposedIn = run.at(-1);
  if (!complete || !proposedIn) {
    return {
      unknown: `the item waited for approval in each of the newest ${commits.length} commits of its file, so who proposed it is not known`,
    };
  }
  const logins: string[] = [];
  const why: string[] = [];
  // Bots are left out only because no bot approves anyway; the person a bot's commit names is not.
  const add = (login: string | undefined, reason: string) => {
    if (login && !login.endsWith('[bot]') && !logins.some((l) => sameLogin(l, login))) {
      logins.push(login);
      why.push(reason);
    }
  };
  const accountOf = linkedAccounts(commits);
  let lookups = 0;
  for (const commit of run) {
    const sha = shortSha(commit.sha);
    add(commit.authorLogin, `you are the author of commit ${sha}`);
    add(loginOfEmail(commit.authorEmail), `you are the author of commit ${sha}`);
    add(commit.committerLogin, `you committed ${sha}`);
    add(loginOfEmail(commit.committerEmail), `you committed ${sha}`);
    const claims = claimsOf(commit.message ?? '');
    const coAuthor = `commit ${sha} names you as a co-author`;
    for (const email of claims.emails) {
      const known = loginOfEmail(email) ?? accountOf.get(email.toLowerCase());
      if (known) {
        add(known, coAuthor);
        continue;
      }
      // Past the bound a co-author could go unrecognised: who shaped the item is then not known.
      if (++lookups > MAX_LOOKUPS)
        return { unknown: `its commits name more than ${MAX_LOOKUPS} co-authors' e-mails to look up` };
      add(await github.loginOfAuthorEmail(email), coAuthor);
    }
    for (const login of claims.commandedBy) add(login, `commit ${sha} carries a command of yours`);
  }
  // Past the newest commits asked, a pull request that brought one could go unread: not known.
  if (run.length > PULLS_ASKED)
    return {
      unknown: `more than ${PULLS_ASKED} commits changed it while it waited, too many to read who brought each`,
    };
  for (const commit of run) {
    const pulled = await pullPeople(github, commit.sha);
    if ('unknown' in pulled) return pulled;
    pulled.logins.forEach((login, i) => add(login, pulled.why[i]!));
  }
  const pushed = await whoPushed(
    github,
    branch,
    run.map((commit) => commit.sha),
  );
  if ('unknown' in pushed) return pushed;
  pushed.logins.forEach((login, i) =>
    add(login, `you pushed commit ${shortSha(pushed.heads[i]!)} to ${codeSpan(branch)}, which brought a change of it`),
  );
  return { logins, why, proposedIn: proposedIn.sha };
}

/** The e-mails GitHub linked to an account on the commits read: a co-author's e-mail found there names them. */
function linkedAccounts(commits: readonly CommitInfo[]): Map<string, string> {
  const accountOf = new Map<string, string>();
  for (const commit of commits) {
    if (commit.authorEmail && commit.authorLogin) accountOf.set(commit.authorEmail.toLowerCase(), commit.authorLogin);
    if (commit.committerEmail && commit.committerLogin)
      accountOf.set(commit.committerEmail.toLowerCase(), commit.committerLogin);
  }
  return accountOf;
}

/** Pages of a pull request's head branch activity read; past them, who pushed to it is not known. */
const HEAD_ACTIVITY_PAGES = 2;

/**
 * Everyone GitHub authenticated as bringing a commit through a pull request: who opened each pull
 * request that brought it, who merged it, and everyone who pushed to its head branch (a squash
 * merge's commit carries the author of the pull request's commits, not who pushed them). A head
 * branch in a fork, or one whose activity cannot be read in full, leaves who pushed not known.
 */
async function pullPeople(
  github: Pick<GitHubAdapter, 'pullsOf' | 'branchActivity'>,
  sha: string,
): Promise<{ logins: string[]; why: string[] } | { unknown: string }> {
  const logins: string[] = [];
  const why: string[] = [];
  const add = (login: string, reason: string) => {
    logins.push(login);
    why.push(reason);
  };
  for (const pull of await github.pullsOf(sha)) {
    if (pull.author) add(pull.author, `you opened pull request #${pull.number}, which brought a change of it`);
    if (pull.mergedBy) add(pull.mergedBy, `you merged pull request #${pull.number}, which brought a change of it`);
    if (pull.merged && !pull.mergedBy)
      return { unknown: `GitHub no longer names who merged pull request #${pull.number}` };
    if (!pull.headHere)
      return {
        unknown: `pull request #${pull.number} came from a fork, whose record of who pushed to it this repository cannot read`,
      };
    const log = await github.branchActivity(pull.headRef, HEAD_ACTIVITY_PAGES);
    if (!log || !log.complete || log.activities.length === 0)
      return {
        unknown: `GitHub's record of who pushed to the branch of pull request #${pull.number} cannot be read in full`,
      };
    for (const update of log.activities) {
      if (!update.actor)
        return { unknown: `GitHub no longer names someone who pushed to pull request #${pull.number}` };
      add(update.actor, `you pushed to the branch of pull request #${pull.number}, which brought a change of it`);
    }
  }
  return { logins, why };
}
