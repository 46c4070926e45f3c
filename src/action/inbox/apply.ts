import { parse } from 'yaml';
import type { InboxItem } from '../../core/report.js';
import { asArray, field } from '../../core/values.js';
import type { GitHubAdapter } from '../../github/adapter.js';
import { isConflict } from '../../github/errors.js';
import { answerQuestion, applyIntentCommand, type ParsedCommand } from '../../inbox/commands/index.js';
import type { Logger } from '../../logging.js';
import { ulid } from './ulid.js';

type Command = Exclude<ParsedCommand, { error: string }>;

export type AppliedChange =
  | { kind: 'refused'; reason: string }
  | { kind: 'committed'; summary: string; commits: string[]; itemResolved: boolean }
  | { kind: 'pull-request'; number: number; url: string };

interface ApplyInput {
  /** `pull-request`: every change goes through a pull request, even where a direct commit would be allowed. */
  mode: 'direct' | 'pull-request';
  github: GitHubAdapter;
  item: InboxItem;
  command: Command;
  user: string;
  branch: string;
  logger: Logger;
}

/** The file changes one command makes: the edited text, or a deletion. */
type Edit = { kind: 'edit'; text: string; summary: string; commitMessage: string } | { kind: 'delete'; summary: string; commitMessage: string } | { kind: 'refused'; reason: string };

