import { describe, expect, it } from 'vitest';
import type { ConfigFile } from '../../src/config/schema.js';
import { checkFiles } from '../helpers/check-files.js';

/**
 * Spec 5's directory tree fixes a message's kind, sender and recipient by its folder:
 * `requirements/` human → ceo, `instructions/pm/` ceo → pm, `tasks/{type}/` pm → {type},
 * `reports/engineers/{type}/` {type} → pm, `reports/pm/` pm → ceo, `reports/human/` ceo → human,
 * `questions/{from}-to-{to}/`, and `questions/answers/` (answers: from the one asked, to the
 * asker). Each row is one file; `expected` lists the findings of the folder rules, each with the
 * words its message must carry, and no other finding may sit on their lines (no cascade).
 */

type Fields = Record<string, string>;

const BASE: Fields = {
  id: '20250124-003-task',
  from: 'pm',
  to: 'frontend',
  type: 'task',
  priority: 'high',
  status: 'pending',
  created_at: '2025-01-24T12:00:00Z',
};

/** Spec 5's common header in block style, with these fields changed; the body is free text. */
function message(fields: Fields = {}, options: { eol?: string; bom?: boolean } = {}): string {
  const eol = options.eol ?? '\n';
  const lines = Object.entries({ ...BASE, ...fields }).map(([k, v]) => `${k}: ${v}`);
  return `${options.bom ? '\uFEFF' : ''}${['---', ...lines, '---', '', '# タイトル', '', '本文', ''].join(eol)}`;
}

const RULES = ['message/folder-mismatch', 'message/answer-direction'];

interface Row {
  name: string;
  path: string;
  text: string;
  /** [line, column, ruleId, severity, words the message carries]. */
  expected: Array<[number, number, string, 'error' | 'warning', string[]]>;
  config?: ConfigFile;
  /** Other files of the repository (a question an answer refers to). */
  others?: Record<string, string>;
}

