import { describe, expect, it } from 'vitest';
import { auditReadme, auditWorkflow } from '../../scripts/workflow-audit.mjs';

/**
 * Each check of the workflows' security audit (scripts/workflow-audit.mjs) on a small workflow it
 * must catch, with the finding's line and rule, and on the variant it must pass.
 * test/house/workflows.test.ts runs it on the repository's workflows and those of the README and docs/.
 */

const SHA = 'fbc6f3992d24b796d5a048ff273f7fcc4a7b6c09';
const CHECKOUT = [
  `      - uses: actions/checkout@${SHA} # v5.1.0`,
  '        with:',
  '          persist-credentials: false',
];

/** A workflow's text from its lines. */
const yaml = (...lines: string[]) => `${lines.join('\n')}\n`;

/** `<line> <rule>` of each finding. */
const found = (text: string, options?: { refPinned?: readonly string[] }) =>
  auditWorkflow(text, 'w.yml', options).map((f) => `${f.line} ${f.rule}`);

/** A one-job workflow on `on` whose steps are `steps`, with read permissions. */
const job = (on: string, ...steps: string[]) =>
  yaml(
    `on: ${on}`,
    'permissions:',
    '  contents: read',
    'jobs:',
    '  a:',
    '    runs-on: ubuntu-latest',
    '    steps:',
    ...steps,
  );

