import { enumMember } from '../../core/enum-reading.js';
import { priorityOf } from '../../gate/gate.js';
import type { GateItem } from '../../report/report.js';
import type { RuleContext } from '../../core/define-rule.js';
import { asArray, asString, field } from '../../util/values.js';
import { parseLocation } from '../../rules/shared/location-path.js';
import { repoFilePlace, repoFileUnreadable } from './repo-file.js';
import { ISSUE_STATUSES } from './schema.js';

/**
 * Spec 3: only open issues need attention. An issue without a status is open, and so is one
 * with a status outside the enum (already an error): a typo must not hide a P0 from the gate.
 * A closed status that misses the enum only by case (`Fixed`) is an error too, but plainly says
 * the issue is closed.
 */
function isOpen(issue: unknown): boolean {
  const status = enumMember(field(issue, 'status'), ISSUE_STATUSES);
  return status !== 'fixed' && status !== 'wontfix';
}

export function openIssues(ctx: RuleContext): Array<{ issue: unknown; index: number }> {
  return asArray(field(ctx.data, 'issues'))
    .map((issue, index) => ({ issue, index }))
    .filter(({ issue }) => isOpen(issue));
}

/**
 * Where the file a location names is, for its link: a path written from the handoff's own folder
 * (`locationFile`), or none at all (`locationMissing`; a file the system would not let the check
 * read is there, and GitHub shows it).
 */
function locationPlace(ctx: RuleContext, location: string): Pick<GateItem, 'locationFile' | 'locationMissing'> {
  const parsed = parseLocation(location);
  if (!parsed) return {};
  const place = repoFilePlace(ctx, parsed.path);
  if (place !== undefined) return place === parsed.path ? {} : { locationFile: place };
  return repoFileUnreadable(ctx, parsed.path) === undefined ? { locationMissing: true } : {};
}

export function handoffGateItems(ctx: RuleContext): GateItem[] {
  const items: GateItem[] = [];
  for (const { issue, index } of openIssues(ctx)) {
    const priority = priorityOf(field(issue, 'severity'));
    if (!priority) continue;
    const id = asString(field(issue, 'id'));
    const category = asString(field(issue, 'category'));
    const location = asString(field(issue, 'location'));
    const fix = asString(field(issue, 'remediation'));
    items.push({
      priority,
      ...(id !== undefined && { id }),
      ...(category !== undefined && { category }),
      description: asString(field(issue, 'description')) ?? '(no description)',
      ...(location !== undefined && { location }),
      ...(location !== undefined && locationPlace(ctx, location)),
      ...(fix !== undefined && { fix }),
      source: { path: ctx.path, line: ctx.doc.locate(['issues', index]).line },
    });
  }
  return items;
}
