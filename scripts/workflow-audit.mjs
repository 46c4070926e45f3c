// The workflows' security audit: the checks of zizmor (https://docs.zizmor.sh/audits/) that matter
// for this project's workflows and the README's, under zizmor's names, written here because zizmor
// does not install from npm. test/house/workflows.test.ts runs it on .github/workflows/ and on every
// whole workflow the README gives; `node scripts/workflow-audit.mjs [file ...]` runs it alone
// (default: those same files), prints `file:line: rule: message` for each finding and exits 1 on
// any. A file ending in `.md` is read for its whole workflows (`workflowSnippets`).
//
// The checks, each a function below:
//
// - excessive-permissions: a job with no `permissions:` of its own or at the top (it gets the
//   repository's default token, which may write everywhere); `write-all` or `read-all`; a `write`
//   scope at the top of a workflow whose several jobs do not all declare their own.
// - template-injection: a `${{ }}` in a `run:` script or `actions/github-script`'s `script:` that
//   can expand to text someone outside the workflow chose. The expression is pasted into the script
//   before it runs, so such text runs as code; passed through `env:` it is only data.
// - artipacked: `actions/checkout` without `persist-credentials: false`: the job's token stays in
//   `.git/config` for every later step to read.
// - dangerous-triggers: in a workflow a pull request or a comment starts with a write token
//   (`pull_request_target`, `workflow_run`, `issue_comment`), a checkout or fetch of the pull
//   request's code, or a run of what a downloaded artifact (which the pull request controls) holds.
// - unpinned-uses: a `uses:` without a ref, or with a tag where a commit is required.
// - secrets-inherit, github-env, self-hosted-runner, cache-poisoning, insecure-commands: see below.
//
// An exception is a comment naming the rule and saying why, on the finding's line or among the
// comment lines right above it: `# audit: allow[artipacked] <reason>` (a shell comment inside a
// script counts too). One without a reason, naming no rule, or waiving nothing is itself a finding
// (`audit-exception`).
import { readdirSync, readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { isAlias, isMap, isScalar, isSeq, LineCounter, parseDocument } from 'yaml';

/** @typedef {{ file: string; line: number; rule: string; message: string }} Finding */
/** @typedef {{ refPinned?: readonly string[] }} AuditOptions */

const RULES = [
  'excessive-permissions',
  'template-injection',
  'artipacked',
  'dangerous-triggers',
  'unpinned-uses',
  'secrets-inherit',
  'github-env',
  'self-hosted-runner',
  'cache-poisoning',
  'insecure-commands',
];

/**
 * The README's policy for `unpinned-uses`: readers copy its workflows, so GitHub's own actions and
 * the product's placeholder keep readable version tags (the README says to pin them by commit, and
 * how); any other action there is pinned by its commit. zizmor's default policy is the same.
 * Without it (the project's own workflows) every action is pinned by its commit.
 */
const README_REF_PINNED = ['actions/*', 'github/*', '<owner>/handoff-gate'];

/** Events a pull request from a fork or a comment can start, with a token that may write. */
const PRIVILEGED_TRIGGERS = ['pull_request_target', 'workflow_run', 'issue_comment'];

/**
 * Audits one workflow's text; `file` names it in the findings.
 * @param {string} text
 * @param {string} file
 * @param {AuditOptions} [options]
 * @returns {Finding[]}
 */
export function auditWorkflow(text, file, options = {}) {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter });
  if (doc.errors.length > 0 || !isMap(doc.contents)) {
    const [error] = doc.errors;
    const why = error ? error.message.split('\n')[0] : 'it is not a mapping';
    return [
      {
        file,
        line: error?.linePos?.[0].line ?? 1,
        rule: 'invalid-workflow',
        message: `the audit cannot read it: ${why}`,
      },
    ];
  }
  /** @type {Finding[]} */
  const findings = [];
  const w = {
    doc,
    text,
    options,
    /** The line a node starts on. */
    line: (node) => (node?.range ? lineCounter.linePos(node.range[0]).line : 1),
    /** The line of an offset in the text. */
    lineAt: (offset) => lineCounter.linePos(offset).line,
    report: (line, rule, message) => findings.push({ file, line, rule, message }),
  };
  const root = doc.contents;
  const workflow = { root, triggers: triggersOf(w, get(w, root, 'on')), jobs: jobsOf(w, root) };
  excessivePermissions(w, workflow);
  for (const job of workflow.jobs) {
    secretsInherit(w, job);
    selfHostedRunner(w, workflow, job);
    insecureCommands(w, job.node);
    for (const step of job.steps) {
      templateInjection(w, workflow, job, step);
      artipacked(w, step);
      unpinnedUses(w, get(w, step, 'uses'));
      cachePoisoning(w, workflow, step);
      githubEnv(w, workflow, step);
      insecureCommands(w, step);
    }
    unpinnedUses(w, get(w, job.node, 'uses'));
    dangerousTriggers(w, workflow, job);
  }
  insecureCommands(w, root);
  return applyExceptions(text, file, findings).sort((a, b) => a.line - b.line || a.rule.localeCompare(b.rule));
}

