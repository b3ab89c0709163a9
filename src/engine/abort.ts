/**
 * A client disconnect (`EngineRun.abort`), modelled on SGLang's abort path in split serving.
 *
 * What SGLang does, per node (python/sglang/srt/managers/scheduler.py at commit 0003215c,
 * `Scheduler.abort_request(recv_req: AbortReq)`):
 * - a request in `waiting_queue` is popped at once ("Abort method 1"); on a decode node its
 *   KV is released (`release_kv_cache`), on a prefill node a pending bootstrap's sender is
 *   aborted;
 * - prefill: requests in `disagg_prefill_bootstrap_queue` and `disagg_prefill_inflight_queue`
 *   get `req.disagg_kv_sender.abort()`;
 * - decode: requests in `disagg_decode_prealloc_queue` and `disagg_decode_transfer_queue` get
 *   `decode_req.kv_receiver.abort()`;
 * - requests in the running batch get `req.to_finish = FINISH_ABORT()` ("Abort method 3": one
 *   more decode forward pass, then the usual finish frees their KV).
 * A sender's or receiver's `abort()` records the failure "Aborted by AbortReq." and concludes
 * `KVPoll.Failed` (Mooncake backend; read in a copy of disaggregation/mooncake/conn.py, commit
 * not pinned); the queue's next poll then retires the request with `prepare_abort` and frees
 * what it held.
 *
 * The model, minimally: both nodes get an AbortReq (the router drops both upstream requests
 * when its client goes and each node's TokenizerManager aborts its own: our reading, not
 * traced line by line). Each side still serving the request is retired in the same tick with
 * FINISH_ABORT("Aborted by AbortReq.") and KVPoll.Failed, and frees its pages (freed, not
 * wiped, as ever; scrubbed only with scrubOnFree). Not modelled: the pass SGLang takes to see
 * the Failed poll, and the running batch's extra forward pass. No answer reaches the client:
 * the record keeps status 499 (nginx's "client closed request", the model's label; SGLang
 * sends nothing).
 */
import { holdDecodePages, holdSourcePages } from './lifetime';
import { runsLength } from './runs';
import { emit, release, req, updateReq, type Sim } from './sim';
import { KVPoll, type FinishReason, type HttpResponse, type NodeName, type Runs } from './types';

/** The model's status for "the client went away before an answer" (nginx's 499). */
export const CLIENT_CLOSED = 499;

const ABORTED: FinishReason = { kind: 'FINISH_ABORT', message: 'Aborted by AbortReq.' };

/** Retires one node's side of request `i`; returns the pages it freed. */
function retireSide(sim: Sim, i: number, node: NodeName): Runs {
  const side = req(sim, i)[node];
  if (!side || side.queue === 'done') return [];
  // a write still in flight: a defence may hold the pages (engine/lifetime.ts)
  const held = node === 'decode' ? holdDecodePages(sim, i, side.pages) : holdSourcePages(sim, i);
  if (!held) release(sim, node, side.pages);
  const patch = {
    finishedReason: ABORTED,
    // the sender / receiver exists once the request is in a queue: abort() fails it
    kvPoll: KVPoll.Failed,
    queue: 'done' as const,
    pages: [],
    since: sim.state.tick,
  };
  updateReq(sim, i, (r) =>
    node === 'prefill'
      ? { ...r, prefill: { ...r.prefill!, ...patch } }
      : { ...r, decode: { ...r.decode!, ...patch } },
  );
  return side.pages;
}

/** Request `i`'s client went away now: both nodes abort it; the router answers nobody. */
export function clientAbort(sim: Sim, i: number): void {
  const r = req(sim, i);
  sim.waiting.delete(i);
  sim.inbox.prefill = sim.inbox.prefill.filter((x) => x !== i);
  sim.inbox.decode = sim.inbox.decode.filter((x) => x !== i);
  const prefillQueue = r.prefill && r.prefill.queue !== 'done' ? r.prefill.queue : null;
  const decodeQueue = r.decode && r.decode.queue !== 'done' ? r.decode.queue : null;
  const prefillPages = retireSide(sim, i, 'prefill');
  const decodePages = retireSide(sim, i, 'decode');
  sim.attended.delete(i);
  const response: HttpResponse = { status: CLIENT_CLOSED, error: null, tick: sim.state.tick };
  updateReq(sim, i, (x) => ({ ...x, response, abortedAt: sim.state.tick }));
  const shown = runsLength(decodePages) > 0 ? decodePages : prefillPages;
  emit(
    sim,
    'router.client_abort',
    'router',
    [i],
    {
      prefillQueue,
      decodeQueue,
      prefillPagesFreed: runsLength(prefillPages),
      decodePagesFreed: runsLength(decodePages),
    },
    {
      key: true,
      pages: shown,
      pagesNode: shown === decodePages ? 'decode' : 'prefill',
    },
  );
}
