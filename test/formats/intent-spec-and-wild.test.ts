import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { slugify } from '../../src/formats/intent/values.js';
import { checkFiles } from '../helpers/check-files.js';

/** The fenced blocks of spec 4, in order, as `[language, text]`. */
function specBlocks(): Array<[string, string]> {
  const spec = readFileSync('test/fixtures/spec/4-intent.md', 'utf8');
  return [...spec.matchAll(/^```(\w*)\n([\s\S]*?)^```$/gm)].map((m) => [m[1]!, m[2]!]);
}

describe("spec 4's own examples", () => {
  const blocks = specBlocks();
  const yaml = blocks.filter(([lang]) => lang === 'yaml').map(([, text]) => text);
  const markdown = blocks.filter(([lang]) => lang === 'markdown').map(([, text]) => text);
  const intentText = yaml.find((t) => t.startsWith('# .forge/intents/'))!;
  const intentPath = /^# (\S+)/.exec(intentText)![1]!;
  const observationsText = yaml.find((t) => t.trimStart().startsWith('- content:'))!;
  const files = {
    [intentPath]: intentText,
    '.forge/intent-drafts/password-reset.md': markdown[0]!,
    '.forge/observations.yaml': observationsText,
  };

  it('finds the three examples in the spec', () => {
    expect(intentPath).toBe('.forge/intents/fix-login-validation.yaml');
    expect(markdown).toHaveLength(1);
    expect(observationsText).toContain('refactor-api-layer');
  });

  it('validates them with no error; only the evidence files this repository lacks are warned about', () => {
    const report = checkFiles(files);
    expect(report.files).toEqual([
      { path: '.forge/intent-drafts/password-reset.md', format: 'intent-draft' },
      { path: intentPath, format: 'intent' },
      { path: '.forge/observations.yaml', format: 'observations' },
    ]);
    expect(report.findings.filter((f) => f.severity === 'error')).toEqual([]);
    expect(report.findings.map((f) => [f.ruleId, f.line])).toEqual([
      ['observations/evidence-not-found', 4],
      ['observations/evidence-not-found', 6],
      ['observations/evidence-not-found', 14],
    ]);
  });

  it('validates them with no finding at all when the evidence exists', () => {
    const report = checkFiles({ ...files, 'src/handler/login.rs': '', 'src/handler/signup.rs': '', 'CLAUDE.md': '' });
    expect(report.findings).toEqual([]);
  });

  it("puts the example intent's open clarification in the inbox and labels it low risk", () => {
    const report = checkFiles(files);
    expect(report.risk).toEqual({ level: 'low', reasons: ['intent fix-login-validation is low risk'] });
    expect(report.inbox.map((i) => [i.key, i.reason, i.line, i.risk])).toEqual([
      ['intent/fix-login-validation#clarification', 'clarification', 15, 'low'],
    ]);
    expect(report.inbox[0]!.questions).toContainEqual(expect.objectContaining({ number: 2, answer: null }));
  });
});

describe('the wild pfl-forge files', () => {
  const dir = 'test/fixtures/wild/pfl-forge-intent';

  /** Where a file's content belongs: a list of observations, a history entry, a draft, or an intent. */
  function placeOf(name: string, text: string): string {
    if (name.endsWith('.md')) return `.forge/intent-drafts/${slugify(name.replace(/\.md$/, ''))}.md`;
    if (/^\s*- /.test(text)) return '.forge/observations.yaml';
    if (/^intent_id:/m.test(text)) return `.forge/knowledge/history/${slugify(name.replace(/\.yaml$/, ''))}.yaml`;
    return `.forge/intents/${slugify(name.replace(/\.yaml$/, ''))}.yaml`;
  }

  const results = readdirSync(dir)
    .sort()
    .map((name) => {
      const text = readFileSync(`${dir}/${name}`, 'utf8');
      const path = placeOf(name, text);
      return { name, path, report: checkFiles({ [path]: text }) };
    });

  it('checks every file as the format its content fits, without crashing', () => {
    expect(results).toHaveLength(22);
    for (const { path, report } of results) {
      expect(report.files).toHaveLength(1);
      expect(report.files[0]!.path).toBe(path);
      expect(report.findings.filter((f) => f.message.includes('handoff-gate bug'))).toEqual([]);
    }
    const formats: Record<string, number> = {};
    for (const { report } of results) formats[report.files[0]!.format!] = (formats[report.files[0]!.format!] ?? 0) + 1;
    expect(formats).toEqual({ intent: 11, 'intent-draft': 3, history: 3, observations: 5 });
  });

  it('gets these findings, per rule', () => {
    const counts: Record<string, number> = {};
    for (const { report } of results)
      for (const f of report.findings)
        counts[`${f.ruleId} (${f.severity})`] = (counts[`${f.ruleId} (${f.severity})`] ?? 0) + 1;
    expect(counts).toEqual({
      // The design doc's and the tests' file evidence (src/handler/login.rs, CLAUDE.md, ...) is not in this repository.
      'observations/evidence-not-found (warning)': 6,
      // The implement prompt's template: `intent_id: "<from the intent in your prompt>"`, an unfilled placeholder.
      'observations/template-leftover (error)': 1,
      // The design doc's `depends_on: [setup-database]` and a test's `parent: parent-intent-1`, alone in a repository.
      'intent/dependency-not-found (error)': 1,
      'intent/parent-not-found (error)': 1,
      // The legacy runner fixture's `status: implementing`.
      'intent/reference-impl-value (warning)': 1,
      // The eval fixture nests its intent under `intent:`: title, body and source are missing at the top.
      'intent/required (error)': 3,
      'intent/nested-intent (warning)': 1,
    });
  });

  it('puts the blocked and the unanswered ones in the inbox', () => {
    const inbox = results.flatMap(({ report }) => report.inbox.map((i) => i.reason));
    expect(inbox.sort()).toEqual([
      'blocked',
      'blocked',
      'clarification',
      'clarification',
      'clarification',
      'clarification',
      'clarification',
    ]);
  });
});
