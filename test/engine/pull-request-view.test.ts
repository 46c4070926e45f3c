import { describe, expect, it } from 'vitest';
import { resolveConfig } from '../../src/config/resolve.js';
import { check, type CheckResult } from '../../src/engine/check.js';
import { checkWithFullInbox } from '../../src/inbox/full-inbox.js';
import type { Workspace } from '../../src/core/project.js';
import { pullRequestView } from '../../src/engine/pull-request-view.js';
import { FORMATS } from '../../src/formats/index.js';
import { memoryWorkspace } from '../helpers/memory-workspace.js';

const config = resolveConfig();
const intent = (status: string, risk = 'high', title = 'Fix login') =>
  `title: ${title}\nbody: Make login work.\ntype: feature\nsource: human\nrisk: ${risk}\nstatus: ${status}\ncreated_at: 2025-03-01T09:00:00Z\n`;
const task = (status: string) => `intent_id: fix-login\ntitle: Validate the form\nstatus: ${status}\n`;

/** The head revision: fix-login approved (it was blocked), add-2fa new, account-lockout unchanged, the task done (it had failed). */
const HEAD = {
  '.forge/intents/fix-login.yaml': intent('approved'),
  '.forge/intents/add-2fa.yaml': intent('proposed', 'med', 'Add 2FA'),
  '.forge/intents/account-lockout.yaml': intent('approved', 'high', 'Lock accounts'),
  '.forge/tasks/fix-login/validate.yaml': task('done'),
  '.forge/tasks/fix-login/other.yaml': 'intent_id: fix-login\ntitle: Other\nstatus: done\n',
};
const BASE: Record<string, string> = {
  '.forge/intents/fix-login.yaml': intent('blocked'),
  '.forge/tasks/fix-login/validate.yaml': task('failed'),
  '.work/old.yaml': 'kind: writer\nagent_id: writer\nstatus: blocked\nnext: null\nsummary: Waits for a human.\n',
};
const CHANGED = [
  '.forge/intents/fix-login.yaml',
  '.forge/intents/add-2fa.yaml',
  '.forge/tasks/fix-login/validate.yaml',
];
const REMOVED = ['.work/old.yaml'];

const bytes = (text: string) => new TextEncoder().encode(text);

/** The base contents as the action hands them over (absent where a changed file is new), counting each look-up. */
function baseContents(): { base: Map<string, Uint8Array | undefined>; gets: Map<string, number> } {
  const gets = new Map<string, number>();
  const base = new Map<string, Uint8Array | undefined>(
    CHANGED.concat(REMOVED).map((path) => [path, BASE[path] === undefined ? undefined : bytes(BASE[path])]),
  );
  const get = base.get.bind(base);
  base.get = (path: string) => {
    gets.set(path, (gets.get(path) ?? 0) + 1);
    return get(path);
  };
  return { base, gets };
}

const counts = (reads: readonly string[]) => {
  const perFile = new Map<string, number>();
  for (const path of reads) perFile.set(path, (perFile.get(path) ?? 0) + 1);
  return perFile;
};

const withoutCounts = ({ reads: _reads, fastChecked: _fast, ...report }: CheckResult) => report;

const DESCRIPTION = 'Fixes login.\n\nIntent: account-lockout\n';

function view() {
  const workspace = memoryWorkspace(HEAD);
  const { base, gets } = baseContents();
  const result = pullRequestView({
    changed: CHANGED,
    removed: REMOVED,
    workspace,
    base,
    description: DESCRIPTION,
    headBranch: 'feature/login',
    config,
    formats: FORMATS,
  });
  return { result, workspace, gets };
}

/** The same view as three separate check runs give it: the changed files, the named intent, the base versions. */
function threeRuns() {
  const { base } = baseContents();
  const head: Workspace = { ...memoryWorkspace(HEAD), readBase: (path) => base.get(path) };
  const report = check({ files: CHANGED, workspace: head, config, formats: FORMATS });
  const named = check({ files: ['.forge/intents/account-lockout.yaml'], workspace: head, config, formats: FORMATS });
  const atBase: Workspace = {
    ...head,
    read: (path, max) => (base.has(path) ? base.get(path) : head.read(path, max)),
    readBase: undefined,
  };
  const before = check({
    files: CHANGED.concat(REMOVED).filter((p) => base.get(p) !== undefined),
    workspace: atBase,
    config,
    formats: FORMATS,
  }).inbox;
  return { report, named, before };
}

