/**
 * The changes a run makes, as data: the simulation applies them as it goes, and a trace
 * stores them so that any step can be rebuilt from the nearest checkpoint (trace.ts).
 * One function applies every op, so a replayed state is the simulated state by construction.
 */
import { erasePages, forEachStretch, overlay, writePages } from './content';
import { cacheLeaf, evictLeaves, freePages, mergeStaged, takePages } from './pool';
import { concatRuns, sliceRuns, runsLength } from './runs';
import type {
  Config,
  EngineState,
  NodeName,
  NodeState,
  Op,
  RequestState,
  Run,
  Runs,
  Segment,
} from './types';

/** A state being built: the request array is owned (mutable); everything in it is immutable. */
export interface WorkState {
  tick: number;
  requests: RequestState[];
  prefill: NodeState;
  decode: NodeState;
}

export function work(s: EngineState): WorkState {
  return { tick: s.tick, requests: s.requests.slice(), prefill: s.prefill, decode: s.decode };
}

export function freeze(w: WorkState): EngineState {
  return { tick: w.tick, requests: w.requests.slice(), prefill: w.prefill, decode: w.decode };
}

function setNode(w: WorkState, node: NodeState): void {
  w[node.name] = node;
}

/** Position (in a request's own page list) written by its decode step number `s` (0-based). */
function stepPosition(r: RequestState): number {
  const d = r.decode!;
  // the step's input is the last output token: position fill_len + generated − 1
  return d.fillLen + d.generated - 1;
}

/**
 * The allocations `steps` decode steps of `batch` make, in the order `alloc_decode` makes
 * them (step by step; within a step, in batch order): [batch position, page-list position].
 */
export function decodeAllocations(
  w: WorkState,
  batch: readonly number[],
  steps: number,
  pageSize: number,
): [number, number][] {
  const events: [step: number, b: number, listPos: number][] = [];
  batch.forEach((i, b) => {
    const r = w.requests[i]!;
    const have = runsLength(r.decode!.pages);
    const pos0 = stepPosition(r);
    const last = Math.floor((pos0 + steps - 1) / pageSize);
    for (let L = have; L <= last; L++) events.push([Math.max(0, L * pageSize - pos0), b, L]);
  });
  if (batch.length > 1) events.sort((x, y) => x[0] - y[0] || x[1] - y[1]);
  return events.map(([, b, L]) => [b, L]);
}

/** Pages the next `steps` decode steps of `batch` will allocate. */
export function decodePagesNeeded(
  w: WorkState,
  batch: readonly number[],
  steps: number,
  pageSize: number,
): number {
  let n = 0;
  for (const i of batch) {
    const r = w.requests[i]!;
    const have = runsLength(r.decode!.pages);
    const last = Math.floor((stepPosition(r) + steps - 1) / pageSize);
    n += Math.max(0, last - have + 1);
  }
  return n;
}

/**
 * `steps` decode steps of `batch` at once: each step writes the KV of the request's last
 * token (taking a page with `alloc_decode` when it starts a new page), then produces the next
 * token. Identical to `steps` single steps (no merge may fall inside: the caller checks).
 */
function decodeRun(w: WorkState, batch: readonly number[], steps: number, config: Config): void {
  const { pageSize } = config;
  const allocs = decodeAllocations(w, batch, steps, pageSize);
  const fresh: Run[][] = batch.map(() => []);
  if (allocs.length > 0) {
    const res = takePages(w.decode, allocs.length);
    if (!res) throw new Error('decode run: free list shorter than its allocations');
    setNode(w, res.node);
    if (batch.length === 1) fresh[0] = [...res.pages];
    else {
      let k = 0;
      for (const [a, z] of res.pages) {
        for (let p = a; p < z; p++, k++) {
          const out = fresh[allocs[k]![0]]!;
          const lastRun = out[out.length - 1];
          if (lastRun && lastRun[1] === p) out[out.length - 1] = [lastRun[0], p + 1];
          else out.push([p, p + 1]);
        }
      }
    }
  }
  const segs: Segment[] = [];
  batch.forEach((i, b) => {
    const r = w.requests[i]!;
    const d = r.decode!;
    const pages = fresh[b]!.length > 0 ? concatRuns(d.pages, fresh[b]!) : d.pages;
    const pos0 = stepPosition(r);
    const from = Math.floor(pos0 / pageSize);
    const to = Math.floor((pos0 + steps - 1) / pageSize) + 1;
    let pos = from;
    for (const [a, z] of sliceRuns(pages, from, to)) {
      segs.push({ start: a, end: z, writer: i, firstPage: pos, placeholder: false });
      pos += z - a;
    }
    w.requests[i] = {
      ...r,
      decode: { ...d, pages, generated: d.generated + steps, written: d.written + steps },
    };
  });
  setNode(w, { ...w.decode, content: overlay(w.decode.content, segs) });
}

export function applyOp(w: WorkState, op: Op, config: Config): void {
  switch (op.t) {
    case 'req':
      w.requests[op.i] = op.v;
      return;
    case 'take': {
      const res = takePages(w[op.node], op.n);
      if (!res) throw new Error(`take ${op.n} pages on ${op.node}: not enough free pages`);
      setNode(w, res.node);
      return;
    }
    case 'merge':
      setNode(w, mergeStaged(w[op.node]));
      return;
    case 'free':
      setNode(w, freePages(w[op.node], op.pages, op.scrub));
      return;
    case 'cache':
      setNode(w, cacheLeaf(w[op.node], op.leaf));
      return;
    case 'evict':
      setNode(w, evictLeaves(w[op.node], op.leaves, op.scrub));
      return;
    case 'write': {
      const node = w[op.node];
      const content = writePages(node.content, op.pages, op.writer, op.firstPage, op.placeholder);
      setNode(w, { ...node, content });
      return;
    }
    case 'decodeRun':
      decodeRun(w, op.batch, op.steps, config);
      return;
    case 'copy':
      setNode(w, { ...w.decode, content: copyContent(w, op.from, op.to) });
      return;
    case 'erase':
      setNode(w, { ...w[op.node], content: erasePages(w[op.node].content, op.pages) });
      return;
  }
}

/**
 * A transfer landing: the k-th destination page takes what the k-th source page holds now
 * (its writer, or nothing when the source page was never written).
 */
function copyContent(w: WorkState, from: Runs, to: Runs): readonly Segment[] {
  const segs: Segment[] = [];
  let pos = 0;
  forEachStretch(w.prefill.content, from, (a, b, seg) => {
    const n = b - a;
    if (seg) {
      let first = seg.firstPage + (a - seg.start);
      for (const [x, y] of sliceRuns(to, pos, pos + n)) {
        segs.push({
          start: x,
          end: y,
          writer: seg.writer,
          firstPage: first,
          placeholder: seg.placeholder,
        });
        first += y - x;
      }
    }
    pos += n;
  });
  return overlay(erasePages(w.decode.content, to), segs);
}

/** The pages a `take` of `n` returns: the front of the free list. */
export function frontPages(w: WorkState, node: NodeName, n: number): Runs {
  return sliceRuns(w[node].free, 0, n);
}
