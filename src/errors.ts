/**
 * A problem with what the person asked for (a bad flag, a missing file, an unknown ref), as
 * opposed to a bug. Entries print its message alone and exit 2; anything else is a bug.
 */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}

/**
 * A base revision that cannot be read: git did not run, the root is in no repository, or it has
 * no such commit. The message speaks the CLI's words (`--base`); an entry with other words for the
 * same argument (the library's and MCP's `base`) says it in its own from `base` and `reason`.
 */
export class BaseNotFound extends UsageError {
  constructor(
    readonly base: string,
    readonly reason: 'no-git' | 'no-repository' | 'no-commit',
    message: string,
  ) {
    super(message);
  }
}

/** A config file named that does not exist: the CLI says `--config`, the library and MCP `config`. */
export class ConfigNotFound extends UsageError {
  constructor(readonly config: string) {
    super(`--config ${config}: no such file.`);
  }
}
