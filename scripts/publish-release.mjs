// The release workflow's last step (.github/workflows/release.yml), for the tag TAG (`v1.2.3`):
// checks that it names package.json's version, creates the GitHub release with the version's
// CHANGELOG section as its notes (`gh`, with the workflow's GH_TOKEN), and moves the major tag
// (`v1`) to the release, as actions are used (`uses: owner/handoff-gate@v1`). With DRY_RUN=1 it
// says each command it would run and runs none: the workflow's manual run, and the tests.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { releaseNotes } from './release-notes.mjs';

const tag = process.env.TAG ?? '';
const dryRun = process.env.DRY_RUN === '1';

function refuse(message) {
  process.stderr.write(`publish-release: ${message}\n`);
  process.exit(2);
}

const match = /^v(\d+)\.\d+\.\d+$/.exec(tag);
if (!match) refuse(`TAG must be a release tag such as v1.2.3; got ${JSON.stringify(tag)}.`);
const version = tag.slice(1);
const major = `v${match[1]}`;
const pkg = JSON.parse(readFileSync('package.json', 'utf8'));
if (pkg.version !== version) refuse(`${tag} does not name package.json's version ${pkg.version}.`);
const notes = releaseNotes(readFileSync('CHANGELOG.md', 'utf8'), version);
if (!notes) refuse(`CHANGELOG.md has no entries under "## [${version}]".`);

const notesFile = join(mkdtempSync(join(tmpdir(), 'release-')), 'notes.md');
writeFileSync(notesFile, `${notes}\n`);

/** Runs a command, or with DRY_RUN=1 says it would. Arguments are passed as they are, never to a shell. */
function step(command, args) {
  if (dryRun) {
    process.stdout.write(`would run: ${command} ${args.join(' ')}\n`);
    return;
  }
  execFileSync(command, args, { stdio: 'inherit' });
}

step('gh', ['release', 'create', tag, '--verify-tag', '--title', `handoff-gate ${version}`, '--notes-file', notesFile]);
step('git', ['tag', '--force', major, `${tag}^{commit}`]);
step('git', ['push', '--force', 'origin', `refs/tags/${major}`]);
if (dryRun) process.stdout.write(`notes:\n${notes}\n`);
