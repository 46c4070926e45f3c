/** Where a repository's config file lives unless told otherwise (the action's `config` input, the CLI's `--config`); messages that point to the config name it. */
export const DEFAULT_CONFIG_PATH = '.github/handoff-gate.yml';
