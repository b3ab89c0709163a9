/**
 * Incremental page states for playback. Engine states are immutable snapshots, so what
 * changed between two steps is found by reference: content segments that appeared or
 * disappeared, request sides whose page lists changed, leak stretches. Only those page
 * ranges are recomputed (and recounted), and the painter asks which ranges changed since
 * the version it last drew. Pure: no React, no DOM.
 */
import { runsLength, sortRuns, type Run, type Runs, type Segment } from '../../engine';
import {
  allocatePageStates,
  countRange,
  emptyCounts,
  fillRange,
  sideOf,
  type PageStates,
  type PoolInput,
} from './pageStates';
import { takePrepared } from './prepared';
import type { LeakStretch } from '../shared/traceModel';

const LOG_SIZE = 16;

export interface PageStatesMemo {
  (
    node: PoolInput['node'],
    requests: PoolInput['requests'],
    requestTenant: ArrayLike<number>,
    leaks: readonly LeakStretch[],
  ): PageStates;
  /** Page runs changed after `version`; null when unknown (repaint everything). */
  dirtySince: (version: number) => Runs | null;
}

/**
 * Pages whose last writer (request, position in its page list, placeholder) differs between
 * two content lists: a sweep over both sorted segment lists, so a segment that was only split
 * (a write landed inside it) marks just the written pages.
 */
export function contentDiff(a: readonly Segment[], b: readonly Segment[]): Run[] {
  if (a === b) return [];
  const out: Run[] = [];
  let i = 0;
  let j = 0;
  let p = Math.min(a[0]?.start ?? Infinity, b[0]?.start ?? Infinity);
  const key = (s: Segment | undefined, page: number) =>
    s && s.start <= page ? `${s.writer}:${s.firstPage - s.start}:${s.placeholder ? 1 : 0}` : '';
  while (i < a.length || j < b.length) {
    while (i < a.length && a[i]!.end <= p) i++;
    while (j < b.length && b[j]!.end <= p) j++;
    if (i >= a.length && j >= b.length) break;
    const sa = a[i];
    const sb = b[j];
    // the next boundary after p in either list
    let next = Infinity;
    for (const s of [sa, sb]) if (s) next = Math.min(next, s.start > p ? s.start : s.end);
    if (next === Infinity) break;
    if (sa === sb) {
      p = next;
      continue;
    }
    if (key(sa, p) !== key(sb, p)) {
      const last = out[out.length - 1];
      if (last && last[1] === p) out[out.length - 1] = [last[0], next];
      else out.push([p, next]);
    }
    p = next;
  }
  return out;
}

function changed<T extends object>(
  a: readonly T[],
  b: readonly T[],
  out: Run[],
  range: (x: T) => Run,
) {
  if (a === b) return;
  const inA = new Set(a);
  const inB = new Set(b);
  for (const x of b) if (!inA.has(x)) out.push(range(x));
  for (const x of a) if (!inB.has(x)) out.push(range(x));
}

export function createPageStatesMemo(): PageStatesMemo {
  let buf: PageStates | null = null;
  let prev: PoolInput | null = null;
  let prevSides: (Runs | null)[] = [];
  let current: PageStates | null = null;
  let version = 0;
  let log: { version: number; runs: Runs | null }[] = [];

  function full(b: PageStates, inp: PoolInput): void {
    b.counts = emptyCounts();
    b.staleByTenant = [];
    b.reservedByWriterTenant = [];
    fillRange(b, inp, 1, b.totalPages + 1);
    countRange(b, inp, 1, b.totalPages + 1, 1);
  }

  const memo = ((node, requests, requestTenant, leaks) => {
    const inp: PoolInput = { node, requests, requestTenant, leaks };
    const side = sideOf(node.name);
    const sides = requests.map((r) => side(r)?.pages ?? null);
    if (
      current &&
      prev &&
      prev.node === node &&
      prev.requestTenant === requestTenant &&
      prev.leaks.length === leaks.length &&
      prev.leaks.every((l, i) => l === leaks[i]) &&
      sides.length === prevSides.length &&
      sides.every((s, i) => s === prevSides[i])
    ) {
      return current;
    }
    let runs: Runs | null = null;
    if (
      !buf ||
      !prev ||
      buf.totalPages !== node.totalPages ||
      prev.requestTenant !== requestTenant ||
      prev.node.name !== node.name
    ) {
      const pre = takePrepared(node, requests, requestTenant, leaks);
      if (pre) buf = pre;
      else {
        // keep the arrays when the pool size is unchanged: a new trace only refills them
        if (!buf || buf.totalPages !== node.totalPages) buf = allocatePageStates(node.totalPages);
        full(buf, inp);
      }
    } else {
      const dirty: Run[] = [];
      dirty.push(...contentDiff(prev.node.content, node.content));
      changed(prev.leaks, leaks, dirty, (l) => [l.start, l.end]);
      // radix-cache leaves kept or evicted (an eviction changes no content and no request)
      if (prev.node.cached !== node.cached) {
        const before = new Set(prev.node.cached);
        const after = new Set(node.cached);
        for (const l of node.cached) if (!before.has(l)) dirty.push(...l.pages);
        for (const l of prev.node.cached) if (!after.has(l)) dirty.push(...l.pages);
      }
      const n = Math.max(sides.length, prevSides.length);
      for (let i = 0; i < n; i++) {
        if (sides[i] === prevSides[i]) continue;
        dirty.push(...(sides[i] ?? []), ...(prevSides[i] ?? []));
      }
      const merged = sortRuns(dirty.filter(([a, z]) => z > a));
      if (runsLength(merged) > buf.totalPages / 2) full(buf, inp);
      else {
        const before = prev;
        for (const [a, z] of merged) {
          countRange(buf, before, a, z, -1);
          fillRange(buf, inp, a, z);
          countRange(buf, inp, a, z, 1);
        }
        runs = merged;
      }
    }
    prev = inp;
    prevSides = sides;
    version++;
    log = [...log.slice(-(LOG_SIZE - 1)), { version, runs }];
    current = {
      ...buf,
      counts: { ...buf.counts },
      staleByTenant: [...buf.staleByTenant],
      reservedByWriterTenant: [...buf.reservedByWriterTenant],
      version,
    };
    return current;
  }) as PageStatesMemo;

  memo.dirtySince = (since) => {
    if (since === version) return [];
    const entries = log.filter((e) => e.version > since);
    if (entries.length !== version - since) return null;
    const out: Run[] = [];
    for (const e of entries) {
      if (!e.runs) return null;
      out.push(...e.runs);
    }
    return sortRuns(out);
  };
  return memo;
}
