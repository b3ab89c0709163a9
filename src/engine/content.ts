/**
 * What each page holds: a sorted list of non-overlapping segments naming the last writer.
 * Pages outside every segment were never written since start-up (or were scrubbed).
 * KV buffers are zeroed once at start-up and never wiped on free: only a write changes this.
 */
import type { Runs, Segment } from './types';

/** Index of the first segment whose end is > page. */
export function lowerBound(content: readonly Segment[], page: number): number {
  let lo = 0;
  let hi = content.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (content[mid]!.end <= page) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

export function segmentAt(content: readonly Segment[], page: number): Segment | null {
  const s = content[lowerBound(content, page)];
  return s && s.start <= page ? s : null;
}

/** Replaces [start, end) with `seg` (or with nothing when seg is null). */
function assign(content: readonly Segment[], start: number, end: number, seg: Segment | null) {
  const i = lowerBound(content, start);
  const out = content.slice(0, i);
  let j = i;
  const first = content[i];
  if (first && first.start < start) out.push({ ...first, end: start });
  if (seg) {
    const last = out[out.length - 1];
    const joins =
      last &&
      last.end === seg.start &&
      last.writer === seg.writer &&
      last.placeholder === seg.placeholder &&
      last.firstPage + (last.end - last.start) === seg.firstPage;
    if (joins) out[out.length - 1] = { ...last, end: seg.end };
    else out.push(seg);
  }
  while (j < content.length && content[j]!.end <= end) j++;
  const tail = content[j];
  if (tail && tail.start < end) {
    const cut = end - tail.start;
    out.push({ ...tail, start: end, firstPage: tail.firstPage + cut });
    j++;
  }
  for (; j < content.length; j++) out.push(content[j]!);
  return out;
}

/**
 * `writer` writes its pages: list position `firstPage` onwards, over the pages in `runs`
 * (which are that request's pages in order).
 */
export function writePages(
  content: readonly Segment[],
  runs: Runs,
  writer: number,
  firstPage: number,
  placeholder = false,
): readonly Segment[] {
  let out = content;
  let pos = firstPage;
  for (const [a, b] of runs) {
    out = assign(out, a, b, { start: a, end: b, writer, firstPage: pos, placeholder });
    pos += b - a;
  }
  return out;
}

export function erasePages(content: readonly Segment[], runs: Runs): readonly Segment[] {
  let out = content;
  for (const [a, b] of runs) out = assign(out, a, b, null);
  return out;
}

/** Calls `fn` for each stretch of `runs` (in list order) with its writer segment or null. */
export function forEachStretch(
  content: readonly Segment[],
  runs: Runs,
  fn: (start: number, end: number, seg: Segment | null) => void,
): void {
  for (const [a, b] of runs) {
    let p = a;
    let i = lowerBound(content, a);
    while (p < b) {
      const s = content[i];
      if (!s || s.start >= b) {
        fn(p, b, null);
        break;
      }
      if (s.start > p) {
        fn(p, s.start, null);
        p = s.start;
      }
      const e = Math.min(s.end, b);
      fn(p, e, s);
      p = e;
      i++;
    }
  }
}

function pushJoin(out: Segment[], seg: Segment): void {
  const last = out[out.length - 1];
  if (
    last &&
    last.end === seg.start &&
    last.writer === seg.writer &&
    last.placeholder === seg.placeholder &&
    last.firstPage + (last.end - last.start) === seg.firstPage
  )
    out[out.length - 1] = { ...last, end: seg.end };
  else out.push(seg);
}

/**
 * Writes many non-overlapping segments at once, in one pass over the content: the same
 * result as writing them one by one, in O(content + segments · log segments).
 */
export function overlay(content: readonly Segment[], segs: Segment[]): readonly Segment[] {
  if (segs.length === 0) return content;
  if (segs.length === 1) {
    const s = segs[0]!;
    return writePages(content, [[s.start, s.end]], s.writer, s.firstPage, s.placeholder);
  }
  const news = [...segs].sort((a, b) => a.start - b.start);
  const out: Segment[] = [];
  let ci = 0;
  const nextOld = (): Segment | null => (ci < content.length ? content[ci++]! : null);
  let cur = nextOld();
  for (const n of news) {
    // old segments (or parts) that end before n starts
    while (cur && cur.end <= n.start) {
      pushJoin(out, cur);
      cur = nextOld();
    }
    if (cur && cur.start < n.start) {
      pushJoin(out, { ...cur, end: n.start });
      cur = { ...cur, start: n.start, firstPage: cur.firstPage + (n.start - cur.start) };
    }
    pushJoin(out, n);
    // drop what n covers
    while (cur && cur.end <= n.end) cur = nextOld();
    if (cur && cur.start < n.end)
      cur = { ...cur, start: n.end, firstPage: cur.firstPage + (n.end - cur.start) };
  }
  while (cur) {
    pushJoin(out, cur);
    cur = nextOld();
  }
  return out;
}
