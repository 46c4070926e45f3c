/**
 * One rule, one module, its cases beside it: every rule id the catalogue lists is defined in a
 * file named by it (`src/formats/<format>/rules/<name>.ts`, a family such as
 * `envelope/status-requires-*` in `status-requires.ts`), with its cases in `<name>.cases.ts`
 * (ESLint's RuleTester style, see src/rules/rule-cases.ts), and has a summary. A check every
 * format shares (`<format>/key-typo`) is defined once, in `src/rules/shared/<name>.ts`
 * (scripts/rule-modules.mjs's SHARED), with cases for two formats at least, run once. The
 * engine's own rules (`file/*`, `parse/*`, `config/*`, `suppressions/*`) are in the modules that
 * report them, as each one's catalogue entry names it (`source`), their cases in their family's
 * `src/rules/<family>-rules.cases.ts` (ENGINE_CASES) or beside their module. Each
 * rule's cases run here through the whole engine. A newcomer finds a rule from its id in one step.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENGINE_RULES, ruleCatalogue } from '../../src/catalogue/catalogue.js';
import type { Rule, RuleInfo } from '../../src/core/define-rule.js';
import type { RuleCases } from '../../src/rules/rule-cases.js';
import { FORMATS } from '../../src/formats/index.js';
import { runRuleCases } from '../helpers/rule-tester.js';
import {
  ENGINE_CASES,
  engineCases,
  FORMAT_FOLDERS,
  RULE_MODULES_FILE,
  ruleModule,
  ruleModulesText,
  SHARED,
} from '../../scripts/rule-modules.mjs';
import { ruleSource } from '../../src/catalogue/sources.js';
import {
  CONFIG_EXTENDS_SKIPPED_RULE,
  CONFIG_EXTENDS_UNREAD_RULE,
  CONFIG_LOCKED_RULE,
  BASE_NOT_READ_RULE,
  NOT_READ_RULE,
  SYMLINK_OUTSIDE_RULE,
  UNREADABLE_RULE,
} from '../../src/report/adapter-rules.js';
import { OUTSIDE_PATHS_RULE } from '../../src/engine/outside-paths.js';
import {
  ADDED_IN_PULL_REQUEST_RULE,
  GUARDS_A_DECISION_RULE,
  CHANGED_IN_PULL_REQUEST_RULE,
  GUARDED_RULES,
  INVALID_FILE_RULE,
} from '../../src/suppressions/rules.js';

const ROOT = new URL('../../', import.meta.url).pathname;

const catalogue = ruleCatalogue(FORMATS);
/** The module that reports each of the engine's own rules, as its catalogue entry names it. */
const ENGINE = new Map(ENGINE_RULES.map((rule) => [rule.id, rule.source]));

const nameOf = (id: string) => id.slice(id.indexOf('/') + 1);
const isShared = (id: string) =>
  Object.hasOwn(SHARED, nameOf(id)) && Object.hasOwn(FORMAT_FOLDERS, id.slice(0, id.indexOf('/')));
const casesFileOf = (module: string) => module.replace(/\.ts$/, '.cases.ts');

async function casesIn(casesFile: string): Promise<RuleCases[]> {
  expect(existsSync(join(ROOT, casesFile)), `${casesFile} exists`).toBe(true);
  return ((await import(join(ROOT, casesFile))) as { cases: RuleCases[] }).cases;
}

/** The rule ids a shared check's module gives for `format`: its rule infos, and what its `…Rule(format)` / `…Rules(format)` functions return. */
async function sharedIds(module: string, format: string): Promise<string[]> {
  const exported = (await import(join(ROOT, module))) as Record<string, unknown>;
  const made = Object.entries(exported).flatMap(([name, value]) =>
    // A factory takes the format first; what follows (its reader, its options) does not change the ids.
    typeof value === 'function' && /Rules?$/.test(name)
      ? [(value as (...args: unknown[]) => unknown)(format, 'its reader', { rationale: 'Why it matters.' })]
      : [value],
  );
  return made
    .flat()
    .flatMap((rule) =>
      typeof (rule as Partial<RuleInfo> | undefined)?.id === 'string' ? [(rule as RuleInfo).id] : [],
    );
}

