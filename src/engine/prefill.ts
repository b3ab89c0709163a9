/**
 * The prefill node's scheduler pass (`event_loop_normal_disagg_prefill`):
 * intake → PrefillBootstrapQueue → pop_bootstrapped → waiting_queue → forward →
 * send_kv_chunk → disagg_prefill_inflight_queue → Success.
 * Follows python/sglang/srt/disaggregation/prefill.py (commit 000c2b94) and managers/utils.py
 * (`validate_input_length`, commit 005f6ca5) / schedule_batch.py (`set_finish_with_abort`).
 * A finished request's pages go back through `release_kv_cache(req, tree_cache)`: the radix
 * cache keeps its whole pages until evicted (prefillBatch.ts). What the prefill pool holds never
 * reaches the decode node, so this changes whose KV sits in the prefill pool, not a verdict.
 */
import {
  TIMEOUT_TICKS,
  WAITING_TIMEOUT_S,
  bootstrapTimeoutCause,
  decodePeerFailedCause,
  inputTooLongMessage,
  pagesFor,
  prefillBootstrapFailedMessage,
  prefillTransferFailedMessage,
} from './limits';
import { runsLength, sliceRuns } from './runs';
import { cachedCount } from './pool';
import { formBatch, releaseKvCache } from './prefillBatch';
import { neverAdmitted } from './decodeBudget';
import { nodeReply } from './router';
import { abortReason, inQueue, notifyDecode, retire, setPrefill } from './prefillState';
import { allocExtendBatch, emit, req, updateReq, write, type Sim } from './sim';
import {
  landedBefore,
  lifetimeOn,
  prefillDigest,
  releaseSourcesEarly,
  startTransfer,
} from './lifetime';
import { KVPoll, type PrefillSide } from './types';

export { abortReason };

function intake(sim: Sim): void {
  const { fixes } = sim.scenario.config;
  const inbox = sim.inbox.prefill;
  sim.inbox.prefill = [];
  for (const i of inbox) {
    const r = req(sim, i);
    const rejected = r.promptTokens >= sim.prefillMax;
    const toFinish = rejected
      ? abortReason(inputTooLongMessage(r.promptTokens, sim.prefillMax))
      : null;
    const side: PrefillSide = {
      inputLen: rejected ? 1 : r.promptTokens,
      placeholder: rejected,
      toFinish,
      finishedReason: null,
      queue: 'PrefillBootstrapQueue',
      kvPoll: KVPoll.Bootstrapping,
      pages: [],
      written: 0,
      since: sim.state.tick,
      numPages: 0,
      destPages: null,
      sentTick: null,
      room: r.bootstrapRoom!,
    };
    updateReq(sim, i, (x) => ({ ...x, prefill: side }));
    if (rejected) {
      emit(
        sim,
        'prefill.reject',
        'prefill',
        [i],
        { promptTokens: r.promptTokens, maxInput: sim.prefillMax },
        { key: true },
      );
    }
    if (toFinish && fixes.rejectAtAdmission) {
      // PR #38935: retired at PrefillBootstrapQueue.add with the original error; no sender,
      // nothing allocated. The decode peer is not told (it waits for its transfer timeout)
      // unless #28651's notification is on.
      const notified = fixes.notifyDecodeOnAbort;
      setPrefill(sim, i, { kvPoll: KVPoll.Failed });
      emit(
        sim,
        'prefill.retire_at_admission',
        'prefill',
        [i],
        { message: toFinish.message ?? null, notified },
        { key: true },
      );
      if (notified) notifyDecode(sim, i);
      retire(sim, i, toFinish, 400);
      continue;
    }
    emit(sim, 'prefill.bootstrap_add', 'prefill', [i], {
      inputLen: side.inputLen,
      placeholder: rejected,
      after: 'Bootstrapping',
    });
  }
}

/**
 * prefill.py `pop_bootstrapped` (commit 000c2b94): a sender that is Failed in the bootstrap
 * queue ends the request with 500 "Prefill bootstrap failed …". In the model a sender fails
 * here when its decode peer marked it Failed.
 */
