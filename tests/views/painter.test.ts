import { describe, expect, it } from 'vitest';
import { createFrameDrawer, dirtyBands, type FrameInput } from '../../src/views/pools/drawFrame';
import { gridLayout } from '../../src/views/pools/grid';
import { createScratch, paintPixels } from '../../src/views/pools/painter';
import { allocatePageStates, PAGE } from '../../src/views/pools/pageStates';
import { readPalette } from '../../src/views/pools/palette';
import { NO_TENANT } from '../../src/views/shared/traceModel';
import { lightTokens } from './themeTokens';

const pal = readPalette(lightTokens());

/** 4 pages: never · held by tenant 0 · stale from tenant 1 · reserved by tenant 3 over tenant 2's data, leaked */
function fourPages() {
  const s = allocatePageStates(4);
  s.writer.fill(NO_TENANT);
  s.holder.fill(NO_TENANT);
  s.state[1] = PAGE.never;
  s.state[2] = PAGE.held;
  s.holder[2] = 0;
  s.writer[2] = 0;
  s.state[3] = PAGE.stale;
  s.writer[3] = 1;
  s.state[4] = PAGE.reserved;
  s.writer[4] = 2;
  s.holder[4] = 3;
  s.leak[4] = 1;
  return s;
}

function paint(cellPx: number) {
  const states = fourPages();
  const w = cellPx * 4;
  const h = cellPx;
  const grid = gridLayout(4, w, h);
  const buf = new Uint32Array(w * h);
  paintPixels(
    buf,
    w,
    h,
    { states, grid, t: { k: 1, x: 0, y: 0 }, dpr: 1, palette: pal, highlight: null },
    createScratch(),
  );
  const px = (page: number, fx: number, fy: number) =>
    buf[Math.floor(fy * h) * w + (page - 1) * cellPx + Math.floor(fx * cellPx)]!;
  return { buf, px, w, h };
}

describe('paintPixels', () => {
  it('big cells: never grey, held solid, stale faded/hatched, reserved dashed, leak bold outline', () => {
    const { px } = paint(40);
    expect(px(1, 0.5, 0.5)).toBe(pal.never);
    expect(px(2, 0.5, 0.5)).toBe(pal.tenant[0]);
    // stale: faded colour with darker hatch pixels somewhere inside
    const stale = new Set<number>();
    for (let i = 0; i < 20; i++) stale.add(px(3, 0.3 + i * 0.02, 0.5));
    expect([...stale].sort()).toEqual([pal.faded[1]!, pal.dark[1]!].sort());
    // reserved + leaked: the outline band is vermillion, the inside shows the old data
    expect(px(4, 0.5, 0.15)).toBe(pal.leak);
    expect([pal.faded[2], pal.tenant[3]]).toContain(px(4, 0.5, 0.5));
    // grid lines between cells
    expect(px(2, 0, 0.5)).toBe(pal.grid);
  });

  it('small cells: reserved pages are checkered with the panel colour; leaks outline the region', () => {
    const states = allocatePageStates(400);
    states.state.fill(PAGE.reserved, 1, 401);
    states.writer.fill(2, 1, 401);
    states.holder.fill(3, 1, 401);
    states.leak.fill(1, 101, 301);
    const w = 40;
    const h = 10;
    const grid = gridLayout(400, w, h);
    const buf = new Uint32Array(w * h);
    paintPixels(
      buf,
      w,
      h,
      { states, grid, t: { k: 1, x: 0, y: 0 }, dpr: 1, palette: pal, highlight: null },
      createScratch(),
    );
    const colours = new Set(buf);
    expect(colours.has(pal.panel)).toBe(true);
    expect(colours.has(pal.leak)).toBe(true);
    expect(colours.has(pal.faded[2]!)).toBe(true);
  });

  it('stale and reserved pages differ in pattern, not only in hue: diagonal hatch vs horizontal stripes', () => {
    const { px } = paint(40);
    // stale (page 3): its hatch pixels move with x along a row (a diagonal)
    const staleRow = (fy: number) =>
      Array.from({ length: 12 }, (_, i) => px(3, 0.3 + i * 0.03, fy) === pal.dark[1]);
    expect(staleRow(0.5)).not.toEqual(staleRow(0.55));
    expect(staleRow(0.5).some(Boolean)).toBe(true);
    // reserved (page 4): a stripe row is the holder's colour all along, no old-owner hatch
    const inside = Array.from({ length: 10 }, (_, j) => 0.35 + j * 0.03);
    const rows = inside.map((fy) =>
      Array.from({ length: 12 }, (_, i) => px(4, 0.3 + i * 0.03, fy)),
    );
    expect(rows.some((r) => r.every((c) => c === pal.tenant[3]))).toBe(true);
    expect(rows.flat()).not.toContain(pal.dark[2]);
  });

  it('cached pages (the radix cache) differ in pattern from stale ones: vertical lines, the same in every row', () => {
    const states = fourPages();
    states.state[3] = PAGE.cached;
    const cellPx = 40;
    const w = cellPx * 4;
    const buf = new Uint32Array(w * cellPx);
    const grid = gridLayout(4, w, cellPx);
    paintPixels(
      buf,
      w,
      cellPx,
      { states, grid, t: { k: 1, x: 0, y: 0 }, dpr: 1, palette: pal, highlight: null },
      createScratch(),
    );
    const row = (fy: number) =>
      Array.from(
        { length: 12 },
        (_, i) =>
          buf[Math.floor(fy * cellPx) * w + 2 * cellPx + Math.floor((0.3 + i * 0.03) * cellPx)],
      );
    // the writer's dark lines, at the same x in every row (a diagonal hatch moves along x)
    expect(row(0.4).some((c) => c === pal.dark[1])).toBe(true);
    expect(row(0.45)).toEqual(row(0.4));
    expect(row(0.6)).toEqual(row(0.4));
  });

  it('dims pages outside the highlight', () => {
    const states = fourPages();
    const grid = gridLayout(4, 160, 40);
    const buf = new Uint32Array(160 * 40);
    const hl = new Uint8Array(5);
    hl[2] = 1;
    paintPixels(
      buf,
      160,
      40,
      { states, grid, t: { k: 1, x: 0, y: 0 }, dpr: 1, palette: pal, highlight: hl },
      createScratch(),
    );
    expect(buf[20 * 160 + 20]).not.toBe(pal.never); // page 1 dimmed
    expect(buf[20 * 160 + 60]).toBe(pal.tenant[0]); // page 2 lit
  });
});

