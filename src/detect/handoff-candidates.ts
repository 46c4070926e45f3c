import type { EngineSettings } from '../core/settings.js';
import { FormatDetector } from './detect.js';
import { defaultPathsOf, type FormatDefinition } from '../core/format.js';
import { Project, type Workspace } from '../core/project.js';

/** How much of a file the signature's pre-filter looks at, to tell a handoff file from a plain data file. */
const SNIFF_BYTES = 1024 * 1024;

/**
 * Of a change's files, those that may be handoff files: on a format's path, or (for a format
 * known by its keys) whose text at the head shows the format's keys. A removed file has no head to
 * look at: it counts when a format's path or keys could apply. These are the files whose base
 * revision the diff-aware rules and the inbox need; a plain data file (`package.json`, a fixture)
 * is none of them, so a change of thousands of data files costs no base read.
 */
export function handoffCandidates(
  paths: readonly string[],
  head: Workspace,
  config: EngineSettings,
  formats: readonly FormatDefinition[],
  removed: ReadonlySet<string> = new Set(),
): string[] {
  const project = new Project(head, config, defaultPathsOf(formats));
  const detector = new FormatDetector(formats, project, config);
  const decoder = new TextDecoder('utf-8', { fatal: false });
  return paths.filter((path) => {
    const candidates = detector.candidates(path);
    if (!candidates) return false;
    if (candidates.byPath || candidates.onPaths.length) return true;
    if (candidates.bySignature.length === 0) return false;
    if (removed.has(path)) return true;
    const bytes = head.read(path, SNIFF_BYTES);
    return (
      bytes !== undefined &&
      FormatDetector.prefiltered(candidates, decoder.decode(bytes.subarray(0, SNIFF_BYTES))).length > 0
    );
  });
}