/**
 * Audits every whole workflow of a Markdown file (`workflowSnippets`), with the README's pinning
 * policy; the findings name the Markdown file's lines.
 * @param {string} markdown
 * @param {string} file
 * @returns {Finding[]}
 */
export function auditReadme(markdown, file) {
  return workflowSnippets(markdown).flatMap((snippet) =>
    auditWorkflow(snippet.text, file, { refPinned: README_REF_PINNED }).map((f) => ({
      ...f,
      line: f.line + snippet.line - 1,
    })),
  );
}

/**
 * The Markdown's YAML blocks that are whole workflows: `on:` and `jobs:` at the top level. `line` is
 * the line the block's text starts on.
 * @param {string} markdown
 * @returns {{ line: number; text: string }[]}
 */
export function workflowSnippets(markdown) {
  const out = [];
  const lines = markdown.split('\n');
  for (let i = 0; i < lines.length; i++) {
    if (!/^```ya?ml\s*$/.test(lines[i])) continue;
    const start = i + 1;
    let end = start;
    while (end < lines.length && lines[end] !== '```') end++;
    const text = `${lines.slice(start, end).join('\n')}\n`;
    if (/^on:/m.test(text) && /^jobs:/m.test(text)) out.push({ line: start + 1, text });
    i = end;
  }
  return out;
}

// ---- reading the workflow ----

/** A key's value node in a mapping (aliases resolved), or undefined. */
function get(w, map, key) {
  return isMap(map) ? resolve(w, map.get(key, true)) : undefined;
}

/** The node an alias stands for; any other node as it is. */
function resolve(w, node) {
  return isAlias(node) ? node.resolve(w.doc) : node;
}

/** A scalar node's value as a string, or undefined. */
function str(node) {
  return isScalar(node) && node.value !== null && node.value !== undefined ? String(node.value) : undefined;
}

/** The text a node spans in the source, and where it starts. */
function source(w, node) {
  return node?.range ? { text: w.text.slice(node.range[0], node.range[1]), offset: node.range[0] } : undefined;
}

/** `on:` as a map from each event to its settings node (undefined when it has none). */
function triggersOf(w, on) {
  const triggers = new Map();
  if (isScalar(on)) triggers.set(str(on), undefined);
  if (isSeq(on)) for (const item of on.items) triggers.set(str(item), undefined);
  if (isMap(on)) for (const pair of on.items) triggers.set(str(pair.key), resolve(w, pair.value));
  return triggers;
}

/** Each job: its id, the node of its key, its mapping and its steps. */
function jobsOf(w, root) {
  const jobs = get(w, root, 'jobs');
  if (!isMap(jobs)) return [];
  return jobs.items.map((pair) => {
    const node = resolve(w, pair.value);
    const steps = get(w, node, 'steps');
    return {
      id: str(pair.key),
      key: pair.key,
      node,
      steps: isSeq(steps) ? steps.items.map((s) => resolve(w, s)).filter(isMap) : [],
    };
  });
}

/** The action a step or job uses, lowercased and without its ref (`actions/checkout`), or undefined. */
function action(w, node) {
  const uses = str(get(w, node, 'uses'));
  return uses?.split('@')[0].toLowerCase();
}

const isPrivileged = (workflow) => PRIVILEGED_TRIGGERS.some((t) => workflow.triggers.has(t));

// ---- excessive-permissions ----

/**
 * Every job runs with permissions the workflow states, at the top or on the job: a job that states
 * none gets the repository's default token, which may write to everything. `write-all` and
 * `read-all` name no scope. A `write` scope at the top reaches every job, so a workflow of several
 * jobs states writes on the jobs that need them (zizmor leaves a single job's, or one whose jobs
 * all state their own, alone, and so does this).
 */
function excessivePermissions(w, workflow) {
  const top = get(w, workflow.root, 'permissions');
  broadPermissions(w, top, 'the workflow');
  for (const job of workflow.jobs) {
    const own = get(w, job.node, 'permissions');
    broadPermissions(w, own, `job \`${job.id}\``);
    if (!top && !own)
      w.report(
        w.line(job.key),
        'excessive-permissions',
        `job \`${job.id}\` gets the repository's default token permissions, which may write to everything: state \`permissions:\` at the top of the workflow or on the job`,
      );
  }
  const allOwn = workflow.jobs.every((job) => get(w, job.node, 'permissions'));
  if (!isMap(top) || workflow.jobs.length < 2 || allOwn) return;
  for (const pair of top.items)
    if (str(pair.value) === 'write')
      w.report(
        w.line(pair.key),
        'excessive-permissions',
        `\`${str(pair.key)}: write\` at the top reaches all ${workflow.jobs.length} jobs: state it on the jobs that need it`,
      );
}

function broadPermissions(w, node, where) {
  const value = str(node);
  if (value === 'write-all' || value === 'read-all')
    w.report(
      w.line(node),
      'excessive-permissions',
      `${where} asks for \`${value}\`, every scope of the token: name the scopes it needs`,
    );
}

// ---- template-injection ----

/**
 * Contexts of `github` that are always GitHub's own values (ids, counts, shas, names of this
 * repository and run), after zizmor's list of fixed contexts. Any other (`head_ref`, `ref_name`,
 * `actor`, ...) can carry a name someone outside the workflow chose.
 */
const SAFE_GITHUB = new Set([
  'action_path',
  'api_url',
  'event_name',
  'event_path',
  'env',
  'graphql_url',
  'job',
  'path',
  'repository',
  'repository_id',
  'repository_owner',
  'repository_owner_id',
  'retention_days',
  'run_attempt',
  'run_id',
  'run_number',
  'server_url',
  'sha',
  'token',
  'workflow_sha',
  'workspace',
]);

/**
 * The last field of a `github.event.*` path that GitHub fills with a number, an id, a sha, a flag
 * or a fixed word (`pull_request.number`, `pull_request.head.sha`, `workflow_run.head_sha`,
 * `workflow_run.id`). Every other
 * field of the event is treated as text someone outside the workflow chose: titles, bodies, branch
 * names, commit messages, logins, labels, URLs, and whole objects (`toJSON(github.event)`).
 */
const SAFE_EVENT_FIELDS = new Set([
  'additions',
  'after',
  'author_association',
  'before',
  'changed_files',
  'check_suite_id',
  'commit_id',
  'conclusion',
  'created',
  'deleted',
  'deletions',
  'draft',
  'forced',
  'head_sha',
  'id',
  'locked',
  'merge_commit_sha',
  'merged',
  'number',
  'run_attempt',
  'run_id',
  'run_number',
  'sha',
  'site_admin',
  'state',
  'status',
  'workflow_id',
]);

/** Input types whose value can only be a boolean or a number. */
const SAFE_INPUT_TYPES = new Set(['boolean', 'number']);

/**
 * An expression in a script is pasted into it before it runs, so a value with a quote, `$(...)` or
 * a backtick runs as code with the job's token. Flagged: `github.event.*` but for the fields above,
 * `github.*` but for the contexts above, inputs that are not booleans or numbers, `env.*` that is
 * not a fixed text of the workflow's, `matrix.*` of a matrix built by an expression, and the
 * outputs of steps and jobs (`steps.*.outputs.*`, `needs.*.outputs.*`): an output holds whatever
 * its step wrote, and where that came from cannot be seen here. The fix costs one line: pass the
 * value through the step's `env:` and read it as a shell variable ("$TITLE"), or from
 * `process.env` in a script. `secrets`, `vars`, `runner`, `job`, `strategy`, a step's `outcome`
 * and a job's `result` are the repository's own or fixed values, and pass.
 */
function templateInjection(w, workflow, job, step) {
  const run = get(w, step, 'run');
  const script = action(w, step) === 'actions/github-script' ? get(w, get(w, step, 'with'), 'script') : undefined;
  for (const [node, read] of [
    [run, 'read it as a shell variable'],
    [script, 'read it from `process.env`'],
  ]) {
    const where = source(w, node);
    if (!where) continue;
    for (const match of where.text.matchAll(/\$\{\{([\s\S]*?)\}\}/g)) {
      const risky = [...new Set(contexts(match[1]).filter((c) => isRisky(w, workflow, job, step, c)))];
      if (risky.length === 0) continue;
      w.report(
        w.lineAt(where.offset + match.index),
        'template-injection',
        `${risky.map((c) => `\`${c}\``).join(', ')} ${risky.length === 1 ? 'is' : 'are'} pasted into the script before it runs, and can carry code: pass ${risky.length === 1 ? 'it' : 'each'} through \`env:\` and ${read}`,
      );
    }
  }
}

