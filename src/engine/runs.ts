/** Page sets as half-open runs [start, end), kept in list order. Pure functions. */
import type { Run, Runs } from './types';

export function runsLength(runs: Runs): number {
  let n = 0;
  for (const [a, b] of runs) n += b - a;
  return n;
}

/** Appends a run, coalescing with the last one when contiguous. */
function push(out: Run[], a: number, b: number): void {
  if (b <= a) return;
  const last = out[out.length - 1];
  if (last && last[1] === a) out[out.length - 1] = [last[0], b];
  else out.push([a, b]);
}

/** The first `n` pages of the list and the rest. Requires n <= runsLength(runs). */
export function takeFront(runs: Runs, n: number): [taken: Runs, rest: Runs] {
  const taken: Run[] = [];
  const rest: Run[] = [];
  let need = n;
  for (const [a, b] of runs) {
    if (need <= 0) {
      rest.push([a, b]);
      continue;
    }
    const k = Math.min(need, b - a);
    push(taken, a, a + k);
    if (a + k < b) rest.push([a + k, b]);
    need -= k;
  }
  return [taken, rest];
}

/** Pages at list positions [from, to). */
export function sliceRuns(runs: Runs, from: number, to: number): Runs {
  const out: Run[] = [];
  let pos = 0;
  for (const [a, b] of runs) {
    const len = b - a;
    const lo = Math.max(from, pos);
    const hi = Math.min(to, pos + len);
    if (lo < hi) push(out, a + (lo - pos), a + (hi - pos));
    pos += len;
    if (pos >= to) break;
  }
  return out;
}

/** The page at list position `i`, or -1. */
export function pageAt(runs: Runs, i: number): number {
  let pos = 0;
  for (const [a, b] of runs) {
    if (i < pos + b - a) return a + (i - pos);
    pos += b - a;
  }
  return -1;
}

/** Position of `page` in the list, or -1. */
export function indexOfPage(runs: Runs, page: number): number {
  let pos = 0;
  for (const [a, b] of runs) {
    if (page >= a && page < b) return pos + (page - a);
    pos += b - a;
  }
  return -1;
}

export function concatRuns(...lists: Runs[]): Runs {
  const out: Run[] = [];
  for (const l of lists) for (const [a, b] of l) push(out, a, b);
  return out;
}

/** Sorted ascending and coalesced: what `merge_and_sort_free` does to page indices. */
export function sortRuns(runs: Runs): Runs {
  const sorted = [...runs].sort((x, y) => x[0] - y[0]);
  const out: Run[] = [];
  for (const [a, b] of sorted) {
    const last = out[out.length - 1];
    if (last && a <= last[1]) out[out.length - 1] = [last[0], Math.max(last[1], b)];
    else out.push([a, b]);
  }
  return out;
}

export function containsPage(runs: Runs, page: number): boolean {
  return indexOfPage(runs, page) >= 0;
}

/** Expands runs to a list of pages (tests and small views only). */
export function expandRuns(runs: Runs): number[] {
  const out: number[] = [];
  for (const [a, b] of runs) for (let p = a; p < b; p++) out.push(p);
  return out;
}
