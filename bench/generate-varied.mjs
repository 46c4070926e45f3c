// A corpus that looks like a real repository of agent output rather than one file printed a
// thousand times: all five formats at the paths they use, written in the many ways YAML and JSON
// get written (bench/yaml-emitter.mjs), with many agents, sizes from half a kilobyte to several,
// cross-references between files, and a settable share of files with findings, each finding one
// of the formats' real rules. The uniform corpus of bench/generate.mjs shows what the fast path
// does at its best; this one shows what a user's repository gets. Seeded: the same on every run.
import { prng } from './generate.mjs';
import { block, drawStyle, emitJson, emitYaml, finish, raw } from './yaml-emitter.mjs';

const EN = (
  'login session token cart checkout payment refund email reset password profile search index cache queue retry audit report schema ' +
  'migration handler controller service template render layout node edge diagram manifest export import webhook timeout latency ' +
  'coverage fixture mock serial port buffer frame parser validator config deploy rollback feature flag locale currency invoice'
).split(' ');
const JA = [
  'ノード定義が不足している',
  '入力を再解析し、ノードを追加',
  '参照整合性を修正',
  'エッジのsource/targetが存在しないノードを参照',
  'バリデーションロジックが重複している',
  'メールアドレスの形式チェックを追加する',
  '既存ユーザーのデータも再検証する',
  '本番環境に認証機能がデプロイされていない',
  'キャッシュの有効期限を見直す',
  'レスポンシブ表示で崩れる',
  'テストカバレッジが不足',
  'ログイン画面にパスワードリセットリンクを追加する',
];
/** Files the corpus's handoffs point at (artifacts, issue locations, relevant files): they exist, as in a real repository. */
const SUPPORT = [
  'docs/notes.md',
  'docs/requirements/user-stories.md',
  'docs/architecture.md',
  'src/services/cabinetService.js',
  'src/utils/serialPort.js',
  'src/controllers/cabinetController.js',
  'src/handler/login.rs',
  'src/handler/signup.rs',
  'tests/TEST_RESULTS.md',
  'reports/CODE_REVIEW.md',
  'CLAUDE.md',
  '.work/01_explorer/tech.md',
  '.work/02_context_unified.md',
  '.work/04_story_map.md',
  '.work/06_reviewer/completeness.md',
  '.work/07_review_unified.md',
];
const CONFIG = '.github/handoff-gate.yml';

/** The handoff files of a corpus, leaving out the files they point at and the config. */
export function handoffPaths(files) {
  const support = new Set([...SUPPORT, CONFIG]);
  return [...files.keys()].filter((path) => !support.has(path));
}

function tools(rand) {
  const pick = (list) => list[Math.floor(rand() * list.length)];
  const int = (lo, hi) => lo + Math.floor(rand() * (hi - lo + 1));
  const chance = (p) => rand() < p;
  const words = (n) => Array.from({ length: n }, () => pick(EN)).join(' ');
  /** A sentence as agents write them: English, Japanese, or English with a colon or `#` that forces quotes. */
  const text = (n = 8) => {
    const r = rand();
    if (r < 0.2) return pick(JA);
    if (r < 0.27) return `Note: ${words(n)}`;
    if (r < 0.32) return `${words(n)} (see issue #${int(1, 400)})`;
    if (r < 0.36) return `${words(3)} 'quoted' ${words(3)}`;
    const s = words(n);
    return `${s[0].toUpperCase()}${s.slice(1)}${chance(0.5) ? '.' : ''}`;
  };
  const paragraph = (sentences) => Array.from({ length: sentences }, () => text(int(6, 14))).join(' ');
  const lines = (n) => Array.from({ length: n }, () => text(int(5, 12))).join('\n');
  const slug = (n = 3) => Array.from({ length: n }, () => pick(EN)).join('-');
  /** Sizes as a repository has them: 0.5–8 KB, log-uniform, and one file in fifty 16–48 KB. */
  const size = () => (chance(0.02) ? int(16_000, 48_000) : Math.round(500 * 16 ** rand()));
  /** ISO 8601 timestamps as different writers print them. */
  const timestamp = (day) => {
    const d = new Date(Date.UTC(2025, 0, 1) + day * 86_400_000 + int(0, 86_399) * 1000);
    const iso = d.toISOString();
    const r = rand();
    if (r < 0.4) return iso.replace(/\.\d{3}Z$/, 'Z');
    if (r < 0.7) return iso;
    if (r < 0.85) return `${new Date(d.getTime() + 9 * 3_600_000).toISOString().slice(0, 19)}+09:00`;
    return `${iso.slice(0, 19)}.${String(int(0, 999999)).padStart(6, '0')}+00:00`;
  };
  return { pick, int, chance, words, text, paragraph, lines, slug, size, timestamp };
}

/** Fill `data` by calling `grow` until its JSON is about `target` characters long. */
function growTo(data, target, grow) {
  // Measured once per round, not per item: stringifying after every item made large corpora slow.
  let length = JSON.stringify(data).length;
  for (let round = 0; round < 20 && length < target; round++) {
    grow();
    const step = Math.max(20, JSON.stringify(data).length - length);
    for (let n = Math.floor((target - length) / step) - 1; n > 0; n--) grow();
    length = JSON.stringify(data).length;
  }
  return data;
}

/** Keys in a different order, as another agent (or a person editing) writes them: a few moved, or all shuffled. */
function reorder(data, t) {
  const entries = Object.entries(data);
  const r = t.pick([0, 0, 0, 0, 0, 0, 1, 1, 1, 2]);
  if (r === 0) return data;
  if (r === 1) {
    for (let n = t.int(1, 3); n > 0; n--) {
      const a = t.int(0, entries.length - 1);
      const b = t.int(0, entries.length - 1);
      [entries[a], entries[b]] = [entries[b], entries[a]];
    }
  } else {
    for (let i = entries.length - 1; i > 0; i--) {
      const j = t.int(0, i);
      [entries[i], entries[j]] = [entries[j], entries[i]];
    }
  }
  return Object.fromEntries(entries);
}

/** Rename a key in place, keeping its position: a typo'd key. */
function renameKey(data, from, to) {
  return Object.fromEntries(Object.entries(data).map(([k, v]) => [k === from ? to : k, v]));
}

function without(data, ...keys) {
  return Object.fromEntries(Object.entries(data).filter(([k]) => !keys.includes(k)));
}

/** Apply one of `breaks` (name → data → data) drawn at random; the name is kept for the tests. */
function breakWith(t, breaks, data) {
  const names = Object.keys(breaks);
  const name = t.pick(names);
  return { data: breaks[name](data), broke: name };
}

function writeYaml(t, rand, data, opts = {}) {
  const header = opts.header ?? (t.chance(0.1) ? [`# ${opts.path ?? 'generated'}`] : []);
  return finish(emitYaml(data, drawStyle(rand, opts.style), rand, { header }), rand, opts.finish);
}

function writeJson(t, rand, data, { compact = t.chance(0.3) } = {}) {
  // No BOM in JSON: JSON.parse and ajv-cli refuse it, and editors that add one to JSON are rare.
  return finish(emitJson(data, rand, { compact }), rand);
}

// ---------------------------------------------------------------------------------------------
// Spec 2: SubAgent Response

const AGENTS = [
  'manifest-gateway',
  'svg-forge',
  'flow-orchestrator',
  'layout-planner',
  'icon-resolver',
  'diagram-review',
  'code-review-bot',
  'style-checker',
  'doc-writer',
  'test-runner',
  'api-scanner',
  'data-mapper',
  'ocr-extractor',
  'translator-ja',
  'summary-writer',
  'security-review',
  'perf-profiler',
  'schema-linter',
  'asset-packer',
  'drawio-exporter',
  'manifest-validator',
  'edge-router',
  'label-placer',
  'theme-applier',
  'a11y-review',
];
const SEVERITIES = ['CRITICAL', 'HIGH', 'MEDIUM', 'MEDIUM', 'LOW', 'LOW'];