/** The contexts an expression reads (`github.event.issue.title`), string literals left out. */
function contexts(expression) {
  const plain = expression
    // `github.event['pull_request']` reads as `github.event.pull_request`, `labels[0]` as `labels.*`.
    .replace(/\[\s*'([\w-]+)'\s*\]/g, '.$1')
    .replace(/'(?:[^']|'')*'/g, "''")
    .replace(/\[\s*(?:\d+|\*)\s*\]/g, '.*');
  return [
    ...plain.matchAll(
      /(?<![\w.-])(github|env|inputs|steps|needs|jobs|matrix|vars|secrets|runner|job|strategy)((?:\.(?:[\w-]+|\*))*)/gi,
    ),
  ].map((m) => `${m[1].toLowerCase()}${m[2]}`);
}

function isRisky(w, workflow, job, step, context) {
  const [head, ...path] = context.split('.');
  const lower = path.map((p) => p.toLowerCase());
  switch (head) {
    case 'github':
      if (lower[0] === 'event' && lower[1] === 'inputs') return riskyInput(w, workflow, lower[2]);
      if (lower[0] === 'event') return !SAFE_EVENT_FIELDS.has(lower.at(-1) ?? '');
      return !SAFE_GITHUB.has(lower[0] ?? '');
    case 'inputs':
      return riskyInput(w, workflow, lower[0]);
    case 'env':
      return riskyEnv(w, workflow, job, step, path[0]);
    case 'matrix': {
      const matrix = source(w, get(w, get(w, job.node, 'strategy'), 'matrix'));
      return matrix === undefined || matrix.text.includes('${{');
    }
    case 'steps':
    case 'needs':
      return lower.length !== 2 || !['outcome', 'conclusion', 'result'].includes(lower[1]);
    case 'jobs':
      return true;
    default:
      return false;
  }
}

