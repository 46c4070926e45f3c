import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { jsonSchemaFor, SCHEMA_NAMES } from '../../src/json-schemas.js';
import { cli } from './in-process.js';

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function folder(): string {
  const dir = mkdtempSync(join(tmpdir(), 'hg-schema-'));
  made.push(dir);
  return dir;
}

describe('`schema --out DIR` writes what was named', () => {
  it('with a NAME, that schema alone', async () => {
    const cwd = folder();
    const run = await cli(['schema', 'intent', '--out', 'out'], cwd);
    expect(run).toEqual({ status: 0, stdout: '', stderr: 'Wrote the intent schema to out\n' });
    expect(readdirSync(join(cwd, 'out'))).toEqual(['intent.schema.json']);
    expect(JSON.parse(readFileSync(join(cwd, 'out/intent.schema.json'), 'utf8'))).toEqual(jsonSchemaFor('intent'));
  });

  it('without one, every schema', async () => {
    const cwd = folder();
    const run = await cli(['schema', '--out', 'out'], cwd);
    expect(run).toEqual({ status: 0, stdout: '', stderr: `Wrote ${SCHEMA_NAMES.length} schemas to out\n` });
    expect(readdirSync(join(cwd, 'out')).sort()).toEqual(SCHEMA_NAMES.map((n) => `${n}.schema.json`).sort());
  });

  it('an unknown NAME, or two, is a usage error that writes nothing', async () => {
    const cwd = folder();
    const unknown = await cli(['schema', 'intnet', '--out', 'out'], cwd);
    expect(unknown.status).toBe(2);
    expect(unknown.stderr).toMatch(
      /^handoff-gate: No schema named intnet; choose one of handoff, .*, config\. Did you mean `intent`\?\n/,
    );
    const two = await cli(['schema', 'intent', 'task', '--out', 'out'], cwd);
    expect(two.status).toBe(2);
    expect(two.stderr).toMatch(/^handoff-gate: `schema` takes one NAME at most; got intent task\n/);
    expect(readdirSync(cwd)).toEqual([]);
  });
});

describe('`schema` without --out prints what was named', () => {
  it('with a NAME, that schema as JSON; without one, the names', async () => {
    const cwd = folder();
    const one = await cli(['schema', 'intent'], cwd);
    expect(one.status).toBe(0);
    expect(JSON.parse(one.stdout)).toEqual(jsonSchemaFor('intent'));
    expect(await cli(['schema'], cwd)).toEqual({ status: 0, stdout: `${SCHEMA_NAMES.join('\n')}\n`, stderr: '' });
    expect(readdirSync(cwd)).toEqual([]);
  });
});