function dropIfDecodeFailed(sim: Sim, i: number): boolean {
  const r = req(sim, i);
  if (r.prefill!.kvPoll !== KVPoll.Failed) return false;
  const room = r.bootstrapRoom!;
  const message = prefillBootstrapFailedMessage(r.id, room, decodePeerFailedCause(room));
  emit(sim, 'prefill.retire_aborted', 'prefill', [i], {
    reason: 'decode failed',
    notified: false,
    message,
    queue: 'PrefillBootstrapQueue',
  });
  retire(sim, i, { kind: 'FINISH_ABORT', message, statusCode: 500 }, 500);
  return true;
}

/**
 * The sender's bootstrap timeout (`_check_bootstrap_timeout`, disaggregation/common/conn.py;
 * SGLANG_DISAGGREGATION_BOOTSTRAP_TIMEOUT = 300 s, environ.py): its clock starts when the sender
 * is created at `PrefillBootstrapQueue.add` (`MooncakeKVSender.__init__`: `self.init_time =
 * time.time()`; `since` is that tick, the request stays in this queue), and it fails a sender
 * still in KVPoll.Bootstrapping whatever the decode is doing; `pop_bootstrapped` (prefill.py
 * @000c2b94) then answers 500 "Prefill bootstrap failed …". The model fires it when the decode
 * will never publish pages: it retired the request, or it can never admit it (decode.ts
 * `neverAdmitted`). A decode still waiting for memory others free is not timed out: on the
 * model's compressed clock a tick is also one decode step, so 20 ticks of waiting while others
 * generate take about a second on a real node, not 300 s.
 */
function decodeWillNotPublish(sim: Sim, i: number): boolean {
  const r = req(sim, i);
  const d = r.decode;
  if (r.prefill!.destPages !== null || d === null) return false;
  return d.queue === 'done' || (d.queue === 'DecodePreallocQueue' && neverAdmitted(sim, d));
}

function bootstrapWaitOver(sim: Sim, i: number): boolean {
  const { fixes } = sim.scenario.config;
  const r = req(sim, i);
  const p = r.prefill!;
  if (p.kvPoll !== KVPoll.Bootstrapping || !decodeWillNotPublish(sim, i)) return false;
  if (sim.state.tick - p.since < TIMEOUT_TICKS) return true; // still waiting
  if (fixes.honorAbortBeforeHandoff && p.toFinish) {
    // PR #38704: "Wait for bounded bootstrap readiness to discover destinations, then retire
    // with the original error". The bound is not given; the model uses the bootstrap timeout.
    emit(
      sim,
      'prefill.honor_abort',
      'prefill',
      [i],
      { message: p.toFinish.message ?? null, notified: false, bounded: true },
      { key: true },
    );
    setPrefill(sim, i, { kvPoll: KVPoll.Failed });
    retire(sim, i, p.toFinish, 400);
    return true;
  }
  const room = r.bootstrapRoom!;
  const message = prefillBootstrapFailedMessage(r.id, room, bootstrapTimeoutCause(room));
  emit(
    sim,
    'prefill.bootstrap_timeout',
    'prefill',
    [i],
    { ticks: TIMEOUT_TICKS, seconds: WAITING_TIMEOUT_S, message },
    { key: true },
  );
  setPrefill(sim, i, { kvPoll: KVPoll.Failed });
  retire(sim, i, { kind: 'FINISH_ABORT', message, statusCode: 500 }, 500);
  return true;
}

