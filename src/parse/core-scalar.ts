/**
 * How a plain YAML scalar resolves under the core schema, shared by the fast path's two readers
 * (fast-yaml.ts's js-yaml schema and simple-yaml.ts), so both give a scalar the value the full
 * parse gives it. Its own module: each reader imports it, neither imports the other for it.
 */

/*
 * The `yaml` package's core schema, test for test and in its order (null, bool, octal, decimal
 * and hex ints, special floats, exponent floats, floats), so a plain scalar resolves to the same
 * value; js-yaml's own JSON/core schema also takes `0b1`, `1_000` and `+.5e3`-style forms. The
 * first character is checked before any regex: most plain scalars are words.
 */
const NULL = /^(?:~|[Nn]ull|NULL)?$/;
const BOOL = /^(?:[Tt]rue|TRUE|[Ff]alse|FALSE)$/;
const INT_OCT = /^0o[0-7]+$/;
const INT = /^[-+]?[0-9]+$/;
const INT_HEX = /^0x[0-9a-fA-F]+$/;
const FLOAT_NAN = /^(?:[-+]?\.(?:inf|Inf|INF)|\.nan|\.NaN|\.NAN)$/;
const FLOAT_EXP = /^[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)[eE][-+]?[0-9]+$/;
const FLOAT = /^[-+]?(?:\.[0-9]+|[0-9]+\.[0-9]*)$/;

/** `-`, `+`, `.`, `0`–`9`: the first characters a number can have. */
const numberStart = (c: number) => c === 0x2d || c === 0x2b || c === 0x2e || (c >= 0x30 && c <= 0x39);

export type Kind = 'null' | 'bool' | 'oct' | 'int' | 'hex' | 'nan' | 'float' | undefined;

/** js-yaml asks each type in turn about the same scalar: the last answer is kept. */
let lastText: string | undefined;
let lastKind: Kind;

export function kindOf(text: string): Kind {
  if (text !== lastText) {
    lastKind = resolveKind(text);
    lastText = text;
  }
  return lastKind;
}

function resolveKind(text: string): Kind {
  const c = text.charCodeAt(0);
  if (text.length === 0 || c === 0x7e || c === 0x6e || c === 0x4e) return NULL.test(text) ? 'null' : undefined;
  if (c === 0x74 || c === 0x54 || c === 0x66 || c === 0x46) return BOOL.test(text) ? 'bool' : undefined;
  if (!numberStart(c)) return undefined;
  if (INT_OCT.test(text)) return 'oct';
  if (INT.test(text)) return 'int';
  if (INT_HEX.test(text)) return 'hex';
  if (FLOAT_NAN.test(text)) return 'nan';
  if (FLOAT_EXP.test(text) || FLOAT.test(text)) return 'float';
  return undefined;
}

/** The value of a scalar of a resolved kind: the same for js-yaml's types and for the simple reader. */
export function construct(kind: Kind, text: string): unknown {
  switch (kind) {
    case 'null':
      return null;
    case 'bool':
      return text[0] === 't' || text[0] === 'T';
    case 'oct':
      return parseInt(text.substring(2), 8);
    case 'hex':
      return parseInt(text.substring(2), 16);
    case 'int':
      return parseInt(text, 10);
    case 'nan':
      return text.slice(-3).toLowerCase() === 'nan' ? NaN : text[0] === '-' ? -Infinity : Infinity;
    case 'float':
      return parseFloat(text);
    default:
      return text;
  }
}

/** A plain scalar's value under the core schema: null, a boolean, a number, or the text itself. */
export const plainScalar = (text: string): unknown => construct(kindOf(text), text);
