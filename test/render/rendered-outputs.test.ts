/**
 * The structure of what GitHub shows, held on rendered HTML: the action's real outputs for the
 * sample pipeline (test/screens/pipeline-outputs.ts: a pull request that adds it, then the merge
 * that opens the inbox issues), rendered with the renderer the docs' pictures use
 * (scripts/github-html.mjs), without a browser. Two files of outside text with markup in every
 * field a reader sees are added to the sample, to show that none of it becomes HTML.
 *
 * Heights are estimated from characters, never measured in a browser or in time: a line of the
 * 900 px column holds about `LINE` characters of GitHub's 14 px text.
 */
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { githubHtml } from '../../scripts/github-html.mjs';
import { REPO } from '../helpers/bundle.js';
import { anchorsOf } from '../helpers/markdown-links.js';
import { pipelineOutputs, type PipelineOutputs } from '../screens/pipeline-outputs.js';

/** Characters in one line of a 900 px comment's text (about 868 px at about 7.8 px a character). */
const LINE = 110;
/**
 * Lines of the first screen: a 900 px tall window shows about 600 px of a comment under GitHub's
 * header, 28 lines of 21 px.
 */
const SCREEN = 28;
/**
 * Longest code span a table cell may hold without a place to break. GitHub's stylesheet lets code
 * break at spaces and after hyphens; a 900 px comment's four-column table gives its narrowest
 * column about 215 px, and code at 85 % of 14 px is about 7.2 px a character: 30 characters.
 */
const LONGEST_CODE_IN_CELL = 30;
/** Sections that decide the verdict: never folded, whatever their length (P0s and errors are never cut). */
const DECISIVE = ['Review findings: P0 and P1', 'Errors ('];
/** The elements the product's own Markdown makes: anything else came from outside text. */
const OWN_ELEMENTS = new Set(
  ['h3', 'h4', 'p', 'strong', 'em', 'code', 'a', 'br', 'wbr', 'ul', 'ol', 'li', 'blockquote', 'pre'].concat([
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'details',
    'summary',
    'input',
    'del',
    'hr',
  ]),
);

const MARKUP = '<img src=x onerror=alert(1)>';
/** Outside text that tries to be HTML: an image, a script, a comment and a `</details>` that would unfold the rest. */
const HOSTILE = {
  '.forge/intents/shop-banner.yaml': [
    `title: "Show a banner ${MARKUP} on the shop</details>"`,
    'body: |',
    '  <script>alert(1)</script> <!-- hidden --> <a href="javascript:alert(1)">read me</a>',
    'type: feature',
    'source: reflection',
    'risk: high',
    'status: proposed',
    'parent: null',
    'created_at: 2025-03-05T12:05:00Z',
    '',
  ].join('\n'),
  'handoff-BannerReviewer.json': `${JSON.stringify(
    {
      from_agent: 'BannerReviewer',
      to_agent: 'BackendBuilder',
      timestamp: '2025-03-05T11:26:05.771Z',
      status: 'FAIL',
      iteration: 1,
      loop_required: false,
      loop_target: null,
      loop_reason: null,
      artifacts: [],
      context: { design_decisions: [], known_limitations: [], assumptions: [] },
      issues: [
        {
          id: 'BAN-001',
          severity: 'high',
          category: 'security</td></tr></table><b>',
          location: 'src/auth/login.ts:1',
          description: `The banner ${MARKUP} renders markup <details open><summary>x</summary>`,
          remediation: 'Escape it </details><script>alert(2)</script>',
          status: 'open',
        },
      ],
    },
    null,
    2,
  )}\n`,
};

/** The element names of an HTML text, in order (a tag is `<` and a letter or `/`). */
function elements(html: string): string[] {
  const names: string[] = [];
  for (let at = html.indexOf('<'); at !== -1; at = html.indexOf('<', at + 1)) {
    let end = at + 1;
    if (html[end] === '/') end++;
    const start = end;
    while (end < html.length && /[a-z0-9]/i.test(html[end]!)) end++;
    if (end > start) names.push(html.slice(at + 1, end).toLowerCase());
  }
  return names;
}

