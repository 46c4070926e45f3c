import { afterEach, describe, expect, it } from 'vitest';
import { REPO } from '../helpers/bundle.js';
import { cli, removeRepos, repo } from './in-process.js';
import { textWidth } from '../../src/render/width.js';

afterEach(removeRepos);

const EXAMPLE = ['check', 'examples/pipeline', '--fail-on', 'never'];

/** A SubAgent Response that failed: one inbox item (an escalation) each. */
const FAILED = 'status: failed\nagent_name: svg-forge\nexecution_time: 3\nnext_action: escalate\n';

/** `count` failed responses, each also with an error (`execution_time` out of range). */
function failures(count: number): Record<string, string> {
  return Object.fromEntries(
    Array.from({ length: count }, (_, i) => [`out/r-${String(i).padStart(4, '0')}.yaml`, `${FAILED}score: 140\n`]),
  );
}

describe('the text report of the sample pipeline, as a person reads it', () => {
  it('shows a review item where it is and where it was declared, both from the current folder', async () => {
    const run = await cli(EXAMPLE, REPO);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain(
      '      at examples/pipeline/docs/requirements/user-stories.md:42 · declared in examples/pipeline/.work/06_reviewer/completeness.yaml:10\n',
    );
  });
});

describe('at a terminal and piped', () => {
  it('at a terminal, fits every line to its width; piped, gives each finding a line of its own', async () => {
    for (const columns of [60, 80, 120]) {
      const run = await cli(EXAMPLE, REPO, '', { isTTY: true, columns, env: { NO_COLOR: '1' } });
      for (const line of run.stdout.split('\n')) expect(textWidth(line), line).toBeLessThanOrEqual(columns);
      expect(run.stdout).toContain('\n  10:9  error  intent/parent-not-found\n    `parent` is `password-reset`');
    }
    const piped = await cli(EXAMPLE, REPO);
    expect(piped.stdout).toContain(
      '\nexamples/pipeline/.work/05_writer.yaml:4:7: error envelope/template-leftover `greenfield | brownfield` lists the alternatives instead of choosing one: it is a template leftover. Write the real value.\n',
    );
  });
});

describe('--all', () => {
  it('lists every inbox item; without it, the first ten and how many more', async () => {
    const root = repo(failures(12));
    const run = await cli(['check'], root);
    expect(run.stdout).toContain('Inbox: 12 items waiting for a human');
    expect(run.stdout).toContain('out/r-0009.yaml');
    expect(run.stdout).not.toContain('out/r-0010.yaml:4');
    expect(run.stdout).toContain('\n  … and 2 more inbox items: --all lists them\n');
    // The findings are never cut: one line each, errors first.
    expect(run.stdout.match(/^out\/r-\d{4}\.yaml:\d+:\d+: error /gm)).toHaveLength(12);

    const all = await cli(['check', '--all'], root);
    expect(all.stdout).toContain('out/r-0011.yaml:4');
    expect(all.stdout).not.toContain('--all lists them');
    expect(all.status).toBe(run.status);
  });

  it('in the Markdown too, which then holds the whole report whatever its length', async () => {
    const root = repo(failures(12));
    const md = await cli(['check', '--format', 'markdown'], root);
    expect(md.stdout).toContain('_…and 2 more items: `--all` lists them._');
    const all = await cli(['check', '--format', 'markdown', '--all'], root);
    expect(all.stdout).not.toContain('lists them');
    expect(all.stdout).toContain('out/r-0011.yaml:4');
  });

  it('is an option of check alone', async () => {
    const run = await cli(['inbox', '--all'], repo(failures(1)));
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('--all is an option of `check`.');
  });
});

describe('the job summary is a workflow run’s: the CLI never points a person to one', () => {
  it('says what prints the whole report when its Markdown is cut to a comment’s length', async () => {
    // 600 files with an error each: more than a comment holds.
    const root = repo(failures(600));
    const md = await cli(['check', '--format', 'markdown'], root);
    expect(md.stdout.length).toBeLessThanOrEqual(60_000);
    expect(md.stdout).toContain(
      'Truncated to fit a pull-request comment: handoff-gate check --all prints the whole report.',
    );
    const text = await cli(['check'], root);
    for (const out of [md.stdout, md.stderr, text.stdout, text.stderr]) expect(out).not.toMatch(/job summary/i);
    const whole = await cli(['check', '--format', 'markdown', '--all'], root);
    expect(whole.stdout.length).toBeGreaterThan(60_000);
    expect(whole.stdout).not.toContain('Truncated');
  });
});

describe('the inbox listing, at a terminal and piped', () => {
  const INBOX = ['inbox', 'examples/pipeline'];

  it('at a terminal, fits each item to the width; piped, gives each item one unpadded line', async () => {
    for (const columns of [60, 80, 120]) {
      const run = await cli(INBOX, REPO, '', { isTTY: true, columns, env: { NO_COLOR: '1' } });
      for (const line of run.stdout.split('\n')) expect(textWidth(line), line).toBeLessThanOrEqual(columns);
      expect(run.stdout).toContain('\napproval  Approve: Lock an account');
    }
    const piped = await cli(INBOX, REPO);
    expect(piped.stdout).toContain(
      '\nexamples/pipeline/.forge/intents/account-lockout.yaml:10: approval intent/account-lockout Approve: Lock an account after repeated failed logins  /approve  /reject [reason]\n',
    );
    expect(piped.stdout).not.toMatch(/ {3}/);
  });

  it('shows each open question with its number, so `/answer <n> <text>` is answered from the listing', async () => {
    const root = repo({
      '.forge/intents/lockout.yaml':
        'title: Lock accounts\nbody: Lock after failed logins.\ntype: feature\nsource: human\nrisk: low\nstatus: proposed\ncreated_at: 2025-03-05T12:05:00Z\nclarifications:\n  - question: How many failed logins?\n    answer: Five\n  - question: For how long is the account locked?\n    answer: null\n',
    });
    const piped = await cli(['inbox'], root);
    expect(piped.stdout).toContain('  Question 2: For how long is the account locked? — /answer 2 <text>\n');
    // An answered question is not asked again.
    expect(piped.stdout).not.toContain('How many failed logins?');
    const terminal = await cli(['inbox'], root, '', { isTTY: true, columns: 80, env: { NO_COLOR: '1' } });
    expect(terminal.stdout).toContain('    Question 2: For how long is the account locked? — /answer 2 <text>\n');
  });

  it('shows a title that holds terminal controls as inert text', async () => {
    const root = repo({
      'out/r.yaml':
        'status: failed\nagent_name: "svg\\e[2J\\e]0;owned\\u0007-forge"\nexecution_time: 3\nnext_action: escalate\n',
    });
    for (const options of [{}, { isTTY: true, columns: 80, env: { NO_COLOR: '1' } }]) {
      const run = await cli(['inbox'], root, '', options);
      expect(run.stdout).toContain('svg');
      expect(run.stdout).not.toContain('\u001b');
      expect(run.stdout).not.toContain('\u0007');
    }
  });
});
