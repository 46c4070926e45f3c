import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import { describe, expect, it } from 'vitest';
import { parseText, syntaxOf } from '../../src/parse/read.js';
import type { PathKey } from '../../src/parse/types.js';
import type { Finding } from '../../src/report/finding.js';
import { jsonSchemaFor } from '../../src/json-schemas.js';
import { REPO } from '../helpers/bundle.js';
import { checkFiles } from '../helpers/check-files.js';
import { specBlocks } from '../helpers/spec-blocks.js';
import { placement, WILD, wildFolders } from '../helpers/wild.js';

/**
 * The JSON Schemas editors use (`jsonSchemaFor`, what `npm run schemas` writes to schemas/) and
 * the CLI agree on every rule JSON Schema can state, on the specs' examples, the sample
 * repository, the wild corpus and a table of failing files:
 *
 * - where the CLI reports an error under a schema-expressible rule, ajv rejects the file, with an
 *   error on the same line;
 * - where ajv rejects a file, the CLI has an error under one of those rules, or a template
 *   leftover (the CLI reports an unfilled `{placeholder}` in an enum or patterned field once, as a
 *   leftover, where the schema sees a bad value).
 *
 * The schemas are draft-07 (what editors' YAML support reads best): plain `ajv`, not
 * `ajv/dist/2020`. No `format` keyword is used, so `ajv-formats` is not needed.
 */

/** The CLI's rules a JSON Schema states: `<format>/<kind>` for these kinds, and these rule ids. */
const SCHEMA_KINDS = ['required', 'type', 'enum', 'range', 'format', 'timestamp'];
const SCHEMA_RULES = [
  'message/id-format', // `pattern` (msg.sh's ids are only a warning, so the pattern admits them)
  'handoff/artifact-path', // `pattern`: not absolute, no leading `..`
  'handoff/issue-location', // `pattern`: `file:line`
  'envelope/artifact-path',
  'task/relevant-file-path',
  'subagent-response/output-path',
];

/**
 * Rules the schemas leave out, on purpose. Warnings (an editor shows every schema violation as an
 * error): msg.sh ids, three-part agent ids, intent ids that are not slugs, unknown intent types.
 * Cross-file rules (references, duplicates, folders, base-revision transitions) and the file's own
 * name (`from_agent` vs `handoff-X.json`, an intent id): a schema sees one document, not its path.
 * Conditions across fields (`status: ok` needs `artifacts`, `outcome: failed` needs a reason, the
 * gate's counts): these keep their own rule ids in the CLI. The Markdown around a message (no
 * frontmatter, a bracket header, the body's sections): an editor checks only the frontmatter.
 */
const isSchemaRule = (f: Finding) =>
  f.severity === 'error' && (SCHEMA_KINDS.includes(f.ruleId.split('/')[1]!) || SCHEMA_RULES.includes(f.ruleId));
const isLeftover = (f: Finding) => f.severity === 'error' && f.ruleId.endsWith('/template-leftover');

/**
 * Known disagreements, each a rule a pattern cannot say: the value at the finding's line, and
 * why. A `..` after the first segment that climbs out (`a/../../b`) needs counting.
 */
const KNOWN: Array<{ why: string; applies: (f: Finding, line: string) => boolean }> = [
  {
    why: 'a `..` past the first segment leaves the repository (counting depth is beyond a pattern)',
    applies: (f, line) =>
      /through `\.\.`/.test(f.message) && !/:\s*["']?\s*(\.?[\\/]+)*\.\.([\\/]|["']?\s*,?$)/.test(line),
  },
];

const ajv = new Ajv({ allErrors: true, strict: true, strictTypes: false });
const validators = new Map<string, ValidateFunction>();
function validatorFor(format: string): ValidateFunction {
  const known = validators.get(format);
  if (known) return known;
  const validate = ajv.compile(jsonSchemaFor(format)!);
  validators.set(format, validate);
  return validate;
}

/** The keys of an ajv error's place, with list indexes as numbers (as the CLI's paths have them). */
function pathOf(error: ErrorObject, data: unknown): PathKey[] {
  const keys: PathKey[] = [];
  let at: unknown = data;
  for (const raw of error.instancePath.split('/').slice(1)) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    const step: PathKey = Array.isArray(at) ? Number(key) : key;
    keys.push(step);
    at = (at as Record<PathKey, unknown> | undefined)?.[step];
  }
  if (error.keyword === 'required') keys.push((error.params as { missingProperty: string }).missingProperty);
  return keys;
}

interface Verdict {
  path: string;
  format: string | null;
  /** Lines of ajv's errors; undefined when ajv accepts the file. */
  ajvLines?: Set<number>;
  ajvErrors: string[];
  cli: Finding[];
}

