/**
 * The browser's side of the live stream, shared by `#/live` and the deck's live slide (through
 * src/wire/liveStream.ts): the session as the messages build it, the aborts it announced, and
 * the trace the engine computes for it. The server sends requests and the clock, never
 * results: the trace is what `npm run simulate` computes on the exported session, the aborts
 * applied at their ticks.
 *
 * The feed keeps one engine run per epoch and advances it to each new clock: a request is
 * added to the run when it comes in, an abort is scheduled at its tick, and only the ticks
 * since the last update are computed (the run's trace grows in place, src/engine/run.ts). A
 * whole run is computed again only for a `session` message (a new connection or a new epoch)
 * or a message the run cannot follow any more (a request placed before a tick the run has
 * passed, an abort for a tick already run): `traceOf`, which is also the reference the tests
 * compare the incremental trace with.
 */
import { createRun, type EngineRun, type RequestSpec, type Trace } from '../engine';
import { applyLive, decodeLive, type LiveView } from './live';

/**
 * The tick a request's announced abort applies at (never before its arrival), or null when none
 * was announced or the scenario records one already (a `session` message's own `abortAt`).
 */
function abortTick(r: RequestSpec, aborts: ReadonlyMap<string, number>): number | null {
  const at = aborts.get(r.id);
  return at === undefined || r.abortAt !== undefined ? null : Math.max(at, r.arrival);
}

/**
 * A fresh run of the whole session, advanced to its clock: each abort due by the clock is its
 * request's `abortAt` (the engine applies it before that tick, same-tick aborts in request
 * order, as the server's did; those due at the clock itself too, as the server applied them
 * before running that tick). Never past the clock, not even for an abort announced at a later
 * tick (the server runs a tick ahead of it, and its answers go out at the tick's end): such an
 * abort changes nothing before its tick, and shows when the clock reaches it.
 */
function fullRun(view: LiveView, aborts: ReadonlyMap<string, number>): EngineRun {
  const run = startRun(view, aborts);
  run.advanceTo(view.tick);
  return run;
}

/** The run `fullRun` advances: the whole session, at tick 0. */
function startRun(view: LiveView, aborts: ReadonlyMap<string, number>): EngineRun {
  const requests = view.scenario.requests.map((r) => {
    const at = abortTick(r, aborts);
    return at === null || at > view.tick ? r : { ...r, abortAt: at };
  });
  return createRun({ ...view.scenario, requests });
}

/**
 * A trace object of its own over the run's trace as it is now (the views cache their models
 * per trace object). The lists the run goes on appending to are copied (references only:
 * microseconds at 500 requests), so that a trace still on screen, or kept by a view, never
 * changes under it when the run moves on.
 */
function snapshot(run: EngineRun): Trace {
  const t = run.trace();
  return {
    ...t,
    scenario: { ...t.scenario, requests: t.scenario.requests.slice() },
    events: t.events.slice(),
    ops: t.ops.slice(),
    checkpoints: t.checkpoints.slice(),
    checkpointAt: t.checkpointAt.slice(),
    verdicts: t.verdicts.slice(),
  };
}

/**
 * The session up to its clock, as the server's engine ran it, computed from scratch (`fullRun`):
 * the requests at their arrival ticks, the aborts due by the clock at their ticks, nothing past
 * the clock. A new trace each time.
 */
export function traceOf(view: LiveView, aborts: ReadonlyMap<string, number>): Trace {
  return snapshot(fullRun(view, aborts));
}

export interface LiveFeed {
  /** the session so far (null before the first `session` message) */
  readonly view: LiveView | null;
  /** Takes one message's text; false when it is not a message (ignored). */
  receive(text: string): boolean;
  /**
   * The session's trace up to its clock (null before the first `session` message): a new
   * trace object each call, the same computation carried on.
   */
  trace(): Trace | null;
  /**
   * As `trace()`, but a whole run (a `session` message: a view that connects to a long session)
   * is computed a slice at a time, for about `budgetMs` a call: null until it has caught up
   * with the clock (call again, in a later task).
   */
  advance(budgetMs: number): Trace | null;
  /** how many whole runs the feed has computed (one per session message, when nothing goes wrong) */
  readonly rebuilds: number;
}

/** The run the feed carries on, with what it has been given so far. */
interface Carried {
  run: EngineRun;
  epoch: number;
  /** requests of the view added to the run */
  fed: number;
  /** request index by id */
  index: Map<string, number>;
  /** aborts not applied yet: [tick, request index], by tick then index */
  pending: [number, number][];
  /** the last abort handed to the run: one at or before it would come out of order */
  last: [number, number];
  /** the clock a fresh run is catching up with (null once it has) */
  target: number | null;
  /** ticks a catch-up slice advances */
  chunk: number;
}

const before = (a: [number, number], b: [number, number]) =>
  a[0] < b[0] || (a[0] === b[0] && a[1] < b[1]);

