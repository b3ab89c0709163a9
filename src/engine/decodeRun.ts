/**
 * The decode node's running_batch: decode steps (`alloc_decode` one page slot per step,
 * merged free list when short), stored as one op per run of steps, and finishing by length.
 * Follows python/sglang/srt/disaggregation/decode.py at commit 0035ca42 and
 * python/sglang/srt/mem_cache/allocator.py at commit 02e29cb1.
 */
import { decodeQueue, finish, setDecode } from './decodeState';
import { decodePagesNeeded } from './ops';
import { freeCount, needsMergeDecode } from './pool';
import { runsLength, sliceRuns } from './runs';
import { emit, record, release, req, type Sim } from './sim';

/** The requests that decode this tick, in batch order (joined earlier first). */
export function runningBatch(sim: Sim): number[] {
  return decodeQueue(sim, 'running_batch')
    .filter((i) => req(sim, i).decode!.since < sim.state.tick)
    .sort((a, b) => req(sim, a).decode!.since - req(sim, b).decode!.since || a - b);
}

/** Whether `steps` steps of `batch` can run as one op: no merge and no finish inside. */
export function runFits(sim: Sim, batch: number[], steps: number): boolean {
  const need = decodePagesNeeded(sim.state, batch, steps, sim.scenario.config.pageSize);
  return need + batch.length <= runsLength(sim.state.decode.free);
}

/** `steps` decode steps of `batch` (one stored event; each step addressable). */
export function decodeSteps(sim: Sim, batch: number[], steps: number): void {
  const { pageSize } = sim.scenario.config;
  const spans = batch.map((i) => {
    const d = req(sim, i).decode!;
    const pos0 = d.fillLen + d.generated - 1;
    return [Math.floor(pos0 / pageSize), Math.floor((pos0 + steps - 1) / pageSize) + 1] as const;
  });
  record(sim, { t: 'decodeRun', batch, steps });
  const touched = batch.flatMap((i, b) => sliceRuns(req(sim, i).decode!.pages, ...spans[b]!));
  emit(
    sim,
    'decode.step',
    'decode',
    batch,
    { batch: batch.length, steps },
    { pages: touched, pagesNode: 'decode', steps },
  );
}

/**
 * `retract_decode` (update_running_batch, when `check_decode_mem` fails): while the next step
 * needs more pages than are available (free and staged), the request with the fewest output tokens (then the longest
 * prompt) gives its pages back and waits in DecodePreallocQueue to resume (decodeBudget.ts).
 * SGLang copies its KV to host memory first (our reading). The last request is kept.
 */
function retractIfShort(sim: Sim, batch: number[]): number[] {
  const { pageSize } = sim.scenario.config;
  const kept = [...batch];
  while (
    kept.length > 1 &&
    decodePagesNeeded(sim.state, kept, 1, pageSize) > freeCount(sim.state.decode)
  ) {
    const d = (i: number) => req(sim, i).decode!;
    const victim = kept.reduce((v, i) =>
      d(i).generated < d(v).generated ||
      (d(i).generated === d(v).generated && d(i).inputLen > d(v).inputLen)
        ? i
        : v,
    );
    kept.splice(kept.indexOf(victim), 1);
    const pages = d(victim).pages;
    release(sim, 'decode', pages);
    setDecode(sim, victim, { queue: 'DecodePreallocQueue', pages: [], since: sim.state.tick });
    emit(sim, 'decode.retract', 'decode', [victim], {
      pagesFreed: runsLength(pages),
      generated: d(victim).generated,
    });
  }
  return kept;
}

export function decodeStep(sim: Sim): void {
  let batch = runningBatch(sim);
  if (batch.length === 0) return;
  batch = retractIfShort(sim, batch);
  if (needsMergeDecode(sim.state.decode, batch.length)) {
    record(sim, { t: 'merge', node: 'decode' });
    emit(
      sim,
      'pool.merge',
      'decode',
      batch,
      { freePages: runsLength(sim.state.decode.free), wanted: batch.length },
      { pages: sim.state.decode.free, pagesNode: 'decode' },
    );
  }
  decodeSteps(sim, batch, 1);
  finishDone(sim, batch);
}

export function finishDone(sim: Sim, batch: number[]): void {
  for (const i of batch) {
    const d = req(sim, i).decode!;
    if (d.generated < d.maxNewTokens) continue;
    emit(sim, 'decode.finish', 'decode', [i], { generated: d.generated });
    finish(sim, i, { kind: 'FINISH_LENGTH', length: d.generated }, 200, null);
  }
}
