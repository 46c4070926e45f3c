import { describe, expect, it } from 'vitest';
import { renderJson } from '../../src/render/json.js';
import { renderMarkdown } from '../../src/render/markdown.js';
import { at } from '../../src/formats/handoff/rules/issue-location.cases.js';
import { FILES } from '../../src/formats/handoff/rules/from-agent-mismatch.cases.js';
import { reviewer } from '../../src/formats/envelope/rules/severity-mismatch.cases.js';
import { checkFiles } from '../helpers/check-files.js';

const links = { blobBase: 'https://github.com/o/r/blob/0123abc/' };

/** A reviewer's P1 finding at `location`. */
const review = (location: string) =>
  reviewer(
    'P1',
    `  p1_issues:\n    - id: COMP-002\n      category: completeness\n      description: US-007 does not say who may cancel\n      location: ${location}\n      fix: Name the role\n`,
  );

describe('a review location that names no file of the repository', () => {
  const report = checkFiles({
    ...FILES,
    'docs/stories.md': '# Stories\n',
    '.work/06_reviewer/found.yaml': review('docs/stories.md:3'),
    '.work/06_reviewer/gone.yaml': review('docs/renamed.md:42'),
    'handoff-TestAgent.json': at('src/services/cabinet.js:245'),
  });

  it('is a warning on its line, for envelopes as for handoff issues', () => {
    const warned = report.findings
      .filter((f) => f.ruleId.endsWith('location-not-found'))
      .map((f) => [f.path, f.ruleId, f.severity]);
    expect(warned).toEqual([
      ['.work/06_reviewer/gone.yaml', 'envelope/finding-location-not-found', 'warning'],
      ['handoff-TestAgent.json', 'handoff/issue-location-not-found', 'warning'],
    ]);
  });

  it('is shown as text in the comment, never as a link that would be a 404', () => {
    const md = renderMarkdown(report, { links });
    expect(md).toContain('[docs/stories.md:3](https://github.com/o/r/blob/0123abc/docs/stories.md#L3)');
    expect(md).toContain(' docs/<wbr>renamed.md:42<br>');
    expect(md).toContain(' src/<wbr>services/<wbr>cabinet.js:245<br>');
    expect(md).not.toContain('blob/0123abc/docs/renamed.md');
    expect(md).not.toContain('blob/0123abc/src/services/cabinet.js');
  });

  it('is marked in the JSON report, so a saved report renders the same', () => {
    const items = (JSON.parse(renderJson(report)) as { gate: { items: Array<Record<string, unknown>> } }).gate.items;
    const marked = items.map((i) => [i.location, i.locationMissing ?? false]);
    expect(marked).toEqual(
      expect.arrayContaining([
        ['docs/stories.md:3', false],
        ['docs/renamed.md:42', true],
        ['src/services/cabinet.js:245', true],
      ]),
    );
  });
});

describe("a review location written from the review file's own folder or package", () => {
  const report = checkFiles({
    ...FILES,
    'sessions/001/out/report.md': '# Report\n',
    'sessions/001/handoff-TestAgent.json': at('out/report.md:3'),
    'packages/api/docs/stories.md': '# Stories\n',
    'packages/api/.work/06_reviewer/completeness.yaml': review('docs/stories.md:7'),
  });

  it('is no warning, and links to the file where it is, never to a path from the root', () => {
    expect(report.findings.filter((f) => f.ruleId.endsWith('location-not-found'))).toEqual([]);
    const md = renderMarkdown(report, { links });
    expect(md).toContain('(https://github.com/o/r/blob/0123abc/sessions/001/out/report.md#L3)');
    expect(md).toContain('(https://github.com/o/r/blob/0123abc/packages/api/docs/stories.md#L7)');
    expect(md).not.toContain('blob/0123abc/out/report.md');
    expect(md).not.toContain('blob/0123abc/docs/stories.md');
  });
});

describe('a saved report, read from a run the pull request could change', () => {
  it('never has its `locationFile` lead a link out of the reviewed revision', () => {
    const report = checkFiles({
      'docs/stories.md': '# Stories\n',
      '.work/06_reviewer/r.yaml': review('docs/stories.md:3'),
    });
    report.gate.items[0]!.locationFile = '../../../../someone/else/blob/main/x.md';
    const md = renderMarkdown(report, { links });
    expect(md).toContain('(https://github.com/o/r/blob/0123abc/docs/stories.md#L3)');
    expect(md).not.toContain('someone');
  });
});