/** Check `files` with the CLI (all at once, for cross-file context), and each recognised file with ajv. */
function verdicts(files: Record<string, string>): Verdict[] {
  const report = checkFiles(files);
  const out: Verdict[] = [];
  for (const { path, format } of report.files) {
    if (format === null) continue;
    const parsed = parseText(files[path]!, syntaxOf(path)!).doc;
    // Nothing an editor could check: unparsable, or a Markdown file with no frontmatter.
    if (!parsed || (parsed.syntax === 'markdown' && parsed.data === null)) continue;
    const validate = validatorFor(format);
    const ok = validate(parsed.data);
    const errors = ok ? [] : (validate.errors ?? []);
    out.push({
      path,
      format,
      ajvLines: ok ? undefined : new Set(errors.map((e) => parsed.locate(pathOf(e, parsed.data)).line)),
      ajvErrors: errors.map((e) => `${e.instancePath || '/'} ${e.message}`),
      cli: report.findings.filter((f) => f.path === path),
    });
  }
  return out;
}

/** Every disagreement between the two, in words; empty when they agree. */
function disagreements(files: Record<string, string>): string[] {
  const problems: string[] = [];
  for (const v of verdicts(files)) {
    const lines = files[v.path]!.split('\n');
    const known = (f: Finding) => KNOWN.some((k) => k.applies(f, lines[f.line - 1] ?? ''));
    const schemaErrors = v.cli.filter((f) => isSchemaRule(f) && !known(f));
    for (const f of schemaErrors) {
      if (!v.ajvLines?.has(f.line))
        problems.push(
          `${v.path}:${f.line} the CLI says ${f.ruleId} (${f.message}); ajv ${v.ajvLines ? `only on lines ${[...v.ajvLines].join(', ')}` : 'accepts the file'}`,
        );
    }
    if (v.ajvLines && !v.cli.some((f) => isSchemaRule(f) || isLeftover(f))) {
      problems.push(`${v.path}: ajv rejects (${v.ajvErrors.join('; ')}); the CLI has no such error`);
    }
  }
  return problems;
}

const SPEC_FOLDERS: Record<string, string> = {
  '1-envelope.md': 'handoff-envelope',
  '2-subagent-response.md': 'subagent-response',
  '3-handoff-json.md': 'handoff-format',
  '4-intent.md': 'pfl-forge-intent',
  '5-message.md': 'agent-corp-message',
};

/** Each spec's fenced examples, at a path where the format lives (as the wild corpus is placed). */
function specExamples(spec: string): Record<string, string> {
  const files: Record<string, string> = {};
  for (const block of specBlocks(spec)) {
    const ext = { yaml: 'yaml', yml: 'yaml', json: 'json', markdown: 'md', md: 'md' }[block.lang];
    if (!ext) continue;
    const path = placement(SPEC_FOLDERS[spec]!, `spec__${spec}__example__L${block.line}.${ext}`, block.text);
    files[path] ??= block.text;
  }
  return files;
}

function tree(root: string): Record<string, string> {
  const files: Record<string, string> = {};
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const full = join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else files[relative(root, full).split('\\').join('/')] = readFileSync(full, 'utf8');
    }
  };
  walk(root);
  return files;
}

describe('the JSON Schemas and the CLI agree on every rule a schema can state', () => {
  it.each(Object.keys(SPEC_FOLDERS))("on %s's examples", (spec) => {
    const files = specExamples(spec);
    expect(verdicts(files).length).toBeGreaterThan(0);
    expect(disagreements(files)).toEqual([]);
  });

  it('on the sample repository (examples/pipeline)', () => {
    const files = tree(`${REPO}examples/pipeline`);
    expect(verdicts(files).length).toBeGreaterThan(5);
    expect(disagreements(files)).toEqual([]);
  });

  it.each(wildFolders())('on the wild corpus: %s', (folder) => {
    const problems: string[] = [];
    let judged = 0;
    for (const name of readdirSync(`${WILD}/${folder}`).sort()) {
      const text = readFileSync(`${WILD}/${folder}/${name}`, 'utf8');
      const files = { [placement(folder, name, text)]: text };
      judged += verdicts(files).length;
      problems.push(...disagreements(files));
    }
    expect(judged).toBeGreaterThan(0);
    expect(problems).toEqual([]);
  });
});