function subagentData(t, i) {
  const agent = t.pick(AGENTS);
  const review = /review/.test(agent);
  const status = t.pick([
    'success',
    'success',
    'success',
    'success',
    'success',
    'partial',
    'needs_revision',
    'needs_revision',
    'failed',
  ]);
  const next = {
    success: 'proceed',
    partial: t.pick(['proceed', 'revise']),
    failed: 'escalate',
    needs_revision: t.pick(['revise', 'regenerate']),
  }[status];
  const issue = () => {
    const item = { severity: t.pick(SEVERITIES), description: t.text(t.int(6, 16)) };
    if (t.chance(0.8)) item.action = t.text(t.int(4, 9));
    if (t.chance(0.1)) item.node_id = `node-${t.int(1, 99)}`;
    return item;
  };
  const data = {
    status,
    agent_name: agent,
    execution_time: t.chance(0.8) ? t.int(5, 900) : t.int(50, 9000) / 10,
  };
  if (t.chance(0.7))
    data.output_path = t.chance(0.5)
      ? `outputs/.workflow/${t.int(1e7, 9e7).toString(16)}/manifest.v${t.int(1, 4)}.md`
      : `outputs/${t.slug(2)}.drawio.svg`;
  else if (t.chance(0.3)) data.output_path = null;
  if (review || t.chance(0.15)) data.score = next === 'proceed' ? t.int(90, 100) : t.int(35, 89);
  if (review && t.chance(0.4)) data.round = t.int(1, 4);
  const issues = Array.from({ length: status === 'success' ? t.int(0, 2) : t.int(1, 4) }, issue);
  if (issues.length || t.chance(0.3)) data.issues = issues;
  data.next_action = next;
  if (status === 'needs_revision') data.revision_target = t.pick(['manifest-gateway', 'svg-forge']);
  else if (t.chance(0.15)) data.revision_target = null;
  if (t.chance(0.75)) {
    const metadata = {};
    if (t.chance(0.6)) metadata.complexity = t.pick(['simple', 'moderate', 'complex']);
    if (t.chance(0.4)) metadata.estimated_nodes = t.int(2, 60);
    if (t.chance(0.3)) metadata.estimated_edges = t.int(1, 90);
    if (t.chance(0.3)) metadata.input_type = t.pick(['text', 'image', 'markdown']);
    if (t.chance(0.3)) metadata.node_count = t.int(2, 40);
    if (t.chance(0.2)) metadata.self_validation = t.pick(['passed', 'skipped']);
    if (t.chance(0.2)) metadata.tokens_used = t.int(500, 90_000);
    data.metadata = metadata;
  }
  const notes = t.chance(0.15) ? [t.lines(t.int(2, 5))] : [];
  const notesStyle = t.pick(['|', '|-']);
  if (notes.length) data.notes = block(notes.join('\n'), notesStyle);
  if (t.chance(0.1)) data.trace_id = `trace-${i}`;
  // A long response is long in what its agent wrote, not in the number of its issues: the wild
  // corpus's responses have 0–2 issues, and the spec's examples at most 2. A few more issues, up
  // to 8, then paragraphs of notes (the literal block scalar agents log their reasoning in).
  const mostIssues = Math.max(data.issues?.length ?? 0, t.int(2, 8));
  growTo(data, t.size(), () => {
    if ((data.issues?.length ?? 0) < mostIssues) {
      data.issues ??= [];
      data.issues.push(issue());
      if (data.status === 'success' && data.next_action === 'proceed' && data.issues.length > 2 && !review)
        data.status = 'partial';
    } else {
      notes.push(t.chance(0.5) ? t.paragraph(t.int(2, 5)) : t.lines(t.int(2, 6)));
      data.notes = block(notes.join('\n'), notesStyle);
    }
  });
  return reorder(data, t);
}

const subagentBreaks = (t) => ({
  statusMisspelt: (d) => ({
    ...d,
    status: t.pick(['Success', 'in-progress', 'completed', 'needs-revision', 'SUCCESS']),
  }),
  noExecutionTime: (d) => without(d, 'execution_time'),
  executionTimeString: (d) => ({ ...d, execution_time: t.pick(['300s', '8m 45s', '120']) }),
  executionTimeZero: (d) => ({ ...d, execution_time: 0 }),
  noRevisionTarget: (d) => ({ ...without(d, 'revision_target'), status: 'needs_revision', next_action: 'revise' }),
  unknownRevisionTarget: (d) => ({
    ...d,
    status: 'needs_revision',
    next_action: 'revise',
    revision_target: t.pick(['router-agent', 'manifest_gateway', 'svg-review', 'layout-planner', 'user']),
  }),
  nextActionMismatch: (d) => ({ ...d, status: 'failed', next_action: 'proceed' }),
  regenerateWithoutIssues: (d) => ({
    ...without(d, 'issues'),
    status: 'needs_revision',
    next_action: 'regenerate',
    revision_target: 'svg-forge',
  }),
  reviewWithoutScore: (d) => ({
    ...without(d, 'score'),
    agent_name: 'diagram-review',
    status: 'success',
    next_action: 'proceed',
  }),
  scoreOutOfRange: (d) => ({ ...d, score: t.pick([150, -5, 101]) }),
  roundOutOfRange: (d) => ({ ...d, round: t.pick([0, 5, 2.5]) }),
  severityMisspelt: (d) => ({
    ...d,
    issues: [{ severity: t.pick(['High', 'BLOCKER', 'medium', 'P1']), description: t.text(8) }, ...(d.issues ?? [])],
  }),
  agentNameTemplate: (d) => ({ ...d, agent_name: raw('{agent_name}', '{agent_name}') }),
  angleLeftover: (d) => ({ ...d, issues: [{ severity: 'HIGH', description: '<description>', action: '<ID>' }] }),
  outputPathOutside: (d) => ({
    ...d,
    output_path: t.pick(['/home/runner/work/out.drawio.svg', '../outputs/flow.drawio.svg', 'C:\\Users\\dev\\flow.svg']),
  }),
  keyTypo: (d) =>
    renameKey(
      d.next_action ? d : { ...d, next_action: 'proceed' },
      'next_action',
      t.pick(['next_acton', 'nextaction', 'next_actoin']),
    ),
  proceedBelowThreshold: (d) => ({ ...d, status: 'success', next_action: 'proceed', score: t.int(40, 89) }),
  retiredAgent: (d) => ({
    ...d,
    agent_name: t.pick(['router-agent', 'planner-agent', 'manifest-review', 'svg-review']),
    score: 95,
    status: 'success',
    next_action: 'proceed',
  }),
  complexityMisspelt: (d) => ({
    ...d,
    metadata: { ...(d.metadata ?? {}), complexity: t.pick(['medium', 'Moderate', 'hard']) },
  }),
});

function subagentFile(t, rand, i, broken, dir) {
  let data = subagentData(t, i);
  let broke;
  if (broken) ({ data, broke } = breakWith(t, subagentBreaks(t), data));
  const name = t.chance(0.5)
    ? `response-${i}`
    : `${typeof data.agent_name === 'string' ? data.agent_name : 'agent'}-${i}`;
  // 30% JSON, pretty or compact, as runSubagent's callers log it; the rest YAML as the spec shows it.
  if (t.chance(0.3)) return { path: `${dir}/${name}.json`, text: writeJson(t, rand, data), broke };
  return { path: `${dir}/${name}.yaml`, text: writeYaml(t, rand, data), broke };
}

