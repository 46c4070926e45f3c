import type { FormatDefinition } from '../core/format.js';
import type { Project } from '../core/project.js';
import { FindingSink } from './finding-sink.js';
import type { Finding } from '../report/finding.js';
import type { RuleContext } from '../core/define-rule.js';

/**
 * What the rules say of the files the change deletes (`Rule.checkRemoved`): each file of a format
 * with such a rule, read as the base revision had it, its findings placed on that version's lines.
 * A run that compares with no base deletes nothing, and a file the run checks is no deletion.
 */
export function removedFindings(project: Project, formats: readonly FormatDefinition[]): Finding[] {
  const findings: Finding[] = [];
  for (const format of formats) {
    const rules = format.rules.filter((rule) => rule.checkRemoved !== undefined);
    if (rules.length === 0) continue;
    for (const path of project.removedInChange(format.id)) {
      if (project.checking.has(path)) continue;
      const doc = project.base(path)?.doc;
      // A base version that does not parse: there is no intent in it to weigh.
      if (!doc) continue;
      const sink = new FindingSink(project.config.rules, project.limits.maxFindings);
      for (const rule of rules) {
        const ctx: RuleContext = {
          path,
          data: doc.data,
          doc,
          project,
          config: project.config,
          report: (at, message, options = {}) =>
            sink.add(
              path,
              rule.id,
              options.severity ?? rule.severity,
              doc.locate(at, options.part),
              message,
              doc.lineCount,
            ),
          reportAt: (position, message, options = {}) =>
            sink.add(path, rule.id, options.severity ?? rule.severity, position, message, doc.lineCount),
        };
        rule.checkRemoved!(ctx);
      }
      findings.push(...sink.list(path));
    }
  }
  return findings;
}
