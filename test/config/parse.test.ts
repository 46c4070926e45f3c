import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../src/config/parse.js';
import { DEFAULT_CONFIG } from '../../src/config/resolve.js';

describe('the config file', () => {
  it('an empty or comment-only file gives the defaults', () => {
    expect(parseConfig('', 'c.yml')).toEqual({ config: DEFAULT_CONFIG, findings: [] });
    expect(parseConfig('# nothing\n', 'c.yml')).toEqual({ config: DEFAULT_CONFIG, findings: [] });
  });

  it('reads every section', () => {
    const { config, findings } = parseConfig(
      'paths:\n  message: [agents/**/*.md]\nignore: [x/**]\nenums:\n  envelope/kind: [indexer]\nrules:\n  envelope/required: warning\nmax-file-size: 2048\nlabels:\n  risk-prefix: "risk/"\ninbox:\n  write-budget: 10\napprovers:\n  permission: maintain\n  users: [alice]\ncommit:\n  mode: pull-request\n',
      'c.yml',
    );
    expect(findings).toEqual([]);
    expect(config).toMatchObject({
      paths: { message: ['agents/**/*.md'] },
      ignore: ['x/**'],
      enums: { 'envelope/kind': ['indexer'] },
      rules: { 'envelope/required': 'warning' },
      maxFileSize: 2048,
      riskLabelPrefix: 'risk/',
      inboxWriteBudget: 10,
      approverPermission: 'maintain',
      approverUsers: ['alice'],
      commitMode: 'pull-request',
    });
  });

  it('an invalid entry is a finding on its line and costs only itself: the rest of its section is kept', () => {
    const { config, findings } = parseConfig(
      'max-file-size: 2048\nrules:\n  envelope/required: loud\n  intent/status-vs-tasks: off\n',
      'c.yml',
    );
    expect(findings).toMatchObject([{ ruleId: 'config/invalid', line: 3, column: 22, severity: 'error' }]);
    expect(findings[0]!.message).toContain('`rules.envelope/required` was left out; the rest of `rules` is kept.');
    expect(config.maxFileSize).toBe(2048);
    expect(config.rules).toEqual({ 'intent/status-vs-tasks': 'off' });
    expect(config.policyProblems).toEqual([]);
  });

  it("`warn`, the CLI flag's word, is read as `warning` under `rules:`", () => {
    const { config, findings } = parseConfig(
      'rules:\n  envelope/required: warn\n  intent/status-vs-tasks: warning\n',
      'c.yml',
    );
    expect(findings).toEqual([]);
    expect(config.rules).toEqual({ 'envelope/required': 'warning', 'intent/status-vs-tasks': 'warning' });
  });

  it('a bad element of a list costs only that element, in any section', () => {
    const { config, findings } = parseConfig('ignore: [a/**, "", b/**]\ninbox:\n  sources: [intent, nope]\n', 'c.yml');
    expect(findings).toMatchObject([
      { ruleId: 'config/invalid', line: 1 },
      { ruleId: 'config/invalid', line: 3 },
    ]);
    expect(config.ignore).toEqual(['a/**', 'b/**']);
    expect(config.inboxSources).toEqual(['intent']);
  });

  it("CODEOWNERS' `@org/team` and `@login` spellings name the same team and person", () => {
    const { config, findings } = parseConfig(
      'approvers:\n  teams: ["@acme/reviewers", acme/leads]\n  users: ["@alice", bob]\n  agents: ["@forge-agent"]\n',
      'c.yml',
    );
    expect(findings).toEqual([]);
    expect(config.approverTeams).toEqual(['acme/reviewers', 'acme/leads']);
    expect(config.approverUsers).toEqual(['alice', 'bob']);
    expect(config.agentAccounts).toEqual(['forge-agent']);
    expect(config.policyProblems).toEqual([]);
  });

  it('an unusable entry of a restricting section is kept as a policy problem on its line, never a looser default', () => {
    const { config, findings } = parseConfig(
      'approvers:\n  teams: [acme/..]\n  users: [alice]\n  required:\n    high: 0\n  permision: admin\ncommit:\n  mode: pr\n',
      'c.yml',
    );
    expect(findings.map((f) => [f.ruleId, f.line, f.severity])).toEqual([
      ['config/invalid', 2, 'error'],
      ['config/invalid', 5, 'error'],
      ['config/unknown-key', 6, 'error'],
      ['config/invalid', 8, 'error'],
    ]);
    expect(findings[0]!.message).toContain('every inbox command is refused until it is fixed');
    expect(findings[1]!.message).toContain('`/approve` is refused until it is fixed');
    expect(config.policyProblems).toEqual([
      { path: 'c.yml', line: 2, setting: 'approvers.teams[0]', governs: 'commands' },
      { path: 'c.yml', line: 5, setting: 'approvers.required.high', governs: 'approve' },
      { path: 'c.yml', line: 6, setting: 'approvers.permision', governs: 'commands' },
      { path: 'c.yml', line: 8, setting: 'commit.mode', governs: 'commands' },
    ]);
    // The entries that could be read still apply.
    expect(config.approverUsers).toEqual(['alice']);
  });

  it('a config YAML cannot read, or that is no mapping, refuses commands', () => {
    expect(parseConfig('approvers: [\n', 'c.yml').config.policyProblems).toMatchObject([{ line: expect.any(Number) }]);
    expect(parseConfig('- a\n', 'c.yml').config.policyProblems).toEqual([
      { path: 'c.yml', line: 1, setting: 'the config file', governs: 'commands' },
    ]);
  });

  it('an unknown key is a warning with did-you-mean, and ignored', () => {
    const { config, findings } = parseConfig(
      'max-file-size: 10\nlabels:\n  risk-prefx: x\n  inbox: todo\nignroe: [a]\n',
      'c.yml',
    );
    expect(findings).toMatchObject([
      {
        ruleId: 'config/unknown-key',
        line: 3,
        severity: 'warning',
        message: expect.stringContaining('Did you mean `risk-prefix`?'),
      },
      { ruleId: 'config/unknown-key', line: 5, message: expect.stringContaining('Did you mean `ignore`?') },
    ]);
    expect(config).toMatchObject({ maxFileSize: 10, inboxLabel: 'todo' });
  });

  it('YAML problems and a non-mapping are findings, never exceptions', () => {
    expect(parseConfig('rules: [\n', 'c.yml').findings[0]).toMatchObject({ ruleId: 'config/invalid' });
    expect(parseConfig('- a\n- b\n', 'c.yml').findings[0]).toMatchObject({ ruleId: 'config/invalid', line: 1 });
    expect(parseConfig('a: 1\na: 2\n', 'c.yml').findings[0]).toMatchObject({ line: 2 });
  });
});

