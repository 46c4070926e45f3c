import fc from 'fast-check';
import type * as Core from '@actions/core';
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { describe, expect, it } from 'vitest';
import { actionsIO } from '../../src/action/io.js';
import { LineGuard, oneLogLine, safeLines } from '../../src/action/log-text.js';
import { planCheckRun } from '../../src/diff/check-run.js';
import { inboxSyncSummary } from '../../src/inbox/sync-summary.js';
import { FORMATS } from '../../src/formats/index.js';
import { commitText, prose, quote } from '../../src/inbox/command-text.js';
import { closingComment, renderInboxIssue } from '../../src/inbox/issue.js';
import { registerTools } from '../../src/mcp/tools.js';
import { escapeTerminal, inert, wellFormed } from '../../src/render/escape.js';
import { annotations, renderGithub } from '../../src/render/github.js';
import { renderJson } from '../../src/render/json.js';
import { renderMarkdown } from '../../src/render/markdown.js';
import { renderSarif } from '../../src/render/sarif.js';
import { renderText } from '../../src/render/text.js';
import type { Report } from '../../src/report/report.js';
import { runs } from '../helpers/runs.js';
import { cleanReport, finding, gateItem, inboxItem } from './sample-report.js';

/**
 * Every output a person or a terminal reads, fed generated hostile text (every class `inert`
 * shows, at every position) in file names, values and keys: none carries one of those characters
 * raw. The fields that name a file for a program (JSON `path`, SARIF `uri`, a check run
 * annotation's `path`) stay exact, and a workflow command's `file=` names only a file that exists.
 */

/** One code point of each class: C0 (with CR, BEL, ESC), DEL, C1 (8-bit CSI, OSC), bidi, zero-width and other invisibles, separators, lone surrogates. */
const UNSEEN_SAMPLES = [
  '\u0000',
  '\u0007',
  '\u0008',
  '\r',
  '\u000b',
  '\u000c',
  '\u001b',
  '\u007f',
  '\u0085',
  '\u009b',
  '\u009d',
  '\u061c',
  '\u200e',
  '\u200f',
  '\u202a',
  '\u202b',
  '\u202c',
  '\u202d',
  '\u202e',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
  '\u200b',
  '\u200c',
  '\u200d',
  '\u2060',
  '\u2064',
  '\ufeff',
  '\u180e',
  '\u00ad',
  '\u034f',
  '\u115f',
  '\u3164',
  '\ufe0f',
  '\u{e0041}',
  '\u{e0001}',
  '\u2028',
  '\u2029',
  '\ud800',
  '\udc00',
];

/** Terminal sequences as an attack writes them: colour, screen clear, an OSC 52 clipboard write, a title. */
const SEQUENCES = ['\u001b[31m', '\u001b[2J', '\u001b]52;c;cm0gLXJmIH4=\u0007', '\u001b]0;pwned\u001b\\', '\u009b2J'];

const piece = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...UNSEEN_SAMPLES) },
  { weight: 1, arbitrary: fc.constantFrom(...SEQUENCES) },
  {
    weight: 3,
    arbitrary: fc.constantFrom('a', 'b.yaml', '/', ' ', '@x', '#1', '::', '##[', '`', '|', '<!--', '\n', '\t'),
  },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 4 }) },
);

/** A hostile string with at least one unseen character (first, last or between other text). */
const hostile = fc
  .tuple(
    fc.array(piece, { maxLength: 6 }),
    fc.constantFrom(...UNSEEN_SAMPLES, ...SEQUENCES),
    fc.array(piece, { maxLength: 6 }),
  )
  .map(([before, bad, after]) => [...before, bad, ...after].join(''));

/** The same, shaped as a repository path (a folder, a name, an extension). */
const hostilePath = hostile.map((text) => `dir/${text.replace(/\n/g, '')}.yaml`);

/**
 * Unseen characters that remain raw in `text`. Allowed: TAB and LF (each channel places them),
 * and the zero-width spaces the Markdown escaping itself puts after `@`, `#`, `<`, a scheme's `:`,
 * `www`, `GH` or `\`, or before `-`, `!`, `|`, where they break a mention, a reference, a link or
 * a marker (GitHub renders them invisible; without them the text would ping or link); and the
 * emoji presentation selector of our own icons (⚠️, ℹ️).
 */