/** The text a reader sees of an HTML fragment: tags removed, entities left as they are (counted as one character each is close enough). */
function text(html: string): string {
  let out = '';
  let inTag = false;
  for (const c of html) {
    if (c === '<') inTag = true;
    else if (c === '>') inTag = false;
    else if (!inTag) out += c;
  }
  return out.replace(/&[a-z]+;|&#\d+;/g, '·');
}

interface Block {
  html: string;
  /** Inside a `<details>`: folded until the reader opens it. */
  folded: boolean;
  /** The section it is in: the text of the last `####` heading before it. */
  section: string;
}

/** The top-level blocks of a rendered Markdown text, each rendered by itself, with whether it is folded. */
function blocks(markdown: string): Block[] {
  const html = githubHtml(markdown);
  const out: Block[] = [];
  let depth = 0;
  let section = '';
  for (const line of html.split('\n')) {
    const opens = line.split('<details').length - 1;
    const closes = line.split('</details>').length - 1;
    if (line.startsWith('<h4>')) section = text(line);
    if (/^<(h\d|p|table|ul|ol|blockquote|pre|details)\b/.test(line))
      out.push({ html: line, folded: depth > 0 || opens > 0, section });
    else if (out.length) out[out.length - 1]!.html += `\n${line}`;
    depth += opens - closes;
  }
  return out;
}

/** Estimated lines a block takes in the 900 px column: each paragraph, list item and table row at least one. */
function linesOf(block: Block): number {
  if (block.html.startsWith('<table')) {
    return block.html
      .split('<tr>')
      .slice(1)
      .reduce((sum, row) => {
        const cells = row.split(/<t[dh][ >]/).slice(1);
        const width = LINE / Math.max(1, cells.length);
        return sum + Math.max(1, ...cells.map((cell) => Math.ceil(text(cell).length / width)));
      }, 0);
  }
  return block.html
    .split(/<(?:li|p|h\d)>/)
    .filter((part) => text(part).trim())
    .reduce((sum, part) => sum + Math.max(1, Math.ceil(text(part).length / LINE)), 0);
}

/** The verdict line, then what would make it pass: the first two blocks a reader sees. */
function expectVerdictThenToPass(markdown: string) {
  const [verdict, toPass] = blocks(markdown);
  expect(verdict!.html).toMatch(/^<h3>(?:❌ Fails|✅ Passes|⚠️ Passes)/);
  expect(text(verdict!.html).split('\n')).toHaveLength(1);
  expect(toPass!.html).toMatch(/^<p><strong>(?:To pass:|Nothing needs doing)/);
}

/** Past the first screen, only what decides the verdict stays unfolded. */
function expectFoldedPastFirstScreen(markdown: string) {
  let lines = 0;
  const open = blocks(markdown).filter((block) => !block.folded);
  const late: string[] = [];
  for (const block of open) {
    if (lines >= SCREEN && !DECISIVE.some((name) => block.section.startsWith(name))) late.push(block.html);
    lines += linesOf(block);
  }
  expect(late).toEqual([]);
  // What is folded is folded for real: every <details> the product opens, it closes.
  const names = elements(githubHtml(markdown));
  expect(names.filter((name) => name === 'details')).toHaveLength(names.filter((name) => name === '/details').length);
}

/** No code span in a table cell longer than `LONGEST_CODE_IN_CELL` characters between places to break. */
function expectCellsBreak(markdown: string) {
  const long: string[] = [];
  for (const cell of githubHtml(markdown)
    .split(/<t[dh][ >]/)
    .slice(1)) {
    const inCell = cell.slice(0, cell.search(/<\/t[dh]>/));
    for (const code of inCell.split('<code>').slice(1)) {
      const span = code.slice(0, code.indexOf('</code>'));
      for (const run of text(span.replaceAll('<wbr>', ' ')).split(/[\s-]/))
        if ([...run].length > LONGEST_CODE_IN_CELL) long.push(run);
    }
  }
  expect(long).toEqual([]);
}

/** Only the product's own elements: markup in outside text stays text. */
function expectNoOutsideHtml(markdown: string) {
  const html = githubHtml(markdown);
  const names = elements(html).map((name) => name.replace(/^\//, ''));
  expect([...new Set(names.filter((name) => !OWN_ELEMENTS.has(name)))]).toEqual([]);
  expect(html).not.toContain('href="javascript:');
}

/**
 * The glossary entries a rendered output links to, by the word linked (`P0 and P1` → `p0-to-p3`):
 * the run names no copy of handoff-gate, so its links go to the project's release pages.
 */
function glossaryLinks(markdown: string): Map<string, string> {
  const links = new Map<string, string>();
  for (const piece of githubHtml(markdown).split('<a href="').slice(1)) {
    const url = piece.slice(0, piece.indexOf('"'));
    const hash = url.indexOf('/docs/glossary.md#');
    if (hash !== -1) links.set(text(piece.slice(piece.indexOf('>') + 1, piece.indexOf('</a>'))), url.slice(hash + 18));
  }
  return links;
}

/** Jargon links to its entry, and every entry linked is on the page. */
function expectJargonLinked(markdown: string, words: string[]) {
  const links = glossaryLinks(markdown);
  expect([...links.keys()]).toEqual(expect.arrayContaining(words));
  const anchors = anchorsOf(readFileSync(`${REPO}docs/glossary.md`, 'utf8'));
  expect([...links.values()].filter((anchor) => !anchors.has(anchor))).toEqual([]);
}

let outputs: PipelineOutputs;
beforeAll(async () => {
  outputs = await pipelineOutputs({ add: HOSTILE });
}, 120_000);

describe('the pull request comment, rendered', () => {
  it('opens with the verdict, then what would make it pass', () => expectVerdictThenToPass(outputs.comment));
  it('folds what lies past the first screen', () => expectFoldedPastFirstScreen(outputs.comment));
  it('keeps its tables inside the column', () => expectCellsBreak(outputs.comment));
  it('links its jargon to the glossary', () =>
    expectJargonLinked(outputs.comment, ['P0 and P1', 'Declares', 'envelope', 'handoff', 'inbox issue']));
  it('turns no outside text into HTML', () => {
    expectNoOutsideHtml(outputs.comment);
    // The markup is there, as text a reader sees.
    expect(text(githubHtml(outputs.comment))).toContain('onerror');
  });
});

describe('the job summaries, rendered', () => {
  for (const name of ['jobSummary', 'pushSummary'] as const) {
    it(`${name}: verdict, what to do, folded, tables in the column, no outside HTML`, () => {
      expectVerdictThenToPass(outputs[name]);
      expectFoldedPastFirstScreen(outputs[name]);
      expectCellsBreak(outputs[name]);
      expectNoOutsideHtml(outputs[name]);
      expectJargonLinked(outputs[name], ['P0 and P1', 'Declares', 'inbox issue']);
    });
  }
});

describe('the check run, rendered', () => {
  it('titles with the verdict and opens its summary with what would make it pass', () => {
    expect(outputs.checkRun.title).toMatch(/^(?:Fails|Passes)/);
    expect(outputs.checkRun.title).not.toContain('\n');
    expect(blocks(outputs.checkRun.summary)[0]!.html).toMatch(/^<p><strong>(?:To pass:|Nothing needs doing)/);
  });

  it('does not repeat the comment', () => {
    const summary = githubHtml(outputs.checkRun.summary);
    const comment = blocks(outputs.comment);
    // Not the verdict line (the title is the verdict), and none of what the comment folds.
    expect(summary).not.toContain(comment[0]!.html);
    const folded = comment.filter((block) => block.folded).map((block) => block.html);
    expect(folded.length).toBeGreaterThan(0);
    expect(folded.filter((html) => summary.includes(html))).toEqual([]);
    expect(text(summary).length).toBeLessThan(text(githubHtml(outputs.comment)).length / 2);
  });

  it('keeps its tables inside the column and turns no outside text into HTML', () => {
    expectCellsBreak(outputs.checkRun.summary);
    expectNoOutsideHtml(outputs.checkRun.summary);
  });

  it('links P0 to the glossary where its summary first names the review findings', () =>
    expectJargonLinked(outputs.checkRun.summary, ['P0 and P1']));
});

describe('the inbox issues, rendered', () => {
  for (const name of ['approval', 'question', 'blocked'] as const) {
    it(`${name}: says first what is asked, names how to answer, no outside HTML`, () => {
      const { body } = outputs.issues[name];
      const [first] = blocks(body);
      expect(first!.html).toMatch(/^<p><strong>[^<]+<\/strong>/);
      expect(githubHtml(body)).toMatch(/<code>\/(?:approve|answer|retry)\b/);
      expectCellsBreak(body);
      expectNoOutsideHtml(body);
    });
  }

  it('shows the markup in an issue title and body as text', () => {
    const hostile = outputs.inbox.find((issue) => issue.key === 'intent/shop-banner');
    expect(hostile?.title).toContain('<img');
    expectNoOutsideHtml(hostile!.body);
    expect(text(githubHtml(hostile!.body))).toContain('script');
  });
});
