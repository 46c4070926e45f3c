/**
 * Where and why a JSON text that `JSON.parse` refused goes wrong. `JSON.parse` says neither in a
 * form to rely on: its messages change between Node versions, and some name no position at all.
 * So this small scanner reads the text again, as strict JSON (RFC 8259, what `JSON.parse`
 * accepts), and stops at the first token that breaks it. It runs only after a parse has failed,
 * so valid JSON costs nothing extra. It is iterative (a stack of open brackets), so no nesting
 * can exhaust the call stack.
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
// eslint-disable-next-line max-lines-per-function -- one pass of a scanner over the text: every branch reads and moves the same position, stack and expectation, which split functions would pass back and forth on each character.
export function findJsonError(text: string): JsonSyntaxError | undefined {
  const stack: Open[] = [];
  let expect: Expect = 'value';
  /** Where the last `,` was: a closing bracket right after it makes a trailing comma. */
  let comma = -1;
  let lastKey = '';
  let done = false;
  const fail = (offset: number, message: string): JsonSyntaxError => ({ kind: 'syntax', offset, message });
  const lineOf = (offset: number) => {
    let line = 1;
    for (let i = text.indexOf('\n'); i !== -1 && i < offset; i = text.indexOf('\n', i + 1)) line++;
    return line;
  };
  const container = () => (stack[stack.length - 1]!.bracket === 0x7b ? 'object' : 'array');

  let i = 0;
  for (;;) {
    while (isBlank(text.charCodeAt(i))) i++;
    const c = text.charCodeAt(i);
    if (c === 0x2f && (text[i + 1] === '/' || text[i + 1] === '*')) {
      return {
        kind: 'comment',
        offset: i,
        message: 'JSON does not allow comments; remove the comment or move the note into a field.',
      };
    }
    if (i >= text.length) {
      if (done) return undefined;
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
      if (expect === 'colon' || (expect === 'value' && open.bracket === 0x7b)) {
        return fail(
          end,
          `The file ends before the ${what} opened on line ${lineOf(open.offset)} is closed${more}: add the missing \`${close}\`, or restore the rest of the file if it was cut off.`,
        );
      }
      // Otherwise reported where it opens, the place a person looks for the slip; the message says where the file ends.
      return fail(
        open.offset,
        `This ${what} is never closed${more}: the file ends on line ${lineOf(end)}. Add the missing \`${close}\`, or restore the rest of the file if it was cut off.`,
      );
    }
    if (done)
      return fail(
        i,
        `Unexpected text after the end of the JSON document: \`${shown(text.slice(i, i + 20))}\`. A JSON file holds one value; remove the extra text, or wrap several values in a list.`,
      );

    // Closing brackets.
    if (c === 0x7d || c === 0x5d) {
      const open = stack[stack.length - 1];
      const ch = String.fromCharCode(c);
      if (!open) return fail(i, `Unexpected \`${ch}\`: nothing is open here to close; remove it.`);
      if ((expect === 'key' || expect === 'value') && comma !== -1) {
        return fail(
          comma,
          `Trailing comma before \`${ch}\`: JSON does not allow a comma after the last ${container() === 'object' ? 'member' : 'item'}; remove it.`,
        );
      }
      if (open.bracket + 2 !== c) {
        const wanted = open.bracket === 0x7b ? '}' : ']';
        return fail(
          i,
          `\`${ch}\` closes the ${container()} opened on line ${lineOf(open.offset)} with \`${String.fromCharCode(open.bracket)}\`; write \`${wanted}\`.`,
        );
      }
      if (expect === 'colon') return fail(i, `Missing \`:\` and a value after the key \`"${shown(lastKey)}"\`.`);
      if (expect === 'value')
        return fail(i, `Missing value after the key \`"${shown(lastKey)}"\`: write a value before \`${ch}\`.`);
      stack.pop();
      comma = -1;
      expect = 'after';
      if (stack.length === 0) done = true;
      i++;
      continue;
    }

    if (expect === 'after') {
      if (c === 0x2c) {
        comma = i;
        expect = container() === 'object' ? 'key' : 'value';
        i++;
        continue;
      }
      if (c === 0x3a)
        return fail(
          i,
          container() === 'object'
            ? 'Unexpected `:`: a key needs a double-quoted string before its `:`.'
            : 'Unexpected `:` in a list; a list holds values separated by commas. Use an object (`{...}`) for keys and values.',
        );
      return fail(
        i,
        `Missing comma between values: add a \`,\` before this ${container() === 'object' ? 'key' : 'value'}.`,
      );
    }

    if (expect === 'colon') {
      if (c === 0x3a) {
        expect = 'value';
        i++;
        continue;
      }
      return fail(i, `Missing \`:\` after the key \`"${shown(lastKey)}"\`.`);
    }

    if (c === 0x2c) {
      if (expect === 'key' || expect === 'first-key')
        return fail(
          i,
          comma !== -1
            ? 'Two commas in a row: remove one.'
            : 'Unexpected `,`: a key (a double-quoted string) goes here.',
        );
      return fail(
        i,
        comma !== -1
          ? 'Two commas in a row, or an empty item: remove one comma or write the value.'
          : 'Missing value before this `,`: write a value.',
      );
    }
    if (c === 0x3a)
      return fail(
        i,
        expect === 'key' || expect === 'first-key'
          ? 'Missing key before this `:`: write the key as a double-quoted string.'
          : 'Unexpected `:`: write a value here.',
      );

    const keyExpected = expect === 'key' || expect === 'first-key';
    comma = -1;

    if (c === 0x22) {
      const end = stringEnd(text, i);
      if (typeof end !== 'number') return end;
      if (keyExpected) {
        lastKey = text.slice(i + 1, end - 1);
        expect = 'colon';
      } else {
        expect = 'after';
        if (stack.length === 0) done = true;
      }
      i = end;
      continue;
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
    // A value.
    if (c === 0x7b || c === 0x5b) {
      stack.push({ bracket: c, offset: i });
      expect = c === 0x7b ? 'first-key' : 'first-value';
      i++;
      continue;
    }
    WORD.lastIndex = i;
    const word = WORD.exec(text)?.[0];
    if (word === undefined)
      return fail(
        i,
        `Unexpected character ${codePoint(text, i)}: it is neither JSON whitespace nor the start of a value.`,
      );
    if (word === 'true' || word === 'false' || word === 'null') {
      // ok
    } else if (c === 0x2d || (c >= 0x30 && c <= 0x39) || c === 0x2b || c === 0x2e) {
      NUMBER.lastIndex = i;
      const number = NUMBER.exec(text)?.[0];
      if (number !== word) return fail(i, `\`${shown(word)}\` is not a JSON number${numberHint(word)}.`);
    } else if (Object.hasOwn(LITERALS, word)) {
      return fail(i, `\`${word}\` is not a JSON value; write \`${LITERALS[word]}\`.`);
    } else if (word === 'NaN' || word === 'Infinity') {
      return fail(i, `\`${word}\` is not a JSON number; write \`null\` or a string.`);
    } else if (stack.length === 0) {
      // Text before the document (a file name written as a label, a prose line): say so.
      const line = /\S+/y;
      line.lastIndex = i;
      return fail(
        i,
        `The file starts with \`${shown(line.exec(text)![0])}\`, which is not JSON: a JSON file holds one value (usually an object, \`{...}\`); remove the text before it.`,
      );
    } else if (/^[\p{L}\p{N}_$.-]/u.test(word)) {
      return fail(i, `Unquoted text \`${shown(word)}\`: JSON strings need double quotes (\`"${shown(word)}"\`).`);
    } else {
      return fail(
        i,
        `Unexpected character ${codePoint(text, i)} (\`${shown(String.fromCodePoint(text.codePointAt(i)!))}\`): it is not the start of a JSON value.`,
      );
    }
    i += word.length;
    expect = 'after';
    if (stack.length === 0) done = true;
  }
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