describe('every rule in its module, with its cases', () => {
  it('has a summary: one sentence', () => {
    for (const rule of catalogue) expect(rule.summary, rule.id).toMatch(/\S.*[.)]$/s);
  });

  it("is defined in the module its id names, or, the engine's own, the one its entry names", () => {
    const unresolved = catalogue
      .filter((rule) => (ENGINE.has(rule.id) ? ENGINE.get(rule.id) : ruleModule(rule.id)) === undefined)
      .map((rule) => rule.id);
    expect(unresolved).toEqual([]);
  });

  it.each(catalogue.filter((rule) => !isShared(rule.id) && !ENGINE.has(rule.id)).map((rule) => [rule.id]))(
    '%s: its module exports it, and its cases pass',
    async (id) => {
      const module = ruleModule(id)!;
      const exported = Object.values(
        (await import(join(ROOT, module))) as Record<string, unknown>,
      ).flat() as Partial<Rule>[];
      expect(
        exported.some((rule) => rule?.id === id && typeof rule.check === 'function'),
        `${module} exports ${id}`,
      ).toBe(true);
      const casesFile = casesFileOf(module);
      const own = (await casesIn(casesFile)).find((c) => c.rule === id);
      expect(own, `${casesFile} has cases for ${id}`).toBeDefined();
      expect(own!.valid.length, `${id}: a valid case at least`).toBeGreaterThan(0);
      expect(own!.invalid.length, `${id}: an invalid case at least`).toBeGreaterThan(0);
      runRuleCases(own!);
    },
  );
});

/**
 * Shared checks only one format can report, with why: their cases need only that format.
 * `<format>/format` is a string that fails its schema's own pattern, and only the envelope's
 * schema has one (`agent_id`); every other shape (ids, timestamps, paths) is a rule's, which says
 * more than a pattern can.
 */
const ONE_FORMAT: Readonly<Record<string, number>> = { format: 1 };

describe('the shared checks: one module each, its cases for two formats at least, run once', () => {
  const shared = catalogue.filter((rule) => isShared(rule.id));

  it.each(shared.map((rule) => [rule.id]))("%s: its check's module gives it, with cases beside it", async (id) => {
    const module = ruleModule(id)!;
    expect(module, id).toBe(SHARED[nameOf(id)]);
    expect(await sharedIds(module, id.slice(0, id.indexOf('/'))), `${module} gives ${id}`).toContain(id);
    expect(existsSync(join(ROOT, casesFileOf(module))), `${casesFileOf(module)} exists`).toBe(true);
  });

  it.each([...new Set(Object.values(SHARED))].map((module) => [module]))(
    '%s: its cases, for two formats at least per check',
    async (module) => {
      const names = Object.keys(SHARED).filter((name) => SHARED[name] === module);
      const cases = await casesIn(casesFileOf(module));
      for (const c of cases) {
        expect(names, `${c.rule} is one of ${module}'s checks`).toContain(nameOf(c.rule));
        expect(Object.keys(FORMAT_FOLDERS), `${c.rule} names a format`).toContain(c.rule.slice(0, c.rule.indexOf('/')));
        expect(c.valid.length, `${c.rule}: a valid case at least`).toBeGreaterThan(0);
        expect(c.invalid.length, `${c.rule}: an invalid case at least`).toBeGreaterThan(0);
      }
      for (const name of names) {
        const formats = new Set(
          cases.filter((c) => nameOf(c.rule) === name).map((c) => c.rule.slice(0, c.rule.indexOf('/'))),
        );
        expect(formats.size, `${module}: cases of <format>/${name} for two formats at least`).toBeGreaterThanOrEqual(
          ONE_FORMAT[name] ?? 2,
        );
      }
      for (const c of cases) runRuleCases(c);
    },
  );

  // A format's own reading under a shared id (the message's truncated example id, under
  // `message/template-leftover`) is held to the format's convention: a rule in its
  // `rules/<name>.ts`, with its cases beside it.
  const additions = shared.filter((rule) =>
    existsSync(join(ROOT, FORMAT_FOLDERS[rule.id.slice(0, rule.id.indexOf('/'))]!, 'rules', `${nameOf(rule.id)}.ts`)),
  );
  it.each(additions.map((rule) => [rule.id]))(
    "%s: the format's own addition exports it, and its cases pass",
    async (id) => {
      const module = join(FORMAT_FOLDERS[id.slice(0, id.indexOf('/'))]!, 'rules', `${nameOf(id)}.ts`);
      const exported = Object.values(
        (await import(join(ROOT, module))) as Record<string, unknown>,
      ).flat() as Partial<Rule>[];
      expect(
        exported.some((rule) => rule?.id === id && typeof rule.check === 'function'),
        `${module} exports ${id}`,
      ).toBe(true);
      const own = (await casesIn(casesFileOf(module))).find((c) => c.rule === id);
      expect(own, `${casesFileOf(module)} has cases for ${id}`).toBeDefined();
      expect(own!.valid.length * own!.invalid.length, `${id}: a valid and an invalid case at least`).toBeGreaterThan(0);
      runRuleCases(own!);
    },
  );
});

