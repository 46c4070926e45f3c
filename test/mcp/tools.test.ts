import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonSchemaFor } from '../../src/json-schemas.js';
import { serveMcp } from '../../src/mcp/server.js';
import { cli, removeRepos, repo, RESPONSE } from '../cli/in-process.js';

/**
 * The tools an agent reads a repository with (check_paths, inbox, explain_rule, schema), the
 * server's own code in this process on the SDK's in-memory transport (server.test.ts runs the
 * built bundle over stdio): each answers as the CLI does, and its text says what an agent acts on.
 */

interface Call {
  isError?: boolean;
  content: Array<{ type: string; text?: string }>;
  structuredContent?: Record<string, unknown>;
}

/** A reviewer envelope listing one P0 issue, and the aggregator that declares the veto. */
const REVIEWER = `kind: reviewer
agent_id: reviewer:security
status: ok
severity: P0
artifacts:
  - path: .work/07_review_unified.md
    type: review
findings:
  p0_issues:
    - id: SEC-1
      category: secrets
      description: A token is logged
      location: src/a.ts:3
      fix: Drop the log line
  p1_issues: []
  p2_issues: []
open_questions: []
blockers: []
next: aggregator
`;
const AGGREGATOR = `kind: aggregator
agent_id: req:aggregator
mode: greenfield
status: ok
artifacts:
  - path: .work/07_review_unified.md
    type: unified_review
summary:
  inputs_count: 1
gate_decision:
  p0_count: 1
  p1_count: 0
  p2_count: 0
  result: veto
  return_phase: 5
open_questions: []
next: writer
`;
const INTENT = `title: "Lock an account after repeated failed logins"
body: |
  Lock an account for 30 minutes after 10 failed logins.
type: feature
source: human
risk: high
status: proposed
created_at: 2025-03-05T12:05:00Z
`;
/** More responses, each with one fixable finding, than a summary lists. */
const MISCASED = Object.fromEntries(
  Array.from({ length: 22 }, (_, i) => [
    `out/r${String(i).padStart(2, '0')}.yaml`,
    RESPONSE.replace('success', 'Success'),
  ]),
);

let root: string;
let client: Client;

beforeAll(async () => {
  root = repo({
    '.work/05_reviewer.yaml': REVIEWER,
    '.work/07_review_unified.md': '# unified\n',
    '.work/08_aggregate.yaml': AGGREGATOR,
    '.forge/intents/lockout.yaml': INTENT,
    'notes/plain.yaml': 'x: 1\n',
    ...MISCASED,
  });
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  void serveMcp({ root, version: 'test' }, serverSide);
  client = new Client({ name: 'test-agent', version: '1.0.0' });
  await client.connect(clientSide);
});

afterAll(async () => {
  await client.close();
  removeRepos();
});

const call = async (name: string, args: Record<string, unknown>) =>
  (await client.callTool({ name, arguments: args })) as Call;
const said = (call: Call) => call.content.map((c) => c.text ?? '').join('\n');

describe('check_paths', () => {
  it("answers the CLI's report, and its text leads with the verdict, the gate, the fixes and the findings", async () => {
    const checked = await call('check_paths', {});
    const onDisk = await cli(['check', '--format', 'json', '--fail-on', 'never'], root);
    expect(checked.structuredContent).toEqual(JSON.parse(onDisk.stdout));
    const lines = said(checked).split('\n');
    expect(lines.slice(0, 3)).toEqual([
      'Not ready to hand off: 22 errors and 1 warning in 25 files checked.',
      'Review gate: veto (P0 1, P1 0; declared by 1 aggregator).',
      '22 findings can be fixed by fix_text.',
    ]);
    // Twenty findings, then how many more the structured result holds.
    expect(lines.slice(3, -1)).toHaveLength(20);
    expect(lines[3]).toMatch(/^\.work\/05_reviewer\.yaml:13:17 warning .* \(envelope\/finding-location-not-found\)$/);
    expect(lines[4]).toMatch(
      /^out\/r00\.yaml:1:9 error `status` is `Success`.* \(subagent-response\/enum\) \[fixable\]$/,
    );
    expect(lines.at(-1)).toBe('… and 3 more in the structured result.');
  });

  it('names a file it was given but no format judged, apart from the verdict', async () => {
    const checked = await call('check_paths', { paths: ['out/r00.yaml', 'notes/plain.yaml'] });
    const lines = said(checked).split('\n');
    expect(lines[0]).toBe('Not ready to hand off: 1 error in 1 file checked.');
    expect(lines).toContain('Not checked (no handoff format by path or keys, or skipped): `notes/plain.yaml`.');
  });
});

describe('inbox, explain_rule and schema', () => {
  it('inbox: one line per item waiting, or that nothing waits', async () => {
    const listing = await call('inbox', {});
    expect(said(listing)).toBe(
      '.forge/intents/lockout.yaml:7 approval: Approve: Lock an account after repeated failed logins',
    );
    const onDisk = await cli(['inbox', '--format', 'json'], root);
    expect(listing.structuredContent).toEqual(JSON.parse(onDisk.stdout));
    expect(said(await call('inbox', { paths: ['out'] }))).toBe('Nothing waits for a person.');
  });

  it('explain_rule: a rule that judges a change shows its example with the base it is compared with', async () => {
    const rule = await call('explain_rule', { id: 'intent/approval-skipped' });
    const text = said(rule);
    expect(text).toMatch(/^intent\/approval-skipped \(error\): /);
    expect(text).toContain(
      '\nIt reports this .forge/intents/sessions-in-redis.yaml, compared with this text at the base revision:\n',
    );
    expect(text).toMatch(/\nstatus: proposed\n+as:\n/);
    expect(text).toMatch(/\n7:9 `status` went from `proposed` \(base revision\) to `executing`/);
    expect(text).toContain('\nIts module: src/formats/intent/rules/approval-skipped.ts\n');
  });

  it("schema: the format's JSON Schema, as text and as the structured result", async () => {
    const schema = await call('schema', { format: 'intent' });
    expect(schema.structuredContent).toEqual({ schema: jsonSchemaFor('intent') });
    expect(JSON.parse(said(schema))).toEqual(jsonSchemaFor('intent'));
  });
});
