import { describe, expect, it } from 'vitest';
import { FORMATS } from '../../src/formats/index.js';
import { renderJson, toJson } from '../../src/render/json.js';
import { ruleCatalogue } from '../../src/catalogue/catalogue.js';
import { cleanReport, finding, sampleReport } from './sample-report.js';

describe('json renderer', () => {
  it('prints the public contract: version, files, findings, gate, risk level, inbox', () => {
    const out = renderJson(sampleReport());
    expect(out.endsWith('}\n')).toBe(true);
    expect(out).toContain('\n  "version": 1,');
    const json = JSON.parse(out);
    expect(Object.keys(json)).toEqual([
      'version',
      'files',
      'findings',
      'gate',
      'risk',
      'riskReasons',
      'inbox',
      'chain',
      'rules',
    ]);
    expect(json.version).toBe(1);
    expect(json.files[0]).toEqual({ path: '.work/review.yaml', format: 'envelope' });
    expect(Object.keys(json.findings[0])).toEqual(['path', 'line', 'column', 'ruleId', 'severity', 'message']);
    expect(json.findings[0]).toEqual({
      path: '.work/review.yaml',
      line: 3,
      column: 1,
      ruleId: 'envelope/required',
      severity: 'error',
      message: '`agent_id` is required.',
    });
    expect(Object.keys(json.gate)).toEqual([
      'result',
      'p0',
      'p1',
      'p2',
      'p3',
      'items',
      'sources',
      'counted',
      'declaredBy',
    ]);
    expect(json.gate).toMatchObject({ result: 'veto', p0: 1, p1: 1, p2: 1, p3: 0 });
    expect(json.gate.items[0]).toMatchObject({
      priority: 'P0',
      id: 'SEC-1',
      source: { path: '.work/review.yaml', line: 12 },
    });
    expect(json.risk).toBe('high');
    expect(json.riskReasons[0]).toBe('1 unresolved P0 finding');
    expect(Object.keys(json.inbox[0]).slice(0, 4)).toEqual(['key', 'reason', 'path', 'title']);
    expect(json.inbox[0]).toMatchObject({
      key: 'intent/fix-login',
      reason: 'approval',
      path: '.forge/intents/fix-login.yaml',
    });
  });

  it('keeps file text verbatim (JSON is for machines) and the report untouched', () => {
    const report = sampleReport();
    const before = JSON.stringify(report);
    const json = toJson(report);
    expect(json.gate.items[0]!.description).toBe(report.gate.items[0]!.description);
    expect(JSON.stringify(report)).toBe(before);
  });

  it('writes `risk: null` when no intent states one, and leaves out absent optional keys', () => {
    const json = JSON.parse(renderJson(cleanReport()));
    expect(json.risk).toBeNull();
    expect(json.riskReasons).toEqual([]);
    const report = sampleReport();
    report.gate.items = [{ priority: 'P2', description: 'd', source: { path: 'a', line: 1 } }];
    expect(Object.keys(toJson(report).gate.items[0]!)).toEqual(['priority', 'description', 'source']);
  });

  it('adds the handoff chain after the inbox, nodes and edges with their keys in a fixed order', () => {
    const json = JSON.parse(renderJson(sampleReport()));
    expect(Object.keys(json.chain)).toEqual(['nodes', 'edges']);
    expect(json.chain.nodes[0]).toEqual({
      id: 'reviewer:security',
      label: 'reviewer:security',
      status: 'failed',
      declared: 'reject <b>@octocat</b>',
      path: '.work/review.yaml',
      line: 2,
    });
    expect(Object.keys(json.chain.nodes[2])).toEqual(['id', 'label', 'status', 'path', 'line']);
    expect(json.chain.edges[2]).toEqual({ from: '@octocat', to: 'reviewer:security', label: 'loop', loop: true });
    expect(JSON.parse(renderJson(cleanReport())).chain).toEqual({ nodes: [], edges: [] });
  });

  it('names each rule the findings cite once, first cited first, with its spec and section', () => {
    const report = sampleReport();
    report.findings.push(
      finding('.work/review.yaml', 9, 'warning', 'envelope/required', 'A second finding of a rule already named.'),
      finding('.work/blob.yaml', 1, 'error', 'file/binary', 'The file holds NUL bytes.'),
    );
    const json = JSON.parse(renderJson(report, { rules: ruleCatalogue(FORMATS) }));
    // `intent/note` is no rule of the catalogue's: left out, not invented.
    expect(json.rules.map((r: { id: string }) => r.id)).toEqual([
      'envelope/required',
      'envelope/key-typo',
      'message/type',
      'message/folder-mismatch',
      'file/binary',
    ]);
    expect(Object.keys(json.rules[0])).toEqual(['id', 'severity', 'summary', 'spec', 'section']);
    expect(json.rules[0]).toEqual({
      id: 'envelope/required',
      severity: 'error',
      summary: 'A field the spec requires is missing.',
      spec: 'spec 1 (handoff envelope)',
      section: '§ 基本スキーマ',
    });
    expect(json.rules[1]).toMatchObject({ spec: 'spec 1 (handoff envelope)', section: null });
    expect(json.rules[3]).toMatchObject({
      severity: 'error',
      spec: 'spec 5 (message protocol)',
      section: '§ 通信アーキテクチャ > ディレクトリ構造',
    });
    expect(json.rules[4]).toMatchObject({ severity: 'error', spec: null, section: null });
    expect(JSON.parse(renderJson(cleanReport(), { rules: ruleCatalogue(FORMATS) })).rules).toEqual([]);
    // Without the catalogue there is nothing to name the rules from.
    expect(toJson(sampleReport()).rules).toEqual([]);
  });

  it('is stable: the same report renders to the same bytes', () => {
    expect(renderJson(sampleReport())).toBe(renderJson(sampleReport()));
  });
});
