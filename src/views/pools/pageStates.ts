/**
 * Per-page state codes of one node's KV pool, as typed arrays indexed by page number
 * (page 0 is the allocator's padding page and is never drawn). Filled over runs with
 * TypedArray.fill: never a per-page loop over requests. Pure: no React, no DOM.
 */
import {
  firstSegmentEndingAfter,
  forEachStretch,
  type NodeState,
  type RequestState,
  sortRuns,
  type Run,
  type Runs,
} from '../../engine';
import { NO_TENANT, type LeakStretch } from '../shared/traceModel';

/** Page state codes (one byte each). */
export const PAGE = {
  never: 0,
  stale: 1,
  held: 2,
  reserved: 3,
  placeholder: 4,
  /** kept in the prefill's radix cache after `release_kv_cache` (evictable, still its data) */
  cached: 5,
} as const;
export type PageCode = (typeof PAGE)[keyof typeof PAGE];
export const STATE_NAMES = ['never', 'stale', 'held', 'reserved', 'placeholder', 'cached'] as const;
export type StateName = (typeof STATE_NAMES)[number];

export interface PageCounts {
  never: number;
  stale: number;
  held: number;
  reserved: number;
  placeholder: number;
  cached: number;
  /** pages read into a leaking response (an overlay on the states above) */
  leak: number;
  /** reserved pages that still hold another request's data */
  reservedStale: number;
}

export interface PageStates {
  totalPages: number;
  /** PAGE code per page */
  state: Uint8Array;
  /** tenant index of the page's last writer, NO_TENANT when never written */
  writer: Uint8Array;
  /** tenant index of the request holding the page, NO_TENANT when free */
  holder: Uint8Array;
  /** 1 when the page was read into a leaking response */
  leak: Uint8Array;
  counts: PageCounts;
  /** stale pages per writer tenant (index = tenant) */
  staleByTenant: number[];
  /** reserved pages per tenant of the stale data they still hold */
  reservedByWriterTenant: number[];
  /** increases whenever the arrays change (see pageStatesMemo.ts) */
  version: number;
}

export type SideOf = (r: RequestState) => { pages: Runs } | null;
export const sideOf = (node: 'prefill' | 'decode'): SideOf =>
  node === 'prefill' ? (r) => r.prefill : (r) => r.decode;

/** The inputs of one pool's states (immutable snapshots: compare by reference). */
export interface PoolInput {
  node: NodeState;
  requests: readonly RequestState[];
  requestTenant: ArrayLike<number>;
  leaks: readonly LeakStretch[];
}

export function emptyCounts(): PageCounts {
  return {
    never: 0,
    stale: 0,
    held: 0,
    reserved: 0,
    placeholder: 0,
    cached: 0,
    leak: 0,
    reservedStale: 0,
  };
}

export function allocatePageStates(n: number): PageStates {
  return {
    totalPages: n,
    state: new Uint8Array(n + 1),
    writer: new Uint8Array(n + 1),
    holder: new Uint8Array(n + 1),
    leak: new Uint8Array(n + 1),
    counts: emptyCounts(),
    staleByTenant: [],
    reservedByWriterTenant: [],
    version: 0,
  };
}

const firstSegment = firstSegmentEndingAfter;

/** The pages of the node's radix-cache leaves, sorted (empty on the decode node). */
export function cachedRuns(node: NodeState): Runs {
  if (node.cached.length === 0) return [];
  return sortRuns(node.cached.flatMap((l) => l.pages));
}

/** Runs clipped to [a, z). */
export function clipRuns(runs: Runs, a: number, z: number): Run[] {
  const out: Run[] = [];
  for (const [s, e] of runs) {
    const lo = Math.max(s, a);
    const hi = Math.min(e, z);
    if (lo < hi) out.push([lo, hi]);
  }
  return out;
}

/**
 * Recomputes pages [a, z) from the inputs, over runs only (TypedArray.fill):
 * - held: in a request's page list and last written by that request
 * - reserved: in a request's page list but not written for it (may still hold stale data)
 * - stale: free (or staged) but still holding a former owner's KV
 * - cached: a leaf of the prefill's radix cache (`release_kv_cache` keeps a finished request's
 *   whole pages, evictable, until an allocation falls short): no request holds them
 * - placeholder: written by a one-token placeholder
 * - never: never written since start-up (or scrubbed)
 * Leak stretches mark pages read into a leaking response while they still hold that data.
 */
export function fillRange(b: PageStates, inp: PoolInput, a: number, z: number): void {
  const { node, requests, requestTenant, leaks } = inp;
  const { state, writer, holder, leak } = b;
  state.fill(PAGE.never, a, z);
  writer.fill(NO_TENANT, a, z);
  holder.fill(NO_TENANT, a, z);
  leak.fill(0, a, z);
  const tenantOf = (r: number) => requestTenant[r] ?? NO_TENANT;
  const content = node.content;
  const first = firstSegment(content, a);
  for (let i = first; i < content.length && content[i]!.start < z; i++) {
    const s = content[i]!;
    const lo = Math.max(a, s.start);
    const hi = Math.min(z, s.end);
    state.fill(PAGE.stale, lo, hi);
    writer.fill(tenantOf(s.writer), lo, hi);
  }
  for (const [s, e] of clipRuns(cachedRuns(node), a, z))
    forEachStretch(content, [[s, e]], (lo, hi, seg) => {
      if (seg) state.fill(PAGE.cached, lo, hi);
    });
  const side = sideOf(node.name);
  for (const r of requests) {
    const sd = side(r);
    if (!sd || sd.pages.length === 0) continue;
    const runs = clipRuns(sd.pages, a, z);
    if (runs.length === 0) continue;
    const t = tenantOf(r.index);
    for (const [s, e] of runs) holder.fill(t, s, e);
    forEachStretch(content, runs, (s, e, seg) => {
      state.fill(seg && seg.writer === r.index ? PAGE.held : PAGE.reserved, s, e);
    });
  }
  for (let i = first; i < content.length && content[i]!.start < z; i++) {
    const s = content[i]!;
    if (s.placeholder) state.fill(PAGE.placeholder, Math.max(a, s.start), Math.min(z, s.end));
  }
  for (const l of leaks) {
    const runs = clipRuns([[l.start, l.end]], a, z);
    if (runs.length === 0) continue;
    forEachStretch(content, runs, (s, e, seg) => {
      if (seg && seg.writer === l.writer) leak.fill(1, s, e);
    });
  }
}