function popBootstrapped(sim: Sim): void {
  const { fixes, pageSize } = sim.scenario.config;
  for (const i of inQueue(sim, 'PrefillBootstrapQueue')) {
    const p = req(sim, i).prefill!;
    if (dropIfDecodeFailed(sim, i)) continue;
    if (bootstrapWaitOver(sim, i)) continue;
    if (p.kvPoll !== KVPoll.WaitingForInput) continue;
    if (fixes.honorAbortBeforeHandoff && p.toFinish) {
      // PR #38704 (first half): once bootstrapped, an aborted request is retired with its
      // original error and a before-send failure notice goes to the decode peer.
      emit(
        sim,
        'prefill.honor_abort',
        'prefill',
        [i],
        { message: p.toFinish.message ?? null, notified: true },
        { key: true },
      );
      setPrefill(sim, i, { kvPoll: KVPoll.Failed });
      notifyDecode(sim, i);
      retire(sim, i, p.toFinish, 400);
      continue;
    }
    const numPages = pagesFor(p.inputLen, pageSize);
    setPrefill(sim, i, { numPages, queue: 'waiting_queue', since: sim.state.tick });
    emit(sim, 'prefill.bootstrapped', 'prefill', [i], {
      numPages,
      inputLen: p.inputLen,
      placeholder: p.placeholder,
    });
  }
}

/**
 * One prefill batch per pass (event_loop_normal_disagg_prefill, prefill.py @000c2b94): the
 * PrefillAdder's batch (prefillBatch.ts), one allocation for it, the forward pass, then
 * `process_batch_result_disagg_prefill` sends each request's KV (`send_kv_chunk`).
 */
function forwardAndSend(sim: Sim): void {
  const { fixes } = sim.scenario.config;
  // waiting_queue is not polled (prefill.py @000c2b94): a sender failed by now is found in
  // the inflight queue, after the forward pass
  const batch = formBatch(sim, inQueue(sim, 'waiting_queue'));
  if (batch.length === 0) return; // not enough room: wait (head of line)
  const cachedBefore = cachedCount(sim.state.prefill);
  const lens = batch.map((i) => req(sim, i).prefill!.inputLen);
  const allocated = allocExtendBatch(sim, 'prefill', lens, batch);
  if (!allocated) throw new Error('prefill batch: its pages were checked but do not fit');
  const evictedPages = cachedBefore - cachedCount(sim.state.prefill);
  // one forward pass for the batch: every request holds and writes its pages at once
  batch.forEach((i, b) => {
    const p = req(sim, i).prefill!;
    write(sim, 'prefill', allocated[b]!, i, 0, p.placeholder);
    setPrefill(sim, i, { pages: allocated[b]!, written: p.inputLen });
  });
  batch.forEach((i, b) => {
    const p = req(sim, i).prefill!;
    const pages = allocated[b]!;
    emit(
      sim,
      'prefill.forward',
      'prefill',
      [i],
      {
        tokens: p.inputLen,
        pages: p.numPages,
        placeholder: p.placeholder,
        batchSize: batch.length,
        evictedPages: b === 0 ? evictedPages : 0,
      },
      { pages, pagesNode: 'prefill' },
    );
  });
  for (const i of batch) {
    const p = req(sim, i).prefill!;
    if (fixes.retireAbortedPrefill && p.toFinish) {
      // PR #36988: retired after the forward pass with the original error; no KV is sent.
      // (Its release path was not read: the model frees the pages at once.)
      const notified = fixes.notifyDecodeOnAbort;
      emit(
        sim,
        'prefill.retire_aborted',
        'prefill',
        [i],
        { reason: 'aborted', notified, message: p.toFinish.message ?? null },
        { key: true },
      );
      setPrefill(sim, i, { kvPoll: KVPoll.Failed });
      if (notified) notifyDecode(sim, i);
      retire(sim, i, p.toFinish, 400);
      continue;
    }
    sendKvChunk(sim, i);
  }
}

