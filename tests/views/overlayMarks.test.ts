/**
 * The pool map's marks on a page at the map's edge: a placeholder's ring (⊙) and a focus
 * square on the same corner page. The square is drawn before the ring and still holds its
 * page's cell; the ring stays whole inside the view (scene 9's prefill map showed a ⊙ with its
 * top cut by the square's halo on page 1); the cursor's square sits on its own page, never
 * moved inward; a page scrolled out of view gets no square.
 */
import { describe, expect, it } from 'vitest';
import { gridLayout } from '../../src/views/pools/grid';
import { paintOverlays } from '../../src/views/pools/overlays';
import { allocatePageStates } from '../../src/views/pools/pageStates';
import { readPalette } from '../../src/views/pools/palette';
import { NO_TENANT } from '../../src/views/shared/traceModel';
import { lightTokens } from './themeTokens';

type Call = { op: 'rect' | 'arc'; x: number; y: number; w: number };

const grid = gridLayout(4_452, 263, 107);

function paint(
  markers: number[],
  placeholders: number[],
  t = { k: 1, x: 0, y: 0 },
  hover = 0,
): Call[] {
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
  paintOverlays(ctx, {
    states,
    grid,
    t,
    dpr: 1,
    palette: readPalette(lightTokens()),
    highlight: null,
    placeholders,
    markers,
    hover,
    cssWidth: 263,
    cssHeight: 107,
  });
  return calls;
}

describe('marks on a page at the pool map’s edge', () => {
  it('keeps the focus square on its page and draws the ring, whole, over it', () => {
    const calls = paint([1], [1]);
    const rects = calls.filter((c) => c.op === 'rect');
    expect(rects.length).toBeGreaterThan(0);
    // the square stays on its page: page 1's cell starts at the map's corner
    const cell = { x: grid.x0, y: grid.y0, size: grid.cell };
    for (const r of rects.filter((_, i) => i % 2 === 1)) {
      expect(r.x).toBeLessThanOrEqual(cell.x + 1e-9);
      expect(r.y).toBeLessThanOrEqual(cell.y + 1e-9);
      expect(r.x + r.w).toBeGreaterThanOrEqual(cell.x + cell.size);
    }
    // the ring with its halo stays inside the view
    for (const a of calls.filter((c) => c.op === 'arc')) {
      expect(a.x - a.w / 2).toBeGreaterThanOrEqual(0);
      expect(a.y - a.w / 2).toBeGreaterThanOrEqual(0);
    }
    // every ring is drawn after every square
    const lastRect = calls.map((c) => c.op).lastIndexOf('rect');
    const firstArc = calls.map((c) => c.op).indexOf('arc');
    expect(firstArc).toBeGreaterThan(lastRect);
  });

  it('puts the cursor’s square on its own page, also on the map’s edge', () => {
    // pages 1 and 3 lie side by side on the top row: their squares differ (one square for
    // both, moved inward, read as a cursor that did not move)
    const at = (page: number) => paint([], [], undefined, page).filter((c) => c.op === 'rect');
    const [one, three] = [at(1).at(-1)!, at(3).at(-1)!];
    expect(three.x - one.x).toBeCloseTo(2 * grid.cell, 5);
    expect(one.x + one.w / 2).toBeCloseTo(grid.x0 + grid.cell / 2, 5);
  });

  it('draws no square for a page scrolled out of view', () => {
    // zoomed ×8 onto the map's bottom: page 1 lies far above the view
    expect(paint([1], [], { k: 8, x: 0, y: -700 }).filter((c) => c.op === 'rect')).toEqual([]);
  });
});
