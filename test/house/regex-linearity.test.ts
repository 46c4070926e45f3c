import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { check, type Diagnostics } from 'recheck';
import { describe, expect, it } from 'vitest';
import { collectRegexes, type FoundRegex } from './regex-collect.js';
import { REGEXES, type RegexEntry } from './regex-registry.js';
import { FULL_RUNS } from '../helpers/runs.js';

/**
 * No regular expression of src/ blows up on hostile input: each is registered in
 * regex-registry.ts with its worst case, recheck (a ReDoS checker, run in its pure JavaScript
 * backend, its time limits off so its verdict counts steps, not milliseconds) proves it linear,
 * and it runs on its worst case at two sizes with the same answer. Nothing here is timed.
 */

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
/**
 * A regex's place as the registry names it: its file and its text as written, white space and the
 * commas the formatter adds before a closing bracket left out (a call broken over lines and the
 * same call on one line are one regex).
 */
const key = (r: { file: string; code: string }) =>
  `${r.file}  ${r.code.replace(/,?\s+/g, (run) => (run.startsWith(',') ? ',' : '')).replace(/,([)\]])/g, '$1')}`;

const found = collectRegexes(root);
const registered = new Map(REGEXES.map((entry) => [key(entry), entry]));

function regexOf(entry: RegexEntry, seen: FoundRegex | undefined): RegExp {
  if (entry.built) return entry.built;
  const literal = seen?.literal;
  if (!literal) throw new Error(`${key(entry)}: a \`new RegExp(...)\` needs \`built\` in the registry`);
  return new RegExp(literal.source, literal.flags);
}

const worstInput = (entry: RegexEntry, size: number) =>
  (entry.worst.prefix ?? '') + entry.worst.pump.repeat(size) + entry.worst.suffix;

// recheck reads RECHECK_BACKEND at each call: `pure` is its Scala.js build, in this process (no
// Java, no native binary). Its time limits are off, so a verdict does not depend on the machine.
process.env.RECHECK_BACKEND = 'pure';
const UNTIMED = {
  timeout: null,
  attackTimeout: null,
  incubationTimeout: null,
  seedingTimeout: null,
  recallTimeout: null,
} as const;

async function verdict(re: RegExp, bounded: boolean): Promise<Diagnostics> {
  const flags = re.flags.replace('g', '');
  if (bounded)
    return check(re.source, flags, {
      ...UNTIMED,
      checker: 'automaton',
      maxRepeatCount: 200,
      maxNFASize: 100_000,
      maxPatternSize: 10_000,
    });
  return check(re.source, flags, UNTIMED);
}

describe('the regex registry', () => {
  it('lists every regex of src/, and nothing that is gone', () => {
    const seen = new Set(found.map(key));
    expect(
      found.filter((r) => !registered.has(key(r))).map(key),
      'not registered in test/house/regex-registry.ts',
    ).toEqual([]);
    expect(REGEXES.filter((e) => !seen.has(key(e))).map(key), 'registered but no longer in src/').toEqual([]);
    // The same text twice in a file is registered twice: each place is one more reader.
    expect(REGEXES.map(key).sort(), 'registered as often as written').toEqual(found.map(key).sort());
  });

  it('finds both kinds: literals and `new RegExp(...)`', () => {
    expect(found.filter((r) => r.literal).length).toBeGreaterThan(200);
    expect(found.filter((r) => !r.literal).map((r) => r.file)).toContain('src/formats/message/bracket-header.ts');
  });
});

describe('every registered regex is linear', () => {
  const bySeen = new Map(found.map((r) => [key(r), r]));

  // The proof takes recheck about a minute: the full run (`npm run test:full`, which CI runs) makes
  // it; every run checks the registry and runs each regex on its worst input at two sizes.
  it.runIf(FULL_RUNS)(
    'recheck proves each one safe (the known super-linear ones are listed, not proved)',
    async () => {
      const failures: string[] = [];
      for (const entry of REGEXES) {
        if (entry.superlinear) continue;
        const re = regexOf(entry, bySeen.get(key(entry)));
        const result = await verdict(re, entry.bounded === true);
        if (result.status !== 'safe') {
          const why =
            result.status === 'vulnerable'
              ? `${result.complexity.summary}, attack ${result.attack.pattern}`
              : JSON.stringify(result.error);
          failures.push(`${key(entry)}: ${result.status} (${why})`);
        }
      }
      expect(failures).toEqual([]);
    },
    600_000,
  );

  it('no regex is let off as a known super-linear exception', () => {
    // The mechanism stays for a pattern that must wait for its rewrite, with its reason; none does.
    expect(REGEXES.filter((e) => e.superlinear).map((e) => `${e.file}: ${e.superlinear}`)).toEqual([]);
  });

  it('each runs on its worst case, at two sizes, to the same answer', () => {
    const differ: string[] = [];
    for (const entry of REGEXES) {
      const re = regexOf(entry, bySeen.get(key(entry)));
      // The super-linear ones only at sizes that stay small even squared.
      const [small, large] = entry.superlinear ? [100, 1_000] : [1_000, 100_000];
      const answers = [small, large].map((size) => {
        const input = worstInput(entry, size);
        const copy = new RegExp(re.source, re.flags);
        const match = copy.exec(input);
        // The match is in the input, and what follows its end is the same at both sizes.
        if (match) expect(match.index + match[0].length).toBeLessThanOrEqual(input.length);
        return match === null
          ? 'no match'
          : `match ending ${input.length - match.index - match[0].length} from the end`;
      });
      if (answers[0] !== answers[1] && !(answers[0]!.startsWith('match') && answers[1]!.startsWith('match')))
        differ.push(`${key(entry)}: ${answers.join(' / ')}`);
    }
    expect(differ).toEqual([]);
  });
});
