// @vitest-environment node
/**
 * A client going away, written in the scenario (`abortAt`, issue 19 point 4): a run that was
 * fed and aborted as the live stand-in does records the tick in its scenario, and simulating
 * that scenario file gives every request the verdict the run gave (the aborted one's 499
 * included). The file's field is checked like any other.
 */
import { describe, expect, it } from 'vitest';
import {
  CLIENT_CLOSED,
  createRun,
  NO_FIXES,
  simulate,
  validateScenario,
  type RequestSpec,
  type Scenario,
} from '../../src/engine';

function scenario(requests: RequestSpec[]): Scenario {
  return {
    name: 'abortAt',
    description: 'test',
    seed: 5,
    config: {
      contextLength: 400,
      pageSize: 2,
      prefill: { poolTokens: 200 },
      decode: { poolTokens: 1200 },
      router: 'sgl-router',
      fixes: NO_FIXES,
    },
    tenants: [
      { id: 'a', name: 'A' },
      { id: 'b', name: 'B' },
    ],
    requests,
  };
}

const req = (id: string, tenant: string, maxNewTokens: number, text: string): RequestSpec => ({
  id,
  tenant,
  promptTokens: 30,
  maxNewTokens,
  arrival: 0,
  text,
});

/** As the live session feeds a run: requests added at the clock, aborts when clients leave. */
function liveRun(leave: (tick: number) => number[]) {
  const run = createRun(scenario([]));
  const specs = [
    req('a1', 'a', 40, 'alpha words here'),
    req('b1', 'b', 40, 'bravo words here'),
    req('a2', 'a', 6, 'charlie words'),
    req('b2', 'b', 8, 'delta words'),
  ];
  for (let t = 0; t < 400 && !(run.idle && t > 8); t++) {
    if (t < specs.length) run.add({ ...specs[t]!, arrival: t });
    for (const i of leave(t)) run.scheduleAbort(i);
    run.advanceTo(t + 1);
  }
  run.runToEnd();
  return run;
}

describe('abortAt: the client went away, in the scenario file', () => {
  it('a live-fed run with two clients leaving in one tick replays from its own scenario', () => {
    // both leave at tick 6, the later request first (the file applies them in request order)
    const run = liveRun((t) => (t === 6 ? [1, 0] : []));
    const file = run.scenario;
    expect(file.requests.map((r) => r.abortAt)).toEqual([6, 6, undefined, undefined]);
    const live = run.finish().verdicts;
    expect(live.map((v) => v.httpStatus)).toEqual([CLIENT_CLOSED, CLIENT_CLOSED, 200, 200]);
    const v = validateScenario(JSON.parse(JSON.stringify(file)));
    expect(v.ok).toBe(true);
    if (!v.ok) return;
    expect(simulate(v.scenario).verdicts).toEqual(live);
  });

  it('a client that leaves after its answer changes nothing and is not recorded', () => {
    const run = liveRun((t) => (t === 300 ? [2] : []));
    expect(run.scenario.requests[2]!.abortAt).toBeUndefined();
    expect(run.finish().verdicts.map((v) => v.httpStatus)).toEqual([200, 200, 200, 200]);
  });

  it('a client that leaves before its request arrives is recorded at the arrival: a valid file that replays the same', () => {
    // as the live session adds a request for the next tick boundary and its client leaves at once
    for (const how of ['abort', 'scheduleAbort'] as const) {
      const run = createRun(scenario([]));
      run.add({ ...req('a1', 'a', 4, 'alpha'), arrival: 0 });
      run.advanceTo(3);
      const late = run.add({ ...req('b1', 'b', 4, 'bravo'), arrival: 5 });
      run[how](late);
      expect(run.scenario.requests[late]!.abortAt).toBe(5);
      run.runToEnd();
      const live = run.finish().verdicts;
      expect(live.map((v) => v.httpStatus)).toEqual([200, CLIENT_CLOSED]);
      const v = validateScenario(JSON.parse(JSON.stringify(run.scenario)));
      expect(v.ok, how).toBe(true);
      if (!v.ok) return;
      expect(simulate(v.scenario).verdicts).toEqual(live);
    }
  });

  it('without the abort, the same requests are all answered (the field is what changes it)', () => {
    const file = liveRun((t) => (t === 6 ? [1, 0] : [])).scenario;
    const without = file.requests.map((r) => {
      const copy = { ...r };
      delete copy.abortAt;
      return copy;
    });
    const verdicts = simulate({ ...file, requests: without }).verdicts;
    expect(verdicts.map((v) => v.httpStatus)).toEqual([200, 200, 200, 200]);
  });

  it('refuses an abortAt that is not a tick, or before the arrival, with the field named', () => {
    const bad = (abortAt: unknown) =>
      validateScenario({
        ...scenario([{ ...req('x', 'a', 4, 'x'), arrival: 5 }]),
        requests: [{ ...req('x', 'a', 4, 'x'), arrival: 5, abortAt }],
      });
    for (const [value, message] of [
      [2.5, /whole number/],
      [-1, /between 0 and/],
      [4, /must not be before the request's arrival \(tick 5\)/],
    ] as const) {
      const v = bad(value);
      expect(v.ok).toBe(false);
      if (v.ok) continue;
      expect(v.problems).toEqual([
        { path: '$.requests[0].abortAt', message: expect.stringMatching(message) as string },
      ]);
    }
    expect(bad(5).ok).toBe(true);
  });
});