// ---------------------------------------------------------------------------------------------
// Spec 1: Handoff envelope

const EXPLORER_SUBTYPES = [
  'tech',
  'domain',
  'ui',
  'integration',
  'nfr',
  'controller',
  'model',
  'service',
  'jobs',
  'isml',
  'client',
];
const REVIEWER_SUBTYPES = [
  'completeness',
  'consistency',
  'quality',
  'testability',
  'nfr',
  'security',
  'performance',
  'bestpractice',
];

function envelopeData(t) {
  const kind = t.pick([
    'explorer',
    'explorer',
    'explorer',
    'reviewer',
    'reviewer',
    'reviewer',
    'planner',
    'writer',
    'aggregator',
    'aggregator',
  ]);
  const status =
    kind === 'aggregator' ? 'ok' : t.pick(['ok', 'ok', 'ok', 'ok', 'ok', 'ok', 'ok', 'needs_input', 'blocked']);
  const data = { kind };
  const lists = () => {
    if (status === 'needs_input' || t.chance(0.7))
      data.open_questions = status === 'needs_input' ? Array.from({ length: t.int(1, 3) }, () => `${t.text(8)}?`) : [];
    if (status === 'blocked' || t.chance(0.6)) data.blockers = status === 'blocked' ? [t.text(9)] : [];
  };
  const artifact = (type, path) => ({
    path: path ?? t.pick(SUPPORT.filter((p) => p.startsWith('.work/') || p.startsWith('docs/'))),
    type,
  });
  const issue = (p) => ({
    id: `${kind.slice(0, 4).toUpperCase()}-${p}-${String(t.int(1, 999)).padStart(3, '0')}`,
    category: t.pick(['missing_ac', 'global_require', 'missing_cache', 'nfr_gap', 'encoding_off', 'naming']),
    description: t.text(t.int(6, 14)),
    location: `${t.pick(SUPPORT)}:${t.int(1, 400)}`,
    fix: t.text(t.int(4, 8)),
  });
  if (kind === 'explorer') {
    const sub = t.pick(EXPLORER_SUBTYPES);
    data.agent_id = t.chance(0.6)
      ? `explorer:${sub}#shard-${t.pick(['frontend', 'backend', 'api', String(t.int(1, 9))])}`
      : `explorer:${sub}`;
    if (t.chance(0.6)) data.mode = t.pick(['greenfield', 'brownfield']);
    data.status = status;
    data.artifacts = [artifact('context', '.work/01_explorer/tech.md')];
    data.findings = {
      tech_stack: {
        language: t.pick(['TypeScript', 'JavaScript', 'Rust', 'Python']),
        framework: t.pick(['Next.js', 'SFRA', 'FastAPI', 'Axum']),
        runtime: t.pick(['Node 20', 'Node 22', 'Python 3.12']),
      },
      dependencies: {
        production: [
          { name: t.pick(EN), version: `${t.int(1, 9)}.${t.int(0, 20)}.${t.int(0, 9)}`, purpose: t.text(5) },
        ],
        development: [],
      },
      architecture: {
        pattern: t.pick(['layered', 'hexagonal', 'MVC']),
        layers: [{ name: 'controllers', path: 'src/controllers' }],
      },
      constraints: [t.text(8)],
      technical_debt: [],
    };
    lists();
    data.next = 'aggregator';
    return {
      data,
      grow: () =>
        t.chance(0.5)
          ? data.findings.constraints.push(t.text(t.int(6, 14)))
          : data.findings.dependencies.production.push({
              name: t.slug(1),
              version: `${t.int(1, 9)}.${t.int(0, 9)}.0`,
              purpose: t.text(5),
            }),
    };
  }
  if (kind === 'reviewer') {
    data.agent_id = `reviewer:${t.pick(REVIEWER_SUBTYPES)}`;
    data.status = status;
    const findings = {};
    for (const p of ['p0', 'p1', 'p2'])
      if (t.chance(p === 'p0' ? 0.2 : 0.5))
        findings[`${p}_issues`] = Array.from({ length: t.int(1, 3) }, () => issue(p.toUpperCase()));
    const highest = ['p0', 'p1', 'p2'].find((p) => findings[`${p}_issues`]?.length);
    data.severity = highest ? highest.toUpperCase() : null;
    data.artifacts = [artifact('review', '.work/06_reviewer/completeness.md')];
    data.findings = findings;
    data.summary = { total_stories: t.int(3, 40) };
    lists();
    data.next = 'aggregator';
    return {
      data,
      grow: () => {
        const p = t.pick(['p1', 'p2']);
        (data.findings[`${p}_issues`] ??= []).push(issue(p.toUpperCase()));
        data.severity = ['p0', 'p1', 'p2'].find((q) => data.findings[`${q}_issues`]?.length).toUpperCase();
      },
    };
  }
  if (kind === 'planner') {
    data.agent_id = 'req:planner';
    if (t.chance(0.7)) data.mode = t.pick(['greenfield', 'brownfield']);
    data.status = status;
    data.artifacts = [artifact('story_map', '.work/04_story_map.md')];
    data.summary = {
      total_epics: t.int(1, 6),
      total_features: t.int(2, 12),
      total_stories: t.int(3, 40),
      mvp_stories: t.int(1, 20),
      dependencies: [],
    };
    data.traceability = [];
    lists();
    data.next = 'writer';
    return {
      data,
      grow: () => {
        data.summary.dependencies.push({
          from: `US-${t.int(1, 99)}`,
          to: `US-${t.int(1, 99)}`,
          type: t.pick(['data', 'feature', 'technical', 'business']),
        });
        data.traceability.push({
          story_id: `US-${t.int(1, 99)}`,
          sources: [{ type: t.pick(['interview', 'context']), ref: `Q-${String(t.int(1, 60)).padStart(3, '0')}` }],
        });
      },
    };
  }
  if (kind === 'writer') {
    data.agent_id = 'req:writer';
    if (t.chance(0.7)) data.mode = t.pick(['greenfield', 'brownfield']);
    data.status = status;
    data.artifacts = [artifact('story', 'docs/requirements/user-stories.md')];
    data.summary = {
      total_stories: t.int(3, 40),
      total_ac: t.int(5, 120),
      ac_per_story_avg: t.int(10, 50) / 10,
      stories_with_failure_ac: t.int(0, 10),
    };
    data.traceability = [];
    lists();
    data.next = 'reviewer';
    return {
      data,
      grow: () =>
        data.traceability.push({
          story_id: `US-${t.int(1, 99)}`,
          sources: [`Q-${String(t.int(1, 60)).padStart(3, '0')}`, `context:${t.pick(EN)}`],
        }),
    };
  }
  data.agent_id = t.pick(['req:aggregator', 'sfra:aggregator']);
  if (t.chance(0.5)) data.mode = t.pick(['greenfield', 'brownfield']);
  data.status = status;
  const merge = t.chance(0.5) ? 'review' : 'context';
  data.artifacts = [
    artifact(
      merge === 'review' ? 'unified_review' : 'unified_context',
      merge === 'review' ? '.work/07_review_unified.md' : '.work/02_context_unified.md',
    ),
  ];
  data.summary = {
    inputs_count: t.int(2, 12),
    conflicts_found: 0,
    conflicts_resolved: 0,
    duplicates_removed: t.int(0, 9),
  };
  data.conflicts_resolved = [];
  if (merge === 'review') {
    const p0 = t.chance(0.2) ? t.int(1, 2) : 0;
    const p1 = t.int(0, 3);
    const result = p0 >= 1 ? 'veto' : p1 >= 2 ? 'reject' : 'pass';
    data.gate_decision = {
      p0_count: p0,
      p1_count: p1,
      p2_count: t.int(0, 8),
      result,
      return_phase: result === 'pass' ? null : t.int(3, 5),
    };
    data.open_questions = [];
    data.next = result === 'pass' ? 'done' : t.pick(['interviewer', 'planner', 'writer']);
  } else {
    data.open_questions = [];
    data.next = t.pick(['interviewer', 'planner']);
  }
  return {
    data,
    grow: () => {
      data.conflicts_resolved.push({
        id: `CONF-${t.int(1, 99)}`,
        source_a: `explorer:${t.pick(EXPLORER_SUBTYPES)}`,
        source_b: `explorer:${t.pick(EXPLORER_SUBTYPES)}`,
        resolution: t.text(8),
        reasoning: t.text(10),
      });
      data.summary.conflicts_found = data.summary.conflicts_resolved = data.conflicts_resolved.length;
    },
  };
}

