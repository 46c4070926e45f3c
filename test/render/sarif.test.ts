import { describe, expect, it } from 'vitest';
import { FINGERPRINT_KEY, renderSarif, SARIF_SCHEMA, toSarif } from '../../src/render/sarif.js';
import { finding, RULES, sampleReport } from './sample-report.js';

describe('sarif renderer', () => {
  const options = { rules: RULES, version: '0.1.0', informationUri: 'https://github.com/o/handoff-gate', helpUri: (id: string) => `https://github.com/o/handoff-gate#${id.replace('/', '')}` };

  it('writes SARIF 2.1.0 with the driver and the rule catalogue', () => {
    const log = JSON.parse(renderSarif(sampleReport(), options));
    expect(log.$schema).toBe(SARIF_SCHEMA);
    expect(log.$schema).toBe('https://json.schemastore.org/sarif-2.1.0.json');
    expect(log.version).toBe('2.1.0');
    expect(log.runs).toHaveLength(1);
    const driver = log.runs[0].tool.driver;
    expect(driver).toMatchObject({ name: 'handoff-gate', version: '0.1.0', informationUri: 'https://github.com/o/handoff-gate' });
    expect(driver.rules[0]).toEqual({
      id: 'envelope/required',
      shortDescription: { text: 'A field the spec requires is missing.' },
      defaultConfiguration: { level: 'error' },
      helpUri: 'https://github.com/o/handoff-gate#enveloperequired',
    });
    expect(driver.rules.find((r: { id: string }) => r.id === 'intent/note').defaultConfiguration.level).toBe('note');
  });

  it('maps each finding to a result with level, rule index, location and fingerprint', () => {
    const log = toSarif(sampleReport(), options);
    const { results } = log.runs[0]!;
    const rules = log.runs[0]!.tool.driver.rules;
    expect(results).toHaveLength(5);
    for (const result of results) {
      expect(rules[result.ruleIndex]!.id).toBe(result.ruleId);
      expect(result.locations[0]!.physicalLocation.artifactLocation.uriBaseId).toBe('%SRCROOT%');
      expect(result.partialFingerprints[FINGERPRINT_KEY]).toMatch(/^[0-9a-f]{32}:\d+$/);
    }
    const levels = Object.fromEntries(results.map((r) => [r.ruleId, r.level]));
    expect(levels).toMatchObject({ 'envelope/required': 'error', 'envelope/key-typo': 'warning', 'intent/note': 'note' });
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
    expect(toSarif(sampleReport()).runs[0]!.tool.driver.rules.length).toBe(5);
  });

  it('fingerprints ignore the line, so alerts survive lines moving; identical ones stay distinct', () => {
    const print = (line: number) => toSarif({ ...sampleReport(), findings: [finding('a.yaml', line, 'error', 'x/y', 'm')] }).runs[0]!.results[0]!.partialFingerprints;
    expect(print(3)).toEqual(print(30));
    const twice = toSarif({ ...sampleReport(), findings: [finding('a.yaml', 1, 'error', 'x/y', 'm'), finding('a.yaml', 9, 'error', 'x/y', 'm')] }).runs[0]!.results;
    const [a, b] = twice.map((r) => r.partialFingerprints[FINGERPRINT_KEY]);
    expect(a).not.toBe(b);
    expect(a!.split(':')[0]).toBe(b!.split(':')[0]);
  });

  it('percent-encodes artifact URIs', () => {
    const log = toSarif({ ...sampleReport(), findings: [finding('a dir/x#1.yaml', 1, 'error', 'x/y', 'm')] });
    expect(log.runs[0]!.results[0]!.locations[0]!.physicalLocation.artifactLocation.uri).toBe('a%20dir/x%231.yaml');
  });
});
