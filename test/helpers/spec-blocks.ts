import { readFileSync } from 'node:fs';
import { REPO } from './bundle.js';

export interface FencedBlock {
  lang: string;
  /** 1-based line of the opening fence in the spec file. */
  line: number;
  text: string;
  /** The nearest heading above the block. */
  heading: string;
}

/** The fenced code blocks of a spec file, read from the spec itself so examples are never copied by hand. */
export function specBlocks(file: string): FencedBlock[] {
  const lines = readFileSync(`${REPO}test/fixtures/spec/${file}`, 'utf8').split('\n');
  const blocks: FencedBlock[] = [];
  let heading = '';
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (/^#{1,6} /.test(line)) heading = line.replace(/^#+ /, '');
    const open = /^```(\w*)\s*$/.exec(line);
    if (!open) continue;
    const start = i;
    const body: string[] = [];
    for (i++; i < lines.length && !/^```\s*$/.test(lines[i]!); i++) body.push(lines[i]!);
    blocks.push({ lang: open[1] ?? '', line: start + 1, text: `${body.join('\n')}\n`, heading });
  }
  return blocks;
}

/**
 * The sections of a spec file as a rule names them (`RuleInfo.spec`): `§ ` and the path of
 * headings below the document's title, joined by ` > ` (`§ バリデーションルール > agent_id フォーマット`).
 * Headings inside fenced code blocks are a template's, not the spec's, and are left out.
 */
export function specSections(file: string): Set<string> {
  const lines = readFileSync(`${REPO}test/fixtures/spec/${file}`, 'utf8').split('\n');
  const sections = new Set<string>();
  const path: string[] = [];
  let fenced = false;
  for (const line of lines) {
    if (line.startsWith('```')) fenced = !fenced;
    const heading = fenced ? null : /^(#{2,6}) (.+?)\s*$/.exec(line);
    if (!heading) continue;
    path.length = heading[1]!.length - 2;
    path.push(heading[2]!);
    sections.add(`§ ${path.join(' > ')}`);
  }
  return sections;
}
