import { afterEach, describe, expect, it } from 'vitest';
import { cli, removeRepos, repo, RESPONSE } from './in-process.js';

afterEach(removeRepos);

/**
 * pre-commit passes every staged YAML, JSON and Markdown file, handoff files or not: the ones no
 * format recognises are told of as files not checked, never counted as problems.
 */
describe('a commit of handoff files beside other YAML, JSON and Markdown', () => {
  const root = () =>
    repo({
      'README.md': '# The project\n',
      '.github/workflows/ci.yml': 'name: ci\non: push\njobs: {}\n',
      'tsconfig.json': '{ "compilerOptions": {} }\n',
      'out/r.yaml': RESPONSE,
    });
  const STAGED = ['README.md', '.github/workflows/ci.yml', 'tsconfig.json', 'out/r.yaml'];

  it('passes, with no problem counted and the others said once after the total', async () => {
    const run = await cli(['check', ...STAGED], root());
    expect(run.status).toBe(0);
    const lines = run.stdout.trimEnd().split('\n');
    // No notice line per file that is no handoff file: one line after the total says it of them all.
    expect(run.stdout).not.toMatch(/file\/unrecognised No handoff format/);
    expect(lines.filter((line) => line.includes('file/unrecognised'))).toHaveLength(1);
    expect(lines.slice(-2)).toEqual([
      '⚠ 1 file checked, no problems; 3 files noticed but not checked — gate: pass (P0 0, P1 0) — risk: none — inbox: 0',
      '3 named files match no handoff format and were not checked (file/unrecognised); if they are handoff files, add them to paths: in .github/handoff-gate.yml.',
    ]);
  });

  it('beside a real problem, counts that one alone', async () => {
    const dir = repo({ 'README.md': '# The project\n', 'out/r.yaml': `${RESPONSE}scroe: 3\n` });
    const withTypo = await cli(['check', 'README.md', 'out/r.yaml'], dir);
    expect(withTypo.status).toBe(0);
    expect(withTypo.stdout).toMatch(
      /^⚠ 1 problem \(0 errors, 1 warning\) in 1 of 2 files \(1 file noticed but not checked\) — /m,
    );
  });
});