export function createLiveFeed(): LiveFeed {
  let view: LiveView | null = null;
  const aborts = new Map<string, number>();
  /** aborts announced since the last trace() (request ids) */
  let announced: string[] = [];
  let carried: Carried | null = null;
  let rebuilds = 0;

  const rebuild = (v: LiveView): Carried => {
    rebuilds++;
    const run = startRun(v, aborts);
    const index = new Map(v.scenario.requests.map((r, i) => [r.id, i]));
    // the aborts in the run (its requests' abortAt, a session's own past the clock too): one
    // handed to it later must come after the last of them; those announced for a later tick wait
    let last: [number, number] = [-1, -1];
    const pending: [number, number][] = [];
    run.scenario.requests.forEach((r, i) => {
      if (r.abortAt !== undefined && !before([r.abortAt, i], last)) last = [r.abortAt, i];
      const at = abortTick(r, aborts);
      if (at !== null && r.abortAt === undefined) pending.push([at, i]);
    });
    const fed = v.scenario.requests.length;
    announced = [];
    return (carried = {
      run,
      epoch: v.epoch,
      fed,
      index,
      pending,
      last,
      target: v.tick,
      chunk: 16,
    });
  };

  /** Advances a fresh run toward its clock until `deadline` (one slice at least); true once there. */
  const catchUp = (c: Carried, deadline: number): boolean => {
    for (;;) {
      const target = c.target;
      if (target === null) return true;
      if (c.run.tick >= target) {
        // the aborts due at the clock itself too, as a whole run's advanceTo applies them
        c.run.advanceTo(target);
        c.target = null;
        return true;
      }
      const t0 = performance.now();
      c.run.advanceTo(Math.min(target, c.run.tick + c.chunk));
      const now = performance.now();
      // slices of about a millisecond: larger while they are cheap (quiet stretches)
      if (now - t0 < 0.5) c.chunk *= 2;
      else if (now - t0 > 2 && c.chunk > 1) c.chunk = Math.ceil(c.chunk / 2);
      if (now >= deadline && c.run.tick < target) return false;
    }
  };

  /** Carries the run on to the view; false when it cannot follow (a whole run is needed). */
  const carryOn = (c: Carried, v: LiveView): boolean => {
    const { run } = c;
    const requests = v.scenario.requests;
    for (; c.fed < requests.length; c.fed++) {
      const r = requests[c.fed]!;
      // placed before a tick the run has run, or naming what the run cannot take
      if (r.arrival < run.tick || r.abortAt !== undefined || r.after !== undefined) return false;
      if (c.index.has(r.id)) return false;
      run.add(r);
      c.index.set(r.id, c.fed);
      const at = abortTick(r, aborts);
      if (at !== null) c.pending.push([at, c.fed]);
    }
    for (const id of announced) {
      const i = c.index.get(id);
      // (a request still to come gets its abort when it is added)
      if (i === undefined || c.pending.some(([, j]) => j === i)) continue;
      const at = abortTick(requests[i]!, aborts);
      if (at !== null) c.pending.push([at, i]);
    }
    announced = [];
    c.pending.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
    while (c.pending.length > 0 && c.pending[0]![0] <= v.tick) {
      const due = c.pending[0]![0];
      if (due < run.tick || before(c.pending[0]!, c.last)) return false;
      run.advanceTo(due);
      while (c.pending.length > 0 && c.pending[0]![0] === due) {
        const next = c.pending.shift()!;
        run.scheduleAbort(next[1]);
        // an answered request takes no abort in a run, though a scenario file records it
        if (run.scenario.requests[next[1]]!.abortAt !== due) return false;
        c.last = next;
      }
    }
    if (v.tick < run.tick) return false;
    run.advanceTo(v.tick);
    return true;
  };

  return {
    get view() {
      return view;
    },
    get rebuilds() {
      return rebuilds;
    },
    receive(text) {
      const m = decodeLive(text);
      if (!m) return false;
      if (m.type === 'session') {
        aborts.clear();
        announced = [];
        carried = null;
      }
      if (m.type === 'abort' && view && m.epoch === view.epoch) {
        const had = aborts.get(m.id);
        // the same abort again changes nothing; another tick for it: computed again
        if (had !== undefined && had !== m.tick) carried = null;
        if (had === undefined) announced.push(m.id);
        aborts.set(m.id, m.tick);
      }
      view = applyLive(view, m);
      return true;
    },
    trace() {
      return this.advance(Infinity);
    },
    advance(budgetMs) {
      if (!view) return null;
      const deadline = performance.now() + budgetMs;
      for (let tries = 0; tries < 2; tries++) {
        const c = carried && carried.epoch === view.epoch ? carried : rebuild(view);
        if (!catchUp(c, deadline)) return null;
        let ok: boolean;
        try {
          ok = carryOn(c, view);
        } catch {
          ok = false;
        }
        if (ok) return snapshot(c.run);
        // the run cannot follow: a whole run (a fresh one follows the same view at once)
        carried = null;
      }
      return snapshot(fullRun(view, aborts));
    },
  };
}