/**
 * The engine's rules no one file's text shows through the engine, each with the test that shows it
 * instead: a symlink, a file the system will not open, a base revision the action could not fetch,
 * a package's folder below the root, which only a walk of the repository finds, and what a pull
 * request brings against its base, which only the action's pull-request road compares.
 */
const SHOWN_ELSEWHERE: Readonly<Record<string, string>> = {
  [SYMLINK_OUTSIDE_RULE]: 'test/redteam/symlinks.test.ts',
  [NOT_READ_RULE]: 'test/redteam/symlinks.test.ts',
  [UNREADABLE_RULE]: 'test/cli/unreadable.test.ts',
  [BASE_NOT_READ_RULE]: 'test/redteam/large-change.test.ts',
  [OUTSIDE_PATHS_RULE.id]: 'test/cli/monorepo.test.ts',
  [INVALID_FILE_RULE]: 'test/suppressions/baseline.test.ts',
  [CHANGED_IN_PULL_REQUEST_RULE]: 'test/suppressions/pull-request.test.ts',
  [ADDED_IN_PULL_REQUEST_RULE]: 'test/redteam/self-suppression.test.ts',
  [GUARDS_A_DECISION_RULE]: 'test/suppressions/decision-entries.test.ts',
  // A shared config is read through the API, which a case's text cannot give.
  [CONFIG_EXTENDS_UNREAD_RULE]: 'test/action/extends.test.ts',
  [CONFIG_EXTENDS_SKIPPED_RULE]: 'test/config/extends.test.ts',
  [CONFIG_LOCKED_RULE]: 'test/config/extends.test.ts',
};

/** Every module of src/ but the rules' cases, as paths from the repository root. */
const SOURCES = readdirSync(join(ROOT, 'src'), { recursive: true })
  .map((path) => `src/${String(path).replaceAll('\\', '/')}`)
  .filter((path) => path.endsWith('.ts') && !path.endsWith('.cases.ts'));

/**
 * Where an engine rule's id is written: once in src/, as a constant the module that declares it
 * exports (`export const TOO_LARGE_RULE = 'file/too-large'`, or a rule's info whose `id` it is);
 * every other module names the constant.
 */
function declarationOf(id: string): { module: string; name: string } {
  const quoted = `'${id}'`;
  const modules = SOURCES.filter((path) => readFileSync(join(ROOT, path), 'utf8').includes(quoted));
  expect(modules, `${id} is written once in src/`).toHaveLength(1);
  const text = readFileSync(join(ROOT, modules[0]!), 'utf8');
  const name = new RegExp(`export const (\\w+) = (?:\\{\\s*id: )?${quoted}`).exec(text)?.[1];
  expect(name, `${modules[0]} exports ${id} as a constant`).toBeDefined();
  return { module: modules[0]!, name: name! };
}