describe('label names in the config', () => {
  it.each([
    ['labels:\n  inbox: "needs,human"\n', 'no comma'],
    ['labels:\n  inbox: " handoff"\n', 'no space at the start or the end'],
    ['labels:\n  risk-prefix: "risk: "\n', 'no space at the start or the end'],
    [`labels:\n  inbox: ${'x'.repeat(51)}\n`, 'at most 50 characters'],
    [`labels:\n  risk-prefix: ${'x'.repeat(47)}\n`, 'at most 46 characters'],
  ])('%j is a config finding on its line, and the label falls back to its default', (text, why) => {
    const { config, findings } = parseConfig(text, 'c.yml');
    expect(findings).toMatchObject([
      { ruleId: 'config/invalid', line: 2, severity: 'error', message: expect.stringContaining(why) },
    ]);
    expect(config.inboxLabel).toBe(DEFAULT_CONFIG.inboxLabel);
    expect(config.riskLabelPrefix).toBe(DEFAULT_CONFIG.riskLabelPrefix);
  });

  it('a name with inner spaces and at the limits is kept', () => {
    const { config, findings } = parseConfig(
      `labels:\n  inbox: "needs a human"\n  risk-prefix: ${'r'.repeat(46)}\n`,
      'c.yml',
    );
    expect(findings).toEqual([]);
    expect(config.inboxLabel).toBe('needs a human');
  });
});
