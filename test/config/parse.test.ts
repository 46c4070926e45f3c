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

  it('an invalid section is a finding on its line and falls back, the rest is kept', () => {
    const { config, findings } = parseConfig('max-file-size: 2048\nrules:\n  envelope/required: loud\n', 'c.yml');
    expect(findings).toMatchObject([{ ruleId: 'config/invalid', line: 3, column: 22, severity: 'error' }]);
    expect(config.maxFileSize).toBe(2048);
    expect(config.rules).toEqual({});
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
