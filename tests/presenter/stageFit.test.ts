import { describe, expect, it } from 'vitest';
import { bestFit, MAX_ZOOM } from '../../src/views/stage/fit';

describe('a live slide set for the room', () => {
  it('picks the layout width that lets the panels grow largest in the box', () => {
    // a tall layout at 640 px, shorter when wider: at 1000 px it fills a 1500×600 box best
    const at = [
      { w: 640, h: 900 },
      { w: 1000, h: 400 },
      { w: 1400, h: 300 },
    ];
    const f = bestFit({ w: 1500, h: 600 }, at);
    expect(f.width).toBe(1000);
    expect(f.zoom).toBeCloseTo(1.5);
    // never beyond the cap, never from an empty measurement
    expect(bestFit({ w: 10_000, h: 10_000 }, [{ w: 100, h: 100 }]).zoom).toBe(MAX_ZOOM);
    expect(
      bestFit({ w: 100, h: 100 }, [
        { w: 0, h: 0 },
        { w: 50, h: 50 },
      ]).width,
    ).toBe(50);
  });
});
