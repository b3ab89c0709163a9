/**
 * The decode node's scheduler pass (`event_loop_normal_disagg_decode`):
 * intake → DecodePreallocQueue (handshake, pop_preallocated, _pre_alloc) →
 * DecodeTransferQueue (pop_transferred, _commit_transfer_to_req) → waiting_queue →
 * PREBUILT batch (check_finished) → running_batch (decode steps, alloc_decode) → finish.
 * Follows python/sglang/srt/disaggregation/decode.py at commit 0035ca42.
 */
import { forEachStretch } from './content';
import {
  ROOM_MISMATCH_MESSAGE,
  ROOM_MISSING_MESSAGE,
  TIMEOUT_TICKS,
  WAITING_TIMEOUT_S,
  clipMaxNewTokens,
  coverageCause,
  handshakeFailedMessage,
  inputTooLongMessage,
  pagesFor,
  prefillAbortCause,
  timeoutCause,
  transferFailedMessage,
} from './limits';
import { abort500, decodeQueue, finish, setDecode } from './decodeState';
import { decodeStep } from './decodeRun';
import {
  fitsAdmission,
  isRetracted,
  preAllocFillLen,
  requiredTokens,
  resumable,
} from './decodeBudget';
import { abortReason } from './prefill';
import { runsLength, sliceRuns } from './runs';
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
      maxNewTokens: clipMaxNewTokens(spec.maxNewTokens, inputLen, contextLength, sim.decodePool),
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
    if (requiredTokens(d, sim.scenario.config.pageSize) > sim.decodePool) {
      // fill_len + num_reserved_decode_tokens exceeds the whole pool: SGLang's loop would keep
      // it (and every request behind it) waiting with no end the code shows. The model ends it
      // with the receiver's waiting timeout, counted from DecodePreallocQueue.add (inference).
      if (sim.state.tick - d.since < TIMEOUT_TICKS) break;
      const message = handshakeFailedMessage(
        r.id,
        r.bootstrapRoom!,
        timeoutCause(r.bootstrapRoom!),
      );
      emit(
        sim,
        'decode.timeout',
        'decode',
        [i],
        { ticks: TIMEOUT_TICKS, seconds: WAITING_TIMEOUT_S, message, budget: true },
        { key: true },
      );
      abort500(sim, i, message);
      continue;
    }
    if (!fitsAdmission(sim, d)) break; // wait for memory (head of line)
    // _pre_alloc: exactly fill_len = len(origin_input_ids) tokens, in whole pages
    const pages = allocExtend(sim, 'decode', d.fillLen, i);
    if (!pages) break;
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
        budgetTokens: requiredTokens(d, sim.scenario.config.pageSize),
      },
      { key: true, pages, pagesNode: 'decode' },
    );
  }
  return true;
}

function transferFailed(sim: Sim, i: number, cause: 'prefill aborted' | 'coverage', text: string) {
  const r = req(sim, i);
  const message = transferFailedMessage(r.id, r.bootstrapRoom!, text);
  emit(
    sim,
    'decode.transfer_failed',
    'decode',
    [i],
    { stage: 'transfer', cause, status: 500, message },
    { key: true },
  );
  abort500(sim, i, message);
}

