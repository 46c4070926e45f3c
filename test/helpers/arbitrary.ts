import fc from 'fast-check';

/* Arbitrary handoff-ish files for property tests: bytes, text, and YAML/JSON/frontmatter shaped like the formats. */

/** One path per format, so every format's rules see the arbitrary content. */
export const PATHS = [
  '.work/01_explorer/tech.yaml',
  'outputs/response.json',
  'handoff-Builder.json',
  '.forge/intents/fix-login.yaml',
  '.forge/intent-drafts/idea.md',
  '.forge/tasks/fix-login/t1.yaml',
  '.forge/reviews/t1.yaml',
  '.forge/knowledge/history/h1.yaml',
  '.forge/observations.yaml',
  'shared/questions/backend-to-human/q1.md',
];

/** Text that looks like the formats: their keys and values, nested, in YAML or JSON shape. */
const KEYS = [
  'kind',
  'agent_id',
  'status',
  'next',
  'artifacts',
  'path',
  'agent_name',
  'execution_time',
  'score',
  'issues',
  'severity',
  'from_agent',
  'iteration',
  'title',
  'body',
  'risk',
  'parent',
  'depends_on',
  'clarifications',
  'answer',
  'intent_id',
  'id',
  'from',
  'to',
  'type',
  'parent_id',
  '__proto__',
  'constructor',
];
const VALUES = [
  'ok',
  'blocked',
  'constructor',
  '__proto__',
  'toString',
  'hasOwnProperty',
  'success',
  'proceed',
  'failed',
  'escalate',
  'pending',
  'completed',
  'P0',
  'null',
  '~',
  '[]',
  '{}',
  '{x}',
  '${id}',
  'a | b',
  '-1',
  '1e999',
  '"2025-01-01T00:00:00Z"',
  '../../etc/passwd',
  '/abs',
  'CRITICAL',
  'proposed',
  'high',
  '&a [*a]',
  '*a',
  '!!binary x',
  '? complex',
  "'",
  '"',
];
export const yamlish = fc
  .array(
    fc.tuple(fc.nat(4), fc.constantFrom(...KEYS), fc.oneof(fc.constantFrom(...VALUES), fc.string({ maxLength: 12 }))),
    { maxLength: 30 },
  )
  .map((rows) =>
    rows.map(([indent, key, value]) => `${'  '.repeat(indent)}${indent % 2 ? '- ' : ''}${key}: ${value}`).join('\n'),
  );
export const jsonish = fc.jsonValue({ maxDepth: 5 }).map((v) => JSON.stringify(v));
export const withFrontmatter = yamlish.map((y) => `---\n${y}\n---\n# Title\n{placeholder}\n`);

export const content = fc.oneof(
  fc.uint8Array({ maxLength: 400 }),
  fc.string({ maxLength: 400 }).map((s) => new TextEncoder().encode(s)),
  yamlish.map((s) => new TextEncoder().encode(s)),
  jsonish.map((s) => new TextEncoder().encode(s)),
  withFrontmatter.map((s) => new TextEncoder().encode(s)),
);