const envelopeBreaks = (t) => ({
  statusMisspelt: (d) => ({ ...d, status: t.pick(['in-progress', 'OK', 'Done', 'needs-input', 'success']) }),
  statusAlternatives: (d) => ({ ...d, status: raw('ok | needs_input | blocked', 'ok | needs_input | blocked') }),
  shardPlaceholder: (d) => ({ ...d, agent_id: 'explorer:domain#${shard_id}' }),
  noNext: (d) => without(d, 'next'),
  kindMisspelt: (d) => ({ ...d, kind: t.pick(['reveiwer', 'Explorer', 'explore']) }),
  keyTypo: (d) => renameKey(d, 'agent_id', t.pick(['agentid', 'agent_ld', 'agnet_id'])),
  nextMismatch: (d) => ({ ...d, kind: 'explorer', next: 'writer' }),
  blockedWithoutBlockers: (d) => ({ ...d, status: 'blocked', blockers: [] }),
  artifactPathAbsolute: (d) => ({
    ...d,
    artifacts: [{ path: '/Users/dev/project/.work/01_explorer/tech.md', type: 'context' }],
  }),
  wrongType: (d) => ({ ...d, summary: { ...(d.summary ?? {}), total_stories: t.pick(['12', 'many', -1]) } }),
  nextListsAlternatives: (d) => ({
    ...d,
    next: raw('interviewer | planner | writer | done', 'interviewer | planner | writer | done'),
  }),
});

function envelopeFile(t, rand, i, broken, run) {
  const built = envelopeData(t);
  let data = growTo(built.data, t.size(), built.grow);
  data = reorder(data, t);
  let broke;
  if (broken) ({ data, broke } = breakWith(t, envelopeBreaks(t), data));
  const phase = {
    explorer: '01_explorer',
    reviewer: '06_reviewer',
    planner: '04_planner',
    writer: '05_writer',
    aggregator: '07_aggregator',
  }[built.data.kind];
  // A review aggregator's counts are drawn before its run's reviewers are, so it sits in a run of
  // its own (`.work/run-3/unified-7/`): beside them its counts would fall short of theirs, a finding.
  const folder = built.data.gate_decision ? `${run}/unified-${i}` : run;
  const base = `.work/${folder}/${phase}/${String(built.data.agent_id ?? 'agent').replace(/[:#]/g, '-')}-${i}`;
  const ext = t.pick(['yaml', 'yaml', 'yaml', 'yaml', 'yaml', 'yaml', 'yml', 'json']);
  if (ext === 'json') return { path: `${base}.json`, text: writeJson(t, rand, data), broke };
  return { path: `${base}.${ext}`, text: writeYaml(t, rand, data), broke };
}

// ---------------------------------------------------------------------------------------------
// Spec 3: handoff-{AgentName}.json

const HANDOFF_AGENTS = [
  'BackendBuilder',
  'TestAgent',
  'CodeReviewer',
  'SecurityScanner',
  'DocumentationDynamo',
  'CompanyFinder',
  'RankingEngine',
  'ReportGenerator',
  'FrontendBuilder',
  'DataMigrator',
  'MoneyFlowAnalyzer',
  'TechnicalAnalyzer',
  'EntryExitPlanner',
  'FundamentalAnalyzer',
];

function handoffData(t, agent, day) {
  const status = t.pick(['PASS', 'PASS', 'PASS', 'PASS_WITH_WARNINGS', 'PASS_WITH_FIXES', 'FAIL']);
  const loop = status === 'PASS_WITH_FIXES' || status === 'FAIL';
  let issueNo = 0;
  const issue = () => ({
    id: `${agent.replace(/[a-z]/g, '').slice(0, 3) || 'ISS'}-${String(++issueNo).padStart(3, '0')}`,
    severity: t.pick(['critical', 'high', 'medium', 'medium', 'low']),
    category: t.pick(['bug', 'security', 'performance', 'quality']),
    location: `${t.pick(SUPPORT.filter((p) => p.startsWith('src/')))}:${t.int(1, 400)}`,
    description: t.text(t.int(6, 14)),
    remediation: t.text(t.int(4, 9)),
    status: t.pick(['open', 'open', 'fixed', 'wontfix']),
  });
  const data = {
    from_agent: agent,
    to_agent: t.chance(0.1) ? 'COMPLETE' : t.pick(HANDOFF_AGENTS.filter((a) => a !== agent)),
    timestamp: t.timestamp(day),
    status,
    iteration: t.int(1, 3),
    loop_required: loop,
    loop_target: loop ? 'BackendBuilder' : null,
    loop_reason: loop
      ? t.pick(['BUGS_FOUND_IN_TESTS', 'CRITICAL_CODE_QUALITY_ISSUES', 'CRITICAL_SECURITY_VULNERABILITIES'])
      : null,
    artifacts: [
      {
        type: 'source_file',
        path: t.pick(SUPPORT.filter((p) => p.startsWith('src/'))),
        purpose: t.text(5),
        priority: t.pick(['critical', 'high', 'medium', 'low']),
      },
      { type: 'test_file', path: 'tests/unit/*.test.js', purpose: t.text(5), priority: 'high' },
    ],
    context: {
      design_decisions: [t.text(9)],
      known_limitations: [t.text(7)],
      assumptions: t.chance(0.2) ? [] : [t.text(7)],
    },
  };
  if (agent === 'BackendBuilder' || t.chance(0.2))
    data.test_requirements = { coverage: t.int(60, 95), critical_paths: [t.text(5)], edge_cases_to_test: [t.text(6)] };
  if (loop || t.chance(0.5)) data.issues = Array.from({ length: t.int(1, 3) }, issue);
  if (t.chance(0.7))
    data.metrics = {
      execution_time: `${t.int(1, 12)}m ${t.int(0, 59)}s`,
      lines_of_code: t.int(0, 2000),
      test_coverage: t.int(0, 100),
      quality_score: t.int(50, 99) / 10,
    };
  if (t.chance(0.15)) data.fixes_applied = [`BUG-001: ${t.text(6)}`];
  data.validation = {
    command: t.pick(['npm test', 'npm run lint && npm test', 'npm test -- --coverage --run', 'cargo test']),
    expected_result: t.text(5),
    checklist: [t.text(4), t.text(5)],
  };
  return {
    data,
    grow: () => {
      if (t.chance(0.4)) (data.issues ??= []).push(issue());
      else if (t.chance(0.5)) data.context.design_decisions.push(t.text(t.int(6, 14)));
      else data.validation.checklist.push(t.text(t.int(4, 9)));
    },
  };
}

