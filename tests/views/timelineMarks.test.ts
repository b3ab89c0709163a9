/**
 * The timeline's marks (src/views/controls/Timeline.tsx, `markersOf`) are worked out in one
 * pass over the key events, a place at a time: the same marks, in the same order, as taking
 * every key event and keeping the first of each place (and of each place's selected-request
 * mark), on every built-in scenario and for several selections.
 */
import { describe, expect, it } from 'vitest';
import { lastStepOf, simulate, type Trace } from '../../src/engine';
import { BUILT_INS } from '../../src/store/builtinScenarios';
import { markersOf } from '../../src/views/controls/Timeline';

const ALARM = new Set([
  'prefill.reject',
  'decode.reject',
  'prefill.transfer_success',
  'decode.prebuilt',
]);

/** Every key event, the first of each place kept: the marks as they were first defined. */
function reference(trace: Trace, selected: number | null) {
  const last = lastStepOf(trace);
  const seen = new Set<string>();
  return trace.events.flatMap((e) => {
    if (!e.key) return [];
    const k = e.step;
    const pct = ((k / last) * 100).toFixed(1);
    const mine = selected !== null && e.requests.includes(selected);
    const id = `${pct}${mine ? '*' : ''}`;
    if (seen.has(id)) return [];
    seen.add(id);
    const alarm =
      mine &&
      (ALARM.has(e.kind) ||
        (e.kind === 'router.response' &&
          e.data.status === 200 &&
          trace.verdicts[selected]?.correct === false));
    return [{ k, pct, mine, alarm }];
  });
}

describe('timeline marks', () => {
  it('are the first key event of each place, for every built-in scenario and selection', () => {
    let marks = 0;
    for (const b of BUILT_INS) {
      const trace = simulate(b.scenario);
      const n = trace.scenario.requests.length;
      for (const sel of [null, 0, Math.floor(n / 2), n - 1]) {
        const want = reference(trace, sel);
        expect(markersOf(trace, sel), `${b.key} selected ${sel}`).toEqual(want);
        marks += want.length;
      }
    }
    expect(marks).toBeGreaterThan(100);
  });
});
