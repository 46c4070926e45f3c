import { afterEach, describe, expect, it } from 'vitest';
import { resolveConfig } from '../../src/config/resolve.js';
import { check } from '../../src/engine/check.js';
import { FORMATS } from '../../src/formats/index.js';
import { checkText } from '../../src/lib/index.js';
import { reportSummary } from '../../src/mcp/summary.js';
import { renderJson } from '../../src/render/json.js';
import { renderMarkdown } from '../../src/render/markdown.js';
import { toSarif } from '../../src/render/sarif.js';
import { renderText } from '../../src/render/text.js';
import { checkFiles } from '../helpers/check-files.js';
import { memoryWorkspace } from '../helpers/memory-workspace.js';
import { removeRepos, repo } from '../cli/in-process.js';

/**
 * Inline suppressions, a person's word in the file itself: `# handoff-gate-disable-next-line
 * <rule-id> -- <reason>` in YAML (a file, a Markdown frontmatter), `<!-- … -->` in a Markdown body,
 * and `handoff-gate-disable-file` for the whole file. They are the engine's: every entry (the CLI,
 * the library, the MCP server, the action) gets them.
 */

afterEach(removeRepos);

const PLANNER = '.work/04_planner.yaml';
/** A planner that hands off to the reviewer: `envelope/next-mismatch` (an error) on the `next` line. */
const planner = (before = '', extra = '') =>
  `kind: planner\nagent_id: req:planner\nstatus: ok\nartifacts: []\n${extra}${before}next: reviewer\n`;

const TASK = 'shared/tasks/frontend/20250124-003-task.md';
const SECTIONS =
  '## 説明\nなし\n## 完了条件\nなし\n## 技術要件\nなし\n## 依存関係\nなし\n## 参考資料\nなし\n## 備考\nなし\n';
const task = (frontmatter = '', body = '') =>
  `---\nid: 20250124-003-task\nfrom: pm\nto: frontend\ntype: task\n${frontmatter}status: pending\ncreated_at: 2025-01-24T12:00:00Z\n---\n\n# タスク\n${body}\n${SECTIONS}`;

const INTENT = '.forge/intents/sessions-in-redis.yaml';
const intent = (status: string, before = '') =>
  `title: Move sessions to Redis\ntype: refactor\nsource: human\nrisk: high\n${before}status: ${status}\n`;

const rulesOf = (report: { findings: ReadonlyArray<{ ruleId: string }> }) => report.findings.map((f) => f.ruleId);

