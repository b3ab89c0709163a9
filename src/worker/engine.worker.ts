/// <reference lib="webworker" />
/**
 * Runs the engine off the main thread: receives a scenario, posts progress, then its trace in
 * pieces. Also reads a scenario file's bytes (./fileRead.ts), so a 5 MB file is parsed and
 * validated here, not on the page.
 */
import { simulate } from '../engine';
import { readScenarioFileBytes } from './fileRead';
import {
  tracePieces,
  transferables,
  wallClock,
  type ReadReply,
  type ReadRequest,
  type RunReply,
  type RunRequest,
} from './protocol';

const scope = self as unknown as DedicatedWorkerGlobalScope;

scope.onmessage = (e: MessageEvent<RunRequest | ReadRequest>) => {
  if ('read' in e.data) {
    const { id, read } = e.data;
    let result: ReadReply['result'];
    try {
      result = readScenarioFileBytes(read);
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      result = { ok: false, problems: [{ path: '$', message: `could not be read: ${message}` }] };
    }
    return scope.postMessage({ id, kind: 'read', result } satisfies ReadReply);
  }
  const { id, scenario } = e.data;
  try {
    const t0 = performance.now();
    let last = 0;
    const trace = simulate(scenario, {
      onProgress: (done, total) => {
        const now = performance.now();
        if (now - last < 100) return;
        last = now;
        scope.postMessage({ id, kind: 'progress', done, total } satisfies RunReply);
      },
    });
    const computeMs = performance.now() - t0;
    for (const piece of tracePieces(id, trace)) {
      if (piece.kind === 'done') scope.postMessage({ ...piece, computeMs, sentAt: wallClock() });
      else scope.postMessage(piece, transferables(piece));
    }
  } catch (err) {
    const error = err instanceof Error ? err.message : String(err);
    scope.postMessage({ id, kind: 'error', error } satisfies RunReply);
  }
};
