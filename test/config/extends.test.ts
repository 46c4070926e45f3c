/**
 * The shared config under a repository's own (src/config/extends.ts), and the CLI, which reads no
 * network and says so on the `extends` line.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { withSharedConfig } from '../../src/config/extends.js';
import { parseConfig } from '../../src/config/parse.js';
import { cli, removeRepos, repo } from '../cli/in-process.js';

afterAll(removeRepos);

const PATH = '.github/handoff-gate.yml';
const own = (text: string) => parseConfig(text, PATH);

describe('withSharedConfig', () => {
  it('lays the own settings on the shared ones: mappings key by key, lists and values replaced', () => {
    const merged = withSharedConfig(
      own('extends: acme/policies/hg.yml@v1\nrules:\n  intent/unknown-type: off\nignore: [b/**]\n'),
      PATH,
      {
        text: 'rules:\n  intent/unknown-type: error\n  intent/cycle: warning\nignore: [a/**]\ncommit:\n  mode: pull-request\n',
      },
    );
    expect(merged.findings).toEqual([]);
    expect(merged.config.rules).toEqual({ 'intent/unknown-type': 'off', 'intent/cycle': 'warning' });
    expect(merged.config.ignore).toEqual(['b/**']);
    expect(merged.config.commitMode).toBe('pull-request');
  });

  it('holds a locked key against an override (an error on its line), and says nothing of a value equal to it', () => {
    const shared = {
      text: 'approvers:\n  users: [carol]\n  required:\n    high: 2\ncommit:\n  mode: pull-request\nlocked: [approvers.users, commit]\n',
    };
    const merged = withSharedConfig(
      own(
        'extends: acme/policies/hg.yml@v1\napprovers:\n  users: [mallory]\n  permission: admin\ncommit:\n  mode: pull-request\n',
      ),
      PATH,
      shared,
    );
    expect(merged.config.approverUsers).toEqual(['carol']);
    // What is not locked in the section is the repository's own.
    expect(merged.config.approverPermission).toBe('admin');
    expect(merged.config.approvalsRequired.high).toBe(2);
    expect(merged.findings.map((f) => `${f.line}:${f.column} ${f.ruleId} ${f.severity}`)).toEqual([
      '3:3 config/locked error',
    ]);
  });

  it('a whole locked section: any key of it set here is an override', () => {
    const merged = withSharedConfig(own('extends: a/b/c.yml@main\nrules:\n  intent/cycle: off\n'), PATH, {
      text: 'rules:\n  intent/cycle: error\nlocked: [rules]\n',
    });
    expect(merged.config.rules).toEqual({ 'intent/cycle': 'error' });
    expect(merged.findings.map((f) => `${f.line} ${f.ruleId}`)).toEqual(['2 config/locked']);
  });

  it("the shared config's warnings are said on the `extends` line, naming its own line", () => {
    const merged = withSharedConfig(own('# ours\nextends: a/b/c.yml@main\n'), PATH, { text: 'ignroe: [x/**]\n' });
    expect(merged.findings).toEqual([
      {
        path: PATH,
        line: 2,
        column: 10,
        ruleId: 'config/unknown-key',
        severity: 'warning',
        message:
          'In the shared config `a/b/c.yml@main`, line 1: Unknown setting `ignroe`; it was ignored. Did you mean `ignore`?',
      },
    ]);
  });

  it('a shared config that could not be read fails closed: an error, and every inbox command refused', () => {
    const merged = withSharedConfig(own('extends: a/b/c.yml@main\nignore: [x/**]\n'), PATH, { unread: 'a 500' });
    expect(merged.findings.map((f) => `${f.line}:${f.column} ${f.ruleId} ${f.severity}`)).toEqual([
      '1:10 config/extends-unread error',
    ]);
    expect(merged.config.ignore).toEqual(['x/**']);
    expect(merged.config.policyProblems).toEqual([{ path: PATH, line: 1, setting: 'extends', governs: 'commands' }]);
  });

  it('`extends` must name `<owner>/<repo>/<path>@<ref>` inside that repository', () => {
    for (const bad of ['acme/policies@v1', 'acme/policies/../x.yml@v1', 'acme/policies/x.yml', 'http://x/y/z@v1'])
      expect(
        own(`extends: ${bad}\n`).findings.map((f) => f.ruleId),
        bad,
      ).toEqual(['config/invalid']);
    expect(own('extends: acme/policies/org/hg.yml@release/v1\n').findings).toEqual([]);
  });
});

describe('the CLI with a shared config', () => {
  it('reads no network: a warning on the `extends` line, and the check goes on with the own settings', async () => {
    const root = repo({ [PATH]: 'extends: acme/policies/hg.yml@v1\n', 'README.md': '# x\n' });
    const run = await cli(['check', '--format', 'json'], root);
    expect(run.status).toBe(0);
    const report = JSON.parse(run.stdout) as {
      findings: Array<{ path: string; line: number; ruleId: string; severity: string }>;
    };
    expect(report.findings.map((f) => `${f.path}:${f.line} ${f.ruleId} ${f.severity}`)).toEqual([
      `${PATH}:1 config/extends-skipped warning`,
    ]);
  });
});