const rows: Row[] = [
  // requirements/: human → ceo
  {
    name: 'a requirement from the PM',
    path: 'shared/requirements/20250124-001-req.md',
    text: message({ id: '20250124-001-req', from: 'pm', to: 'ceo', type: 'requirement' }),
    expected: [
      [
        3,
        7,
        'message/folder-mismatch',
        'error',
        ['`from` is `pm`', 'requirements from `human` to `ceo`', 'Write `from: human`'],
      ],
    ],
  },
  {
    name: 'a requirement with sender and recipient swapped: one finding per field',
    path: 'shared/requirements/20250124-001-req.md',
    text: message({ id: '20250124-001-req', from: 'ceo', to: 'human', type: 'requirement' }),
    expected: [
      [3, 7, 'message/folder-mismatch', 'error', ['Write `from: human`']],
      [4, 5, 'message/folder-mismatch', 'error', ['Write `to: ceo`']],
    ],
  },
  {
    name: 'a task filed under requirements/: one finding, move it',
    path: 'shared/requirements/20250124-003-task.md',
    text: message(),
    expected: [
      [
        5,
        7,
        'message/folder-mismatch',
        'error',
        [
          'This is a task from `pm` to `frontend`',
          'move the file to `shared/tasks/frontend/`',
          'write `type: requirement`, `from: human` and `to: ceo`',
        ],
      ],
    ],
  },
  {
    name: 'a requirement from the PM, CRLF and a BOM',
    path: 'shared/requirements/20250124-001-req.md',
    text: message({ id: '20250124-001-req', from: 'pm', to: 'ceo', type: 'requirement' }, { eol: '\r\n', bom: true }),
    expected: [[3, 7, 'message/folder-mismatch', 'error', ['Write `from: human`']]],
  },
  // instructions/pm/: ceo → pm
  {
    name: 'an instruction from the human',
    path: 'shared/instructions/pm/20250124-002-inst.md',
    text: message({ id: '20250124-002-inst', from: 'human', to: 'pm', type: 'instruction' }),
    expected: [[3, 7, 'message/folder-mismatch', 'error', ['instructions from `ceo` to `pm`', 'Write `from: ceo`']]],
  },
  {
    name: 'an instruction to the PM in another inbox',
    path: 'shared/instructions/frontend/20250124-002-inst.md',
    text: message({ id: '20250124-002-inst', from: 'ceo', to: 'pm', type: 'instruction' }),
    expected: [
      [
        4,
        5,
        'message/folder-mismatch',
        'error',
        ['Write `to: frontend`', 'or move the file to `shared/instructions/pm/`'],
      ],
    ],
  },
  // tasks/{type}/: pm → {type}
  {
    name: 'a task from the CEO, quoted',
    path: 'shared/tasks/frontend/20250124-003-task.md',
    text: message({ from: '"ceo"' }),
    expected: [
      [
        3,
        7,
        'message/folder-mismatch',
        'error',
        ['`from` is `ceo`', 'tasks from `pm` to `frontend`', 'Write `from: pm`'],
      ],
    ],
  },
  {
    name: 'a task for another engineer',
    path: 'shared/tasks/frontend/20250124-003-task.md',
    text: message({ to: 'backend' }),
    expected: [
      [
        4,
        5,
        'message/folder-mismatch',
        'error',
        ['Write `to: frontend`', 'or move the file to `shared/tasks/backend/`'],
      ],
    ],
  },
  {
    name: "an engineer's report filed as a task",
    path: 'shared/tasks/frontend/20250124-004-rep.md',
    text: message({ id: '20250124-004-rep', from: 'frontend', to: 'pm', type: 'report' }),
    expected: [
      [
        5,
        7,
        'message/folder-mismatch',
        'error',
        ['This is a report from `frontend` to `pm`', 'move the file to `shared/reports/engineers/frontend/`'],
      ],
    ],
  },
  {
    name: 'a folder named for no role',
    path: 'shared/tasks/done/20250124-003-task.md',
    text: message(),
    expected: [
      [
        4,
        5,
        'message/folder-mismatch',
        'error',
        ['named for `done`', 'Move the file to `shared/tasks/frontend/`', '`enums: message/role`'],
      ],
    ],
  },
  // reports/engineers/{type}/: {type} → pm
  {
    name: 'an engineer reporting straight to the CEO',
    path: 'shared/reports/engineers/frontend/20250124-004-rep.md',
    text: message({ id: '20250124-004-rep', from: 'frontend', to: 'ceo', type: 'report' }),
    expected: [[4, 5, 'message/folder-mismatch', 'error', ['reports from `frontend` to `pm`', 'Write `to: pm`']]],
  },
  {
    name: "a team's own engineer reporting to the CEO",
    path: 'shared/reports/engineers/qa/20250124-004-rep.md',
    text: message({ id: '20250124-004-rep', from: 'qa', to: 'ceo', type: 'report' }),
    config: { enums: { 'message/role': ['qa'] } },
    expected: [[4, 5, 'message/folder-mismatch', 'error', ['reports from `qa` to `pm`', 'Write `to: pm`']]],
  },
  {
    name: "another engineer's report folder",
    path: 'shared/reports/engineers/backend/20250124-004-rep.md',
    text: message({ id: '20250124-004-rep', from: 'frontend', to: 'pm', type: 'report' }),
    expected: [
      [
        3,
        7,
        'message/folder-mismatch',
        'error',
        ['Write `from: backend`', 'or move the file to `shared/reports/engineers/frontend/`'],
      ],
    ],
  },
  // reports/pm/: pm → ceo
  {
    name: "an engineer's report in the PM's folder: one finding, move it",
    path: 'shared/reports/pm/20250124-004-rep.md',
    text: message({ id: '20250124-004-rep', from: 'frontend', to: 'pm', type: 'report' }),
    expected: [
      [
        3,
        7,
        'message/folder-mismatch',
        'error',
        [
          'This is a report from `frontend` to `pm`',
          'move the file to `shared/reports/engineers/frontend/`',
          'write `from: pm` and `to: ceo`',
        ],
      ],
    ],
  },
  {
    name: 'the PM reporting to the human, past the CEO',
    path: 'shared/reports/pm/20250124-004-rep.md',
    text: message({ id: '20250124-004-rep', from: 'pm', to: 'human', type: 'report' }),
    expected: [[4, 5, 'message/folder-mismatch', 'error', ['reports from `pm` to `ceo`', 'Write `to: ceo`']]],
  },
  // reports/human/: ceo → human
  {
    name: "the PM writing in the human's report folder",
    path: 'shared/reports/human/20250124-004-rep.md',
    text: message({ id: '20250124-004-rep', from: 'pm', to: 'human', type: 'report' }),
    expected: [[3, 7, 'message/folder-mismatch', 'error', ['reports from `ceo` to `human`', 'Write `from: ceo`']]],
  },
  // questions/{from}-to-{to}/ and questions/answers/
  {
    name: 'a question from someone other than the folder says',
    path: 'shared/questions/backend-to-frontend/20250124-005-q.md',
    text: message({ id: '20250124-005-q', from: 'pm', to: 'frontend', type: 'question' }),
    expected: [
      [
        3,
        7,
        'message/folder-mismatch',
        'error',
        [
          'questions from `backend` to `frontend`',
          'Write `from: backend`',
          'or move the file to `shared/questions/pm-to-frontend/`',
        ],
      ],
    ],
  },
  {
    name: 'a question among the answers',
    path: 'shared/questions/answers/20250124-005-q.md',
    text: message({ id: '20250124-005-q', from: 'frontend', to: 'backend', type: 'question' }),
    expected: [
      [
        5,
        7,
        'message/folder-mismatch',
        'error',
        ['holds answers', 'move the file to `shared/questions/frontend-to-backend/`'],
      ],
    ],
  },
  {
    name: 'an answer in a question folder',
    path: 'shared/questions/backend-to-frontend/20250124-006-a.md',
    text: message({ id: '20250124-006-a', from: 'frontend', to: 'backend', type: 'answer' }),
    expected: [
      [5, 7, 'message/folder-mismatch', 'error', ['This is an answer', 'move the file to `shared/questions/answers/`']],
    ],
  },
  // answers: the one asked answers the asker (spec 5's example answers a backend → frontend question from frontend to backend)
  {
    name: 'an answer sent back by the asker',
    path: 'shared/questions/answers/20250124-005-q.md',
    text: message({
      id: '20250124-006-a',
      from: 'backend',
      to: 'frontend',
      type: 'answer',
      status: 'completed',
      parent_id: '20250124-005-q',
    }),
    others: {
      'shared/questions/backend-to-frontend/20250124-005-q.md': message({
        id: '20250124-005-q',
        from: 'backend',
        to: 'frontend',
        type: 'question',
      }),
    },
    expected: [
      [
        3,
        7,
        'message/answer-direction',
        'error',
        ['is from `backend` to `frontend`', 'Write `from: frontend`', 'fix `parent_id`'],
      ],
      [4, 5, 'message/answer-direction', 'error', ['Write `to: backend`']],
    ],
  },
  {
    name: 'an answer to someone who did not ask, found by its file name',
    path: 'shared/questions/answers/20250124-005-q.md',
    text: message(
      { id: '20250124-006-a', from: 'frontend', to: 'pm', type: 'answer', status: 'completed' },
      { eol: '\r\n' },
    ),
    others: {
      'shared/questions/backend-to-frontend/20250124-005-q.md': message({
        id: '20250124-005-q',
        from: 'backend',
        to: 'frontend',
        type: 'question',
      }),
    },
    expected: [[4, 5, 'message/answer-direction', 'error', ['Write `to: backend`']]],
  },
  {
    name: 'a bracket answer from the wrong agent',
    path: 'shared/questions/answers/20250124-005-q.md',
    text: '[ANSWER TO: BACKEND]\nFrom: PM\nStatus: COMPLETED\n[/ANSWER]\n',
    others: {
      'shared/questions/backend-to-frontend/20250124-005-q.md': message({
        id: '20250124-005-q',
        from: 'backend',
        to: 'frontend',
        type: 'question',
      }),
    },
    expected: [[2, 1, 'message/answer-direction', 'error', ['Write `From: FRONTEND`']]],
  },
  // where the tree sits
  {
    name: 'a tree nested in a monorepo, on configured paths',
    path: 'apps/corp/shared/reports/pm/20250124-004-rep.md',
    text: message({ id: '20250124-004-rep', from: 'frontend', to: 'pm', type: 'report' }),
    config: { paths: { message: ['**/shared/{requirements,instructions,tasks,reports,questions,specs}/**/*.md'] } },
    expected: [
      [
        3,
        7,
        'message/folder-mismatch',
        'error',
        ['`apps/corp/shared/reports/pm/`', 'move the file to `apps/corp/shared/reports/engineers/frontend/`'],
      ],
    ],
  },
  {
    name: 'a tree on configured paths, without `shared/`',
    path: 'comms/tasks/backend/20250124-003-task.md',
    text: message({ from: 'ceo', to: 'backend' }),
    config: { paths: { message: ['comms/**/*.md'] } },
    expected: [
      [
        3,
        7,
        'message/folder-mismatch',
        'error',
        ['`comms/tasks/backend/` holds tasks from `pm` to `backend`', 'Write `from: pm`'],
      ],
    ],
  },
  // bracket headers
  {
    name: 'a bracket report filed as a task',
    path: 'shared/tasks/frontend/T-1.md',
    text: '[REPORT TO: PM]\nTask: T-1\nStatus: COMPLETED\n[/REPORT]\n',
    expected: [
      [
        1,
        1,
        'message/folder-mismatch',
        'error',
        ['This is a report to `pm`', '`shared/reports/engineers/<from>/`', 'write `[TASK TO: FRONTEND]`'],
      ],
    ],
  },
  {
    name: 'a bracket task from the CEO',
    path: 'shared/tasks/frontend/T-1.md',
    text: '[TASK TO: FRONTEND]\nFrom: CEO\nTask ID: T-1\nPriority: HIGH\n[/TASK]\n',
    expected: [[2, 1, 'message/folder-mismatch', 'error', ['`from` is `ceo`', 'Write `From: PM`']]],
  },
  {
    name: "a bracket report to the CEO from an engineer's folder, appended after the body",
    path: 'shared/reports/engineers/security/T-1-report.md',
    text: '# Security report\n\nAll checks passed.\n\n[REPORT TO: CEO]\nTask: T-1\nStatus: COMPLETED\n[/REPORT]\n',
    expected: [
      [5, 1, 'message/folder-mismatch', 'error', ['reports from `security` to `pm`', 'Write `[REPORT TO: PM]`']],
    ],
  },

  // passing: spec 5's own shapes, each in its folder
  {
    name: 'spec 5 requirement',
    path: 'shared/requirements/20250124-001-req.md',
    text: message({ id: '20250124-001-req', from: 'human', to: 'ceo', type: 'requirement' }),
    expected: [],
  },
  {
    name: 'spec 5 instruction',
    path: 'shared/instructions/pm/20250124-002-inst.md',
    text: message({ id: '20250124-002-inst', from: 'ceo', to: 'pm', type: 'instruction' }),
    expected: [],
  },
  { name: 'spec 5 task', path: 'shared/tasks/frontend/20250124-003-task.md', text: message(), expected: [] },
  {
    name: 'spec 5 report',
    path: 'shared/reports/engineers/frontend/20250124-004-rep.md',
    text: message({ id: '20250124-004-rep', from: 'frontend', to: 'pm', type: 'report' }),
    expected: [],
  },
  {
    name: "the PM's report",
    path: 'shared/reports/pm/20250124-004-rep.md',
    text: message({ id: '20250124-004-rep', from: 'pm', to: 'ceo', type: 'report' }),
    expected: [],
  },
  {
    name: "the CEO's report to the human",
    path: 'shared/reports/human/20250124-004-rep.md',
    text: message({ id: '20250124-004-rep', from: 'ceo', to: 'human', type: 'report' }),
    expected: [],
  },
  {
    name: 'reports/{from}/ as the type section writes it',
    path: 'shared/reports/backend/20250124-004-rep.md',
    text: message({ id: '20250124-004-rep', from: 'backend', to: 'pm', type: 'report' }),
    expected: [],
  },
  {
    name: 'reports/ceo/ as the type section writes it',
    path: 'shared/reports/ceo/20250124-004-rep.md',
    text: message({ id: '20250124-004-rep', from: 'ceo', to: 'human', type: 'report' }),
    expected: [],
  },
  {
    name: 'spec 5 question',
    path: 'shared/questions/backend-to-frontend/20250124-005-q.md',
    text: message({ id: '20250124-005-q', from: 'backend', to: 'frontend', type: 'question' }),
    expected: [],
  },
  {
    name: 'a question to the human',
    path: 'shared/questions/pm-to-human/20250124-005-q.md',
    text: message({ id: '20250124-005-q', from: 'pm', to: 'human', type: 'question' }),
    expected: [],
  },
  {
    name: 'spec 5 answer',
    path: 'shared/questions/answers/20250124-005-q.md',
    text: message({ id: '20250124-006-a', from: 'frontend', to: 'backend', type: 'answer' }),
    expected: [],
  },
  {
    name: 'spec 5 answer to its question',
    path: 'shared/questions/answers/20250124-005-q.md',
    text: message({
      id: '20250124-006-a',
      from: 'frontend',
      to: 'backend',
      type: 'answer',
      status: 'completed',
      parent_id: '20250124-005-q',
    }),
    others: {
      'shared/questions/backend-to-frontend/20250124-005-q.md': message({
        id: '20250124-005-q',
        from: 'backend',
        to: 'frontend',
        type: 'question',
      }),
    },
    expected: [],
  },
  {
    name: 'an answer whose parent is no question (a task) is not compared',
    path: 'shared/questions/answers/20250124-006-a.md',
    text: message({
      id: '20250124-006-a',
      from: 'pm',
      to: 'frontend',
      type: 'answer',
      status: 'completed',
      parent_id: '20250124-003-task',
    }),
    others: { 'shared/tasks/frontend/20250124-003-task.md': message() },
    expected: [],
  },
  {
    name: "a team's queue below tasks/{to}/",
    path: 'shared/tasks/frontend/inbox/20250124-003-task.md',
    text: message(),
    expected: [],
  },
  {
    name: "a team's own engineer",
    path: 'shared/tasks/qa/20250124-003-task.md',
    text: message({ to: 'qa' }),
    config: { enums: { 'message/role': ['qa'] } },
    expected: [],
  },
  {
    name: 'anything under specs/',
    path: 'shared/specs/api/auth.md',
    text: message({ from: 'backend', to: 'frontend', type: 'report' }),
    expected: [],
  },
  {
    name: 'flow-style frontmatter in its folder',
    path: 'shared/tasks/frontend/20250124-003-task.md',
    text: '---\n{id: 20250124-003-task, from: pm, to: frontend, type: task, priority: high, status: pending, created_at: "2025-01-24T12:00:00Z"}\n---\n\n# x\n',
    expected: [],
  },
  {
    name: "a bracket report in its engineer's folder",
    path: 'shared/reports/engineers/frontend/T-1-report.md',
    text: '[REPORT TO: PM]\nTask: T-1\nStatus: COMPLETED\n[/REPORT]\n',
    expected: [],
  },
  {
    name: "a bracket task in its engineer's folder",
    path: 'shared/tasks/security/T-1.md',
    text: '[TASK TO: SECURITY]\nTask ID: T-1\nPriority: HIGH\n[/TASK]\n',
    expected: [],
  },
  // a value outside its enum is the enum finding's, not also the folder's
  {
    name: 'an unknown sender is the enum finding only',
    path: 'shared/tasks/frontend/20250124-003-task.md',
    text: message({ from: 'qa' }),
    expected: [],
  },
  {
    name: 'a sender off by case is the enum finding only',
    path: 'shared/tasks/frontend/20250124-003-task.md',
    text: message({ from: 'PM' }),
    expected: [],
  },
];

