/**
 * Where and why a JSON text that `JSON.parse` refused goes wrong. `JSON.parse` says neither in a
 * form to rely on: its messages change between Node versions, and some name no position at all.
 * So this small scanner reads the text again, as strict JSON (RFC 8259, what `JSON.parse`
 * accepts), and stops at the first token that breaks it. It runs only after a parse has failed,
 * so valid JSON costs nothing extra. It is iterative (a stack of open brackets), so no nesting
 * can exhaust the call stack. VS Code's `jsonc-parser` reads JSON with errors too, but not in our
 * place for this: its parser recurses (some 200,000 `[` overflow the stack), and its error codes
 * are coarser than these messages (a trailing comma is named at the bracket after it, a bracket
 * never closed at the end of the file, a leading zero as a missing comma), so the hints here
 * would all be written again on top of it.
 */

export interface JsonSyntaxError {
  /** A `//` or `/* *\/` comment (the `parse/json-comment` finding), or any other break. */
  kind: 'comment' | 'syntax';
  /** UTF-16 offset of the offending token in the text. */
  offset: number;
  message: string;
}

const isBlank = (c: number) => c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09;

/** A run of text up to the next blank or punctuation: the "word" a person sees at the offset. */
const WORD = /[^\s,:[\]{}"']+/y;
const NUMBER = /-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][-+]?[0-9]+)?/y;
const HEX4 = /^[0-9a-fA-F]{4}$/;
const ESCAPES = '"\\/bfnrt';

/** Words people write for JSON's literals (Python, YAML, JavaScript habits), with what JSON spells. */
const LITERALS: Record<string, string> = {
  True: 'true',
  TRUE: 'true',
  False: 'false',
  FALSE: 'false',
  None: 'null',
  Null: 'null',
  NULL: 'null',
  nil: 'null',
  undefined: 'null',
};