describe('a pull request view', () => {
  it('holds the inbox items the pull request adds and resolves, the resolved ones as the base had them', () => {
    const { result } = view();
    expect(result.added.map((i) => i.key)).toEqual(['intent/add-2fa']);
    expect(result.resolved.map((i) => [i.key, i.reason])).toEqual([
      ['envelope/.work/old.yaml', 'blocked'],
      ['intent/fix-login', 'blocked'],
    ]);
    // The blocked intent's failed task is the base's: at the head it is done.
    expect(result.resolved.find((i) => i.key === 'intent/fix-login')!.details).toContainEqual({
      label: 'Failed task validate',
      value: 'Validate the form',
    });
  });

  it('counts the risk of an intent the description names, without checking it', () => {
    const { result } = view();
    expect(result.report.risk).toEqual({
      level: 'high',
      reasons: ['intent fix-login is high risk', 'intent account-lockout is high risk (named by the pull request)'],
    });
    expect(result.report.files.map((f) => f.path)).toEqual([...CHANGED].sort());
    expect(result.report.findings.filter((f) => f.path.includes('account-lockout'))).toEqual([]);
  });

  it('names an intent by the head branch, and not one the change itself touches', () => {
    const workspace = memoryWorkspace(HEAD);
    const { base } = baseContents();
    const byBranch = pullRequestView({
      changed: CHANGED,
      removed: REMOVED,
      workspace,
      base,
      description: '',
      headBranch: 'forge/account-lockout',
      config,
      formats: FORMATS,
    });
    expect(byBranch.report.risk.reasons).toContain('intent account-lockout is high risk (named by the pull request)');
    const touched = pullRequestView({
      changed: CHANGED,
      removed: REMOVED,
      workspace,
      base,
      description: 'Intent: fix-login\n',
      headBranch: '',
      config,
      formats: FORMATS,
    });
    expect(touched.report.risk.reasons).toEqual(['intent fix-login is high risk']);
  });

  it('gives what three separate check runs give', () => {
    const { result } = view();
    const runs = threeRuns();
    const now = new Set(runs.report.inbox.map((i) => i.key));
    const then = new Set(runs.before.map((i) => i.key));
    expect(withoutCounts({ ...result.report, risk: runs.report.risk })).toEqual(withoutCounts(runs.report));
    expect(result.report.risk.reasons).toEqual([
      ...runs.report.risk.reasons,
      ...runs.named.risk.reasons.map((r) => `${r} (named by the pull request)`),
    ]);
    expect(result.added).toEqual(runs.report.inbox.filter((i) => !then.has(i.key)));
    expect(result.resolved.map(({ left: _left, ...item }) => item)).toEqual(runs.before.filter((i) => !now.has(i.key)));
    // Neither left by a decision taken in the inbox: the blocked intent was sent on by editing it, the writer's file deleted.
    expect(result.resolved.map((i) => i.left?.words).sort()).toEqual(['decided outside the inbox', 'file deleted']);
  });

  it('reads each file once per revision', () => {
    const { workspace, gets } = view();
    const head = counts(workspace.reads);
    // The changed files, the named intent, and the tasks an intent's inbox items look at.
    expect([...head.keys()].sort()).toEqual(
      [...CHANGED, '.forge/intents/account-lockout.yaml', '.forge/tasks/fix-login/other.yaml'].sort(),
    );
    expect([...head.values()].every((n) => n === 1)).toBe(true);
    expect([...gets.keys()].sort()).toEqual([...CHANGED, ...REMOVED].sort());
    expect([...gets.values()].every((n) => n === 1)).toBe(true);
  });

  it('reads more when the same view takes three check runs', () => {
    // What the single pass saves, counted on the same files.
    const { base } = baseContents();
    const workspace = memoryWorkspace(HEAD);
    const head: Workspace = { ...workspace, readBase: (path) => base.get(path) };
    check({ files: CHANGED, workspace: head, config, formats: FORMATS });
    check({ files: ['.forge/intents/account-lockout.yaml'], workspace: head, config, formats: FORMATS });
    check({
      files: CHANGED.concat(REMOVED).filter((p) => base.get(p) !== undefined),
      workspace: { ...head, read: (p, max) => (base.has(p) ? base.get(p) : head.read(p, max)) },
      config,
      formats: FORMATS,
    });
    expect(Math.max(...counts(workspace.reads).values())).toBeGreaterThan(1);
  });
});

describe("a change's report with every file's inbox", () => {
  const files = ['.forge/intents/fix-login.yaml', '.forge/tasks/fix-login/validate.yaml'];
  const every = Object.keys(HEAD);

  it('gives the report of the change alone and the inbox of every file', () => {
    const { base } = baseContents();
    const workspace: Workspace = { ...memoryWorkspace(HEAD), readBase: (path) => base.get(path) };
    const { report, inbox } = checkWithFullInbox({ files, everyFile: every, workspace, config, formats: FORMATS });
    expect(withoutCounts(report)).toEqual(withoutCounts(check({ files, workspace, config, formats: FORMATS })));
    expect(inbox).toEqual(check({ files: every, workspace: memoryWorkspace(HEAD), config, formats: FORMATS }).inbox);
    expect(inbox.map((i) => i.key)).toEqual(['intent/add-2fa']);
  });

  it('reads each file once', () => {
    const workspace = memoryWorkspace(HEAD);
    checkWithFullInbox({ files, everyFile: every, workspace, config, formats: FORMATS });
    const head = counts(workspace.reads);
    expect([...head.keys()].sort()).toEqual([...every].sort());
    expect([...head.values()].every((n) => n === 1)).toBe(true);
  });
});
