import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cleanUp, cli, repository, scratch } from './repos.js';

afterAll(cleanUp);

/** A response with a CRITICAL issue (a P0: the gate vetoes), beside git-ignored handoff files. */
const VETOED =
  'status: failed\nagent_name: svg-forge\nexecution_time: 3\nnext_action: escalate\nissues:\n  - severity: CRITICAL\n    description: broken\n';
const ENVELOPE =
  'kind: planner\nagent_id: req:planner\nmode: brownfield\nstatus: ok\nartifacts: []\nopen_questions: []\nblockers: []\nnext: writer\n';

interface Sarif {
  runs: Array<{
    invocations: Array<{
      executionSuccessful: boolean;
      toolExecutionNotifications: Array<{ descriptor: { id: string }; message: { text: string } }>;
    }>;
    results: Array<{
      ruleId: string;
      level: string;
      message: { text: string };
      locations: Array<{ physicalLocation: { artifactLocation: { uri: string }; region: { startLine: number } } }>;
    }>;
  }>;
}

describe('every output format of the CLI says the verdict its exit status has, and what it left out', () => {
  const repo = repository(join(scratch(), 'repo'), {
    '.gitignore': '.work/\n',
    'out/r.yaml': VETOED,
    '.work/01_planner.yaml': ENVELOPE,
  });

  /** The text output's last lines: the total line, then what was not checked. */
  async function textTail(...args: string[]) {
    const run = await cli(repo, 'check', ...args);
    const lines = run.stdout.trimEnd().split('\n');
    const total = lines.findIndex((line) => /^[✖⚠✔] /.test(line));
    const out = { status: run.status, total: lines[total]!, skipped: lines.slice(total + 1) };
    // The veto fails the run, unless --fail-on never lets it through, and the line says which.
    expect(out.status).toBe(args.includes('never') ? 0 : 1);
    expect(out.total).toMatch(
      args.includes('never') ? /^⚠ Passes under --fail-on never — / : /^✖ Fails on gate veto — /,
    );
    return out;
  }

  it.each([[[]], [['--fail-on', 'never']]])('SARIF, with %j', async (args) => {
    const text = await textTail(...args);
    const run = await cli(repo, 'check', '--format', 'sarif', ...args);
    expect(run.status).toBe(text.status);
    const sarif = JSON.parse(run.stdout) as Sarif;
    const [p0, ...others] = sarif.runs[0]!.results.filter((r) => r.ruleId.startsWith('gate/'));
    expect(others).toEqual([]);
    expect(p0).toMatchObject({
      ruleId: 'gate/p0',
      level: 'error',
      locations: [{ physicalLocation: { artifactLocation: { uri: 'out/r.yaml' } } }],
    });
    expect(p0!.message.text).toBe('P0: broken');
    // The line that declares it: the entry.
    expect(p0!.locations[0]!.physicalLocation.region.startLine).toBe(6);
    const [invocation] = sarif.runs[0]!.invocations;
    expect(invocation!.executionSuccessful).toBe(true);
    expect(invocation!.toolExecutionNotifications.map((n) => [n.descriptor.id, n.message.text])).toEqual([
      ['run/verdict', text.total],
      ...text.skipped.map((line) => ['run/skipped', line]),
    ]);
    expect(text.skipped).toHaveLength(1);
  });

  it.each([[[]], [['--fail-on', 'never']]])('--format github, with %j', async (args) => {
    const text = await textTail(...args);
    const run = await cli(repo, 'check', '--format', 'github', ...args);
    expect(run.status).toBe(text.status);
    const lines = run.stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^::error file=out\/r\.yaml,line=6,title=P0::broken$/);
    expect(lines.at(-1)).toBe(`::notice title=handoff-gate::${[text.total, ...text.skipped].join('%0A')}`);
  });

  it('`inbox` says what it left out as `check` does, in every format, with its own command', async () => {
    const check = await cli(repo, 'check', '--format', 'json');
    const checkSkipped = JSON.parse(check.stdout).skipped as Array<{ reason: string; message: string }>;
    expect(checkSkipped.map((g) => g.reason)).toEqual(['git-ignored']);
    const asInbox = (text: string) => text.replace('handoff-gate check . .work', 'handoff-gate inbox . .work');

    const json = await cli(repo, 'inbox', '--format', 'json');
    expect(json.status).toBe(0);
    expect(JSON.parse(json.stdout).skipped).toEqual(checkSkipped.map((g) => ({ ...g, message: asInbox(g.message) })));
    expect(JSON.parse(json.stdout).skipped[0].message).toContain('`handoff-gate inbox . .work`');

    const text = await cli(repo, 'inbox');
    const { skipped } = await textTail();
    expect(text.stdout.trimEnd().split('\n').slice(-skipped.length)).toEqual(skipped.map(asInbox));

    const md = await cli(repo, 'inbox', '--format', 'markdown');
    expect(md.stdout).toContain(
      '- ⚠️ 1 handoff file under git-ignored paths was not checked (`.work/`); name the folder to check it: `handoff-gate inbox . .work`.',
    );
    // Named, the ignored folder is read, and nothing is said to be left out.
    const named = await cli(repo, 'inbox', '.', '.work', '--format', 'json');
    expect(JSON.parse(named.stdout).skipped).toEqual([]);
  });
});