describe('the workflow audit', () => {
  it('passes a workflow with none of the problems, and says where a finding is', () => {
    expect(found(job('push', ...CHECKOUT, '      - run: npm test'))).toEqual([]);
    expect(auditWorkflow(job('push', `      - uses: actions/checkout@${SHA}`), 'ci.yml')).toEqual([
      {
        file: 'ci.yml',
        line: 8,
        rule: 'artipacked',
        message:
          "the checkout leaves the job's token in .git/config for every later step: add `persist-credentials: false` under `with:`, or say why it must stay (`# audit: allow[artipacked] <reason>`)",
      },
    ]);
  });

  it('reports a file that is not a YAML mapping rather than passing it', () => {
    expect(found('on: [push\n')).toEqual(['2 invalid-workflow']);
    expect(found('- on: push\n')).toEqual(['1 invalid-workflow']);
  });

  describe('excessive-permissions', () => {
    it('catches a job that gets the default token: no permissions at the top or on it', () => {
      const text = yaml('on: push', 'jobs:', '  a:', '    runs-on: ubuntu-latest', '    steps:', '      - run: make');
      expect(found(text)).toEqual(['3 excessive-permissions']);
      const own = yaml(
        'on: push',
        'jobs:',
        '  a:',
        '    runs-on: ubuntu-latest',
        '    permissions: {}',
        '    steps:',
        '      - run: make',
      );
      expect(found(own)).toEqual([]);
    });

    it('catches write-all and read-all, at the top or on a job', () => {
      expect(found(yaml('on: push', 'permissions: write-all', 'jobs: {}'))).toEqual(['2 excessive-permissions']);
      const text = yaml('on: push', 'jobs:', '  a:', '    runs-on: x', '    permissions: read-all', '    steps: []');
      expect(found(text)).toEqual(['5 excessive-permissions']);
    });

    it('catches a write scope at the top of several jobs, unless each job states its own', () => {
      const jobs = (second: string[]) =>
        yaml(
          'on: push',
          'permissions:',
          '  contents: read',
          '  issues: write',
          'jobs:',
          '  a:',
          '    runs-on: x',
          '    permissions:',
          '      issues: write',
          '    steps: []',
          '  b:',
          '    runs-on: x',
          ...second,
          '    steps: []',
        );
      expect(found(jobs([]))).toEqual(['4 excessive-permissions']);
      expect(found(jobs(['    permissions:', '      contents: read']))).toEqual([]);
      // One job: the top is that job's.
      expect(
        found(yaml('on: push', 'permissions:', '  issues: write', 'jobs:', '  a:', '    runs-on: x', '    steps: []')),
      ).toEqual([]);
    });
  });

  describe('template-injection', () => {
    it("catches an event's text pasted into a script, on the script's line", () => {
      const text = job(
        'issues',
        '      - run: |',
        '          echo start',
        '          echo "${{ github.event.issue.title }}"',
        '      - run: echo "${{ github.head_ref || toJSON(github.event) }}"',
      );
      expect(found(text)).toEqual(['10 template-injection', '11 template-injection']);
      expect(auditWorkflow(text, 'w.yml')[1]!.message).toBe(
        '`github.head_ref`, `github.event` are pasted into the script before it runs, and can carry code: pass each through `env:` and read it as a shell variable',
      );
    });

    it('passes the same text through env:, and what the event gives as numbers, shas and ids', () => {
      const text = job(
        'pull_request',
        '      - run: echo "$TITLE" ${{ github.event.pull_request.number }} ${{ github.event.pull_request.head.sha }}',
        '        env:',
        '          TITLE: ${{ github.event.pull_request.title }}',
        '      - run: echo ${{ github.event.workflow_run.head_sha }} ${{ github.event.workflow_run.pull_requests[0].number }}',
        "      - run: echo ${{ github.sha }} ${{ github.repository }} ${{ runner.temp }} ${{ secrets.TOKEN }} ${{ steps.a.outcome }} ${{ contains('github.event.issue.title', 'x') }}",
      );
      expect(found(text)).toEqual([]);
    });

    it("reads a bracketed field as a dotted one: `github.event['pull_request']['title']`", () => {
      expect(found(job('pull_request', "      - run: echo ${{ github.event['pull_request']['title'] }}"))).toEqual([
        '8 template-injection',
      ]);
      expect(found(job('pull_request', "      - run: echo ${{ github.event['pull_request']['number'] }}"))).toEqual([]);
    });

    it("catches the outputs of steps and jobs, whose source it cannot see, but not a step's outcome", () => {
      const text = job(
        'push',
        '      - run: echo ${{ steps.gate.outputs.result }}',
        '      - run: echo ${{ needs.a.outputs.x }}',
      );
      expect(found(text)).toEqual(['8 template-injection', '9 template-injection']);
      expect(found(job('push', '      - run: echo ${{ steps.gate.outcome }} ${{ needs.a.result }}'))).toEqual([]);
    });

    it('passes inputs that are booleans or numbers, and catches text inputs', () => {
      const text = (type: string) =>
        yaml(
          'on:',
          '  workflow_dispatch:',
          '    inputs:',
          '      x:',
          `        type: ${type}`,
          'permissions: {}',
          'jobs:',
          '  a:',
          '    runs-on: x',
          '    steps:',
          '      - run: echo ${{ inputs.x }} ${{ github.event.inputs.x }}',
        );
      expect(found(text('boolean'))).toEqual([]);
      expect(found(text('string'))).toEqual(['11 template-injection', '11 template-injection']);
    });

    it('passes env and matrix values the workflow writes out, and catches ones it does not', () => {
      const text = (value: string, matrix: string) =>
        yaml(
          'on: push',
          'permissions: {}',
          'env:',
          `  X: ${value}`,
          'jobs:',
          '  a:',
          '    runs-on: x',
          '    strategy:',
          `      matrix: ${matrix}`,
          '    steps:',
          '      - run: echo ${{ env.X }} ${{ matrix.node }}',
        );
      expect(found(text('fixed', '{ node: [20, 22] }'))).toEqual([]);
      expect(found(text('${{ github.head_ref }}', '{ node: [20, 22] }'))).toEqual(['11 template-injection']);
      expect(found(text('fixed', '${{ fromJSON(needs.a.outputs.m) }}'))).toEqual(['11 template-injection']);
      expect(found(job('push', '      - run: echo ${{ env.FROM_GITHUB_ENV }}'))).toEqual(['8 template-injection']);
    });

    it("catches actions/github-script's script, not its other inputs", () => {
      const text = (input: string) =>
        job(
          'issue_comment',
          `      - uses: actions/github-script@${SHA}`,
          '        with:',
          `          ${input}: |`,
          '            console.log("${{ github.event.comment.body }}")',
        );
      expect(found(text('script'))).toEqual(['11 template-injection']);
      expect(found(text('previews'))).toEqual([]);
    });
  });

  describe('artipacked', () => {
    it('catches a checkout that keeps the token, on its uses: line', () => {
      expect(found(job('push', `      - name: Checkout`, `        uses: actions/checkout@${SHA}`))).toEqual([
        '9 artipacked',
      ]);
      const kept = job(
        'push',
        `      - uses: actions/checkout@${SHA}`,
        '        with:',
        '          persist-credentials: true',
      );
      expect(found(kept)).toEqual(['8 artipacked']);
    });

    it('passes one kept for a reason given in an exception, above the step or on its line', () => {
      const above = job(
        'push',
        '      # The release pushes a tag with these credentials.',
        '      # audit: allow[artipacked] git push uses them',
        `      - uses: actions/checkout@${SHA} # v5.1.0`,
      );
      expect(found(above)).toEqual([]);
      const trailing = job('push', `      - uses: actions/checkout@v5 # audit: allow[artipacked] — git push uses them`);
      expect(found(trailing, { refPinned: ['actions/*'] })).toEqual([]);
    });

    it('reports an exception without a reason, naming no rule, or waiving nothing', () => {
      const noReason = job('push', '      # audit: allow[artipacked]', `      - uses: actions/checkout@${SHA}`);
      expect(found(noReason)).toEqual(['8 audit-exception', '9 artipacked']);
      const unknown = job('push', '      # audit: allow[artipacket] a typo', `      - uses: actions/checkout@${SHA}`);
      expect(found(unknown)).toEqual(['8 audit-exception', '9 artipacked']);
      const stale = job('push', '      # audit: allow[artipacked] it pushed once', ...CHECKOUT);
      expect(found(stale)).toEqual(['8 audit-exception']);
      // Only the comment lines right above count: a step between ends them.
      const far = job(
        'push',
        '      # audit: allow[artipacked] git push',
        '      - run: make',
        `      - uses: actions/checkout@${SHA}`,
      );
      expect(found(far)).toEqual(['8 audit-exception', '10 artipacked']);
    });
  });

  describe('dangerous-triggers', () => {
    it("catches a checkout of the pull request's head where a write token runs", () => {
      const checkout = (on: string, ref: string) =>
        job(
          on,
          `      - uses: actions/checkout@${SHA}`,
          '        with:',
          `          ref: ${ref}`,
          '          persist-credentials: false',
        );
      expect(found(checkout('pull_request_target', '${{ github.event.pull_request.head.sha }}'))).toEqual([
        '10 dangerous-triggers',
      ]);
      expect(found(checkout('workflow_run', '${{ github.event.workflow_run.head_branch }}'))).toEqual([
        '10 dangerous-triggers',
      ]);
      expect(found(checkout('issue_comment', 'refs/pull/${{ github.event.issue.number }}/head'))).toEqual([
        '10 dangerous-triggers',
      ]);
      // The base, or the head where the token is the pull request's own.
      expect(found(checkout('pull_request_target', '${{ github.event.pull_request.base.sha }}'))).toEqual([]);
      expect(found(checkout('pull_request', '${{ github.event.pull_request.head.sha }}'))).toEqual([]);
    });

    it("catches a script that checks out or fetches the pull request's code", () => {
      const text = job(
        'issue_comment',
        '      - run: |',
        '          gh pr checkout 1',
        '          git fetch origin pull/1/head',
      );
      expect(found(text)).toEqual(['9 dangerous-triggers', '10 dangerous-triggers']);
    });

    it('catches an artifact unpacked into the workspace ahead of a step that runs there', () => {
      const text = (path: string[]) =>
        job(
          'workflow_run',
          `      - uses: actions/download-artifact@${SHA}`,
          '        with:',
          '          name: report',
          ...path,
          '      - run: gh pr comment 1 --body-file comment.md',
        );
      expect(found(text([]))).toEqual(['8 dangerous-triggers']);
      expect(found(text(['          path: .']))).toEqual(['8 dangerous-triggers']);
      expect(found(text(['          path: ${{ runner.temp }}/report']))).toEqual([]);
    });

    it('catches a script that runs a file from the folder an artifact went to, not one that reads it', () => {
      const text = (...run: string[]) =>
        job(
          'workflow_run',
          `      - uses: actions/download-artifact@${SHA}`,
          '        with:',
          '          path: ${{ runner.temp }}/report',
          '      - run: |',
          ...run.map((line) => `          ${line}`),
        );
      expect(found(text('gh pr comment 1 --body-file "$RUNNER_TEMP/report/comment.md"'))).toEqual([]);
      expect(
        found(
          text('bash "$RUNNER_TEMP/report/post.sh"', 'cd ${RUNNER_TEMP}/report && npm ci', '$RUNNER_TEMP/report/post'),
        ),
      ).toEqual(['12 dangerous-triggers', '13 dangerous-triggers', '14 dangerous-triggers']);
    });

    it('leaves workflows a pull request starts with its own token alone', () => {
      const text = job('pull_request', `      - uses: actions/download-artifact@${SHA}`, '      - run: ./build.sh');
      expect(found(text)).toEqual([]);
    });
  });

  describe('unpinned-uses', () => {
    it('requires a full commit sha by default, from actions and reusable workflows', () => {
      const text = job(
        'push',
        '      - uses: actions/setup-node@v5',
        '      - uses: someone/action',
        '      - uses: docker://alpine:3',
        `      - uses: someone/action@${SHA}`,
        '      - uses: ./local',
      );
      expect(found(text)).toEqual(['8 unpinned-uses', '9 unpinned-uses', '10 unpinned-uses']);
      const called = yaml(
        'on: push',
        'permissions: {}',
        'jobs:',
        '  a:',
        '    uses: someone/repo/.github/workflows/x.yml@main',
      );
      expect(found(called)).toEqual(['5 unpinned-uses']);
    });

    it("lets the README's workflows name GitHub's actions and the product by a tag, and only those", () => {
      const readme = [
        'Some text.',
        '',
        '```yaml',
        'on: push',
        'permissions: {}',
        'jobs:',
        '  a:',
        '    runs-on: x',
        '    steps:',
        '      - uses: actions/setup-node@v5',
        '      - uses: github/codeql-action/upload-sarif@v4',
        '      - uses: <owner>/handoff-gate@v1',
        '      - uses: someone/action@v1',
        '```',
        '',
      ].join('\n');
      expect(auditReadme(readme, 'README.md').map((f) => `${f.file}:${f.line} ${f.rule}`)).toEqual([
        'README.md:13 unpinned-uses',
      ]);
    });
  });

  describe('the smaller checks', () => {
    it('secrets-inherit: a called workflow gets every secret', () => {
      const text = (secrets: string) =>
        yaml(
          'on: push',
          'permissions: {}',
          'jobs:',
          '  a:',
          `    uses: ./.github/workflows/x.yml`,
          `    secrets: ${secrets}`,
        );
      expect(found(text('inherit'))).toEqual(['6 secrets-inherit']);
      expect(found(text('{ token: "${{ secrets.TOKEN }}" }'))).toEqual([]);
    });

    it('github-env: a script sets the environment where a pull request or comment starts the workflow', () => {
      const run = '      - run: echo "X=1" >> "$GITHUB_ENV"';
      expect(found(job('pull_request_target', run))).toEqual(['8 github-env']);
      expect(found(job('push', run))).toEqual([]);
    });

    it("self-hosted-runner: a pull request's code on a runner that outlives the job", () => {
      const text = (on: string) =>
        yaml(`on: ${on}`, 'permissions: {}', 'jobs:', '  a:', '    runs-on: [self-hosted, linux]', '    steps: []');
      expect(found(text('pull_request'))).toEqual(['5 self-hosted-runner']);
      expect(found(text('push'))).toEqual([]);
    });

    it('cache-poisoning: a cache restored in a workflow that releases', () => {
      const text = (on: string[], cache: string) =>
        yaml(
          ...on,
          'permissions: {}',
          'jobs:',
          '  a:',
          '    runs-on: x',
          '    steps:',
          `      - uses: actions/setup-node@${SHA}`,
          '        with:',
          `          cache: ${cache}`,
        );
      const tags = ['on:', '  push:', "    tags: ['v*']"];
      expect(found(text(tags, 'npm'))).toEqual(['9 cache-poisoning']);
      expect(found(text(['on: release'], 'npm'))).toEqual(['7 cache-poisoning']);
      expect(found(text(tags, "''"))).toEqual([]);
      expect(found(text(['on: push'], 'npm'))).toEqual([]);
    });

    it('insecure-commands: any printed line may set the environment', () => {
      const text = job('push', '      - run: make', '        env:', '          ACTIONS_ALLOW_UNSECURE_COMMANDS: true');
      expect(found(text)).toEqual(['10 insecure-commands']);
    });
  });
});
