import { describe, expect, it } from 'vitest';
import { FINGERPRINT_KEY, renderSarif, SARIF_SCHEMA, toSarif, type SarifLog } from '../../src/render/sarif.js';
import { summaryLine } from '../../src/render/text.js';
import type { Report } from '../../src/report/report.js';
import { cleanReport, finding, gateItem, RULES, sampleReport } from './sample-report.js';

const run = (log: SarifLog) => log.runs[0]!;
/** The results of findings, the gate items' left out. */
const findingResults = (log: SarifLog) => run(log).results.filter((r) => !r.ruleId.startsWith('gate/'));
const gateResults = (log: SarifLog) => run(log).results.filter((r) => r.ruleId.startsWith('gate/'));

describe('sarif renderer', () => {
  const options = {
    rules: RULES,
    version: '0.1.0',
    informationUri: 'https://github.com/o/handoff-gate',
    helpUri: (id: string) => `https://github.com/o/handoff-gate/blob/v0.1.0/docs/rules/${id}.md`,
  };

  it('writes SARIF 2.1.0 with the driver and the rule catalogue', () => {
    const log = JSON.parse(renderSarif(sampleReport(), options));
    expect(log.$schema).toBe(SARIF_SCHEMA);
    expect(log.$schema).toBe('https://json.schemastore.org/sarif-2.1.0.json');
    expect(log.version).toBe('2.1.0');
    expect(log.runs).toHaveLength(1);
    const driver = log.runs[0].tool.driver;
    expect(driver).toMatchObject({
      name: 'handoff-gate',
      version: '0.1.0',
      informationUri: 'https://github.com/o/handoff-gate',
    });
    expect(driver.rules[0]).toEqual({
      id: 'envelope/required',
      shortDescription: { text: 'A field the spec requires is missing.' },
      defaultConfiguration: { level: 'error' },
      helpUri: 'https://github.com/o/handoff-gate/blob/v0.1.0/docs/rules/envelope/required.md',
      // Code scanning's "Rule help": the summary, and the page to read more.
      help: {
        text: 'A field the spec requires is missing. See https://github.com/o/handoff-gate/blob/v0.1.0/docs/rules/envelope/required.md',
        markdown:
          'A field the spec requires is missing.\n\n[`envelope/required`: what it catches, why, an example and its fix](https://github.com/o/handoff-gate/blob/v0.1.0/docs/rules/envelope/required.md)',
      },
    });
    expect(driver.rules.find((r: { id: string }) => r.id === 'intent/note').defaultConfiguration.level).toBe('note');
  });

  it('maps each finding to a result with level, rule index, location and fingerprint', () => {
    const log = toSarif(sampleReport(), options);
    const results = findingResults(log);
    const rules = log.runs[0]!.tool.driver.rules;
    expect(results).toHaveLength(5);
    for (const result of run(log).results) {
      expect(rules[result.ruleIndex]!.id).toBe(result.ruleId);
      expect(result.locations[0]!.physicalLocation.artifactLocation.uriBaseId).toBe('%SRCROOT%');
      expect(result.partialFingerprints[FINGERPRINT_KEY]).toMatch(/^[0-9a-f]{32}:\d+$/);
    }
    const levels = Object.fromEntries(results.map((r) => [r.ruleId, r.level]));
    expect(levels).toMatchObject({
      'envelope/required': 'error',
      'envelope/key-typo': 'warning',
      'intent/note': 'note',
    });
    const required = results.find((r) => r.ruleId === 'envelope/required')!;
    expect(required.message.text).toBe('`agent_id` is required.');
    expect(required.locations[0]!.physicalLocation).toEqual({
      artifactLocation: { uri: '.work/review.yaml', uriBaseId: '%SRCROOT%' },
      region: { startLine: 3, startColumn: 1 },
    });
  });

  it('adds rules that the catalogue lacks, so every ruleIndex resolves', () => {
    const log = toSarif(sampleReport(), { rules: RULES });
    const rules = log.runs[0]!.tool.driver.rules;
    const added = rules.find((r) => r.id === 'message/type')!;
    expect(added.defaultConfiguration.level).toBe('error');
    expect(rules.filter((r) => r.id === 'message/type')).toHaveLength(1);
    // The gate's two rules, then the findings' in the order of the results.
    expect(toSarif(sampleReport()).runs[0]!.tool.driver.rules.map((r) => r.id)).toEqual([
      'gate/p0',
      'gate/p1',
      'intent/note',
      'envelope/required',
      'envelope/key-typo',
      'message/type',
      'message/folder-mismatch',
    ]);
  });

  it('fingerprints ignore the line, so alerts survive lines moving; identical ones stay distinct', () => {
    const print = (line: number) =>
      toSarif({ ...cleanReport(), findings: [finding('a.yaml', line, 'error', 'x/y', 'm')] }).runs[0]!.results[0]!
        .partialFingerprints;
    expect(print(3)).toEqual(print(30));
    const twice = toSarif({
      ...cleanReport(),
      findings: [finding('a.yaml', 1, 'error', 'x/y', 'm'), finding('a.yaml', 9, 'error', 'x/y', 'm')],
    }).runs[0]!.results;
    const [a, b] = twice.map((r) => r.partialFingerprints[FINGERPRINT_KEY]);
    expect(a).not.toBe(b);
    expect(a!.split(':')[0]).toBe(b!.split(':')[0]);
  });

  it('percent-encodes artifact URIs', () => {
    const log = toSarif({ ...cleanReport(), findings: [finding('a dir/x#1.yaml', 1, 'error', 'x/y', 'm')] });
    expect(log.runs[0]!.results[0]!.locations[0]!.physicalLocation.artifactLocation.uri).toBe('a%20dir/x%231.yaml');
  });
});

