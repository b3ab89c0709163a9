/**
 * StageFit (src/views/stage/StageFit.tsx) sets a slide's content for the room by laying it out
 * at 25 widths. The live slide's content changes at every update of a session; a change that
 * leaves the content as tall as it was at the width laid out still fits as it is, and is
 * measured once, not at every width. A change that makes it taller, or a new box size, climbs
 * from the width laid out to the width trying every one would choose, in fewer layouts. jsdom
 * lays nothing out: the content's height is a function of its width and of a "lines" count the
 * test sets, and every read of it is counted.
 */
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StageFit } from '../../src/views/stage/StageFit';
import { bestFit, FIT_WIDTHS } from '../../src/views/stage/fit';

let reads = 0;
let lines = 3;
let box = { w: 1200, h: 600 };
let resize: (() => void) | null = null;
/** the content's height at width `w`: narrower, more lines wrap */
const height = (w: number) => Math.ceil((lines * 1600) / w) * 20;
/** the width a fit that tries every width chooses */
const best = () =>
  bestFit(
    box,
    FIT_WIDTHS.map((w) => ({ w, h: height(w) })),
  ).width;

beforeEach(() => {
  reads = 0;
  lines = 3;
  box = { w: 1200, h: 600 };
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(cb: () => void) {
        resize = cb;
      }
      observe() {}
      disconnect() {}
    },
  );
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockImplementation(() => box.w);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(() => box.h);
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    reads++;
    return height(parseFloat(this.style.width) || 1000);
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** Waits for the frame the fit measures in. */
const frame = () => act(() => new Promise<void>((r) => requestAnimationFrame(() => r())));

describe('StageFit', () => {
  it('measures a content change that keeps its height once, and climbs to the best width on one that does not', async () => {
    const { getByTestId } = render(
      <StageFit refit="x">
        <p data-testid="text">one</p>
      </StageFit>,
    );
    const inner = getByTestId('stage-fit').firstElementChild as HTMLElement;
    // the first fit: every width
    expect(reads).toBeGreaterThanOrEqual(FIT_WIDTHS.length);
    expect(inner.style.width).toBe(`${best()}px`);
    const width = inner.style.width;
    // a change of text, as tall: one read, and the fit stays
    reads = 0;
    getByTestId('text').textContent = 'two';
    await frame();
    expect(reads).toBe(1);
    expect(inner.style.width).toBe(width);
    // a change that makes it taller: a climb from the width laid out, in fewer layouts than
    // every width, to the width trying every one would choose
    reads = 0;
    lines = 9;
    getByTestId('text').textContent = 'three, much longer';
    await frame();
    expect(reads).toBeGreaterThan(1);
    expect(reads).toBeLessThan(1 + FIT_WIDTHS.length);
    expect(inner.style.width).not.toBe(width);
    expect(inner.style.width).toBe(`${best()}px`);
    // the box changed size with the content: a climb too, to the best width for the new box
    reads = 0;
    box = { w: 900, h: 700 };
    lines = 2;
    getByTestId('text').textContent = 'four';
    resize?.();
    await frame();
    expect(reads).toBeLessThan(FIT_WIDTHS.length);
    expect(inner.style.width).toBe(`${best()}px`);
  });
});
