/**
 * Red team (see the README's Security model): text from files reaches Markdown inert. Handoff files whose titles, values and
 * paths carry cross-references (`owner/repo#N`, `GH-N`, issue, pull-request and discussion URLs of
 * other repositories) and bidi or zero-width characters go through the real bundle; the PR
 * comment, the job summary, the inbox issues (titles and bodies), the bot's replies and its
 * commit messages must neither reference another thread nor pass an invisible character through.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { runAction } from '../helpers/action.js';
import { checkout } from '../helpers/pull-request.js';
import { commentOn, pullRequestEvent, pushEvent } from '../helpers/events.js';
import {
  repoState,
  simState,
  startSimulator,
  WRITE_TOKEN,
  type SimIssue,
  type SimRepo,
  type Simulator,
} from '../sim/index.js';

const XREFS = [
  'acme/other#12',
  'GH-34',
  'https://github.com/acme/other/issues/56',
  'http://github.com/acme/other/pull/78',
  'HTTPS://GITHUB.COM/acme/other/discussions/9',
  'www.github.com/acme/other/issues/10',
  '(https://github.com/acme/other/pull/11)',
];
/** Bidi overrides and isolates, marks, zero-width and other invisible characters. */
const INVISIBLE_CHARS = [
  '\u202e',
  '\u2066',
  '\u2069',
  '\u200f',
  '\u061c',
  '\u200b',
  '\u200d',
  '\u2060',
  '\u2064',
  '\ufeff',
  '\u180e',
  '\u00ad',
];
const INVISIBLE = /[\u00ad\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/;
const ZWSP = '\u200b';

/** A YAML double-quoted scalar, every non-ASCII character escaped. */
const yamlString = (text: string) =>
  `"${text.replace(/[\\"]/g, (c) => `\\${c}`).replace(/[^\x20-\x7e]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)}"`;

const hostileText = (n: number) => `Fix ${INVISIBLE_CHARS.map((c) => `v${n}${c}w`).join(' ')} ${XREFS.join(' and ')}`;

const intent = (n: number, extra = '') => `title: ${yamlString(`Deploy ${n}: ${hostileText(n)}`)}
body: ${yamlString(`Body ${hostileText(n)}`)}
type: feature
source: reflection
risk: high
status: proposed
created_at: 2025-03-05T12:05:00Z
${extra}`;

/** Paths with invisible characters and references; one intent with a value the schema refuses (its finding quotes it). */
function hostileFiles(): Record<string, string> {
  return {
    '.forge/intents/rtl\u202eelif.yaml': intent(1),
    '.forge/intents/zw\u200b\u2060sp acme#3 GH-4.yaml': intent(2),
    '.forge/intents/plain.yaml': intent(3, `owner: ${yamlString(hostileText(4))}\n`).replace(
      /^type: feature$/m,
      `type: ${yamlString(`https://github.com/acme/other/issues/77 \u202e acme/other#78`)}`,
    ),
  };
}

/**
 * What GitHub must not find in our Markdown. Code spans and fenced blocks are taken out before the
 * URL check: GitHub neither autolinks nor references inside code (they keep file text verbatim),
 * and link destinations are ours (built from encoded paths).
 */
function expectInert(text: string, where: string): void {
  // The only invisible character left is our own zero-width space, right after a break point.
  expect(text.split(ZWSP).join(''), where).not.toMatch(INVISIBLE);
  for (const m of text.matchAll(/\u200b/g))
    expect(text.slice(Math.max(0, m.index - 3), m.index), where).toMatch(/(?:[@#<:\\]|GH|www)$/i);
  expect(text, where).not.toMatch(/[\w.-]+\/[\w.-]+#\d/);
  expect(text, where).not.toMatch(/\bGH-\d/i);
  const prose = text
    .replace(/^```[\s\S]*?^```/gm, '')
    .replace(/(`+)[^\n]*?\1/g, '')
    .replace(/\]\([^)\s]*\)/g, ']');
  expect(prose, where).not.toMatch(/(?:https?:\/\/|www\.)\S*?\/(?:issues|pull|discussions)\/\d/i);
}

let sim: Simulator | undefined;
afterEach(async () => {
  await sim?.close();
  sim = undefined;
});

const inboxIssues = (repo: SimRepo) => Object.values(repo.issues).filter((i) => i.labels.includes('handoff-inbox'));

function comment(repo: SimRepo, issue: SimIssue, body: string) {
  const { event, payload } = commentOn(issue, 'alice', body);
  return runAction({
    apiUrl: sim!.url,
    event,
    payload,
    workspace: checkout(repo, 'main'),
    token: WRITE_TOKEN,
    repository: 'octo/repo',
  });
}

describe('red team: file text reaches Markdown inert', () => {
  it('the PR comment and the job summary of a pull request whose files carry references and invisible characters', async () => {
    const repo = repoState({
      files: { 'README.md': '# shop\n' },
      branches: { 'feat/x': { files: hostileFiles() } },
      pulls: [{ head: 'feat/x', title: 'X', body: 'x' }],
    });
    sim = await startSimulator(simState({ repos: [repo] }));
    const run = await runAction({
      apiUrl: sim.url,
      ...pullRequestEvent(repo, 1),
      workspace: checkout(repo, 'feat/x'),
      token: WRITE_TOKEN,
      repository: 'octo/repo',
      inputs: { 'fail-on': 'never' },
    });
    expect(sim.violations).toEqual([]);
    expect(run.status).toBe(0);
    const comments = repo.issues[1]!.comments;
    expect(comments).toHaveLength(1);
    for (const [where, text] of [
      ['comment', comments[0]!.body],
      ['summary', run.summary],
    ] as const) {
      // The hostile text is there, shown: the invisible characters visibly, the references broken.
      expect(text, where).toContain('&lt;U+202E&gt;');
      // A URL shown, broken: the inbox rows cut a long title at a word before theirs, and a long
      // value quoted in a table cell breaks after each `/` (`<wbr>`), neither of which links.
      expect(text, where).toMatch(
        /https:\u200b\/(?:<wbr>)?\/(?:<wbr>)?github\.com\/(?:<wbr>)?acme\/(?:<wbr>)?other\/(?:<wbr>)?issues\/(?:<wbr>)?(?:56|77)/,
      );
      expect(text, where).toContain(`acme/other#${ZWSP}12`);
      expectInert(text, where);
    }
  }, 90_000);

  it('the inbox issues of a sync, a /reject with such a reason, its reply and its commit message', async () => {
    const repo = repoState({
      files: { 'README.md': '# shop\n', ...hostileFiles() },
      collaborators: { alice: 'write' },
    });
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
    const issues = inboxIssues(repo);
    expect(issues).toHaveLength(3);
    for (const issue of issues) {
      expect(issue.title).toMatch(/^Approve: Deploy \d: /);
      expect(issue.title).toContain('<U+202E>');
      expect(issue.title).not.toMatch(/[\r\n]/);
      expectInert(issue.title, `title of #${issue.number}`);
      expect(issue.body ?? '').toContain('&lt;U+2066&gt;');
      expectInert(issue.body ?? '', `body of #${issue.number}`);
    }
    expectInert(sync.summary, 'sync summary');

    const target = issues.find((i) => i.title.startsWith('Approve: Deploy 3'))!;
    const run = await comment(repo, target, `/reject ${hostileText(5)} @octocat`);
    expect(run.status).toBe(0);
    expect(sim.violations).toEqual([]);
    const commits = Object.values(repo.commits).filter((c) => /handoff-gate|reject/i.test(c.message));
    expect(commits.length).toBeGreaterThan(0);
    for (const c of commits) {
      expect(c.message).toContain('<U+202E>');
      expectInert(c.message, `commit ${c.message.slice(0, 40)}`);
    }
    for (const reply of target.comments.filter((c) => c.user !== 'alice')) expectInert(reply.body, 'reply');
  }, 120_000);

  it("a reply that names the item's file keeps a hostile file name in one code span", async () => {
    // A blocked envelope (no bot command applies to it) whose file name carries backticks, a
    // mention, a reference and a link: the refusal names the file.
    const path = '.work/run`` @octocat acme/other#9 [x](https:evil.test) `x.yaml';
    const envelope =
      'kind: reviewer\nagent_id: reviewer:security\nstatus: blocked\nseverity: null\nartifacts: []\nfindings:\n  p0_issues: []\n  p1_issues: []\n  p2_issues: []\nopen_questions: []\nblockers:\n  - Needs the staging credentials\nnext: aggregator\n';
    const repo = repoState({ files: { 'README.md': '# shop\n', [path]: envelope }, collaborators: { alice: 'write' } });
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
    expect(sync.status).toBe(0);
    const [issue] = inboxIssues(repo);
    expect(issue).toBeDefined();
    await comment(repo, issue!, '/approve');
    const reply = issue!.comments.filter((c) => c.user !== 'alice').at(-1)!.body;
    expect(reply).toMatch(/^No command applies to this item/);
    expectInert(reply, 'reply');
    // The whole file name is one code span: nothing of it is left outside as prose (a mention, a link).
    const prose = reply.replace(/(`+)[^\n]*?\1/g, '');
    expect(prose).not.toMatch(/@octocat|\]\(https:evil/);
    expect(sim.violations).toEqual([]);
  }, 60_000);
});
