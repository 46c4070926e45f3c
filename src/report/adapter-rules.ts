/**
 * The ids of the engine's rules that an adapter reports: the file gate's refusals (src/io/), the
 * config reader's findings (src/config/) and the action's base revision it could not read
 * (src/action/base-files.ts). They are declared here, below the adapters, because the catalogue,
 * the report and the renderers, which stand under those adapters, name them too.
 */

/** A symlink that points outside the repository: not followed. */
export const SYMLINK_OUTSIDE_RULE = 'file/symlink-outside';
/** A symlink into `.git/`, to an ignored or untracked file, a folder or nothing, or a special file: never opened. */
export const NOT_READ_RULE = 'file/not-read';
/** A file or folder the system would not let the check read. */
export const UNREADABLE_RULE = 'file/unreadable';
/** A changed file whose base version the action could not read. */
export const BASE_NOT_READ_RULE = 'file/base-not-read';
/** A config setting of the wrong shape. */
export const CONFIG_INVALID_RULE = 'config/invalid';
/** A config setting, or a name under it, that handoff-gate does not know. */
export const CONFIG_UNKNOWN_KEY_RULE = 'config/unknown-key';
/** A pull request that changes the config. */
export const CONFIG_CHANGE_RULE = 'config/changed-in-pull-request';
/** A shared config (`extends`) the action could not read: the run fails closed. */
export const CONFIG_EXTENDS_UNREAD_RULE = 'config/extends-unread';
/** A shared config (`extends`) the CLI does not read: it checks with the repository's own settings. */
export const CONFIG_EXTENDS_SKIPPED_RULE = 'config/extends-skipped';
/** A setting the shared config locks, overridden by the repository's own: the shared value holds. */
export const CONFIG_LOCKED_RULE = 'config/locked';