/** One small valid file per format; each case below changes one value. */
const BASE: Record<string, { path: string; text: (value: string) => string }> = {
  'message/id': {
    path: 'shared/tasks/frontend/task.md',
    text: (v) =>
      `---\nid: ${v}\nfrom: pm\nto: frontend\ntype: task\npriority: high\nstatus: pending\ncreated_at: 2025-01-24T12:00:00Z\n---\n# Task\n`,
  },
  'message/created_at': {
    path: 'shared/tasks/frontend/20250124-003-task.md',
    text: (v) =>
      `---\nid: 20250124-003-task\nfrom: pm\nto: frontend\ntype: task\npriority: high\nstatus: pending\ncreated_at: ${v}\n---\n# Task\n`,
  },
  'handoff/timestamp': {
    path: 'handoff-BackendBuilder.json',
    text: (v) => JSON.stringify(handoff({ timestamp: v })),
  },
  'handoff/artifacts[0].path': {
    path: 'handoff-BackendBuilder.json',
    text: (v) =>
      JSON.stringify(handoff({ artifacts: [{ type: 'source_file', path: v, purpose: 'p', priority: 'high' }] })),
  },
  'handoff/issues[0].location': {
    path: 'handoff-BackendBuilder.json',
    text: (v) => JSON.stringify(handoff({ issues: [{ id: 'I-1', severity: 'low', description: 'd', location: v }] })),
  },
  'intent/created_at': {
    path: '.forge/intents/fix-login.yaml',
    text: (v) => `title: Fix login\nbody: The form accepts empty passwords.\nsource: human\ncreated_at: ${v}\n`,
  },
  'envelope/agent_id': {
    path: '.work/explorer.yaml',
    text: (v) =>
      `kind: explorer\nagent_id: ${v}\nstatus: ok\nartifacts:\n  - path: .work/tech.md\n    type: context\nnext: aggregator\n`,
  },
  'envelope/artifacts[0].path': {
    path: '.work/explorer.yaml',
    text: (v) =>
      `kind: explorer\nagent_id: explorer:tech\nstatus: ok\nartifacts:\n  - path: ${v}\n    type: context\nnext: aggregator\n`,
  },
  'subagent-response/output_path': {
    path: 'outputs/.workflow/response.yaml',
    text: (v) => `status: success\nagent_name: manifest-gateway\nexecution_time: 12.5\noutput_path: ${v}\n`,
  },
};

function handoff(overrides: Record<string, unknown>): Record<string, unknown> {
  return {
    from_agent: 'BackendBuilder',
    to_agent: 'TestAgent',
    timestamp: '2025-01-14T12:00:00Z',
    status: 'PASS',
    iteration: 1,
    loop_required: false,
    artifacts: [],
    context: { design_decisions: [], known_limitations: [], assumptions: [] },
    validation: { command: 'npm test', expected_result: 'green', checklist: [] },
    ...overrides,
  };
}

