import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { ResolvedConfig } from '../config/resolve.js';
import type { Finding } from '../report/finding.js';
import { FORMATS } from '../formats/index.js';
import { unreadWantedIn } from '../detect/near-path.js';
import { discover, type Discovery } from '../io/discover.js';
import { toPosix } from '../io/fs-workspace.js';
import { formatGlobs, isPackage, isRootMarked } from './roots.js';
import type { Group } from './targets.js';
import type { ConfigOf, Project } from './run-check-types.js';

/**
 * Step 2: walk each group; a repository met on a walk is a target of its own, walked in turn. The
 * projects come back by root, in the order they were met.
 */
export function walkGroups(
  groups: Map<string, Group>,
  explicitRoot: string | undefined,
  configOf: ConfigOf,
  overlay?: ReadonlyMap<string, Uint8Array>,
): { projects: Map<string, Project>; order: string[]; covered: Map<string, string[]> } {
  const projects = new Map<string, Project>();
  const order: string[] = [];
  const covered = new Map<string, string[]>();
  const done = new Set<string>();
  for (let pending = [...groups.entries()]; pending.length; ) {
    const next: Array<[string, Group]> = [];
    for (const [key, group] of pending) {
      if (done.has(key)) continue;
      done.add(key);
      covered.set(group.repository, [...(covered.get(group.repository) ?? []), ...group.targets]);
      const walked = withOverlaid(
        discover(
          group.repository,
          group.targets,
          explicitRoot ? () => false : isRootMarked,
          unreadWanted(configOf(group.repository).loaded.config),
        ),
        group,
        overlay,
      );
      for (const dir of walked.nested) {
        const repository = join(group.repository, dir);
        if (!done.has(repository))
          next.push([repository, { repository, kind: 'repository', bases: [], targets: [repository] }]);
      }
      const globs = formatGlobs(configOf(group.repository).loaded.config, FORMATS).flatMap((f) => f.globs);
      const base = group.bases.find((b) => isPackage(walked.files, toPosix(relative(group.repository, b)), globs));
      const asPackage = base !== undefined;
      const prefix = asPackage ? toPosix(relative(group.repository, base)) : '';
      const root = base ?? group.repository;
      let project = projects.get(root);
      if (!project) {
        projects.set(
          root,
          (project = {
            root,
            repository: group.repository,
            kind: asPackage ? 'package' : group.kind,
            prefix: asPackage ? prefix : '',
            files: new Set(),
            named: new Set(),
            skipped: [],
            ignored: [],
          }),
        );
        order.push(root);
      }
      const local = (path: string) => (asPackage ? path.slice(prefix.length + 1) : path);
      for (const file of walked.files) project.files.add(local(file));
      for (const file of walked.unread) project.files.add(local(file));
      for (const file of walked.named) project.named.add(local(file));
      for (const finding of walked.skipped) addSkipped(project.skipped, { ...finding, path: local(finding.path) });
      for (const entry of walked.ignored) project.ignored.push(local(entry));
    }
    pending = next;
  }

  // A file under a package is checked there, not a second time from its repository's root.
  for (const pkg of projects.values()) {
    if (pkg.kind !== 'package') continue;
    const owner = projects.get(pkg.repository);
    if (!owner) continue;
    for (const file of pkg.files) owner.files.delete(`${pkg.prefix}/${file}`);
  }
  return { projects, order, covered };
}

/**
 * A walk's finding, once per path and rule however many walks of one root met it (`check . .work`
 * walks `.work` twice); an error when any walk said so (the one that was named).
 */
function addSkipped(skipped: Finding[], finding: Finding): void {
  let byKey = skippedByKey.get(skipped);
  if (!byKey) skippedByKey.set(skipped, (byKey = new Map()));
  const key = `${finding.ruleId}\u0000${finding.path}`;
  const said = byKey.get(key);
  if (!said) {
    byKey.set(key, finding);
    skipped.push(finding);
  } else if (finding.severity === 'error') said.severity = 'error';
}
const skippedByKey = new WeakMap<Finding[], Map<string, Finding>>();

/** Which files of no syntax the check reads the walk lists: those where a format's files live, as the config sets its paths. */
const unreadWanted = (config: ResolvedConfig) =>
  unreadWantedIn(FORMATS, (format) => config.paths[format.id] ?? format.paths);

/** A walk with the named files that are in the overlay alone (not on the disk yet) added, as named regular files. */
function withOverlaid(walked: Discovery, group: Group, overlay?: ReadonlyMap<string, Uint8Array>): Discovery {
  const only = group.targets.filter((target) => overlay?.has(target) && !existsSync(target));
  if (only.length === 0) return walked;
  const added = only.map((target) => toPosix(relative(group.repository, target)));
  for (const path of added) walked.named.add(path);
  return { ...walked, files: [...new Set([...walked.files, ...added])].sort() };
}