/** Writes this request's KV into the decode node's destination pages. */
function sendKvChunk(sim: Sim, i: number): void {
  const p = req(sim, i).prefill!;
  if (p.kvPoll === KVPoll.Failed) {
    // the sender already failed: nothing is sent (our reading of the sender); the inflight
    // queue's poll finds it Failed
    setPrefill(sim, i, {
      queue: 'disagg_prefill_inflight_queue',
      sentTick: sim.state.tick,
      since: sim.state.tick,
    });
    return;
  }
  const dest = sliceRuns(p.destPages ?? [], 0, p.numPages);
  const src = sliceRuns(p.pages, 0, p.numPages);
  const digest = prefillDigest(sim, src);
  const timed = lifetimeOn(sim);
  if (!timed) write(sim, 'decode', dest, i, 0, p.placeholder);
  setPrefill(sim, i, {
    kvPoll: KVPoll.Transferring,
    queue: 'disagg_prefill_inflight_queue',
    sentTick: sim.state.tick,
    since: sim.state.tick,
    ...(digest ? { digest } : {}),
  });
  const coverage = sim.scenario.config.fixes.coverageCheck;
  updateReq(sim, i, (r) =>
    r.decode && r.decode.queue !== 'done'
      ? {
          ...r,
          decode: {
            ...r.decode,
            kvPoll: KVPoll.Transferring,
            written: timed ? 0 : Math.min(p.inputLen, r.decode.fillLen),
            coveredTokens: coverage ? p.inputLen : null,
            metaRoom: p.room,
          },
        }
      : r,
  );
  emit(
    sim,
    'prefill.send_kv_chunk',
    'prefill',
    [i],
    {
      pagesSent: runsLength(dest),
      pagesReserved: runsLength(p.destPages ?? []),
      tokens: p.inputLen,
    },
    { pages: dest, pagesNode: 'decode' },
  );
  if (timed) startTransfer(sim, i, src, dest);
}

function pollInflight(sim: Sim): void {
  for (const i of inQueue(sim, 'disagg_prefill_inflight_queue')) {
    const p = req(sim, i).prefill!;
    if (p.sentTick === null || p.sentTick >= sim.state.tick) continue;
    // a write that takes time: its Success is polled once it has landed
    if (p.kvPoll !== KVPoll.Failed && !landedBefore(sim, i)) continue;
    if (p.kvPoll === KVPoll.Failed) {
      // process_disagg_prefill_inflight_queue (prefill.py @000c2b94): Failed → 500
      const room = req(sim, i).bootstrapRoom!;
      const id = req(sim, i).id;
      const message = prefillTransferFailedMessage(id, room, decodePeerFailedCause(room));
      emit(sim, 'prefill.retire_aborted', 'prefill', [i], {
        reason: 'decode failed',
        notified: false,
        message,
        queue: 'disagg_prefill_inflight_queue',
      });
      // release_kv_cache, then prepare_abort(…, 500)
      retire(sim, i, { kind: 'FINISH_ABORT', message, statusCode: 500 }, 500, true);
      continue;
    }
    const pending = p.toFinish;
    const pages = p.pages;
    // On Success (process_disagg_prefill_inflight_queue, prefill.py @000c2b94):
    // release_kv_cache, then finished_reason = FINISH_LENGTH(length=0). The pending abort in
    // to_finish is left set and never read again: it is ignored, not overwritten.
    // release_kv_cache keeps the whole pages in the radix cache and frees the tail
    // (prefillBatch.ts `releaseKvCache`).
    const released = releaseKvCache(sim, i);
    setPrefill(sim, i, {
      kvPoll: KVPoll.Success,
      finishedReason: { kind: 'FINISH_LENGTH', length: 0 },
      queue: 'done',
      pages: [],
      since: sim.state.tick,
    });
    updateReq(sim, i, (r) =>
      r.decode && r.decode.queue !== 'done'
        ? { ...r, decode: { ...r.decode, kvPoll: KVPoll.Success } }
        : r,
    );
    emit(
      sim,
      'prefill.transfer_success',
      'prefill',
      [i],
      {
        overwrotePendingAbort: pending !== null,
        pendingMessage: pending?.message ?? null,
        pagesSent: p.numPages,
        release: released,
      },
      { key: true, pages, pagesNode: 'prefill' },
    );
    nodeReply(sim, i, 'prefill', 200, null);
  }
}

export function prefillPass(sim: Sim): void {
  releaseSourcesEarly(sim);
  intake(sim);
  popBootstrapped(sim);
  forwardAndSend(sim);
  pollInflight(sim);
}
