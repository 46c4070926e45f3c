import { describe, expect, it } from 'vitest';
import { applyFixes } from '../../src/core/fix.js';
import type { Finding } from '../../src/report/finding.js';
import { checkFiles } from '../helpers/check-files.js';

/**
 * Findings with one safe, mechanical fix carry it, and applying it fixes that finding and adds
 * none: the fixed file's findings are the old ones less the fixed. A finding whose fix could
 * change what the file means (a reference to another file, a team's own value near a known one,
 * a zone the file does not state) carries none.
 */

const INTENT = '.forge/intents/fix-login.yaml';
const intent = (
  fields: Partial<Record<'type' | 'status' | 'risk' | 'created_at' | 'parent', string>> = {},
  extra = '',
) =>
  `title: "Fix login validation"\nbody: |\n  The e-mail format is not checked.\ntype: ${fields.type ?? 'fix'}\nsource: human\nrisk: ${fields.risk ?? 'low'}\nstatus: ${fields.status ?? 'approved'}\ncreated_at: ${fields.created_at ?? '"2025-02-22T10:00:00Z"'}\n${fields.parent ? `parent: ${fields.parent}\n` : ''}${extra}`;

const RESPONSE = 'outputs/.workflow/run1/response.yaml';
const response = (fields: Partial<Record<'status' | 'next_action' | 'revision_target' | 'time_key', string>> = {}) =>
  `status: ${fields.status ?? 'needs_revision'}\nagent_name: svg-forge\n${fields.time_key ?? 'execution_time'}: 3\nrevision_target: ${fields.revision_target ?? 'svg-forge'}\nnext_action: ${fields.next_action ?? 'revise'}\nissues: []\n`;

const HANDOFF = 'handoff-BackendBuilder.json';
const handoff = (status: string, timestamp = '2025-01-14T12:00:00Z', compact = false) =>
  JSON.stringify(
    {
      from_agent: 'BackendBuilder',
      to_agent: 'TestAgent',
      timestamp,
      status,
      iteration: 1,
      loop_required: false,
      artifacts: [],
      issues: [],
    },
    null,
    compact ? undefined : 2,
  );

const MESSAGE = 'shared/reports/pm/20250305-009-rep.md';
const message = (status: string, bom = false, eol = '\n', stamps = 'created_at: "2025-03-05T10:00:00Z"') =>
  `${bom ? '\uFEFF' : ''}---${eol}id: 20250305-009-rep${eol}from: frontend${eol}to: pm${eol}type: report${eol}priority: medium${eol}status: ${status}${eol}${stamps}${eol}---${eol}${eol}# Report${eol}${eol}Done.${eol}`;

const fixable = (findings: readonly Finding[], path: string) => findings.filter((f) => f.path === path && f.fix);
const key = (f: Finding) => `${f.ruleId} ${f.message}`;

/** Applies the file's fixes, checks again, and returns what was fixed and what the fixed file says. */
function fixOnce(files: Record<string, string>, path: string) {
  const before = checkFiles(files).findings.filter((f) => f.path === path);
  const fixes = before.flatMap((f) => (f.fix ? [f.fix] : []));
  const bom = files[path]!.startsWith('\uFEFF') ? '\uFEFF' : '';
  const applied = applyFixes(files[path]!.slice(bom.length), fixes);
  const text = bom + applied.text;
  const after = checkFiles({ ...files, [path]: text }).findings.filter((f) => f.path === path);
  return { before, after, text, applied };
}

