import type { CommitInfo, GitHubAdapter } from '../../github/adapter.js';
import { loginOfEmail, sameLogin } from '../approvals.js';
import { COMMENT_TRAILER } from './own-change.js';
import { whoPushed } from './pushed-by.js';

/** Commits of an item's file read to find who proposed it; past them the proposer is not known. */
const HISTORY_DEPTH = 50;
/** Commits whose pull requests are asked for: the move to `proposed` and the newest changes after it. */
const PULLS_ASKED = 10;

export type Proposers =
  | {
      /** Every login that proposed the item or changed its file since, as GitHub or a noreply e-mail names it. */
      logins: string[];
      /** The commit that moved the item to waiting for approval (or created its file so). */
      proposedIn: string;
    }
  /** The file waited for approval in every commit read: the move to `proposed` lies further back. */
  | { unknown: string };

/** Co-authors' e-mails looked up, at most (each one GitHub does not name at once costs a request). */
const MAX_LOOKUPS = 30;
/** `Co-authored-by: Name <e-mail>`, a trailer line as git writes it; bounded, so linear on any message. */
const CO_AUTHOR = /^co-authored-by:[^<\n]{0,200}<([^<>\s]{1,254})>[ \t]*$/gim;
/** The person a bot's command commit names at the end of its subject: `handoff-gate: /answer … (by alice)`. */
const COMMANDED_BY = /\(by ([A-Za-z0-9](?:[A-Za-z0-9-]{0,38}))\)$/;
/** The trailer every command commit of the bot carries: its subject then names whose command it was. */
const COMMAND_TRAILER = new RegExp(`^${COMMENT_TRAILER}: \\d{1,20}$`, 'm');

/** What a commit's message claims besides its author and committer: its co-authors' e-mails, and whose command it carried. */
function claimsOf(message: string): { emails: string[]; commandedBy?: string } {
  const text = message.slice(0, 64 * 1024);
  const emails = [...text.matchAll(CO_AUTHOR)].map((m) => m[1]!);
  const subject = text.split('\n', 1)[0]!.trimEnd();
  const commandedBy = COMMAND_TRAILER.test(text) ? COMMANDED_BY.exec(subject)?.[1] : undefined;
  return { emails, ...(commandedBy && { commandedBy }) };
}

/**
 * Who may not approve an item ("self"): everyone the commit that moved its file to waiting for
 * approval (or created it so) and every commit that changed the file after it claim, and everyone
 * GitHub authenticated as bringing them in (GitHub's "approval of the most recent push"
 * reasoning: whoever shaped what is approved does not approve it). Claimed: each commit's author
 * and committer, every `Co-authored-by` trailer (by the noreply e-mail's login, or by an e-mail
 * GitHub resolved to an account on another commit read), and, on a bot's command commit, the
 * person whose `/answer` or `/retry` it carried. Authenticated: the authors of the pull requests
 * that brought the commits in (`pullAuthorsOf`), and whoever GitHub's repository activity names
 * as pushing or merging each commit onto the branch (`whoPushed`: a record no person can edit).
 * A claim only adds: a forged name blocks the person named, never unblocks anyone. `waits(text)` says whether the file's text at a commit is the item waiting for approval.
 */
export async function proposersOf(
  github: Pick<
    GitHubAdapter,
    'commitsFor' | 'readFile' | 'pullAuthorsOf' | 'loginOfAuthorEmail' | 'branchActivity' | 'commitsBetween' | 'reaches'
  >,
  path: string,
  branch: string,
  waits: (text: string) => boolean,
): Promise<Proposers> {
  const commits = await github.commitsFor(path, branch, HISTORY_DEPTH);
  const run: CommitInfo[] = [];
  let complete = false;
  for (const commit of commits) {
    const file = await github.readFile(path, commit.sha);
    if (!file || !waits(file.text)) {
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
  // Bots are left out only because no bot approves anyway; the person a bot's commit names is not.
  const add = (login: string | undefined) => {
    if (login && !login.endsWith('[bot]') && !logins.some((l) => sameLogin(l, login))) logins.push(login);
  };
  // The e-mails GitHub linked to an account on the commits read: a co-author's e-mail found there names them.
  const accountOf = new Map<string, string>();
  for (const commit of commits) {
    if (commit.authorEmail && commit.authorLogin) accountOf.set(commit.authorEmail.toLowerCase(), commit.authorLogin);
    if (commit.committerEmail && commit.committerLogin)
      accountOf.set(commit.committerEmail.toLowerCase(), commit.committerLogin);
  }
  let lookups = 0;
  for (const commit of run) {
    add(commit.authorLogin);
    add(loginOfEmail(commit.authorEmail));
    add(commit.committerLogin);
    add(loginOfEmail(commit.committerEmail));
    const claims = claimsOf(commit.message ?? '');
    for (const email of claims.emails) {
      const known = loginOfEmail(email) ?? accountOf.get(email.toLowerCase());
      if (known) {
        add(known);
        continue;
      }
      // Past the bound a co-author could go unrecognised: who shaped the item is then not known.
      if (++lookups > MAX_LOOKUPS)
        return { unknown: `its commits name more than ${MAX_LOOKUPS} co-authors' e-mails to look up` };
      add(await github.loginOfAuthorEmail(email));
    }
    add(claims.commandedBy);
  }
  const asked = [proposedIn, ...run.slice(0, -1).slice(0, PULLS_ASKED - 1)];
  for (const commit of asked) for (const login of await github.pullAuthorsOf(commit.sha)) add(login);
  const pushed = await whoPushed(
    github,
    branch,
    run.map((commit) => commit.sha),
  );
  if ('unknown' in pushed) return pushed;
  for (const login of pushed.logins) add(login);
  return { logins, proposedIn: proposedIn.sha };
}