const handoffBreaks = (t) => ({
  statusMisspelt: (d) => ({
    ...d,
    status: t.pick(['Pass', 'PASSED', 'CONDITIONAL_PASS', 'pass_with_warnings', 'Success']),
  }),
  timestampTemplate: (d) => ({ ...d, timestamp: t.pick(['YYYY-MM-DDTHH:mm:ssZ', 'ISO-8601', 'ISO 8601 timestamp']) }),
  timestampNoZone: (d) => ({
    ...d,
    timestamp: t.pick(['2025-01-14 12:00:00', '2025-01-14T12:00:00', '2025/01/14 12:00']),
  }),
  timestampImpossible: (d) => ({ ...d, timestamp: t.pick(['2025-02-30T10:00:00Z', '2025-13-01T00:00:00Z']) }),
  fromAgentMismatch: (d) => ({ ...d, from_agent: t.pick(['Someone', 'TestAgentV2', 'backendbuilder']) }),
  loopWithoutTarget: (d) => ({ ...d, loop_required: true, loop_target: null }),
  missingValidation: (d) => without(d, 'validation'),
  missingContext: (d) => without(d, 'context'),
  locationWithoutLine: (d) => ({
    ...d,
    issues: [{ id: 'LOC-001', severity: 'high', description: 'x', location: 'src/services/cabinetService.js' }],
  }),
  priorityMisspelt: (d) => ({
    ...d,
    artifacts: [{ ...d.artifacts[0], priority: t.pick(['urgent', 'High', 'P1']) }, ...d.artifacts.slice(1)],
  }),
  issueIdPlaceholder: (d) => ({ ...d, issues: [{ id: '<ID>', severity: 'medium', description: t.text(6) }] }),
  duplicateIssueIds: (d) => ({
    ...d,
    issues: [
      { id: 'DUP-001', severity: 'low', description: 'a' },
      { id: 'DUP-001', severity: 'low', description: 'b' },
    ],
  }),
  iterationString: (d) => ({ ...d, iteration: '1' }),
  keyTypo: (d) => renameKey(d, 'loop_required', t.pick(['loop_requried', 'loop_require', 'looprequired'])),
  loopTargetWithoutLoop: (d) => ({ ...d, loop_required: false, loop_target: 'BackendBuilder' }),
});

function handoffFile(t, rand, i, broken, session, used) {
  const agent = t.pick(HANDOFF_AGENTS);
  const built = handoffData(t, agent, Math.floor(i / 40));
  let data = reorder(growTo(built.data, t.size(), built.grow), t);
  let broke;
  if (broken) ({ data, broke } = breakWith(t, handoffBreaks(t), data));
  const dir = t.chance(0.8) ? `sessions/session_${String(session).padStart(3, '0')}/handoffs` : `pipelines/p${session}`;
  let path = `${dir}/handoff-${agent}.json`;
  // A second handoff of one agent in a folder carries a qualifier, as real pipelines write them.
  for (let k = 2; used.has(path); k++)
    path = `${dir}/handoff-${agent}-${t.pick(['iteration', 'CORRECTED', 'retry'])}-${k}.json`;
  used.add(path);
  // Spec 3 is JSON; mostly pretty-printed, as `JSON.stringify(x, null, 2)` writes it.
  return { path, text: writeJson(t, rand, data, { compact: t.chance(0.1) }), broke };
}

// ---------------------------------------------------------------------------------------------
// Spec 4: the intent family (.forge/)

function intentData(t, state, id) {
  const status = t.pick(['proposed', 'proposed', 'approved', 'approved', 'executing', 'done', 'done', 'blocked']);
  const data = {
    title: t.chance(0.3) ? t.pick(JA) : t.text(t.int(4, 8)),
    body: block(`${t.lines(t.int(1, 4))}\n`, '|'),
    type: t.pick(['feature', 'refactor', 'fix', 'fix', 'test', 'audit']),
    source: t.pick(['human', 'human', 'reflection']),
    risk: t.pick(['low', 'low', 'med', 'high']),
    status,
  };
  // A child that has started has a parent nobody waits on (intent/parent-not-approved).
  const parents = state.intents.filter((p) => p.referable && (status === 'proposed' || !p.waits));
  if (parents.length && t.chance(0.25)) data.parent = t.pick(parents).id;
  else if (t.chance(0.5)) data.parent = null;
  if (parents.length && t.chance(0.15)) data.depends_on = [t.pick(parents).id];
  // Unquoted, as the spec writes it, or quoted, as pfl-forge's tests do: both are strings in YAML 1.2.
  const created = t.timestamp(t.int(0, 400));
  data.created_at = t.chance(0.5) ? raw(created, created) : created;
  data.clarifications = [];
  if (t.chance(0.4)) {
    for (let n = t.int(1, 3); n > 0; n--)
      data.clarifications.push({
        question: `${t.text(8)}?`,
        answer: status === 'proposed' && t.chance(0.3) ? null : t.text(4),
      });
  }
  if (t.chance(0.3))
    data.sessions = {
      analyze: `sess-${t.int(1000, 9999)}`,
      implement: t.chance(0.5) ? `sess-${t.int(1000, 9999)}` : null,
    };
  return {
    data,
    grow: () => data.clarifications.push({ question: `${t.text(t.int(6, 14))}?`, answer: t.text(t.int(3, 10)) }),
  };
}

const intentBreaks = (t, state) => ({
  statusMisspelt: (d) => ({ ...d, status: t.pick(['in-progress', 'Done', 'in_review', 'Approved']) }),
  riskMisspelt: (d) => ({ ...d, risk: t.pick(['medium', 'High', 'critical']) }),
  missingTitle: (d) => without(d, 'title'),
  missingSource: (d) => without(d, 'source'),
  parentNotFound: (d) => ({ ...d, parent: `${t.slug(2)}-gone` }),
  dependencyNotFound: (d) => ({ ...d, depends_on: [`${t.slug(2)}-missing`] }),
  timestampImpossible: (d) => ({
    ...d,
    created_at: t.pick(['2025-02-30T10:00:00Z', '2025/02/22 10:00', 'YYYY-MM-DD']),
  }),
  titleTemplate: (d) => ({ ...d, title: raw('{title}', '{title}') }),
  keyTypo: (d) => renameKey(d, 'clarifications', t.pick(['clarification', 'clarificatons', 'clarifcations'])),
  questionMissing: (d) => ({ ...d, clarifications: [{ answer: t.text(3) }] }),
  typeMisspelt: (d) => ({ ...d, type: t.pick(['feture', 'refactr', 'bugfix']) }),
  sourceMisspelt: (d) => ({ ...d, source: t.pick(['Human', 'agent', 'reflect']) }),
  executingReference: (d) => ({ ...d, status: 'implementing' }),
});

function intentFile(t, rand, i, broken, state) {
  const id = `${t.slug(t.int(2, 3))}-${i}`;
  const built = intentData(t, state, id);
  let data = reorder(growTo(built.data, t.size(), built.grow), t);
  let broke;
  if (broken) ({ data, broke } = breakWith(t, intentBreaks(t, state), data));
  // Blocked intents get no tasks here: their tasks would have to have failed to agree (intent/status-vs-tasks).
  state.intents.push({
    id,
    status: data.status,
    referable: !broken,
    taskable: !broken && data.status !== 'blocked',
    waits: data.status === 'proposed' && data.risk !== 'low',
  });
  const path = `.forge/intents/${id}.yaml`;
  return { path, text: writeYaml(t, rand, data, { path }), broke };
}

