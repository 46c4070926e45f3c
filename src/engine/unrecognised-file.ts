import { UNRECOGNISED_RULE } from '../detect/detect.js';
import { JSON_SYNTAX_RULE } from '../parse/json-doc.js';
import { YAML_SYNTAX_RULE } from '../parse/yaml-doc.js';
import type { FindingSink } from './finding-sink.js';
import type { FormatDefinition } from '../core/format.js';
import { EXTENSION_RULE, nearPathMessage, type NearPath } from '../detect/near-path.js';

export const UNRECOGNISED = 'No handoff format recognises this file (by its path or its keys); it was not checked.';

/** The formats a file's raw text may be of, by content: their pre-filters passed. */
export interface Recognise {
  bySignature: FormatDefinition[];
  /** Formats it may almost be of (a signature key misspelt). */
  nearMiss: FormatDefinition[];
}

/** `its text holds `kind`, `agent_id` (the envelope format's signature)`: what let a file through the text screen. */
export function pulledInBy(formats: readonly FormatDefinition[]): string {
  const keys = [...new Set(formats.flatMap((f) => f.signature?.nearMiss?.keys ?? []))];
  const names = formats.map((f) => f.id).join(' or ');
  return `its text holds ${keys.length ? keys.map((k) => `\`${k}\``).join(', ') : 'the keys'} (the ${names || 'handoff'} format's signature)`;
}

/** The parse's findings that say the text is not valid YAML or JSON (not a bound the file passed). */
export const SYNTAX_RULES: ReadonlySet<string> = new Set([YAML_SYNTAX_RULE, JSON_SYNTAX_RULE]);

/**
 * A file no format recognised: where a format's files live under an extension it does not read,
 * said (never passed over); named on the command line, a notice; anything else is no handoff file
 * (false).
 */
export function reportUnrecognised(
  sink: FindingSink,
  path: string,
  near: NearPath | undefined,
  named: boolean,
): boolean {
  const at = { line: 1, column: 1 };
  if (near) sink.add(path, EXTENSION_RULE.id, near.sameSyntax ? 'error' : 'warning', at, nearPathMessage(path, near));
  else if (named) sink.add(path, UNRECOGNISED_RULE, 'notice', at, UNRECOGNISED);
  else return false;
  return true;
}