describe("the engine's own rules: in the module that reports them, with cases", () => {
  const engine = catalogue.filter((rule) => /^(file|parse|config|suppressions)\//.test(rule.id));
  /** An engine rule's cases: beside its module when a `.cases.ts` is there, else in its family's (ENGINE_CASES). */
  const casesFileOfEngine = (module: string, id: string) =>
    existsSync(join(ROOT, casesFileOf(module))) ? casesFileOf(module) : engineCases(id)!;

  it("every one names its module in its entry, and no other rule is listed as the engine's", () => {
    expect([...ENGINE.keys()].sort()).toEqual(engine.map((rule) => rule.id).sort());
    for (const id of Object.keys(SHOWN_ELSEWHERE)) expect([...ENGINE.keys()], id).toContain(id);
  });

  it.each(engine.map((rule) => [rule.id]))('%s: its module reports it, and its cases pass', async (id) => {
    const module = ENGINE.get(id)!;
    expect(existsSync(join(ROOT, module)), `${id}: its module ${module} exists`).toBe(true);
    const { name } = declarationOf(id);
    expect(readFileSync(join(ROOT, module), 'utf8'), `${module} names ${name}`).toMatch(new RegExp(`\\b${name}\\b`));
    const casesFile = casesFileOfEngine(module, id);
    const own = (await casesIn(casesFile)).find((c) => c.rule === id);
    if (Object.hasOwn(SHOWN_ELSEWHERE, id)) {
      expect(own, `${id} is shown in ${SHOWN_ELSEWHERE[id]}, not in ${casesFile}`).toBeUndefined();
      expect(readFileSync(join(ROOT, SHOWN_ELSEWHERE[id]!), 'utf8'), `${SHOWN_ELSEWHERE[id]} shows ${id}`).toContain(
        id,
      );
      return;
    }
    expect(own, `${casesFile} has cases for ${id}`).toBeDefined();
    expect(own!.valid.length, `${id}: a valid case at least`).toBeGreaterThan(0);
    expect(own!.invalid.length, `${id}: an invalid case at least`).toBeGreaterThan(0);
    runRuleCases(own!);
  });

  it.each(Object.entries(ENGINE_CASES))(
    "%s: its file holds cases of the engine's rules of that family only",
    async (family, file) => {
      for (const c of await casesIn(file)) {
        expect([...ENGINE.keys()], c.rule).toContain(c.rule);
        expect(c.rule.split('/')[0], `${c.rule} in ${file}`).toBe(family);
      }
    },
  );
});

/**
 * What `rules --format json` and `explainRule` give as a rule's `source`: the module found above,
 * from the bundle, which has no src/ to look in. src/catalogue/sources.ts finds it as ruleModule does,
 * over the folders and rule modules src/catalogue/rule-modules.ts lists (written by `npm run all`), and
 * the engine's own as their catalogue entries name them.
 */
describe("a rule's source, as the bundle names it", () => {
  it(`${RULE_MODULES_FILE} lists the folders and rule modules on disk (npm run all writes it)`, async () => {
    expect(readFileSync(join(ROOT, RULE_MODULES_FILE), 'utf8')).toBe(await ruleModulesText());
  });

  it('is the module each rule is defined in, for every rule, a file of the repository', () => {
    for (const rule of catalogue) {
      expect(ruleSource(rule.id), rule.id).toBe(ENGINE.get(rule.id) ?? ruleModule(rule.id));
      expect(existsSync(join(ROOT, ruleSource(rule.id)!)), rule.id).toBe(true);
    }
  });

  it('is none for an id no module defines', () => {
    for (const id of ['file/nothing', 'intent/nothing', 'nothing/required', 'intent', '/required', 'intent/'])
      expect(ruleSource(id), id).toBeUndefined();
  });
});

/**
 * The rules that guard a person's decision are format rules the suppressions (in the engine, under
 * the formats) name by id: each is a rule of the catalogue, defined in its format's module.
 */
describe('the rules the suppressions name by id', () => {
  it.each(GUARDED_RULES.map((id) => [id]))('%s is a rule of the catalogue, in its module', (id) => {
    expect(catalogue.map((rule) => rule.id)).toContain(id);
    expect(ruleSource(id), id).toMatch(/^src\/formats\//);
  });
});
