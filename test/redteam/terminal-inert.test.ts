/**
 * Red team (see the README's Security model): no control sequence, bidi or invisible character
 * from outside reaches a reader raw. A pull request whose file names, keys and values hold
 * terminal escapes (ESC `[31m`, ESC `[2J`, an OSC 52 clipboard write ending in BEL, the 8-bit
 * CSI), the bidi override U+202E and zero-width characters runs through the action (the bundle
 * under `HANDOFF_GATE_TEST_BUNDLE=1`), and every channel is read: the workflow annotations, the
 * check run (title, summary, annotations), the PR comment, the job summary, the JSON report, the
 * log, the inbox issues of a sync, and each format of the CLI. Each shows the hostile text as
 * `<U+…>`; the fields that name a file for a program (a check-run annotation's `path`, JSON
 * `path`, SARIF `uri`) stay exact; no `file=` names a file that does not exist.
 */
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { runAction } from '../helpers/action.js';
import { runCli } from '../helpers/bundle.js';
import { checkout } from '../helpers/pull-request.js';
import { pullRequestEvent, pushEvent } from '../helpers/events.js';
import { cli, removeRepos, repo as cliRepo } from '../cli/in-process.js';
import { repoState, simState, startSimulator, WRITE_TOKEN, type SimRepo, type Simulator } from '../sim/index.js';

const ESC = '\u001b';
const ATTACKS = [`${ESC}[31m`, `${ESC}[2J`, `${ESC}]52;c;cm0gLXJmIH4=\u0007`, '\u009b2J', '\u202e', '\u200b', '\u2060'];

/** A YAML double-quoted scalar, every non-ASCII or control character escaped. */
const yamlString = (text: string) =>
  `"${text.replace(/[\\"]/g, (c) => `\\${c}`).replace(/[^\x20-\x7e]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)}"`;

const hostile = (n: number) => `v${n} ${ATTACKS.join(' x ')} end`;

/** An intent waiting for approval (an inbox item) with a hostile title, a refused value and a hostile unknown key. */
const intent = (n: number) => `title: ${yamlString(`Deploy ${n}: ${hostile(n)}`)}
body: ${yamlString(`Body ${hostile(n)}`)}
type: ${yamlString(`feat${ESC}[2J${n}\u202e`)}
source: reflection
risk: high
status: proposed
created_at: 2025-03-05T12:05:00Z
${yamlString(`own${ESC}]0;t\u0007er\u200b`)}: x
`;

const NAMES = [
  `.forge/intents/red${ESC}[31mfile.yaml`,
  `.forge/intents/rtl\u202elmay.yaml`,
  `.forge/intents/zw\u200bsp\u2060.yaml`,
  `.forge/intents/osc${ESC}]52;c;aGk=\u0007.yaml`,
];

function hostileFiles(): Record<string, string> {
  return Object.fromEntries(NAMES.map((name, i) => [name, intent(i)]));
}

/**
 * Unseen characters left raw. TAB and LF are each channel's to place; in Markdown, the zero-width
 * space our escaping puts right after `@`, `#`, `<`, `:`, `\`, `GH` or `www` (or before `-`, `!`, `|`)
 * is what breaks a mention, a reference, a link or a marker; and the emoji presentation selector
 * of our own icons (⚠️, ℹ️).
 */
