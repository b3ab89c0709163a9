/**
 * An incremental run: a simulation you can feed (add a request, abort one) and step
 * (`advanceTo`), which yields its events in batches. Each request's verdict is final as soon
 * as that request ends (its response, or its client going away). `simulate()` is
 * `runToEnd()` then `finish()` on a run of the whole scenario.
 *
 * The trace a run returns is one object that grows in place: append-only, `complete: false`
 * until `finish()`. Between calls it is consistent: `stepCount` covers every stored event, and
 * `scenario.requests` lists the requests present in the state after the last event (a request
 * added since enters the trace with the next event, where its state appears).
 */
import { clientAbort } from './abort';
import { lifetimePending } from './lifetime';
import { createSim, fastForward, nextDispatch, tick, waitingRequest } from './loop';
import { record, req, type Sim } from './sim';
import type { SimulateOptions } from './simulate';
import type { RequestSpec, Scenario, Trace, TraceEvent, Verdict } from './types';
import { outputSoFar, verdictFor } from './verdicts';

/** Ticks without any event before the engine gives up (a guard; never reached in tests). */
const STALL_LIMIT = 10_000;

/** How a run is made: SimulateOptions, and whether it keeps its trace. */
export interface RunOptions extends SimulateOptions {
  /**
   * Keep no trace: each batch's events are dropped once handed out, with their state changes,
   * and no checkpoints are taken (the live stand-in needs only the batches and the verdicts).
   * What the engine computes is the same; `trace()` is then no trace to read states from.
   */
  forget?: boolean;
}

export interface RunBatch {
  /** the events appended since the previous batch */
  events: readonly TraceEvent[];
  /** request indexes whose verdict became final since the previous batch */
  ended: readonly number[];
  /** the engine tick after the batch: the next tick to run */
  tick: number;
}

export interface EngineRun {
  /** the run's own copy of the scenario: its `requests` grow as requests are added */
  readonly scenario: Scenario;
  /** the next tick to run */
  readonly tick: number;
  /** Adds a request arriving at max(spec.arrival, tick); returns its index. Throws if the id is taken. */
  add(spec: RequestSpec): number;
  /**
   * The client went away: SGLang's abort path on both nodes (engine/abort.ts), now; the verdict
   * is final. Recorded as the request's `abortAt` (the run's tick) in the run's scenario. A
   * request whose arrival is still to come is aborted at its arrival instead (its `abortAt`).
   */
  abort(index: number): void;
  /**
   * The client went away: recorded as the request's `abortAt` (the run's tick, or its arrival
   * when that is later), and applied as a scenario's `abortAt` is: before that tick runs, with
   * any other abort of that tick in request order. What the live stand-in calls, so that its
   * exported session replays exactly.
   */
  scheduleAbort(index: number): void;
  /** Runs (fast-forwarding quiet decode stretches) until the tick reaches `tick`. */
  advanceTo(tick: number): RunBatch;
  /** Runs until every added request has ended (what `simulate()` does). */
  runToEnd(): RunBatch;
  /** true when every added request has ended */
  readonly idle: boolean;
  /** the final verdict of a request that has ended, else null */
  verdict(index: number): Verdict | null;
  /** a request being decoded: its tokens so far and the output it will have (verdicts.ts) */
  outputSoFar(index: number): ReturnType<typeof outputSoFar>;
  /** the trace so far: append-only, `complete: false` until `finish()` (always the same object) */
  trace(): Trace;
  /** Marks the trace complete: no more add, abort or advance. A request that has not ended gets the verdict of its state so far (no answer: status 0). */
  finish(): Trace;
}

/** Whether a dispatched request is still being served on either side. */
function inFlight(sim: Sim): boolean {
  if (lifetimePending(sim)) return true;
  return sim.state.requests.some(
    (r) => r.bootstrapRoom !== null && (!r.response || (r.decode && r.decode.queue !== 'done')),
  );
}

/** Events whose request has ended with them. */
function endsRequest(e: TraceEvent): boolean {
  return e.kind === 'router.response' || e.kind === 'router.client_abort';
}

class Run implements EngineRun {
  private readonly sim: Sim;
  private readonly record: Trace;
  /** events already looked at for endings / already handed out in a batch */
  private scanned = 0;
  private reported = 0;
  /** ended, verdict not yet handed out in a batch */
  private ended: number[] = [];
  private answered = 0;
  /** index of the event each added request's state enters with */
  private readonly entersAt: number[] = [];
  /** aborts still to apply, [tick, request index], by tick then index */
  private aborts: [number, number][] = [];
  private quiet = false;
  private idleTicks = 0;
  private ticks = 0;
  private done = false;

