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
export const FORMATS: readonly FormatDefinition[] = [handoff, ...intentFormats, message, envelope, subagentResponse];

export function formatById(id: string): FormatDefinition | undefined {
  return FORMATS.find((f) => f.id === id);
}