/** Text shown inside backticks in a message: short, one line, no backtick of its own. */
function shown(text: string, max = 40): string {
  const flat = text.replace(/[\u0000-\u001f\u007f`]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

const codePoint = (text: string, at: number) =>
  `U+${text.codePointAt(at)!.toString(16).toUpperCase().padStart(4, '0')}`;

interface Open {
  /** `{` or `[`. */
  bracket: number;
  offset: number;
}

/**
 * What the scanner expects next: a value; a key (or `}` right after `{`); the `:` after a key;
 * a `,` or the closing bracket after a value.
 */
type Expect = 'value' | 'first-value' | 'key' | 'first-key' | 'colon' | 'after';

/** The first offending token of a text `JSON.parse` refused, or undefined if the scanner finds none. */
export function findJsonError(text: string): JsonSyntaxError | undefined {
  const scan = new Scan(text);
  while (!scan.finished) {
    const found = scan.step();
    if (found) return found;
  }
  return undefined;
}

const fail = (offset: number, message: string): JsonSyntaxError => ({ kind: 'syntax', offset, message });

/**
 * One pass over the text: each step reads the next token after the blanks, and either moves on
 * (the position, the stack of open brackets and what is expected next) or names what breaks.
 */
class Scan {
  /** Where the next token is read from. */
  i = 0;
  readonly stack: Open[] = [];
  expect: Expect = 'value';
  /** Where the last `,` was: a closing bracket right after it makes a trailing comma. */
  comma = -1;
  lastKey = '';
  /** The document's one value is complete: only blanks may follow. */
  done = false;
  /** The text ended after a complete document: it holds no error. */
  finished = false;

  constructor(readonly text: string) {}

  step(): JsonSyntaxError | undefined {
    const { text } = this;
    while (isBlank(text.charCodeAt(this.i))) this.i++;
    const i = this.i;
    const c = text.charCodeAt(i);
    if (c === 0x2f && (text[i + 1] === '/' || text[i + 1] === '*')) {
      return {
        kind: 'comment',
        offset: i,
        message: 'JSON does not allow comments; remove the comment or move the note into a field.',
      };
    }
    if (i >= text.length) return this.atEnd();
    if (this.done)
      return fail(
        i,
        `Unexpected text after the end of the JSON document: \`${shown(text.slice(i, i + 20))}\`. A JSON file holds one value; remove the extra text, or wrap several values in a list.`,
      );
    if (c === 0x7d || c === 0x5d) return this.closing(c);
    if (this.expect === 'after') return this.afterValue(c);
    if (this.expect === 'colon') return this.colon(c);
    if (c === 0x2c || c === 0x3a) return this.punctuation(c);
    return this.token(c);
  }

  private lineOf(offset: number): number {
    let line = 1;
    for (let i = this.text.indexOf('\n'); i !== -1 && i < offset; i = this.text.indexOf('\n', i + 1)) line++;
    return line;
  }

  private container(): 'object' | 'array' {
    return this.stack[this.stack.length - 1]!.bracket === 0x7b ? 'object' : 'array';
  }

  private get keyExpected(): boolean {
    return this.expect === 'key' || this.expect === 'first-key';
  }

  /** A value is complete: a comma or a closing bracket comes next, or nothing after the document's own. */
  private valueDone(end: number): undefined {
    this.i = end;
    this.expect = 'after';
    if (this.stack.length === 0) this.done = true;
    return undefined;
  }

  /** The end of the text: fine after a whole document, else what is missing. */
  private atEnd(): JsonSyntaxError | undefined {
    const { text, stack } = this;
    if (this.done) {
      this.finished = true;
      return undefined;
    }
    // Point just past the last thing written: where the missing text would go.
    let end = text.length;
    while (end > 0 && isBlank(text.charCodeAt(end - 1))) end--;
    const open = stack[stack.length - 1];
    if (!open) return fail(end, 'The file ends before any JSON value; write the document.');
    const what = open.bracket === 0x7b ? 'object' : 'array';
    const close = open.bracket === 0x7b ? '}' : ']';
    const more =
      stack.length > 1 ? ` (and ${stack.length - 1} more bracket${stack.length > 2 ? 's' : ''} around it)` : '';
    // Cut off after a key: the missing value is the news, where it would go.
    if (this.expect === 'colon' || (this.expect === 'value' && open.bracket === 0x7b)) {
      return fail(
        end,
        `The file ends before the ${what} opened on line ${this.lineOf(open.offset)} is closed${more}: add the missing \`${close}\`, or restore the rest of the file if it was cut off.`,
      );
    }
    // Otherwise reported where it opens, the place a person looks for the slip; the message says where the file ends.
    return fail(
      open.offset,
      `This ${what} is never closed${more}: the file ends on line ${this.lineOf(end)}. Add the missing \`${close}\`, or restore the rest of the file if it was cut off.`,
    );
  }

  /** A `}` or `]`: it must close what is open, after a complete member or item. */
  private closing(c: number): JsonSyntaxError | undefined {
    const { i, stack } = this;
    const open = stack[stack.length - 1];
    const ch = String.fromCharCode(c);
    if (!open) return fail(i, `Unexpected \`${ch}\`: nothing is open here to close; remove it.`);
    if ((this.expect === 'key' || this.expect === 'value') && this.comma !== -1) {
      return fail(
        this.comma,
        `Trailing comma before \`${ch}\`: JSON does not allow a comma after the last ${this.container() === 'object' ? 'member' : 'item'}; remove it.`,
      );
    }
    if (open.bracket + 2 !== c) {
      const wanted = open.bracket === 0x7b ? '}' : ']';
      return fail(
        i,
        `\`${ch}\` closes the ${this.container()} opened on line ${this.lineOf(open.offset)} with \`${String.fromCharCode(open.bracket)}\`; write \`${wanted}\`.`,
      );
    }
    if (this.expect === 'colon')
      return fail(i, `Missing \`:\` and a value after the key \`"${shown(this.lastKey)}"\`.`);
    if (this.expect === 'value')
      return fail(i, `Missing value after the key \`"${shown(this.lastKey)}"\`: write a value before \`${ch}\`.`);
    stack.pop();
    this.comma = -1;
    return this.valueDone(i + 1);
  }

  /** After a value: a `,` and the next member or item, or an error (a closing bracket is {@link closing}'s). */
  private afterValue(c: number): JsonSyntaxError | undefined {
    const { i } = this;
    if (c === 0x2c) {
      this.comma = i;
      this.expect = this.container() === 'object' ? 'key' : 'value';
      this.i++;
      return undefined;
    }
    if (c === 0x3a)
      return fail(
        i,
        this.container() === 'object'
          ? 'Unexpected `:`: a key needs a double-quoted string before its `:`.'
          : 'Unexpected `:` in a list; a list holds values separated by commas. Use an object (`{...}`) for keys and values.',
      );
    return fail(
      i,
      `Missing comma between values: add a \`,\` before this ${this.container() === 'object' ? 'key' : 'value'}.`,
    );
  }

  /** After a key: its `:`. */
  private colon(c: number): JsonSyntaxError | undefined {
    if (c !== 0x3a) return fail(this.i, `Missing \`:\` after the key \`"${shown(this.lastKey)}"\`.`);
    this.expect = 'value';
    this.i++;
    return undefined;
  }

  /** A `,` or `:` where a key or a value should be. */
  private punctuation(c: number): JsonSyntaxError {
    const { i } = this;
    if (c === 0x2c) {
      if (this.keyExpected)
        return fail(
          i,
          this.comma !== -1
            ? 'Two commas in a row: remove one.'
            : 'Unexpected `,`: a key (a double-quoted string) goes here.',
        );
      return fail(
        i,
        this.comma !== -1
          ? 'Two commas in a row, or an empty item: remove one comma or write the value.'
          : 'Missing value before this `,`: write a value.',
      );
    }
    return fail(
      i,
      this.keyExpected
        ? 'Missing key before this `:`: write the key as a double-quoted string.'
        : 'Unexpected `:`: write a value here.',
    );
  }

  /** A key or a value: a string, an opening bracket, or a word (a literal, a number, or what a person wrote for one). */
  private token(c: number): JsonSyntaxError | undefined {
    const { text, i } = this;
    const keyExpected = this.keyExpected;
    this.comma = -1;
    if (c === 0x22) {
      const end = stringEnd(text, i);
      if (typeof end !== 'number') return end;
      if (!keyExpected) return this.valueDone(end);
      this.lastKey = text.slice(i + 1, end - 1);
      this.expect = 'colon';
      this.i = end;
      return undefined;
    }
    if (c === 0x27) {
      return fail(
        i,
        keyExpected
          ? 'Single-quoted key: JSON needs double quotes (`"key"`).'
          : 'Single-quoted string: JSON needs double quotes (`"text"`).',
      );
    }
    if (keyExpected) {
      if (c === 0x7b || c === 0x5b) return fail(i, 'Key must be a double-quoted string, not an object or a list.');
      WORD.lastIndex = i;
      const word = WORD.exec(text)?.[0] ?? text[i]!;
      return fail(i, `Key must be a double-quoted string: write \`"${shown(word)}"\`.`);
    }
    if (c === 0x7b || c === 0x5b) {
      this.stack.push({ bracket: c, offset: i });
      this.expect = c === 0x7b ? 'first-key' : 'first-value';
      this.i++;
      return undefined;
    }
    WORD.lastIndex = i;
    const word = WORD.exec(text)?.[0];
    if (word === undefined)
      return fail(
        i,
        `Unexpected character ${codePoint(text, i)}: it is neither JSON whitespace nor the start of a value.`,
      );
    const wrong = wordError(text, i, word, this.stack.length === 0);
    return wrong ?? this.valueDone(i + word.length);
  }
}

/** What is wrong with `word`, a value at `at` (`top`: the document's own), or undefined for a literal or a number. */
function wordError(text: string, at: number, word: string, top: boolean): JsonSyntaxError | undefined {
  const c = text.charCodeAt(at);
  if (word === 'true' || word === 'false' || word === 'null') return undefined;
  if (c === 0x2d || (c >= 0x30 && c <= 0x39) || c === 0x2b || c === 0x2e) {
    NUMBER.lastIndex = at;
    const number = NUMBER.exec(text)?.[0];
    return number === word ? undefined : fail(at, `\`${shown(word)}\` is not a JSON number${numberHint(word)}.`);
  }
  if (Object.hasOwn(LITERALS, word)) return fail(at, `\`${word}\` is not a JSON value; write \`${LITERALS[word]}\`.`);
  if (word === 'NaN' || word === 'Infinity')
    return fail(at, `\`${word}\` is not a JSON number; write \`null\` or a string.`);
  if (top) {
    // Text before the document (a file name written as a label, a prose line): say so.
    const line = /\S+/y;
    line.lastIndex = at;
    return fail(
      at,
      `The file starts with \`${shown(line.exec(text)![0])}\`, which is not JSON: a JSON file holds one value (usually an object, \`{...}\`); remove the text before it.`,
    );
  }
  if (/^[\p{L}\p{N}_$.-]/u.test(word))
    return fail(at, `Unquoted text \`${shown(word)}\`: JSON strings need double quotes (\`"${shown(word)}"\`).`);
  return fail(
    at,
    `Unexpected character ${codePoint(text, at)} (\`${shown(String.fromCodePoint(text.codePointAt(at)!))}\`): it is not the start of a JSON value.`,
  );
}

function numberHint(word: string): string {
  if (/^-?0[0-9]/.test(word)) return ': numbers do not start with a leading zero';
  if (word.startsWith('+')) return ': write it without the `+`';
  if (/^-?\./.test(word)) return ': write a digit before the decimal point (`0.5`)';
  if (/\.(?![0-9])/.test(word)) return ': write a digit after the decimal point';
  if (/^-?0x/i.test(word)) return ': JSON numbers are decimal only';
  return '; quote it if it is text';
}

/** The offset just past the string that opens at `start`, or what breaks it. */
function stringEnd(text: string, start: number): number | JsonSyntaxError {
  for (let j = start + 1; ; j++) {
    const d = text.charCodeAt(j);
    if (Number.isNaN(d))
      return { kind: 'syntax', offset: start, message: 'The file ends inside this string: add the closing `"`.' };
    if (d === 0x22) return j + 1;
    if (d === 0x0a || d === 0x0d)
      return {
        kind: 'syntax',
        offset: start,
        message:
          'This string is not closed on its line: add the closing `"` (a line break inside a string is written `\\n`).',
      };
    if (d < 0x20) {
      return {
        kind: 'syntax',
        offset: j,
        message: `Control character ${codePoint(text, j)} inside a string: write it as an escape (\`\\t\`, \`\\u${d.toString(16).padStart(4, '0')}\`).`,
      };
    }
    if (d === 0x5c) {
      const e = text[j + 1];
      if (e === 'u') {
        if (!HEX4.test(text.slice(j + 2, j + 6)))
          return {
            kind: 'syntax',
            offset: j,
            message: 'Invalid `\\u` escape in a string: it needs four hex digits (`\\u00e9`).',
          };
        j += 5;
      } else if (e !== undefined && ESCAPES.includes(e)) {
        j++;
      } else if (e === undefined) {
        return { kind: 'syntax', offset: start, message: 'The file ends inside this string: add the closing `"`.' };
      } else {
        return {
          kind: 'syntax',
          offset: j,
          message: `Invalid escape \`\\${shown(e)}\` in a string: JSON knows \`\\" \\\\ \\/ \\b \\f \\n \\r \\t \\uXXXX\`; write \`\\\\\` for a backslash.`,
        };
      }
    }
  }
}
