/**
 * The pool view's framework-free parts (issue #8): tooltip placement, the value-keyed overlay
 * memo, the summary memo and the map keys, tested without React.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { parseScenario, simulate, stateAt, type Run } from '../../src/engine';
import { createOverlayMemo, MARKER_LIMIT } from '../../src/views/pools/overlayMemo';
import { computePageStates } from '../../src/views/pools/pageStates';
import {
  PAN,
  POOL_MAP_SHORTCUTS,
  ZOOM_STEP,
  poolMapActions,
} from '../../src/views/pools/poolMapKeys';
import { createSummaryMemo, poolSummary } from '../../src/views/pools/summary';
import { tipPlacement } from '../../src/views/pools/tooltip';
import { getTraceModel } from '../../src/views/shared/traceModel';
import { runShortcut } from '../../src/views/shared/keys';

function incident() {
  const res = parseScenario(readFileSync('public/scenarios/incident.json', 'utf8'));
  if (!res.ok) throw new Error('incident');
  return simulate(res.scenario);
}

describe('tooltip placement', () => {
  it('goes beside the point on the roomier side, within the map', () => {
    expect(tipPlacement({ page: 1, x: 100, y: 50, width: 800, height: 300 })).toEqual({
      left: 112,
      top: 62,
      maxWidth: 352,
    });
    expect(tipPlacement({ page: 1, x: 700, y: 250, width: 800, height: 300 })).toEqual({
      right: 112,
      bottom: 62,
      maxWidth: 352,
    });
    expect(tipPlacement({ page: 1, x: 100, y: 10, width: 200, height: 100 }).maxWidth).toBe(150);
  });
});

describe('overlay memo', () => {
  const t = incident();
  const node = stateAt(t, 40).decode;

  it('returns the same objects while the highlighted runs are equal in value', () => {
    const memo = createOverlayMemo();
    const a = memo([[3, 6]], node);
    const b = memo([[3, 6]], node);
    expect(b).toBe(a);
    expect(a.markers).toEqual([3, 4, 5]);
    expect(Array.from(a.highlight!.subarray(2, 7))).toEqual([0, 1, 1, 1, 0]);
    const c = memo([[3, 7]], node);
    expect(c).not.toBe(a);
    expect(c.markers).toEqual([3, 4, 5, 6]);
    expect(c.placeholders).toBe(a.placeholders);
  });

  it('has no highlight without runs, and no markers past the limit', () => {
    const memo = createOverlayMemo();
    expect(memo([], node).highlight).toBeNull();
    const many: Run[] = [[1, 2 + MARKER_LIMIT]];
    expect(memo(many, node).markers).toEqual([]);
  });
});

describe('summary memo', () => {
  it('is poolSummary, worked out again only for a new version of the states', () => {
    const t = incident();
    const model = getTraceModel(t);
    const st = stateAt(t, 40);
    const states = computePageStates(st.decode, st.requests, model.requestTenant);
    const memo = createSummaryMemo();
    const text = memo(st.decode, st.requests, states, model);
    expect(text).toBe(poolSummary(st.decode, st.requests, states, model));
    const later = stateAt(t, 0);
    // same version: the text announced stays
    expect(memo(later.decode, later.requests, states, model)).toBe(text);
    const fresh = computePageStates(later.decode, later.requests, model.requestTenant);
    fresh.version = states.version + 1;
    expect(memo(later.decode, later.requests, fresh, model)).toBe(
      poolSummary(later.decode, later.requests, fresh, model),
    );
  });
});

describe('pool map keys', () => {
  it('zoom, pan and reset the canvas core', () => {
    const core = { zoomBy: vi.fn(), panBy: vi.fn(), reset: vi.fn() };
    const press = (key: string) =>
      runShortcut(POOL_MAP_SHORTCUTS, poolMapActions(core), new KeyboardEvent('keydown', { key }));
    expect(press('+')).toBe(true);
    expect(core.zoomBy).toHaveBeenLastCalledWith(ZOOM_STEP);
    press('-');
    expect(core.zoomBy).toHaveBeenLastCalledWith(1 / ZOOM_STEP);
    press('ArrowLeft');
    expect(core.panBy).toHaveBeenLastCalledWith(PAN, 0);
    press('ArrowDown');
    expect(core.panBy).toHaveBeenLastCalledWith(0, -PAN);
    press('0');
    expect(core.reset).toHaveBeenCalledTimes(1);
    expect(press('x')).toBe(false);
  });
});
