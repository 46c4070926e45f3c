import { parseDocument, type Scalar } from 'yaml';

/**
 * How a new scalar is written: `keep` follows the old value's quoting (plain stays plain, quoted
 * stays quoted in the same quotes); `text` is a human's free text: a single line as a double-quoted
 * string, several lines as a `|-` literal block where the context allows one.
 */
export type ScalarStyle = 'keep' | 'text';

export interface Rendered {
  /** What goes where the value starts, on the key's line. */
  head: string;
  /** Lines after the key's line (a block scalar's content), each preceded by a line break; or ''. */
  tail: string;
}

export interface RenderContext {
  style: ScalarStyle;
  old?: Scalar;
  inFlow: boolean;
  /** The block scalar's content indentation. */
  indent: number;
  eol: string;
}

/**
 * Characters that are not safe raw in every scalar style: outside YAML's printable set (C0 and C1
 * controls, U+FFFE, U+FFFF, lone surrogates), line separators, BOM, and the bidi controls. A
 * strict reader (js-yaml, serde_yaml) refuses a file with the first kind raw; the bidi controls
 * would make the committed line display in another order than it reads (GitHub warns about such
 * files). So they are only ever written escaped, which reads back as the same text.
 */
const UNSAFE =
  /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029\ufeff\ufffe\uffff\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

export function renderScalar(value: string, ctx: RenderContext): Rendered {
  const line = (head: string): Rendered => ({ head, tail: '' });
  if (ctx.style === 'text') {
    if (value.includes('\n') && !ctx.inFlow && blockSafe(value)) {
      const pad = ' '.repeat(ctx.indent);
      return {
        head: '|-',
        tail: value
          .split('\n')
          .map((l) => ctx.eol + (l === '' ? '' : pad + l))
          .join(''),
      };
    }
    return line(doubleQuoted(value));
  }
  switch (ctx.old?.type) {
    case 'QUOTE_DOUBLE':
      return line(doubleQuoted(value));
    case 'QUOTE_SINGLE':
      return line(
        !value.includes('\n') && !UNSAFE.test(value) ? `'${value.replace(/'/g, "''")}'` : doubleQuoted(value),
      );
    default:
      return line(plainSafe(value) ? value : doubleQuoted(value));
  }
}

/**
 * A JSON string is a YAML double-quoted scalar; the characters JSON leaves raw but YAML readers
 * may trip on are escaped too (JSON.stringify already escapes C0 controls and lone surrogates,
 * which YAML's `\uXXXX` reads back as the same UTF-16 code units; bidi controls are shown as
 * escapes, never raw).
 */
function doubleQuoted(value: string): string {
  return JSON.stringify(value).replace(
    /[\u007f-\u009f\u2028\u2029\ufeff\ufffe\uffff\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g,
    (ch) => `\\u${ch.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** Words, ids and timestamps: written plain only when YAML reads them back as the same string. */
function plainSafe(value: string): boolean {
  if (!/^[A-Za-z0-9_][\w.:/+@~-]*$/.test(value) || value.length > 200 || /:$/.test(value)) return false;
  const doc = parseDocument(value, { version: '1.2', schema: 'core' });
  return doc.errors.length === 0 && doc.toJS() === value;
}

/** A literal block keeps every character of these as written (`|-`: no final line break). */
function blockSafe(value: string): boolean {
  return !UNSAFE.test(value) && !value.includes('\r') && /^\S/.test(value) && !value.endsWith('\n');
}
