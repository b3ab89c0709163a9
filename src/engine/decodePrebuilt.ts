/**
 * The decode node's PREBUILT batch: no forward pass, every reserved (fill_len) page is taken as
 * valid KV; the first output token came from the prefill and `check_finished` runs on it.
 * Follows python/sglang/srt/disaggregation/decode.py at commit 0035ca42.
 */
import { forEachStretch } from './content';
import { abort500, decodeQueue, finish, setDecode } from './decodeState';
import { CHECKSUM_39500_MESSAGE, mismatch39500 } from './lifetime';
import { sliceRuns } from './runs';
import { emit, req, type Sim } from './sim';

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

export function prebuilt(sim: Sim): void {
  for (const i of decodeQueue(sim, 'waiting_queue')) {
    const d = req(sim, i).decode!;
    if (sim.attended.has(i) && d.generated > 0) {
      // resumed after a retraction: back into running_batch; what it attends was captured
      setDecode(sim, i, { queue: 'running_batch', since: sim.state.tick });
      continue;
    }
    if (mismatch39500(sim, i)) {
      // get_new_prebuilt_batch (decode.py @1901ddec): prepare_abort(req, "KV checksum mismatch", 500)
      emit(
        sim,
        'decode.checksum_mismatch',
        'decode',
        [i],
        { form: '39500', message: CHECKSUM_39500_MESSAGE },
        { key: true },
      );
      abort500(sim, i, CHECKSUM_39500_MESSAGE);
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