describe('a directive suppresses the findings it names, with its reason', () => {
  it('a YAML comment on the line before', () => {
    const report = checkFiles({
      [PLANNER]: planner(
        '# handoff-gate-disable-next-line envelope/next-mismatch -- the reviewer takes over this run\n',
      ),
    });
    expect(rulesOf(report)).toEqual([]);
    expect(report.suppressed).toMatchObject({ inline: 1, baseline: 0 });
    expect(report.suppressed!.findings).toEqual([
      expect.objectContaining({
        path: PLANNER,
        line: 6,
        ruleId: 'envelope/next-mismatch',
        severity: 'error',
        suppression: { kind: 'inSource', justification: 'the reviewer takes over this run', line: 5 },
      }),
    ]);
    // The gate and the run's verdict no longer see it; without the comment, the same file fails.
    expect(rulesOf(checkFiles({ [PLANNER]: planner() }))).toEqual(['envelope/next-mismatch']);
  });

  it('names several rules, separated by commas, and only the line below', () => {
    const text = `kind: planner\nagent_id: req:planner\nstatus: ok\nartifacts: []\n# handoff-gate-disable-next-line envelope/next-mismatch, envelope/enum -- migrating\nnext: reviewer\nextra: 1\n`;
    const report = checkFiles({ [PLANNER]: text });
    expect(rulesOf(report)).toEqual(['suppressions/unused']);
    expect(report.findings[0]!.message).toBe(
      '`envelope/enum` in this directive suppresses nothing: no such finding on line 6. Remove it from the directive.',
    );
    expect(report.suppressed!.inline).toBe(1);
  });

  it("a comment in a Markdown file's frontmatter", () => {
    const report = checkFiles({
      [TASK]: task(
        '# handoff-gate-disable-next-line message/enum -- the agents of this team write urgent\npriority: urgent\n',
      ),
    });
    expect(rulesOf(report)).toEqual([]);
    expect(report.suppressed!.findings.map((f) => [f.ruleId, f.line])).toEqual([['message/enum', 7]]);
  });

  it('an HTML comment in a Markdown body, outside code fences', () => {
    const body =
      '<!-- handoff-gate-disable-next-line message/body-placeholder -- quotes the template on purpose -->\n{タイトル}\n';
    const report = checkFiles({ [TASK]: task('priority: high\n', body) });
    expect(rulesOf(report)).toEqual([]);
    expect(report.suppressed!.findings.map((f) => f.ruleId)).toEqual(['message/body-placeholder']);
    // The same comment inside a fenced code block is quoted text, not a directive.
    const fenced = task('priority: high\n', `\`\`\`\n${body}\`\`\`\n{タイトル}\n`);
    expect(rulesOf(checkFiles({ [TASK]: fenced }))).toEqual(['message/body-placeholder']);
  });

  it('the whole file, from anywhere in it: a YAML comment, or an HTML comment in a body', () => {
    const yaml = checkFiles({
      [PLANNER]: `${planner()}# handoff-gate-disable-file envelope/next-mismatch -- a planner of the older pipeline\n`,
    });
    expect(rulesOf(yaml)).toEqual([]);
    expect(yaml.suppressed!.inline).toBe(1);
    const markdown = checkFiles({
      [TASK]: task(
        'priority: urgent\n',
        '<!-- handoff-gate-disable-file message/enum, message/body-placeholder -- imported from the old tracker -->\n{タイトル}\n',
      ),
    });
    expect(rulesOf(markdown)).toEqual([]);
    expect(markdown.suppressed!.findings.map((f) => f.ruleId)).toEqual(['message/enum', 'message/body-placeholder']);
  });

  it('gives the same report on the fast path and the full parse', () => {
    const files = {
      [PLANNER]: planner('# handoff-gate-disable-next-line envelope/next-mismatch -- imported from the old tracker\n'),
      [TASK]: task(
        '# handoff-gate-disable-next-line message/enum -- imported from the old tracker\npriority: urgent\n# handoff-gate-disable-file message/timestamp -- imported from the old tracker\n',
      ),
    };
    const run = (fullParse: boolean) =>
      check({
        files: Object.keys(files),
        workspace: memoryWorkspace(files),
        config: resolveConfig(),
        formats: FORMATS,
        fullParse,
      });
    const fast = run(false);
    const full = run(true);
    expect(fast.findings).toEqual(full.findings);
    expect(fast.suppressed).toEqual(full.suppressed);
    expect(rulesOf(fast)).toEqual(['suppressions/unused']);
  });
});

describe('what is text is no directive', () => {
  it('a `#` line inside a block scalar, or inside a quoted string, is text', () => {
    const text = planner(
      '',
      'notes: |\n  # handoff-gate-disable-file envelope/next-mismatch -- not a comment\n  # handoff-gate-disable-next-line envelope/next-mismatch -- nor this\nquote: "# handoff-gate-disable-file envelope/next-mismatch -- text"\n',
    );
    const report = checkFiles({ [PLANNER]: text });
    expect(rulesOf(report)).toEqual(['envelope/next-mismatch']);
    expect(report.suppressed).toBeUndefined();
  });

  it('a JSON file holds no comments: the suppressions file is its way', () => {
    const handoff =
      '{\n  "from_agent": "BackendBuilder",\n  "to_agent": "TestAgent",\n  "status": "PASS",\n  "note": "# handoff-gate-disable-file handoff/required -- text"\n}\n';
    const report = checkFiles({ 'handoff-BackendBuilder.json': handoff });
    expect(rulesOf(report)).toContain('handoff/required');
    expect(report.suppressed).toBeUndefined();
  });
});

