import { afterAll, describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import { variedSubagentResponseFiles } from '../../bench/generate-varied.mjs';
import { cli, removeRepos, repo } from './in-process.js';

afterAll(removeRepos);

/**
 * A report is written in pieces; when the reader is behind (a full pipe), the CLI waits for it
 * before writing the next piece, so the report never waits in memory whole.
 */
describe('check output to a slow reader', () => {
  it('writes the next piece only once the last one was taken, and the same text', async () => {
    const root = repo(Object.fromEntries(variedSubagentResponseFiles(1200, { seed: 3, findingRate: 0.5 })));
    for (const format of ['text', 'json', 'sarif']) {
      const expected = await cli(['check', '.', '--format', format, '--fail-on', 'never'], root);
      let written = '';
      let waiting = false;
      let overlaps = 0;
      let pieces = 0;
      const status = await main(['check', '.', '--format', format, '--fail-on', 'never'], {
        cwd: root,
        stdout: (text) => {
          if (waiting) overlaps++;
          written += text;
          pieces++;
          // Every write finds the reader behind: the next one must wait for it.
          waiting = true;
          return new Promise<void>((resolve) => setImmediate(() => ((waiting = false), resolve())));
        },
        stderr: () => undefined,
        isTTY: false,
        env: {},
      });
      expect(status).toBe(0);
      expect(written).toBe(expected.stdout);
      expect(pieces).toBeGreaterThan(3);
      expect(overlaps).toBe(0);
    }
  });
});
