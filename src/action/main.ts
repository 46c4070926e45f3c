import { CONFIG_EXTENDS_UNREAD_RULE } from '../report/adapter-rules.js';
import { join } from 'node:path';
import { DEFAULT_API_LIMITS, type ApiLimits } from '../config/api-limits.js';
import type { ResolvedConfig } from '../config/resolve.js';
import { check, type CheckResult } from '../engine/check.js';
import { failureReasons } from '../gate/fail-on.js';
import { compareFindings } from '../report/finding.js';
import { handoffCandidates } from '../detect/handoff-candidates.js';
import { overlaid } from '../engine/overlay-workspace.js';
import type { Workspace } from '../engine/project.js';
import { asString, field } from '../util/values.js';
import { FORMATS } from '../formats/index.js';
import type { GitHubAdapter } from '../github/adapter.js';
import type { Clock } from '../util/clock.js';
import { discover } from '../io/discover.js';
import { fsWorkspace } from '../io/fs-workspace.js';
import { annotations } from '../render/github.js';
import { layoutMarkdown } from '../render/markdown.js';
import { renderJson } from '../render/json.js';
import { ruleCatalogue } from '../rules/catalogue.js';
import { glossary as glossaryOf, ruleDocs as ruleDocsOf } from '../rules/rule-docs.js';
import { baseContents } from './base-files.js';
import { pullRequestHead, type HeadFiles } from './head-files.js';
import { configRepoPath, loadGoverningConfig, withHeadConfig, type GoverningConfig } from './config-source.js';
import type { ActionContext, ActionEvent, PullRequestEvent } from './context.js';
import type { ActionInputs } from './inputs.js';
import type { ActionIO } from './io.js';
import {
  commentMarkdown,
  publishToPullRequest,
  readPullRequest,
  WORKFLOW_TOKEN_LOGIN,
  type PullRequestState,
} from '../gate/publish/pull-request.js';
import { onTheDiff, type OnTheDiff } from '../diff/publish/on-the-diff.js';
import { checkedText, fixesInChangedFiles, postSuggestions } from '../diff/publish/suggestions.js';
import type { Scope } from './scope.js';
import { changeScope } from './change-scope.js';
import { attemptWrite, reportFailedWrite } from './attempt-write.js';
import { syncInbox } from './sync-step.js';
import { confirmPullRequest, ranOnPullRequest, readSavedReport } from './saved-report.js';
import { loadGoverningSuppressions, type RunSuppressions } from './suppressions-source.js';
import { checkRemembering } from './check-step.js';
import { openRunCache, saveRunCache } from './result-cache.js';
import { COMMITTED_LINKS, type ChangeFiles, type Run } from './run.js';
import { inboxOfRun, type RunInbox } from './run-inbox.js';
import { shortSha } from '../util/short-sha.js';

export interface MainDeps {
  inputs: ActionInputs;
  context: ActionContext;
  /**
   * Created (and loaded) on first use: runs that need no API call never load Octokit. `limits`
   * are read at each request, so the run sets them once its config is known.
   */
  github: (limits: Readonly<ApiLimits>) => Promise<GitHubAdapter>;
  io: ActionIO;
  /** Where "now" is read: an approval's expiry, a reminder's time. */
  clock: Clock;
}

/** GitHub refuses a step summary over 1 MiB; UTF-16 units × 3 stays under it in UTF-8. */
const SUMMARY_MAX_LENGTH = 340_000;

type CommentEvent = Extract<ActionEvent, { kind: 'issue_comment' }>;
type WorkflowRunEvent = Extract<ActionEvent, { kind: 'workflow_run' }>;

/** What step 6 wrote, and step 8 posts. */
interface Written {
  summaryOptions: SummaryOptions;
  reportPath: string;
  /** The report as the pull request's comment shows it: with the inbox items the pull request adds. */
  prReport: CheckResult;
  /** On a pull request, the report comment. */
  comment: ReturnType<typeof commentMarkdown> | undefined;
}

type SummaryOptions = Omit<Parameters<typeof layoutMarkdown>[1], 'maxLength'> & OnTheDiff['summaryOptions'];

