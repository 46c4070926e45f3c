import type { Logger } from '../logging.js';
import type { GitHubAdapter } from './adapter.js';

/** Reads go through; each write is logged instead of made (`dry-run: true`). */
export function dryRunAdapter(inner: GitHubAdapter, logger: Logger): GitHubAdapter {
  const would = (what: string) => logger.info(`[dry-run] would ${what}`);
  return {
    listPullFiles: (pull) => inner.listPullFiles(pull),
    compareFiles: (base, head) => inner.compareFiles(base, head),
    fileAt: (path, ref) => inner.fileAt(path, ref),
    listComments: (issue) => inner.listComments(issue),
    listIssueLabels: (issue) => inner.listIssueLabels(issue),
    async createComment(issue, body) {
      would(`create a comment on #${issue} (${body.length} characters)`);
      return { id: 0, body, author: '', createdAt: new Date(0).toISOString() };
    },
    async updateComment(id, body) {
      would(`update comment ${id} (${body.length} characters)`);
    },
    async deleteComment(id) {
      would(`delete duplicate comment ${id}`);
    },
    async addLabel(issue, name) {
      would(`add label "${name}" to #${issue}`);
    },
    async removeLabel(issue, name) {
      would(`remove label "${name}" from #${issue}`);
    },
    async createLabel(label) {
      would(`create label "${label.name}" if missing`);
    },
  };
}
