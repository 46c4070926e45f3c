import { redactBody, redactSecrets } from '../secrets.js';
import type { CheckAnnotation, CheckRunOutput, GitHubAdapter, IssueFields } from './adapter.js';

const annotation = (a: CheckAnnotation): CheckAnnotation => ({
  ...a,
  message: redactSecrets(a.message),
  ...(a.title !== undefined && { title: redactSecrets(a.title) }),
  ...(a.rawDetails !== undefined && { rawDetails: redactSecrets(a.rawDetails) }),
});

const output = (o: CheckRunOutput): CheckRunOutput => ({
  ...o,
  title: redactSecrets(o.title),
  summary: redactBody(o.summary),
  ...(o.text !== undefined && { text: redactBody(o.text) }),
  ...(o.annotations && { annotations: o.annotations.map(annotation) }),
});

const issueFields = <T extends IssueFields>(fields: T): T => ({
  ...fields,
  ...(fields.title !== undefined && { title: redactSecrets(fields.title) }),
  ...(fields.body !== undefined && { body: redactBody(fields.body) }),
});

/**
 * The last guard before GitHub: every text the action writes (comments, issues, check runs and
 * their annotations, reviews, pull requests, commit messages) has anything shaped like a
 * credential named instead of shown. The renderers redact first, so a body they made passes
 * unchanged, and what a run compares with GitHub's copy (is the comment already up to date?)
 * stays equal; this catches what any other road might carry. A file's own text, committed by a
 * command, is the person's to write and is left as it is.
 */
export function redactingAdapter(inner: GitHubAdapter): GitHubAdapter {
  return {
    ...inner,
    createComment: (issue, body) => inner.createComment(issue, redactBody(body)),
    updateComment: (id, body) => inner.updateComment(id, redactBody(body)),
    createIssue: (fields) => inner.createIssue(issueFields(fields)),
    updateIssue: (number, fields) => inner.updateIssue(number, issueFields(fields)),
    createCheckRun: (run) => inner.createCheckRun({ ...run, output: output(run.output) }),
    updateCheckRun: (id, change) =>
      inner.updateCheckRun(id, { ...change, ...(change.output && { output: output(change.output) }) }),
    createReview: (pull, review) =>
      inner.createReview(pull, {
        ...review,
        ...(review.body !== undefined && { body: redactBody(review.body) }),
        comments: review.comments.map((c) => ({ ...c, body: redactBody(c.body) })),
      }),
    createPull: (pull) => inner.createPull({ ...pull, title: redactSecrets(pull.title), body: redactBody(pull.body) }),
    writeFile: (change) => inner.writeFile({ ...change, message: redactSecrets(change.message) }),
    deleteFile: (change) => inner.deleteFile({ ...change, message: redactSecrets(change.message) }),
    commitDecision: (branch, message) => inner.commitDecision(branch, redactSecrets(message)),
    withoutRetries: () => redactingAdapter(inner.withoutRetries()),
  };
}
