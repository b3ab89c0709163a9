/**
 * The prefill side's shared steps: its state updates, the pending abort, retiring a request
 * (its pages freed, or released through `release_kv_cache`), and the notice to the decode peer.
 */
import { releaseKvCache } from './prefillBatch';
import { nodeReply } from './router';
import { release, req, updateReq, type Sim } from './sim';
import { KVPoll, type FinishReason, type PrefillSide } from './types';

export function setPrefill(sim: Sim, i: number, patch: Partial<PrefillSide>): void {
  updateReq(sim, i, (r) => ({ ...r, prefill: Object.assign({}, r.prefill!, patch) }));
}

/** The prefill tells the decode peer it aborted (#28651, or #38704's before-send notice). */
export function notifyDecode(sim: Sim, i: number): void {
  updateReq(sim, i, (r) =>
    r.decode && r.decode.queue !== 'done' && r.decode.kvPoll !== KVPoll.Failed
      ? { ...r, decode: { ...r.decode, kvPoll: KVPoll.Failed, failure: 'handshake' } }
      : r,
  );
}

/** `set_finish_with_abort`'s pending error: FINISH_ABORT(msg, 400, "BadRequestError"). */
export function abortReason(message: string): FinishReason {
  return { kind: 'FINISH_ABORT', message, statusCode: 400, errType: 'BadRequestError' };
}

export function inQueue(sim: Sim, q: PrefillSide['queue']): number[] {
  const out: number[] = [];
  for (const r of sim.state.requests) if (r.prefill?.queue === q) out.push(r.index);
  return out;
}

/**
 * Retires the request on this node: frees its pages (or, `viaCache`, releases them through
 * `release_kv_cache`, prefillBatch.ts) and answers with `reason`.
 */
export function retire(
  sim: Sim,
  i: number,
  reason: FinishReason,
  status: number,
  viaCache = false,
): void {
  const p = req(sim, i).prefill!;
  if (viaCache) releaseKvCache(sim, i);
  else release(sim, 'prefill', p.pages);
  setPrefill(sim, i, { finishedReason: reason, queue: 'done', pages: [], since: sim.state.tick });
  nodeReply(
    sim,
    i,
    'prefill',
    status,
    reason.kind === 'FINISH_ABORT' ? (reason.message ?? null) : null,
  );
}
