/**
 * The decode node's scheduler pass (`event_loop_normal_disagg_decode`):
 * intake → DecodePreallocQueue (handshake, pop_preallocated) → DecodeTransferQueue
 * (pop_transferred) → waiting_queue → PREBUILT batch → running_batch → finish.
 */
import { forEachStretch, writePages } from './content';
import {
  TIMEOUT_MESSAGE,
  TIMEOUT_TICKS,
  coverageMessage,
  inputTooLongMessage,
  pagesFor,
} from './limits';
import { abortReason } from './prefill';
import { pageAt, runsLength, sliceRuns } from './runs';
import { alloc, emit, release, req, respond, setNode, updateReq, type Sim } from './sim';
import { KVPoll, type DecodeSide, type FinishReason } from './types';

function setDecode(sim: Sim, i: number, patch: Partial<DecodeSide>): void {
  updateReq(sim, i, (r) => ({ ...r, decode: { ...r.decode!, ...patch } }));
}

function inQueue(sim: Sim, q: DecodeSide['queue']): number[] {
  return sim.state.requests.filter((r) => r.decode?.queue === q).map((r) => r.index);
}

/** Finishes on the decode node: frees its pages and answers the client through the router. */
function finish(sim: Sim, i: number, reason: FinishReason, status: number, error: string | null) {
  const d = req(sim, i).decode!;
  if (runsLength(d.pages) > 0) release(sim, 'decode', d.pages);
  setDecode(sim, i, { finishedReason: reason, queue: 'done', pages: [], since: sim.state.tick });
  respond(sim, i, status, error);
}

function tellPrefill(sim: Sim, i: number): void {
  updateReq(sim, i, (r) =>
    r.prefill && r.prefill.queue !== 'done'
      ? { ...r, prefill: { ...r.prefill, kvPoll: KVPoll.Failed } }
      : r,
  );
}

function intake(sim: Sim): void {
  const { fixes } = sim.scenario.config;
  for (const i of sim.inbox.decode) {
    const r = req(sim, i);
    const rejected = r.promptTokens >= sim.decodeMax;
    const toFinish = rejected
      ? abortReason(inputTooLongMessage(r.promptTokens, sim.decodeMax))
      : null;
    const inputLen = rejected ? 1 : r.promptTokens;
    const side: DecodeSide = {
      inputLen,
      placeholder: rejected,
      toFinish,
      finishedReason: null,
      queue: 'DecodePreallocQueue',
      kvPoll: KVPoll.Bootstrapping,
      pages: [],
      written: 0,
      since: sim.state.tick,
      fillLen: inputLen,
      coveredTokens: null,
      generated: 0,
      waitingSince: null,
      maxGenerate: 0,
      // the prefill may already have failed this request's bootstrap in this tick
      failure: r.decode?.failure ?? null,
    };
    const prefillFailed = r.prefill?.kvPoll === KVPoll.Failed;
    updateReq(sim, i, (x) => ({ ...x, decode: side }));
    if (prefillFailed) setDecode(sim, i, { kvPoll: KVPoll.Failed });
    if (rejected) {
      emit(sim, 'decode.reject', 'decode', [i], {
        key: true,
        data: { promptTokens: r.promptTokens, maxInput: sim.decodeMax },
      });
    }
    if (rejected && fixes.rejectAtAdmission) {
      tellPrefill(sim, i);
      setDecode(sim, i, { kvPoll: KVPoll.Failed });
      emit(sim, 'decode.retire_at_admission', 'decode', [i], {
        key: true,
        data: { message: toFinish!.message ?? null },
      });
      finish(sim, i, toFinish!, 400, toFinish!.message ?? null);
      continue;
    }
    emit(sim, 'decode.prealloc_add', 'decode', [i], {
      data: { inputLen, placeholder: rejected, after: prefillFailed ? 'Failed' : 'Bootstrapping' },
    });
  }
  sim.inbox.decode = [];
}