/** A review that declares items at these lines of `.work/review.yaml`, with `pad` lines added above each. */
function reviewReport(items: Report['gate']['items'], result: Report['gate']['result']): Report {
  const count = (p: string) => items.filter((i) => i.priority === p).length;
  return {
    ...cleanReport(),
    gate: {
      result,
      counted: result,
      declaredBy: [],
      p0: count('P0'),
      p1: count('P1'),
      p2: count('P2'),
      p3: count('P3'),
      items,
      sources: [],
    },
  };
}

describe('sarif: the gate items that decide the verdict are results', () => {
  const review = '.work/review.yaml';

  it('a P0 that vetoes is an error result on the line that declares it, under gate/p0, with its id', () => {
    const log = toSarif(sampleReport(), { rules: RULES });
    const [p0, p1, ...rest] = gateResults(log);
    expect(rest).toEqual([]);
    expect(p0).toMatchObject({
      ruleId: 'gate/p0',
      level: 'error',
      locations: [
        {
          physicalLocation: {
            artifactLocation: { uri: review, uriBaseId: '%SRCROOT%' },
            region: { startLine: 12, startColumn: 1 },
          },
        },
      ],
    });
    expect(p0!.message.text).toMatch(/^P0 SEC-1 \(security\): SQL injection /);
    expect(p0!.message.text).toContain('\nat src/db.ts:42\nfix: Use bound parameters');
    // The gate vetoes: the P1 beside the P0 gates too. The P2 is listed in the gate, not a result.
    expect(p1).toMatchObject({
      ruleId: 'gate/p1',
      level: 'error',
      message: { text: 'P1 PERF-2 (performance): N+1 query in the list view\nat the list view' },
    });
    expect(JSON.stringify(log)).not.toContain('STYLE-3');
    const rules = run(log).tool.driver.rules;
    for (const result of [p0!, p1!])
      expect(rules[result.ruleIndex]).toMatchObject({ id: result.ruleId, defaultConfiguration: { level: 'error' } });
    expect(rules.find((r) => r.id === 'gate/p0')!.shortDescription.text).toBe(
      'A P0 item a review file declares: one vetoes the gate.',
    );
  });

  it('a P1 is an error when the P1s reject, a warning beside a gate that passes', () => {
    const two = [
      gateItem('P1', 'A-1', 'one', { path: review, line: 3 }),
      gateItem('P1', 'A-2', 'two', { path: review, line: 9 }),
    ];
    expect(gateResults(toSarif(reviewReport(two, 'reject'))).map((r) => [r.ruleId, r.level])).toEqual([
      ['gate/p1', 'error'],
      ['gate/p1', 'error'],
    ]);
    expect(gateResults(toSarif(reviewReport(two.slice(0, 1), 'pass'))).map((r) => [r.ruleId, r.level])).toEqual([
      ['gate/p1', 'warning'],
    ]);
    expect(gateResults(toSarif(cleanReport()))).toEqual([]);
  });

  it('a gate item keeps its fingerprint when lines above it move, or its description is reworded', () => {
    const print = (line: number, description = 'SQL injection in the login form') =>
      gateResults(toSarif(reviewReport([gateItem('P0', 'SEC-1', description, { path: review, line })], 'veto')))[0]!
        .partialFingerprints[FINGERPRINT_KEY];
    expect(print(12)).toMatch(/^[0-9a-f]{32}:1$/);
    expect(print(40)).toBe(print(12));
    expect(print(12, 'SQL injection in the login form; see the query builder')).toBe(print(12));
    // Another item (its id), another file, another priority: another alert.
    const other = (item: Parameters<typeof gateItem>) =>
      gateResults(toSarif(reviewReport([gateItem(...item)], 'veto')))[0]!.partialFingerprints[FINGERPRINT_KEY];
    expect(other(['P0', 'SEC-2', 'SQL injection in the login form', { path: review, line: 12 }])).not.toBe(print(12));
    expect(other(['P0', 'SEC-1', 'SQL injection in the login form', { path: '.work/other.yaml', line: 12 }])).not.toBe(
      print(12),
    );
    expect(other(['P1', 'SEC-1', 'SQL injection in the login form', { path: review, line: 12 }])).not.toBe(print(12));
  });

  it('an item with no id is named by its description, spacing aside; two alike stay two alerts', () => {
    const print = (line: number, description: string) =>
      gateResults(toSarif(reviewReport([gateItem('P0', '', description, { path: review, line })], 'veto')))[0]!
        .partialFingerprints[FINGERPRINT_KEY];
    expect(print(30, 'The token  is\n  logged')).toBe(print(5, 'The token is logged'));
    expect(print(5, 'The password is logged')).not.toBe(print(5, 'The token is logged'));
    const twice = gateResults(
      toSarif(
        reviewReport(
          [
            gateItem('P0', '', 'same', { path: review, line: 2 }),
            gateItem('P0', '', 'same', { path: review, line: 8 }),
          ],
          'veto',
        ),
      ),
    );
    expect(twice.map((r) => r.partialFingerprints[FINGERPRINT_KEY]!.split(':')[1])).toEqual(['1', '2']);
  });
});

