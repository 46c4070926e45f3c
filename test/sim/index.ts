/**
 * A local GitHub REST API for end-to-end tests: `startSimulator(simState({ repos: [repoState(...)] }))`.
 * See README.md in this folder for the behaviours it reproduces and the choices made where GitHub
 * is not documented.
 */
export { startSimulator, type DelaySpec, type FaultSpec, type LossSpec, type RequestMatch, type SimRequest, type Simulator, type SimulatorOptions, type Violation } from './server.js';
export {
  addIssue,
  blobSha,
  BOT_LOGIN,
  commitFiles,
  READ_TOKEN,
  repoState,
  simState,
  WRITE_TOKEN,
  type Content,
  type Files,
  type RepoOptions,
  type Role,
  type CheckConclusion,
  type CheckStatus,
  type ReviewState,
  type Scope,
  type SimAnnotation,
  type SimBranch,
  type SimCheckRun,
  type SimComment,
  type SimCommit,
  type SimIssue,
  type SimLabel,
  type SimPull,
  type SimPullFile,
  type SimReaction,
  type SimReview,
  type SimReviewComment,
  type SimRepo,
  type SimState,
  type SimToken,
} from './state.js';
export { mergePull } from './git.js';
export { descriptionLoads, openApi } from './openapi.js';
export { validateSchema, type Schema, type SchemaError } from './schema.js';
export { BODY_LIMIT } from './handlers.js';
