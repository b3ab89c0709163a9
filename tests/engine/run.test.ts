// @vitest-environment node
/** The incremental run: simulate() is a loop over it; stepped, fed or finished early, it says the same. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRun, eventAt, simulate, stateAt, type Scenario, type Trace } from '../../src/engine';
import { scenarioArb } from './arbitrary';
import { loadBuiltin } from './driver';

const params = (seed: number) => ({ numRuns: 100, seed });
/** fast-check runs take a few seconds; more on a busy machine */
const SLOW = 60_000;

/** Every step reads the same state and event in both traces. */
function sameSteps(a: Trace, b: Trace): void {
  expect(a.stepCount).toBe(b.stepCount);
  for (let s = -1; s < b.stepCount; s++) {
    expect(stateAt(a, s)).toEqual(stateAt(b, s));
    expect(eventAt(a, s)).toEqual(eventAt(b, s));
  }
}

/** The scenario without its requests: they are added to the run while it runs. */
function empty(s: Scenario): Scenario {
  return { ...s, requests: [] };
}

describe('createRun', () => {
  it('runToEnd + finish is simulate(), event for event, op for op', () => {
    for (const name of ['incident', 'incident-fixed', 'issue-30233', 'equal-pools', 'pool-2x']) {
      const s = loadBuiltin(name);
      const run = createRun(s);
      run.runToEnd();
      const a = run.finish();
      const b = simulate(s);
      expect(a.events).toEqual(b.events);
      expect(a.ops).toEqual(b.ops);
      expect(a.checkpointAt).toEqual(b.checkpointAt);
      expect(a.verdicts).toEqual(b.verdicts);
      expect(a.stepCount).toBe(b.stepCount);
      expect(a.complete).toBe(true);
      expect(b.complete).toBe(true);
    }
  });

  it(
    'stepped tick by tick, every step and verdict is the same as simulate()',
    () => {
      fc.assert(
        fc.property(scenarioArb(), fc.integer({ min: 1, max: 5 }), (s, stride) => {
          const run = createRun(s);
          const growing = run.trace();
          let t = 0;
          const endedAt = new Map<number, number>();
          while (!run.idle) {
            t += stride;
            const batch = run.advanceTo(t);
            expect(batch.tick).toBeLessThanOrEqual(t);
            for (const i of batch.ended) {
              expect(endedAt.has(i)).toBe(false);
              endedAt.set(i, t);
              expect(run.verdict(i)).not.toBeNull();
            }
            expect(run.trace()).toBe(growing);
            expect(growing.complete).toBe(false);
            if (t > 100_000) throw new Error('run never ends');
          }
          const b = simulate(s);
          const a = run.finish();
          expect(endedAt.size).toBe(s.requests.length);
          // a verdict final at its request's end is the verdict at the end of the run
          expect(a.verdicts).toEqual(b.verdicts);
          sameSteps(a, b);
        }),
        params(16),
      );
    },
    SLOW,
  );

  it('batches hand out every event once, in order', () => {
    const s = loadBuiltin('incident');
    const run = createRun(s);
    const seen = [];
    for (let t = 1; !run.idle; t += 7) seen.push(...run.advanceTo(t).events);
    seen.push(...run.runToEnd().events);
    expect(seen).toEqual(run.finish().events);
  });

  it(
    'requests added at their arrival tick make the same run as the whole scenario',
    () => {
      fc.assert(
        fc.property(scenarioArb(), (s) => {
          const run = createRun(empty(s));
          // add in index order (an `after` names an earlier request), each at the latest tick
          // that is no later than its own arrival nor any later request's
          const at = s.requests.map((r) => r.arrival);
          for (let i = at.length - 2; i >= 0; i--) at[i] = Math.min(at[i]!, at[i + 1]!);
          s.requests.forEach((r, i) => {
            run.advanceTo(at[i]!);
            expect(run.add(r)).toBe(i);
            expect(run.scenario.requests[i]!.arrival).toBe(r.arrival);
          });
          run.runToEnd();
          const a = run.finish();
          const b = simulate(s);
          expect(a.scenario.requests.map((r) => r.id)).toEqual(s.requests.map((r) => r.id));
          expect(a.verdicts).toEqual(b.verdicts);
          expect(a.stepCount).toBe(b.stepCount);
          // the same events; a request's state appears with the first event after its add
          for (let k = 0; k < b.events.length; k++) {
            const step = b.events[k]!.step;
            expect(eventAt(a, step)).toEqual(eventAt(b, step));
            const sa = stateAt(a, step);
            const sb = stateAt(b, step);
            expect(sa.prefill).toEqual(sb.prefill);
            expect(sa.decode).toEqual(sb.decode);
            expect(sa.requests).toEqual(sb.requests.slice(0, sa.requests.length));
          }
        }),
        params(17),
      );
    },
    SLOW,
  );

  it(
    'a run that keeps no trace (forget) hands out the same batches and verdicts',
    () => {
      fc.assert(
        fc.property(
          scenarioArb(),
          fc.integer({ min: 1, max: 9 }),
          fc.array(fc.boolean(), { maxLength: 12 }),
          (s, stride, leaves) => {
            // the same calls on both runs: requests added at their arrival, some clients going
            // away (the previous request, as the next one comes in), advances of `stride` ticks
            const feed = (run: ReturnType<typeof createRun>) => {
              const out: unknown[] = [];
              const at = s.requests.map((r) => r.arrival);
              for (let i = at.length - 2; i >= 0; i--) at[i] = Math.min(at[i]!, at[i + 1]!);
              s.requests.forEach((r, i) => {
                out.push(run.advanceTo(at[i]!));
                run.add(r);
                if (i > 0 && leaves[i]) run.scheduleAbort(i - 1);
              });
              for (let t = run.tick + stride; !run.idle; t += stride) out.push(run.advanceTo(t));
              out.push(run.runToEnd());
              out.push(s.requests.map((_, i) => run.verdict(i)));
              out.push(run.scenario.requests);
              return out;
            };
            const kept = createRun(empty(s));
            const forgot = createRun(empty(s), { forget: true });
            expect(feed(forgot)).toEqual(feed(kept));
            // and it kept nothing it handed out
            expect(forgot.trace().events).toEqual([]);
            expect(forgot.trace().checkpoints).toEqual([]);
          },
        ),
        params(29),
      );
    },
    SLOW,
  );

  it('a request added at a tick the run has passed arrives now', () => {
    const s = loadBuiltin('incident');
    const run = createRun(empty(s));
    run.advanceTo(40);
    const i = run.add({ ...s.requests[0]!, arrival: 3 });
    expect(run.scenario.requests[i]!.arrival).toBe(40);
    const batch = run.advanceTo(41);
    const dispatch = batch.events.find((e) => e.kind === 'router.dispatch');
    expect(dispatch?.tick).toBe(40);
    expect(dispatch?.requests).toEqual([i]);
  });

  it('refuses a taken id, an unknown tenant or dependency, and anything after finish()', () => {
    const s = loadBuiltin('incident');
    const run = createRun(s);
    const r = s.requests[0]!;
    expect(() => run.add(r)).toThrow(/already taken/);
    expect(() => run.add({ ...r, id: 'zz', tenant: 'nobody' })).toThrow(/unknown tenant/);
    expect(() => run.add({ ...r, id: 'zz', after: 'nobody' })).toThrow(/not in the run/);
    run.finish();
    expect(() => run.add({ ...r, id: 'zz' })).toThrow(/finished/);
    expect(() => run.advanceTo(10)).toThrow(/finished/);
  });

  it('does not touch the caller’s scenario', () => {
    const s = loadBuiltin('incident');
    const n = s.requests.length;
    const run = createRun(s);
    run.add({ ...s.requests[0]!, id: 'extra' });
    expect(s.requests.length).toBe(n);
    expect(run.scenario.requests.length).toBe(n + 1);
  });

  it('finish() before the end gives the unfinished requests the verdict of their state (no answer)', () => {
    const s = loadBuiltin('incident');
    const run = createRun(s);
    run.advanceTo(2);
    const t = run.finish();
    expect(t.complete).toBe(true);
    expect(t.verdicts.length).toBe(s.requests.length);
    expect(t.verdicts.some((v) => v.httpStatus === 0)).toBe(true);
  });
});
