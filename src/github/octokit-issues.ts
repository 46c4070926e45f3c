/** The REST adapter's issue operations: issues, their comments and reactions, and labels. */
import type { GitHubAdapter, Issue } from './adapter.js';
import { httpStatus, isAlreadyExists, isNotFound } from './errors.js';
import {
  PER_PAGE,
  allPages,
  type ApiIssue,
  type ApiComment,
  toComment,
  toLabel,
  toIssue,
  ONCE,
  type Api,
} from './octokit-api.js';

/** Issues: listed by label, read, opened and edited (closed with `updateIssue`). */
export function issueOperations({
  octokit,
  repo,
}: Api): Pick<
  GitHubAdapter,
  'listIssues' | 'listClosedIssues' | 'createIssue' | 'updateIssue' | 'getIssue' | 'readIssue'
> {
  return {
    async listIssues(label, creator) {
      const issues = await allPages((page) =>
        octokit.rest.issues.listForRepo({
          ...repo,
          ...(label !== undefined && { labels: label }),
          ...(creator !== undefined && { creator }),
          state: 'open',
          per_page: PER_PAGE,
          page,
        }),
      );
      return (issues as ApiIssue[]).filter((i) => !i.pull_request).map(toIssue);
    },
    async listClosedIssues(label, enough) {
      const found: Issue[] = [];
      for (let page = 1; ; page++) {
        const { data } = await octokit.rest.issues.listForRepo({
          ...repo,
          labels: label,
          state: 'closed',
          sort: 'updated',
          direction: 'desc',
          per_page: PER_PAGE,
          page,
        });
        found.push(...(data as ApiIssue[]).filter((i) => !i.pull_request).map(toIssue));
        if (data.length < PER_PAGE || enough(found)) return found;
      }
    },
    async createIssue(fields) {
      const { data } = await octokit.rest.issues.create({ ...repo, ...fields, ...ONCE });
      return toIssue(data as ApiIssue);
    },
    async updateIssue(number, fields) {
      const { stateReason, ...rest } = fields;
      await octokit.rest.issues.update({
        ...repo,
        issue_number: number,
        ...rest,
        ...(stateReason && { state_reason: stateReason }),
      });
    },
    async getIssue(number) {
      const { data } = await octokit.rest.issues.get({ ...repo, issue_number: number });
      return toIssue(data as ApiIssue);
    },
    async readIssue(issue) {
      const { data } = await octokit.rest.issues.get({ ...repo, issue_number: issue });
      return { labels: data.labels.map(toLabel), comments: data.comments };
    },
  };
}

/** Comments on an issue or a pull request, and the reaction to one. */
export function commentOperations({
  octokit,
  repo,
}: Api): Pick<
  GitHubAdapter,
  'listComments' | 'getComment' | 'lastReopened' | 'createComment' | 'updateComment' | 'deleteComment' | 'addReaction'
> {
  return {
    async listComments(issue, expected) {
      const comments = await allPages(
        (page) => octokit.rest.issues.listComments({ ...repo, issue_number: issue, per_page: PER_PAGE, page }),
        { expected },
      );
      return comments.map((c) => toComment(c as ApiComment));
    },
    async lastReopened(issue, maxPages) {
      try {
        let reopened: string | null = null;
        for (let page = 1; page <= maxPages; page++) {
          const { data } = await octokit.rest.issues.listEvents({
            ...repo,
            issue_number: issue,
            per_page: PER_PAGE,
            page,
          });
          for (const event of data)
            if (event.event === 'reopened' && (reopened === null || event.created_at > reopened))
              reopened = event.created_at;
          if (data.length < PER_PAGE) return reopened;
        }
        return undefined;
      } catch (error) {
        if (httpStatus(error) !== undefined) return undefined;
        throw error;
      }
    },
    async getComment(id) {
      try {
        const { data } = await octokit.rest.issues.getComment({ ...repo, comment_id: id });
        return toComment(data as ApiComment);
      } catch (error) {
        if (isNotFound(error)) return undefined;
        throw error;
      }
    },
    async createComment(issue, body) {
      const { data } = await octokit.rest.issues.createComment({ ...repo, issue_number: issue, body, ...ONCE });
      return toComment(data as ApiComment);
    },
    async updateComment(id, body) {
      await octokit.rest.issues.updateComment({ ...repo, comment_id: id, body });
    },
    async deleteComment(id) {
      try {
        await octokit.rest.issues.deleteComment({ ...repo, comment_id: id });
      } catch (error) {
        if (!isNotFound(error)) throw error;
      }
    },
    async addReaction(commentId, content) {
      await octokit.rest.reactions.createForIssueComment({ ...repo, comment_id: commentId, content });
    },
  };
}

/** Labels: on an issue or a pull request, and the repository's own. */
export function labelOperations({
  octokit,
  repo,
}: Api): Pick<GitHubAdapter, 'addLabel' | 'updateLabel' | 'removeLabel' | 'createLabel' | 'listLabels'> {
  return {
    async addLabel(issue, name) {
      const { data } = await octokit.rest.issues.addLabels({ ...repo, issue_number: issue, labels: [name] });
      return data.map(toLabel);
    },
    async updateLabel(label) {
      await octokit.rest.issues.updateLabel({
        ...repo,
        name: label.name,
        color: label.color,
        description: label.description,
      });
    },
    async removeLabel(issue, name) {
      try {
        await octokit.rest.issues.removeLabel({ ...repo, issue_number: issue, name });
      } catch (error) {
        if (!isNotFound(error)) throw error;
      }
    },
    async createLabel(label) {
      try {
        await octokit.rest.issues.createLabel({ ...repo, ...label });
      } catch (error) {
        if (!isAlreadyExists(error)) throw error;
      }
    },
    async listLabels() {
      const labels = await allPages((page) =>
        octokit.rest.issues.listLabelsForRepo({ ...repo, per_page: PER_PAGE, page }),
      );
      return labels.map((l) => l.name);
    },
  };
}