function popTransferred(sim: Sim): void {
  const { fixes } = sim.scenario.config;
  for (const i of decodeQueue(sim, 'DecodeTransferQueue')) {
    const r = req(sim, i);
    const d = r.decode!;
    const room = r.bootstrapRoom!;
    if (d.kvPoll === KVPoll.Failed) {
      transferFailed(sim, i, 'prefill aborted', prefillAbortCause(room));
      continue;
    }
    if (d.kvPoll === KVPoll.Success) {
      // _commit_transfer_to_req (decode.py @0035ca42): the metadata's bootstrap_room must be
      // this request's; a room of 0 (not written) has its own text
      const metaRoom = d.metaRoom ?? '0';
      if (BigInt(`0x${metaRoom}`) === 0n) {
        emit(
          sim,
          'decode.transfer_failed',
          'decode',
          [i],
          { stage: 'transfer', cause: 'room missing', status: 500, message: ROOM_MISSING_MESSAGE },
          { key: true },
        );
        abort500(sim, i, ROOM_MISSING_MESSAGE);
        continue;
      }
      if (metaRoom !== room) {
        emit(
          sim,
          'decode.transfer_failed',
          'decode',
          [i],
          {
            stage: 'transfer',
            cause: 'room mismatch',
            status: 500,
            message: ROOM_MISMATCH_MESSAGE,
          },
          { key: true },
        );
        abort500(sim, i, ROOM_MISMATCH_MESSAGE);
        continue;
      }
      if (fixes.coverageCheck && (d.coveredTokens ?? 0) < d.fillLen) {
        // PR #38704 (second half): a transfer shorter than the reservation is refused
        const covered = d.coveredTokens ?? 0;
        emit(
          sim,
          'decode.coverage_refused',
          'decode',
          [i],
          { covered, fillLen: d.fillLen },
          { key: true },
        );
        transferFailed(sim, i, 'coverage', coverageCause(room, covered, d.fillLen));
        continue;
      }
      // the first output token comes from the prefill, in the transfer metadata
      setDecode(sim, i, { queue: 'waiting_queue', since: sim.state.tick, generated: 1 });
      emit(
        sim,
        'decode.transfer_success',
        'decode',
        [i],
        {
          roomMatches: true,
          room,
          metaRoom,
          prefillRejected: r.prefill?.placeholder ?? false,
          tokensReceived: d.written,
          fillLen: d.fillLen,
        },
        { key: true },
      );
      continue;
    }
    if (d.waitingSince !== null && sim.state.tick - d.waitingSince >= TIMEOUT_TICKS) {
      // CommonKVReceiver._check_waiting_timeout → KVPoll.Failed → pop_transferred
      const message = transferFailedMessage(r.id, room, timeoutCause(room));
      emit(
        sim,
        'decode.timeout',
        'decode',
        [i],
        { ticks: TIMEOUT_TICKS, seconds: WAITING_TIMEOUT_S, message },
        { key: true },
      );
      abort500(sim, i, message);
    }
  }
}

/** Reserved pages this request's decode steps will attend, and how many it did not write. */
function staleCount(sim: Sim, i: number): { stale: number; crossTenant: number } {
  const d = req(sim, i).decode!;
  const fill = sliceRuns(d.pages, 0, d.fillPages);
  const tenant = req(sim, i).tenant;
  let stale = 0;
  let crossTenant = 0;
  forEachStretch(sim.state.decode.content, fill, (a, b, seg) => {
    if (seg && seg.writer === i) return;
    stale += b - a;
    if (seg && sim.state.requests[seg.writer]!.tenant !== tenant) crossTenant += b - a;
  });
  return { stale, crossTenant };
}

function prebuilt(sim: Sim): void {
  for (const i of decodeQueue(sim, 'waiting_queue')) {
    const d = req(sim, i).decode!;
    if (sim.attended.has(i) && d.generated > 0) {
      // resumed after a retraction: back into running_batch; what it attends was captured
      setDecode(sim, i, { queue: 'running_batch', since: sim.state.tick });
      continue;
    }
    const fill = sliceRuns(d.pages, 0, d.fillPages);
    const { stale, crossTenant } = staleCount(sim, i);
    const firstTokenDone = !d.toFinish && d.generated >= d.maxNewTokens;
    sim.attended.set(i, { pages: fill, content: sim.state.decode.content });
    emit(
      sim,
      'decode.prebuilt',
      'decode',
      [i],
      {
        fillLen: d.fillLen,
        written: d.written,
        stalePages: stale,
        crossTenantPages: crossTenant,
        finishedOnFirstToken: firstTokenDone,
      },
      { key: stale > 0, pages: fill, pagesNode: 'decode' },
    );
    if (d.toFinish) {
      // the decode node rejected it too: its own to_finish now becomes the finish reason
      finish(sim, i, d.toFinish, d.toFinish.statusCode ?? 400, d.toFinish.message ?? null);
      continue;
    }
    if (firstTokenDone) {
      // check_finished after the PREBUILT batch: max_new_tokens reached with the first token
      sim.attended.delete(i);
      emit(sim, 'decode.finish', 'decode', [i], { generated: d.generated });
      finish(sim, i, { kind: 'FINISH_LENGTH', length: d.generated }, 200, null);
      continue;
    }
    setDecode(sim, i, { queue: 'running_batch', since: sim.state.tick });
  }
}

export function decodePass(sim: Sim): void {
  intake(sim);
  if (prealloc(sim)) popTransferred(sim);
  prebuilt(sim);
  decodeStep(sim);
}
