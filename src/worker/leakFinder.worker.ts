/// <reference lib="webworker" />
/**
 * The lab's leak finder off the main thread: a bounded fast-check search (src/lab/leakFinder)
 * for a cross-tenant response in one configuration. Started by the workbench only when asked
 * ("Find a leak in this configuration"), so neither this file nor fast-check is in the initial
 * JavaScript. Reports progress every few runs; the page stops it by terminating the worker.
 */
import { findLeak } from '../lab/leakFinder';
import type { LeakReply, LeakRequest } from './leakProtocol';

const scope = self as unknown as DedicatedWorkerGlobalScope;
const post = (m: LeakReply) => scope.postMessage(m);

scope.onmessage = async (e: MessageEvent<LeakRequest>) => {
  const { search, numRuns, seed } = e.data;
  try {
    const result = await findLeak(search, {
      numRuns,
      seed,
      onProgress: (p) => post({ kind: 'progress', ...p }),
    });
    post({ kind: 'result', result });
  } catch (err) {
    post({ kind: 'error', message: err instanceof Error ? err.message : String(err) });
  }
};
