/**
 * The decode side's request record: which queue a request is in, and how it finishes
 * (`prepare_abort` / `FINISH_LENGTH`), shared by the scheduler pass and the decode steps.
 * Follows python/sglang/srt/disaggregation/decode.py at commit 0035ca42.
 */
import { nodeReply } from './router';
import { release, req, updateReq, type Sim } from './sim';
import type { DecodeSide, FinishReason } from './types';

export function setDecode(sim: Sim, i: number, patch: Partial<DecodeSide>): void {
  updateReq(sim, i, (r) => ({ ...r, decode: Object.assign({}, r.decode!, patch) }));
}

export function decodeQueue(sim: Sim, q: DecodeSide['queue']): number[] {
  const out: number[] = [];
  for (const r of sim.state.requests) if (r.decode?.queue === q) out.push(r.index);
  return out;
}

/** Finishes on the decode node: frees its pages and answers through the router. */
export function finish(
  sim: Sim,
  i: number,
  reason: FinishReason,
  status: number,
  error: string | null,
) {
  const d = req(sim, i).decode!;
  release(sim, 'decode', d.pages);
  setDecode(sim, i, { finishedReason: reason, queue: 'done', pages: [], since: sim.state.tick });
  nodeReply(sim, i, 'decode', status, error);
}

/** `prepare_abort(req, msg, status_code=HTTPStatus.INTERNAL_SERVER_ERROR)` */
export function abort500(sim: Sim, i: number, message: string): void {
  finish(sim, i, { kind: 'FINISH_ABORT', message, statusCode: 500 }, 500, message);
}
