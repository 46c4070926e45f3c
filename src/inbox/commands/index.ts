/**
 * The pure side of the inbox's bot commands: reading a command from an issue comment, and
 * telling a word that only looks like one. What a command does to a file is its format's
 * (`inbox.command` of the format's definition); the caller reads the file, commits the result
 * and replies with `summary` or `reason`.
 */
export { helpText, parseCommand, type ParsedCommand } from './parse.js';
export { lookAlikeCommand } from './look-alike.js';
export type { EditOutcome } from '../../core/format-inbox.js';
