/**
 * Text from a checked file, made inert for a Markdown hover: every character Markdown or HTML
 * could read as markup is escaped, and control, bidi and zero-width characters are shown as
 * `<U+XXXX>`, so a value can neither format the hover, link out, nor hide what it says.
 */
export function inertMarkdown(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (INVISIBLE(code)) out += `\\<U+${code.toString(16).toUpperCase().padStart(4, '0')}\\>`;
    else if (MARKUP.has(char)) out += `\\${char}`;
    else out += char;
  }
  return out;
}

const MARKUP = new Set([...'\\`*_{}[]()<>#+-.!|~&:"\'=@$^']);

const INVISIBLE = (code: number): boolean =>
  code < 0x20 ||
  code === 0x7f ||
  (code >= 0x80 && code < 0xa0) ||
  (code >= 0x200b && code <= 0x200f) ||
  (code >= 0x202a && code <= 0x202e) ||
  (code >= 0x2060 && code <= 0x2069) ||
  code === 0xfeff;