function raw(text: string, markdown = false): string[] {
  const own = markdown
    ? text.replace(/(?<=[@#<:\\]|www|GH)\u200b|\u200b(?=[-!|])|(?<=[\u26a0\u2139])\ufe0f/gi, '')
    : text;
  return [...own.matchAll(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}\p{Default_Ignorable_Code_Point}]/gu)]
    .map((m) => m[0])
    .filter((ch) => ch !== '\t' && ch !== '\n')
    .map((ch) => `U+${ch.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`);
}

function expectInert(text: string, where: string, markdown = false): void {
  expect(raw(text, markdown), where).toEqual([]);
}

/** The hostile text is there, shown: not dropped, which would pass the check above for nothing. */
function expectShown(text: string, where: string): void {
  expect(text, where).toMatch(/<U\+001B>|&lt;U\+001B&gt;/);
  expect(text, where).toMatch(/<U\+202E>|&lt;U\+202E&gt;/);
}

let sim: Simulator | undefined;
afterEach(async () => {
  await sim?.close();
  sim = undefined;
});
afterAll(() => removeRepos());

const BUNDLE = process.env.HANDOFF_GATE_TEST_BUNDLE === '1';

async function pullRequestRun(repo: SimRepo, inputs: Record<string, string> = {}) {
  return runAction({
    apiUrl: sim!.url,
    ...pullRequestEvent(repo, 1),
    workspace: checkout(repo, 'feat/x'),
    token: WRITE_TOKEN,
    repository: 'octo/repo',
    inputs: { 'fail-on': 'never', ...inputs },
  });
}

describe('red team: every output a person or a terminal reads is inert', () => {
  it('a pull request: check run, comment, job summary, JSON report, log, and the workflow annotations of a dry run', async () => {
    const repo = repoState({
      files: { 'README.md': '# shop\n' },
      branches: { 'feat/x': { files: hostileFiles() } },
      pulls: [{ head: 'feat/x', title: 'X', body: 'x' }],
    });
    sim = await startSimulator(simState({ repos: [repo] }));
    const run = await pullRequestRun(repo);
    expect(sim.violations).toEqual([]);
    expect(run.status).toBe(0);

    // The log (stdout and stderr, as the runner and a terminal read them).
    expectInert(run.stdout, 'stdout');
    expectInert(run.stderr, 'stderr');

    // The check run: its own words in the title, the report's Markdown, every annotation on its exact file.
    expect(repo.checkRuns).toHaveLength(1);
    const [checkRun] = repo.checkRuns;
    expectInert(checkRun!.output.title ?? '', 'check run title');
    expectInert(checkRun!.output.summary ?? '', 'check run summary', true);
    // The summary is a brief of what decides the verdict: this run's findings pass it, so they are
    // on the diff as annotations (below) and in the comment, not in the summary.
    expect(checkRun!.output.summary).toMatch(/^\*\*Nothing needs doing to pass\*\*/);
    expect(checkRun!.annotations.length).toBeGreaterThan(0);
    for (const a of checkRun!.annotations) {
      expect(NAMES, 'annotation path').toContain(a.path);
      expectInert(a.title ?? '', 'annotation title');
      expectInert(a.message, 'annotation message');
    }
    expectShown(checkRun!.annotations.map((a) => a.message).join('\n'), 'check run annotations');
    // Every hostile file has an annotation, on its real name.
    expect(new Set(checkRun!.annotations.map((a) => a.path))).toEqual(new Set(NAMES));

    // The comment and the job summary.
    const comments = repo.issues[1]!.comments;
    expect(comments).toHaveLength(1);
    for (const [where, text] of [
      ['comment', comments[0]!.body],
      ['job summary', run.summary],
    ] as const) {
      expectInert(text, where, true);
      expectShown(text, where);
    }

    // The JSON report: `message` inert, `path` exact.
    const findings = run.report!.findings;
    expect(new Set(findings.map((f) => f.path))).toEqual(new Set(NAMES));
    for (const f of findings) expectInert(f.message, `JSON message of ${f.ruleId}`);
    expectShown(findings.map((f) => f.message).join('\n'), 'JSON messages');

    // A dry run writes no check run: every annotation goes out as a workflow command. None
    // carries a hostile name in `file=`: each names its file in the message, inert, and says so.
    const dry = await pullRequestRun(repo, { 'dry-run': 'true' });
    expect(dry.status).toBe(0);
    expect(dry.annotations.length).toBeGreaterThanOrEqual(NAMES.length);
    for (const line of dry.annotations) {
      expectInert(line, 'workflow annotation');
      expect(line, 'workflow annotation').not.toMatch(/file=/);
      expect(line).toContain('Not placed on the file');
    }
    expectShown(dry.annotations.join('\n'), 'workflow annotations');
    expectInert(dry.stdout, 'dry-run stdout');
    expectInert(dry.stderr, 'dry-run stderr');
  }, 120_000);

  it('an inbox sync: issue titles and bodies', async () => {
    const repo = repoState({ files: { 'README.md': '# shop\n', ...hostileFiles() } });
    sim = await startSimulator(simState({ repos: [repo] }));
    const sync = await runAction({
      apiUrl: sim.url,
      ...pushEvent({ after: repo.branches.main!.sha }),
      workspace: checkout(repo, 'main'),
      token: WRITE_TOKEN,
      repository: 'octo/repo',
      sha: repo.branches.main!.sha,
      inputs: { 'fail-on': 'never' },
    });
    expect(sim.violations).toEqual([]);
    expect(sync.status).toBe(0);
    const issues = Object.values(repo.issues).filter((i) => i.labels.includes('handoff-inbox'));
    expect(issues).toHaveLength(NAMES.length);
    for (const issue of issues) {
      expectInert(issue.title, `title of #${issue.number}`, true);
      expectShown(issue.title, `title of #${issue.number}`);
      expectInert(issue.body ?? '', `body of #${issue.number}`, true);
      expectShown(issue.body ?? '', `body of #${issue.number}`);
    }
    expectInert(sync.stdout, 'sync log');
  }, 120_000);

  it('the command line: text, github, markdown, SARIF and JSON', async () => {
    const root = cliRepo(hostileFiles());
    for (const format of ['text', 'github', 'markdown', 'sarif', 'json']) {
      const args = ['check', '--format', format, '--fail-on', 'never'];
      const run = BUNDLE ? runCli(args, { cwd: root }) : await cli(args, root);
      expect(run.status, format).toBe(0);
      expectInert(run.stderr, `${format} stderr`);
      if (format === 'sarif' || format === 'json') {
        // Data fields stay exact (JSON escapes what it must); the text a person reads is inert.
        const parsed = JSON.parse(run.stdout) as Record<string, unknown>;
        const texts: string[] = [];
        const names: string[] = [];
        const walk = (value: unknown, key = ''): void => {
          if (typeof value === 'string') {
            if (key === 'text' || key === 'message') texts.push(value);
            if (key === 'path') names.push(value);
            if (key === 'uri') names.push(decodeURIComponent(value));
          } else if (Array.isArray(value)) value.forEach((v) => walk(v, key));
          else if (value && typeof value === 'object')
            for (const [k, v] of Object.entries(value)) if (k !== 'insertedContent') walk(v, k);
        };
        walk(parsed);
        for (const text of texts) expectInert(text, `${format} text`);
        expectShown(texts.join('\n'), format);
        for (const name of NAMES) expect(names, `${format} names the file exactly`).toContain(name);
      } else {
        expectInert(run.stdout, format, format === 'markdown');
        expectShown(run.stdout, format);
      }
      if (format === 'github') expect(run.stdout).not.toMatch(/file=/);
    }
  }, 120_000);
});
