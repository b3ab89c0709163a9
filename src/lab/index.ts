/**
 * The training lab's core (pure: Node, browser, Web Worker). The workbench and score board
 * build on this API; nothing here touches React, the DOM or the store.
 */
export * from './types';
export {
  validateChallenge,
  parseChallenge,
  validateChallenges,
  type ChallengeResult,
} from './validateChallenge';
export {
  evaluate,
  firstFailure,
  matches,
  bandOpen,
  type FailingResponse,
  type PartResult,
} from './predicate';
export { checkChanges } from './allowed';
export {
  checkScenario,
  checkSession,
  checkSolution,
  startingScenario,
  MAX_SESSION_RESPONSES,
  type ScenarioOutcome,
  type SessionResponse,
} from './solution';
export {
  answerShape,
  checkAnswer,
  expectedAnswer,
  minimalFixSets,
  readNumber,
  smallestClosingPrefillPool,
  type AnswerShape,
  type Expected,
} from './questions';
export {
  allClaimsHold,
  emptyProgress,
  parseProgress,
  recordEntry,
  serializeProgress,
  validateProgress,
  verifyProgress,
  progressSizeProblem,
  MAX_PROGRESS_BYTES,
  MAX_TRAINEE_CHARS,
  PROGRESS_FORMAT,
  PROGRESS_VERSION,
  type Progress,
  type ProgressEntry,
  type ProgressResult,
  type VerifyRow,
} from './progress';
export { describeFailingResponse, describeFailure, describePredicate } from './describe';
export { panelsFor, type Panels } from './panels';
export { applyVariant, fixesOn, routerOf, RunCache } from './variant';
export { builtinChallenges, BUILTIN_CHALLENGE_FILES } from './challenges';
export { authoringProblems, sampleChallenge } from './authoring';
