/**
 * The GitHub operations handoff-gate needs, and nothing else: the runner is given one of these,
 * so it never touches Octokit and tests can count what it does. Every list is complete (paginated).
 */
export interface ChangedFile {
  path: string;
  status: 'added' | 'modified' | 'removed' | 'renamed' | 'copied' | 'changed' | 'unchanged';
  /** The path at the base revision, for a rename. */
  previousPath?: string;
}

export interface IssueComment {
  id: number;
  body: string;
  author: string;
  createdAt: string;
}

export interface LabelSpec {
  name: string;
  color: string;
  description: string;
}

export interface GitHubAdapter {
  /** A pull request's changed files (GitHub lists at most 3,000). */
  listPullFiles(pull: number): Promise<ChangedFile[]>;
  /**
   * Files changed between two commits, or undefined when GitHub cannot compare them (an unknown
   * commit) or lists only part of them (it stops at 300).
   */
  compareFiles(base: string, head: string): Promise<ChangedFile[] | undefined>;
  /** A file's bytes at a ref, or undefined when it does not exist there. */
  fileAt(path: string, ref: string): Promise<Uint8Array | undefined>;
  listComments(issue: number): Promise<IssueComment[]>;
  createComment(issue: number, body: string): Promise<IssueComment>;
  updateComment(id: number, body: string): Promise<void>;
  deleteComment(id: number): Promise<void>;
  listIssueLabels(issue: number): Promise<string[]>;
  addLabel(issue: number, name: string): Promise<void>;
  /** Removes one label; a label already gone is fine. */
  removeLabel(issue: number, name: string): Promise<void>;
  /** Creates a repository label; one that exists already is fine. */
  createLabel(label: LabelSpec): Promise<void>;
}

/** The kinds of write, for dry runs and for saying which permission is missing. */
export type WriteKind = 'comment' | 'label' | 'issue' | 'contents';
