/**
 * Red team, against the simulator: a pull request could silence its own error with a
 * `handoff-gate-disable-…` comment (or raise a count in the suppressions file, which takes effect
 * once merged), and the reviewer saw only "Suppressed: 1 (1 inline)". Each suppression a pull
 * request brings is listed in the comment and the check run (rule, `file:line`, the reason
 * written, inert, "added in this pull request"), first when it hides an error; a repository may
 * refuse new inline suppressions in pull requests.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { runAction, type ActionRun } from '../helpers/action.js';
import { checkout } from '../helpers/pull-request.js';
import { pullRequestEvent } from '../helpers/events.js';
import { repoState, simState, startSimulator, WRITE_TOKEN, type Simulator, type SimRepo } from '../sim/index.js';

const SUPPRESSIONS = '.github/handoff-gate-suppressions.json';
const CONFIG = '.github/handoff-gate.yml';
const OLD = '.work/001_planner.yaml';
const NEW = '.work/002_planner.yaml';
/** Outside text trying to be markup: a link, a mention, HTML, a table cell's end. */
const HOSTILE_REASON = 'the reviewer agreed | see [docs](https://evil.example) @octo/team <img src=x>';

/** A planner that hands off to the reviewer, where spec 1 sends it to the writer: one `envelope/next-mismatch` error on line 5. */
const planner = (directive = '') =>
  `kind: planner\nagent_id: req:planner\nstatus: ok\nartifacts: []\n${directive}next: reviewer\n`;
const nextLine = (reason: string) => `# handoff-gate-disable-next-line envelope/next-mismatch -- ${reason}\n`;

let sim: Simulator | undefined;
afterEach(async () => {
  await sim?.close();
  sim = undefined;
});

async function pullRequest(base: Record<string, string>, head: Record<string, string>) {
  const repo = repoState({
    files: { 'README.md': '# shop\n', ...base },
    branches: { 'agent/work': { files: head } },
    pulls: [{ head: 'agent/work', title: 'Agent work', body: 'Work.' }],
  });
  sim = await startSimulator(simState({ repos: [repo] }));
  const run = await runAction({
    apiUrl: sim.url,
    ...pullRequestEvent(repo, 1),
    workspace: checkout(repo, 'agent/work'),
    token: WRITE_TOKEN,
    repository: 'octo/repo',
    inputs: { label: 'false' },
  });
  expect(sim.violations).toEqual([]);
  return { run, repo };
}

const posted = (repo: SimRepo) => repo.issues[1]!.comments.at(-1)!.body;
const checkRunSummary = (repo: SimRepo) => repo.checkRuns.at(-1)!.output.summary ?? '';
const ruleIds = (run: ActionRun) => run.report!.findings.map((f) => [f.path, f.ruleId, f.severity]);

