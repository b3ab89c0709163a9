import { describe, expect, it } from 'vitest';
import { runsLength, stateAt } from '../../src/engine';
import { highlightMask, linkedTargets, NOTHING } from '../../src/views/shared/linked';
import { stepOf, traceOf } from './helpers';

const trace = traceOf('incident');
const idx = (id: string) => trace.scenario.requests.findIndex((r) => r.id === id);

describe('linkedTargets', () => {
  it('nothing in focus lights nothing', () => {
    expect(linkedTargets(trace, stateAt(trace, 0), null)).toBe(NOTHING);
  });

  it('a request lights its card and its pages on both pools (held and still holding its data)', () => {
    const step = stepOf(trace, 'decode.prebuilt', 'd1');
    const st = stateAt(trace, step);
    const l = linkedTargets(trace, st, { kind: 'request', request: idx('d1') });
    expect([...l.requests]).toEqual([idx('d1')]);
    expect(runsLength(l.pages.decode)).toBe(12_500);
    expect(runsLength(l.pages.prefill)).toBe(1); // the placeholder's page
  });

  it('a leaked token lights the stale page it came from and the request that wrote it', () => {
    const last = trace.stepCount - 1;
    const st = stateAt(trace, last);
    const v = trace.verdicts[idx('d1')]!;
    const i = v.output.findIndex((o) => o.from === idx('b1'));
    const l = linkedTargets(trace, st, { kind: 'token', request: idx('d1'), token: i });
    expect([...l.requests]).toEqual([idx('b1')]);
    expect(l.pages.decode).toEqual([[v.output[i]!.page, v.output[i]!.page + 1]]);
    // b1's prompt pages on the prefill pool still hold its data (stale)
    expect(runsLength(l.pages.prefill)).toBeGreaterThan(0);
    expect(l.token).toEqual({ request: idx('d1'), token: i });
  });

  it('a page lights its holder and its last writer', () => {
    const step = stepOf(trace, 'decode.prebuilt', 'd1');
    const l = linkedTargets(trace, stateAt(trace, step), { kind: 'page', node: 'decode', page: 2 });
    expect([...l.requests].sort()).toEqual([idx('a1'), idx('d1')].sort());
    expect(l.pages.decode).toEqual([[2, 3]]);
  });
});

describe('highlightMask', () => {
  it('fills runs and is null when empty', () => {
    expect(highlightMask([], 10)).toBeNull();
    const m = highlightMask(
      [
        [2, 4],
        [9, 11],
      ],
      10,
    )!;
    expect([...m]).toEqual([0, 0, 1, 1, 0, 0, 0, 0, 0, 1, 1]);
  });
});