function rawUnseen(text: string, markdown = false): string[] {
  const own = markdown
    ? text.replace(/(?<=[@#<:\\]|www|GH)\u200b|\u200b(?=[-!|])|(?<=[\u26a0\u2139])\ufe0f/gi, '')
    : text;
  return [...own.matchAll(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Cs}\p{Default_Ignorable_Code_Point}]/gu)]
    .map((m) => m[0])
    .filter((ch) => ch !== '\t' && ch !== '\n')
    .map((ch) => `U+${ch.codePointAt(0)!.toString(16).toUpperCase()}`);
}

const expectInert = (text: string, markdown = false) => expect(rawUnseen(text, markdown)).toEqual([]);

/** A report whose file names, keys and values are all hostile. */
function hostileReport(path: string, key: string, value: string): Report {
  const report = cleanReport();
  report.files = [{ path, format: 'envelope' }];
  report.findings = [
    finding(path, 3, 'error', 'envelope/required', `\`${key}\` is required; got \`${value}\`.`),
    finding(path, 4, 'warning', 'envelope/key-typo', `\`${key}\` is not a known key ${value}`, 2),
    finding(path, 5, 'notice', 'intent/note', value),
  ];
  report.gate = {
    result: 'veto',
    counted: 'veto',
    // A declared verdict names its file: a hostile name there too.
    declaredBy: [{ path, result: 'veto' }],
    p0: 1,
    p1: 1,
    p2: 0,
    p3: 0,
    items: [
      gateItem('P0', key, value, { path, line: 7 }, { location: `${path}:2`, fix: value, category: key }),
      gateItem('P1', `${key}-2`, `${value} again`, { path, line: 9 }),
    ],
    sources: [{ path, format: 'envelope', declared: value, counts: { P0: 1, P1: 1, P2: 0, P3: 0 } }],
  };
  report.risk = { level: 'high', reasons: [`intent says ${value}`] };
  report.inbox = [
    inboxItem(`intent/${key}`, `Approve: ${value}`, {
      path,
      details: [{ label: key, value }],
      actions: ['/approve', value],
    }),
  ];
  report.chain = {
    nodes: [
      { id: key, label: value, status: 'blocked', declared: value, path, line: 2 },
      { id: 'b', label: 'b', status: 'waiting', path, line: 3 },
    ],
    edges: [{ from: key, to: 'b', label: value }],
  };
  return report;
}

/** What the action's `@actions/core` calls receive: each command's message and properties. */
function recordingCore() {
  const calls: Array<{ message: string; properties: Core.AnnotationProperties }> = [];
  const record = (message: string, properties: Core.AnnotationProperties = {}) =>
    void calls.push({ message, properties });
  const core = {
    debug: record,
    info: record,
    notice: record,
    warning: record,
    error: record,
    setFailed: record,
    setOutput: () => {},
  } as unknown as typeof Core;
  return { core, calls };
}

const RUNS = { numRuns: runs(200) };

describe('no output carries an unseen character raw', () => {
  it('inert shows every class, at every position, and is idempotent', () => {
    for (const ch of UNSEEN_SAMPLES)
      for (const text of [`${ch}x`, `x${ch}y`, `x${ch}`, ch]) {
        const out = inert(text);
        expectInert(out);
        expect(inert(out)).toBe(out);
        expect(out).toContain(`<U+${ch.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}>`);
      }
    expect(inert('a\tb\nc\r\nd')).toBe('a\tb\nc\nd');
    expect(inert('plain text, émigré 日本 👍🏽')).toBe('plain text, émigré 日本 👍🏽');
  });

  it('text, JSON, SARIF, Markdown and workflow commands: every human-read field, exact data fields', () => {
    fc.assert(
      fc.property(hostilePath, hostile, hostile, (path, key, value) => {
        const report = hostileReport(path, key, value);
        expectInert(renderText(report));
        expectInert(renderMarkdown(report), true);
        expectInert(renderMarkdown(report, { links: { blobBase: 'https://github.com/o/r/blob/abc/' } }), true);

        const json = JSON.parse(renderJson(report)) as { findings: Array<{ path: string; message: string }> };
        for (const f of json.findings) {
          expect(f.path).toBe(path);
          expectInert(f.message);
        }

        const sarif = JSON.parse(renderSarif(report)) as Record<string, unknown>;
        const texts: string[] = [];
        const uris: string[] = [];
        const walk = (value: unknown, key = ''): void => {
          if (typeof value === 'string') {
            if (key === 'text' || key === 'justification') texts.push(value);
            if (key === 'uri') uris.push(value);
          } else if (Array.isArray(value)) value.forEach((v) => walk(v));
          else if (value && typeof value === 'object')
            // A fix's inserted text is file content for a program, not text to read.
            for (const [k, v] of Object.entries(value)) if (k !== 'insertedContent') walk(v, k);
        };
        walk(sarif);
        texts.forEach((t) => expectInert(t));
        // The `uri` names the file exactly, percent-encoded as a URI must be (a lone surrogate,
        // which no file name on disk holds, has no UTF-8 to encode).
        if (path === wellFormed(path)) expect(uris.map((u) => decodeURIComponent(u))).toContain(path);

        const github = renderGithub(report);
        expectInert(github);
        // A `file=` names only the file as it is: never a neutralised name that does not exist.
        for (const [, file] of github.matchAll(/file=([^,]*)/g)) expect(decodeURIComponent(file!)).toBe(path);
      }),
      RUNS,
    );
  });

  it('the check run: title, summary and annotation text inert, the annotation on the exact path', () => {
    fc.assert(
      fc.property(hostilePath, hostile, hostile, (path, key, value) => {
        const plan = planCheckRun({ report: hostileReport(path, key, value), fails: true });
        expectInert(plan.title);
        expectInert(plan.summary, true);
        for (const a of plan.batches.flat()) {
          expect(a.path).toBe(path);
          expectInert(a.title ?? '');
          expectInert(a.message);
        }
      }),
      RUNS,
    );
  });

  it("the action's runner protocol: annotations, the log, the job summary, the failure line", () => {
    fc.assert(
      fc.property(hostilePath, hostile, hostile, (path, key, value) => {
        const report = hostileReport(path, key, value);
        const { core, calls } = recordingCore();
        const io = actionsIO(core, { own: (write) => write() }, { stepSummary: undefined, outputs: false });
        io.annotate(annotations(report));
        io.logger.info(value);
        io.logger.warning(`could not read ${path}: ${value}`);
        io.logger.debug(`${value}\n  at ${path}`);
        io.setFailed(`handoff-gate failed: ${value}`);
        for (const { message, properties } of calls) {
          expectInert(message);
          expectInert(properties.title ?? '');
          // The file property is the exact path or absent (then the message names the file and says so).
          if (properties.file !== undefined) expect(properties.file).toBe(path);
        }
        const guard = new LineGuard();
        expectInert(guard.text(value) + guard.text(key));
        expectInert(safeLines(value));
        expectInert(oneLogLine(value));
      }),
      RUNS,
    );
  });

  it('inbox issues, closing comments, replies and commit messages', () => {
    fc.assert(
      fc.property(hostilePath, hostile, hostile, (path, key, value) => {
        const [item] = hostileReport(path, key, value).inbox;
        const issue = renderInboxIssue(item!, {
          fileUrl: 'https://github.com/o/r/blob/abc1234/x.yaml#L3',
          commit: 'abc1234',
          inboxLabel: 'inbox',
          riskPrefix: 'risk:',
          formats: FORMATS,
        });
        expectInert(issue.title, true);
        expectInert(issue.body, true);
        expectInert(closingComment({ kind: 'resolved', detail: `\`${key}\` is now ${value}`, commit: value }), true);
        expectInert(closingComment({ kind: 'deleted', path, commit: 'abc1234' }), true);
        expectInert(quote(value), true);
        expectInert(prose(value), true);
        expectInert(commitText(value), true);
        expectInert(commitText(`${value}\n${key}`, 500, true), true);
        // The push run's job summary lists the issues it wrote by their titles.
        const written = [
          { number: 3, title: issue.title },
          { number: 4, title: value },
        ];
        expectInert(
          inboxSyncSummary(
            {
              outcome: 'synced',
              issues: { created: written, updated: written, reopened: [], closed: written, reminded: written },
              items: 2,
              dryRun: false,
            },
            (n) => `https://github.com/o/r/issues/${n}`,
          ),
          true,
        );
      }),
      RUNS,
    );
  });

  it('the terminal: every piece the CLI prints outside the report', () => {
    fc.assert(
      fc.property(hostile, (text) => {
        expectInert(escapeTerminal(text));
        expect(escapeTerminal(text)).not.toMatch(/[\t\n]/);
      }),
      RUNS,
    );
  });

  it("MCP answers' text: a hostile argument and hostile file text come back inert", async () => {
    type Handler = (args: Record<string, unknown>) => Promise<{ content: Array<{ text: string }> }>;
    const tools = new Map<string, Handler>();
    const server = { registerTool: (name: string, _meta: unknown, handler: Handler) => void tools.set(name, handler) };
    registerTools(server as unknown as McpServer, process.cwd());
    for (const bad of [...UNSEEN_SAMPLES, ...SEQUENCES]) {
      const explained = await tools.get('explain_rule')!({ id: `x${bad}y` });
      expectInert(explained.content[0]!.text);
    }
    const checked = await tools.get('check_text')!({
      path: `.forge/intents/a\u202ebad\u001b[2J.yaml`,
      text: `title: "x\\u001b]52;c;aGk=\\u0007 \u202e \u200b"\nstatus: \u202eproposed\u200b\nrisk: hi\u001b[31mgh\n`,
    });
    expect(checked.content[0]!.text.length).toBeGreaterThan(0);
    expectInert(checked.content[0]!.text);
  });
});