describe("a directive's own problems are warnings, and it suppresses nothing by them", () => {
  it('no reason, an unknown rule, a rule that guards a decision, and one that suppresses nothing', () => {
    const text = [
      '# handoff-gate-disable-next-line envelope/next-mismatch',
      '# handoff-gate-disable-next-line envelope/next-mismatc -- typo',
      'kind: planner',
      '# handoff-gate-disable-next-line envelope/enum -- nothing there',
      'agent_id: req:planner',
      'status: ok',
      'artifacts: []',
      '# handoff-gate-disable-next-line envelope/next-mismatch --',
      'next: reviewer',
      '',
    ].join('\n');
    const report = checkFiles({ [PLANNER]: text });
    expect(report.findings.map((f) => [f.line, f.ruleId, f.severity])).toEqual([
      [1, 'suppressions/no-reason', 'warning'],
      [2, 'suppressions/unknown-rule', 'warning'],
      [4, 'suppressions/unused', 'warning'],
      [8, 'suppressions/no-reason', 'warning'],
      [9, 'envelope/next-mismatch', 'error'],
    ]);
    expect(report.suppressed).toBeUndefined();
  });

  it("a rule that guards a person's decision is reported whatever a comment says", () => {
    const report = checkFiles(
      {
        [INTENT]: intent(
          'executing',
          '# handoff-gate-disable-next-line intent/approval-skipped -- approved on a call\n',
        ),
      },
      { base: { [INTENT]: intent('proposed') } },
    );
    expect(rulesOf(report)).toEqual(
      expect.arrayContaining(['suppressions/not-suppressible', 'intent/approval-skipped']),
    );
    expect(report.suppressed).toBeUndefined();
    // So is a whole-file directive for the status's move.
    const moved = checkFiles(
      {
        [INTENT]:
          `# handoff-gate-disable-file intent/status-transition, intent/approval-skipped -- cleanup\n${intent('proposed')}`.replace(
            'risk: high',
            'risk: low',
          ),
      },
      { base: { [INTENT]: intent('done').replace('risk: high', 'risk: low') } },
    );
    expect(rulesOf(moved)).toContain('intent/status-transition');
    expect(moved.suppressed).toBeUndefined();
  });

  it('the config may set the level of a directive finding, `off` included', () => {
    const text = planner('# handoff-gate-disable-next-line envelope/enum -- nothing there\n');
    const report = checkFiles({ [PLANNER]: text }, { config: { rules: { 'suppressions/unused': 'off' } } });
    expect(rulesOf(report)).toEqual(['envelope/next-mismatch']);
  });
});

describe('every output says how many were suppressed', () => {
  const report = () =>
    checkFiles({
      [PLANNER]: planner('# handoff-gate-disable-next-line envelope/next-mismatch -- the reviewer takes over\n'),
    });

  it('the text total, the JSON report, the Markdown summary', () => {
    expect(renderText(report())).toContain('— 1 suppressed (1 inline)');
    const json = JSON.parse(renderJson(report()));
    expect(json.suppressed).toEqual({ count: 1, inline: 1, baseline: 0, files: [], exceeded: [] });
    expect(json.findings).toEqual([]);
    expect(renderMarkdown(report())).toContain('· Suppressed: 1 suppressed (1 inline)');
  });

  it('SARIF: the finding as a result suppressed in the source, with the reason as its justification', () => {
    const sarif = toSarif(report());
    expect(sarif.runs[0]!.results).toEqual([
      expect.objectContaining({
        ruleId: 'envelope/next-mismatch',
        suppressions: [
          {
            kind: 'inSource',
            justification: 'the reviewer takes over',
            location: { physicalLocation: { artifactLocation: expect.anything(), region: { startLine: 5 } } },
          },
        ],
      }),
    ]);
  });

  it("the library's checkText (the MCP server's check_text, its summary too) gets them", async () => {
    const root = repo({});
    const checked = await checkText({
      root,
      path: PLANNER,
      text: planner('# handoff-gate-disable-next-line envelope/next-mismatch -- the reviewer takes over\n'),
    });
    expect(checked.findings).toEqual([]);
    expect(checked.suppressed).toMatchObject({ count: 1, inline: 1 });
    expect(reportSummary(checked)).toContain(
      '1 finding suppressed (1 by handoff-gate-disable comments, 0 by the suppressions file), not listed.',
    );
  });
});
