import { readdirSync, readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { corpusFiles } from '../../bench/generate.mjs';
import { resolveConfig } from '../../src/config/resolve.js';
import { check, type CheckResult } from '../../src/engine/check.js';
import { FORMATS } from '../../src/formats/index.js';
import { content, jsonish, PATHS, withFrontmatter, yamlish } from '../helpers/arbitrary.js';
import { memoryWorkspace } from '../helpers/memory-workspace.js';
import { placement, WILD, wildFolders } from '../helpers/wild.js';
import { runs } from '../helpers/runs.js';

/**
 * The fast path (data without an AST, the full parse only for files that need positions) must
 * report exactly what the full parse alone reports: every finding, file, gate item, inbox item,
 * chain node and risk. These run both over the same inputs and compare the whole reports.
 */

type Files = Record<string, string | Uint8Array>;

function both(files: Files, only?: string[]): { fast: CheckResult; full: CheckResult } {
  const run = (fullParse: boolean) =>
    check({
      files: only ?? Object.keys(files),
      workspace: memoryWorkspace(files),
      config: resolveConfig(),
      formats: FORMATS,
      fullParse,
    });
  return { fast: run(false), full: run(true) };
}

/** The report without the run's own counters. */
const reportOf = ({ reads: _reads, fastChecked: _fast, ...report }: CheckResult) => report;

/** Objects with a path found twice in a report: none may be, for the CLI maps the paths in place. */
function sharedObjects(report: CheckResult): number {
  const seen = new Set<object>();
  const withPath = [
    ...report.files,
    ...report.findings,
    ...report.gate.items.map((item) => item.source),
    ...report.gate.sources,
    ...report.inbox,
    ...report.chain.nodes,
  ];
  for (const object of withPath) seen.add(object);
  return withPath.length - seen.size;
}

function expectSame(files: Files, only?: string[]): CheckResult {
  const { fast, full } = both(files, only);
  expect(reportOf(fast)).toEqual(reportOf(full));
  expect(sharedObjects(fast)).toBe(0);
  expect(sharedObjects(full)).toBe(0);
  expect(full.fastChecked).toBe(0);
  return fast;
}

describe('the fast path reports exactly what the full parse reports', () => {
  it('over the benchmark corpus (all five formats, about 10% with findings)', () => {
    const files = Object.fromEntries(corpusFiles(600));
    const fast = expectSame(files);
    expect(new Set(fast.findings.map((f) => f.path)).size).toBeGreaterThan(30);
    expect(new Set(fast.files.map((f) => f.format)).size).toBeGreaterThanOrEqual(5);
    // The point of it: these files, with findings or without, of every format, need no full parse.
    expect(fast.fastChecked).toBe(fast.files.length);
  });

  it('when a file is restarted on the full parse after findings and contributions, none of the first attempt remains', () => {
    // The leftover and the range error are found on the fast path; positions for them need the
    // root mapping's keys, and `odd#key` is one the text locator does not read: restart.
    const files = {
      'outputs/r.yaml':
        'status: "success"\nagent_name: "svg-forge"\nexecution_time: 0\nnote: "{placeholder}"\nodd#key: 1\nissues:\n  - severity: LOW\n    description: x\n',
      'outputs/s.yaml':
        'status: "success"\nagent_name: "svg-forge"\nexecution_time: 1\nissues:\n  - severity: LOW\n    description: y\n',
    };
    const fast = expectSame(files);
    expect(fast.findings.map((f) => f.ruleId)).toEqual([
      'subagent-response/range',
      'subagent-response/template-leftover',
    ]);
    expect(fast.gate.items).toHaveLength(2);
    expect(fast.fastChecked).toBe(1);
  });

  it('over every wild file, each checked alone where its format lives', () => {
    let fastChecked = 0;
    for (const folder of wildFolders()) {
      for (const name of readdirSync(`${WILD}/${folder}`).sort()) {
        const bytes = readFileSync(`${WILD}/${folder}/${name}`);
        fastChecked += expectSame({ [placement(folder, name, bytes.toString('utf8'))]: bytes }).fastChecked;
      }
    }
    expect(fastChecked).toBeGreaterThan(0);
  });

  it('over the wild files checked together, cross-references and all', () => {
    const files: Files = {};
    for (const folder of wildFolders()) {
      for (const name of readdirSync(`${WILD}/${folder}`).sort()) {
        const bytes = readFileSync(`${WILD}/${folder}/${name}`);
        files[placement(folder, name, bytes.toString('utf8'))] = bytes;
      }
    }
    expectSame(files);
  });

  it("over the property tests' arbitrary text and bytes at every handoff path", () => {
    fc.assert(
      fc.property(fc.constantFrom(...PATHS), content, (path, bytes) => {
        expectSame({ [path]: bytes });
      }),
      { numRuns: runs(1500) },
    );
  });

  it('over arbitrary YAML-, JSON- and frontmatter-shaped text, several files at once', () => {
    const text = fc.oneof(
      yamlish,
      jsonish,
      withFrontmatter,
      fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.stringify(v, null, 2)),
    );
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom(...PATHS), text), { minLength: 1, maxLength: 6 }), (entries) => {
        expectSame(Object.fromEntries(entries));
      }),
      { numRuns: runs(500) },
    );
  });
});

describe("a pull request's check reads in proportion to its files", () => {
  it('20 changed files of a 2,000-file repository: those, and the files they reference', () => {
    const repository = corpusFiles(2000);
    const files = Object.fromEntries(repository);
    const handoffs = [...repository.keys()].filter((path) => !path.startsWith('docs/') && !path.startsWith('.github/'));
    const changed = handoffs.filter((_, i) => i % 97 === 7).slice(0, 20);
    expect(changed).toHaveLength(20);
    const workspace = memoryWorkspace(files);
    const report = check({ files: changed, workspace, config: resolveConfig(), formats: FORMATS });
    expect(report.files).toHaveLength(20);

    // What the changed files reference: messages' parent ids (a file named for the id) and intents' parents.
    const referenced = new Set<string>();
    for (const path of changed) {
      const text = repository.get(path)!;
      const parentId = /^parent_id: (\S+)$/m.exec(text)?.[1];
      if (parentId) referenced.add(`shared/tasks/frontend/${parentId}.md`);
      const parent = /^parent: (intent-\d+)$/m.exec(text)?.[1];
      if (parent) referenced.add(`.forge/intents/${parent}.yaml`);
    }
    expect(referenced.size).toBeGreaterThan(0);
    const read = new Set(workspace.reads);
    for (const path of read) expect(changed.includes(path) || referenced.has(path), `${path} was read`).toBe(true);
    expect(report.reads).toBe(read.size);
    expect(report.reads).toBeLessThanOrEqual(changed.length + referenced.size);
  });
});
