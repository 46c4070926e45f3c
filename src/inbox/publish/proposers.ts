import type { CommitInfo, GitHubAdapter } from '../../github/adapter.js';
import { loginOfEmail, sameLogin } from '../approvals.js';

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

/**
 * Who may not approve an item: the authors and committers (and the pull requests' authors) of
 * the commit that moved its file to waiting for approval, or created it so, and of every commit
 * that changed the file after it (GitHub's "approval of the most recent push" reasoning: whoever
 * shaped what is approved does not approve it). `waits(text)` says whether the file's text at a
 * commit is the item waiting for approval. Bots' commits are left out: the bot's own commits
 * carry a person's `/answer`, and no bot approves anyway.
 */
export async function proposersOf(
  github: Pick<GitHubAdapter, 'commitsFor' | 'readFile' | 'pullAuthorsOf'>,
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
  const add = (login: string | undefined) => {
    if (login && !login.endsWith('[bot]') && !logins.some((l) => sameLogin(l, login))) logins.push(login);
  };
  for (const commit of run) {
    add(commit.authorLogin);
    add(loginOfEmail(commit.authorEmail));
    add(commit.committerLogin);
    add(loginOfEmail(commit.committerEmail));
  }
  const asked = [proposedIn, ...run.slice(0, -1).slice(0, PULLS_ASKED - 1)];
  for (const commit of asked) for (const login of await github.pullAuthorsOf(commit.sha)) add(login);
  return { logins, proposedIn: proposedIn.sha };
}
