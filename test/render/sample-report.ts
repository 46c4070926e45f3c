import type { Finding } from '../../src/report/finding.js';
import type { Chain, GateItem, InboxItem, Report } from '../../src/report/report.js';
import type { RuleInfo } from '../../src/core/define-rule.js';

/** Text a hostile handoff file could carry into a comment. */
export const HOSTILE =
  'ping @octocat <!-- handoff-gate:report --> a | b <script>alert(1)</script> `x` ``y``\nsecond line ![img](https://e.vil/p.png) [x](javascript:alert(1))';

export const RULES: RuleInfo[] = [
  {
    id: 'envelope/required',
    severity: 'error',
    summary: 'A field the spec requires is missing.',
    rationale: 'Readers need it.',
  },
  {
    id: 'envelope/key-typo',
    severity: 'warning',
    summary: 'An unknown key one edit away from a known one.',
    rationale: 'Its value is lost.',
  },
  {
    id: 'message/folder-mismatch',
    severity: 'warning',
    summary: 'The folder disagrees with `type`.',
    rationale: 'Nobody polls it.',
  },
  { id: 'intent/note', severity: 'notice', summary: 'Something worth knowing.', rationale: 'Worth knowing.' },
];

export function finding(
  path: string,
  line: number,
  severity: Finding['severity'],
  ruleId: string,
  message: string,
  column = 1,
): Finding {
  return { path, line, column, ruleId, severity, message };
}

export function gateItem(
  priority: GateItem['priority'],
  id: string,
  description: string,
  source: { path: string; line: number },
  extra: Partial<GateItem> = {},
): GateItem {
  return { priority, id, category: 'security', description, source, ...extra };
}

export function inboxItem(key: string, title: string, extra: Partial<InboxItem> = {}): InboxItem {
  return {
    key,
    reason: 'approval',
    path: '.forge/intents/fix-login.yaml',
    line: 1,
    title,
    format: 'intent',
    risk: 'high',
    actions: ['/approve', '/reject [reason]'],
    details: [{ label: 'risk', value: 'high' }],
    ...extra,
  };
}

/** An agent name that tries to end its Mermaid label and add a `click` with a script. */
export const EVIL_AGENT = 'Evil"]; click X "javascript:alert(1)"';

/** A chain whose agent names, status words and edge labels are hostile. */
function hostileChain(review: string): Chain {
  const evil = EVIL_AGENT.toLowerCase();
  return {
    nodes: [
      {
        id: 'reviewer:security',
        label: 'reviewer:security',
        status: 'failed',
        declared: 'reject <b>@octocat</b>',
        path: review,
        line: 2,
      },
      { id: evil, label: EVIL_AGENT, status: 'blocked', declared: HOSTILE, path: 'shared/reports/r.md', line: 5 },
      { id: '@octocat', label: '@octocat', status: 'waiting', path: 'shared/reports/r.md', line: 3 },
    ],
    edges: [
      { from: 'reviewer:security', to: evil, label: 'task' },
      { from: evil, to: '@octocat', label: HOSTILE },
      { from: '@octocat', to: 'reviewer:security', label: 'loop', loop: true },
    ],
  };
}

/** Two handoff files with problems, one clean, P0/P1/P2 items, an inbox item, hostile text everywhere. */
export function sampleReport(): Report {
  const review = '.work/review.yaml';
  const items: GateItem[] = [
    gateItem(
      'P0',
      'SEC-1',
      `SQL injection ${HOSTILE}`,
      { path: review, line: 12 },
      { location: 'src/db.ts:42', fix: 'Use bound parameters | not `concat`' },
    ),
    gateItem(
      'P1',
      'PERF-2',
      'N+1 query in the list view',
      { path: review, line: 20 },
      { category: 'performance', location: 'the list view' },
    ),
    gateItem('P2', 'STYLE-3', 'Naming', { path: review, line: 28 }, { category: 'style' }),
  ];
  return {
    version: 1,
    files: [
      { path: review, format: 'envelope' },
      { path: 'shared/reports/r.md', format: 'message' },
      { path: '.forge/intents/fix-login.yaml', format: 'intent' },
    ],
    findings: [
      finding(review, 3, 'error', 'envelope/required', '`agent_id` is required.'),
      finding(
        review,
        5,
        'warning',
        'envelope/key-typo',
        `\`statsu\` is not a known key; did you mean \`status\`? ${HOSTILE}`,
        3,
      ),
      finding('shared/reports/r.md', 2, 'error', 'message/type', 'Odd backtick ` count @octocat'),
      finding(
        'shared/reports/r.md',
        4,
        'warning',
        'message/folder-mismatch',
        'The folder says `reports`, `type` says `question`.',
      ),
      finding('.forge/intents/fix-login.yaml', 7, 'notice', 'intent/note', 'Consider adding `owner`.'),
    ],
    gate: {
      result: 'veto',
      counted: 'veto',
      declaredBy: [],
      p0: 1,
      p1: 1,
      p2: 1,
      p3: 0,
      items,
      sources: [
        {
          path: review,
          format: 'envelope',
          declared: 'reject <b>@octocat</b>',
          counts: { P0: 1, P1: 1, P2: 1, P3: 0 },
        },
      ],
    },
    risk: { level: 'high', reasons: ['1 unresolved P0 finding', `intent fix-login says ${HOSTILE}`] },
    inbox: [inboxItem('intent/fix-login', `Approve: ${HOSTILE}`)],
    chain: hostileChain(review),
  };
}

export function cleanReport(): Report {
  return {
    version: 1,
    files: [{ path: 'a/handoff-1.json', format: 'handoff' }],
    findings: [],
    gate: { result: 'pass', counted: 'pass', declaredBy: [], p0: 0, p1: 0, p2: 0, p3: 0, items: [], sources: [] },
    risk: { level: null, reasons: [] },
    inbox: [],
    chain: { nodes: [], edges: [] },
  };
}
