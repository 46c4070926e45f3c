// The commit messages since the project adopted its rule (CONTRIBUTING.md, "Commits"): a subject
// of at most 72 characters, then a body that says why (merges excepted). Older history is left as
// it is. Outside a git checkout, or in one that lacks the starting commit (a shallow clone, a
// copy), there is nothing to read: it says so and passes.
import { execFileSync } from 'node:child_process';

/** The last commit before the rule: every commit after it is checked. */
const SINCE = '01ce39ab72cb7523cd1380362600267490b6ab38';
const git = (...args) => execFileSync('git', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });

let log;
try {
  git('cat-file', '-e', `${SINCE}^{commit}`);
  log = git('log', '--no-merges', '--format=%H%x00%s%x00%b%x01', `${SINCE}..HEAD`);
} catch {
  console.log(`check-commits: no history from ${SINCE} here; nothing to check.`);
  process.exit(0);
}
const problems = [];
for (const entry of log.split('\x01')) {
  const [sha, subject, body] = entry.replace(/^\n/, '').split('\x00');
  if (!sha) continue;
  if (subject.length > 72)
    problems.push(`${sha.slice(0, 7)}: the subject has ${subject.length} characters (72 at most): ${subject}`);
  if (!body?.trim()) problems.push(`${sha.slice(0, 7)}: no body that says why: ${subject}`);
}
if (problems.length) {
  console.error(`Commit messages (CONTRIBUTING.md, "Commits"):\n${problems.join('\n')}`);
  process.exit(1);
}
console.log(
  `check-commits: ${log.split('\x01').filter((e) => e.trim()).length} commits since ${SINCE}, each with a short subject and a body.`,
);