/**
 * The action, step by step. Returns the report, or undefined when the event is not one it handles.
 * Everything that carries the verdict (outputs, the job summary, the report files, the step's
 * status) is written before the first API write, and no write can change it. The annotations go
 * on the check run, or, where it does not hold them, out as workflow annotations: on the diff
 * either way, whether the write succeeds or not.
 */
export async function main({
  inputs,
  context,
  github: createGithub,
  io,
  clock,
}: MainDeps): Promise<CheckResult | undefined> {
  const { event } = context;
  // The runner gives notice of events the action does not handle.
  if (event.kind === 'other') return undefined;
  // How long GitHub may take: the config's `api` settings once it is read (the read of the base
  // config itself, on a pull request whose checkout lacks the base commit, has the defaults).
  const limits: ApiLimits = { ...DEFAULT_API_LIMITS };
  const run: Run = { inputs, context, io, clock, github: () => createGithub(limits) };

  // 1. The config that governs the run.
  const loaded = await governingConfig(run, limits);
  const { config } = loaded;
  const identity = config.botLogin ?? WORKFLOW_TOKEN_LOGIN;
  // A comment on an issue: with `inbox: true`, a command on an inbox item; nothing else.
  if (event.kind === 'issue_comment') return inputs.inbox ? runInboxCommand(run, event, loaded, identity) : undefined;
  // A finished run of a pull request: the report it saved, posted to that pull request.
  if (event.kind === 'workflow_run') return postSavedReport(run, event, config);

  // 2. What to check; a pull request's labels and comments, which step 8 needs, are read meanwhile.
  const pullRequest = readPullRequestMeanwhile(run);
  const scope = await changeScope(run, config);
  // 3. The base revision of the change's handoff files (and a pull request's head, when the checkout is another
  // commit), and the suppressions file that governs the run (on a pull request the base commit's).
  const files = await readChangeFiles(run, scope, config);
  const judgedConfig = headConfig(loaded, files, inputs.config);
  const suppressions = await governingSuppressions(run, scope, files.head);
  // 4. Check.
  const syncsInbox = syncsTheInbox(run);
  const cache = openRunCache(run, scope.full);
  const { view, report, weighing } = await checkRemembering(run, {
    scope,
    files,
    loaded: judgedConfig,
    identity,
    syncsInbox,
    suppressions,
    ...(cache && { cache }),
  });
  if (cache) saveRunCache(cache, run);
  // 5. The inbox this run reports.
  const inbox = inboxOfRun(view, report, syncsInbox);
  // 6. The job summary, the JSON report and the comment's Markdown.
  const written = writeSummaryAndReport(run, report, inbox);
  // 7. Outputs, and the step's status.
  const fails = setOutputsAndStatus(run, report, inbox, written.reportPath);
  // 8. Every finding on the diff; on a pull request the comment, the risk label and the suggestions.
  await Promise.all([
    putOnTheDiff(run, report, fails, written.summaryOptions),
    publishOnPullRequest(run, { pullRequest, written, diff: { scope, checkout: files.checkout }, config }),
  ]);
  // 9. On the default branch, on schedule and on dispatch: the inbox issues follow the inbox.
  if (syncsInbox)
    await syncInbox(run, { inbox: inbox.inbox, checkout: files.checkout, config, identity, scope, report, weighing });
  return report;
}

/**
 * Step 1: the config that governs the run: on a pull request the base commit's, so that the pull
 * request cannot weaken its own gate (its own change is checked, and takes effect once merged). An
 * invalid setting is a finding on its line; its section falls back to the defaults. Its `api`
 * settings become the run's limits.
 */
async function governingConfig({ inputs, context, io, github }: Run, limits: ApiLimits): Promise<GoverningConfig> {
  const loaded = await loadGoverningConfig(context.event, context.workspace, inputs.config, github);
  Object.assign(limits, loaded.config.api);
  io.logger.info(`handoff-gate: ${loaded.why}.`);
  // The config's own findings are also written to the log, one a line: GitHub shows at most ten
  // annotations of a level, and a run on a comment annotates nothing else.
  for (const f of [...loaded.findings].sort(compareFindings))
    io.logger.info(`handoff-gate: ${f.path}:${f.line}:${f.column}: ${f.severity} ${f.message} (${f.ruleId})`);
  return loaded;
}

