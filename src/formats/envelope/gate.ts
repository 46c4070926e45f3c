import type { GateItem } from '../../report/report.js';
import type { RuleContext } from '../../rules/rule.js';
import { asString, field } from '../../engine/values.js';
import { declaredIssues } from './issues.js';

/** The review findings an envelope declares, for the gate. */
export function gateItems(ctx: RuleContext): GateItem[] {
  return declaredIssues(ctx.data).map(({ priority, path, value }) => {
    const source = { path: ctx.path, line: ctx.doc.locate(path).line };
    if (typeof value === 'string') return { priority, description: value, source };
    const text = (key: string) => asString(field(value, key));
    // Real agents write `file`/`line` where the spec has `location`; keep the place either way.
    const file = text('file');
    const line = field(value, 'line');
    const location =
      text('location') ?? (file && (typeof line === 'number' || typeof line === 'string') ? `${file}:${line}` : file);
    const item: GateItem = { priority, description: text('description') ?? '(no description)', source };
    if (text('id')) item.id = text('id');
    if (text('category')) item.category = text('category');
    if (location) item.location = location;
    if (text('fix')) item.fix = text('fix');
    return item;
  });
}