/** A failure notified by the prefill (bootstrap failed, abort notified): answer with its error. */
function failFromPrefill(sim: Sim, i: number, kind: 'decode.transfer_failed'): void {
  const r = req(sim, i);
  const prefillAbort =
    r.prefill?.finishedReason?.kind === 'FINISH_ABORT' ? r.prefill.finishedReason : null;
  const f: FinishReason = r.decode!.failure ??
    prefillAbort ?? { kind: 'FINISH_ABORT', message: 'KV transfer failed', statusCode: 500 };
  emit(sim, kind, 'decode', [i], {
    key: true,
    data: { message: f.message ?? null, status: f.statusCode ?? 500 },
  });
  finish(sim, i, f, f.statusCode ?? 500, f.message ?? null);
}

function prealloc(sim: Sim): void {
  const { pageSize } = sim.scenario.config;
  for (const i of inQueue(sim, 'DecodePreallocQueue')) {
    const d = req(sim, i).decode!;
    if (d.kvPoll === KVPoll.Failed) {
      failFromPrefill(sim, i, 'decode.transfer_failed');
      continue;
    }
    if (d.kvPoll === KVPoll.Bootstrapping) {
      if (d.since >= sim.state.tick) continue; // the handshake takes one pass
      setDecode(sim, i, { kvPoll: KVPoll.WaitingForInput });
      emit(sim, 'decode.handshake', 'decode', [i], {
        data: { before: 'Bootstrapping', after: 'WaitingForInput' },
      });
    }
    // pop_preallocated drops only requests whose finished_reason is an abort
    if (d.finishedReason?.kind === 'FINISH_ABORT') {
      emit(sim, 'decode.prealloc_drop', 'decode', [i], {});
      finish(sim, i, d.finishedReason, 400, d.finishedReason.message ?? null);
      continue;
    }
    const r = req(sim, i);
    const spec = sim.scenario.requests[i]!;
    const total = sim.state.decode.totalPages;
    const fillPages = pagesFor(d.fillLen, pageSize);
    const want = Math.min(
      total,
      Math.max(fillPages, pagesFor(d.fillLen + spec.maxNewTokens, pageSize)),
    );
    const pages = alloc(sim, 'decode', want, i);
    if (!pages) break; // wait for memory (head of line)
    const dest = sliceRuns(pages, 0, fillPages);
    const maxGenerate = Math.max(1, Math.min(spec.maxNewTokens, want * pageSize - d.fillLen));
    setDecode(sim, i, {
      pages,
      queue: 'DecodeTransferQueue',
      waitingSince: sim.state.tick,
      since: sim.state.tick,
      maxGenerate,
    });
    // send_metadata: the prefill's sender learns its destination pages
    updateReq(sim, i, (x) =>
      x.prefill && x.prefill.queue !== 'done'
        ? { ...x, prefill: { ...x.prefill, destPages: dest, kvPoll: KVPoll.WaitingForInput } }
        : x,
    );
    emit(sim, 'decode.prealloc', 'decode', [i], {
      key: true,
      pages,
      pagesNode: 'decode',
      data: {
        fillLen: d.fillLen,
        pagesReserved: want,
        pagesSent: fillPages,
        prefillInputLen: r.prefill?.inputLen ?? null,
      },
    });
  }
}