/**
 * Adds (sign = 1) or removes (sign = -1) the counts of pages [a, z) as `inp` describes them,
 * computed over runs (content segments, page lists, leak stretches), never page by page, so a
 * pool of millions of pages counts in the time of its runs. Same rules as fillRange.
 */
export function countRange(b: PageStates, inp: PoolInput, a: number, z: number, sign: 1 | -1) {
  const { node, requests, requestTenant, leaks } = inp;
  const { counts, staleByTenant, reservedByWriterTenant } = b;
  const tenantOf = (r: number) => requestTenant[r] ?? NO_TENANT;
  const content = node.content;
  const side = sideOf(node.name);
  let held = 0;
  let reserved = 0;
  let placeholder = 0;
  let stale = 0;
  let reservedStale = 0;
  const heldRuns: Run[] = [];
  for (const r of requests) {
    const sd = side(r);
    if (!sd || sd.pages.length === 0) continue;
    const runs = clipRuns(sd.pages, a, z);
    for (const run of runs) heldRuns.push(run);
    forEachStretch(content, runs, (s, e, seg) => {
      const n = e - s;
      if (seg?.placeholder) placeholder += n;
      else if (seg && seg.writer === r.index) held += n;
      else {
        reserved += n;
        if (seg) {
          const w = tenantOf(seg.writer);
          if (w !== NO_TENANT) {
            reservedStale += n;
            reservedByWriterTenant[w] = (reservedByWriterTenant[w] ?? 0) + sign * n;
          }
        }
      }
    });
  }
  // written pages that no request holds: stale, cached (a radix-cache leaf) or a placeholder's
  const holdings = sortRuns(heldRuns);
  const inCache = clipRuns(cachedRuns(node), a, z);
  let cached = 0;
  let c = 0;
  /** pages of [p, e) in the radix cache (calls come in increasing page order) */
  const cachedIn = (p: number, e: number): number => {
    while (c < inCache.length && inCache[c]![1] <= p) c++;
    let n = 0;
    for (let k = c; k < inCache.length && inCache[k]![0] < e; k++)
      n += Math.min(e, inCache[k]![1]) - Math.max(p, inCache[k]![0]);
    return n;
  };
  let h = 0;
  for (let i = firstSegment(content, a); i < content.length && content[i]!.start < z; i++) {
    const seg = content[i]!;
    let p = Math.max(a, seg.start);
    const end = Math.min(z, seg.end);
    while (p < end) {
      while (h < holdings.length && holdings[h]![1] <= p) h++;
      const hr = holdings[h];
      const freeEnd = hr && hr[0] < end ? Math.max(p, hr[0]) : end;
      const n = freeEnd - p;
      if (n > 0) {
        if (seg.placeholder) placeholder += n;
        else {
          const inCacheNow = cachedIn(p, freeEnd);
          cached += inCacheNow;
          stale += n - inCacheNow;
          const w = tenantOf(seg.writer);
          staleByTenant[w] = (staleByTenant[w] ?? 0) + sign * (n - inCacheNow);
        }
      }
      p = hr && hr[0] < end ? Math.min(end, hr[1]) : end;
    }
  }
  const leakRuns: Run[] = [];
  for (const l of leaks) {
    const runs = clipRuns([[l.start, l.end]], a, z);
    if (runs.length === 0) continue;
    forEachStretch(content, runs, (s, e, seg) => {
      if (seg && seg.writer === l.writer) leakRuns.push([s, e]);
    });
  }
  let leaked = 0;
  for (const [s, e] of sortRuns(leakRuns)) leaked += e - s;
  counts.never += sign * (z - a - held - reserved - placeholder - stale - cached);
  counts.stale += sign * stale;
  counts.cached += sign * cached;
  counts.held += sign * held;
  counts.reserved += sign * reserved;
  counts.placeholder += sign * placeholder;
  counts.leak += sign * leaked;
  counts.reservedStale += sign * reservedStale;
}

/** States of every page of `node`, computed afresh (see fillRange for the rules). */
export function computePageStates(
  node: NodeState,
  requests: readonly RequestState[],
  requestTenant: ArrayLike<number>,
  leaks: readonly LeakStretch[] = [],
): PageStates {
  const b = allocatePageStates(node.totalPages);
  const inp = { node, requests, requestTenant, leaks };
  fillRange(b, inp, 1, node.totalPages + 1);
  countRange(b, inp, 1, node.totalPages + 1, 1);
  return b;
}

/** Placeholder pages (few): for the painter's markers. */
export function placeholderPages(node: NodeState): number[] {
  const out: number[] = [];
  for (const s of node.content) {
    if (!s.placeholder) continue;
    for (let p = s.start; p < s.end && out.length < 64; p++) out.push(p);
  }
  return out;
}
