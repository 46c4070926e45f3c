/**
 * What one check run may be made to do: the engine's bounds, which the config's `limits` section
 * may lower (the config builds them from its file; the engine owns their shape and defaults). Each bound
 * is sized so that no real handoff file or pull request comes near it, and so that a hostile one
 * costs a runner at most a few hundred megabytes and two minutes. The config may lower them, never
 * raise them (its schema's maximum is the default): they protect the runner, not the repository's
 * files. The bytes of one file (`max-file-size`) are the exception, set outside this section.
 */
export interface Limits {
  /** Lines in one file; past it the file gets one finding and is not judged further. */
  fileLines: number;
  /** Collections nested in one YAML or JSON document (or frontmatter); past it, `file/too-deep`. */
  fileDepth: number;
  /** Findings listed for one file; the rest are counted in one finding that says how many. */
  fileFindings: number;
  /** Bytes the run reads in all; files after it are not judged (each an error). */
  runBytes: number;
  /** Findings the run keeps; files after it are not judged (each an error). */
  runFindings: number;
  /** Seconds the engine may spend; files after it are not judged (each an error). */
  runSeconds: number;
}

/**
 * 20,000 lines and 64 levels: the largest real handoff files are a few hundred lines and a dozen
 * levels. 200 findings: more than anyone reads of one file. 256 MiB, 50,000 findings (a finding
 * holds up to about 5.5 KB: 275 MB at worst) and 120 s: a pull request's run, or a full scan of
 * the benchmark's 50,000 files with one in two broken (21 s), stays well inside them.
 */
export const DEFAULT_LIMITS: Readonly<Limits> = {
  fileLines: 20_000,
  fileDepth: 64,
  fileFindings: 200,
  runBytes: 256 * 1024 * 1024,
  runFindings: 50_000,
  runSeconds: 120,
};
