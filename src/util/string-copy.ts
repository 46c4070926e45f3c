/**
 * A report outlives the files it was made from. A parser hands out a scalar as a slice of its
 * file's text, and V8 keeps the whole text alive for as long as the slice lives (and a message
 * built around the slice keeps the slice): a scan kept every file that gave it a gate item or a
 * finding, 62 MB of texts at 10,000 varied SubAgent Responses. Copied out, each string holds
 * only itself, and costs its characters and a 16-byte header: less than the slice it replaces
 * (32 bytes) and its share of the text, unless the kept strings add up to more than the text
 * (values repeated by YAML aliases), where keeping the text is the cheaper.
 */

/** V8 slices and joins strings of 13 characters or more; shorter ones are copies already. */
export const SHARED_FROM = 13;

/**
 * The string as a copy of its own: a new string, flat, that holds no larger text. Read back from
 * its JSON, exactly (a lone surrogate included); a slice of a longer string (`(' ' + text).slice(1)`)
 * would be a 32-byte slice of a copy one character longer, and a string used as a property key
 * becomes one of the engine's shared strings, which every equal string then turns into a pointer to.
 */
export function ownString(text: string): string {
  return text.length < SHARED_FROM ? text : (JSON.parse(JSON.stringify(text)) as string);
}
