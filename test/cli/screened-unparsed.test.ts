import { afterEach, describe, expect, it } from 'vitest';
import { cli, removeRepos, repo } from './in-process.js';

afterEach(removeRepos);

/**
 * Failing closed is for handoff files. A YAML file outside every format's path, read only because
 * its text holds a format's keys (a design note that quotes `agent_id` in a block), that does not
 * parse is a warning naming what pulled it in and how to leave it out, not a failed run; on a
 * format's path the same text is still an error.
 */
describe('a file only the text screen pulled in, that does not parse', () => {
  const DESIGN = 'title: Design\nnotes: |\n  kind: result\n  agent_id: builder\nbroken: [unclosed\n';

  it('outside every format path: a warning that says why it was read and how to leave it out; the run passes', async () => {
    const run = await cli(['check', '--format', 'json'], repo({ 'docs/design.yaml': DESIGN }));
    expect(run.status).toBe(0);
    const findings = JSON.parse(run.stdout).findings as Array<{ path: string; severity: string; message: string }>;
    expect(findings.length).toBeGreaterThan(0);
    for (const f of findings) {
      expect(f).toMatchObject({ path: 'docs/design.yaml', severity: 'warning' });
      expect(f.message).toContain(
        "This file is outside every format's path and was read only because its text holds `kind`, `agent_id` (the envelope format's signature); if it is no handoff file, leave it out with `ignore:` in `.github/handoff-gate.yml`.",
      );
    }
  });

  it("on a format's path: still an error, and the run fails", async () => {
    const run = await cli(['check', '--format', 'json'], repo({ '.work/design.yaml': DESIGN }));
    expect(run.status).toBe(1);
    const findings = JSON.parse(run.stdout).findings as Array<{ severity: string }>;
    expect(findings.some((f) => f.severity === 'error')).toBe(true);
  });
});