  constructor(
    readonly scenario: Scenario,
    /** the scenario object the trace shows (the same as `scenario` when nothing is added) */
    traceScenario: Scenario,
    private readonly options: RunOptions,
  ) {
    const sim = createSim(scenario);
    sim.checkpointing = options.forget !== true;
    this.sim = sim;
    scenario.requests.forEach((r, i) => {
      if (r.abortAt !== undefined) this.aborts.push([r.abortAt, i]);
    });
    this.aborts.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
    this.record = {
      scenario: traceScenario,
      events: sim.events,
      ops: sim.ops,
      checkpoints: sim.checkpoints,
      checkpointAt: sim.checkpointAt,
      initial: sim.initial,
      stepCount: 0,
      verdicts: [],
      limits: { prefillMaxInput: sim.prefillMax, decodeMaxInput: sim.decodeMax },
      complete: false,
    };
  }

  get tick(): number {
    return this.sim.state.tick;
  }

  get idle(): boolean {
    return this.answered === this.scenario.requests.length;
  }

  private open(what: string): void {
    if (this.done) throw new Error(`${what}: the run is finished`);
  }

  add(spec: RequestSpec): number {
    this.open('add');
    const { sim, scenario } = this;
    if (sim.ids.has(spec.id)) throw new Error(`add: request id "${spec.id}" is already taken`);
    if (!scenario.tenants.some((t) => t.id === spec.tenant))
      throw new Error(`add: request "${spec.id}" names an unknown tenant "${spec.tenant}"`);
    if (spec.after !== undefined && !sim.ids.has(spec.after))
      throw new Error(
        `add: request "${spec.id}" waits for "${spec.after}", which is not in the run`,
      );
    const index = scenario.requests.length;
    const added: RequestSpec = { ...spec, arrival: Math.max(spec.arrival, sim.state.tick) };
    scenario.requests.push(added);
    sim.ids.set(added.id, index);
    sim.waiting.add(index);
    // the request's state is a change like any other: it is stored with the next event
    record(sim, { t: 'req', i: index, v: waitingRequest(added, index) });
    this.entersAt[index] = sim.events.length;
    if (added.abortAt !== undefined) this.plan(added.abortAt, index);
    return index;
  }

  abort(index: number): void {
    this.open('abort');
    const at = this.leaves(index, 'abort');
    if (at === null) return;
    if (at <= this.sim.state.tick) this.abortNow(index);
    else this.plan(at, index);
  }

  scheduleAbort(index: number): void {
    this.open('scheduleAbort');
    const at = this.leaves(index, 'scheduleAbort');
    if (at !== null) this.plan(at, index);
  }

  /**
   * Records that request `index`'s client went away now: its `abortAt` is the run's tick, or
   * its arrival when that is later (a request added for a tick still to come: a scenario file
   * cannot say a client left before it arrived, and the request waits for its arrival either
   * way). Null when it was answered already.
   */
  private leaves(index: number, what: string): number | null {
    if (!Number.isInteger(index) || index < 0 || index >= this.scenario.requests.length)
      throw new Error(`${what}: no request ${index}`);
    if (req(this.sim, index).response) return null; // answered: nobody left to abort for
    const at = Math.max(this.sim.state.tick, this.scenario.requests[index]!.arrival);
    const spec = { ...this.scenario.requests[index]!, abortAt: at };
    this.scenario.requests[index] = spec;
    const shown = this.record.scenario.requests;
    if (shown !== this.scenario.requests && index < shown.length) shown[index] = spec;
    return at;
  }

  private plan(tick: number, index: number): void {
    const at = this.aborts.findIndex(([t, i]) => t > tick || (t === tick && i > index));
    this.aborts.splice(at < 0 ? this.aborts.length : at, 0, [tick, index]);
  }

  private abortNow(index: number): void {
    if (req(this.sim, index).response) return;
    clientAbort(this.sim, index);
    this.collect();
    this.sync();
  }

  /** Applies the aborts due at the run's tick (or before it). */
  private abortDue(): void {
    while (this.aborts.length > 0 && this.aborts[0]![0] <= this.sim.state.tick)
      this.abortNow(this.aborts.shift()![1]);
  }

  advanceTo(tick: number): RunBatch {
    this.open('advanceTo');
    return this.drive(tick);
  }

  runToEnd(): RunBatch {
    this.open('runToEnd');
    const batch = this.drive(Infinity);
    const total = this.scenario.requests.length;
    this.options.onProgress?.(total, total);
    return batch;
  }

  outputSoFar(index: number) {
    return index < this.scenario.requests.length
      ? outputSoFar(this.sim, req(this.sim, index))
      : null;
  }

  verdict(index: number): Verdict | null {
    return this.record.verdicts[index] ?? null;
  }

