import { describe, expect, it } from 'vitest';
import type { Finding } from '../../src/report/finding.js';
import type { CheckedFile } from '../../src/report/report.js';
import { noneChecked, noticedOnly } from '../../src/render/skipped.js';

const file = (path: string, format: string | null): CheckedFile => ({ path, format });
const finding = (path: string, ruleId: string): Finding => ({
  path,
  line: 1,
  column: 1,
  ruleId,
  severity: 'warning',
  message: 'Look at it.',
});
/** What `noneChecked` answers, by its definition: each listed file's path, its files and findings gathered one by one. */
const byDefinition = (report: { files: CheckedFile[]; findings: Finding[] }) =>
  report.files.every((f) =>
    noticedOnly({
      path: f.path,
      listed: true,
      formatless: report.files.some((other) => other.path === f.path && other.format === null),
      findings: report.findings.filter((finding) => finding.path === f.path),
    }),
  );

const cases: Array<[string, { files: CheckedFile[]; findings: Finding[] }]> = [
  ['no file', { files: [], findings: [] }],
  ['only files of no format', { files: [file('a.yaml', null), file('b.yaml', null)], findings: [] }],
  ['a file with a format and no finding', { files: [file('a.yaml', null), file('b.yaml', 'envelope')], findings: [] }],
  [
    'files whose every finding says they were not checked',
    {
      files: [file('a.yaml', 'envelope'), file('b.json', null)],
      findings: [finding('a.yaml', 'file/too-large'), finding('b.json', 'file/unrecognised')],
    },
  ],
  [
    'a file with a finding of a check',
    {
      files: [file('a.yaml', 'envelope'), file('b.yaml', null)],
      findings: [finding('a.yaml', 'file/too-large'), finding('a.yaml', 'schema/required')],
    },
  ],
  [
    'findings on paths no file has, between the files',
    {
      files: [file('a.yaml', null), file('c.yaml', null)],
      findings: [finding('b.yaml', 'schema/required'), finding('d.yaml', 'schema/required')],
    },
  ],
  [
    'findings out of path order',
    {
      files: [file('a.yaml', 'envelope'), file('b.yaml', null)],
      findings: [finding('b.yaml', 'file/unrecognised'), finding('a.yaml', 'file/too-large')],
    },
  ],
  [
    'files out of path order',
    {
      files: [file('b.yaml', 'envelope'), file('a.yaml', null)],
      findings: [finding('a.yaml', 'schema/required'), finding('b.yaml', 'file/too-large')],
    },
  ],
];

describe('noneChecked', () => {
  it.each(cases)('answers as the set of unchecked paths does: %s', (_, report) => {
    expect(noneChecked(report)).toBe(byDefinition(report));
  });

  it('tells both answers apart among the cases', () => {
    expect(new Set(cases.map(([, report]) => noneChecked(report)))).toEqual(new Set([true, false]));
  });
});
