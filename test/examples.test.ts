import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { runCheck, type RunCheckResult } from '../src/project/run-check.js';

/**
 * examples/pipeline is the sample the README's first command checks. Its outcome is pinned
 * here in full, so that a rule change that alters what a new user sees fails visibly: each
 * finding must be one of the sample's deliberate mistakes, and each inbox kind must show.
 */
const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const sample = 'examples/pipeline';

let result: RunCheckResult;
beforeAll(() => {
  result = runCheck({ cwd: repo, targets: [sample] });
});

const rel = (path: string) => path.slice(`${sample}/`.length);

describe('examples/pipeline', () => {
  it('is its own repository root, with a valid config', () => {
    expect(result.root).toBe(join(repo, sample));
    expect(result.configInvalid).toBe(false);
  });

  it('has files of every format, each recognised', () => {
    const counts: Record<string, number> = {};
    for (const file of result.report.files) counts[String(file.format)] = (counts[String(file.format)] ?? 0) + 1;
    expect(counts).toEqual({
      envelope: 7,
      'subagent-response': 3,
      handoff: 3,
      intent: 6,
      'intent-draft': 1,
      task: 4,
      'review-result': 1,
      history: 1,
      observations: 1,
      message: 10,
    });
  });

  it('reports the deliberate mistakes and nothing else', () => {
    const findings = result.report.findings.map((f) => `${rel(f.path)}:${f.line} ${f.severity} ${f.ruleId}`).sort();
    expect(findings).toEqual([
      '.forge/intents/reset-token-hashing.yaml:10 error intent/parent-not-found',
      '.work/04_planner.yaml:24 warning envelope/key-typo',
      '.work/05_writer.yaml:4 error envelope/template-leftover',
      'handoff-TestAgent.json:2 error handoff/from-agent-mismatch',
      'outputs/.workflow/7f3c9a21/svg-forge.yaml:3 error subagent-response/revision-target-required',
      'shared/reports/engineers/backend/20250304-008-rep.md:5 error message/folder-mismatch',
      'shared/reports/pm/20250305-009-rep.md:8 error message/enum',
    ]);
  });

  it('says what to do, with a did-you-mean where one helps', () => {
    const message = (ruleId: string) => result.report.findings.find((f) => f.ruleId === ruleId)?.message;
    expect(message('envelope/key-typo')).toContain('Did you mean `traceability`?');
    expect(message('message/enum')).toContain('Did you mean `in_progress`?');
    expect(message('message/folder-mismatch')).toContain('shared/reports/engineers/frontend/');
  });

  it('vetoes on the reviewer P0 and counts every open review finding', () => {
    const { result: verdict, p0, p1, p2, p3, items } = result.report.gate;
    expect({ verdict, p0, p1, p2, p3 }).toEqual({ verdict: 'veto', p0: 1, p1: 4, p2: 3, p3: 1 });
    expect(items.map((i) => `${i.priority} ${i.id ?? '-'} ${rel(i.source.path)}`)).toEqual([
      'P0 COMP-001 .work/06_reviewer/completeness.yaml',
      'P1 COMP-002 .work/06_reviewer/completeness.yaml',
      'P1 SEC-001 .work/06_reviewer/security.yaml',
      'P1 CR-001 handoff-CodeReviewer.json',
      'P1 - outputs/.workflow/7f3c9a21/svg-forge.yaml',
      'P2 COMP-003 .work/06_reviewer/completeness.yaml',
      'P2 TEST-001 handoff-TestAgent.json',
      'P2 - outputs/.workflow/c41d08e2/svg-forge.yaml',
      'P3 CR-002 handoff-CodeReviewer.json',
    ]);
    const aggregator = result.report.gate.sources.find((s) => s.path.endsWith('07_review_unified.yaml'));
    expect(aggregator?.declared).toBe('veto');
  });

  it('is high risk, for the high-risk intent and the P0', () => {
    expect(result.report.risk).toEqual({
      level: 'high',
      reasons: ['intent account-lockout is high risk', '1 unresolved P0 finding'],
    });
  });

  it('puts one item of each kind in the inbox', () => {
    expect(result.report.inbox.map((i) => `${i.key} ${i.reason}`)).toEqual([
      'envelope/.work/01_explorer/domain.yaml blocked',
      'handoff/handoff-CodeReviewer.json blocked',
      'intent/account-lockout approval',
      'intent/login-audit-log error',
      'intent/password-reset-flow blocked',
      'intent/remember-me-login#clarification clarification',
      'message/20250305-010-q question',
      'subagent-response/outputs/.workflow/c41d08e2/svg-forge.yaml escalation',
    ]);
  });

  it('documents every finding and inbox item in its README and its files', () => {
    const readme = readFileSync(join(repo, sample, 'README.md'), 'utf8');
    for (const finding of result.report.findings) {
      expect(readme).toContain(`\`${finding.ruleId}\``);
      expect(readme).toContain(`\`${rel(finding.path)}\``);
      if (!finding.path.endsWith('.json'))
        expect(readFileSync(join(repo, finding.path), 'utf8')).toContain('# deliberate:');
    }
    for (const item of result.report.inbox) expect(readme).toContain(`\`${rel(item.path)}\``);
  });

  it('describes its config as the config is', () => {
    const readme = readFileSync(join(repo, sample, 'README.md'), 'utf8').replace(/\s+/g, ' ');
    const config = parse(readFileSync(join(repo, sample, '.github/handoff-gate.yml'), 'utf8')) as {
      enums: Record<string, string[]>;
      rules: Record<string, string>;
    };
    for (const values of Object.values(config.enums)) for (const v of values) expect(readme).toContain(`\`${v}\``);
    const said = { off: 'turned off', error: 'raised to an error' } as Record<string, string>;
    for (const [id, level] of Object.entries(config.rules))
      expect(readme, `${id}: ${level}`).toContain(`\`${id}\` ${said[level] ?? `set to ${level}`}`);
  });
});