describe('red team: a reviewer sees every suppression a pull request brings', () => {
  it('a directive added over a failing line: the run passes, and the comment and the check run name it first, its reason inert', async () => {
    const { run, repo } = await pullRequest({}, { [NEW]: planner(nextLine(HOSTILE_REASON)) });
    expect(run.status).toBe(0);
    expect(run.report!.suppressed!.brought).toEqual([
      expect.objectContaining({ how: 'added', path: NEW, line: 5, ruleId: 'envelope/next-mismatch', hides: 1 }),
    ]);
    for (const text of [posted(repo), checkRunSummary(repo)]) {
      expect(text).toContain('this pull request brings 1 new suppression');
      const at = text.indexOf('#### Suppressions this pull request brings (1)');
      expect(at).toBeGreaterThan(-1);
      // Above the fold: before every other section, and not folded away.
      expect(text.slice(0, at)).not.toMatch(/^#### /m);
      expect(text.slice(0, at)).not.toContain('<details>');
      const row = text.split('\n').find((line) => line.includes('`envelope/next-mismatch`') && line.includes(NEW))!;
      expect(row).toContain('.work/<wbr>002\\_planner.yaml:5');
      expect(row).toContain(`/${NEW}#L5)`);
      expect(row).toContain('added in this pull request; hides 1 error');
      // The reason is there, but as text: no link, no mention, no HTML, no extra cell.
      expect(row).toContain('the reviewer agreed');
      expect(row).not.toContain('](https://evil.example)');
      expect(row).not.toContain('<img');
      expect(row).not.toMatch(/(^|[^\w\u200b])@octo\/team/);
      expect(row.split(/(?<!\\)\|/).length).toBe(6);
    }
  }, 90_000);

  it('a directive the base already had over the same line is not listed; one moved to the whole file is, as widened', async () => {
    const kept = await pullRequest(
      { [OLD]: planner(nextLine('kept from adoption')) },
      { [OLD]: `# touched\n${planner(nextLine('kept from adoption'))}` },
    );
    expect(kept.run.status).toBe(0);
    expect(kept.run.report!.suppressed?.brought).toBeUndefined();
    expect(posted(kept.repo)).not.toContain('Suppressions this pull request brings');
    await sim!.close();

    const widened = await pullRequest(
      { [OLD]: planner(nextLine('kept from adoption')) },
      { [OLD]: `# handoff-gate-disable-file envelope/next-mismatch -- every handoff here\n${planner()}` },
    );
    expect(widened.run.report!.suppressed!.brought).toEqual([
      expect.objectContaining({ how: 'widened', path: OLD, line: 1, reason: 'every handoff here', hides: 1 }),
    ]);
    expect(checkRunSummary(widened.repo)).toContain('widened in this pull request; hides 1 error');
  }, 120_000);

  it('several brought at once are listed added first, then widened, each kind by file', async () => {
    const THIRD = '.work/003_planner.yaml';
    const { run } = await pullRequest(
      { [OLD]: planner(nextLine('kept from adoption')) },
      {
        [OLD]: `# handoff-gate-disable-file envelope/next-mismatch -- every handoff here\n${planner()}`,
        [THIRD]: planner(nextLine('third')),
        [NEW]: planner(nextLine('second')),
      },
    );
    expect(run.status).toBe(0);
    expect(run.report!.suppressed!.brought!.map((b) => [b.how, b.path])).toEqual([
      ['added', NEW],
      ['added', THIRD],
      ['widened', OLD],
    ]);
  }, 90_000);

  it('a count raised in the suppressions file: the run fails (the base judges), and the reviewer sees what merging would hide', async () => {
    const counts = (n: number) => `${JSON.stringify({ [NEW]: { 'envelope/next-mismatch': { count: n } } }, null, 2)}\n`;
    const { run, repo } = await pullRequest({}, { [NEW]: planner(), [SUPPRESSIONS]: counts(1) });
    expect(run.status).toBe(1);
    expect(run.report!.suppressed!.brought).toEqual([
      expect.objectContaining({
        how: 'count-raised',
        path: SUPPRESSIONS,
        ruleId: 'envelope/next-mismatch',
        file: NEW,
        from: 0,
        to: 1,
        hides: 1,
        worst: 'error',
      }),
    ]);
    for (const text of [posted(repo), checkRunSummary(repo)]) {
      const row = text.split('\n').find((line) => line.includes(SUPPRESSIONS) && line.includes('raised'))!;
      expect(row).toContain('`envelope/next-mismatch`');
      expect(row).toContain(
        `count for \`${NEW}\` raised from 0 to 1 in this pull request; takes effect once merged, then hides 1 error`,
      );
      const brings = text.indexOf('#### Suppressions this pull request brings (1)');
      expect(brings).toBeGreaterThan(-1);
      expect(text.slice(0, brings)).not.toMatch(/^#### /m);
    }
  }, 90_000);

  it('a repository that refuses new inline suppressions: the directive suppresses nothing, and an error names it', async () => {
    const { run, repo } = await pullRequest(
      { [CONFIG]: 'suppressions:\n  inline-in-pull-requests: refuse\n' },
      { [NEW]: planner(nextLine('the reviewer agreed')) },
    );
    expect(run.status).toBe(1);
    expect(ruleIds(run)).toEqual(
      expect.arrayContaining([
        [NEW, 'suppressions/added-in-pull-request', 'error'],
        [NEW, 'envelope/next-mismatch', 'error'],
      ]),
    );
    const refusal = run.report!.findings.find((f) => f.ruleId === 'suppressions/added-in-pull-request')!;
    expect(refusal.line).toBe(5);
    expect(refusal.message).toContain('`envelope/next-mismatch`');
    expect(refusal.message).toContain('suppressions.inline-in-pull-requests: refuse');
    expect(run.report!.suppressed?.inline ?? 0).toBe(0);
    expect(checkRunSummary(repo)).toContain('added in this pull request');
  }, 90_000);

  it("the pull request's own config cannot lift the refusal: the base's governs", async () => {
    const { run } = await pullRequest(
      { [CONFIG]: 'suppressions:\n  inline-in-pull-requests: refuse\n' },
      {
        [CONFIG]: 'suppressions:\n  inline-in-pull-requests: allow\n',
        [NEW]: planner(nextLine('the reviewer agreed')),
      },
    );
    expect(run.status).toBe(1);
    expect(ruleIds(run)).toContainEqual([NEW, 'suppressions/added-in-pull-request', 'error']);
  }, 90_000);
});
