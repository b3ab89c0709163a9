export * from './types';
export { simulate, initialState, alignedPool, type SimulateOptions } from './simulate';
export { createRun, type EngineRun, type RunBatch, type RunOptions } from './run';
export { CLIENT_CLOSED } from './abort';
export {
  validateScenario,
  runProblem,
  parseScenario,
  parseJsonWith,
  LIMITS,
  SCENARIO_FIELDS,
  type Problem,
  type ValidationResult,
} from './validate';
export * from './limits';
export * from './runs';
export { segmentAt, forEachStretch, lowerBound as firstSegmentEndingAfter } from './content';
export { freeCount } from './pool';
export { buildReport, formatTable, type Report, type ResponseReport } from './report';
export { stepCount, lastStepOf, stateAt, eventAt, eventIndexAt, spanOf, keyStepsOf } from './trace';
export { OUTPUT_SHOWN, storyRequest } from './verdicts';
export { COST_BUDGET, CostTally, estimateCost, costProblem, isSingleChain } from './cost';
export { DEFERRED_RELEASE_TICKS } from './lifetime';
export { CLIP_MAX_NEW_TOKEN, NUM_RESERVED_DECODE_TOKENS } from './decodeBudget';
