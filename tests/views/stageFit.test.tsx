/**
 * StageFit (src/views/stage/StageFit.tsx) sets a slide's content for the room by laying it out
 * at 25 widths. The live slide's content changes at every update of a session; a change that
 * leaves the content as tall as it was at the width laid out still fits as it is, and is
 * measured once, not at every width. A change that makes it taller, or a new box size, is
 * measured at every width again. jsdom lays nothing out: the content's height is a function of
 * its width and of a "lines" count the test sets, and every read of it is counted.
 */
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StageFit } from '../../src/views/stage/StageFit';
import { FIT_WIDTHS } from '../../src/views/stage/fit';

let reads = 0;
let lines = 3;
let resize: (() => void) | null = null;

beforeEach(() => {
  reads = 0;
  lines = 3;
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
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(1200);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(600);
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    reads++;
    // narrower: more lines wrap
    const w = parseFloat(this.style.width) || 1000;
    return Math.ceil((lines * 1600) / w) * 20;
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
  it('measures a content change that keeps its height once, and one that does not at every width', async () => {
    const { getByTestId } = render(
      <StageFit refit="x">
        <p data-testid="text">one</p>
      </StageFit>,
    );
    const inner = getByTestId('stage-fit').firstElementChild as HTMLElement;
    // the first fit: every width
    expect(reads).toBeGreaterThanOrEqual(FIT_WIDTHS.length);
    const width = inner.style.width;
    // a change of text, as tall: one read, and the fit stays
    reads = 0;
    getByTestId('text').textContent = 'two';
    await frame();
    expect(reads).toBe(1);
    expect(inner.style.width).toBe(width);
    // a change that makes it taller: every width again
    reads = 0;
    lines = 9;
    getByTestId('text').textContent = 'three, much longer';
    await frame();
    expect(reads).toBe(1 + FIT_WIDTHS.length);
    // the box changed size with the content: every width, whatever the content did
    reads = 0;
    getByTestId('text').textContent = 'four';
    resize?.();
    await frame();
    expect(reads).toBe(FIT_WIDTHS.length);
  });
});