/** `rejected`: an error in the CLI and in ajv; `accepted`: neither (a warning at most); `known`: one of KNOWN. */
const CASES: Array<[field: string, value: string, verdict: 'rejected' | 'accepted' | 'known', rule?: string]> = [
  ['message/id', '01ARZ3NDEKTSV4RRFFQ69G5FAV', 'accepted'],
  ['message/id', '01arz3ndektsv4rrffq69g5fav', 'accepted'],
  ['message/id', '20240229-001-req', 'accepted'],
  ['message/id', '1706097600000ABCDEFGHIJ', 'accepted'], // msg.sh's id: a warning
  ['message/id', '20250230-001-req', 'rejected', 'message/id-format'],
  ['message/id', '20250229-001-req', 'rejected', 'message/id-format'],
  ['message/id', '01ARZ3NDEKTSV4RRFFQ69G5FA', 'rejected', 'message/id-format'],
  ['message/id', 'task-7', 'rejected', 'message/id-format'],
  ['message/id', '01HQXYZ...', 'rejected', 'message/template-leftover'],
  ['message/created_at', '2025-01-24T12:00:00+09:00', 'accepted'],
  ['message/created_at', '2025-01-24 12:00:00.123z', 'accepted'],
  ['message/created_at', '2024-02-29T23:59:60+0900', 'accepted'],
  ['message/created_at', '2025-01-24T12:00:00', 'rejected', 'message/timestamp'],
  ['message/created_at', '2025-02-29T12:00:00Z', 'rejected', 'message/timestamp'],
  ['message/created_at', '2025-01-24T24:00:00Z', 'rejected', 'message/timestamp'],
  ['message/created_at', '2025-01-24', 'rejected', 'message/timestamp'],
  ['message/created_at', '"YYYY-MM-DDTHH:MM:SSZ"', 'rejected', 'message/template-leftover'],
  ['handoff/timestamp', '2025-01-14T12:00:00.000Z', 'accepted'],
  ['handoff/timestamp', 'Jan 14, 2025', 'rejected', 'handoff/timestamp'],
  ['handoff/timestamp', '2025-04-31T12:00:00Z', 'rejected', 'handoff/timestamp'],
  ['intent/created_at', '2026-02-22T10:00:00Z', 'accepted'],
  ['intent/created_at', 'null', 'accepted'],
  ['intent/created_at', '2026-02-22T10:00Z', 'accepted'],
  ['intent/created_at', '2026-13-01T10:00:00Z', 'rejected', 'intent/timestamp'],
  ['intent/created_at', 'yesterday', 'rejected', 'intent/timestamp'],
  ['handoff/artifacts[0].path', 'src/app.js', 'accepted'],
  ['handoff/artifacts[0].path', './src/../src/app.js', 'accepted'],
  ['handoff/artifacts[0].path', '/home/me/src/app.js', 'rejected', 'handoff/artifact-path'],
  ['handoff/artifacts[0].path', 'C:\\src\\app.js', 'rejected', 'handoff/artifact-path'],
  ['handoff/artifacts[0].path', '~/src/app.js', 'rejected', 'handoff/artifact-path'],
  ['handoff/artifacts[0].path', 'https://example.com/app.js', 'rejected', 'handoff/artifact-path'],
  ['handoff/artifacts[0].path', '../other/app.js', 'rejected', 'handoff/artifact-path'],
  ['handoff/artifacts[0].path', './../app.js', 'rejected', 'handoff/artifact-path'],
  ['handoff/artifacts[0].path', 'src/../../app.js', 'known'],
  ['handoff/issues[0].location', 'src/app.js:42', 'accepted'],
  ['handoff/issues[0].location', 'src/app.js:42:7', 'accepted'],
  ['handoff/issues[0].location', 'src/app.js', 'rejected', 'handoff/issue-location'],
  ['handoff/issues[0].location', 'src/app.js:0', 'rejected', 'handoff/issue-location'],
  ['handoff/issues[0].location', '/abs/app.js:3', 'rejected', 'handoff/issue-location'],
  ['envelope/agent_id', 'explorer:tech#frontend', 'accepted'],
  ['envelope/agent_id', 'sfra:aggregator:reviewer', 'accepted'], // three segments: a warning
  ['envelope/agent_id', 'explorer', 'rejected', 'envelope/format'],
  ['envelope/artifacts[0].path', '""', 'rejected', 'envelope/artifact-path'],
  ['envelope/artifacts[0].path', '/tmp/tech.md', 'rejected', 'envelope/artifact-path'],
  ['subagent-response/output_path', 'outputs/manifest.json', 'accepted'],
  ['subagent-response/output_path', 'null', 'accepted'],
  ['subagent-response/output_path', '../outputs/manifest.json', 'rejected', 'subagent-response/output-path'],
];

describe('a table of values: the CLI and the schema say the same', () => {
  it.each(CASES)('%s: %s is %s', (field, value, verdict, rule) => {
    const base = BASE[field]!;
    const files = { [base.path]: base.text(value) };
    const [judged] = verdicts(files);
    expect(judged?.format).toBe(field.split('/')[0]);
    const errors = judged!.cli.filter((f) => f.severity === 'error' && (isSchemaRule(f) || isLeftover(f)));
    if (verdict === 'accepted') {
      expect(judged!.ajvErrors).toEqual([]);
      expect(errors).toEqual([]);
    } else if (verdict === 'rejected') {
      expect(judged!.ajvErrors).not.toEqual([]);
      expect(errors.map((f) => f.ruleId)).toContain(rule);
      expect(disagreements(files)).toEqual([]);
    } else {
      // Listed in KNOWN: the CLI's error stands, the schema cannot say it.
      expect(judged!.ajvErrors).toEqual([]);
      expect(errors).not.toEqual([]);
      const lines = files[base.path]!.split('\n');
      expect(errors.every((f) => KNOWN.some((k) => k.applies(f, lines[f.line - 1] ?? '')))).toBe(true);
    }
  });

  it('a message header is a mapping: frontmatter that is a list or a string is rejected by both', () => {
    const files = { 'shared/tasks/frontend/list.md': '---\n- id: 20250124-003-task\n---\n# Task\n' };
    const [judged] = verdicts(files);
    expect(judged?.ajvErrors).toEqual(['/ must be object']);
    expect(disagreements(files)).toEqual([]);
    expect(jsonSchemaFor('message')).toMatchObject({ type: 'object' });
    expect(jsonSchemaFor('message')).not.toHaveProperty('anyOf');
  });

  it('every extendable enum says where a team extends it, and lists its values', () => {
    const raw = JSON.stringify(['envelope', 'message', 'intent', 'subagent-response'].map(jsonSchemaFor));
    expect(raw).not.toContain('\\u0000');
    const kind = (jsonSchemaFor('envelope') as { properties: Record<string, { description: string }> }).properties
      .kind!;
    expect(kind.description).toContain(
      'Allowed: explorer, reviewer, planner, writer, aggregator, interviewer; extend with `enums: envelope/kind` in .github/handoff-gate.yml.',
    );
  });
});
