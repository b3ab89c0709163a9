/**
 * Frame strategy of the pool canvas: keeps the last ImageData as the base layer and redraws
 * as little as possible. A new transform, size, palette or highlight repaints every pixel;
 * a new step repaints only the pixel rows of the pages that changed (one putImageData of
 * that band); an overlay change (hover, markers) puts the base layer back and redraws the
 * overlays.
 */
import type { Runs } from '../../engine';
import type { GridLayout, ZoomTransform } from './grid';
import { paintOverlays, type OverlayInput } from './overlays';
import { createScratch, outlineWidth, paintPixels, type PaintInput } from './painter';
import { marksKey, tenantMarks } from './tenantMarks';

export interface FrameInput extends PaintInput {
  placeholders: readonly number[];
  markers: readonly number[];
  hover: number;
  cssWidth: number;
  cssHeight: number;
  /** page runs changed since a version of the states; null when unknown */
  dirtySince: (version: number) => Runs | null;
}

/** Pixel row bands [y0, y1) covering the given page runs (plus the outline reach). */
export function dirtyBands(
  runs: Runs,
  g: GridLayout,
  t: ZoomTransform,
  dpr: number,
  h: number,
): [number, number][] {
  const reach = outlineWidth(dpr) + 1;
  const bands: [number, number][] = [];
  for (const [a, z] of runs) {
    if (z <= a) continue;
    const rowA = Math.floor((a - 1) / g.cols);
    const rowZ = Math.floor((z - 2) / g.cols);
    const yA = Math.floor((t.y + t.k * (g.y0 + rowA * g.cell)) * dpr) - reach;
    const yZ = Math.ceil((t.y + t.k * (g.y0 + (rowZ + 1) * g.cell)) * dpr) + reach;
    const lo = Math.max(0, yA);
    const hi = Math.min(h, yZ);
    if (lo < hi) bands.push([lo, hi]);
  }
  bands.sort((x, y) => x[0] - y[0]);
  const merged: [number, number][] = [];
  for (const b of bands) {
    const last = merged[merged.length - 1];
    if (last && b[0] <= last[1]) last[1] = Math.max(last[1], b[1]);
    else merged.push([b[0], b[1]]);
  }
  return merged;
}

export function createFrameDrawer(ctx: CanvasRenderingContext2D) {
  const scratch = createScratch();
  let image: ImageData | null = null;
  let last: FrameInput | null = null;
  let version = -1;
  let lastMarks = '';

  const sameView = (a: FrameInput, b: FrameInput) =>
    a.t.k === b.t.k &&
    a.t.x === b.t.x &&
    a.t.y === b.t.y &&
    a.dpr === b.dpr &&
    a.grid === b.grid &&
    a.palette === b.palette &&
    a.highlight === b.highlight &&
    a.states.totalPages === b.states.totalPages;
  const sameOverlays = (a: FrameInput, b: FrameInput) =>
    a.hover === b.hover && a.markers === b.markers && a.placeholders === b.placeholders;

  function overlays(inp: OverlayInput): void {
    ctx.save();
    paintOverlays(ctx, inp);
    ctx.restore();
  }

  /** Draws a frame; returns what it did (for tests and the benchmark). */
  return function draw(frame: FrameInput): 'full' | 'bands' | 'overlays' | 'none' {
    const marks = tenantMarks(frame.states, frame.grid, frame.t, frame.cssWidth, frame.cssHeight);
    const key = marksKey(marks);
    const inp = { ...frame, tenantMarks: marks };
    const w = ctx.canvas.width;
    const h = ctx.canvas.height;
    if (w === 0 || h === 0) return 'none';
    const fresh = !image || image.width !== w || image.height !== h;
    if (fresh) image = ctx.createImageData(w, h);
    const img = image!;
    const buf = new Uint32Array(img.data.buffer);
    const dirty = !fresh && last && sameView(last, inp) ? inp.dirtySince(version) : null;
    const bands = dirty ? dirtyBands(dirty, inp.grid, inp.t, inp.dpr, h) : null;
    const bandRows = bands ? bands.reduce((n, [a, z]) => n + z - a, 0) : h;
    // a letter that moved may lie outside the repainted bands: then the whole base goes back
    const overlaysSame = !!last && sameOverlays(last, inp) && key === lastMarks;
    let did: 'full' | 'bands' | 'overlays' | 'none';
    if (!bands || bandRows > h * 0.6) {
      paintPixels(buf, w, h, inp, scratch);
      ctx.putImageData(img, 0, 0);
      overlays(inp);
      did = 'full';
    } else if (bands.length > 0 && overlaysSame) {
      for (const [y0, y1] of bands) {
        paintPixels(buf, w, h, inp, scratch, y0, y1);
        ctx.putImageData(img, 0, 0, 0, y0, w, y1 - y0);
        // overlays are drawn in CSS px; the clip is in device px (setTransform resets it)
        ctx.save();
        ctx.setTransform(1, 0, 0, 1, 0, 0);
        ctx.beginPath();
        ctx.rect(0, y0, w, y1 - y0);
        ctx.clip();
        paintOverlays(ctx, inp);
        ctx.restore();
      }
      did = 'bands';
    } else if (bands.length > 0 || !overlaysSame) {
      for (const [y0, y1] of bands) paintPixels(buf, w, h, inp, scratch, y0, y1);
      ctx.putImageData(img, 0, 0);
      overlays(inp);
      did = 'overlays';
    } else did = 'none';
    last = inp;
    lastMarks = key;
    version = inp.states.version;
    return did;
  };
}
