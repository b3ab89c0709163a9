import { describe, expect, it } from 'vitest';
import { gridLayout } from '../../src/views/pools/grid';
import { paintOverlays } from '../../src/views/pools/overlays';
import { allocatePageStates, PAGE } from '../../src/views/pools/pageStates';
import { readPalette } from '../../src/views/pools/palette';
import { MARK_MIN, MARK_THIN, tenantMarks } from '../../src/views/pools/tenantMarks';
import { NO_TENANT } from '../../src/views/shared/traceModel';
import { lightTokens } from './themeTokens';

const pal = readPalette(lightTokens());

/**
 * 10,000 pages on a 400 × 400 view (100 × 100 cells of 4 px): A holds pages 1–3,000, B's stale
 * data 3,001–6,000, C's stale data 6,001–9,000 (the fill that nearly matches the never-written
 * grey under deuteranopia), never written after; 9,001–9,003 one tiny stale stretch of B's.
 */
function pool() {
  const s = allocatePageStates(10_000);
  s.writer.fill(NO_TENANT);
  s.holder.fill(NO_TENANT);
  const set = (a: number, b: number, st: number, writer: number, holder = NO_TENANT) => {
    s.state.fill(st, a, b + 1);
    s.writer.fill(writer, a, b + 1);
    s.holder.fill(holder, a, b + 1);
  };
  set(1, 3000, PAGE.held, 0, 0);
  set(3001, 6000, PAGE.stale, 1);
  set(6001, 9000, PAGE.stale, 2);
  set(9001, 9003, PAGE.stale, 1);
  return s;
}

const grid = gridLayout(10_000, 400, 400);
const t = { k: 1, x: 0, y: 0 };