/** An input is safe only where every trigger that declares it declares a boolean or a number. */
function riskyInput(w, workflow, name) {
  if (!name || name === '*') return true;
  const types = ['workflow_dispatch', 'workflow_call'].flatMap((event) => {
    const inputs = get(w, workflow.triggers.get(event), 'inputs');
    if (!isMap(inputs)) return [];
    const declared = inputs.items.find((pair) => str(pair.key)?.toLowerCase() === name);
    return declared ? [str(get(w, resolve(w, declared.value), 'type')) ?? 'string'] : [];
  });
  return types.length === 0 || types.some((type) => !SAFE_INPUT_TYPES.has(type));
}

/** `env.NAME` is safe where its nearest definition (step, job, workflow) is a fixed text. */
function riskyEnv(w, workflow, job, step, name) {
  if (!name) return true;
  for (const holder of [step, job.node, workflow.root]) {
    const env = get(w, holder, 'env');
    if (env && !isMap(env)) return true;
    const value = get(w, env, name);
    if (value) return !isScalar(value) || String(value.value ?? '').includes('${{');
  }
  return true;
}

// ---- artipacked ----

/**
 * `actions/checkout` writes the job's token into `.git/config` unless told not to, where every
 * later step, and any artifact that uploads the workspace, can read it. A step that needs it there
 * (a `git push`) says why in an exception.
 */
function artipacked(w, step) {
  if (action(w, step) !== 'actions/checkout') return;
  if (str(get(w, get(w, step, 'with'), 'persist-credentials')) === 'false') return;
  w.report(
    w.line(get(w, step, 'uses')),
    'artipacked',
    "the checkout leaves the job's token in .git/config for every later step: add `persist-credentials: false` under `with:`, or say why it must stay (`# audit: allow[artipacked] <reason>`)",
  );
}

