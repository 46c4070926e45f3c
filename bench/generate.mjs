// Generates deterministic corpora of handoff files: all five formats mixed, about 10% with
// findings, with cross-references as real repositories have them (messages answering earlier
// messages, intents with parents); and SubAgent Responses alone, for the comparison with ajv-cli.
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** A small seeded PRNG (mulberry32), so every run checks the same corpus. */
export function prng(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const WORDS =
  'login session token cart checkout payment refund email reset password profile search index cache queue retry audit report schema migration'.split(
    ' ',
  );

/** Spec 5's dated id for the i-th message: `YYYYMMDD-NNN-task`, one day per 1,000 messages. */
function messageId(i) {
  const day = Math.floor(i / 1000);
  return `2025${String(1 + (Math.floor(day / 28) % 12)).padStart(2, '0')}${String(1 + (day % 28)).padStart(2, '0')}-${String(i % 1000).padStart(3, '0')}-task`;
}

/** The mixed corpus as path → text (paths relative to the repository root). */
export function corpusFiles(count, seed = 42) {
  const rand = prng(seed);
  const pick = (list) => list[Math.floor(rand() * list.length)];
  const words = (n) => Array.from({ length: n }, () => pick(WORDS)).join(' ');
  const bad = () => rand() < 0.1;
  const files = new Map();
  const put = (path, text) => files.set(path, text);
  const ts = (i) => `2025-0${1 + (i % 9)}-1${i % 10}T0${i % 10}:00:00Z`;
  const messages = [];
  const intents = [];

  for (let i = 0; files.size < count; i++) {
    const kind = i % 5;
    if (kind === 0) {
      const broken = bad();
      put(
        `.work/run-${Math.floor(i / 50)}/explorer-${i}.yaml`,
        `kind: explorer\nagent_id: explorer:tech#shard-${i}\nmode: brownfield\nstatus: ${broken ? 'okay' : 'ok'}\nartifacts:\n  - path: docs/notes.md\n    type: context\nfindings:\n  tech_stack:\n    language: TypeScript\n    framework: ${pick(WORDS)}\n  constraints:\n${Array.from({ length: 8 }, () => `    - ${words(6)}`).join('\n')}\nopen_questions: []\nblockers: []\nnext: aggregator\n`,
      );
    } else if (kind === 1) {
      put(
        `outputs/.workflow/run-${Math.floor(i / 50)}/response-${i}.yaml`,
        subagentResponse(i, rand, bad(), 1 + (i % 4)),
      );
    } else if (kind === 2) {
      const broken = bad();
      const agent = `Agent${i}`;
      put(
        `sessions/s${Math.floor(i / 50)}/handoff-${agent}.json`,
        `${JSON.stringify(
          {
            from_agent: broken ? 'Someone' : agent,
            to_agent: 'TestAgent',
            timestamp: ts(i),
            status: 'PASS',
            iteration: 1,
            loop_required: false,
            loop_target: null,
            loop_reason: null,
            artifacts: [{ type: 'source_file', path: 'docs/notes.md', purpose: words(5), priority: 'high' }],
            context: { design_decisions: [words(8), words(8)], known_limitations: [words(6)], assumptions: [words(7)] },
            issues: [
              {
                id: `I-${i}`,
                severity: 'low',
                category: 'quality',
                location: 'docs/notes.md:3',
                description: words(9),
                remediation: words(5),
                status: 'open',
              },
            ],
            validation: { command: 'npm test', expected_result: words(4), checklist: [words(4), words(5)] },
          },
          null,
          2,
        )}\n`,
      );
    } else if (kind === 3) {
      const broken = bad();
      // Every fourth intent is a child of an earlier one: the parent link is checked, and followed for cycles.
      const parent = intents.length && i % 4 === 3 ? intents[Math.floor(rand() * intents.length)] : null;
      const id = `intent-${i}`;
      put(
        `.forge/intents/${id}.yaml`,
        `title: "${words(5)}"\nbody: |\n  ${words(20)}\n  ${words(20)}\ntype: fix\nsource: human\nrisk: ${broken ? 'medium' : pick(['low', 'low', 'low', 'med'])}\nstatus: ${pick(['approved', 'done', 'executing'])}\nparent: ${parent ?? 'null'}\ncreated_at: ${ts(i)}\nclarifications:\n  - question: "${words(8)}?"\n    answer: "${words(4)}"\n`,
      );
      if (!parent) intents.push(id);
    } else {
      const broken = bad();
      const id = messageId(i);
      // Every third message answers an earlier one, by id; spec 5 names each file after its id.
      const parent =
        messages.length && i % 3 === 0 ? `parent_id: ${messages[Math.floor(rand() * messages.length)]}\n` : '';
      put(
        `shared/tasks/frontend/${id}.md`,
        `---\nid: ${id}\nfrom: pm\nto: ${broken ? 'frontnd' : 'frontend'}\ntype: task\npriority: high\nstatus: pending\ncreated_at: ${ts(i)}\n${parent}---\n\n# Task: ${words(4)}\n\n## 説明\n${words(30)}\n\n## 完了条件\n- [ ] ${words(6)}\n- [ ] ${words(6)}\n\n## 技術要件\n- ${words(5)}\n\n## 依存関係\n- 前提: なし\n\n## 参考資料\n- ${words(3)}\n\n## 備考\n${words(12)}\n`,
      );
      messages.push(id);
    }
  }
  files.set('docs/notes.md', '# Notes\n');
  files.set('.github/handoff-gate.yml', '# benchmark corpus root\n');
  return files;
}

/** One SubAgent Response (spec 2) with `issues` issues; `broken` gives it a finding (`execution_time: 0`). */
function subagentResponse(i, rand, broken, issues) {
  const pick = (list) => list[Math.floor(rand() * list.length)];
  const words = (n) => Array.from({ length: n }, () => pick(WORDS)).join(' ');
  const list = Array.from(
    { length: issues },
    () => `  - severity: "${pick(['MEDIUM', 'LOW'])}"\n    description: "${words(10)}"\n    action: "${words(6)}"`,
  ).join('\n');
  return `status: "success"\nagent_name: "svg-forge"\nexecution_time: ${broken ? 0 : 120 + (i % 400)}\noutput_path: "docs/notes.md"\nnext_action: "proceed"\nissues:\n${list}\nmetadata:\n  complexity: "moderate"\n  node_count: ${i % 30}\n`;
}

/** SubAgent Responses only, 0.5–4 KB each (1 to 24 issues), about 10% with findings. */
export function subagentResponseFiles(count, seed = 7) {
  const rand = prng(seed);
  const files = new Map();
  for (let i = 0; i < count; i++) {
    files.set(
      `outputs/.workflow/run-${Math.floor(i / 100)}/response-${i}.yaml`,
      subagentResponse(i, rand, rand() < 0.1, 1 + Math.floor(rand() * 24)),
    );
  }
  files.set('docs/notes.md', '# Notes\n');
  files.set('.github/handoff-gate.yml', '# benchmark corpus root\n');
  return files;
}

/** Write the files under `dir` (emptied first); returns how many handoff files it holds. */
export function writeCorpus(dir, files) {
  // Written beside `dir` and renamed when whole: a run stopped half-way leaves no half corpus that
  // a later run, seeing the folder, would take as written.
  const partial = `${dir}.partial`;
  rmSync(partial, { recursive: true, force: true });
  for (const [path, text] of files) {
    mkdirSync(dirname(join(partial, path)), { recursive: true });
    writeFileSync(join(partial, path), text);
  }
  rmSync(dir, { recursive: true, force: true });
  renameSync(partial, dir);
  return files.size - 2;
}

export function generateCorpus(dir, count, seed = 42) {
  return writeCorpus(dir, corpusFiles(count, seed));
}
