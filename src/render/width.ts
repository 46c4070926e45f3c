import { eastAsianWidth } from 'get-east-asian-width';

/**
 * How many columns text takes on a terminal, and text wrapped to a terminal's width. A string's
 * `length` counts UTF-16 units: `日` takes two columns and is one unit, `é` written as `e` and a
 * combining accent takes one column and is two. Measured code point by code point, once: linear.
 * Which code points are wide (East Asian Width W and F) is `get-east-asian-width`'s table, which
 * follows each Unicode release; the sequences a terminal draws as one picture are ours (below).
 */

/** Combining marks and format characters: drawn on the character before, no column of their own. */
const ZERO_WIDTH = /[\p{Mn}\p{Me}\p{Cf}]/u;

const ZWJ = 0x200d;
const EMOJI_PRESENTATION = 0xfe0f;

/**
 * Measures a text's code points one after another: each one's columns given the one before, for
 * the sequences a terminal draws as one picture (an emoji's presentation selector widens it, an
 * emoji joined by U+200D to the one before it adds nothing).
 */
class Columns {
  private last = 0;
  private joining = false;

  /** The columns the code point `cp` (spelt `ch`) adds. */
  next(cp: number, ch: string): number {
    let width: number;
    if (cp < 0x300) width = cp < 0x20 || (cp >= 0x7f && cp < 0xa0) ? 0 : 1;
    else if (cp === EMOJI_PRESENTATION) width = this.last === 1 ? 1 : 0;
    else if ((cp >= 0x1160 && cp <= 0x11ff) || ZERO_WIDTH.test(ch)) width = 0;
    else width = eastAsianWidth(cp) === 2 ? (this.joining && cp >= 0x1f000 ? 0 : 2) : 1;
    this.joining = cp === ZWJ;
    if (width > 0 || cp === EMOJI_PRESENTATION) this.last = cp === EMOJI_PRESENTATION ? 2 : width;
    return width;
  }
}

/**
 * The text's units, in order: each code point, and each of our own colour codes whole (`ESC [`,
 * parameters, a final letter), which take no column. Text from files never holds an escape:
 * `escapeTerminal` shows each as `\u001b`.
 */
function* units(text: string): Generator<string> {
  for (let i = 0; i < text.length; ) {
    const code = text.charCodeAt(i);
    if (code === 0x1b && text[i + 1] === '[') {
      let end = i + 2;
      while (end < text.length && !(text.charCodeAt(end) >= 0x40 && text.charCodeAt(end) <= 0x7e)) end++;
      yield text.slice(i, end + 1);
      i = end + 1;
    } else {
      const pair = code >= 0xd800 && code <= 0xdbff && (text.charCodeAt(i + 1) & 0xfc00) === 0xdc00;
      yield text.slice(i, pair ? i + 2 : i + 1);
      i += pair ? 2 : 1;
    }
  }
}

/** The columns a unit takes: none for a colour code. */
function unitWidth(columns: Columns, unit: string): number {
  return unit.length > 2 || unit.charCodeAt(0) === 0x1b ? 0 : columns.next(unit.codePointAt(0)!, unit);
}

/**
 * The columns `text` takes on a terminal: wide East Asian characters and emoji two, combining
 * marks none, colour codes none.
 */
export function textWidth(text: string): number {
  let ascii = true;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 0x20 || code >= 0x7f) {
      ascii = false;
      break;
    }
  }
  if (ascii) return text.length;
  const columns = new Columns();
  let width = 0;
  for (const unit of units(text)) width += unitWidth(columns, unit);
  return width;
}

/** Never the first character of a line in Japanese and Chinese text: it stays with the one before. */
const NO_BREAK_BEFORE = '、。，．・：；？！ー）」』】〕〉》ゝゞ々ぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ';
/** Never the last character of a line: it stays with the one after. */
const NO_BREAK_AFTER = '（「『【〔〈《';

/** A piece of a line that is never broken inside unless it alone is wider than a line. */
interface Piece {
  text: string;
  width: number;
  /** The spaces before it: kept between it and the piece before on one line, dropped at a break. */
  space: string;
  /** A line may break after it without a space: it ends in a wide character. */
  breaksAfter: boolean;
}

/**
 * The text cut into pieces between which a line may break: words (runs of anything but spaces),
 * and each wide character on its own, as Japanese and Chinese text break between any two
 * characters, but not before closing punctuation and small kana, nor after opening brackets. A
 * colour code goes with the text it paints: an opening one with the piece after it, a closing one
 * with the piece before.
 */
function pieces(text: string): Piece[] {
  const out: Piece[] = [];
  const columns = new Columns();
  let current: Piece | undefined;
  let space = '';
  for (const unit of units(text)) {
    if (unit === ' ') {
      current = undefined;
      space += ' ';
      continue;
    }
    const width = unitWidth(columns, unit);
    const code = unit.length > 2 || unit.charCodeAt(0) === 0x1b;
    const attaches =
      current !== undefined &&
      (width === 0 ||
        NO_BREAK_AFTER.includes(current.text.at(-1)!) ||
        (width === 2 ? NO_BREAK_BEFORE.includes(unit) : !current.breaksAfter));
    if (attaches) {
      current!.text += unit;
      current!.width += width;
      if (width > 0) current!.breaksAfter = width === 2;
      continue;
    }
    current = { text: unit, width, space, breaksAfter: width === 2 };
    out.push(current);
    space = '';
    // An opening colour code after a space starts a piece the text after it joins.
    if (code) current.breaksAfter = false;
  }
  return out;
}

/** A piece wider than a whole line, cut into parts of at most `width` columns, never inside a character. */
function cut(piece: Piece, width: number): Piece[] {
  const parts: Piece[] = [];
  const columns = new Columns();
  let part: Piece = { text: '', width: 0, space: piece.space, breaksAfter: false };
  for (const unit of units(piece.text)) {
    const w = unitWidth(columns, unit);
    if (part.width + w > width && part.width > 0) {
      parts.push(part);
      part = { text: '', width: 0, space: '', breaksAfter: false };
    }
    part.text += unit;
    part.width += w;
  }
  if (part.text) parts.push(part);
  return parts;
}

/**
 * `text` in lines of at most `width` columns (the first line `first` columns, when the line
 * starts after something else: it is left empty when even the first word does not fit), broken
 * at spaces, and between wide characters. Spaces between words on one line stay as they are; the
 * spaces at a break go. A word wider than a line is cut. A line after the first that would start
 * with `::` gets a visible `> ` first, as `escapeTerminal` marks a text that does: a workflow's
 * log would read it as a command.
 */
export function wrapText(text: string, width: number, first = width): string[] {
  const full = Math.max(1, width);
  const lines: string[] = [];
  let line = '';
  let used = 0;
  let room = Math.max(1, first);
  const breakLine = () => {
    lines.push(line);
    line = '';
    used = 0;
    room = full;
  };
  for (const whole of pieces(text)) {
    const parts = whole.width > full ? cut(whole, full) : [whole];
    for (const piece of parts) {
      const gap = used > 0 || line ? piece.space.length : 0;
      // A first line shorter than the others (it follows something) is left empty rather than overflowed.
      if (used + gap + piece.width > room && (used > 0 || room < full)) breakLine();
      else {
        line += piece.space.slice(0, gap);
        used += gap;
      }
      if (used === 0 && !line && lines.length > 0 && piece.text.startsWith('::')) {
        line = '> ';
        used = 2;
      }
      line += piece.text;
      used += piece.width;
    }
  }
  if (line || lines.length === 0) lines.push(line);
  return lines;
}
