// The pictures in docs/, made from the product's real output: `node scripts/screenshots.mjs`
// (`--out DIR` writes them elsewhere). It runs the action, in this process from src/, against the
// repository's local GitHub REST simulator (test/sim/) on the sample examples/pipeline: a pull
// request that adds the sample, then its merge, whose push opens the inbox issues
// (test/screens/pipeline-outputs.ts). It takes the Markdown GitHub would get, renders it as GitHub
// does (scripts/github-html.mjs, GitHub's Markdown stylesheet) inside a frame like GitHub's page,
// and photographs each page in headless Chromium:
//
//   docs/comment.png         the pull request's comment, 900 px
//   docs/merge-box.png       the check in the pull request's merge box, 640 px
//   docs/check-run.png       the check run on the Checks tab, 900 px
//   docs/inbox-issue.png     an approval issue, 900 px
//   docs/question-issue.png  a question issue, 900 px
//   docs/blocked-issue.png   a blocked issue, 900 px
//
// Each picture is the whole page. It prints each picture's height in CSS px and its Markdown's
// lines and characters. Needs Chromium at /usr/bin/chromium (or CHROMIUM=path) and the dev
// dependencies (npm ci); nothing is fetched from the network.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { githubHtml } from './github-html.mjs';

const REPO = fileURLToPath(new URL('../', import.meta.url));
const CHROMIUM = process.env.CHROMIUM || '/usr/bin/chromium';
const FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

function usage(message) {
  process.stderr.write(`screenshots: ${message}\nusage: node scripts/screenshots.mjs [--out DIR]\n`);
  process.exit(2);
}

/** What this machine lacks, in one line: exit 1. */
function missing(message) {
  process.stderr.write(`screenshots: ${message}\n`);
  process.exit(1);
}

function outDir(args) {
  if (args.length === 0) return join(REPO, 'docs');
  if (args.length === 2 && args[0] === '--out') return resolve(args[1]);
  return usage(`unexpected arguments: ${args.join(' ')}`);
}

const esc = (text) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

/** GitHub's Markdown stylesheet, light theme (a dev dependency); undefined before npm ci. */
const STYLESHEET = (() => {
  try {
    return createRequire(import.meta.url).resolve('github-markdown-css/github-markdown-light.css');
  } catch {
    return undefined;
  }
})();
const FONT = '-apple-system, BlinkMacSystemFont, "Segoe UI", "Noto Sans", Helvetica, Arial, sans-serif';