  trace(): Trace {
    return this.record;
  }

  finish(): Trace {
    if (!this.done) {
      this.sync();
      const { verdicts, scenario } = this.record;
      // (a request added after the last event never entered the trace: it has no verdict)
      for (let i = 0; i < scenario.requests.length; i++)
        verdicts[i] ??= verdictFor(this.sim, req(this.sim, i));
      this.record.complete = true;
      this.done = true;
    }
    return this.record;
  }

  /** Requests ended by the events since the last look. */
  private collect(): void {
    const events = this.sim.events;
    for (; this.scanned < events.length; this.scanned++) {
      const e = events[this.scanned]!;
      if (!endsRequest(e)) continue;
      this.answered++;
      this.ended.push(e.requests[0]!);
    }
  }

  /** Brings the trace up to the run: steps, newly visible requests, final verdicts. */
  private sync(): void {
    const { sim, record: trace } = this;
    trace.stepCount = sim.steps;
    const shown = trace.scenario.requests;
    if (shown !== this.scenario.requests)
      while (
        shown.length < this.scenario.requests.length &&
        this.entersAt[shown.length]! < sim.events.length
      )
        shown.push(this.scenario.requests[shown.length]!);
    for (const i of this.ended) trace.verdicts[i] ??= verdictFor(sim, req(sim, i));
  }

  private batch(): RunBatch {
    this.sync();
    const events = this.sim.events.slice(this.reported);
    this.reported = this.sim.events.length;
    const ended = this.ended;
    this.ended = [];
    if (this.options.forget) this.drop();
    return { events, ended, tick: this.sim.state.tick };
  }

  /**
   * Drops the events handed out and their state changes (`forget`; such a run takes no
   * checkpoints): nothing the engine computes reads them. Positions kept against the event
   * list move with it.
   */
  private drop(): void {
    const sim = this.sim;
    // the events looked at for endings (a fast-forward appends some that are looked at later)
    const n = this.scanned;
    sim.events.splice(0, n);
    sim.ops.splice(0, n);
    this.scanned = 0;
    this.reported -= n;
    for (let i = this.record.scenario.requests.length; i < this.entersAt.length; i++)
      this.entersAt[i] = Math.max(0, this.entersAt[i]! - n);
  }

  /**
   * To `limit` (a tick), or to the end when `limit` is Infinity, stopping at each tick a
   * client goes away (`abortAt`) to abort its request before that tick runs.
   */
  private drive(limit: number): RunBatch {
    const toEnd = limit === Infinity;
    this.abortDue();
    while (this.aborts.length > 0 && !(toEnd && this.idle)) {
      const at = this.aborts[0]![0];
      if (at >= limit) break;
      this.runTo(at, false);
      this.abortDue();
    }
    this.runTo(limit, toEnd);
    this.abortDue();
    return this.batch();
  }

  /** The run loop: to `limit` (a tick), or until every request has ended when `toEnd`. */
  private runTo(limit: number, toEnd: boolean): void {
    const sim = this.sim;
    const { onProgress } = this.options;
    while (toEnd ? !this.idle : sim.state.tick < limit) {
      if (this.quiet && fastForward(sim, limit)) {
        this.quiet = false;
        continue;
      }
      const before = sim.events.length;
      tick(sim);
      if (sim.events.length !== before) this.collect();
      if (sim.events.length === before && !inFlight(sim)) {
        // nothing can happen before the next arrival: jump to it (or to `limit`)
        const next = nextDispatch(sim);
        if (next > sim.state.tick && (Number.isFinite(next) || !toEnd)) {
          sim.state.tick = Math.min(next, limit);
          continue;
        }
      }
      this.quiet = sim.events.length === before + 1 && sim.events[before]!.kind === 'decode.step';
      this.idleTicks = sim.events.length === before ? this.idleTicks + 1 : 0;
      if (this.idleTicks > STALL_LIMIT) throw new Error(`engine stalled at tick ${sim.state.tick}`);
      sim.state.tick += 1;
      if (onProgress && ++this.ticks % 256 === 0)
        onProgress(this.answered, this.scenario.requests.length);
    }
  }
}

/**
 * A run of `scenario`, which it copies: add() grows the run's own request list, never the
 * caller's.
 */
export function createRun(scenario: Scenario, options: RunOptions = {}): EngineRun {
  const own = { ...scenario, requests: scenario.requests.slice() };
  const shown = { ...scenario, requests: scenario.requests.slice() };
  return new Run(own, shown, options);
}

/** A run that shows `scenario` itself (simulate(): nothing is added, the trace names the input). */
export function runOf(scenario: Scenario, options: SimulateOptions = {}): EngineRun {
  return new Run(scenario, scenario, options);
}
