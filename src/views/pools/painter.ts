/**
 * The pool painter: one ImageData write per frame, every page at real scale, then a few
 * canvas-2D overlays (placeholder markers, page numbers, hovered page). Each state stays
 * distinguishable without colour: stale = diagonal hatch, reserved = checker (small cells)
 * or dashed outline (big cells), leak = bold vermillion outline, placeholder = ring marker.
 */
import { NO_TENANT } from './traceModel';
import { cellRect, visibleCells, type GridLayout, type ZoomTransform } from './grid';
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
  marks: Uint8Array;
}

export function createScratch(): Scratch {
  return {
    colOf: new Int32Array(0),
    rowOf: new Int32Array(0),
    fx: new Float32Array(0),
    fy: new Float32Array(0),
    checkX: new Int32Array(0),
    marks: new Uint8Array(0),
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
  if (sc.marks.length !== w * h) sc.marks = new Uint8Array(w * h);
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
  for (let x = 0; x < w; x++) checkX[x] = (x / check) | 0;
  const { state, writer, holder, leak } = states;
  const n = states.totalPages;
  const cols = grid.cols;
  const { tenant, faded, dark } = pal;
  let anyMarks = false;
  marks.fill(0, y0 * w, y1 * w);
  for (let y = y0; y < y1; y++) {
    const row = rowOf[y]!;
    const rowOff = y * w;
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
      else {
        // stale (1) or reserved (3): the old owner's data shows through, faded and hatched
        const wr = writer[p]!;
        c = wr === NO_TENANT ? pal.never : hx < hatchW ? dark[wr]! : faded[wr]!;
        if (st === 3) {
          if (big) {
            if (d < band) {
              const along = py - gap < band || cell - py < band ? px : py;
              if (((along / dash) | 0) % 2 === 0) c = tenant[holder[p]!]!;
            }
          } else if ((checkX[x]! + cy) & 1) c = pal.panel;
        }
      }
      if (leak[p] === 1) {
        if (big) {
          if (d < band) c = pal.leak;
        } else {
          marks[rowOff + x] = 1;
          anyMarks = true;
        }
      }
      if (hl) {
        if (hl[p] === 1) {
          marks[rowOff + x] = marks[rowOff + x]! | 2;
          anyMarks = true;
        } else c = blendPacked(c, pal.panel, 0.6);
      }
      buf[rowOff + x] = c;
    }
  }
  if (anyMarks) outlineRegions(buf, marks, w, h, pal, outlineWidth(dpr), y0, y1);
}

/** Draws an outline `thick` px wide inside the edge of each marked region. */
function outlineRegions(
  buf: Uint32Array,
  marks: Uint8Array,
  w: number,
  h: number,
  pal: Palette,
  thick: number,
  y0: number,
  y1: number,
): void {
  for (let y = y0; y < y1; y++) {
    for (let x = 0; x < w; x++) {
      const i = y * w + x;
      const m = marks[i]!;
      if (m === 0) continue;
      for (let bit = 2; bit >= 1; bit >>= 1) {
        if ((m & bit) === 0) continue;
        let edge = false;
        // outside the canvas counts as unmarked, so a region cut by the edge stays closed
        for (let k = 1; k <= thick && !edge; k++) {
          edge =
            x < k ||
            x + k >= w ||
            y < k ||
            y + k >= h ||
            (marks[i - k]! & bit) === 0 ||
            (marks[i + k]! & bit) === 0 ||
            (marks[i - k * w]! & bit) === 0 ||
            (marks[i + k * w]! & bit) === 0;
        }
        if (edge) {
          buf[i] = bit === 2 ? pal.focus : pal.leak;
          break;
        }
      }
    }
  }
}

export interface OverlayInput extends PaintInput {
  placeholders: readonly number[];
  /** a few highlighted pages, marked with a focus square however small they are */
  markers: readonly number[];
  /** page under the pointer or the keyboard cursor, 0 for none */
  hover: number;
  cssWidth: number;
  cssHeight: number;
}

/** Canvas-2D overlays in CSS pixels: placeholder rings, page numbers, hovered page. */
export function paintOverlays(ctx: CanvasRenderingContext2D, inp: OverlayInput): void {
  const { grid, t, dpr, palette: pal } = inp;
  ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
  const size = grid.cell * t.k;
  if (size >= 30) {
    const v = visibleCells(grid, t);
    ctx.font = `${Math.min(13, Math.round(size / 4))}px system-ui, sans-serif`;
    ctx.textBaseline = 'top';
    ctx.lineWidth = 3;
    ctx.strokeStyle = pal.css.panel;
    ctx.fillStyle = pal.css.fg;
    for (let row = v.row0; row <= v.row1; row++) {
      for (let col = v.col0; col <= v.col1; col++) {
        const page = row * grid.cols + col + 1;
        if (page > grid.pages) break;
        const r = cellRect(grid, t, page);
        const label = String(page);
        ctx.strokeText(label, r.x + 4, r.y + 4);
        ctx.fillText(label, r.x + 4, r.y + 4);
      }
    }
  }
  for (const page of inp.placeholders) {
    const r = cellRect(grid, t, page);
    if (r.x + r.size < 0 || r.y + r.size < 0 || r.x > inp.cssWidth || r.y > inp.cssHeight) continue;
    const rad = Math.max(6, r.size * 0.32);
    // kept inside the view so a page in a corner still shows its whole ring
    const cx = Math.min(Math.max(r.x + r.size / 2, rad + 3), inp.cssWidth - rad - 3);
    const cy = Math.min(Math.max(r.y + r.size / 2, rad + 3), inp.cssHeight - rad - 3);
    ctx.lineWidth = 2.5;
    ctx.strokeStyle = pal.css.panel;
    ctx.beginPath();
    ctx.arc(cx, cy, rad + 2, 0, Math.PI * 2);
    ctx.stroke();
    ctx.strokeStyle = pal.css.fg;
    ctx.beginPath();
    ctx.arc(cx, cy, rad, 0, Math.PI * 2);
    ctx.stroke();
    ctx.fillStyle = pal.css.fg;
    ctx.beginPath();
    ctx.arc(cx, cy, Math.max(1.5, rad * 0.3), 0, Math.PI * 2);
    ctx.fill();
  }
  for (const page of inp.markers) square(ctx, grid, t, page, 12, pal.css.focus, pal.css.panel);
  if (inp.hover > 0) square(ctx, grid, t, inp.hover, 8, pal.css.focus, pal.css.panel);
}

/** A focus-coloured square around a page's cell, at least `min` CSS px wide. */
function square(
  ctx: CanvasRenderingContext2D,
  grid: GridLayout,
  t: ZoomTransform,
  page: number,
  min: number,
  stroke: string,
  halo: string,
): void {
  const r = cellRect(grid, t, page);
  const s = Math.max(min, r.size);
  const x = r.x + r.size / 2 - s / 2;
  const y = r.y + r.size / 2 - s / 2;
  ctx.lineWidth = 4;
  ctx.strokeStyle = halo;
  ctx.strokeRect(x - 1.5, y - 1.5, s + 3, s + 3);
  ctx.lineWidth = 2;
  ctx.strokeStyle = stroke;
  ctx.strokeRect(x, y, s, s);
}
