/**
 * The engine's rule ids the entries above the library name, from the modules that report them:
 * the language server tells a file that is not a handoff file, or was not read, from the others.
 */
export { UNRECOGNISED_RULE } from '../detect/detect.js';
export { BINARY_RULE, ENCODING_RULE, TOO_LARGE_RULE } from '../parse/read.js';
