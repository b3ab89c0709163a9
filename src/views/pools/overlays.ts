/**
 * Canvas-2D overlays over the painted pool, in CSS pixels: rings on placeholder pages, page
 * numbers once cells are big enough, focus squares on highlighted or hovered pages (at least
 * a few pixels wide, however small the page), and the tenant letter on each region big enough
 * to carry one (tenantMarks.ts: whose data, told without colour).
 */
import { cellRect, visibleCells, type GridLayout, type ZoomTransform } from './grid';
import type { PaintInput } from './painter';
import { tenantMarks, type TenantMark } from './tenantMarks';

export interface OverlayInput extends PaintInput {
  placeholders: readonly number[];
  /** a few highlighted pages, marked with a focus square however small they are */
  markers: readonly number[];
  /** page under the pointer or the keyboard cursor, 0 for none */
  hover: number;
  cssWidth: number;
  cssHeight: number;
  /** tenant letters (tenantMarks.ts); computed here when absent */
  tenantMarks?: readonly TenantMark[];
}

/**
 * How far inside the view a ring's centre is kept when its page lies on an edge (a ring of
 * radius 6 and its halo fit, centred where a 20-px focus square on a corner page is).
 */
const EDGE = 10;

/** Whether a page's cell lies wholly outside a view of this size. */
const outOfView = (r: { x: number; y: number; size: number }, width: number, height: number) =>
  r.x + r.size < 0 || r.y + r.size < 0 || r.x > width || r.y > height;

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
  const marks = inp.tenantMarks ?? tenantMarks(inp.states, grid, t, inp.cssWidth, inp.cssHeight);
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.lineJoin = 'round';
  for (const m of marks) {
    ctx.font = `700 ${m.size}px system-ui, sans-serif`;
    ctx.lineWidth = 4;
    ctx.strokeStyle = pal.css.panel;
    ctx.strokeText(m.letter, m.x, m.y);
    ctx.fillStyle = pal.css.fg;
    ctx.fillText(m.letter, m.x, m.y);
  }
  ctx.textAlign = 'start';
  // focus squares first (20 px: round a ring), then the placeholders' rings over them: a
  // square's halo on a corner page cut the ring's top (scene 9's prefill map: a clipped ⊙)
  for (const page of inp.markers)
    square(ctx, grid, t, page, 20, pal.css.focus, pal.css.panel, inp.cssWidth, inp.cssHeight);
  // the pointer's or the keyboard cursor's page: a square on that page only, never moved
  // inward (on an edge, pages next to each other would share one square)
  if (inp.hover > 0) square(ctx, grid, t, inp.hover, 8, pal.css.focus, pal.css.panel);
  for (const page of inp.placeholders) {
    const r = cellRect(grid, t, page);
    if (outOfView(r, inp.cssWidth, inp.cssHeight)) continue;
    const rad = Math.max(6, r.size * 0.32);
    // kept inside the view so a page in a corner still shows its whole ring, centred where a
    // focus square on the same page is (EDGE)
    const m = Math.max(EDGE, rad + 4);
    const cx = Math.min(Math.max(r.x + r.size / 2, m), inp.cssWidth - m);
    const cy = Math.min(Math.max(r.y + r.size / 2, m), inp.cssHeight - m);
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
}

/**
 * A focus-coloured square around a page's cell, at least `min` CSS px wide. Given the view's
 * size, a square on an edge page is moved inward (its centre EDGE px in), as far as it still
 * holds its page's cell.
 */
function square(
  ctx: CanvasRenderingContext2D,
  grid: GridLayout,
  t: ZoomTransform,
  page: number,
  min: number,
  stroke: string,
  halo: string,
  width = Infinity,
  height = Infinity,
): void {
  const r = cellRect(grid, t, page);
  // a page scrolled out of view gets none (as a ring)
  if (outOfView(r, width, height)) return;
  const s = Math.max(min, r.size);
  // its centre kept EDGE px (or half its size and its 3.5-px halo) inside the view, as long as
  // the square still holds the page's cell
  const m = Math.max(EDGE, s / 2 + 4);
  const place = (at: number, most: number) => {
    const mid = at + r.size / 2;
    if (!(most > 2 * m) || !Number.isFinite(most)) return mid - s / 2;
    return Math.min(at, Math.max(at + r.size - s, Math.min(Math.max(mid, m), most - m) - s / 2));
  };
  const x = place(r.x, width);
  const y = place(r.y, height);
  ctx.lineWidth = 4;
  ctx.strokeStyle = halo;
  ctx.strokeRect(x - 1.5, y - 1.5, s + 3, s + 3);
  ctx.lineWidth = 2;
  ctx.strokeStyle = stroke;
  ctx.strokeRect(x, y, s, s);
}
