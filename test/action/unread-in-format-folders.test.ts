/**
 * Where a format's files live, a file of no syntax the check reads (`lockout.yaml.bak`, notes in
 * `.txt`) is reported on the action's roads too: the scheduled scan, a push that creates a branch,
 * and a push checked from git. Never passed over in silence.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { closeJourneys, push, scan, startJourney } from '../journeys/journey.js';

afterEach(closeJourneys);

const INTENT = '.forge/intents/lockout.yaml';
const intent = `title: Lockout\nbody: Lock accounts.\ntype: feature\nsource: human\nrisk: low\nstatus: proposed\ncreated_at: 2025-03-01T09:00:00Z\n`;

const extensionFindings = (run: { report?: { findings: { ruleId: string; path: string }[] } | undefined }) =>
  (run.report?.findings ?? []).filter((f) => f.ruleId === 'file/extension').map((f) => f.path);

describe('files no syntax reads, where a format looks', () => {
  it('the scheduled scan names them; a file elsewhere is left alone', async () => {
    const repo = await startJourney({
      files: {
        'README.md': '# shop\n',
        [INTENT]: intent,
        '.forge/intents/lockout.yaml.bak': intent,
        'docs/notes.txt': 'notes\n',
      },
    });
    const { run } = await scan(repo);
    expect(extensionFindings(run)).toEqual(['.forge/intents/lockout.yaml.bak']);
  }, 60_000);

  it('a push names the one it brings', async () => {
    const repo = await startJourney({ files: { 'README.md': '# shop\n', [INTENT]: intent } });
    const { run } = await push(
      repo,
      { '.forge/intents/lockout.YAML': intent, '.forge/intents/old.txt': 'x\n' },
      { login: 'alice', message: 'Keep a copy' },
    );
    expect(extensionFindings(run).sort()).toEqual(['.forge/intents/lockout.YAML', '.forge/intents/old.txt']);
  }, 60_000);
});