describe('frame strategy', () => {
  it('dirty page runs map to pixel row bands (plus the outline reach)', () => {
    const g = gridLayout(1000, 100, 100); // 10 × 10 px cells? -> cols ~ 32
    const bands = dirtyBands([[1, 2]], g, { k: 1, x: 0, y: 0 }, 1, 100);
    expect(bands).toHaveLength(1);
    expect(bands[0]![0]).toBe(0);
    expect(bands[0]![1]).toBeLessThan(20);
    expect(dirtyBands([], g, { k: 1, x: 0, y: 0 }, 1, 100)).toEqual([]);
  });

  it('repaints everything first, then only bands, then nothing', () => {
    const calls: string[] = [];
    const canvas = { width: 200, height: 100 };
    const noop = () => {};
    const ctx = {
      canvas,
      createImageData: (w: number, h: number) => ({
        width: w,
        height: h,
        data: new Uint8ClampedArray(w * h * 4),
      }),
      putImageData: (_i: unknown, _x: number, _y: number, ...rest: number[]) =>
        calls.push(rest.length ? `band ${rest[1]}-${rest[1]! + rest[3]!}` : 'put all'),
      save: noop,
      restore: noop,
      setTransform: noop,
      beginPath: noop,
      rect: noop,
      clip: noop,
      arc: noop,
      stroke: noop,
      fill: noop,
      strokeRect: noop,
      strokeText: noop,
      fillText: noop,
    } as unknown as CanvasRenderingContext2D;
    const draw = createFrameDrawer(ctx);
    const states = { ...allocatePageStates(2000), version: 1 };
    const grid = gridLayout(2000, 200, 100);
    const base: FrameInput = {
      states,
      grid,
      t: { k: 1, x: 0, y: 0 },
      dpr: 1,
      palette: pal,
      highlight: null,
      placeholders: [],
      markers: [],
      hover: 0,
      cssWidth: 200,
      cssHeight: 100,
      dirtySince: () => [[1990, 2000]],
    };
    expect(draw(base)).toBe('full');
    expect(draw({ ...base, states: { ...states, version: 2 } })).toBe('bands');
    expect(calls.at(-1)).toMatch(/^band \d+-100$/);
    expect(draw({ ...base, states: { ...states, version: 2 }, dirtySince: () => [] })).toBe('none');
    expect(
      draw({ ...base, states: { ...states, version: 3 }, hover: 5, dirtySince: () => [] }),
    ).toBe('overlays');
    expect(draw({ ...base, states: { ...states, version: 4 }, t: { k: 2, x: 0, y: 0 } })).toBe(
      'full',
    );
    expect(draw({ ...base, states: { ...states, version: 9 }, dirtySince: () => null })).toBe(
      'full',
    );
  });
});
