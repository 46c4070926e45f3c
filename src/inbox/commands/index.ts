/**
 * The pure side of the inbox's bot commands: reading a command from an issue
 * comment and computing the file edit it makes. No GitHub and no I/O here: the caller reads the
 * file, commits the result and replies with `summary` or `reason`.
 */
export { HELP_TEXT, parseCommand, usageFor, type Command, type CommandName, type ParsedCommand } from './parse.js';
export { applyIntentCommand, type IntentCommand, type IntentContext } from './intent.js';
export { answerQuestion, type AnswerContext, type AnswerOutcome, type QuestionFile } from './question.js';
export type { EditOutcome } from './outcome.js';
