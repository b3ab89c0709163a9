/**
 * Tenant letters on the pool map: whose data a region holds, told without colour (WCAG 1.4.1;
 * under deuteranopia Tenant C's faded fill and the never-written grey are nearly one colour).
 * Each stretch of consecutive pages filled in one tenant's colour gets that tenant's letter at
 * the centre of its largest visible rectangle, when that rectangle is big enough for the
 * letter. Pure maths over the page arrays, in CSS pixels.
 */
import { NO_TENANT, tenantLetter } from '../shared/traceModel';
import type { GridLayout, ZoomTransform } from './grid';
import { PAGE, type PageStates } from './pageStates';

export interface TenantMark {
  letter: string;
  /** centre of the letter, CSS px in the view */
  x: number;
  y: number;
  /** font size, CSS px (never below 12) */
  size: number;
}

/** A rectangle at least this many CSS px each way carries a letter at its centre. */
export const MARK_MIN = 16;
/**
 * A band thinner than MARK_MIN but at least this tall (and MARK_LONG long) carries a 12-px
 * letter too, centred on the band, its halo over the band's edges (the explainer's maps are
 * 70-120 px tall: B's and C's stale bands of 9-12 px had no letter, so whose data they held was
 * told by colour only; at 1280 x 720 the same bands are 4-7 px).
 */
export const MARK_THIN = 4;
const MARK_LONG = 24;
/** At most this many letters per map (many tiny stretches: the largest win). */
const MAX_MARKS = 48;

/** The tenant whose colour fills a page: its holder while held, else its last writer. */
export function fillTenant(states: PageStates, p: number): number {
  const st = states.state[p]!;
  if (st === PAGE.never) return NO_TENANT;
  return st === PAGE.held ? states.holder[p]! : states.writer[p]!;
}

interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** The rectangles a page stretch [a, b] covers in the grid: its first row, full rows, last row. */
function stretchRects(g: GridLayout, t: ZoomTransform, a: number, b: number): Rect[] {
  const cols = g.cols;
  const rowA = Math.floor((a - 1) / cols);
  const colA = (a - 1) % cols;
  const rowB = Math.floor((b - 1) / cols);
  const colB = (b - 1) % cols;
  const cell = g.cell * t.k;
  const at = (col: number, row: number) => ({
    x: t.x + t.k * (g.x0 + col * g.cell),
    y: t.y + t.k * (g.y0 + row * g.cell),
  });
  const rect = (c0: number, r0: number, c1: number, r1: number): Rect => {
    const o = at(c0, r0);
    return { x: o.x, y: o.y, w: (c1 - c0 + 1) * cell, h: (r1 - r0 + 1) * cell };
  };
  if (rowA === rowB) return [rect(colA, rowA, colB, rowA)];
  const out: Rect[] = [];
  const full0 = colA === 0 ? rowA : rowA + 1;
  const full1 = colB === cols - 1 ? rowB : rowB - 1;
  if (full1 >= full0) out.push(rect(0, full0, cols - 1, full1));
  if (colA !== 0) out.push(rect(colA, rowA, cols - 1, rowA));
  if (colB !== cols - 1) out.push(rect(0, rowB, colB, rowB));
  // two partial rows that overlap in columns make one taller block
  if (full1 < full0 && colA <= colB) out.push(rect(colA, rowA, colB, rowB));
  return out;
}

function clip(r: Rect, w: number, h: number): Rect {
  const x0 = Math.max(0, r.x);
  const y0 = Math.max(0, r.y);
  const x1 = Math.min(w, r.x + r.w);
  const y1 = Math.min(h, r.y + r.h);
  return { x: x0, y: y0, w: Math.max(0, x1 - x0), h: Math.max(0, y1 - y0) };
}

/** The letters to draw over the visible part of the pool. */
export function tenantMarks(
  states: PageStates,
  g: GridLayout,
  t: ZoomTransform,
  cssWidth: number,
  cssHeight: number,
): TenantMark[] {
  const n = Math.min(states.totalPages, g.pages);
  const found: (TenantMark & { room: number; band: Rect })[] = [];
  let p = 1;
  while (p <= n) {
    const who = fillTenant(states, p);
    let q = p;
    while (q < n && fillTenant(states, q + 1) === who) q++;
    if (who !== NO_TENANT) {
      let best: Rect | null = null;
      let room = 0;
      for (const r of stretchRects(g, t, p, q)) {
        const c = clip(r, cssWidth, cssHeight);
        const m = Math.min(c.w, c.h);
        if (m > room || (m === room && best && Math.max(c.w, c.h) > Math.max(best.w, best.h))) {
          room = m;
          best = c;
        }
      }
      const long = best ? Math.max(best.w, best.h) : 0;
      if (best && (room >= MARK_MIN || (room >= MARK_THIN && long >= MARK_LONG)))
        found.push({
          letter: tenantLetter(who),
          x: best.x + best.w / 2,
          y: best.y + best.h / 2,
          size: Math.max(12, Math.min(18, Math.round(room * 0.55))),
          room,
          band: best,
        });
    }
    p = q + 1;
  }
  found.sort((x, y) => y.room - x.room);
  return placeApart(found, cssWidth, cssHeight).slice(0, MAX_MARKS);
}

/** A letter's box with its halo. */
function markBox(m: TenantMark): Rect {
  const half = m.size * 0.5 + 2;
  return { x: m.x - half, y: m.y - half, w: 2 * half, h: 2 * half };
}

const overlaps = (a: Rect, b: Rect) =>
  a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;

/**
 * Letters never drawn over one another: each (largest room first) at its band's centre, or, if
 * a letter placed before is there (thin bands lie on top of each other), further along its
 * band; one with no free place is left out.
 */
function placeApart(
  found: readonly (TenantMark & { band: Rect })[],
  width: number,
  height: number,
): TenantMark[] {
  const placed: TenantMark[] = [];
  // a letter with its halo inside the view: a thin band on the map's edge has its letter moved
  // inward, still over the band (centred on it, 2.5 px from the top, it lost its upper third)
  const within = (v: number, size: number, most: number) => {
    const half = size / 2 + 2;
    return most > 2 * half ? Math.min(Math.max(v, half), most - half) : v;
  };
  for (const { letter, size, band } of found) {
    const along = band.w >= band.h;
    for (const f of [0.5, 0.25, 0.75, 0.125, 0.375, 0.625, 0.875]) {
      const m = {
        letter,
        size,
        x: along ? band.x + band.w * f : within(band.x + band.w / 2, size, width),
        y: along ? within(band.y + band.h / 2, size, height) : band.y + band.h * f,
      };
      const box = markBox(m);
      const inside = along
        ? box.x >= band.x - 0.5 && box.x + box.w <= band.x + band.w + 0.5
        : box.y >= band.y - 0.5 && box.y + box.h <= band.y + band.h + 0.5;
      if (inside && !placed.some((o) => overlaps(markBox(o), box))) {
        placed.push(m);
        break;
      }
    }
  }
  return placed;
}

/** A key that changes exactly when the marks do (the frame drawer repaints all overlays then). */
export function marksKey(marks: readonly TenantMark[]): string {
  return marks.map((m) => `${m.letter}${m.x.toFixed(1)},${m.y.toFixed(1)},${m.size}`).join(';');
}
