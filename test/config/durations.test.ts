import { describe, expect, it } from 'vitest';
import { durationText, parseDuration } from '../../src/config/duration.js';
import { parseConfig } from '../../src/config/parse.js';
import { DEFAULT_CONFIG } from '../../src/config/resolve.js';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

describe('durations in the config', () => {
  it('reads hours, days and weeks, and writes each back in its largest whole unit', () => {
    expect(parseDuration('36h')).toBe(36 * HOUR);
    expect(parseDuration('14d')).toBe(14 * DAY);
    expect(parseDuration('2w')).toBe(14 * DAY);
    expect(parseDuration('365d')).toBe(365 * DAY);
    expect([36 * HOUR, 14 * DAY, 3 * DAY, 5 * HOUR].map(durationText)).toEqual(['36h', '2w', '3d', '5h']);
  });

  it('refuses a malformed or unbounded one, saying what to write', () => {
    for (const text of ['', '14', 'd', '0h', '1.5d', '14 d', '14days', '-1d', '14D', ' 14d', '1e3h', '999999d'])
      expect(parseDuration(text), text).toMatchObject({ problem: expect.stringMatching(/duration|at most/) });
    expect(parseDuration('366d')).toEqual({ problem: 'a duration is at most 365 days (`365d`)' });
    expect(parseDuration('53w')).toMatchObject({ problem: expect.stringContaining('365 days') });
    expect(parseDuration('8761h')).toMatchObject({ problem: expect.stringContaining('365 days') });
  });

  it('are off by default: approvals never expire, nobody is reminded or mentioned', () => {
    expect(DEFAULT_CONFIG).toMatchObject({ approvalsExpireAfterMs: undefined, remindAfterMs: undefined, notify: [] });
  });

  it('approvers.expire-after, inbox.remind-after and inbox.notify are read', () => {
    const { config, findings } = parseConfig(
      'approvers:\n  expire-after: 14d\ninbox:\n  remind-after: 36h\n  notify: ["@alice", "@acme/reviewers", bob]\n',
      'c.yml',
    );
    expect(findings).toEqual([]);
    expect(config).toMatchObject({
      approvalsExpireAfterMs: 14 * DAY,
      remindAfterMs: 36 * HOUR,
      notify: ['alice', 'acme/reviewers', 'bob'],
    });
  });

  it('a malformed expire-after is a finding on its line and refuses /approve rather than let approvals last for good', () => {
    const { config, findings } = parseConfig('approvers:\n  permission: write\n  expire-after: 14 days\n', 'c.yml');
    expect(findings).toMatchObject([{ ruleId: 'config/invalid', line: 3, severity: 'error' }]);
    expect(findings[0]!.message).toMatch(/`36h` or `14d`/);
    expect(config.policyProblems).toEqual([
      { path: 'c.yml', line: 3, setting: 'approvers.expire-after', governs: 'approve' },
    ]);
  });

  it('a remind-after past the bound, or a notify entry that names nobody, is a finding on its line', () => {
    const { config, findings } = parseConfig('inbox:\n  remind-after: 400d\n  notify: ["not a login"]\n', 'c.yml');
    expect(findings.map((f) => [f.ruleId, f.line])).toEqual([
      ['config/invalid', 2],
      ['config/invalid', 3],
    ]);
    expect(findings[0]!.message).toContain('at most 365 days');
    expect(config.remindAfterMs).toBeUndefined();
    expect(config.notify).toEqual([]);
  });
});
