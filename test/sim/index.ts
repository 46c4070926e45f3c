/**
 * A local GitHub REST API for end-to-end tests: `startSimulator(simState({ repos: [repoState(...)] }))`.
 * See README.md in this folder for the behaviours it reproduces and the choices made where GitHub
 * is not documented.
 */
export { startSimulator, type SimRequest, type Simulator, type Violation } from './server.js';
export {
  addIssue,
  blobSha,
  BOT_LOGIN,
  commitFiles,
  moveBranch,
  READ_TOKEN,
  repoState,
  simState,
  WRITE_TOKEN,
  type Content,
  type Files,
  type Role,
  type SimCheckRun,
  type SimComment,
  type SimCommit,
  type SimIssue,
  type SimRepo,
  type SimState,
} from './state.js';
export { mergePull } from './git.js';
export { closeIssue, deleteComment, editComment, editIssue, reopenIssue } from './people.js';
export { descriptionLoads, openApi } from './openapi.js';
export { validateSchema, type Schema } from './schema.js';