// ---- dangerous-triggers ----

/** A checkout `ref:` or `repository:` naming the pull request's code, or a run that fetches it. */
const HEAD_REF =
  /github\.event\.pull_request\.(?:head|merge_commit_sha)|github\.head_ref|github\.event\.workflow_run\.head_|github\.event\.issue\.pull_request|refs\/pull\//i;
const HEAD_FETCH = /\bgh\s+pr\s+checkout\b|refs\/pull\/|\bpull\/[^\s/]+\/(?:head|merge)\b/i;

/**
 * `pull_request_target`, `workflow_run` and `issue_comment` run the base branch's workflow with a
 * token that may write and with the repository's secrets, on a pull request anyone can open.
 * Checking out or fetching the pull request's code there, or running what its artifact holds,
 * hands both to it. Flagged: a checkout whose `ref:` or `repository:` names the head (or
 * `refs/pull/`), a script that checks it out or fetches it (`gh pr checkout`, `pull/N/head`), an
 * artifact downloaded into the workspace ahead of a step that runs there (its files can replace
 * what runs: a script, a `.git/config`), and a script that runs a file from, or works in, the
 * folder an artifact was downloaded to.
 */
function dangerousTriggers(w, workflow, job) {
  if (!isPrivileged(workflow)) return;
  const events = PRIVILEGED_TRIGGERS.filter((t) => workflow.triggers.has(t)).join(', ');
  /** @type {{ line: number; paths: string[] }[]} */
  const downloads = [];
  let intoWorkspace;
  for (const step of job.steps) {
    const uses = action(w, step);
    const withs = get(w, step, 'with');
    if (uses === 'actions/checkout')
      for (const key of ['ref', 'repository']) {
        const value = get(w, withs, key);
        if (HEAD_REF.test(source(w, value)?.text ?? ''))
          w.report(
            w.line(value),
            'dangerous-triggers',
            `the checkout's \`${key}:\` names the pull request's code in a workflow run on ${events}, with a write token and the secrets: check out the base, and read the pull request's files as data`,
          );
      }
    const run = get(w, step, 'run');
    if (intoWorkspace && (run || uses?.startsWith('./'))) {
      w.report(
        intoWorkspace,
        'dangerous-triggers',
        `the artifact is unpacked into the workspace, where the step on line ${w.line(run ?? get(w, step, 'uses'))} runs: its files can replace what runs there; give \`path:\` a folder outside the workspace, such as \`\${{ runner.temp }}/artifact\``,
      );
      intoWorkspace = undefined;
    }
    if (run) scriptRunsHeadOrArtifact(w, run, events, downloads, str(get(w, step, 'working-directory')));
    if (uses === 'actions/download-artifact' || uses === 'dawidd6/action-download-artifact') {
      const path = str(get(w, withs, 'path'))?.trim();
      const line = w.line(get(w, step, 'uses'));
      if (!path || /^(?:\.\/?|\$\{\{\s*github\.workspace\s*\}\}\/?)$/.test(path)) intoWorkspace = line;
      else downloads.push({ line, paths: spellings(path) });
    }
  }
}

/** A downloaded folder's path as the workflow writes it, and as the shell reads it. */
function spellings(path) {
  const out = [path.replace(/\/+$/, '')];
  const temp = /^\$\{\{\s*runner\.temp\s*\}\}/;
  if (temp.test(out[0])) out.push(out[0].replace(temp, '$RUNNER_TEMP'), out[0].replace(temp, '${RUNNER_TEMP}'));
  return out;
}