const intentId = (key: string) => key.replace(/^intent\//, '').replace(/#.*$/, '');

/** True when the intent text still has a clarification without an answer. */
function stillAsks(text: string): boolean {
  try {
    return asArray(field(parse(text), 'clarifications')).some((c) => {
      const answer = field(c, 'answer');
      return answer === null || answer === undefined || (typeof answer === 'string' && answer.trim() === '');
    });
  } catch {
    return false;
  }
}

/** Apply a command to the item's file(s) on the default branch, or explain why it does not apply. */
export async function applyToFiles(input: ApplyInput): Promise<AppliedChange> {
  const { item, command, user } = input;
  if (item.format === 'intent') {
    const id = intentId(item.key);
    const done = await commitEdit(input, item.path, (text) => applyIntentCommand(text, command, { id, user }));
    if (done.kind !== 'committed') return done;
    const resolved = command.name !== 'answer' || !stillAsks(done.finalText ?? '');
    return { kind: 'committed', summary: done.summary, commits: done.commits, itemResolved: resolved };
  }
  if (item.format === 'message' && item.reason === 'question') {
    if (command.name !== 'answer') return { kind: 'refused', reason: `A question is answered with \`/answer <text>\`; \`/${command.name}\` does not apply to it.` };
    return answerMessage(input, command.rest);
  }
  return {
    kind: 'refused',
    reason: `No command applies to this item (${item.reason} of a ${item.format} file): fix \`${item.path}\` and push, and the issue closes by itself.`,
  };
}

type Committed = { kind: 'committed'; summary: string; commits: string[]; finalText?: string };

/**
 * Read, edit and commit one file with the sha just read. A 409 means the file moved on (re-read
 * and re-apply once) or the branch is protected (the sha did not move): then a pull request.
 */
async function commitEdit(input: ApplyInput, path: string, edit: (text: string) => Edit): Promise<Committed | Exclude<AppliedChange, { kind: 'committed' }>> {
  const { github, branch } = input;
  for (let attempt = 0; attempt < 2; attempt++) {
    const file = await github.readFile(path, branch);
    if (!file) return { kind: 'refused', reason: `\`${path}\` no longer exists on \`${branch}\`.` };
    const outcome = edit(file.text);
    if (outcome.kind === 'refused') return outcome;
    if (input.mode === 'pull-request') return viaPullRequest(input, [{ path, outcome, sha: file.sha }]);
    try {
      const sha =
        outcome.kind === 'edit'
          ? await github.writeFile({ path, text: outcome.text, sha: file.sha, message: outcome.commitMessage, branch })
          : await github.deleteFile({ path, sha: file.sha, message: outcome.commitMessage, branch });
      return { kind: 'committed', summary: outcome.summary, commits: [sha], ...(outcome.kind === 'edit' && { finalText: outcome.text }) };
    } catch (error) {
      if (!isConflict(error)) throw error;
      const again = await github.readFile(path, branch);
      if (again?.sha === file.sha) return viaPullRequest(input, [{ path, outcome, sha: file.sha }]);
      input.logger.info(`handoff-gate: ${path} changed while the command was applied; applying it again.`);
    }
  }
  return { kind: 'refused', reason: `\`${path}\` kept changing while the command was applied; please try again.` };
}

interface PendingChange {
  path: string;
  outcome: Exclude<Edit, { kind: 'refused' }>;
  sha?: string;
}

/** The default branch is protected: the same change on a new branch, and a pull request for it. */
async function viaPullRequest(input: ApplyInput, changes: PendingChange[]): Promise<AppliedChange> {
  const { github, branch, command, item } = input;
  const name = `handoff-gate/${command.name}-${item.key.replace(/[^A-Za-z0-9._-]+/g, '-')}-${Date.now().toString(36)}`;
  await github.createBranch(name, await github.branchSha(branch));
  for (const change of changes) {
    if (change.outcome.kind === 'edit') await github.writeFile({ path: change.path, text: change.outcome.text, ...(change.sha && { sha: change.sha }), message: change.outcome.commitMessage, branch: name });
    else await github.deleteFile({ path: change.path, sha: change.sha!, message: change.outcome.commitMessage, branch: name });
  }
  const first = changes[0]!.outcome;
  const pull = await github.createPull({
    head: name,
    base: branch,
    title: first.commitMessage,
    body: `${first.summary}\n\n\`${branch}\` is protected, so handoff-gate proposes the change here instead of committing it. Merging it applies \`/${command.name}\` from the inbox issue.`,
  });
  return { kind: 'pull-request', ...pull };
}

/** `/answer` on a question to a human: the answer message (spec 5) and the question marked completed. */
async function answerMessage(input: ApplyInput, text: string): Promise<AppliedChange> {
  const { github, branch, item, user } = input;
  const question = await github.readFile(item.path, branch);
  if (!question) return { kind: 'refused', reason: `\`${item.path}\` no longer exists on \`${branch}\`.` };
  const now = new Date();
  const result = answerQuestion({ path: item.path, text: question.text }, text, { user, now, newId: () => ulid(now) });
  if (result.kind === 'refused') return result;
  const [answerFile, questionFile] = result.files;
  const pending = (): PendingChange[] => [
    { path: answerFile!.path, outcome: { kind: 'edit', text: answerFile!.text, summary: result.summary, commitMessage: result.commitMessage } },
    { path: questionFile!.path, outcome: { kind: 'edit', text: questionFile!.text, summary: result.summary, commitMessage: result.commitMessage }, sha: question.sha },
  ];
  if (input.mode === 'pull-request') return viaPullRequest(input, pending());
  const commits: string[] = [];
  try {
    const existing = await github.readFile(answerFile!.path, branch);
    commits.push(await github.writeFile({ path: answerFile!.path, text: answerFile!.text, ...(existing && { sha: existing.sha }), message: result.commitMessage, branch }));
    commits.push(await github.writeFile({ path: questionFile!.path, text: questionFile!.text, sha: question.sha, message: result.commitMessage, branch }));
  } catch (error) {
    if (!isConflict(error) || commits.length > 0) throw error;
    const again = await github.readFile(answerFile!.path, branch);
    if (again !== undefined) return { kind: 'refused', reason: `\`${answerFile!.path}\` changed meanwhile; please try again.` };
    return viaPullRequest(input, pending());
  }
  return { kind: 'committed', summary: result.summary, commits, itemResolved: true };
}