describe('sarif: the run says its verdict and what it did not check', () => {
  const skipped = [
    {
      reason: 'git-ignored' as const,
      count: 3,
      paths: ['.work/a.yaml'],
      names: ['.work/'],
      command: 'handoff-gate check . .work',
    },
  ];
  const notifications = (log: SarifLog) => run(log).invocations[0]!.toolExecutionNotifications;

  it("the verdict is the text report's total line, with its parts for a program", () => {
    const report = sampleReport();
    const log = toSarif(report, { rules: RULES });
    expect(run(log).invocations).toHaveLength(1);
    expect(run(log).invocations[0]!.executionSuccessful).toBe(true);
    const [verdict, ...rest] = notifications(log);
    expect(rest).toEqual([]);
    expect(verdict).toEqual({
      descriptor: { id: 'run/verdict', index: 0 },
      level: 'note',
      message: { text: summaryLine(report) },
      properties: { fails: true, failOn: 'error,veto,reject', gate: { result: 'veto', p0: 1, p1: 1 } },
    });
    expect(verdict!.message.text).toMatch(/^✖ Fails on 2 errors and gate veto — /);
  });

  it('a fail-on that lets the veto through is named, as the exit status has it', () => {
    const verdict = notifications(toSarif(sampleReport(), { failOn: ['never'] }))[0]!;
    expect(verdict.message.text).toMatch(/^⚠ Passes under --fail-on never — /);
    expect(verdict.properties).toMatchObject({ fails: false, failOn: 'never' });
  });

  it('each reason files were not checked is a warning notification of its own', () => {
    const report = {
      ...cleanReport(),
      findings: [finding('big.yaml', 1, 'notice', 'file/too-large', 'over the limit')],
    };
    const log = toSarif(report, { skipped });
    const [verdict, ...skips] = notifications(log);
    expect(verdict!.message.text).toBe(summaryLine(report, { skipped }));
    expect(skips).toEqual([
      {
        descriptor: { id: 'run/skipped', index: 1 },
        level: 'warning',
        message: {
          text: '3 handoff files under git-ignored paths were not checked (.work/); name the folder to check them: handoff-gate check . .work.',
        },
        properties: { reason: 'git-ignored', count: 3 },
      },
      expect.objectContaining({
        descriptor: { id: 'run/skipped', index: 1 },
        properties: { reason: 'too-large', count: 1 },
      }),
    ]);
    // Every descriptor a notification names is the driver's, at the index it gives.
    const descriptors = run(log).tool.driver.notifications;
    for (const n of notifications(log)) expect(descriptors[n.descriptor.index]!.id).toBe(n.descriptor.id);
  });

  it('names no home for the tool unless told one, rather than guess a repository', () => {
    expect(run(toSarif(cleanReport())).tool.driver).not.toHaveProperty('informationUri');
  });

  it("says how to read a catalogued rule's page offline when no page is linked", () => {
    const rules = [{ id: 'intent/required', severity: 'error' as const, summary: 'A required field is missing.' }];
    const [rule] = run(toSarif(cleanReport(), { rules })).tool.driver.rules;
    expect(rule).not.toHaveProperty('helpUri');
    expect(rule!.help).toEqual({
      text: 'A required field is missing. `handoff-gate explain intent/required` prints its page.',
    });
  });
});
