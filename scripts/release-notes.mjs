// A version's release notes: its section of CHANGELOG.md (from `## [1.2.3]` to the next `## [`),
// which the release workflow gives the GitHub release (scripts/publish-release.mjs).

/** The entries under `## [version]`, trimmed; undefined when CHANGELOG.md has no such section or it is empty. */
export function releaseNotes(changelog, version) {
  const heading = changelog.split('\n').findIndex((line) => line.startsWith(`## [${version}]`));
  if (heading === -1) return undefined;
  const lines = changelog.split('\n').slice(heading + 1);
  const end = lines.findIndex((line) => line.startsWith('## ['));
  const notes = (end === -1 ? lines : lines.slice(0, end)).join('\n').trim();
  return notes || undefined;
}
