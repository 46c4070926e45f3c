// Tries the GitHub Action on this machine, before installing it: `npm run try` (or `node
// scripts/try-action.mjs`). It runs the action's bundle, dist/index.js, as the runner runs it (a
// process of its own, the inputs as INPUT_* variables, the event as a JSON file, the step summary,
// outputs and temporary folder as files) on a pull request that adds the sample repository
// examples/pipeline, as a dry run without a token: the action sends no request at all, names the
// reads it skipped in one notice and logs the writes it would make. This script then shows the
// comment, the check run and the job summary it would post. Nothing touches the network: the
// sample is copied into a new git repository in a temporary folder, with no remote, and the
// change is git's.
//
// The sample's gate says veto, so the action fails its step; this script still exits 0 when the
// action ran to the end and wrote its report and comment (1 when it did not). It runs the bundle on the Node that runs it (20 or
// later), and keeps the temporary folder, whose path it prints.
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const REPO = fileURLToPath(new URL('../', import.meta.url));
const SAMPLE = join(REPO, 'examples', 'pipeline');
const BUNDLE = join(REPO, 'dist', 'index.js');
/** The pull request's base holds the config alone: the pull request brings in the whole pipeline, every file checked. */
const CONFIG = '.github/handoff-gate.yml';

/**
 * The sample as a repository of its own: a base commit with the config, and a head commit that
 * adds every other file. Its own author and no hooks, so that nothing of this machine's git set-up
 * runs; no remote, so that the action has nothing to fetch from.
 */
function sampleRepository(dir) {
  const git = (...args) =>
    execFileSync(
      'git',
      [
        ...['-c', 'user.name=handoff-gate try', '-c', 'user.email=try@example.com'],
        ...['-c', 'commit.gpgsign=false', '-c', `core.hooksPath=${join(dir, '.git', 'no-hooks')}`],
        ...args,
      ],
      { cwd: dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] },
    ).trim();
  mkdirSync(join(dir, '.github'), { recursive: true });
  cpSync(join(SAMPLE, CONFIG), join(dir, CONFIG));
  git('init', '-q');
  git('add', '-A');
  git('commit', '-q', '--no-verify', '-m', 'The config');
  const base = git('rev-parse', 'HEAD');
  cpSync(SAMPLE, dir, { recursive: true });
  git('add', '-A');
  git('commit', '-q', '--no-verify', '-m', 'The Brightcart pipeline');
  return { base, head: git('rev-parse', 'HEAD'), files: git('diff', '--name-only', base, 'HEAD').split('\n').length };
}

/** A `pull_request` event as GitHub sends it, with the fields the action reads. */
function pullRequestEvent({ base, head, files }) {
  return {
    action: 'opened',
    number: 1,
    pull_request: {
      number: 1,
      title: 'Add the Brightcart pipeline',
      body: 'The agents of the login and password-reset work hand off through these files.',
      user: { login: 'you' },
      head: { sha: head, ref: 'brightcart-pipeline' },
      base: { sha: base, ref: 'main' },
      labels: [],
      changed_files: files,
      comments: 0,
    },
    repository: { full_name: 'example/pipeline', default_branch: 'main' },
  };
}

/** The `name<<delimiter … delimiter` records @actions/core writes to GITHUB_OUTPUT. */
function readOutputs(text) {
  const outputs = {};
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const open = lines[i].indexOf('<<');
    if (open <= 0) continue;
    const [name, delimiter] = [lines[i].slice(0, open), lines[i].slice(open + 2)];
    const value = [];
    for (i++; i < lines.length && lines[i] !== delimiter; i++) value.push(lines[i]);
    outputs[name] = value.join('\n');
  }
  return outputs;
}

/**
 * Runs the bundle on the sample as a dry run without a token, in a new temporary folder, and
 * returns what a person would look at. `env` adds to the action's environment (a test points the
 * API and the proxies at this machine, to see that nothing is sent).
 */
export async function tryAction({ env = {}, node = process.execPath } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'handoff-gate-try-'));
  const workspace = join(dir, 'repository');
  const runnerTemp = join(dir, 'runner-temp');
  mkdirSync(workspace);
  mkdirSync(runnerTemp);
  const commits = sampleRepository(workspace);
  const paths = {
    event: join(dir, 'event.json'),
    summary: join(dir, 'step-summary.md'),
    output: join(dir, 'output.txt'),
    comment: join(runnerTemp, 'handoff-gate-comment.md'),
    report: join(runnerTemp, 'handoff-gate-report.json'),
  };
  writeFileSync(paths.event, `${JSON.stringify(pullRequestEvent(commits), null, 2)}\n`);
  writeFileSync(paths.summary, '');
  writeFileSync(paths.output, '');
  const child = spawn(node, [BUNDLE], {
    cwd: workspace,
    // Only what a runner gives: none of this machine's tokens or INPUT_* variables reach the action.
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      GITHUB_EVENT_NAME: 'pull_request',
      GITHUB_EVENT_PATH: paths.event,
      GITHUB_WORKSPACE: workspace,
      GITHUB_REPOSITORY: 'example/pipeline',
      GITHUB_SHA: commits.head,
      GITHUB_REF: 'refs/pull/1/merge',
      GITHUB_STEP_SUMMARY: paths.summary,
      GITHUB_OUTPUT: paths.output,
      RUNNER_TEMP: runnerTemp,
      'INPUT_GITHUB-TOKEN': '',
      'INPUT_DRY-RUN': 'true',
      ...env,
    },
  });
  let log = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (log += chunk));
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const status = await new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', resolve);
  });
  const nodeVersion = execFileSync(node, ['--version'], { encoding: 'utf8' }).trim();
  const read = (path) => (existsSync(path) ? readFileSync(path, 'utf8') : undefined);
  return {
    dir,
    paths,
    node: nodeVersion,
    status,
    log,
    stderr,
    comment: read(paths.comment),
    summary: read(paths.summary) ?? '',
    report: read(paths.report),
    outputs: readOutputs(read(paths.output) ?? ''),
  };
}

