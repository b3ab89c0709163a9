/**
 * The prefill node's scheduler pass (`event_loop_normal_disagg_prefill`):
 * intake → PrefillBootstrapQueue → pop_bootstrapped → waiting_queue → forward →
 * send_kv_chunk → disagg_prefill_inflight_queue → Success.
 */
import { writePages } from './content';
import { inputTooLongMessage, pagesFor } from './limits';
import { sliceRuns, runsLength } from './runs';
import { alloc, emit, release, req, setNode, updateReq, type Sim } from './sim';
import { KVPoll, type FinishReason, type PrefillSide, type RequestState } from './types';

function setPrefill(sim: Sim, i: number, patch: Partial<PrefillSide>): void {
  updateReq(sim, i, (r) => ({ ...r, prefill: { ...r.prefill!, ...patch } }));
}

function setDecodePoll(sim: Sim, i: number, kvPoll: KVPoll, failure?: FinishReason): void {
  updateReq(sim, i, (r) =>
    r.decode ? { ...r, decode: { ...r.decode, kvPoll, failure: failure ?? r.decode.failure } } : r,
  );
}

export function abortReason(message: string): FinishReason {
  return { kind: 'FINISH_ABORT', message, statusCode: 400, errType: 'BadRequestError' };
}

function inQueue(sim: Sim, q: PrefillSide['queue']): number[] {
  return sim.state.requests.filter((r) => r.prefill?.queue === q).map((r) => r.index);
}

function intake(sim: Sim): void {
  const { fixes } = sim.scenario.config;
  for (const i of sim.inbox.prefill) {
    const r = req(sim, i);
    const rejected = r.promptTokens >= sim.prefillMax;
    const side: PrefillSide = {
      inputLen: rejected ? 1 : r.promptTokens,
      placeholder: rejected,
      toFinish: rejected ? abortReason(inputTooLongMessage(r.promptTokens, sim.prefillMax)) : null,
      finishedReason: null,
      queue: 'PrefillBootstrapQueue',
      kvPoll: null,
      pages: [],
      written: 0,
      since: sim.state.tick,
      numPages: 0,
      destPages: null,
      sentTick: null,
    };
    updateReq(sim, i, (x) => ({ ...x, prefill: side }));
    if (rejected) {
      emit(sim, 'prefill.reject', 'prefill', [i], {
        key: true,
        data: { promptTokens: r.promptTokens, maxInput: sim.prefillMax },
      });
    }
    if (rejected && fixes.rejectAtAdmission) {
      // PR #38935: retire at the admission door with the original error; the failed
      // bootstrap is how the decode peer learns of it (our reading of the PR).
      setPrefill(sim, i, { finishedReason: side.toFinish, queue: 'done', kvPoll: KVPoll.Failed });
      setDecodePoll(sim, i, KVPoll.Failed, side.toFinish!);
      emit(sim, 'prefill.retire_at_admission', 'prefill', [i], {
        key: true,
        data: { message: side.toFinish!.message ?? null },
      });
      continue;
    }
    setPrefill(sim, i, { kvPoll: KVPoll.Bootstrapping });
    emit(sim, 'prefill.bootstrap_add', 'prefill', [i], {
      data: { inputLen: side.inputLen, placeholder: rejected, after: 'Bootstrapping' },
    });
  }
  sim.inbox.prefill = [];
}

function retire(sim: Sim, i: number, reason: FinishReason): void {
  const r = req(sim, i);
  if (r.prefill && runsLength(r.prefill.pages) > 0) release(sim, 'prefill', r.prefill.pages);
  setPrefill(sim, i, { finishedReason: reason, queue: 'done', pages: [], since: sim.state.tick });
}

/** The decode peer aborted (its ABORT marks our sender Failed): retire the request here too. */
function dropIfDecodeFailed(sim: Sim, i: number): boolean {
  if (req(sim, i).prefill!.kvPoll !== KVPoll.Failed) return false;
  retire(sim, i, req(sim, i).decode?.failure ?? abortReason('decode peer aborted'));
  emit(sim, 'prefill.retire_aborted', 'prefill', [i], { data: { reason: 'decode failed' } });
  return true;
}