describe('tenant letters on the pool map (told apart without colour)', () => {
  it('puts each tenant’s letter inside its own region, none on grey or on stretches too small', () => {
    const marks = tenantMarks(pool(), grid, t, 400, 400);
    expect(marks.map((m) => m.letter).sort()).toEqual(['A', 'B', 'C']);
    const rowOf = (y: number) => Math.floor((y - grid.y0) / grid.cell);
    const colOf = (x: number) => Math.floor((x - grid.x0) / grid.cell);
    for (const m of marks) {
      const page = rowOf(m.y) * grid.cols + colOf(m.x) + 1;
      const range = { A: [1, 3000], B: [3001, 6000], C: [6001, 9000] }[m.letter]!;
      expect(page).toBeGreaterThanOrEqual(range[0]!);
      expect(page).toBeLessThanOrEqual(range[1]!);
      expect(m.size).toBeGreaterThanOrEqual(12);
    }
  });

  it('labels thin bands too (a short map: 10-px bands of A, B and C), no letter over another', () => {
    // 800 × 40 px: cells of 1.74 px, 447 a row, so each tenant's 3,000 pages are a band of
    // 6-7 rows, about 11 px tall: under MARK_MIN (no letter before), over MARK_THIN (8 px)
    const thin = gridLayout(10_000, 800, 40);
    const marks = tenantMarks(pool(), thin, t, 800, 40);
    expect(marks.map((m) => m.letter).sort()).toEqual(['A', 'B', 'C']);
    const rowOf = (y: number) => Math.floor((y - thin.y0) / thin.cell);
    const colOf = (x: number) => Math.floor((x - thin.x0) / thin.cell);
    const box = (m: (typeof marks)[number]) => ({
      x0: m.x - m.size / 2,
      x1: m.x + m.size / 2,
      y0: m.y - m.size / 2,
      y1: m.y + m.size / 2,
    });
    for (const m of marks) {
      const page = rowOf(m.y) * thin.cols + colOf(m.x) + 1;
      const range = { A: [1, 3000], B: [3001, 6000], C: [6001, 9000] }[m.letter]!;
      expect(page, `${m.letter} on its own band`).toBeGreaterThanOrEqual(range[0]!);
      expect(page, `${m.letter} on its own band`).toBeLessThanOrEqual(range[1]!);
      expect(m.size).toBeGreaterThanOrEqual(12);
      for (const o of marks) {
        if (o === m) continue;
        const [a, b] = [box(m), box(o)];
        const apart = a.x1 <= b.x0 || b.x1 <= a.x0 || a.y1 <= b.y0 || b.y1 <= a.y0;
        expect(apart, `${m.letter} and ${o.letter} drawn apart`).toBe(true);
      }
    }
  });

  it('labels bands down to 4 px (a map 20 px tall, as at 1280 × 720), each over its own band', () => {
    // 800 × 20 px: cells of 1.26 px, 634 a row, so each tenant's 3,000 pages are a band of
    // about 4.7 rows, 6 px tall: under the 8 px that had a letter before
    const flat = gridLayout(10_000, 800, 20);
    const marks = tenantMarks(pool(), flat, t, 800, 20);
    expect(marks.map((m) => m.letter).sort()).toEqual(['A', 'B', 'C']);
    for (const m of marks) {
      // the letter lies over its own band: a page of the tenant's range in its column, within
      // its height (a band on the map's edge has its letter moved inward, over the band still)
      const col = Math.floor((m.x - flat.x0) / flat.cell);
      const range = { A: [1, 3000], B: [3001, 6000], C: [6001, 9000] }[m.letter]!;
      const rows = [];
      for (let y = m.y - m.size / 2; y <= m.y + m.size / 2; y += flat.cell / 2)
        rows.push(Math.floor((y - flat.y0) / flat.cell));
      const pages = rows.map((row) => row * flat.cols + col + 1);
      expect(
        pages.some((p) => p >= range[0]! && p <= range[1]!),
        `${m.letter} over its own band`,
      ).toBe(true);
    }
    // under MARK_THIN (a map 8 px tall: bands of 2.4 px) a letter would cover its neighbours
    expect(MARK_THIN).toBeGreaterThan(2.4);
    expect(tenantMarks(pool(), gridLayout(10_000, 800, 8), t, 800, 8)).toEqual([]);
  });

  it('keeps a thin band’s letter inside the map on its edge, still over the band', () => {
    // the 20-px map: A's band (pages 1-3,000) is the top 6 px; its 12-px letter centred on it
    // (y 3) would lose its upper third above the canvas
    const flat = gridLayout(10_000, 800, 20);
    const a = tenantMarks(pool(), flat, t, 800, 20).find((m) => m.letter === 'A')!;
    expect(a.y - a.size / 2).toBeGreaterThanOrEqual(0);
    expect(a.y - a.size / 2).toBeLessThan(flat.y0 + 5 * flat.cell);
  });

  it('follows the zoom: a region scrolled out of view loses its letter, a zoomed page gains one', () => {
    // zoomed ×4 onto the top-left: only A's pages are visible
    const zoomed = tenantMarks(pool(), grid, { k: 4, x: 0, y: 0 }, 400, 400);
    expect(zoomed.map((m) => m.letter)).toEqual(['A']);
    // at ×8 the 3-page stretch of B's (9,001–9,003) is 32 px tall: it gets its letter
    const row = Math.floor(9000 / grid.cols);
    const k = 8;
    const tiny = tenantMarks(
      pool(),
      grid,
      { k, x: 0, y: -k * (grid.y0 + row * grid.cell) },
      400,
      400,
    );
    expect(tiny.some((m) => m.letter === 'B' && m.y < k * grid.cell && m.y > 0)).toBe(true);
    expect(k * grid.cell).toBeGreaterThanOrEqual(MARK_MIN);
  });

  it('the painted overlay writes the letters A, B and C at 12 px or more', () => {
    const texts: { text: string; font: string }[] = [];
    let font = '';
    const noop = () => {};
    const ctx = {
      setTransform: noop,
      beginPath: noop,
      arc: noop,
      stroke: noop,
      fill: noop,
      strokeRect: noop,
      strokeText: noop,
      fillText: (text: string) => texts.push({ text, font }),
      set font(f: string) {
        font = f;
      },
      get font() {
        return font;
      },
    } as unknown as CanvasRenderingContext2D;
    paintOverlays(ctx, {
      states: pool(),
      grid,
      t,
      dpr: 1,
      palette: pal,
      highlight: null,
      placeholders: [],
      markers: [],
      hover: 0,
      cssWidth: 400,
      cssHeight: 400,
    });
    const letters = texts.filter((x) => /^[A-Z]$/.test(x.text));
    expect(letters.map((x) => x.text).sort()).toEqual(['A', 'B', 'C']);
    for (const l of letters)
      expect(Number(/(\d+(?:\.\d+)?)px/.exec(l.font)![1])).toBeGreaterThanOrEqual(12);
  });
});