function draftFile(t, rand, i, broken) {
  const front = {};
  if (t.chance(0.8)) front.type = t.pick(['feature', 'fix', 'refactor', 'test']);
  if (t.chance(0.5)) front.risk = t.pick(['low', 'med', 'high']);
  let body = `\n${t.chance(0.3) ? t.pick(JA) : t.text(8)}\n\n${t.paragraph(t.int(1, 4))}\n`;
  let broke;
  if (broken) {
    broke = t.pick(['emptyBody', 'riskMisspelt', 'typeMisspelt']);
    if (broke === 'emptyBody') body = '\n';
    if (broke === 'riskMisspelt') front.risk = 'medium';
    if (broke === 'typeMisspelt') front.type = 'feture';
  }
  const yaml = Object.keys(front).length
    ? emitYaml(front, drawStyle(rand, { documentMarker: false, comments: false }), rand)
    : '';
  return { path: `.forge/intent-drafts/${t.slug(3)}-${i}.md`, text: finish(`---\n${yaml}---\n${body}`, rand), broke };
}

function taskFile(t, rand, i, broken, state) {
  const intents = state.intents.filter((p) => p.taskable);
  if (!intents.length) return undefined;
  const intent = t.pick(intents);
  const siblings = state.tasks.filter((x) => x.intent === intent.id && x.referable);
  const id = `${t.slug(2)}-${i}`;
  const status =
    { proposed: 'pending', approved: 'pending', executing: t.pick(['pending', 'implementing']), done: 'done' }[
      intent.status
    ] ?? 'pending';
  const data = {
    intent_id: intent.id,
    title: t.text(t.int(4, 8)),
    plan: block(`${t.lines(t.int(2, 5))}\n`, t.pick(['|', '|-'])),
    relevant_files: [t.pick(SUPPORT.filter((p) => p.startsWith('src/')))],
    implementation_steps: [t.text(6), t.text(7)],
    context: t.chance(0.7) ? t.paragraph(t.int(1, 3)) : null,
    complexity: t.pick(['low', 'med', 'high']),
    depends_on: siblings.length && t.chance(0.5) ? [t.pick(siblings).id] : [],
    status,
  };
  growTo(data, t.size(), () => data.implementation_steps.push(t.text(t.int(5, 12))));
  let out = reorder(data, t);
  let broke;
  if (broken) {
    ({ data: out, broke } = breakWith(
      t,
      {
        intentNotFound: (d) => ({ ...d, intent_id: `${t.slug(2)}-unknown` }),
        statusMisspelt: (d) => ({ ...d, status: t.pick(['in-progress', 'Done', 'todo']) }),
        completedReference: (d) => ({ ...d, status: 'completed' }),
        complexityMisspelt: (d) => ({ ...d, complexity: t.pick(['medium', 'Low', 'hard']) }),
        noPlan: (d) => without(d, 'plan'),
        absoluteFile: (d) => ({ ...d, relevant_files: ['/Users/dev/app/src/handler/login.rs'] }),
        stepsNotList: (d) => ({ ...d, implementation_steps: t.text(8) }),
      },
      out,
    ));
  }
  // A task that breaks the status of a done intent would also change what the intent's rules say.
  if (broken && intent.status === 'done' && /status|completed/i.test(broke)) {
    out = { ...out, status: 'done', complexity: 'medium' };
    broke = 'complexityMisspelt';
  }
  state.tasks.push({
    id,
    intent: intent.id,
    referable: !broken || broke === 'noPlan' || broke === 'complexityMisspelt',
  });
  const path = `.forge/tasks/${intent.id}/${id}.yaml`;
  return { path, text: writeYaml(t, rand, out, { path }), broke };
}

function reviewFile(t, rand, i, broken, state) {
  const tasks = state.tasks.filter((x) => x.referable);
  if (!tasks.length) return undefined;
  const task = t.pick(tasks);
  const verdict = t.pick(['approved', 'approved', 'rejected']);
  let data = { task_id: task.id, verdict };
  if (verdict === 'rejected') data.issues = Array.from({ length: t.int(1, 4) }, () => t.text(t.int(8, 16)));
  if (t.chance(0.6)) data.suggestions = Array.from({ length: t.int(0, 3) }, () => t.text(t.int(6, 12)));
  data = reorder(data, t);
  let broke;
  if (broken) {
    ({ data, broke } = breakWith(
      t,
      {
        verdictMisspelt: (d) => ({ ...d, verdict: t.pick(['Approved', 'pass', 'rejected ']) }),
        rejectedWithoutIssues: (d) => ({ ...d, verdict: 'rejected', issues: [] }),
        taskNotFound: (d) => ({ ...d, task_id: `${t.slug(2)}-nope` }),
        missingVerdict: (d) => without(d, 'verdict'),
      },
      data,
    ));
  }
  const base = `.forge/reviews/${task.intent}/${task.id}-${i}`;
  if (t.chance(0.25)) return { path: `${base}.json`, text: writeJson(t, rand, data), broke };
  return { path: `${base}.yaml`, text: writeYaml(t, rand, data), broke };
}

function historyFile(t, rand, i, broken, state) {
  const intent = state.intents.length ? t.pick(state.intents) : { id: `${t.slug(2)}-old` };
  const outcome = t.pick(['success', 'success', 'success', 'failed', 'escalated']);
  const flow = ['analyze', 'implement', 'review'];
  const data = {
    intent_id: intent.id,
    intent_type: t.pick(['feature', 'fix', 'refactor']),
    intent_risk: t.pick(['low', 'med', 'high']),
    title: t.text(6),
    flow,
    step_results: flow.map((step) => ({
      step,
      duration_secs: t.int(5, 900),
      ...(t.chance(0.4) && {
        metadata: {
          session_id: `sess-${t.int(1000, 9999)}`,
          cost_usd: t.int(1, 300) / 100,
          duration_ms: t.int(1000, 90000),
          num_turns: t.int(1, 40),
        },
      }),
    })),
    outcome,
    failure_reason: outcome === 'failed' ? t.text(8) : null,
    observations: [],
    created_at: t.timestamp(t.int(0, 400)),
  };
  growTo(data, t.size(), () =>
    data.step_results.push({ step: t.pick(['implement', 'review']), duration_secs: t.int(5, 900) }),
  );
  let out = reorder(data, t);
  let broke;
  if (broken) {
    ({ data: out, broke } = breakWith(
      t,
      {
        outcomeMisspelt: (d) => ({ ...d, outcome: t.pick(['failure', 'Success', 'done']) }),
        failedWithoutReason: (d) => ({ ...d, outcome: 'failed', failure_reason: null }),
        durationString: (d) => ({
          ...d,
          step_results: [{ step: 'analyze', duration_secs: t.pick(['45s', -3, 1.5]) }, ...d.step_results],
        }),
        riskMisspelt: (d) => ({ ...d, intent_risk: 'medium' }),
      },
      out,
    ));
  }
  return { path: `.forge/knowledge/history/${intent.id}-${i}.yaml`, text: writeYaml(t, rand, out), broke };
}

function observationsFile(t, rand, state) {
  const entry = () => ({
    content: t.text(t.int(8, 16)),
    evidence: Array.from({ length: t.int(0, 3) }, () =>
      t.chance(0.7)
        ? { type: 'file', ref: t.pick(SUPPORT) }
        : { type: t.pick(['skill', 'history', 'decision']), ref: `.claude/skills/${t.slug(2)}/SKILL.md` },
    ),
    source: t.pick(['implement', 'reflect', 'audit']),
    intent_id: state.intents.length ? t.pick(state.intents).id : 'fix-login',
    processed: t.chance(0.5),
    created_at: t.timestamp(t.int(0, 400)),
  });
  const list = Array.from({ length: t.int(20, 60) }, entry);
  return { path: '.forge/observations.yaml', text: writeYaml(t, rand, list, { style: { documentMarker: false } }) };
}

