/**
 * The engine's side of the history bound: it parses at most `HISTORY_REVISIONS` versions of a
 * file, whatever an adapter hands it, and a list it had to cut is no whole history even when the
 * adapter marked it so. An intent whose walk ends that way while still `proposed` counts as high.
 */
import { describe, expect, it } from 'vitest';
import { resolveConfig } from '../../src/config/resolve.js';
import { defaultPathsOf } from '../../src/core/format.js';
import { HISTORY_REVISIONS, Project, wholeHistory } from '../../src/core/project.js';
import { FORMATS } from '../../src/formats/index.js';
import { checkFiles } from '../helpers/check-files.js';
import { memoryWorkspace } from '../helpers/memory-workspace.js';

const PATH = '.forge/intents/rotate-keys.yaml';
const intent = (status: string, risk: string, n = 0) =>
  `title: Rotate the keys\nbody: Replace them.\ntype: fix\nsource: human\nrisk: ${risk}\nstatus: ${status}\n# edit ${n}\n`;
const encode = (text: string) => new TextEncoder().encode(text);

describe('the history bound, as the engine reads it', () => {
  it('parses at most the bound, and a list longer than it is not whole, marked or not', () => {
    let asked = 0;
    const versions = Array.from({ length: HISTORY_REVISIONS + 5 }, (_, n) => encode(intent('proposed', 'low', n)));
    const workspace = {
      ...memoryWorkspace({ [PATH]: intent('proposed', 'low') }),
      earlierRevisions: () => {
        asked++;
        return wholeHistory([...versions]);
      },
    };
    const project = new Project(workspace, resolveConfig(), defaultPathsOf(FORMATS), [PATH]);
    const earlier = project.earlier(PATH);
    expect(earlier.versions).toHaveLength(HISTORY_REVISIONS);
    expect(earlier).toMatchObject({ known: true, whole: false });
    // Asked once per run, however often a rule reads it.
    project.earlier(PATH);
    expect(asked).toBe(1);
  });

  it('a window of `proposed` versions only: the approval item is held at high, and the risk is high', () => {
    const window = Array.from({ length: HISTORY_REVISIONS }, (_, n) => intent('proposed', 'low', n));
    const base = { [PATH]: window[0]! };
    const unread = checkFiles({ [PATH]: window[0]! }, { base, history: { [PATH]: { versions: window } } });
    expect(unread.inbox).toMatchObject([{ key: 'intent/rotate-keys', reason: 'approval', risk: 'high' }]);
    expect(unread.inbox[0]!.details).toContainEqual({
      label: 'Risk',
      value: 'high (stated low, but its history could not be read back to where it was proposed: a person decides)',
    });
    expect(unread.risk.level).toBe('high');

    // The same versions, read back to where the intent began: nothing waits at low.
    const whole = checkFiles({ [PATH]: window[0]! }, { base, history: { [PATH]: { versions: window, whole: true } } });
    expect(whole.inbox).toEqual([]);
  });

  it('a parent whose risk was lowered while it waited still holds back a child that starts', () => {
    const PARENT = '.forge/intents/rework-auth.yaml';
    const child = `title: A slice\nbody: One part.\ntype: fix\nsource: analyze\nrisk: low\nstatus: executing\nparent: rework-auth\n`;
    const files = { [PATH]: child, [PARENT]: intent('proposed', 'low') };
    // The parent's history: proposed at high, then lowered without a person's decision.
    const versions = [intent('proposed', 'low'), intent('proposed', 'high')];
    const lowered = checkFiles(files, { only: [PATH], history: { [PARENT]: { versions, whole: true } } });
    expect(lowered.findings.filter((f) => f.ruleId === 'intent/parent-not-approved')).toMatchObject([
      {
        path: PATH,
        message: expect.stringContaining("still waits for a person's approval (`proposed` at `high` risk)"),
      },
    ]);
    const never = checkFiles(files, {
      only: [PATH],
      history: { [PARENT]: { versions: [intent('proposed', 'low')], whole: true } },
    });
    expect(never.findings.filter((f) => f.ruleId === 'intent/parent-not-approved')).toEqual([]);
  });
});