function popTransferred(sim: Sim): void {
  const { fixes } = sim.scenario.config;
  for (const i of inQueue(sim, 'DecodeTransferQueue')) {
    const r = req(sim, i);
    const d = r.decode!;
    if (d.kvPoll === KVPoll.Failed) {
      failFromPrefill(sim, i, 'decode.transfer_failed');
      continue;
    }
    if (d.kvPoll === KVPoll.Success) {
      if (fixes.coverageCheck && (d.coveredTokens ?? 0) < d.fillLen) {
        const msg = coverageMessage(d.coveredTokens ?? 0, d.fillLen);
        emit(sim, 'decode.coverage_refused', 'decode', [i], {
          key: true,
          data: { covered: d.coveredTokens ?? 0, fillLen: d.fillLen },
        });
        tellPrefill(sim, i);
        finish(sim, i, { kind: 'FINISH_ABORT', message: msg, statusCode: 500 }, 500, msg);
        continue;
      }
      setDecode(sim, i, { queue: 'waiting_queue', since: sim.state.tick });
      emit(sim, 'decode.transfer_success', 'decode', [i], {
        key: true,
        data: {
          roomMatches: true,
          room: r.bootstrapRoom,
          prefillRejected: r.prefill?.placeholder ?? false,
          tokensReceived: d.written,
          fillLen: d.fillLen,
        },
      });
      continue;
    }
    if (d.waitingSince !== null && sim.state.tick - d.waitingSince >= TIMEOUT_TICKS) {
      emit(sim, 'decode.timeout', 'decode', [i], { key: true, data: { ticks: TIMEOUT_TICKS } });
      tellPrefill(sim, i);
      finish(
        sim,
        i,
        { kind: 'FINISH_ABORT', message: TIMEOUT_MESSAGE, statusCode: 500 },
        500,
        TIMEOUT_MESSAGE,
      );
    }
  }
}

/** Pages this request will attend over, and how many were never written for it. */
function staleCount(sim: Sim, i: number): { stale: number; crossTenant: number } {
  const d = req(sim, i).decode!;
  const fill = sliceRuns(d.pages, 0, pagesFor(d.fillLen, sim.scenario.config.pageSize));
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
  for (const i of inQueue(sim, 'waiting_queue')) {
    const d = req(sim, i).decode!;
    const { stale, crossTenant } = staleCount(sim, i);
    emit(sim, 'decode.prebuilt', 'decode', [i], {
      key: stale > 0,
      pages: sliceRuns(d.pages, 0, pagesFor(d.fillLen, sim.scenario.config.pageSize)),
      pagesNode: 'decode',
      data: {
        fillLen: d.fillLen,
        written: d.written,
        stalePages: stale,
        crossTenantPages: crossTenant,
      },
    });
    if (d.toFinish) {
      // the decode node rejected it too: its own to_finish now becomes the finish reason
      finish(sim, i, d.toFinish, d.toFinish.statusCode ?? 400, d.toFinish.message ?? null);
      continue;
    }
    setDecode(sim, i, { queue: 'running_batch', since: sim.state.tick });
  }
}

function decodeStep(sim: Sim): void {
  const running = inQueue(sim, 'running_batch').filter(
    (i) => req(sim, i).decode!.since < sim.state.tick,
  );
  if (running.length === 0) return;
  const { pageSize } = sim.scenario.config;
  const touched: [number, number][] = [];
  for (const i of running) {
    const d = req(sim, i).decode!;
    const pos = d.fillLen + d.generated;
    const listPos = Math.floor(pos / pageSize);
    const page = pageAt(d.pages, listPos);
    if (page >= 0) {
      const node = sim.state.decode;
      setNode(sim, { ...node, content: writePages(node.content, [[page, page + 1]], i, listPos) });
      touched.push([page, page + 1]);
    }
    setDecode(sim, i, { generated: d.generated + 1, written: d.written + 1 });
  }
  emit(sim, 'decode.step', 'decode', running, {
    pages: touched,
    pagesNode: 'decode',
    data: { batch: running.length },
  });
  for (const i of running) {
    const d = req(sim, i).decode!;
    if (d.generated < d.maxGenerate) continue;
    sim.attended.set(i, {
      pages: sliceRuns(d.pages, 0, pagesFor(d.fillLen + d.generated, pageSize)),
      content: sim.state.decode.content,
      fillPages: pagesFor(d.fillLen, pageSize),
    });
    emit(sim, 'decode.finish', 'decode', [i], { data: { generated: d.generated } });
    finish(sim, i, { kind: 'FINISH_LENGTH', length: d.generated }, 200, null);
  }
}

export function decodePass(sim: Sim): void {
  intake(sim);
  prealloc(sim);
  popTransferred(sim);
  prebuilt(sim);
  decodeStep(sim);
}