// ---------------------------------------------------------------------------------------------
// Spec 5: agent-corp messages

const ENGINEERS = ['frontend', 'backend', 'security'];
const SECTIONS = {
  requirement: [
    ['概要', 'Summary'],
    ['背景', 'Background'],
    ['期待する成果', 'Expected outcomes'],
    ['制約条件', 'Constraints'],
    ['優先順位', 'Priorities'],
    ['備考', 'Notes'],
  ],
  instruction: [
    ['ゴール', 'Goal'],
    ['コンテキスト', 'Context'],
    ['成功基準', 'Success criteria'],
    ['制約条件', 'Constraints'],
    ['推奨アプローチ', 'Recommended approach'],
    ['優先順位', 'Priorities'],
    ['期限目安', 'Deadline'],
  ],
  task: [
    ['説明', 'Description'],
    ['完了条件', 'Completion criteria'],
    ['技術要件', 'Technical requirements'],
    ['依存関係', 'Dependencies'],
    ['参考資料', 'References'],
    ['備考', 'Notes'],
  ],
  report: [
    ['ステータス', 'Status'],
    ['完了項目', 'Completed items'],
    ['残作業', 'Remaining work'],
    ['成果物', 'Deliverables'],
    ['課題・懸念', 'Issues and concerns'],
    ['次のステップ', 'Next steps'],
    ['備考', 'Notes'],
  ],
  question: [
    ['背景', 'Background'],
    ['質問内容', 'Question'],
    ['緊急度', 'Urgency'],
  ],
  answer: [
    ['回答', 'Answer'],
    ['理由', 'Reason'],
    ['追加情報', 'Additional information'],
  ],
};
const TITLES = {
  requirement: ['要件', 'Requirement'],
  instruction: ['指示', 'Instruction'],
  task: ['タスク', 'Task'],
  report: ['報告', 'Report'],
  question: ['質問', 'Question'],
  answer: ['回答', 'Answer'],
};
const KIND_SUFFIX = {
  requirement: 'req',
  instruction: 'inst',
  task: 'task',
  report: 'rep',
  question: 'q',
  answer: 'a',
};
const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

function messageBody(t, type, english, size, omit) {
  const out = [`# ${TITLES[type][english ? 1 : 0]}: ${t.text(t.int(3, 6))}`, ''];
  for (const [ja, en] of SECTIONS[type]) {
    if (ja === omit) continue;
    out.push(`## ${english ? en : ja}`);
    const r = t.int(0, 4);
    if (r === 0) out.push(`- [ ] ${t.text(6)}`, `- [x] ${t.text(5)}`);
    else if (r === 1) out.push(t.paragraph(t.int(1, 3)));
    else if (r === 2)
      out.push(
        `| # | item | result |`,
        `|---|---|---|`,
        `| 1 | ${t.words(2)} | ✅ PASS |`,
        `| 2 | ${t.words(2)} | ❌ FAIL |`,
      );
    else if (r === 3)
      out.push('```bash', `npm run ${t.pick(['test', 'build', 'lint'])} -- --filter ${t.pick(EN)}`, '```');
    else out.push(`- ${t.text(5)}`, `- ${t.pick(JA)}`);
    out.push('');
  }
  while (out.join('\n').length < size) out.push(t.paragraph(t.int(2, 5)), '');
  return out.join('\n');
}

function messageFile(t, rand, i, broken, state) {
  const r = rand();
  // Folder, type, sender and recipient as spec 5's directory tree pairs them.
  let type, from, to, folder, parent, contextId;
  const pool = (kind) => state.messages.filter((m) => m.type === kind && m.referable);
  const engineer = t.pick(ENGINEERS);
  if (r < 0.08) [type, from, to, folder] = ['requirement', 'human', 'ceo', 'shared/requirements'];
  else if (r < 0.18)
    [type, from, to, folder, parent] = ['instruction', 'ceo', 'pm', 'shared/instructions/pm', pool('requirement')];
  else if (r < 0.5)
    [type, from, to, folder, parent] = ['task', 'pm', engineer, `shared/tasks/${engineer}`, pool('instruction')];
  else if (r < 0.78)
    [type, from, to, folder, parent] = [
      'report',
      engineer,
      'pm',
      `shared/reports/engineers/${engineer}`,
      pool('task').filter((m) => m.to === engineer),
    ];
  else if (r < 0.83)
    [type, from, to, folder, parent] = ['report', 'pm', 'ceo', 'shared/reports/pm', pool('instruction')];
  else if (r < 0.85)
    [type, from, to, folder, parent] = ['report', 'ceo', 'human', 'shared/reports/human', pool('requirement')];
  else if (r < 0.93) {
    const other = t.pick(['frontend', 'backend', 'security', 'pm'].filter((x) => x !== engineer));
    [type, from, to, folder] = ['question', engineer, other, `shared/questions/${engineer}-to-${other}`];
    contextId = pool('task');
  } else {
    const questions = pool('question').filter((m) => m.status === 'completed');
    if (!questions.length) return undefined;
    const q = t.pick(questions);
    [type, from, to, folder, parent] = ['answer', q.to, q.from, 'shared/questions/answers', [q]];
  }
  const day = Math.floor(i / 50);
  const date = new Date(Date.UTC(2025, 0, 1) + day * 86_400_000).toISOString().slice(0, 10).replace(/-/g, '');
  const id = t.chance(0.8)
    ? `${date}-${String(state.messages.length % 1000).padStart(3, '0')}-${KIND_SUFFIX[type]}`
    : `0${Array.from({ length: 25 }, () => t.pick([...CROCKFORD])).join('')}`;
  const created = new Date(Date.UTC(2025, 0, 1) + day * 86_400_000 + t.int(0, 80_000) * 1000);
  const iso = (d) =>
    t.chance(0.7)
      ? d.toISOString().replace(/\.\d{3}Z$/, 'Z')
      : `${new Date(d.getTime() + 9 * 3_600_000).toISOString().slice(0, 19)}+09:00`;
  const status = {
    requirement: t.pick(['pending', 'in_progress', 'completed']),
    instruction: t.pick(['pending', 'in_progress']),
    task: t.pick(['pending', 'pending', 'in_progress', 'completed', 'blocked']),
    report: t.pick(['completed', 'completed', 'in_progress', 'blocked']),
    // Every other question is answered (completed): only those are answered, so none waits with its answer beside it.
    question: i % 2 === 0 ? 'completed' : 'pending',
    answer: 'completed',
  }[type];
  let header = {
    id,
    from,
    to,
    type,
    priority: t.pick(['critical', 'high', 'high', 'medium', 'medium', 'low']),
    status,
    created_at: iso(created),
  };
  if (t.chance(0.4)) header.updated_at = iso(new Date(created.getTime() + t.int(60, 86_400) * 1000));
  if (parent?.length) header.parent_id = t.pick(parent).id;
  else if (parent && t.chance(0.3)) header.parent_id = null;
  if (contextId?.length && t.chance(0.8)) header.context_id = t.pick(contextId).id;
  header = reorder(header, t);
  let omit;
  let broke;
  let bracket = false;
  const breaks = {
    statusMisspelt: (d) => ({ ...d, status: t.pick(['in-progress', 'COMPLETED', 'done', 'Pending']) }),
    priorityMisspelt: (d) => ({ ...d, priority: t.pick(['urgent', 'HIGH', 'normal', 'P1']) }),
    missingCreatedAt: (d) => without(d, 'created_at'),
    timestampNoZone: (d) => ({ ...d, created_at: t.pick(['2025-01-24 12:00', '2025-01-24T12:00:00', '2025-01-24']) }),
    folderMismatch: (d) => ({
      ...d,
      to: type === 'task' ? t.pick(ENGINEERS.filter((e) => e !== to)) : d.to,
      from: type === 'task' ? d.from : t.pick(['pm', 'ceo', 'human'].filter((x) => x !== from)),
    }),
    parentNotFound: (d) => ({ ...d, parent_id: `20240101-${t.int(900, 999)}-inst` }),
    idTemplate: (d) => ({ ...d, id: '01HQXYZ...' }),
    keyTypo: (d) => renameKey(d, 'priority', t.pick(['priorty', 'prority', 'piority'])),
    updatedBeforeCreated: (d) => ({ ...d, updated_at: iso(new Date(created.getTime() - 86_400_000)) }),
    bodyPlaceholder: (d) => d,
    missingSection: (d) => d,
    bracketHeader: (d) => d,
  };
  if (broken) {
    // The bracket header is what agent-corp's real files use: weighted like two kinds of break.
    const names = [...Object.keys(breaks), 'bracketHeader'];
    broke = t.pick(names);
    header = breaks[broke](header);
    if (broke === 'missingSection') omit = SECTIONS[type][t.int(0, SECTIONS[type].length - 1)][0];
    if (broke === 'bracketHeader') bracket = true;
  }
  // Others may answer or refer to this message only if its id and kind hold.
  state.messages.push({
    id,
    type,
    from,
    to,
    status,
    referable:
      !broken ||
      ![
        'idTemplate',
        'folderMismatch',
        'bracketHeader',
        'keyTypo',
        'statusMisspelt',
        'missingCreatedAt',
        'timestampNoZone',
        'priorityMisspelt',
      ].includes(broke),
  });
  const english = t.chance(0.3);
  let body = messageBody(t, type, english, t.size(), omit);
  if (broke === 'bodyPlaceholder')
    body = body.replace(
      /\n## ([^\n]+)\n/,
      (m, h) =>
        `\n## ${h}\n${t.pick(['{タイトル}', '{何を実現したいか}', '- {成果1}', '{completed|in_progress|blocked}'])}\n`,
    );
  const name = `${folder}/${id}${t.chance(0.15) ? `-${t.pick(['report', 'final', 'task'])}` : ''}.md`;
  if (bracket) {
    const kind = type.toUpperCase();
    const text = `[${kind} TO: ${to.toUpperCase()}]\nTask: ${id}\nStatus: ${status.toUpperCase()}\nPriority: ${String(header.priority ?? 'high').toUpperCase()}\nDetails: ${t.text(8)}\n[/${kind}]\n\n---\n\n${body}`;
    return { path: name, text: finish(text, rand), broke };
  }
  const yaml = emitYaml(
    header,
    drawStyle(rand, { documentMarker: false, blockScalars: false, flowSequences: 0, flowMappings: 0 }),
    rand,
  );
  return { path: name, text: finish(`---\n${yaml}---\n\n${body}`, rand), broke };
}