describe('fixes as data', () => {
  it.each([
    [
      'an enum value spelt with the wrong separator',
      { [MESSAGE]: message('in-progress') },
      MESSAGE,
      'message/enum',
      'in_progress',
    ],
    ['an enum value in the wrong case', { [INTENT]: intent({ risk: 'High' }) }, INTENT, 'intent/enum', 'high'],
    [
      'an enum value one letter off',
      { [RESPONSE]: response({ next_action: 'revse' }) },
      RESPONSE,
      'subagent-response/enum',
      'revise',
    ],
    ['a written-out abbreviation', { [INTENT]: intent({ risk: 'medium' }) }, INTENT, 'intent/enum', 'med'],
    [
      'a misspelt key',
      { [RESPONSE]: response({ time_key: 'execution_tme' }) },
      RESPONSE,
      'subagent-response/key-typo',
      'execution_time',
    ],
    [
      'a revision target one letter off',
      { [RESPONSE]: response({ revision_target: 'svg-froge' }) },
      RESPONSE,
      'subagent-response/unknown-revision-target',
      'svg-forge',
    ],
    [
      'an intent type differing in case',
      { [INTENT]: intent({ type: 'Feature' }) },
      INTENT,
      'intent/unknown-type',
      'feature',
    ],
    ['a JSON status in the wrong case, pretty', { [HANDOFF]: handoff('pass') }, HANDOFF, 'handoff/enum', '"PASS"'],
    [
      'a JSON status in the wrong case, compact',
      { [HANDOFF]: handoff('pass', undefined, true) },
      HANDOFF,
      'handoff/enum',
      '"PASS"',
    ],
    [
      'a timestamp in the basic form',
      { [HANDOFF]: handoff('PASS', '20250114T120000Z') },
      HANDOFF,
      'handoff/timestamp',
      '"2025-01-14T12:00:00Z"',
    ],
    [
      'frontmatter behind a BOM with CRLF',
      { [MESSAGE]: message('In_Progress', true, '\r\n') },
      MESSAGE,
      'message/enum',
      'in_progress',
    ],
  ])('%s', (_, files, path, ruleId, text) => {
    const found = fixable(checkFiles(files).findings, path).find((f) => f.ruleId === ruleId);
    expect(found?.fix?.text).toBe(text);
    const { before, after, applied } = fixOnce(files, path);
    expect(applied.skipped).toEqual([]);
    // Fixed, and nothing new: every finding left was there before.
    expect(after.map(key)).not.toContain(key(found!));
    for (const f of after) expect(before.map(key)).toContain(key(f));
    expect(after.filter((f) => f.fix)).toEqual([]);
  });

  it('a fix keeps the quoting, comments and line ends of the rest of the file', () => {
    const files = { [INTENT]: intent({ risk: "'High'   # said the planner" }).replace(/\n/g, '\r\n') };
    const { text } = fixOnce(files, INTENT);
    expect(text).toBe(files[INTENT].replace("'High'", "'high'"));
  });

  it('a missing zone is added when the file writes its other timestamps in one zone, and not otherwise', () => {
    const stamped = (stamps: string) =>
      checkFiles({ [MESSAGE]: message('pending', false, '\n', stamps) }).findings.filter(
        (f) => f.ruleId === 'message/timestamp',
      );
    const fixesOf = (stamps: string) => stamped(stamps).map((f) => f.fix?.text);
    expect(fixesOf('created_at: 2025-03-05 10:00:00\nupdated_at: "2025-03-05T12:00:00+09:00"')).toEqual([
      '2025-03-05T10:00:00+09:00',
    ]);
    expect(fixesOf('created_at: "2025-03-05T10:00:00Z"\nupdated_at: 2025-03-05T12:00')).toEqual(['2025-03-05T12:00Z']);
    // No other timestamp: the instant is not plain from the file.
    expect(fixesOf('created_at: 2025-03-05 10:00:00')).toEqual([undefined]);
    // Both without a zone: neither says one.
    expect(fixesOf('created_at: 2025-03-05 10:00:00\nupdated_at: 2025-03-05 12:00:00')).toEqual([undefined, undefined]);
  });

  it.each([
    [
      'a reference to a near id',
      { [INTENT]: intent({ parent: 'fix-logn' }), '.forge/intents/fix-login-2.yaml': intent() },
      INTENT,
      'intent/parent-not-found',
    ],
    [
      'a type near a known one (a team may mean its own)',
      { [INTENT]: intent({ type: 'features' }) },
      INTENT,
      'intent/unknown-type',
    ],
    ['an impossible date', { [HANDOFF]: handoff('PASS', '2025-02-30T12:00:00Z') }, HANDOFF, 'handoff/timestamp'],
  ])('no fix for %s', (_, files, path, ruleId) => {
    const findings = checkFiles(files).findings.filter((f) => f.path === path && f.ruleId === ruleId);
    expect(findings.length).toBeGreaterThan(0);
    expect(findings.filter((f) => f.fix)).toEqual([]);
  });
});
