/**
 * A file where a format's files live, under an extension that format does not read, is reported,
 * never passed over: an error when the format reads its syntax under another spelling (a case
 * counts: `lockout.YAML`), a warning when the format reads another syntax. Every format folder
 * default is held to it.
 */
import { describe, expect, it } from 'vitest';
import { checkFiles } from '../helpers/check-files.js';
import { resolveConfig } from '../../src/config/resolve.js';
import { pullRequestView } from '../../src/engine/pull-request-view.js';
import { FORMATS } from '../../src/formats/index.js';
import { memoryWorkspace } from '../helpers/memory-workspace.js';

const yaml = 'title: Lock accounts\nbody: Lock after 5 failed logins.\nsource: human\nrisk: high\nstatus: executing\n';
const markdown = '---\ntype: feature\n---\n\nLock accounts.\n';

const found = (files: Record<string, string>) => checkFiles(files).findings.map((f) => [f.path, f.ruleId, f.severity]);

describe('a file in a format folder under an extension the format does not read', () => {
  it.each([
    ['.forge/intents/lockout.YAML', yaml],
    ['.forge/intents/lockout.Yml', yaml],
    ['.forge/intent-drafts/lockout.MD', markdown],
    ['.forge/tasks/lockout/count.YAML', yaml],
    ['.forge/reviews/lockout/count.JSON', '{}\n'],
    ['.forge/knowledge/history/lockout.YAML', yaml],
    ['.forge/observations.YAML', yaml],
    ['shared/tasks/frontend/20250124-003-task.Md', markdown],
    ['handoff-BackendBuilder.JSON', '{}\n'],
  ])('%s: an error, the format reads its syntax', (path, text) => {
    expect(found({ [path]: text })).toEqual([[path, 'file/extension', 'error']]);
  });

  it.each([
    ['.forge/intents/lockout.json', '{}\n'],
    ['.forge/tasks/lockout/count.json', '{}\n'],
    ['.forge/knowledge/history/lockout.md', markdown],
    ['.forge/intent-drafts/lockout.yaml', yaml],
    ['shared/questions/pm/20250124-004-question.yaml', yaml],
  ])('%s: a warning, the format reads another syntax', (path, text) => {
    expect(found({ [path]: text })).toEqual([[path, 'file/extension', 'warning']]);
  });

  it('leaves alone what lies in no format folder, or is read as it is', () => {
    expect(
      found({
        'docs/handoff-guide.md': '# Handing off\n',
        'config/lockout.YAML': 'a: 1\n',
        '.work/notes.MD': '# notes\n',
      }),
    ).toEqual([]);
  });

  it('a file carrying a format signature is checked as that format, wherever it is', () => {
    const response = 'status: success\nagent_name: svg-forge\nexecution_time: 3\nnext_action: proceed\n';
    const report = checkFiles({ '.forge/intents/response.YAML': response });
    expect(report.files).toEqual([{ path: '.forge/intents/response.YAML', format: 'subagent-response' }]);
  });

  it('follows the paths the config sets', () => {
    const report = checkFiles({ 'plans/lockout.YAML': yaml }, { config: { paths: { intent: ['plans/*.yaml'] } } });
    expect(report.findings.map((f) => f.ruleId)).toEqual(['file/extension']);
  });

  it.each([
    ['.forge/intents/lockout.txt', 'lockout.yaml'],
    ['.forge/intents/lockout.yaml.bak', 'lockout.yaml'],
    ['.forge/tasks/lockout/count.YAML.orig', 'count.yaml'],
    ['shared/questions/pm/20250124-004-question.txt', '20250124-004-question.md'],
  ])('%s, of no syntax the check reads: a warning, without reading it', (path, rename) => {
    const report = checkFiles({ [path]: new Uint8Array([0xff, 0xfe, 0x00]) });
    expect(report.findings.map((f) => [f.path, f.ruleId, f.severity])).toEqual([[path, 'file/extension', 'warning']]);
    expect(report.findings[0]!.message).toContain(`rename it to \`${rename}\``);
  });

  it('a file of no syntax the check reads outside every format folder is no concern of it', () => {
    expect(found({ 'src/login.rs': 'fn main() {}\n', 'handoff-notes.txt': 'x\n', '.work/log.txt': 'x\n' })).toEqual([]);
  });

  it('a pull request that adds such files gets the same findings', () => {
    const head = { '.forge/intents/lockout.YAML': yaml, '.forge/intents/lockout.yaml.bak': yaml };
    const { report } = pullRequestView({
      changed: Object.keys(head),
      removed: [],
      workspace: memoryWorkspace(head),
      base: new Map(Object.keys(head).map((path) => [path, undefined])),
      description: '',
      headBranch: 'agent/lockout',
      config: resolveConfig(),
      formats: FORMATS,
    });
    expect(report.findings.map((f) => [f.path, f.ruleId, f.severity])).toEqual([
      ['.forge/intents/lockout.YAML', 'file/extension', 'error'],
      ['.forge/intents/lockout.yaml.bak', 'file/extension', 'warning'],
    ]);
  });
});