const escape = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function scriptRunsHeadOrArtifact(w, run, events, downloads, workingDirectory) {
  const where = source(w, run);
  let offset = where.offset;
  for (const text of where.text.split('\n')) {
    const line = w.lineAt(offset);
    offset += text.length + 1;
    if (HEAD_FETCH.test(text))
      w.report(
        line,
        'dangerous-triggers',
        `the script fetches or checks out the pull request's code in a workflow run on ${events}, with a write token and the secrets: read its files as data, in a workflow without them`,
      );
    for (const download of downloads) {
      const path = `["']?(?:${download.paths.map(escape).join('|')})(?:[/"'\\s]|$)`;
      const runs = new RegExp(
        `(?:^|[;&|(]|\\bthen\\b|\\bdo\\b)\\s*${path}|\\b(?:bash|sh|zsh|dash|node|deno|bun|python3?|ruby|perl|php|pwsh|source|exec|eval|cd|chmod\\s+\\+x)\\s+(?:-\\S+\\s+)*${path}|^\\s*\\.\\s+${path}`,
      );
      if (runs.test(text))
        w.report(
          line,
          'dangerous-triggers',
          `the script runs a file from, or works in, the artifact downloaded on line ${download.line}, which the pull request wrote: read its files as data only`,
        );
    }
  }
  const dir = workingDirectory?.replace(/\/+$/, '');
  for (const download of downloads)
    if (dir && download.paths.some((p) => dir === p || dir.startsWith(`${p}/`)))
      w.report(
        w.line(run),
        'dangerous-triggers',
        `the script runs in the artifact downloaded on line ${download.line}, which the pull request wrote: read its files as data only`,
      );
}

// ---- unpinned-uses ----

/**
 * Every action names a ref: without one it runs whatever its default branch holds today. A tag can
 * be moved to other code and a commit cannot, so an action is pinned by its full commit sha, but
 * where the options allow a tag (the README's policy, above). A local action (`./`) comes with the
 * repository; a Docker image is pinned by its digest.
 */
function unpinnedUses(w, node) {
  const uses = str(node)?.trim();
  if (!uses || uses.startsWith('./')) return;
  const report = (message) => w.report(w.line(node), 'unpinned-uses', message);
  if (uses.startsWith('docker://')) {
    if (!/@sha256:[0-9a-f]{64}$/.test(uses)) report(`\`${uses}\` is not pinned by its digest (\`@sha256:...\`)`);
    return;
  }
  const at = uses.lastIndexOf('@');
  if (at < 0) return report(`\`${uses}\` names no ref: pin it by its full commit sha`);
  const [owner, repo] = uses.slice(0, at).toLowerCase().split('/');
  const refPinned = (w.options.refPinned ?? []).some((p) => {
    const [o, r] = p.toLowerCase().split('/');
    return o === owner && (r === '*' || r === repo);
  });
  if (!refPinned && !/^[0-9a-f]{40}$/.test(uses.slice(at + 1)))
    report(`\`${uses}\` is not pinned by its full commit sha: a tag or branch can be moved to other code`);
}

// ---- the cheap ones ----

/** secrets-inherit: `secrets: inherit` hands a called workflow every secret, not the ones it needs. */
function secretsInherit(w, job) {
  const secrets = get(w, job.node, 'secrets');
  if (str(secrets) === 'inherit')
    w.report(
      w.line(secrets),
      'secrets-inherit',
      `job \`${job.id}\` passes every secret to the workflow it calls: name the ones it needs`,
    );
}

/**
 * github-env: in a workflow a pull request or comment starts, what a step writes to `$GITHUB_ENV`
 * or `$GITHUB_PATH` sets the environment, and so the programs, of every later step; zizmor flags
 * any such write there, since what is written is hard to tell apart from what the event brought.
 */
function githubEnv(w, workflow, step) {
  if (!isPrivileged(workflow)) return;
  const where = source(w, get(w, step, 'run'));
  if (!where) return;
  for (const match of where.text.matchAll(/\bGITHUB_(?:ENV|PATH)\b/g))
    w.report(
      w.lineAt(where.offset + match.index),
      'github-env',
      `the script writes to \`$${match[0]}\` in a workflow a pull request or comment starts: what it writes sets later steps' environment; pass values through \`env:\` or step outputs`,
    );
}

/**
 * self-hosted-runner: a pull request's workflow on a self-hosted runner runs the pull request's
 * code on a machine that outlives the job.
 */
function selfHostedRunner(w, workflow, job) {
  if (!workflow.triggers.has('pull_request') && !workflow.triggers.has('pull_request_target')) return;
  const runsOn = get(w, job.node, 'runs-on');
  const named = isMap(runsOn) ? get(w, runsOn, 'labels') : runsOn;
  const labels = isSeq(named) ? named.items.map(str) : [str(named)];
  if (labels.includes('self-hosted'))
    w.report(
      w.line(runsOn),
      'self-hosted-runner',
      `job \`${job.id}\` runs pull requests' code on a self-hosted runner, which outlives the job: use a GitHub-hosted runner`,
    );
}

