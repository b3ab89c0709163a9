/**
 * The workbench's goal check, on the one worker lane (./lane.ts) in the lab's worker: a check
 * of the draft on every edit, and a Run, which also brings the trace of that same engine run.
 * Checks and Runs have lanes of their own, so an edit's check never cancels nor delays a Run
 * (bug A); each is stopped only by its own signal. Where no worker can start (jsdom, file://)
 * the check runs on this thread after a task.
 */
import type { Challenge, ScenarioOutcome } from '../lab';
import { checkScenarioRun } from '../lab/solution';
import { traceReader, type RunResult } from './client';
import { createLane, type Reading } from './lane';
import type { LabReply, LabRequest } from './labProtocol';

export interface LabResult {
  outcome: ScenarioOutcome;
  /** the draft's trace (a Run of a scenario that may run), else null */
  run: RunResult | null;
  viaWorker: boolean;
}

type Ask = Omit<LabRequest, 'id'>;

/** The outcome first, then (for a Run that runs) the trace in pieces. */
function labReader(): (reply: LabReply) => Reading<LabResult, never> {
  let outcome: ScenarioOutcome | null = null;
  const trace = traceReader();
  return (reply) => {
    if (reply.kind === 'outcome') {
      outcome = reply.outcome;
      return reply.runs ? null : { result: { outcome, run: null, viaWorker: true } };
    }
    const r = trace(reply);
    if (!r || 'progress' in r) return null;
    if ('error' in r) return r;
    return { result: { outcome: outcome!, run: r.result, viaWorker: true } };
  };
}

function here(ask: Ask): Promise<LabResult> {
  const t0 = performance.now();
  const { outcome, trace } = checkScenarioRun(ask.challenge, ask.scenario, ask.kind === 'run');
  const computeMs = performance.now() - t0;
  const run = trace ? { trace, computeMs, transferMs: null, viaWorker: false } : null;
  return Promise.resolve({ outcome, run, viaWorker: false });
}

const labLane = () =>
  createLane<Ask, LabResult, never, LabReply>({
    worker: () => new Worker(new URL('./lab.worker.ts', import.meta.url), { type: 'module' }),
    post: (id, ask) => ({ message: { id, ...ask } satisfies LabRequest }),
    reader: () => labReader(),
    fallback: here,
  });

const lanes = { check: labLane(), run: labLane() };

/**
 * Checks `scenario` against `challenge`'s goal off the main thread; `run` also brings its
 * trace. Rejects with RunCancelled when `signal` fires, and only then.
 */
export function labCheck(
  challenge: Challenge,
  scenario: unknown,
  kind: 'check' | 'run',
  signal?: AbortSignal,
): Promise<LabResult> {
  return lanes[kind].run({ kind, challenge, scenario }, { signal });
}
