// Inputs a hostile pull request could hold, each built to pass one of the engine's bounds
// (README, Security model > Limits). Generated here, never committed: several megabytes each.
// The bounds hold memory and time; this reports both (bench/bounds.mjs alone, or npm run bench).

const MIB = 1024 * 1024;
const RESPONSE = '"status":"success","agent_name":"a","execution_time":1';

/** A JSON SubAgent Response of about `bytes`, repeating the key `a`: one finding per repeat, but the first. */
function repeatedKeys(bytes) {
  const repeats = Math.floor((bytes - RESPONSE.length - 2) / 6);
  return `{${RESPONSE}${',"a":1'.repeat(repeats)}}\n`;
}

/** A JSON SubAgent Response whose `x` nests `depth` arrays, about 2 × `depth` bytes. */
const deepJson = (depth) => `{${RESPONSE},"x":${'['.repeat(depth)}${']'.repeat(depth)}}\n`;

/** The same in block YAML, one level per line, indented one more space each. */
function deepYaml(depth) {
  const lines = ['status: success', 'agent_name: a', 'execution_time: 1', 'x:'];
  for (let i = 1; i < depth; i++) lines.push(`${' '.repeat(i)}k:`);
  lines.push(`${' '.repeat(depth)}v: 1`);
  return `${lines.join('\n')}\n`;
}

/** A corpus of these files, with the config file that makes its folder the root (and the defaults its config). */
const rooted = (entries) => new Map([...entries, ['.github/handoff-gate.yml', '# hostile corpus root\n']]);

/** Files of each hostile case, by name: `Map<path, text>` as writeCorpus takes them. */
export function hostileCases() {
  const cases = {
    'repeated keys: 8 files of 1 MiB, about 175,000 parse/duplicate-key findings each': new Map(
      Array.from({ length: 8 }, (_, i) => [`outputs/r${i}.json`, repeatedKeys(MIB - 1)]),
    ),
    "the run's findings: 400 files of 300 repeated keys each (201 findings listed each)": new Map(
      Array.from({ length: 400 }, (_, i) => [
        `outputs/s${String(i).padStart(3, '0')}.json`,
        repeatedKeys(300 * 6 + 80),
      ]),
    ),
    'deep nesting: JSON 500,000 levels deep (1 MiB) and YAML 1,000 levels deep': new Map([
      ['outputs/deep.json', deepJson(500_000)],
      ['.work/deep.yaml', deepYaml(1000)],
    ]),
    'too many lines: a 30,000-line YAML file and a 60,000-line JSON file': new Map([
      ['.work/long.yaml', `status: success\nagent_name: a\nexecution_time: 1\nnotes: |\n${'  line\n'.repeat(30_000)}`],
      ['handoff-Long.json', `{\n${'  "k": 1,\n'.repeat(60_000)}  "end": 1\n}\n`],
    ]),
    'a huge file: 64 MiB at a handoff path': new Map([['handoff-Huge.json', `{"notes":"${'x'.repeat(64 * MIB)}"}\n`]]),
    // The worst inputs of the two patterns that once blew up: a heading of blanks and a line break
    // (catastrophic backtracking: 900 blanks took 32 s) and an unclosed `${` run (quadratic: 400 KB took 28 s).
    'regex attacks: 20 message headings of 3,000 blanks and U+2028, 20 intents of 400 KB of `${`': new Map([
      ...Array.from({ length: 20 }, (_, i) => [
        `shared/tasks/backend/2025030${i % 10}-0${String(i).padStart(2, '0')}-task.md`,
        `---\nid: 2025030${i % 10}-0${String(i).padStart(2, '0')}-task\nfrom: pm\nto: backend\ntype: task\nstatus: pending\ncreated_at: 2025-03-01T09:00:00Z\n---\n\n#${' '.repeat(3000)}\u2028\n`,
      ]),
      ...Array.from({ length: 20 }, (_, i) => [
        `.forge/intents/dollar-${i}.yaml`,
        `title: x\ntype: fix\nsource: reflection\nrisk: low\nstatus: proposed\ncreated_at: 2025-03-05T12:05:00Z\nbody: "${'${'.repeat(200_000)}"\n`,
      ]),
    ]),
  };
  return Object.fromEntries(Object.entries(cases).map(([name, files]) => [name, rooted(files)]));
}