// ---------------------------------------------------------------------------------------------

/** How many of each format a repository holds, per 100 files: what kind of file to write next. */
const MIX = [
  ['subagent', 25],
  ['envelope', 20],
  ['message', 25],
  ['handoff', 10],
  ['intent', 8],
  ['task', 5],
  ['history', 2],
  ['review', 2],
  ['draft', 3],
];

/**
 * Whether the i-th file gets a finding: exactly `rate` of files, spread evenly from a seeded
 * offset, so the share lands on the setting at any size while each file's format stays random.
 */
function quota(rate, rand) {
  const offset = rand();
  let i = 0;
  return () => {
    const due = Math.floor((i + 1) * rate + offset) > Math.floor(i * rate + offset);
    i++;
    return due;
  };
}

/**
 * A byte-order mark is itself a finding (a notice: it is ignored), so only files that have one
 * already get it: one in ten of them, YAML and Markdown (JSON.parse and ajv-cli refuse it).
 */
function withBom(file, rand) {
  return file.broke && !file.path.endsWith('.json') && !file.text.startsWith('\ufeff') && rand() < 0.1
    ? `\ufeff${file.text}`
    : file.text;
}

function support(files) {
  for (const path of SUPPORT)
    files.set(path, path.endsWith('.md') ? `# ${path}\n\nWritten by hand.\n` : `// ${path}\n`);
  files.set(CONFIG, '# benchmark corpus root\n');
}

/**
 * The varied corpus as path → text: `count` handoff files of all five formats, about
 * `findingRate` of them with findings, plus the files they point at and an empty config.
 * `broken` (path → the break applied) says which files were given a finding, for the tests.
 */
export function variedCorpusFiles(count, { seed = 42, findingRate = 0.1 } = {}) {
  const rand = prng(seed);
  const t = tools(rand);
  const due = quota(findingRate, rand);
  const files = new Map();
  const broken = new Map();
  const state = { intents: [], tasks: [], messages: [] };
  const usedHandoffs = new Set();
  const total = MIX.reduce((sum, [, weight]) => sum + weight, 0);
  // The one observations file of the repository: always clean, like the handoffs' targets.
  const observations = count >= 50 ? 1 : 0;
  for (let i = 0; files.size < count - observations; i++) {
    let r = rand() * total;
    const kind = MIX.find(([, weight]) => (r -= weight) < 0)[0];
    const run = `run-${Math.floor(i / 60)}`;
    const isBroken = due();
    const file =
      kind === 'subagent'
        ? subagentFile(t, rand, i, isBroken, `outputs/.workflow/${run}`)
        : kind === 'envelope'
          ? envelopeFile(t, rand, i, isBroken, run)
          : kind === 'handoff'
            ? handoffFile(t, rand, i, isBroken, Math.floor(i / 80), usedHandoffs)
            : kind === 'intent'
              ? intentFile(t, rand, i, isBroken, state)
              : kind === 'task'
                ? taskFile(t, rand, i, isBroken, state)
                : kind === 'review'
                  ? reviewFile(t, rand, i, isBroken, state)
                  : kind === 'history'
                    ? historyFile(t, rand, i, isBroken, state)
                    : kind === 'draft'
                      ? draftFile(t, rand, i, isBroken)
                      : messageFile(t, rand, i, isBroken, state);
    if (!file || files.has(file.path)) continue;
    files.set(file.path, withBom(file, rand));
    if (file.broke) broken.set(file.path, file.broke);
  }
  if (observations) {
    const file = observationsFile(t, rand, state);
    files.set(file.path, file.text);
  }
  support(files);
  return Object.assign(files, { broken });
}

/**
 * SubAgent Responses only, for the comparison with ajv-cli: YAML at
 * `outputs/.workflow/<run>/*.yaml` and, for 30% of them, JSON at `outputs/.workflow/<run>/*.json`.
 * ajv-cli is given both globs, so it reads every file handoff-gate reads.
 */
export function variedSubagentResponseFiles(count, { seed = 7, findingRate = 0.1 } = {}) {
  const rand = prng(seed);
  const t = tools(rand);
  const due = quota(findingRate, rand);
  const files = new Map();
  const broken = new Map();
  for (let i = 0; files.size < count; i++) {
    const file = subagentFile(t, rand, i, due(), `outputs/.workflow/run-${Math.floor(i / 100)}`);
    if (files.has(file.path)) continue;
    files.set(file.path, withBom(file, rand));
    if (file.broke) broken.set(file.path, file.broke);
  }
  support(files);
  return Object.assign(files, { broken });
}
