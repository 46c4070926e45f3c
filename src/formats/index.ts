import type { FormatDefinition } from '../core/format.js';
import { envelope } from './envelope/index.js';
import { handoff } from './handoff/index.js';
import { intentFormats } from './intent/index.js';
import { message } from './message/index.js';
import { subagentResponse } from './subagent-response/index.js';

/**
 * Every format, in detection order: formats recognised by path first, then those recognised by
 * content (an envelope carries `kind` + `agent_id`; a subagent response `agent_name` + `status`).
 */
export const FORMATS: readonly FormatDefinition[] = [
  // Recognised by path:
  handoff,
  ...intentFormats,
  message,
  // Recognised by content:
  envelope,
  subagentResponse,
];

/** The spec number a format implements (`spec 4 (...)` → 4); formats without one sort last. */
const specNumber = (format: FormatDefinition) => Number(/^spec (\d+)/.exec(format.spec)?.[1] ?? Infinity);

/**
 * Every format id in spec order (spec 1 to 5, the intent family in its own order): the keys the
 * config accepts under `paths:` and `inbox.sources`, in the order its schema lists them.
 */
export const FORMAT_IDS: readonly [string, ...string[]] = FORMATS.map((format, index) => ({ format, index }))
  .sort((a, b) => specNumber(a.format) - specNumber(b.format) || a.index - b.index)
  .map(({ format }) => format.id) as [string, ...string[]];