function popBootstrapped(sim: Sim): void {
  const { fixes, pageSize } = sim.scenario.config;
  for (const i of inQueue(sim, 'PrefillBootstrapQueue')) {
    const p = req(sim, i).prefill!;
    if (dropIfDecodeFailed(sim, i)) continue;
    if (p.kvPoll !== KVPoll.WaitingForInput) continue;
    if (fixes.coverageCheck && p.toFinish) {
      // PR #38704: wait for bootstrap readiness, then retire with the original error and
      // send a before-send failure notification to the decode peer.
      retire(sim, i, p.toFinish);
      setPrefill(sim, i, { kvPoll: KVPoll.Failed });
      setDecodePoll(sim, i, KVPoll.Failed, p.toFinish);
      emit(sim, 'prefill.honor_abort', 'prefill', [i], {
        key: true,
        data: { message: p.toFinish.message ?? null },
      });
      continue;
    }
    const numPages = pagesFor(p.inputLen, pageSize);
    setPrefill(sim, i, { numPages, queue: 'waiting_queue', since: sim.state.tick });
    emit(sim, 'prefill.bootstrapped', 'prefill', [i], {
      data: { numPages, inputLen: p.inputLen, placeholder: p.placeholder },
    });
  }
}

function forwardAndSend(sim: Sim): void {
  const { fixes } = sim.scenario.config;
  for (const i of inQueue(sim, 'waiting_queue')) {
    const p = req(sim, i).prefill!;
    if (dropIfDecodeFailed(sim, i)) continue;
    const pages = alloc(sim, 'prefill', p.numPages, i);
    if (!pages) break; // not enough free pages: wait (head of line)
    const node = sim.state.prefill;
    setNode(sim, { ...node, content: writePages(node.content, pages, i, 0, p.placeholder) });
    setPrefill(sim, i, { pages, written: p.inputLen });
    emit(sim, 'prefill.forward', 'prefill', [i], {
      pages,
      pagesNode: 'prefill',
      data: { tokens: p.inputLen, pages: p.numPages, placeholder: p.placeholder },
    });
    if (fixes.retireAbortedPrefill && p.toFinish) {
      // PR #36988: retire after the forward pass with the original error; no KV is sent.
      retire(sim, i, p.toFinish);
      if (fixes.notifyDecodeOnAbort) {
        setPrefill(sim, i, { kvPoll: KVPoll.Failed });
        setDecodePoll(sim, i, KVPoll.Failed, p.toFinish);
      }
      emit(sim, 'prefill.retire_aborted', 'prefill', [i], {
        key: true,
        data: { reason: 'aborted', notified: fixes.notifyDecodeOnAbort },
      });
      continue;
    }
    sendKvChunk(sim, i);
  }
}

/** Writes this request's KV into the decode node's destination pages. */
function sendKvChunk(sim: Sim, i: number): void {
  const p = req(sim, i).prefill!;
  const dest = sliceRuns(p.destPages ?? [], 0, p.numPages);
  const d = sim.state.decode;
  setNode(sim, { ...d, content: writePages(d.content, dest, i, 0, p.placeholder) });
  setPrefill(sim, i, {
    kvPoll: KVPoll.Transferring,
    queue: 'disagg_prefill_inflight_queue',
    sentTick: sim.state.tick,
    since: sim.state.tick,
  });
  updateReq(sim, i, (r: RequestState) =>
    r.decode
      ? {
          ...r,
          decode: {
            ...r.decode,
            kvPoll: KVPoll.Transferring,
            written: p.inputLen,
            coveredTokens: sim.scenario.config.fixes.coverageCheck ? p.inputLen : null,
          },
        }
      : r,
  );
  emit(sim, 'prefill.send_kv_chunk', 'prefill', [i], {
    pages: dest,
    pagesNode: 'decode',
    data: {
      pagesSent: runsLength(dest),
      pagesReserved: runsLength(p.destPages ?? []),
      tokens: p.inputLen,
    },
  });
}

function pollInflight(sim: Sim): void {
  for (const i of inQueue(sim, 'disagg_prefill_inflight_queue')) {
    const p = req(sim, i).prefill!;
    if (p.sentTick === null || p.sentTick >= sim.state.tick) continue;
    const pending = p.toFinish;
    const pages = p.pages;
    retire(sim, i, { kind: 'FINISH_LENGTH', length: 0 });
    setPrefill(sim, i, { kvPoll: KVPoll.Success, toFinish: null });
    setDecodePoll(sim, i, KVPoll.Success);
    emit(sim, 'prefill.transfer_success', 'prefill', [i], {
      key: true,
      pages,
      pagesNode: 'prefill',
      data: {
        overwrotePendingAbort: pending !== null,
        pendingMessage: pending?.message ?? null,
        pagesSent: p.numPages,
      },
    });
  }
}

export function prefillPass(sim: Sim): void {
  intake(sim);
  popBootstrapped(sim);
  forwardAndSend(sim);
  pollInflight(sim);
}
