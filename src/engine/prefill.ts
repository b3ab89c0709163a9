/**
 * The prefill node's scheduler pass (`event_loop_normal_disagg_prefill`):
 * intake → PrefillBootstrapQueue → pop_bootstrapped → waiting_queue → forward →
 * send_kv_chunk → disagg_prefill_inflight_queue → Success.
 * Follows python/sglang/srt/disaggregation/prefill.py and managers/utils.py
 * (`validate_input_length`, commit 005f6ca5) / schedule_batch.py (`set_finish_with_abort`).
 */
import { inputTooLongMessage, pagesFor, prefillPeerFailedMessage } from './limits';
import { nodeReply } from './router';
import { runsLength, sliceRuns } from './runs';
import { allocExtend, emit, release, req, updateReq, write, type Sim } from './sim';
import { KVPoll, type FinishReason, type PrefillSide } from './types';

function setPrefill(sim: Sim, i: number, patch: Partial<PrefillSide>): void {
  updateReq(sim, i, (r) => ({ ...r, prefill: { ...r.prefill!, ...patch } }));
}

/** The prefill tells the decode peer it aborted (#28651, or #38704's before-send notice). */
function notifyDecode(sim: Sim, i: number): void {
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

function inQueue(sim: Sim, q: PrefillSide['queue']): number[] {
  const out: number[] = [];
  for (const r of sim.state.requests) if (r.prefill?.queue === q) out.push(r.index);
  return out;
}

/** Retires the request on this node: frees its pages and answers with `reason`. */
function retire(sim: Sim, i: number, reason: FinishReason, status: number): void {
  const p = req(sim, i).prefill!;
  release(sim, 'prefill', p.pages);
  setPrefill(sim, i, { finishedReason: reason, queue: 'done', pages: [], since: sim.state.tick });
  nodeReply(
    sim,
    i,
    'prefill',
    status,
    reason.kind === 'FINISH_ABORT' ? (reason.message ?? null) : null,
  );
}

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

/** The decode peer failed (its abort marks our sender Failed): retire the request here too. */
function dropIfDecodeFailed(sim: Sim, i: number): boolean {
  const r = req(sim, i);
  if (r.prefill!.kvPoll !== KVPoll.Failed) return false;
  const message = prefillPeerFailedMessage(r.id, r.bootstrapRoom!);
  emit(sim, 'prefill.retire_aborted', 'prefill', [i], {
    reason: 'decode failed',
    notified: false,
    message,
  });
  retire(sim, i, { kind: 'FINISH_ABORT', message, statusCode: 500 }, 500);
  return true;
}

function popBootstrapped(sim: Sim): void {
  const { fixes, pageSize } = sim.scenario.config;
  for (const i of inQueue(sim, 'PrefillBootstrapQueue')) {
    const p = req(sim, i).prefill!;
    if (dropIfDecodeFailed(sim, i)) continue;
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

function forwardAndSend(sim: Sim): void {
  const { fixes } = sim.scenario.config;
  for (const i of inQueue(sim, 'waiting_queue')) {
    const p = req(sim, i).prefill!;
    if (dropIfDecodeFailed(sim, i)) continue;
    const pages = allocExtend(sim, 'prefill', p.inputLen, i);
    if (!pages) break; // not enough free pages: wait (head of line)
    write(sim, 'prefill', pages, i, 0, p.placeholder);
    setPrefill(sim, i, { pages, written: p.inputLen });
    emit(
      sim,
      'prefill.forward',
      'prefill',
      [i],
      { tokens: p.inputLen, pages: p.numPages, placeholder: p.placeholder },
      { pages, pagesNode: 'prefill' },
    );
    if (fixes.retireAbortedPrefill && p.toFinish) {
      // PR #36988: retired after the forward pass with the original error; no KV is sent.
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
  const dest = sliceRuns(p.destPages ?? [], 0, p.numPages);
  write(sim, 'decode', dest, i, 0, p.placeholder);
  setPrefill(sim, i, {
    kvPoll: KVPoll.Transferring,
    queue: 'disagg_prefill_inflight_queue',
    sentTick: sim.state.tick,
    since: sim.state.tick,
  });
  const coverage = sim.scenario.config.fixes.coverageCheck;
  updateReq(sim, i, (r) =>
    r.decode && r.decode.queue !== 'done'
      ? {
          ...r,
          decode: {
            ...r.decode,
            kvPoll: KVPoll.Transferring,
            written: Math.min(p.inputLen, r.decode.fillLen),
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
}

function pollInflight(sim: Sim): void {
  for (const i of inQueue(sim, 'disagg_prefill_inflight_queue')) {
    const p = req(sim, i).prefill!;
    if (p.sentTick === null || p.sentTick >= sim.state.tick) continue;
    const pending = p.toFinish;
    const pages = p.pages;
    // On Success the request finishes with FINISH_LENGTH(0), overwriting any pending abort.
    release(sim, 'prefill', pages);
    setPrefill(sim, i, {
      kvPoll: KVPoll.Success,
      toFinish: null,
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
      },
      { key: true, pages, pagesNode: 'prefill' },
    );
    nodeReply(sim, i, 'prefill', 200, null);
  }
}

export function prefillPass(sim: Sim): void {
  intake(sim);
  popBootstrapped(sim);
  forwardAndSend(sim);
  pollInflight(sim);
}
