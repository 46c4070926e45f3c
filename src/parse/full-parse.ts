/**
 * Thrown on the fast path (data parsed without positions) where only the full parse can answer:
 * a finding's position, the AST's view of a `{x}` placeholder, a line the cheap locators cannot
 * vouch for. The engine then checks the file again from scratch on the full parse, so what it
 * reports is exactly what the full parse alone would report. One shared instance: nothing is
 * learned from its stack, and creating one per throw would cost more than the throw.
 */
export class FullParseNeeded extends Error {
  constructor() {
    super('this file needs the full parse (with positions)');
    this.name = 'FullParseNeeded';
  }
}

const FULL_PARSE_NEEDED = new FullParseNeeded();

export function needFullParse(): never {
  throw FULL_PARSE_NEEDED;
}

export const isFullParseNeeded = (error: unknown): error is FullParseNeeded => error === FULL_PARSE_NEEDED;
