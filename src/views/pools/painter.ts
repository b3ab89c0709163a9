/**
 * The pool painter: one ImageData write per frame (or per changed band), every page at real
 * scale; the few canvas-2D overlays on top are in overlays.ts. Each state stays
 * distinguishable without colour: stale = diagonal hatch, cached (the prefill's radix cache) =
 * vertical lines in the writer's colour, reserved = horizontal stripes in the
 * holder's colour over a checker (small cells) or with a dashed outline (big cells), leak = bold vermillion outline, placeholder = ring marker.
 */
import { NO_TENANT } from '../shared/traceModel';
import type { GridLayout, ZoomTransform } from './grid';
import type { PageStates } from './pageStates';
import { blendPacked, type Palette } from './palette';

export interface PaintInput {
  states: PageStates;
  grid: GridLayout;
  t: ZoomTransform;
  dpr: number;
  palette: Palette;
  /** 1 per highlighted page; null when nothing is highlighted */
  highlight: Uint8Array | null;
}

/** Cells at least this many device pixels wide get outlines instead of screen patterns. */
export const BIG_CELL = 6;

/** Per-canvas work buffers (the region marks persist between partial repaints). */
export interface Scratch {
  colOf: Int32Array;
  rowOf: Int32Array;
  fx: Float32Array;
  fy: Float32Array;
  checkX: Int32Array;
  /** region marks per pixel (bit 1 leak, bit 2 highlight), rows `stride` bytes apart */
  marks: Uint8Array;
  stride: number;
  /** the vertical AND of marks around a row, for the outline pass */
  andRow: Uint32Array;
}

export function createScratch(): Scratch {
  return {
    colOf: new Int32Array(0),
    rowOf: new Int32Array(0),
    fx: new Float32Array(0),
    fy: new Float32Array(0),
    checkX: new Int32Array(0),
    marks: new Uint8Array(0),
    stride: 0,
    andRow: new Uint32Array(0),
  };
}

function axis(
  n: number,
  origin: number,
  cell: number,
  count: number,
  idx: Int32Array,
  f: Float32Array,
) {
  for (let i = 0; i < n; i++) {
    const u = (i + 0.5 - origin) / cell;
    const c = Math.floor(u);
    idx[i] = c >= 0 && c < count ? c : -1;
    f[i] = (u - c) * cell;
  }
}

/** Outline width of leak / highlight regions, in device pixels. */
export function outlineWidth(dpr: number): number {
  return Math.max(2, Math.round(1.5 * dpr));
}

/**
 * Writes pixel rows [y0, y1) of `buf` (w × h device pixels, little-endian RGBA). A partial
 * repaint must use the same transform as the last full one (the region marks of other rows
 * are reused for the outlines). State codes: see PAGE in pageStates.ts.
 */
