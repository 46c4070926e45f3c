import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../src/config/parse.js';
import { approvalsLine, approvalsSince, loginOfEmail, requiredApprovals } from '../../src/inbox/approvals.js';

const BOT = 'github-actions[bot]';
const LANDED = '2026-01-01T00:00:00Z';
const before = (seconds: number) => new Date(Date.parse(LANDED) - seconds * 1000).toISOString();
const after = (seconds: number) => new Date(Date.parse(LANDED) + seconds * 1000).toISOString();

/** The comments, as GitHub lists them, each with its author and server-set times. */
function thread() {
  let id = 100;
  const comments: { id: number; body: string; author: string; createdAt: string; updatedAt: string }[] = [];
  let clock = 0;
  const post = (body: string, author: string, at = after(++clock)) => {
    const comment = { id: id++, body, author, createdAt: at, updatedAt: at };
    comments.push(comment);
    return comment;
  };
  return { comments, post };
}

const logins = (t: ReturnType<typeof thread>) => approvalsSince(t.comments, BOT, LANDED).map((a) => a.login);

describe('approvals, recounted from the comments', () => {
  it("counts each person's first `/approve` made after the content landed, once, in order", () => {
    const t = thread();
    const alice = t.post('/approve', 'alice');
    t.post('/approve', 'bob');
    t.post('/APPROVE\nLooks right to me.', 'Alice');
    t.post('/approve', 'carol');
    expect(approvalsSince(t.comments, BOT, LANDED)).toEqual([
      { login: 'alice', comment: alice.id },
      { login: 'bob', comment: alice.id + 1 },
      { login: 'carol', comment: alice.id + 3 },
    ]);
  });

  it('an `/approve` made before the push that landed the content, or in its second, is spent', () => {
    const t = thread();
    t.post('/approve', 'alice', before(60));
    t.post('/approve', 'bob', LANDED);
    t.post('/approve', 'carol', after(1));
    expect(logins(t)).toEqual(['carol']);
    // A time that cannot be read counts nothing.
    expect(approvalsSince(t.comments, BOT, 'not a time')).toEqual([]);
  });

  it("nothing the bot's login wrote counts: not an `/approve`, not a record pointing at an old one", () => {
    const t = thread();
    const old = t.post('/approve', 'alice', before(600));
    t.post('/approve', BOT);
    t.post(`<!-- handoff-gate:approval user=alice commit=${'c'.repeat(40)} comment=${old.id} -->`, BOT);
    t.post('/approve', 'renovate[bot]');
    expect(logins(t)).toEqual([]);
  });

  it('an edited comment, a quoted, fenced or indented `/approve`, or a look-alike counts nothing', () => {
    const t = thread();
    const edited = t.post('/approve', 'alice');
    edited.updatedAt = after(100);
    t.post('> /approve', 'bob');
    t.post('```\n/approve\n```', 'bob');
    t.post('    /approve', 'bob');
    t.post('/\u0430pprove', 'bob');
    t.post('I /approve of this', 'bob');
    t.post('/approve please', 'dave');
    expect(logins(t)).toEqual([]);
    t.post('/approve', 'bob');
    expect(logins(t)).toEqual(['bob']);
  });
});

describe('the policy', () => {
  it('needs the count of the risk level, one where none is set', () => {
    const required = { med: 2, high: 3 };
    expect(requiredApprovals({ risk: 'high' }, required)).toBe(3);
    expect(requiredApprovals({ risk: 'med' }, required)).toBe(2);
    expect(requiredApprovals({ risk: 'low' }, required)).toBe(1);
  });

  it("reads a login from GitHub's noreply e-mails only", () => {
    expect(loginOfEmail('4242+carol@users.noreply.github.com')).toBe('carol');
    expect(loginOfEmail('carol@users.noreply.github.com')).toBe('carol');
    expect(loginOfEmail('carol@example.com')).toBeUndefined();
    expect(loginOfEmail('carol@users.noreply.github.com.evil.test')).toBeUndefined();
    expect(loginOfEmail(undefined)).toBeUndefined();
  });

  it('shows the count and what is still needed', () => {
    const policy = { required: { med: 1, high: 2 }, selfApproval: false };
    expect(approvalsLine({ risk: 'high' }, { ...policy, have: [] })).toBe(
      '**Approvals:** 0 of 2. 2 different people with the right access must approve it (`/approve`); whoever proposed it or changed it since cannot approve it.',
    );
    expect(approvalsLine({ risk: 'high' }, { ...policy, have: ['alice'] })).toMatch(
      /^\*\*Approvals:\*\* 1 of 2 \(`alice`\)\. One more person /,
    );
    expect(approvalsLine({ risk: 'med' }, { ...policy, selfApproval: true, have: [] })).toBe(
      '**Approvals:** 0 of 1. One person with the right access must approve it (`/approve`).',
    );
  });

  it('parses from the config, bounded, with the defaults', () => {
    const { config, findings } = parseConfig(
      'approvers:\n  required: { high: 2 }\n  self-approval: true\n  agents: [forge-agent]\n  teams: [acme/reviewers]\n',
      'c.yml',
    );
    expect(findings).toEqual([]);
    expect(config).toMatchObject({
      approvalsRequired: { med: 1, high: 2 },
      selfApproval: true,
      agentAccounts: ['forge-agent'],
      approverTeams: ['acme/reviewers'],
    });
    const bad = parseConfig('approvers:\n  required: { high: 0 }\n  teams: [reviewers]\n', 'c.yml');
    expect(bad.findings.map((f) => [f.ruleId, f.line]).sort()).toEqual([
      ['config/invalid', 2],
      ['config/invalid', 3],
    ]);
  });
});
