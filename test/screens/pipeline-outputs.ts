/**
 * What GitHub would hold after the sample pipeline (examples/pipeline) goes through the action,
 * as Markdown: a pull request that adds the whole sample to a repository holding only its config
 * (the PR comment, the check run's title and summary, the job summary), then its merge, whose push
 * syncs the inbox (an approval issue, a question issue, a blocked issue, and the push's job
 * summary). The real action runs against the local GitHub simulator, as in the journey tests.
 *
 * One source for the pictures in docs/ (scripts/screenshots.mjs) and for the test that holds the
 * rendered outputs' structure (test/render/rendered-outputs.test.ts), so both read the same run.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { readInboxMarker } from '../../src/inbox/issue-marker.js';
import { REPO } from '../helpers/bundle.js';
import type { SimIssue } from '../sim/index.js';
import { closeJourneys, mergePullRequest, openPullRequest, simulatorOf, startJourney } from '../journeys/journey.js';

const SAMPLE = join(REPO, 'examples', 'pipeline');
const CONFIG = '.github/handoff-gate.yml';

/** One inbox issue as GitHub shows it: its title above the body. */
interface IssueOutput {
  title: string;
  body: string;
  /** The inbox key the issue's hidden marker names. */
  key: string;
}

export interface PipelineOutputs {
  /** The pull request's comment. */
  comment: string;
  /** The check run on the pull request's head: the merge box shows its title, the Checks tab its summary. */
  checkRun: { title: string; summary: string };
  /** The pull request run's job summary. */
  jobSummary: string;
  /** The job summary of the push that merged it (the run that opened the inbox issues). */
  pushSummary: string;
  /** The inbox issues the merge opened, by what they ask. */
  issues: { approval: IssueOutput; question: IssueOutput; blocked: IssueOutput };
  /** Every inbox issue the merge opened. */
  inbox: IssueOutput[];
  /** The sample's files, for the record: how many the pull request adds. */
  files: number;
}

/** Every file of the sample, by its path from the sample's root. */
function sampleFiles(dir = SAMPLE, into: Record<string, string> = {}): Record<string, string> {
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) sampleFiles(path, into);
    else into[relative(SAMPLE, path).split('\\').join('/')] = readFileSync(path, 'utf8');
  }
  return into;
}

function issueOutput(issues: SimIssue[], key: string): IssueOutput {
  const issue = issues.find((candidate) => candidate.body !== null && readInboxMarker(candidate.body)?.key === key);
  if (!issue) throw new Error(`the merge opened no inbox issue for ${key}`);
  return { title: issue.title, body: issue.body ?? '', key };
}

/**
 * The run described above, on a simulator of its own, closed before it returns. `add`: files the
 * pull request adds besides the sample's (a test's own).
 */
export async function pipelineOutputs(options: { add?: Record<string, string> } = {}): Promise<PipelineOutputs> {
  const files = { ...sampleFiles(), ...options.add };
  // As a workflow that runs a release of the action: its outputs link that copy's docs.
  const repo = await startJourney({
    files: { [CONFIG]: files[CONFIG]! },
    action: { repository: 'owner/handoff-gate', ref: 'v1' },
  });
  try {
    const added = Object.fromEntries(Object.entries(files).filter(([path]) => path !== CONFIG));
    const pr = await openPullRequest(repo, 'brightcart-pipeline', added, {
      login: 'alice',
      message: 'The Brightcart pipeline',
      title: 'Add the Brightcart pipeline',
    });
    const comment = repo.issues[pr.number]!.comments.at(-1)?.body;
    if (comment === undefined) throw new Error('the pull request run posted no comment');
    const checkRun = repo.checkRuns.at(-1);
    if (!checkRun) throw new Error('the pull request run made no check run');
    const merged = await mergePullRequest(repo, pr.number, 'alice');
    const opened = Object.values(repo.issues).filter((issue) => issue.number !== pr.number);
    const violations = simulatorOf(repo).violations;
    if (violations.length > 0)
      throw new Error(`the simulator saw requests GitHub would refuse: ${JSON.stringify(violations)}`);
    return {
      comment,
      checkRun: { title: checkRun.output.title ?? '', summary: checkRun.output.summary ?? '' },
      jobSummary: pr.run.summary,
      pushSummary: merged.run.summary,
      issues: {
        approval: issueOutput(opened, 'intent/account-lockout'),
        question: issueOutput(opened, 'message/20250305-010-q'),
        blocked: issueOutput(opened, 'intent/password-reset-flow'),
      },
      inbox: opened.flatMap((issue) => {
        const key = issue.body === null ? undefined : readInboxMarker(issue.body)?.key;
        return key === undefined ? [] : [{ title: issue.title, body: issue.body ?? '', key }];
      }),
      files: Object.keys(added).length,
    };
  } finally {
    await closeJourneys();
  }
}
