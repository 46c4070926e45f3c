/**
 * Which directives a pull request brings: those its head version holds that its base version did
 * not, for the same rule over a line of the same text (the whole-file form: anywhere). Listed only
 * when they hid a finding.
 */
import { describe, expect, it } from 'vitest';
import type { SuppressedFinding } from '../../src/report/finding.js';
import { broughtInline } from '../../src/suppressions/brought.js';

const hidden = (path: string, ruleId: string, line: number, directiveLine: number): SuppressedFinding => ({
  path,
  line,
  column: 1,
  ruleId,
  severity: 'error',
  message: 'x',
  suppression: { kind: 'inSource', justification: 'why', line: directiveLine },
});

const MD = 'docs/msg.md';
const body = (directive: string) => `# Title\n\n${directive}\nSome line\n`;

describe('broughtInline', () => {
  it('the Markdown form added by the pull request is listed with its reason; the same one at the base is not', () => {
    const directive =
      '<!-- handoff-gate-disable-next-line message/missing-section -- imported from the old tracker -->';
    const found = [hidden(MD, 'message/missing-section', 4, 3)];
    expect(broughtInline(MD, { head: body(directive), base: undefined }, 'markdown', found)).toEqual([
      {
        how: 'added',
        path: MD,
        line: 3,
        ruleId: 'message/missing-section',
        reason: 'imported from the old tracker',
        hides: 1,
        worst: 'error',
      },
    ]);
    expect(broughtInline(MD, { head: body(directive), base: body(directive) }, 'markdown', found)).toEqual([]);
  });

  it('a rule added to a directive the base had is widened; its old rule stands', () => {
    const base = '# handoff-gate-disable-next-line a/one -- why\nx: 1\n';
    const head = '# handoff-gate-disable-next-line a/one, a/two -- why\nx: 1\n';
    const found = [hidden('f.yaml', 'a/one', 2, 1), hidden('f.yaml', 'a/two', 2, 1)];
    expect(broughtInline('f.yaml', { head, base }, 'yaml', found).map((b) => [b.how, b.ruleId])).toEqual([
      ['added', 'a/two'],
    ]);
  });

  it('a directive moved over another line is widened; a second copy of one the base had once is brought', () => {
    const base = '# handoff-gate-disable-next-line a/one -- why\nx: 1\ny: 2\n';
    const moved = 'x: 1\n# handoff-gate-disable-next-line a/one -- why\ny: 2\n';
    expect(
      broughtInline('f.yaml', { head: moved, base }, 'yaml', [hidden('f.yaml', 'a/one', 3, 2)]).map((b) => b.how),
    ).toEqual(['widened']);
    const twice =
      '# handoff-gate-disable-next-line a/one -- why\nx: 1\n# handoff-gate-disable-next-line a/one -- why\nx: 1\n';
    const found = [hidden('f.yaml', 'a/one', 2, 1), hidden('f.yaml', 'a/one', 4, 3)];
    expect(broughtInline('f.yaml', { head: twice, base }, 'yaml', found).map((b) => [b.how, b.line])).toEqual([
      ['widened', 3],
    ]);
  });

  it('a new directive that hid nothing is not listed (it is a suppressions/unused warning already)', () => {
    const head = '# handoff-gate-disable-file a/one -- why\nx: 1\n';
    expect(broughtInline('f.yaml', { head, base: 'x: 1\n' }, 'yaml', [])).toEqual([]);
  });
});