/**
 * cache-poisoning: a workflow that releases (on a pushed tag, or a release) builds from what a
 * restored cache holds, and a cache can be written by a less trusted run: build releases without
 * one. Flagged: `actions/cache` (but `actions/cache/save`), and a `setup-*` action asked to cache
 * (`actions/setup-go` caches unless told `cache: false`).
 */
function cachePoisoning(w, workflow, step) {
  const push = workflow.triggers.get('push');
  if (!workflow.triggers.has('release') && !get(w, push, 'tags')) return;
  const uses = action(w, step);
  const cache = str(get(w, get(w, step, 'with'), 'cache'));
  const caches =
    uses === 'actions/cache' ||
    uses === 'actions/cache/restore' ||
    (/^actions\/setup-/.test(uses ?? '') && cache !== undefined && cache !== 'false' && cache !== '') ||
    (uses === 'actions/setup-go' && cache !== 'false');
  if (caches)
    w.report(
      w.line(get(w, step, 'uses')),
      'cache-poisoning',
      'the step restores a cache in a workflow that releases: a poisoned cache would reach the release; build it without one',
    );
}

/** insecure-commands: `ACTIONS_ALLOW_UNSECURE_COMMANDS` lets any output line set the environment. */
function insecureCommands(w, holder) {
  const env = get(w, holder, 'env');
  if (!isMap(env)) return;
  for (const pair of env.items)
    if (str(pair.key) === 'ACTIONS_ALLOW_UNSECURE_COMMANDS')
      w.report(
        w.line(pair.key),
        'insecure-commands',
        '`ACTIONS_ALLOW_UNSECURE_COMMANDS` lets any line a step prints set the environment or the PATH: remove it',
      );
}

// ---- exceptions ----

const EXCEPTION = /#\s*audit:\s*allow\[([^\]]*)\]\s*[:—–-]?\s*(.*)$/;

/**
 * Drops each finding that an exception on its line, or among the comment lines right above it,
 * waives, and reports each exception that says no reason, names no rule, or waives nothing.
 */
function applyExceptions(text, file, findings) {
  const lines = text.split('\n');
  const exceptions = [];
  lines.forEach((content, i) => {
    const match = EXCEPTION.exec(content);
    if (match) exceptions.push({ line: i + 1, rule: match[1].trim(), reason: match[2].trim(), used: false });
  });
  if (exceptions.length === 0) return findings;
  const out = [];
  for (const finding of findings) {
    const near = [finding.line];
    for (let i = finding.line - 2; i >= 0 && lines[i].trim().startsWith('#'); i--) near.push(i + 1);
    const exception = exceptions.find((e) => near.includes(e.line) && e.rule === finding.rule && e.reason);
    if (exception) exception.used = true;
    else out.push(finding);
  }
  for (const e of exceptions) {
    const problem = !RULES.includes(e.rule)
      ? `names \`${e.rule}\`, which is not a rule of the audit (${RULES.join(', ')})`
      : !e.reason
        ? 'says no reason: write why after the rule, `# audit: allow[rule] <reason>`'
        : !e.used
          ? `waives nothing: no \`${e.rule}\` finding on its line or the line below its comments; remove it`
          : undefined;
    if (problem) out.push({ file, line: e.line, rule: 'audit-exception', message: `the exception ${problem}` });
  }
  return out;
}

// ---- the command line ----

function main(args) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const files = args.length
    ? args
    : [
        ...readdirSync(`${root}.github/workflows`)
          .filter((name) => /\.ya?ml$/.test(name))
          .map((name) => `${root}.github/workflows/${name}`),
        `${root}README.md`,
        ...readdirSync(`${root}docs`)
          .filter((name) => name.endsWith('.md'))
          .map((name) => `${root}docs/${name}`),
      ];
  const findings = files.flatMap((path) => {
    const name = relative(process.cwd(), path) || path;
    const text = readFileSync(path, 'utf8');
    return path.endsWith('.md') ? auditReadme(text, name) : auditWorkflow(text, name);
  });
  for (const f of findings) console.log(`${f.file}:${f.line}: ${f.rule}: ${f.message}`);
  if (findings.length > 0) process.exit(1);
  console.log(`workflow-audit: ${files.length} files, no findings.`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main(process.argv.slice(2));
