/// <reference lib="webworker" />
/** Runs the engine off the main thread: receives a scenario, posts back its trace. */
import { simulate } from '../engine';
import { wallClock, type RunReply, type RunRequest } from './protocol';

const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = (e: MessageEvent<RunRequest>) => {
  const { id, scenario } = e.data;
  let reply: RunReply;
  try {
    const t0 = performance.now();
    const trace = simulate(scenario);
    reply = { id, ok: true, trace, computeMs: performance.now() - t0, sentAt: wallClock() };
  } catch (err) {
    reply = { id, ok: false, error: err instanceof Error ? err.message : String(err) };
  }
  scope.postMessage(reply);
};
