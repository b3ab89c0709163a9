/**
 * The decode node's scheduler pass (`event_loop_normal_disagg_decode`):
 * intake → DecodePreallocQueue (handshake, pop_preallocated, _pre_alloc) →
 * DecodeTransferQueue (pop_transferred, _commit_transfer_to_req) → waiting_queue →
 * PREBUILT batch (check_finished) → running_batch (decode steps, alloc_decode) → finish.
 * Follows python/sglang/srt/disaggregation/decode.py at commit 0035ca42. This file holds intake
 * and DecodePreallocQueue; DecodeTransferQueue is in decodeTransfer.ts, the PREBUILT batch in
 * decodePrebuilt.ts, running_batch in decodeRun.ts, the admission budget in decodeBudget.ts.
 */
import {
  clipMaxNewTokens,
  handshakeFailedMessage,
  inputTooLongMessage,
  pagesFor,
  prefillAbortCause,
} from './limits';
import { abort500, decodeQueue, finish, setDecode } from './decodeState';
import { decodeStep } from './decodeRun';
import { prebuilt } from './decodePrebuilt';
import { popTransferred } from './decodeTransfer';
import {
  admissionBudget,
  admitted,
  fitsAdmission,
  type AdmissionBudget,
  isRetracted,
  neverAdmitted,
  preAllocFillLen,
  requiredTokens,
  resumable,
} from './decodeBudget';
import { abortReason } from './prefill';
import { routerTimedOut } from './router';
import { landTransfers, resolveHolds } from './lifetime';
import { runsLength } from './runs';
import { allocExtend, emit, req, updateReq, write, type Sim } from './sim';
import { KVPoll, type DecodeSide } from './types';

function intake(sim: Sim): void {
  const { fixes, contextLength } = sim.scenario.config;
  const inbox = sim.inbox.decode;
  sim.inbox.decode = [];
  for (const i of inbox) {
    const r = req(sim, i);
    const spec = sim.scenario.requests[i]!;
    const rejected = r.promptTokens >= sim.decodeMax;
    const toFinish = rejected
      ? abortReason(inputTooLongMessage(r.promptTokens, sim.decodeMax))
      : null;
    const inputLen = rejected ? 1 : r.promptTokens;
    // the prefill retired it at admission and told us (#28651) earlier in this tick
    const prefillFailed = r.prefill?.kvPoll === KVPoll.Failed && fixes.notifyDecodeOnAbort;
    const side: DecodeSide = {
      inputLen,
      placeholder: rejected,
      toFinish,
      finishedReason: null,
      queue: 'DecodePreallocQueue',
      kvPoll: prefillFailed ? KVPoll.Failed : KVPoll.Bootstrapping,
      pages: [],
      written: 0,
      since: sim.state.tick,
      fillLen: inputLen,
      fillPages: pagesFor(inputLen, sim.scenario.config.pageSize),
      coveredTokens: null,
      generated: 0,
      waitingSince: null,
      maxNewTokens: clipMaxNewTokens(
        spec.maxNewTokens,
        inputLen,
        contextLength,
        sim.decodePool,
        sim.scenario.config.pageSize,
      ),
      metaRoom: null,
      failure: prefillFailed ? 'handshake' : null,
    };
    updateReq(sim, i, (x) => ({ ...x, decode: side }));
    if (rejected) {
      emit(
        sim,
        'decode.reject',
        'decode',
        [i],
        { promptTokens: r.promptTokens, maxInput: sim.decodeMax },
        { key: true },
      );
    }
    if (toFinish && fixes.rejectAtAdmission) {
      // PR #38935 on the decode side: retired at DecodePreallocQueue.add with its 400, before
      // the receiver is created (`_create_receiver_and_enqueue`, decode.py @0035ca42). With no
      // receiver it cannot tell the prefill (`_send_abort_notification` needs bootstrap_infos):
      // a prefill that accepted waits in Bootstrapping until its timeout (prefill.ts), an
      // inference from the code.
      emit(
        sim,
        'decode.retire_at_admission',
        'decode',
        [i],
        { message: toFinish.message ?? null },
        { key: true },
      );
      finish(sim, i, toFinish, 400, toFinish.message ?? null);
      continue;
    }
    emit(sim, 'decode.prealloc_add', 'decode', [i], {
      inputLen,
      placeholder: rejected,
      after: prefillFailed ? 'Failed' : 'Bootstrapping',
    });
  }
}

/**
 * `resume_retracted_reqs` (process_decode_queue): retracted requests get their pages back
 * first; their KV comes back from host memory (`load_kv_cache`). The model writes those pages
 * as the request's own: a simplification (the copy holds whatever the pages held, stale KV
 * included; the verdict keeps what the request attended at its first PREBUILT).
 * Returns true while some retracted request is still waiting: then nothing new is admitted.
 */
