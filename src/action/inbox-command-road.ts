import { check } from '../engine/check.js';
import { FORMATS } from '../formats/index.js';
import { discover } from '../io/discover.js';
import { fsWorkspace } from '../io/fs-workspace.js';
import { annotations } from '../render/github.js';
import { asString, field } from '../util/values.js';
import type { GoverningConfig } from './config-source.js';
import type { ActionEvent } from './context.js';
import { COMMITTED_LINKS, type Run } from './run.js';

type CommentEvent = Extract<ActionEvent, { kind: 'issue_comment' }>;

/**
 * The road of a comment on an issue: the config's findings as annotations, the checkout checked
 * for its inbox, then the command (permission, freshness, edit, commit or branch and pull request,
 * reaction, reply, issue update) in `publish/inbox/handle-command.ts`.
 */
export async function runInboxCommand(
  { context, io, github, clock }: Run,
  event: CommentEvent,
  loaded: GoverningConfig,
  identity: string,
): Promise<undefined> {
  const { workspace: root } = context;
  const { config } = loaded;
  io.annotate(annotations({ findings: loaded.findings }, { gateItems: false }));
  const defaultBranch = asString(field(field(event.payload, 'repository'), 'default_branch')) ?? 'main';
  const { handleCommand } = await import('../publish/inbox/handle-command.js');
  // Empty unless the command decided: set first, so that a run that fails midway says no one decided.
  io.setOutput('decided-by', '');
  // Walked once: the command computes its item's file with every other file more than once.
  const files = discover(root, [root]).files;
  const outcome = await handleCommand({
    github: await github(),
    payload: event.payload,
    items: check({ files, workspace: fsWorkspace(root, undefined, COMMITTED_LINKS), config, formats: FORMATS }).inbox,
    checkout: { root, files },
    formats: FORMATS,
    fileUrl: (item, sha) =>
      `${context.serverUrl}/${context.owner}/${context.repo}/blob/${sha}/${item.path}#L${item.line}`,
    identity,
    config,
    defaultBranch,
    commitUrl: (sha) => `${context.serverUrl}/${context.owner}/${context.repo}/commit/${sha}`,
    logger: io.logger,
    clock,
  });
  io.setOutput('decided-by', outcome.decidedBy ?? '');
  return undefined;
}