describe("a message's folder agrees with its kind, sender and recipient", () => {
  it.each(rows)('$name', ({ path, text, expected, config, others }) => {
    const report = checkFiles({ [path]: text, ...others }, { ...(config && { config }) });
    const findings = report.findings.filter((f) => f.path === path);
    const ours = findings.filter((f) => RULES.includes(f.ruleId));
    expect(ours.map((f) => [f.line, f.column, f.ruleId, f.severity])).toEqual(
      expected.map(([line, column, ruleId, severity]) => [line, column, ruleId, severity]),
    );
    ours.forEach((finding, i) => {
      for (const words of expected[i]![4]) expect(finding.message).toContain(words);
    });
    // No cascade: nothing else is said about the fields the folder finding points at.
    const lines = new Set(ours.map((f) => f.line));
    expect(
      findings.filter((f) => !RULES.includes(f.ruleId) && lines.has(f.line) && f.ruleId !== 'message/bracket-header'),
    ).toEqual([]);
  });

  it('says nothing of the folder for a value outside the enum, which its own finding names', () => {
    const path = 'shared/tasks/frontend/20250124-003-task.md';
    const ids = checkFiles({ [path]: message({ from: 'PM' }) }).findings.map((f) => f.ruleId);
    expect(ids).toContain('message/enum');
    expect(ids).not.toContain('message/folder-mismatch');
  });
});