/** GitHub's page around the Markdown: its font, colours and the frame of a comment. */
function page(title, width, inner) {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${esc(title)}</title>
<style>${readFileSync(STYLESHEET, 'utf8')}</style>
<style>
  html, body { margin: 0; background: #fff; color: #1f2328; }
  body { padding: 16px; width: ${width - 32}px; font: 14px/1.5 ${FONT}; }
  .markdown-body { font-size: 14px; }
  .timeline { display: flex; gap: 12px; }
  .avatar { width: 40px; height: 40px; border-radius: 6px; background: #24292f; flex: none; }
  .comment { flex: 1; min-width: 0; border: 1px solid #d1d9e0; border-radius: 6px; }
  .comment-header { padding: 8px 16px; background: #f6f8fa; border-bottom: 1px solid #d1d9e0;
    border-radius: 6px 6px 0 0; color: #59636e; }
  .comment-header b { color: #1f2328; }
  .label { border: 1px solid #d1d9e0; border-radius: 2em; padding: 0 7px; font-size: 12px; margin: 0 4px; }
  .comment .markdown-body { padding: 16px; }
  h1.issue { margin: 0 0 8px; font-size: 26px; font-weight: 400; line-height: 1.3; }
  h1.issue span { color: #59636e; font-weight: 300; }
  .state { display: inline-block; padding: 4px 12px; border-radius: 2em; background: #1f883d; color: #fff;
    font-weight: 500; margin: 0 0 16px; }
  .check-head { display: flex; align-items: baseline; gap: 8px; padding: 0 0 12px; border-bottom: 1px solid #d1d9e0;
    margin-bottom: 16px; }
  .check-head h2 { margin: 0; font-size: 20px; font-weight: 600; }
  .check-title { font-size: 16px; font-weight: 600; margin: 0 0 8px; }
  .merge-box { border: 1px solid #d1d9e0; border-radius: 6px; }
  .merge-row { display: flex; align-items: center; gap: 8px; padding: 8px 16px; white-space: nowrap; }
  .merge-row .fail { color: #d1242f; font-weight: 700; }
  .merge-row .text { overflow: hidden; text-overflow: ellipsis; min-width: 0; flex: 1; color: #59636e; }
  .merge-row .text b { color: #1f2328; }
  .merge-row .details { color: #0969da; }
  .merge-head { padding: 12px 16px; border-bottom: 1px solid #d1d9e0; font-weight: 600; }
</style></head>
<body>${inner}</body></html>`;
}

const markdownBody = (markdown) => `<div class="markdown-body">${githubHtml(markdown)}</div>`;

/** A comment in the conversation, by the action's bot. */
const commentFrame = (markdown) =>
  `<div class="timeline"><div class="avatar"></div><div class="comment">
<div class="comment-header"><b>github-actions</b><span class="label">bot</span>commented 2 minutes ago</div>
${markdownBody(markdown)}</div></div>`;

/** An issue: its title and number, its state, and its body as the bot's first comment. */
const issuePage = (issue, number) =>
  `<h1 class="issue">${esc(issue.title)} <span>#${number}</span></h1><div class="state">Open</div>${commentFrame(issue.body)}`;

/** The Checks tab: the check's name, its title, then its summary. */
const checkRunPage = (checkRun) =>
  `<div class="check-head"><h2>handoff-gate</h2></div><p class="check-title">${esc(checkRun.title)}</p>${markdownBody(checkRun.summary)}`;

/** The merge box's list of checks: one line per check, the title after its name, cut with an ellipsis. */
const mergeBoxPage = (checkRun) =>
  `<div class="merge-box"><div class="merge-head">Some checks were not successful</div>
<div class="merge-row"><span class="fail">✕</span><span class="text"><b>handoff-gate</b> — ${esc(checkRun.title)}</span><span class="details">Details</span></div></div>`;

/** Lines and characters of a Markdown text (characters as code points, as a reader counts them). */
const measure = (markdown) => ({ lines: markdown.split('\n').length, characters: [...markdown].length });

async function loadOutputs() {
  // The scenario is TypeScript beside the tests (the simulator and the journey helpers it uses):
  // loaded through Vite's module runner, as the test runner loads it.
  const { createServer, createServerModuleRunner } = await import('vite');
  const server = await createServer({
    root: REPO,
    configFile: false,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  const runner = createServerModuleRunner(server.environments.ssr, { hmr: false });
  try {
    const scenario = await runner.import(join(REPO, 'test', 'screens', 'pipeline-outputs.ts'));
    return await scenario.pipelineOutputs();
  } finally {
    await runner.close();
    await server.close();
  }
}

async function main() {
  const out = outDir(process.argv.slice(2));
  if (!existsSync(CHROMIUM))
    return missing(
      `Chromium was not found at ${CHROMIUM}: install it (Debian: apt-get install -y chromium fonts-noto-color-emoji) or set CHROMIUM to its path`,
    );
  if (!STYLESHEET) return missing('github-markdown-css is missing: run npm ci first');
  const { chromium } = await import('playwright-core');
  const outputs = await loadOutputs();
  const shots = [
    ['comment.png', 'The pull request comment', 900, commentFrame(outputs.comment), outputs.comment],
    ['merge-box.png', 'The check in the merge box', 640, mergeBoxPage(outputs.checkRun), outputs.checkRun.title],
    ['check-run.png', 'The check run', 900, checkRunPage(outputs.checkRun), outputs.checkRun.summary],
    ['inbox-issue.png', 'An approval issue', 900, issuePage(outputs.issues.approval, 12), outputs.issues.approval.body],
    [
      'question-issue.png',
      'A question issue',
      900,
      issuePage(outputs.issues.question, 14),
      outputs.issues.question.body,
    ],
    ['blocked-issue.png', 'A blocked issue', 900, issuePage(outputs.issues.blocked, 13), outputs.issues.blocked.body],
  ];
  mkdirSync(out, { recursive: true });
  const profile = mkdtempSync(join(tmpdir(), 'handoff-gate-shots-'));
  // A new, empty profile: nothing of this machine's browser set-up takes part.
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    args: FLAGS,
    viewport: { width: 900, height: 600 },
    deviceScaleFactor: 1,
  });
  const rows = [];
  try {
    const tab = await context.newPage();
    // Nothing leaves this machine: the page is whole (its stylesheet inline), a link to outside is never fetched.
    await tab.route(/^https?:/, (route) => route.abort());
    for (const [file, what, width, inner, markdown] of shots) {
      await tab.setViewportSize({ width, height: 600 });
      await tab.setContent(page(what, width, inner), { waitUntil: 'load' });
      // The body, not the window: a short page is as tall as what it shows.
      const body = tab.locator('body');
      const height = Math.ceil((await body.boundingBox())?.height ?? 0);
      await body.screenshot({ path: join(out, file) });
      rows.push({ file, what, width, height, ...measure(markdown) });
    }
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
  const more = [
    ['(job summary, pull request)', outputs.jobSummary],
    ['(job summary, push)', outputs.pushSummary],
  ];
  process.stdout.write(`Pictures in ${out}, from a pull request that adds ${outputs.files} files:\n`);
  for (const row of rows)
    process.stdout.write(
      `  ${row.file.padEnd(19)} ${String(row.width).padStart(4)} × ${String(row.height).padStart(5)} px   Markdown: ${String(row.lines).padStart(4)} lines, ${String(row.characters).padStart(6)} characters   ${row.what}\n`,
    );
  for (const [what, markdown] of more) {
    const { lines, characters } = measure(markdown);
    process.stdout.write(
      `  ${what.padEnd(31)}           Markdown: ${String(lines).padStart(4)} lines, ${String(characters).padStart(6)} characters\n`,
    );
  }
}

await main();
