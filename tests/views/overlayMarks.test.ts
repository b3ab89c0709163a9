/**
 * The pool map's marks on a page at the map's edge: a placeholder's ring (⊙) and a focus
 * square on the same corner page. The square is drawn inside the view and before the ring, so
 * the ring is never cut (scene 9's prefill map showed a ⊙ with its top cut by the square's halo
 * on page 1); a page scrolled out of view gets no square.
 */
import { describe, expect, it } from 'vitest';
import { gridLayout } from '../../src/views/pools/grid';
import { paintOverlays } from '../../src/views/pools/overlays';
import { allocatePageStates } from '../../src/views/pools/pageStates';
import { readPalette } from '../../src/views/pools/palette';
import { NO_TENANT } from '../../src/views/shared/traceModel';
import { lightTokens } from './themeTokens';

type Call = { op: 'rect' | 'arc'; x: number; y: number; w: number };

function paint(markers: number[], placeholders: number[], t = { k: 1, x: 0, y: 0 }): Call[] {
  const calls: Call[] = [];
  const noop = () => {};
  const ctx = {
    setTransform: noop,
    beginPath: noop,
    stroke: noop,
    fill: noop,
    strokeText: noop,
    fillText: noop,
    strokeRect: (x: number, y: number, w: number) => calls.push({ op: 'rect', x, y, w }),
    arc: (x: number, y: number, r: number) => calls.push({ op: 'arc', x, y, w: 2 * r }),
  } as unknown as CanvasRenderingContext2D;
  const states = allocatePageStates(4_452);
  states.writer.fill(NO_TENANT);
  states.holder.fill(NO_TENANT);
  const grid = gridLayout(4_452, 263, 107);
  paintOverlays(ctx, {
    states,
    grid,
    t,
    dpr: 1,
    palette: readPalette(lightTokens()),
    highlight: null,
    placeholders,
    markers,
    hover: 0,
    cssWidth: 263,
    cssHeight: 107,
  });
  return calls;
}

describe('marks on a page at the pool map’s edge', () => {
  it('draws the focus square inside the view and the ring over it', () => {
    const calls = paint([1], [1]);
    const rects = calls.filter((c) => c.op === 'rect');
    expect(rects.length).toBeGreaterThan(0);
    // the square's halo (drawn 1.5 px outside it, 4 px wide) stays inside the canvas
    for (const r of rects) {
      expect(r.y - 2).toBeGreaterThanOrEqual(0);
      expect(r.x - 2).toBeGreaterThanOrEqual(0);
    }
    // the square is centred on the ring (both kept inside by the same margin)
    const ring = calls.find((c) => c.op === 'arc')!;
    const sq = rects.at(-1)!;
    expect(Math.abs(sq.x + sq.w / 2 - ring.x)).toBeLessThan(0.5);
    expect(Math.abs(sq.y + sq.w / 2 - ring.y)).toBeLessThan(0.5);
    // every ring is drawn after every square
    const lastRect = calls.map((c) => c.op).lastIndexOf('rect');
    const firstArc = calls.map((c) => c.op).indexOf('arc');
    expect(firstArc).toBeGreaterThan(lastRect);
  });

  it('draws no square for a page scrolled out of view', () => {
    // zoomed ×8 onto the map's bottom: page 1 lies far above the view
    expect(paint([1], [], { k: 8, x: 0, y: -700 }).filter((c) => c.op === 'rect')).toEqual([]);
  });
});