/**
 * The road of a comment on an issue: the config's findings as annotations, the checkout checked
 * for its inbox, then the command (permission, freshness, edit, commit or branch and pull request,
 * reaction, reply, issue update) in `inbox/command.ts`.
 */
async function runInboxCommand(
  { context, io, github, clock }: Run,
  event: CommentEvent,
  loaded: GoverningConfig,
  identity: string,
): Promise<undefined> {
  const { workspace: root } = context;
  const { config } = loaded;
  io.annotate(annotations({ findings: loaded.findings }, { gateItems: false }));
  const defaultBranch = asString(field(field(event.payload, 'repository'), 'default_branch')) ?? 'main';
  const { handleCommand } = await import('../inbox/publish/command.js');
  // Empty unless the command decided: set first, so that a run that fails midway says no one decided.
  io.setOutput('decided-by', '');
  const outcome = await handleCommand({
    github: await github(),
    payload: event.payload,
    items: check({
      files: discover(root, [root]).files,
      workspace: fsWorkspace(root, undefined, COMMITTED_LINKS),
      config,
      formats: FORMATS,
    }).inbox,
    root,
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

/**
 * The road of a finished run of a pull request (the README's fork recipe): the report that run
 * saved, read whole and checked, its pull request confirmed with GitHub, then steps 6 to 8 as on a
 * pull request: the job summary, the report, the outputs and status, the check run on the commit
 * checked, the comment and the risk label. No suggestions: they would need the pull request's
 * files, and this road reads nothing of the pull request but the report. Its `fail-on` is this
 * workflow's own input.
 */
async function postSavedReport(
  run: Run,
  event: WorkflowRunEvent,
  config: ResolvedConfig,
): Promise<CheckResult | undefined> {
  const { inputs, context, io, github } = run;
  if (!ranOnPullRequest(event)) {
    io.logger.notice(
      `handoff-gate has nothing to post: the run that finished was started by ${event.triggeredBy || 'an unnamed event'}, not by a pull request.`,
    );
    return undefined;
  }
  const saved = readSavedReport(inputs['saved-report'], context.workspace);
  await confirmPullRequest(saved, event, context, await github());
  const { number, headSha, baseSha } = saved.pullRequest;
  io.logger.info(`handoff-gate: posting the report of pull request #${number} at ${shortSha(headSha)}.`);
  const pullRequestEvent: PullRequestEvent = {
    kind: 'pull_request',
    name: event.name,
    number,
    headSha,
    baseSha,
    headRef: '',
    body: '',
    labels: [],
  };
  const asPullRequest: Run = {
    ...run,
    inputs: { ...inputs, suggestions: false },
    context: { ...context, event: pullRequestEvent },
  };
  const { report } = saved;
  const inbox: RunInbox = {
    added: saved.inboxAdded,
    resolved: saved.inboxResolved,
    inbox: report.inbox,
    whole: false,
  };
  const written = writeSummaryAndReport(asPullRequest, report, inbox);
  const fails = setOutputsAndStatus(asPullRequest, report, inbox, written.reportPath);
  const pullRequest = readPullRequestMeanwhile(asPullRequest);
  await Promise.all([
    putOnTheDiff(asPullRequest, report, fails, written.summaryOptions),
    publishOnPullRequest(asPullRequest, { pullRequest, written, config }),
  ]);
  return report;
}

/**
 * Step 2, meanwhile: on a pull request that gets a comment, a label or suggestions, what publishing
 * reads early. Awaited in step 8; a failure before then must not count as unhandled.
 */
function readPullRequestMeanwhile({ inputs, context: { event }, github }: Run): Promise<PullRequestState> | undefined {
  const pullRequest =
    event.kind === 'pull_request' && (inputs.comment || inputs.label || inputs.suggestions)
      ? github().then((api) => readPullRequest(api, event, inputs.comment))
      : undefined;
  pullRequest?.catch(() => undefined);
  return pullRequest;
}

/**
 * Step 3: the base revision of the changed files, for diff-aware rules and the inbox items a change
 * resolves. Only of the change's handoff files, every one of them: plain data files need none. A
 * pull request is judged at its head whatever the checkout holds (`pull_request_target` checks out
 * the base): its changed files are read at the head commit when the checkout is another.
 */
async function readChangeFiles(
  { context: { event, workspace: root }, io, github }: Run,
  scope: Scope,
  config: ResolvedConfig,
): Promise<ChangeFiles> {
  const onDisk = fsWorkspace(root, undefined, COMMITTED_LINKS);
  // A push is judged at its `after` commit, as a pull request and a merge group at their head: the workflow may check out another.
  const judged =
    event.kind === 'pull_request' || event.kind === 'merge_group'
      ? event
      : event.kind === 'push'
        ? { name: event.name, headSha: event.after }
        : undefined;
  const head = judged
    ? await pullRequestHead(judged, scope, { root, workspace: onDisk, maxBytes: config.maxFileSize }, github)
    : undefined;
  if (head)
    io.logger.info(
      event.kind === 'push'
        ? `handoff-gate: the checkout is not the pushed commit; its changed files were read at ${shortSha(head.sha)}.`
        : event.kind === 'merge_group'
          ? `handoff-gate: the checkout is not the merge group's head; its changed files were read at the head commit ${shortSha(head.sha)}.`
          : `handoff-gate: the checkout is not the pull request's head; its changed files were read at the head commit ${shortSha(head.sha)}.`,
    );
  const checkout = head ? overlaid(onDisk, head.files, head.refused) : onDisk;
  const wanted = handoffCandidates(
    [...scope.files, ...scope.removed],
    checkout,
    config,
    FORMATS,
    new Set(scope.removed),
  );
  const { contents: base, unread } = await baseContents(scope, wanted, root, github);
  if (unread.size) {
    io.logger.warning(
      `handoff-gate could not read the base version of ${unread.size} changed handoff file${unread.size === 1 ? '' : 's'} (${[...unread.values()][0]}); each is an error, since the rules that compare with the base could not judge it. Check out with \`fetch-depth: 0\` to read them from git.`,
    );
  }
  return { checkout, base, unread, ...(head && { head }) };
}

/**
 * Step 3: the pull request's own config as its head holds it, when the checkout holds another
 * version of it (read with the changed files): its findings are the head's. The base's settings
 * still govern.
 */
function headConfig(loaded: GoverningConfig, files: ChangeFiles, configPath: string): GoverningConfig {
  const path = configRepoPath(configPath);
  return files.head?.files.has(path) ? withHeadConfig(loaded, path, files.head.files.get(path)) : loaded;
}

/**
 * Step 3, its end: the suppressions file beside the config that governs the run, as the config does:
 * on a pull request the base commit's, so that it cannot suppress its own findings (its own change is
 * checked, and takes effect once merged).
 */
async function governingSuppressions(
  { inputs, context, io, github }: Run,
  scope: Scope,
  head: HeadFiles | undefined,
): Promise<RunSuppressions> {
  const suppressions = await loadGoverningSuppressions(
    context.event,
    context.workspace,
    inputs.config,
    github,
    scope,
    head?.files,
  );
  io.logger.info(`handoff-gate: ${suppressions.why}.`);
  if (suppressions.warning) io.logger.warning(suppressions.warning);
  return suppressions;
}

/** Whether step 9 syncs the inbox issues: with `inbox: true`, on a push to the default branch, on schedule and on dispatch. */
function syncsTheInbox({ inputs, context: { event } }: Run): boolean {
  const onDefaultBranch =
    event.kind === 'push' && event.defaultBranch !== '' && event.ref === `refs/heads/${event.defaultBranch}`;
  return inputs.inbox && (onDefaultBranch || event.kind === 'full-scan');
}

/**
 * Step 6: the job summary, the JSON report and the comment's Markdown (kept as a file, for posting
 * from another workflow): these need no write access.
 */
function writeSummaryAndReport(
  { inputs, context, io }: Run,
  report: CheckResult,
  { added, resolved, inbox, whole }: RunInbox,
): Written {
  const { event } = context;
  const blobBase =
    (event.kind === 'pull_request' || event.kind === 'merge_group') && event.headSha
      ? `${context.serverUrl}/${context.owner}/${context.repo}/blob/${event.headSha}/`
      : undefined;
  // Each rule id of the summary, the check run, the comment and the JSON report links to its page,
  // and their jargon to the glossary, both in the copy of handoff-gate that runs, at its ref.
  const ruleDocs = ruleDocsOf(context.docsChannel, ruleCatalogue(FORMATS));
  const glossary = glossaryOf(context.docsChannel);
  const summaryOptions = {
    ...(blobBase && { links: { blobBase } }),
    ruleDocs,
    ...(glossary && { glossary }),
    // The job summary is the full report: every item of the long lists, as far as its length allows.
    all: true,
    inboxResolved: resolved,
    // Where the run read every file's inbox, the summary says how many wait in all, not only the checked files'.
    ...(whole && { inboxInRepository: inbox.length }),
    truncationNote: "Truncated: the JSON report (the step's report output) holds the full report.",
    fullReport: "the JSON report (the step's `report` output)",
    failOn: inputs['fail-on'],
  };
  const summary = layoutMarkdown(report, { maxLength: SUMMARY_MAX_LENGTH, ...summaryOptions });
  io.summary(summary.markdown);
  const reportPath = join(context.tempDir, 'handoff-gate-report.json');
  // A pull request's report says which one and which commit it judged: another workflow may post it (the fork recipe).
  const pullRequest = event.kind === 'pull_request' && {
    pullRequest: {
      repository: `${context.owner}/${context.repo}`,
      number: event.number,
      headSha: event.headSha,
      baseSha: event.baseSha,
      inboxAdded: added,
      inboxResolved: resolved,
    },
  };
  io.writeFile(reportPath, renderJson(report, { rules: ruleCatalogue(FORMATS), ruleDocs, ...pullRequest }));
  const prReport = { ...report, inbox: added };
  const comment =
    event.kind === 'pull_request'
      ? commentMarkdown(prReport, resolved, blobBase, inputs['fail-on'], ruleDocs, glossary)
      : undefined;
  if (comment) {
    const commentPath = join(context.tempDir, 'handoff-gate-comment.md');
    io.writeFile(commentPath, comment.markdown);
    if (inputs['dry-run']) io.logger.info(`handoff-gate: the report comment's Markdown is in ${commentPath}.`);
  }
  return { summaryOptions, reportPath, prReport, comment };
}

/**
 * Step 7: outputs, and the step's status. The `inbox` output counts the inbox as this run found it
 * (before any sync), so it never depends on a write. Returns whether the step fails.
 */
function setOutputsAndStatus(
  { inputs, io }: Run,
  report: CheckResult,
  { inbox }: RunInbox,
  reportPath: string,
): boolean {
  io.setOutput('result', report.gate.result);
  // Each aggregator whose declared veto or reject gates, one path a line (exact: a machine's field).
  io.setOutput('declared-by', report.gate.declaredBy.map((d) => d.path).join('\n'));
  io.setOutput('errors', report.findings.filter((f) => f.severity === 'error').length);
  io.setOutput('warnings', report.findings.filter((f) => f.severity === 'warning').length);
  io.setOutput('risk', report.risk.level ?? '');
  io.setOutput('inbox', inbox.length);
  io.setOutput('report', reportPath);
  const reasons = failureReasons(report, inputs['fail-on']);
  if (reasons.length) io.setFailed(`handoff-gate: ${reasons.join(', ')} (fail-on: ${inputs['fail-on'].join(',')}).`);
  // A shared config not read fails closed whatever `fail-on` says: the settings it holds were not applied.
  const unshared = report.findings.some((f) => f.ruleId === CONFIG_EXTENDS_UNREAD_RULE);
  if (unshared && !reasons.length)
    io.setFailed('handoff-gate: the shared config (`extends`) could not be read, so the run fails closed.');
  return reasons.length > 0 || unshared;
}

/**
 * Step 8, every finding on the diff: on a pull request and a merge group, the check run named
 * handoff-gate on the head commit checked (a merge queue requires it as the pull request did), with every finding as an annotation; what it does not hold (no
 * `checks: write`, a failed write, a dry run) goes out as workflow annotations, with one notice
 * when GitHub will not show them all.
 */
function putOnTheDiff(
  { inputs, context, io, github }: Run,
  report: CheckResult,
  fails: boolean,
  summaryOptions: SummaryOptions,
): Promise<void> {
  const { event } = context;
  const headSha = ((event.kind === 'pull_request' || event.kind === 'merge_group') && event.headSha) || context.sha;
  return onTheDiff({
    report,
    fails,
    summaryOptions,
    headSha,
    inputs,
    context,
    github,
    io,
    onFailure: (what, error) => reportFailedWrite(what, error, io),
  });
}

/**
 * Step 8, meanwhile, on a pull request: the report comment, the risk label and the review of
 * suggested changes, once the head is confirmed to be the commit checked. Each is its own write:
 * one that fails is one warning, and the others still go out.
 */
function publishOnPullRequest(
  { inputs, context: { event }, io, github }: Run,
  {
    pullRequest,
    written: { prReport, comment },
    diff,
    config,
  }: {
    pullRequest: Promise<PullRequestState> | undefined;
    written: Written;
    /** The change and the files checked, where suggestions can be made from them. */
    diff?: { scope: Scope; checkout: Workspace };
    config: ResolvedConfig;
  },
): Promise<unknown> | undefined {
  const suggestible =
    event.kind === 'pull_request' && inputs.suggestions && event.headSha && diff
      ? fixesInChangedFiles(prReport.findings, diff.scope.patches)
      : [];
  if (event.kind !== 'pull_request' || !pullRequest || !comment) return undefined;
  // A dry run that read no patch from GitHub (none without a token) cannot place a suggestion on
  // the diff: it says so rather than leave the reader to think a real run would post none.
  const fixable = prReport.findings.filter((f) => f.fix).length;
  if (inputs['dry-run'] && inputs.suggestions && diff && diff.scope.patches.size === 0 && fixable > 0)
    io.logger.info(
      `handoff-gate: [dry-run] ${fixable === 1 ? '1 finding has' : `${fixable} findings have`} a safe fix: a real run posts those on lines the pull request changed as suggested changes, placed by the patches in GitHub's list of the pull request's files, which this dry run did not read; \`handoff-gate check --fix-dry-run\` shows the fixes.`,
    );
  return attemptWrite(
    'the report comment, the risk label or the suggested changes',
    async () =>
      publishToPullRequest({
        github: await github(),
        event,
        state: pullRequest,
        report: prReport,
        comment: comment.markdown,
        inputs,
        config,
        logger: io.logger,
        // Only when a fix falls in a file the pull request changed: no read, and no warning, for nothing.
        ...(suggestible.length > 0 &&
          diff && {
            suggest: () => suggestChanges(github, event, { suggestible, ...diff, config }),
          }),
        onFailure: (what, error) => reportFailedWrite(what, error, io),
      }),
    io,
  );
}

/** The review of suggested changes: the fixes that fall in the files the pull request changed, each on its diff. */
async function suggestChanges(
  github: Run['github'],
  event: PullRequestEvent,
  {
    suggestible,
    scope,
    checkout,
    config,
  }: { suggestible: ReturnType<typeof fixesInChangedFiles>; scope: Scope; checkout: Workspace; config: ResolvedConfig },
) {
  return postSuggestions({
    github: await github(),
    pull: event.number,
    headSha: event.headSha,
    findings: suggestible,
    patches: scope.patches,
    text: (path) => checkedText(checkout.read(path, config.maxFileSize), config.maxFileSize),
  });
}
