/**
 * The live feed hands the views a new trace object at each update (src/wire/liveFeed.ts), each
 * a snapshot of one run that grows. The views' per-trace work carries on from the run's last
 * snapshot (src/views/shared/lineage.ts) instead of starting again at each update, so that an
 * update costs the same at request 500 as at request 5: the leak stretches already found, the
 * picker's options while no request came in, are the same objects. And what they give is what a
 * cold read of a fresh run of the whole session gives (`traceOf`), at every update.
 */
import { describe, expect, it } from 'vitest';
import { lastStepOf, type Trace } from '../../src/engine';
import { markersOf } from '../../src/views/controls/Timeline';
import { requestOptions } from '../../src/views/response/ResponsePanel';
import { grownFrom } from '../../src/views/shared/lineage';
import { getTraceModel } from '../../src/views/shared/traceModel';
import { transferFor } from '../../src/views/topology/layout';
import { encodeLive, type LiveMessage } from '../../src/wire/live';
import { createLiveFeed, traceOf } from '../../src/wire/liveFeed';
import { scenarioWith } from '../store/helpers';

const incident = scenarioWith('incident');

/** The options as the picker shows them: value and text. */
const optionsOf = (t: Trace) =>
  requestOptions(t).map((o) => {
    const p = o.props as { value: number; children: string };
    return [o.key, p.value, p.children];
  });

describe('views following a live session', () => {
  it('carry their work on from snapshot to snapshot and read as a fresh run does', () => {
    const feed = createLiveFeed();
    const send = (m: LiveMessage) => expect(feed.receive(encodeLive(m))).toBe(true);
    send({
      type: 'session',
      epoch: 0,
      tick: 0,
      tickMs: 100,
      scenario: { ...incident, requests: [] },
    });
    // the incident's requests again and again (new ids), the clock moving on between them
    const specs = Array.from({ length: 3 }, (_, round) =>
      incident.requests.map((r) => ({
        ...r,
        id: `${r.id}-${round}`,
        arrival: 0,
        after: undefined,
        abortAt: undefined,
      })),
    ).flat();
    let tick = 0;
    let prev: Trace | null = null;
    let leaksKept = 0;
    let optionsKept = 0;
    for (const spec of specs) {
      // a request, then the clock, several times, as the server sends them
      for (let k = 0; k < 4; k++) {
        if (k === 0) send({ type: 'request', epoch: 0, spec: { ...spec, arrival: tick + 1 } });
        tick += 40;
        send({ type: 'tick', epoch: 0, tick });
        const t = feed.trace()!;
        const cold = traceOf(feed.view!, new Map());
        expect(grownFrom(cold, t)).toBe(false);
        if (prev) expect(grownFrom(prev, t)).toBe(true);
        // what each view reads, against a fresh run's cold read
        expect(getTraceModel(t)).toEqual(getTraceModel(cold));
        const n = t.scenario.requests.length;
        for (const sel of [null, 0, n - 1]) {
          expect(markersOf(t, sel)).toEqual(markersOf(cold, sel));
          expect(transferFor(t, lastStepOf(t), sel)).toEqual(
            transferFor(cold, lastStepOf(cold), sel),
          );
        }
        expect(optionsOf(t)).toEqual(optionsOf(cold));
        if (prev) {
          // the leak stretches the last snapshot found are this one's (not found again)
          const before = getTraceModel(prev).leaks;
          const now = getTraceModel(t).leaks;
          for (let i = 0; i < before.length; i++) expect(now[i]).toBe(before[i]);
          leaksKept += before.length;
          // no request came in: the same options, so that React leaves the picker alone
          if (prev.scenario.requests.length === n) {
            expect(requestOptions(t)).toBe(requestOptions(prev));
            optionsKept++;
          }
        }
        prev = t;
      }
    }
    // the session leaked (the incident's D reads what A, B and C left) and was followed
    expect(leaksKept).toBeGreaterThan(0);
    expect(optionsKept).toBeGreaterThan(0);
  }, 60_000);
});
