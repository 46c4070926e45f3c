/** What a client may set in `initializationOptions`; none is required. */
export interface LspSettings {
  /** The config file, relative to the root, as `--config` names it. */
  config?: string;
  /** `push` to have diagnostics pushed even to a client that pulls. */
  diagnostics?: 'push';
}

/** The settings a client sent, each taken only when it has the right shape; anything else is ignored. */
export function settingsOf(options: unknown): LspSettings {
  if (typeof options !== 'object' || options === null) return {};
  const given = options as Record<string, unknown>;
  return {
    ...(typeof given.config === 'string' && given.config.trim() !== '' && { config: given.config }),
    ...(given.diagnostics === 'push' && { diagnostics: 'push' as const }),
  };
}
