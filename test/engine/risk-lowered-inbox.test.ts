import { describe, expect, it } from 'vitest';
import { resolveConfig } from '../../src/config/resolve.js';
import { pullRequestView } from '../../src/engine/pull-request-view.js';
import { FORMATS } from '../../src/formats/index.js';
import { checkFiles } from '../helpers/check-files.js';
import { memoryWorkspace } from '../helpers/memory-workspace.js';

const intent = (status: string, risk: string) =>
  `title: Move sessions to Redis\nbody: Sessions live in memory.\ntype: refactor\nsource: human\nrisk: ${risk}\nstatus: ${status}\n`;
const PATH = '.forge/intents/sessions.yaml';
const bytes = (text: string) => new TextEncoder().encode(text);
const errors = (findings: readonly { ruleId: string; severity: string }[]) =>
  findings.filter((f) => f.severity === 'error').map((f) => f.ruleId);

/** A pull request over in-memory files: `base` by path (removed files included), `head` the files at its head. */
function pullRequest(head: Record<string, string>, base: Record<string, string>, changed: string[], removed: string[]) {
  const added = changed.filter((path) => base[path] === undefined);
  return pullRequestView({
    changed,
    removed,
    workspace: memoryWorkspace(head, {}, added),
    base: new Map(
      [...changed, ...removed].map((path) => [path, base[path] === undefined ? undefined : bytes(base[path])]),
    ),
    description: '',
    headBranch: 'lower-risk',
    config: resolveConfig(),
    formats: FORMATS,
  });
}

describe('lowering the risk of an intent awaiting approval is a person’s decision', () => {
  it('the change is an error, and the approval item stays in the inbox at the base risk', () => {
    const report = checkFiles({ [PATH]: intent('proposed', 'low') }, { base: { [PATH]: intent('proposed', 'high') } });
    expect(report.findings.map((f) => f.ruleId)).toEqual(['intent/risk-lowered']);
    expect(report.inbox).toMatchObject([{ key: 'intent/sessions', reason: 'approval', risk: 'high' }]);
    expect(report.inbox[0]!.details).toContainEqual({
      label: 'Risk',
      value: 'high (this change lowers it to low: a person decides)',
    });
    // The change's risk is the risk it awaits, not the one it writes.
    expect(report.risk.level).toBe('high');
  });

  it('a pull request that lowers it resolves nothing: the item is neither added nor resolved', () => {
    const view = pullRequest({ [PATH]: intent('proposed', 'low') }, { [PATH]: intent('proposed', 'high') }, [PATH], []);
    expect(view.report.findings.map((f) => f.ruleId)).toEqual(['intent/risk-lowered']);
    expect(view.resolved).toEqual([]);
    expect(view.added).toEqual([]);
    expect(view.report.inbox).toMatchObject([{ key: 'intent/sessions', risk: 'high' }]);
  });

  it('renamed (the action reads a renamed file’s base at its former path, under its new one): the base counts', () => {
    const moved = '.forge/intents/sessions.yml';
    const view = pullRequest(
      { [moved]: intent('proposed', 'low') },
      { [moved]: intent('proposed', 'high') },
      [moved],
      [],
    );
    expect(errors(view.report.findings)).toEqual(['intent/risk-lowered']);
    expect(view.report.inbox).toMatchObject([{ key: 'intent/sessions', reason: 'approval', risk: 'high' }]);
    expect(view.resolved).toEqual([]);
  });

  it('deleted and added again under another name of the same id, and sent on to executing, in one pull request', () => {
    const moved = '.forge/intents/sessions.yml';
    const view = pullRequest(
      { [moved]: intent('executing', 'low') },
      { [PATH]: intent('proposed', 'high') },
      [moved],
      [PATH],
    );
    expect(errors(view.report.findings)).toEqual(['intent/approval-skipped']);
  });

  it('an intent of another id beside the removed one is new: the removed one’s item leaves, its deletion reported', () => {
    const other = '.forge/intents/cache.yaml';
    const view = pullRequest(
      { [other]: intent('proposed', 'low') },
      { [PATH]: intent('proposed', 'high') },
      [other],
      [PATH],
    );
    // The new intent is judged alone; the waiting one's deletion is a decision outside the inbox,
    // reported on its `status` line at the base revision.
    expect(view.report.findings.filter((f) => f.severity === 'error')).toMatchObject([
      { path: PATH, line: 6, ruleId: 'intent/deleted-outside-inbox' },
    ]);
    expect(view.resolved).toMatchObject([{ key: 'intent/sessions', left: { how: 'deleted' } }]);
  });
});
