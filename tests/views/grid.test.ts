import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  cellRect,
  gridLayout,
  maxZoom,
  pageAtPoint,
  visibleCells,
} from '../../src/views/pools/grid';

describe('gridLayout', () => {
  it('fits every page of the incident pools into the view', () => {
    for (const [pages, w, h] of [
      [10_645, 600, 250],
      [24_576, 600, 250],
      [681_280, 1100, 252],
      [1_572_864, 1100, 252],
    ] as const) {
      const g = gridLayout(pages, w, h);
      expect(g.cols * g.rows).toBeGreaterThanOrEqual(pages);
      expect(g.cols * g.cell).toBeLessThanOrEqual(w + 1e-9);
      expect(g.rows * g.cell).toBeLessThanOrEqual(h + 1e-9);
      // reasonably tight: at least 80% of the view's area is used by cells
      expect((pages * g.cell * g.cell) / (w * h)).toBeGreaterThan(0.8);
    }
  });

  it('page size 1 draws several pages per pixel', () => {
    expect(gridLayout(1_572_864, 1100, 252).cell).toBeLessThan(1);
  });

  it('pageAtPoint and cellRect agree for any page and zoom', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 50_000 }),
        fc.integer({ min: 100, max: 1500 }),
        fc.integer({ min: 80, max: 500 }),
        fc.double({ min: 1, max: 40, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (pages, w, h, k, f) => {
          const g = gridLayout(pages, w, h);
          const page = Math.max(1, Math.min(pages, Math.round(f * pages)));
          const t = { k, x: -k * 10, y: -k * 5 };
          const r = cellRect(g, t, page);
          expect(pageAtPoint(g, t, r.x + r.size / 2, r.y + r.size / 2)).toBe(page);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('points outside the pool hit no page', () => {
    const g = gridLayout(100, 400, 100);
    const id = { k: 1, x: 0, y: 0 };
    expect(pageAtPoint(g, id, g.x0 - 1, g.y0 + 1)).toBe(0);
    expect(pageAtPoint(g, id, g.x0 + g.cols * g.cell + 1, g.y0 + 1)).toBe(0);
  });

  it('zooms down to single pages: the largest zoom makes a cell at least 64 px', () => {
    const g = gridLayout(1_572_864, 1100, 252);
    expect(g.cell * maxZoom(g)).toBeGreaterThanOrEqual(64);
  });

  it('visibleCells covers the view', () => {
    const g = gridLayout(10_645, 600, 250);
    const v = visibleCells(g, { k: 10, x: -1000, y: -500 });
    expect(v.col1 - v.col0 + 1).toBeGreaterThanOrEqual(Math.floor(600 / (g.cell * 10)));
    expect(v.row0).toBeGreaterThanOrEqual(0);
  });
});
