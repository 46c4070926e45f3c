/** Narrowing helpers for data that has not (yet) passed its schema: rules run on it anyway. */

export type Obj = Record<string, unknown>;

export function isRecord(value: unknown): value is Obj {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function asRecord(value: unknown): Obj | undefined {
  return isRecord(value) ? value : undefined;
}

export function asArray(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

export function asString(value: unknown): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

export function asNumber(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}

/** A non-empty mapping of nulls: what a flow `{x}` reads as, so the only kind of mapping that can be a placeholder. */
export function isNullsOnly(value: Record<string, unknown>): boolean {
  let any = false;
  for (const key in value) {
    if (value[key] !== null) return false;
    any = true;
  }
  return any;
}

/** Own property read that never reaches the prototype (files may carry `__proto__` keys). */
export function field(value: unknown, key: string): unknown {
  return isRecord(value) && Object.prototype.hasOwnProperty.call(value, key) ? value[key] : undefined;
}

export function has(value: unknown, key: string): boolean {
  return isRecord(value) && Object.prototype.hasOwnProperty.call(value, key);
}

/** The value at a path of keys and indexes, or undefined where the path does not lead. */
export function valueAt(value: unknown, path: readonly (string | number)[]): unknown {
  let current = value;
  for (const key of path) current = typeof key === 'number' ? asArray(current)[key] : field(current, key);
  return current;
}

/** How much of a parser's own message, which may quote file text, a finding keeps. */
const EXCERPT_LENGTH = 120;

/** Text that may quote a file, cut to a short excerpt on one line. */
export function excerpt(text: string, max = EXCERPT_LENGTH): string {
  const line = text.length > max * 4 ? text.slice(0, max * 4) : text;
  const flat = line.replace(/\s+/g, ' ');
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

/** Show a value from a file in a message: short, on one line, code-quoted. */
export function show(value: unknown): string {
  let text = typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
  text = text.replace(/\s+/g, ' ');
  if (text.length > 60) text = `${text.slice(0, 57)}...`;
  return `\`${text.replace(/`/g, "'")}\``;
}

/** A format's title with its article, for messages: `a Task`, `an Intent draft`. */
export function titled(title: string): string {
  return `${/^[aeiou]/i.test(title) ? 'an' : 'a'} ${title}`;
}