function resumeRetracted(sim: Sim): boolean {
  const retracted = decodeQueue(sim, 'DecodePreallocQueue').filter((i) =>
    isRetracted(req(sim, i).decode!),
  );
  if (retracted.length === 0) return false;
  let left = retracted.length;
  for (const i of resumable(sim, retracted)) {
    const d = req(sim, i).decode!;
    const tokens = preAllocFillLen(d);
    const pages = allocExtend(sim, 'decode', tokens, i);
    if (!pages) break;
    write(sim, 'decode', pages, i, 0, false);
    setDecode(sim, i, { pages, queue: 'waiting_queue', since: sim.state.tick });
    emit(
      sim,
      'decode.resume',
      'decode',
      [i],
      { tokens, pages: runsLength(pages) },
      { pages, pagesNode: 'decode' },
    );
    left -= 1;
  }
  return left > 0;
}

/** pop_preallocated; false when retracted requests still wait (process_decode_queue returns). */
function prealloc(sim: Sim): boolean {
  const { fixes } = sim.scenario.config;
  if (resumeRetracted(sim)) return false;
  let budget: AdmissionBudget | null = null;
  for (const i of decodeQueue(sim, 'DecodePreallocQueue')) {
    const r = req(sim, i);
    const d = r.decode!;
    if (isRetracted(d)) continue;
    if (d.kvPoll === KVPoll.Failed) {
      // _update_handshake_waiters: KVPoll.Failed → prepare_abort(…, 500)
      const message = handshakeFailedMessage(
        r.id,
        r.bootstrapRoom!,
        prefillAbortCause(r.bootstrapRoom!),
      );
      emit(
        sim,
        'decode.transfer_failed',
        'decode',
        [i],
        { stage: 'handshake', cause: 'prefill aborted', status: 500, message },
        { key: true },
      );
      abort500(sim, i, message);
      continue;
    }
    if (d.kvPoll === KVPoll.Bootstrapping) {
      if (d.since >= sim.state.tick) continue; // the handshake takes one pass
      setDecode(sim, i, { kvPoll: KVPoll.WaitingForInput });
      emit(sim, 'decode.handshake', 'decode', [i], {
        before: 'Bootstrapping',
        after: 'WaitingForInput',
      });
    }
    if (fixes.honorAbortBeforeHandoff && d.toFinish) {
      // PR #38704 (decode half): "Preserve pending admission errors on decode, skip allocation
      // and metadata publication": the decode node answers its own 400; nothing is reserved and
      // the prefill never learns its destination pages.
      emit(
        sim,
        'decode.honor_abort',
        'decode',
        [i],
        { message: d.toFinish.message ?? null },
        { key: true },
      );
      finish(sim, i, d.toFinish, 400, d.toFinish.message ?? null);
      continue;
    }
    if (neverAdmitted(sim, d)) {
      // fill_len + num_reserved_decode_tokens exceeds the whole pool: `pop_preallocated`
      // (decode.py @0035ca42) `break`s at this head on every pass and never calls
      // send_metadata, so the receiver has no init_time and no waiting timeout
      // (`CommonKVReceiver._check_waiting_timeout`). The prefill's sender times out in
      // Bootstrapping instead (prefill.ts `bootstrapWaitOver`); sgl-router answers with that
      // 500 and drops this request. A router that waits for this node answers when its own timeout fires.
      if (routerTimedOut(sim, i)) continue;
      break;
    }
    budget ??= admissionBudget(sim);
    if (!fitsAdmission(sim, d, budget)) break; // wait for memory (head of line)
    // _pre_alloc: exactly fill_len = len(origin_input_ids) tokens, in whole pages
    const pages = allocExtend(sim, 'decode', d.fillLen, i);
    if (!pages) break;
    admitted(budget);
    setDecode(sim, i, {
      pages,
      queue: 'DecodeTransferQueue',
      waitingSince: sim.state.tick,
      since: sim.state.tick,
    });
    // send_metadata: the prefill's sender learns its destination pages
    updateReq(sim, i, (x) =>
      x.prefill && x.prefill.queue !== 'done'
        ? { ...x, prefill: { ...x.prefill, destPages: pages, kvPoll: KVPoll.WaitingForInput } }
        : x,
    );
    const prefillInputLen = r.prefill?.inputLen ?? null;
    emit(
      sim,
      'decode.prealloc',
      'decode',
      [i],
      {
        fillLen: d.fillLen,
        pagesReserved: d.fillPages,
        pagesSent:
          prefillInputLen === null
            ? 0
            : Math.min(d.fillPages, pagesFor(prefillInputLen, sim.scenario.config.pageSize)),
        prefillInputLen,
        budgetTokens: requiredTokens(d),
      },
      { key: true, pages, pagesNode: 'decode' },
    );
  }
  return true;
}

export function decodePass(sim: Sim): void {
  landTransfers(sim);
  resolveHolds(sim);
  intake(sim);
  if (prealloc(sim)) popTransferred(sim);
  prebuilt(sim);
  decodeStep(sim);
}
