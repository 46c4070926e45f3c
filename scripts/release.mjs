// Cuts a release: `node scripts/release.mjs 1.2.3` (or `npm run release -- 1.2.3`), from a clean
// main. It moves the CHANGELOG's Unreleased entries under the version and today's date, sets the
// version in package.json and package-lock.json, rebuilds what embeds it (`npm run all`: the CLI
// prints it, SARIF names it), commits, and tags `v1.2.3`. Nothing is pushed: it ends by saying
// what to push, and the release workflow does the rest from the tag. `--dry-run` says what it
// would do and changes nothing.
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';

const args = process.argv.slice(2);
const dryRun = args.includes('--dry-run');
const version = args.find((arg) => !arg.startsWith('--'));
const git = (...rest) => execFileSync('git', rest, { encoding: 'utf8' }).trim();

/** A usage problem: said on stderr, exit 2, nothing changed. */
function refuse(message) {
  process.stderr.write(`release: ${message}\n`);
  process.exit(2);
}

const SEMVER = /^(\d+)\.(\d+)\.(\d+)$/;
const parts = (text) => SEMVER.exec(text)?.slice(1).map(Number);
const newer = (a, b) => {
  for (let i = 0; i < 3; i++) if (a[i] !== b[i]) return a[i] > b[i];
  return false;
};

const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
if (!version || !parts(version)) refuse('give the version to release, such as 1.2.3.');
if (!newer(parts(version), parts(pkg.version))) refuse(`${version} is not after the current version ${pkg.version}.`);
if (git('status', '--porcelain')) refuse('the working tree has changes: commit or stash them first.');
if (git('tag', '--list', `v${version}`)) refuse(`the tag v${version} exists already.`);

// The CHANGELOG's Unreleased section becomes the version's, and a new empty one heads the file.
const changelog = readFileSync('CHANGELOG.md', 'utf8');
const unreleased = changelog.indexOf('## [Unreleased]');
if (unreleased === -1) refuse('CHANGELOG.md has no "## [Unreleased]" section.');
const next = changelog.indexOf('\n## [', unreleased + 1);
const entries = changelog.slice(unreleased + '## [Unreleased]'.length, next === -1 ? undefined : next).trim();
if (!entries) refuse('the Unreleased section of CHANGELOG.md is empty: say what this release changes.');
const date = new Date().toISOString().slice(0, 10);
const released = `${changelog.slice(0, unreleased)}## [Unreleased]\n\n## [${version}] - ${date}\n\n${entries}\n${next === -1 ? '' : changelog.slice(next)}`;

if (dryRun) {
  process.stdout.write(
    `Would release ${version} (${date}): CHANGELOG.md, package.json and package-lock.json, npm run all, a commit "Release ${version}" and the tag v${version}.\n`,
  );
  process.exit(0);
}

writeFileSync('CHANGELOG.md', released);
pkg.version = version;
writeFileSync('package.json', `${JSON.stringify(pkg, null, 2)}\n`);
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8'));
lock.version = version;
if (lock.packages?.['']) lock.packages[''].version = version;
writeFileSync('package-lock.json', `${JSON.stringify(lock, null, 2)}\n`);
execFileSync('npm', ['run', 'all'], { stdio: ['ignore', 'ignore', 'inherit'] });

git('add', '-A');
git(
  'commit',
  '-q',
  '-m',
  `Release ${version}`,
  '-m',
  `The version is ${version} in package.json and in what embeds it (dist/), and CHANGELOG.md\nlists what it changes under ${version} (${date}).`,
);
git('tag', '-a', `v${version}`, '-m', `handoff-gate ${version}`);
process.stdout.write(
  `Released ${version} locally: commit "Release ${version}", tag v${version}.\nPush both: git push origin HEAD v${version}\n`,
);