/** A workflow command's data and properties as the toolkit escapes them, read back. */
const unescape = (text) =>
  text
    .replaceAll('%0A', '\n')
    .replaceAll('%0D', '\r')
    .replaceAll('%3A', ':')
    .replaceAll('%2C', ',')
    .replaceAll('%25', '%');

const LEVEL = { error: 'Error', warning: 'Warning', notice: 'Notice' };

/** One line of the log as the runner shows it: a workflow command as its level, its place and its text; debug lines left out. */
function showLogLine(line) {
  if (!line.startsWith('::')) return line;
  const end = line.indexOf('::', 2);
  if (end === -1) return line;
  const [name, ...rest] = line.slice(2, end).split(' ');
  if (!(name in LEVEL)) return undefined;
  const properties = Object.fromEntries(
    rest
      .join(' ')
      .split(',')
      .filter(Boolean)
      .map((pair) => [pair.slice(0, pair.indexOf('=')), unescape(pair.slice(pair.indexOf('=') + 1))]),
  );
  const place = properties.file ? `${properties.file}:${properties.line ?? 1}: ` : '';
  const title = properties.title ? `${properties.title}: ` : '';
  return `${LEVEL[name]}: ${place}${title}${unescape(line.slice(end + 2)).replaceAll('\n', '\n    ')}`;
}

function heading(text) {
  return `\n──── ${text} ${'─'.repeat(Math.max(4, 94 - text.length))}`;
}

/**
 * The top of a report's Markdown, to its first table of findings (the verdict, the counts, the P0
 * and P1 findings), and the headings of the sections after it: the whole is in the file named.
 */
function topOf(markdown) {
  const lines = markdown.trimEnd().split('\n');
  const sections = lines.flatMap((line, i) => (line.startsWith('#### ') ? [i] : []));
  if (sections.length < 2) return lines.join('\n');
  const rest = sections.slice(1).map((i) => lines[i].slice('#### '.length));
  return `${lines.slice(0, sections[1]).join('\n').trimEnd()}\n\n… then ${rest.join(' · ')}`;
}

/** What the terminal shows: the log, what the action would post (check run, label, comment), the job summary and the outputs. */
export function describeRun(run) {
  const lines = run.log.split('\n').filter((line) => line !== '');
  const would = lines
    .filter((line) => line.startsWith('[dry-run] would '))
    .map((line) => line.slice('[dry-run] would '.length));
  const checkRun = would.find((line) => line.startsWith('create check run'));
  const out = [
    heading(`The action's log (dist/index.js on Node ${run.node.replace(/^v/, '')}, as the runner runs it)`),
    ...lines.map(showLogLine).filter((line) => line !== undefined),
    heading('What it would write to GitHub, were it not a dry run'),
    ...(would.length ? would.map((line) => `- ${line}`) : ['(nothing: the log says why)']),
  ];
  if (checkRun)
    out.push(
      '',
      "The check run's summary is a brief of the report (what to do to pass, the P0/P1 items, the errors),",
      'pointing to the job summary; its annotations are the findings the log shows above, at their lines.',
    );
  const comment = run.comment?.trimEnd();
  out.push(heading(`The comment it would post on the pull request: ${run.paths.comment}`));
  out.push(comment === undefined ? '(none: the log says why)' : topOf(comment));
  out.push(heading(`The job summary: ${run.paths.summary}`));
  out.push(
    !run.summary.trim()
      ? '(empty)'
      : run.summary.trimEnd() === comment
        ? 'The same Markdown as the comment.'
        : topOf(run.summary),
  );
  out.push(heading('The outputs'));
  out.push(...Object.entries(run.outputs).map(([name, value]) => `${name}: ${value}`));
  const gate = run.outputs.result ? `, the gate says ${run.outputs.result}` : '';
  out.push(
    '',
    `On GitHub the step would ${run.status === 0 ? 'pass' : 'fail'} (the action exited ${run.status}${gate}); this script exits 0`,
    `all the same. ${run.dir} holds the sample repository and every file the action wrote.`,
  );
  return `${out.join('\n')}\n`;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  let run;
  try {
    run = await tryAction();
  } catch (error) {
    // git missing, or a bundle that would not start: said in one line.
    const missingGit = error?.code === 'ENOENT' && error?.path === 'git';
    process.stderr.write(
      `try: ${missingGit ? 'git is needed, to make the sample a repository of its own; it was not found' : error instanceof Error ? error.message : String(error)}.\n`,
    );
    process.exit(1);
  }
  process.stdout.write(describeRun(run));
  if (run.stderr) process.stderr.write(run.stderr);
  // The action fails its step on the sample's veto: that is the sample working. A run that wrote
  // no report or no comment is the script failing.
  if (run.report === undefined || run.comment === undefined) {
    process.stderr.write('try: the action did not write its report and comment; its log above says why.\n');
    process.exit(1);
  }
}
