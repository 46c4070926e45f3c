import type { ResolvedConfig } from '../../config/resolve.js';
import type { InboxItem } from '../../core/report.js';
import { asNumber, asRecord, asString, field } from '../../core/values.js';
import type { GitHubAdapter } from '../../github/adapter.js';
import { HELP_TEXT, parseCommand, type ParsedCommand } from '../../inbox/commands/index.js';
import { readInboxMarker } from '../../inbox/issue.js';
import type { Logger } from '../../logging.js';
import { applyToFiles, type AppliedChange } from './apply.js';
import { permits } from './permissions.js';
import { CLOSED_BY_ACTION } from './sync.js';

export interface CommandInput {
  github: GitHubAdapter;
  payload: Record<string, unknown>;
  /** The inbox as the default branch's checkout has it now. */
  items: readonly InboxItem[];
  identity: string;
  config: ResolvedConfig;
  defaultBranch: string;
  /** The web address of a commit, for replies. */
  commitUrl(sha: string): string;
  logger: Logger;
}

interface Comment {
  id: number;
  body: string;
  user: string;
  userType: string;
}

/** The comment and issue of an `issue_comment` event, or why it is not one to act on. */
function readEvent(payload: Record<string, unknown>, identity: string): { comment: Comment; issue: { number: number; body: string }; key: string } | string {
  if (field(payload, 'action') !== 'created') return `a comment ${asString(field(payload, 'action')) ?? 'changed'}, not created: ignored`;
  const issue = asRecord(field(payload, 'issue'));
  const comment = asRecord(field(payload, 'comment'));
  if (!issue || !comment) return 'the event has no issue or comment';
  if (field(issue, 'pull_request') !== undefined) return 'a comment on a pull request, not an inbox issue';
  const marker = readInboxMarker(asString(issue.body) ?? '');
  if (!marker) return 'the issue is not an inbox issue';
  if (asString(field(field(issue, 'user'), 'login')) !== identity) return 'the issue carries an inbox marker but was not opened by handoff-gate';
  const user = asString(field(field(comment, 'user'), 'login')) ?? '';
  const userType = asString(field(field(comment, 'user'), 'type')) ?? '';
  return {
    comment: { id: asNumber(comment.id) ?? 0, body: asString(comment.body) ?? '', user, userType },
    issue: { number: asNumber(issue.number) ?? 0, body: asString(issue.body) ?? '' },
    key: marker.key,
  };
}

/**
 * A command in a comment on an inbox issue: checked (who, what, whether it applies), applied to
 * the file through the contents API, acknowledged with reactions and a reply, and the issue
 * updated or closed. Anything that is not a command for us is ignored quietly.
 */
export async function handleCommand(input: CommandInput): Promise<void> {
  const { github, logger } = input;
  const event = readEvent(input.payload, input.identity);
  if (typeof event === 'string') {
    logger.info(`handoff-gate: ${event}.`);
    return;
  }
  const { comment, issue, key } = event;
  if (comment.userType === 'Bot' || comment.user.endsWith('[bot]')) {
    logger.info('handoff-gate: a comment by a bot: ignored.');
    return;
  }
  const parsed = parseCommand(comment.body);
  if (parsed === undefined) {
    logger.info('handoff-gate: the comment holds no command.');
    return;
  }
  await github.addReaction(comment.id, 'eyes');
  const reply = async (text: string, ok: boolean) => {
    await github.createComment(issue.number, text);
    await github.addReaction(comment.id, ok ? '+1' : '-1');
  };

  if ('error' in parsed) return reply(parsed.error, false);
  if (parsed.name === 'help') return reply(HELP_TEXT, true);

  const allowed = await mayCommand(github, comment.user, input.config);
  if (allowed !== true) return reply(allowed, false);

  const item = input.items.find((i) => i.key === key);
  if (!item) return reply(`This item is no longer waiting for a human on \`${input.defaultBranch}\`, so \`${commandWord(parsed)}\` was not applied.`, false);

  const change: AppliedChange = await applyToFiles({ mode: input.config.commitMode, github, item, command: parsed, user: comment.user, branch: input.defaultBranch, logger });
  if (change.kind === 'refused') return reply(change.reason, false);
  if (change.kind === 'pull-request') {
    const why = input.config.commitMode === 'pull-request' ? 'Changes go through pull requests here (config `commit.mode`)' : `\`${input.defaultBranch}\` is protected`;
    return reply(`${why}, so the change is in pull request #${change.number} (${change.url}); the item stays open until it is merged.`, true);
  }
  await reply(`${change.summary} Committed in ${change.commits.map((sha) => input.commitUrl(sha)).join(' and ')}.`, true);
  if (change.itemResolved) {
    await github.updateIssue(issue.number, { state: 'closed', stateReason: 'completed', body: `${issue.body.trimEnd()}\n${CLOSED_BY_ACTION}\n` });
  }
}

const commandWord = (command: Exclude<ParsedCommand, { error: string }>) => `/${command.name}`;

/** True, or the refusal to reply: the users list (if set) and the least repository permission must both allow. */
async function mayCommand(github: GitHubAdapter, user: string, config: ResolvedConfig): Promise<true | string> {
  if (config.approverUsers.length > 0 && !config.approverUsers.some((u) => u.toLowerCase() === user.toLowerCase())) {
    return `Only ${config.approverUsers.map((u) => `\`${u}\``).join(', ')} may run inbox commands here (config \`approvers.users\`).`;
  }
  const permission = await github.permissionOf(user);
  if (!permits(permission, config.approverPermission)) {
    return `Inbox commands need \`${config.approverPermission}\` access to this repository; your access is \`${permission}\`.`;
  }
  return true;
}
