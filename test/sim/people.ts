/**
 * What a person with write access does in GitHub's web pages, outside any API call the action
 * makes: edit an issue's title or body, edit anyone's comment (the bot's included), delete a
 * comment, close or reopen an issue. Each moves the times GitHub moves. GitHub keeps whole
 * seconds; a person's edit comes after the text it edits, so it is stamped at least one second
 * after what it changed (an edit in the same second would leave `updated_at` unmoved).
 */
import { isoNow, nextId, type SimComment, type SimIssue } from './state.js';

/** Now, or one second after `after`, whichever is later (whole seconds, as GitHub gives them). */
function later(after: string): string {
  const now = isoNow();
  const next = new Date(Date.parse(after) + 1000).toISOString().replace(/\.\d{3}Z$/, 'Z');
  return now > next ? now : next;
}

/** A person edits the issue's title and/or body: the author shown stays the one who opened it. */
export function editIssue(issue: SimIssue, change: { title?: string; body?: string }): void {
  if (change.title !== undefined) issue.title = change.title;
  if (change.body !== undefined) issue.body = change.body;
  issue.updatedAt = later(issue.updatedAt);
}

/** A person edits a comment, anyone's: the author shown stays, `updated_at` moves. */
export function editComment(issue: SimIssue, id: number, body: string): SimComment {
  const comment = issue.comments.find((c) => c.id === id);
  if (!comment) throw new Error(`no comment ${id} on #${issue.number}`);
  comment.body = body;
  comment.updatedAt = later(comment.updatedAt);
  issue.updatedAt = later(issue.updatedAt);
  return comment;
}

/** A person deletes a comment: it is gone from every listing, and reading it answers 404. */
export function deleteComment(issue: SimIssue, id: number): void {
  const before = issue.comments.length;
  issue.comments = issue.comments.filter((c) => c.id !== id);
  if (issue.comments.length === before) throw new Error(`no comment ${id} on #${issue.number}`);
  issue.updatedAt = later(issue.updatedAt);
}

/** A person closes the issue (as completed or as not planned). */
export function closeIssue(issue: SimIssue, by: string, reason: 'completed' | 'not_planned' = 'not_planned'): void {
  const at = later(issue.updatedAt);
  issue.state = 'closed';
  issue.stateReason = reason;
  issue.closedAt = at;
  issue.closedBy = by;
  issue.updatedAt = at;
  (issue.events ??= []).push({ id: nextId(), event: 'closed', actor: by, createdAt: at });
}

/** A person reopens the issue. */
export function reopenIssue(issue: SimIssue, by: string): void {
  const at = later(issue.updatedAt);
  issue.state = 'open';
  issue.stateReason = 'reopened';
  issue.closedAt = null;
  issue.closedBy = null;
  issue.updatedAt = at;
  (issue.events ??= []).push({ id: nextId(), event: 'reopened', actor: by, createdAt: at });
}
