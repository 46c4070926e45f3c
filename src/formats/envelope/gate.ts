import type { GateItem } from '../../report/report.js';
import type { RuleContext } from '../../core/define-rule.js';
import { asString, field } from '../../util/values.js';
import { declaredIssues } from './declared-issues.js';
import { findingLocation, locationFile } from './finding-location.js';
import { parseLocation } from '../../rules/shared/location-path.js';

/** The review findings an envelope declares, for the gate. */
export function gateItems(ctx: RuleContext): GateItem[] {
  return declaredIssues(ctx.data).map(({ priority, path, value }) => {
    const source = { path: ctx.path, line: ctx.doc.locate(path).line };
    if (typeof value === 'string') return { priority, description: value, source };
    const text = (key: string) => asString(field(value, key));
    // Real agents write `file`/`line` where the spec has `location`; keep the place either way.
    const location = findingLocation(value)?.text || undefined;
    const item: GateItem = { priority, description: text('description') ?? '(no description)', source };
    if (text('id')) item.id = text('id');
    if (text('category')) item.category = text('category');
    if (location) item.location = location;
    // A file the system would not let the check read is there: GitHub shows it, so its link stays.
    const file = location ? locationFile(ctx, location) : undefined;
    if (file && 'found' in file && file.found !== parseLocation(location!)?.path) item.locationFile = file.found;
    if (file && 'missing' in file && file.denied === undefined) item.locationMissing = true;
    if (text('fix')) item.fix = text('fix');
    return item;
  });
}
