/**
 * Characters that make a word look like a command without being one: what each reads as, and
 * how a reply names it. A small explicit table, not Unicode's whole confusables list: slashes,
 * and the Cyrillic and Greek letters that are drawn like the Latin letters of the command names
 * (and of words close to them). Fullwidth and other compatibility forms need no table: NFKC
 * folds them (`／` → `/`, `ａ` → `a`, `𝐚` → `a`).
 */

/** Slashes drawn like `/` that NFKC leaves as they are (the fullwidth `／` it folds itself). */
export const SLASHES: Readonly<Record<string, string>> = {
  '\u2044': 'fraction slash',
  '\u2215': 'division slash',
  '\u29F8': 'big solidus',
  '\u2571': 'box-drawing diagonal',
  '\u27CB': 'rising diagonal',
  '\u1735': 'Philippine single punctuation',
  '\u2CC6': 'Coptic letter old Coptic esh',
};

/** A letter from another script that is drawn like a Latin one: its script, and that Latin letter. */
export interface ForeignLetter {
  script: 'Cyrillic' | 'Greek' | 'Latin';
  latin: string;
}

const letters = (script: ForeignLetter['script'], pairs: string): Record<string, ForeignLetter> =>
  Object.fromEntries(
    pairs
      .split(' ')
      .filter(Boolean)
      .map((pair) => [[...pair][0]!, { script, latin: [...pair][1]! }]),
  );

/** Each pair is the look-alike, then the Latin letter it passes for. */
export const FOREIGN_LETTERS: Readonly<Record<string, ForeignLetter>> = {
  ...letters(
    'Cyrillic',
    'аa еe оo рp сc уy хx ѕs іi јj һh ԁd ԛq ԝw ѵv ӏl АA ВB ЕE КK МM НH ОO РP СC ТT ХX УY ЅS ІI ЈJ ԚQ ԜW ӀI',
  ),
  ...letters('Greek', 'αa οo ρp νv ιi κk υu ϲc ϳj ΑA ΒB ΕE ΖZ ΗH ΙI ΚK ΜM ΝN ΟO ΡP ΤT ΥY ΧX'),
  ...letters('Latin', 'ıi ȷj ɑa'),
};

/** Names of the invisible characters people meet most (pasted from documents, chat and web pages). */
export const INVISIBLE_NAMES: Readonly<Record<string, string>> = {
  '\u00AD': 'soft hyphen',
  '\u034F': 'combining grapheme joiner',
  '\u061C': 'Arabic letter mark',
  '\u180E': 'Mongolian vowel separator',
  '\u200B': 'zero-width space',
  '\u200C': 'zero-width non-joiner',
  '\u200D': 'zero-width joiner',
  '\u200E': 'left-to-right mark',
  '\u200F': 'right-to-left mark',
  '\u202A': 'left-to-right embedding',
  '\u202B': 'right-to-left embedding',
  '\u202C': 'pop directional formatting',
  '\u202D': 'left-to-right override',
  '\u202E': 'right-to-left override',
  '\u2060': 'word joiner',
  '\u2066': 'left-to-right isolate',
  '\u2067': 'right-to-left isolate',
  '\u2068': 'first strong isolate',
  '\u2069': 'pop directional isolate',
  '\uFE0F': 'variation selector-16',
  '\uFEFF': 'byte order mark',
};

/** Names of the spaces other than the plain one that people meet most. */
export const SPACE_NAMES: Readonly<Record<string, string>> = {
  '\u00A0': 'no-break space',
  '\u1680': 'Ogham space mark',
  '\u2002': 'en space',
  '\u2003': 'em space',
  '\u2007': 'figure space',
  '\u2009': 'thin space',
  '\u200A': 'hair space',
  '\u202F': 'narrow no-break space',
  '\u205F': 'medium mathematical space',
  '\u3000': 'ideographic space',
};
