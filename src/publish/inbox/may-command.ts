import type { ResolvedConfig } from '../../config/resolve.js';
import type { GitHubAdapter } from '../../github/adapter.js';
import type { Logger } from '../../logging.js';
import { codeSpan } from '../../render/escape.js';
import { sameLogin } from '../../inbox/approvals.js';
import { permits } from './permissions.js';

/**
 * True, or the refusal to reply. An agent's account (`approvers.agents`) runs no command: every
 * item waits for a human. When `approvers.users` or `approvers.teams` is set, the person must be
 * listed or a member of a listed team; and the least repository permission must allow.
 */
export async function mayCommand(
  github: GitHubAdapter,
  user: string,
  config: ResolvedConfig,
  logger: Logger,
  command: string,
): Promise<true | string> {
  const unusable = unusablePolicy(config, command);
  if (unusable) return unusable;
  if (config.agentAccounts.some((agent) => sameLogin(agent, user))) {
    return `${codeSpan(user)} is an agent's account (config \`approvers.agents\`): inbox items wait for a human, so its commands are not run.`;
  }
  const listed = await listedApprover(github, user, config, logger);
  if (listed !== true) return listed;
  const permission = await github.permissionOf(user);
  if (!permits(permission, config.approverPermission)) {
    return `Inbox commands need \`${config.approverPermission}\` access to this repository; your access is \`${permission}\`.`;
  }
  return true;
}

/**
 * The refusal when a config entry that governs `command` could not be used as written (it would
 * otherwise have fallen back to a looser default): naming each such line, so a maintainer finds it.
 */
function unusablePolicy(config: ResolvedConfig, command: string): string | undefined {
  const governing = config.policyProblems.filter((p) => p.governs === 'commands' || command === 'approve');
  if (governing.length === 0) return undefined;
  const lines = governing
    .slice(0, 5)
    .map((p) => `${codeSpan(`${p.path}:${p.line}`)} (${codeSpan(p.setting)})`)
    .join(', ');
  const more = governing.length > 5 ? ` and ${governing.length - 5} more` : '';
  return `\`/${command}\` is refused: the config restricts who may do this, and ${governing.length === 1 ? 'an entry of it' : 'entries of it'} cannot be used as written: ${lines}${more}. Rather than run under a looser default, inbox commands it governs wait until a maintainer fixes the config (the job's log and the config's check say what is wrong).`;
}

/** True when no list is set, or the person is on `approvers.users` or in one of `approvers.teams`; else the refusal. */
async function listedApprover(
  github: GitHubAdapter,
  user: string,
  config: ResolvedConfig,
  logger: Logger,
): Promise<true | string> {
  const { approverUsers: users, approverTeams: teams } = config;
  if (users.length === 0 && teams.length === 0) return true;
  if (users.some((u) => sameLogin(u, user))) return true;
  const unreadable: string[] = [];
  for (const team of teams) {
    const membership = await github.teamMembership(team, user);
    if (membership === 'member') return true;
    if (membership === 'unreadable') unreadable.push(team);
  }
  const who = [...users.map((u) => codeSpan(u)), ...teams.map((t) => `members of ${codeSpan(t)}`)].join(', ');
  if (unreadable.length) {
    const names = unreadable.map((t) => codeSpan(t)).join(', ');
    logger.warning(
      `handoff-gate could not read the team${unreadable.length === 1 ? '' : 's'} ${names}: the token cannot see ${unreadable.length === 1 ? 'it' : 'them'}. The workflow token cannot read an organisation's teams; give the action a token that can (a GitHub App with the Members: read permission, or a token with read:org), or list the people under approvers.users.`,
    );
    return `Only ${who} may run inbox commands here (config \`approvers\`). The token this workflow uses cannot read ${names}, so membership could not be checked: a maintainer must give the action a token that can read the organisation's teams (see the job's log).`;
  }
  return `Only ${who} may run inbox commands here (config \`approvers\`).`;
}
