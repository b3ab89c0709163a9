/**
 * Checking a trainee's solution by running the engine: a submitted scenario must be valid,
 * differ from the starting one only in allowed ways, and meet the goal; an answer must equal
 * the one the engine computes.
 */
import { validateScenario, type Problem, type Scenario, type Trace, type Verdict } from '../engine';
import { checkChanges } from './allowed';
import { describeFailure } from './describe';
import { evaluate, firstFailure, type PartResult } from './predicate';
import { checkAnswer } from './questions';
import type { Challenge, Outcome, Solution } from './types';
import { RunCache } from './variant';

export interface ScenarioOutcome extends Outcome {
  /** the submitted scenario's own problems (invalid file), or forbidden changes */
  problems: Problem[];
  /** which parts of the goal hold (absent when the scenario was not run) */
  parts?: PartResult;
  /** the scenario changes what the challenge locks (`problems` say what); it was not run */
  locked?: true;
  /** the goal needs a run the engine refuses (`problems` say which and why) */
  refused?: true;
  /**
   * a live session that does not meet its goal: what each of its responses got on the replay
   * (the trainee's own requests, in the session's order, at most MAX_SESSION_RESPONSES), so the
   * feedback shows the replay beside the failing part
   */
  responses?: SessionResponse[];
}

/** One response of a replayed live session: the request the trainee sent and what it got. */
export interface SessionResponse {
  request: string;
  tenant: string;
  promptTokens: number;
  httpStatus: number;
  isolation: Verdict['isolation'];
  correct: boolean;
}

/** At most this many of a failing session's responses travel with its outcome. */
export const MAX_SESSION_RESPONSES = 50;

/** Checks a submitted scenario against a predicate challenge. */
export function checkScenario(ch: Challenge, submitted: unknown): ScenarioOutcome {
  return checkScenarioRun(ch, submitted, false).outcome;
}

/**
 * Checks a submitted scenario and, when `withTrace` and the scenario may run (valid, within
 * the locks, a predicate challenge, no run of the goal refused), also returns its trace: the
 * goal check's own run of it when the goal ran the scenario as it is, so one engine run serves
 * both, else one more run.
 */
export function checkScenarioRun(
  ch: Challenge,
  submitted: unknown,
  withTrace: boolean,
): { outcome: ScenarioOutcome; trace: Trace | null } {
  if (!('predicate' in ch.goal))
    return {
      outcome: {
        solved: false,
        reason: 'this challenge asks a question: submit an answer',
        problems: [],
      },
      trace: null,
    };
  const v = validateScenario(submitted);
  if (!v.ok)
    return {
      outcome: { solved: false, reason: 'the scenario is not valid', problems: v.problems },
      trace: null,
    };
  // the lock check alone decides a scenario that changes what is locked: the engine never
  // runs it (a locked-out scenario can cost far more than any the challenge allows)
  const changes = checkChanges(ch.scenario, v.scenario, ch.allowed);
  if (changes.length > 0)
    return {
      outcome: {
        solved: false,
        reason: 'the scenario changes something this challenge locks',
        problems: changes,
        locked: true,
      },
      trace: null,
    };
  const runs = new RunCache(v.scenario);
  const parts = evaluate(ch.goal.predicate, v.scenario, runs);
  if (parts.refused !== undefined) return { outcome: refusedOutcome(parts), trace: null };
  const failure = firstFailure(parts);
  const outcome: ScenarioOutcome = failure
    ? {
        solved: false,
        reason: `the goal does not hold: ${describeFailure(failure, 'en')}`,
        problems: [],
        parts,
      }
    : { solved: true, reason: '', problems: [], parts };
  return { outcome, trace: withTrace ? runs.trace() : null };
}

/** A goal that needs a run the engine refuses: not met, and the refusal is the problem. */
function refusedOutcome(parts: PartResult): ScenarioOutcome {
  return {
    solved: false,
    reason: 'the goal needs an engine run the engine refuses',
    problems: [{ path: '$', message: parts.refused! }],
    parts,
    refused: true,
  };
}

/**
 * Checks a live session (the `GET /live/scenario` export of `npm run live`) against a live
 * challenge: a valid scenario, on the challenge's deployment (what `allowed` frees aside: the
 * requests and tenants are whatever was sent), replayed by the engine, meeting the goal.
 */
export function checkSession(ch: Challenge, session: unknown): ScenarioOutcome {
  if (!('live' in ch.goal))
    return {
      solved: false,
      reason: 'this challenge is not a live one: submit a scenario or an answer',
      problems: [],
    };
  const v = validateScenario(session);
  if (!v.ok) return { solved: false, reason: 'the session is not valid', problems: v.problems };
  const free = { ...ch.allowed, requests: {}, tenants: {} };
  const changes = checkChanges(ch.scenario, v.scenario, free);
  if (changes.length > 0)
    return {
      solved: false,
      reason: 'the session ran on another deployment than this challenge’s',
      problems: changes,
      locked: true,
    };
  const runs = new RunCache(v.scenario);
  const parts = evaluate(ch.goal.live, v.scenario, runs);
  if (parts.refused !== undefined) return refusedOutcome(parts);
  const failure = firstFailure(parts);
  return failure
    ? {
        solved: false,
        reason: `the goal does not hold: ${describeFailure(failure, 'en')}`,
        problems: [],
        parts,
        responses: responsesOf(runs),
      }
    : { solved: true, reason: '', problems: [], parts };
}

/** What the session's responses got on the replay (the run the goal already made). */
function responsesOf(runs: RunCache): SessionResponse[] {
  const { scenario, verdicts } = runs.run();
  return verdicts.slice(0, MAX_SESSION_RESPONSES).map((v) => {
    const r = scenario.requests[v.request]!;
    return {
      request: r.id,
      tenant: r.tenant,
      promptTokens: r.promptTokens,
      httpStatus: v.httpStatus,
      isolation: v.isolation,
      correct: v.correct,
    };
  });
}

/** Checks any solution (a scenario, an answer or a live session). */
export function checkSolution(ch: Challenge, solution: Solution): Outcome {
  if ('live' in ch.goal || 'session' in solution) {
    if (!('session' in solution))
      return { solved: false, reason: 'this challenge needs a recorded live session' };
    const r = checkSession(ch, solution.session);
    const first = r.problems[0];
    return first
      ? { solved: false, reason: `${r.reason} (${first.path}: ${first.message})` }
      : { solved: r.solved, reason: r.reason };
  }
  if ('scenario' in solution) {
    const r = checkScenario(ch, solution.scenario);
    const first = r.problems[0];
    return first
      ? { solved: false, reason: `${r.reason} (${first.path}: ${first.message})` }
      : { solved: r.solved, reason: r.reason };
  }
  if (!('question' in ch.goal))
    return { solved: false, reason: 'this challenge needs a scenario, not an answer' };
  return checkAnswer(ch.goal.question, ch.scenario, solution.answer);
}

/** The scenario a workbench starts from: a deep copy of the challenge's starting scenario. */
export function startingScenario(ch: Challenge): Scenario {
  return structuredClone(ch.scenario);
}