export function paintPixels(
  buf: Uint32Array,
  w: number,
  h: number,
  inp: PaintInput,
  sc: Scratch,
  y0 = 0,
  y1 = h,
): void {
  const { states, grid, t, dpr, palette: pal, highlight: hl } = inp;
  if (sc.colOf.length !== w) {
    sc.colOf = new Int32Array(w);
    sc.fx = new Float32Array(w);
    sc.checkX = new Int32Array(w);
  }
  if (sc.rowOf.length !== h) {
    sc.rowOf = new Int32Array(h);
    sc.fy = new Float32Array(h);
  }
  const stride = (w + 3) & ~3;
  if (sc.stride !== stride || sc.marks.length !== stride * h) {
    sc.stride = stride;
    sc.marks = new Uint8Array(stride * h);
    sc.andRow = new Uint32Array(stride >> 2);
  }
  const { colOf, rowOf, fx, fy, checkX, marks } = sc;
  const cell = grid.cell * t.k * dpr;
  axis(w, (t.x + t.k * grid.x0) * dpr, cell, grid.cols, colOf, fx);
  axis(h, (t.y + t.k * grid.y0) * dpr, cell, grid.rows, rowOf, fy);
  const big = cell >= BIG_CELL;
  const gap = big ? Math.max(1, Math.round(cell * 0.07)) : 0;
  const band = big ? gap + Math.max(2, Math.round(cell * 0.12)) : 0;
  const dash = Math.max(3, cell / 6);
  const period = Math.max(4, Math.round(5 * dpr));
  const hatchW = Math.max(1, Math.round(dpr));
  const check = Math.max(1, Math.round(2 * dpr));
  // reserved pages' horizontal stripes: a line every `stripe` device pixels
  const stripe = Math.max(3, Math.round(4 * dpr));
  const stripeW = Math.max(1, Math.round(dpr));
  for (let x = 0; x < w; x++) checkX[x] = (x / check) | 0;
  const { state, writer, holder, leak } = states;
  const n = states.totalPages;
  const cols = grid.cols;
  const { tenant, faded, dark } = pal;
  let anyMarks = false;
  marks.fill(0, y0 * stride, y1 * stride);
  for (let y = y0; y < y1; y++) {
    const row = rowOf[y]!;
    const rowOff = y * w;
    const mOff = y * stride;
    if (row < 0) {
      buf.fill(pal.bg, rowOff, rowOff + w);
      continue;
    }
    const py = fy[y]!;
    const pageRow = row * cols + 1;
    const cy = (y / check) | 0;
    let hx = y % period;
    for (let x = 0; x < w; x++, hx = hx + 1 === period ? 0 : hx + 1) {
      const col = colOf[x]!;
      const p = pageRow + col;
      if (col < 0 || p > n) {
        buf[rowOff + x] = pal.bg;
        continue;
      }
      let d = 0;
      let px = 0;
      if (big) {
        px = fx[x]!;
        d = Math.min(px, py, cell - px, cell - py);
        if (d < gap) {
          buf[rowOff + x] = pal.grid;
          continue;
        }
      }
      const st = state[p]!;
      let c: number;
      if (st === 0) c = pal.never;
      else if (st === 2) c = tenant[holder[p]!]!;
      else if (st === 4) c = tenant[writer[p]!]!;
      else if (st === 5) {
        // cached (5): kept in the prefill's radix cache, its writer's data under vertical lines
        const wr = writer[p]!;
        const under = wr === NO_TENANT ? pal.never : faded[wr]!;
        c = wr !== NO_TENANT && x % period < hatchW ? dark[wr]! : under;
      } else {
        // stale (1) or reserved (3): the old owner's data shows through, faded. Stale pages
        // carry its diagonal hatch; reserved pages instead carry horizontal stripes in the
        // holder's colour (a different pattern, not only a different hue: issue #23)
        const wr = writer[p]!;
        const under = wr === NO_TENANT ? pal.never : faded[wr]!;
        if (st === 1) c = wr !== NO_TENANT && hx < hatchW ? dark[wr]! : under;
        else {
          c = y % stripe < stripeW ? tenant[holder[p]!]! : under;
          if (big) {
            if (d < band) {
              const along = py - gap < band || cell - py < band ? px : py;
              if (((along / dash) | 0) % 2 === 0) c = tenant[holder[p]!]!;
            }
          } else if (c === under && (checkX[x]! + cy) & 1) c = pal.panel;
        }
      }
      if (leak[p] === 1) {
        if (big) {
          if (d < band) c = pal.leak;
        } else {
          marks[mOff + x] = 1;
          anyMarks = true;
        }
      }
      if (hl) {
        if (hl[p] === 1) {
          marks[mOff + x] = marks[mOff + x]! | 2;
          anyMarks = true;
        } else c = blendPacked(c, pal.panel, 0.6);
      }
      buf[rowOff + x] = c;
    }
  }
  if (anyMarks) outlineRegions(buf, sc, w, h, pal, outlineWidth(dpr), y0, y1);
}

/**
 * Draws an outline `thick` px wide inside the edge of each marked region, rows [y0, y1).
 * Outside the canvas counts as unmarked, so a region cut by the edge stays closed. A pixel
 * is an edge when it is within `thick` of the end of its horizontal run, or when one of the
 * `thick` rows above or below lacks the mark (the rows are ANDed four pixels at a time).
 */
function outlineRegions(
  buf: Uint32Array,
  sc: Scratch,
  w: number,
  h: number,
  pal: Palette,
  thick: number,
  y0: number,
  y1: number,
): void {
  const { marks, stride, andRow } = sc;
  const words = stride >> 2;
  const marks32 = new Uint32Array(marks.buffer, marks.byteOffset, (stride * h) >> 2);
  const andBytes = new Uint8Array(andRow.buffer);
  for (let y = y0; y < y1; y++) {
    const base = y * words;
    let any = 0;
    for (let i = 0; i < words; i++) any |= marks32[base + i]!;
    if (any === 0) continue;
    if (y < thick || y + thick >= h) andRow.fill(0);
    else {
      andRow.set(marks32.subarray(base, base + words));
      for (let k = 1; k <= thick; k++) {
        const up = base - k * words;
        const down = base + k * words;
        for (let i = 0; i < words; i++)
          andRow[i] = andRow[i]! & marks32[up + i]! & marks32[down + i]!;
      }
    }
    const mOff = y * stride;
    const rowOff = y * w;
    for (let bit = 1; bit <= 2; bit++) {
      const colour = bit === 2 ? pal.focus : pal.leak;
      let x = 0;
      while (x < w) {
        if ((marks[mOff + x]! & bit) === 0) {
          x++;
          continue;
        }
        const a = x;
        while (x < w && (marks[mOff + x]! & bit) !== 0) x++;
        // run [a, x)
        for (let i = a; i < x; i++) {
          if (i - a < thick || x - 1 - i < thick || (andBytes[i]! & bit) === 0)
            buf[rowOff + i] = colour;
        }
      }
    }
  }
}
