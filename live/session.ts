/**
 * The live session: the engine clock, the requests the router took in, the answers the
 * engine gives, and the browsers that watch. One engine tick lasts `tickMs` of wall time.
 *
 * Epochs: the nodes restart (pools empty, clock at 0) when the fix switchboard or the router
 * changes, and when the session would outgrow what a scenario file may hold (500 requests,
 * 1,000,000 ticks, the engine's cost budget). Requests in flight finish on the nodes they were
 * sent to; new ones go to the new nodes. Only the current epoch is kept: memory is bounded by
 * one scenario's worth, and `GET /live/scenario` exports that epoch.
 *
 * Never dies: an engine error in a tick (the engine's own stall guard, a bug) answers that
 * epoch's open requests with a 500 in SGLang's error shape, is logged, and the nodes restart
 * (a new epoch); the server goes on answering.
 */
import { CostTally, LIMITS, type Config, type RequestSpec, type Scenario } from '../src/engine';
import { encodeLive, type LiveMessage } from '../src/wire/live';
import type { PromptRequest } from '../src/wire/requests';
import { createLiveRun, type Answer, type LiveRun, type Progress } from './engine/run';
import type { Verdict } from '../src/engine';
import { escapeControls } from '../src/engine/report';
import { RETRY_DEFAULTS } from './retryPolicy';

/** What the stand-in keeps of a prompt's text (the stand-in model quotes its words). */
export const KEPT_TEXT = 2000;

export interface Outcome {
  spec: RequestSpec;
  answer: Answer;
}

interface Pending {
  index: number;
  resolve: (o: Outcome | null) => void;
  /** the engine has the answer (up to a tick before it is due) */
  computed: (o: Outcome | null) => void;
  dropped: boolean;
  /** called at each tick boundary while it waits (a stream that sends tokens as they come) */
  onTick?: () => void;
}

interface Epoch {
  number: number;
  t0: number;
  run: LiveRun;
  /** the engine's cost estimate of the epoch's requests, kept as they come in */
  cost: CostTally;
  pending: Map<number, Pending>;
  timer: NodeJS.Timeout | null;
  /** when the timer is due (wall ms) */
  wakeAt: number;
  /** the tick of the last wake (the next timer is set for a later boundary) */
  woke: number;
  /** answers the engine computed ahead of their tick boundary (the run is one tick ahead) */
  held: Answer[];
  /** the run-ahead waiting to run after the answers due now are written */
  ahead: NodeJS.Immediate | null;
}

export interface Ticket {
  spec: RequestSpec;
  epoch: number;
  /** at the tick boundary the answer is due; null when the client went away first */
  outcome: Promise<Outcome | null>;
  /**
   * As soon as the engine has the answer, up to a tick before `outcome` (the engine runs one
   * tick ahead): what the answer's bytes are built from, so that only their writing is left
   * for the boundary. Null when the client went away first.
   */
  computed: Promise<Outcome | null>;
  /** the client went away: the engine aborts its request (SGLang's abort path) */
  drop(): void;
  /**
   * When an answer computed at engine tick `tick` is due in wall time (the end of that tick;
   * for the overhead measurement). Its epoch's clock, even once the epoch has been let go.
   */
  dueAt(tick: number): number;
  /** its output tokens so far, from the ticks that have ended (null before the first) */
  progress(): Progress | null;
  /** calls `f` at each tick boundary until the answer is handed out (a stream's pump) */
  onTick(f: () => void): void;
}

export interface SessionOptions {
  scenario: Scenario;
  tickMs: number;
  /** sgl-router's `retry_max_retries` (default 5; 1: no retry) */
  retryMaxRetries?: number;
  now?: () => number;
  /** the engine run of each epoch (a test injects one that fails) */
  createRun?: (base: Scenario) => LiveRun;
  /** where an engine error is logged (default: a line on stderr, controls escaped) */
  log?: (line: string) => void;
}

/** The answer to a request its epoch cannot give: an error in SGLang's shape, nothing leaked. */
export function failedVerdict(index: number, httpStatus: number, message: string): Verdict {
  return {
    request: index,
    httpStatus,
    error: message,
    isolation: 'clean',
    leakedFrom: [],
    pageCounts: { own: 0, crossTenant: 0, sameTenant: 0, unwritten: 0 },
    correct: false,
    expectedStatus: httpStatus,
    expectedError: message,
    output: [],
    generated: 0,
  };
}

export class Session {
  readonly tickMs: number;
  /** sgl-router's `retry_max_retries`: attempts in all (routes/retries.ts) */
  readonly retryMaxRetries: number;
  private base: Scenario;
  private readonly now: () => number;
  private current: Epoch;
  /** older epochs with requests still in flight */
  private draining = new Set<Epoch>();
  private readonly watchers = new Set<(line: string) => void>();
  private serial = 0;
  private lastTickSent = -1;
  private closed = false;
  private readonly createRun: (base: Scenario) => LiveRun;
  private readonly log: (line: string) => void;

  constructor(o: SessionOptions) {
    this.tickMs = o.tickMs;
    this.retryMaxRetries = o.retryMaxRetries ?? RETRY_DEFAULTS.maxRetries;
    this.base = { ...o.scenario, requests: [] };
    this.now = o.now ?? Date.now;
    this.createRun = o.createRun ?? createLiveRun;
    this.log = o.log ?? ((line) => void process.stderr.write(`${escapeControls(line)}\n`));
    this.current = this.epoch(0);
  }

  get config(): Config {
    return this.base.config;
  }

  /** the scenario's tenant ids */
  get tenantIds(): string[] {
    return this.base.tenants.map((t) => t.id);
  }

  get scenario(): Scenario {
    return this.base;
  }

  get epochNumber(): number {
    return this.current.number;
  }

  private epoch(number: number): Epoch {
    return {
      number,
      t0: this.now(),
      run: this.createRun(this.base),
      cost: new CostTally(this.base.config),
      pending: new Map(),
      timer: null,
      wakeAt: Infinity,
      woke: -1,
      held: [],
      ahead: null,
    };
  }

  tickOf(e: Epoch = this.current): number {
    return Math.floor((this.now() - e.t0) / this.tickMs);
  }

  /** The session so far as a scenario file (the current epoch). */
  exportScenario(): Scenario {
    const s = this.current.run.scenario;
    return { ...s, requests: s.requests.map((r) => ({ ...r })) };
  }

  hello(): LiveMessage {
    return {
      type: 'session',
      epoch: this.current.number,
      tick: this.tickOf(),
      tickMs: this.tickMs,
      scenario: this.exportScenario(),
    };
  }

  /** Streams every message to `send` (the first is the session so far); returns the stop. */
  watch(send: (line: string) => void): () => void {
    send(encodeLive(this.hello()));
    this.watchers.add(send);
    return () => this.watchers.delete(send);
  }

  get watcherCount(): number {
    return this.watchers.size;
  }

  /** What the session holds now (`GET /live/status`): the bounds of a long session. */
  status() {
    const inFlight = [this.current, ...this.draining].reduce((n, e) => n + e.pending.size, 0);
    return {
      epoch: this.current.number,
      tick: this.tickOf(),
      requests: this.current.run.scenario.requests.length,
      maxRequests: LIMITS.maxRequests,
      inFlight,
      drainingEpochs: this.draining.size,
      watchers: this.watchers.size,
    };
  }

  private broadcast(m: LiveMessage): void {
    if (this.watchers.size === 0) return; // nobody to encode it for (a hello is sent on watch)
    const line = encodeLive(m);
    for (const w of this.watchers) w(line);
  }

  /** Restarts the nodes with a new configuration: a new epoch, pools empty. */
  restart(config: Config = this.base.config): void {
    this.base = { ...this.base, config };
    this.rollOver();
  }

  private rollOver(): void {
    if (this.current.pending.size > 0) this.draining.add(this.current);
    else this.stop(this.current);
    this.current = this.epoch(this.current.number + 1);
    this.lastTickSent = -1;
    if (this.watchers.size > 0) this.broadcast(this.hello());
  }

  /**
   * Whether the current epoch can take `spec` and stay a valid scenario file (what
   * `costProblem` says of the epoch's requests and `spec`, from a tally kept as they came in:
   * estimating the whole epoch again on every request was most of a submit's time).
   */
  private fits(spec: RequestSpec): boolean {
    const s = this.current.run.scenario;
    if (s.requests.length >= LIMITS.maxRequests || spec.arrival > LIMITS.maxArrival) return false;
    return this.current.cost.problemWith(spec) === null;
  }

  /**
   * `retryOf`: the id of the attempt a router's retry re-sends (routes/retries.ts), recorded on
   * the request when that attempt is in the same epoch (an exported file names only its own).
   */
  submit(tenant: string, req: PromptRequest, retryOf?: string): Ticket {
    if (this.closed) throw new Error('session closed');
    this.catchUp();
    this.serial += 1;
    const spec = (): RequestSpec => ({
      id: `${tenant.slice(0, 40)}-${this.serial}`,
      tenant,
      promptTokens: req.promptTokens,
      maxNewTokens: req.maxNewTokens,
      // the router takes a request in at the next tick boundary: the tick under way may
      // already be computed (the engine runs one tick ahead of the clock, see wake)
      arrival: this.tickOf() + 1,
      ...(req.text !== null ? { text: req.text.slice(0, KEPT_TEXT) } : {}),
      // a stream reads the decode node's own outcome under either router (RequestSpec.stream)
      ...(req.stream ? { stream: true } : {}),
    });
    let s = spec();
    if (!this.fits(s)) {
      this.rollOver();
      s = spec();
    }
    const e = this.current;
    if (retryOf !== undefined && e.run.scenario.requests.some((r) => r.id === retryOf))
      s = { ...s, retryOf };
    const index = e.run.add(s);
    s = e.run.scenario.requests[index]!;
    e.cost.add(s);
    const p: Pending = {
      index,
      resolve: () => undefined,
      computed: () => undefined,
      dropped: false,
    };
    const outcome = new Promise<Outcome | null>((resolve) => (p.resolve = resolve));
    const computed = new Promise<Outcome | null>((resolve) => (p.computed = resolve));
    e.pending.set(index, p);
    this.broadcast({ type: 'request', epoch: e.number, spec: s });
    this.schedule(e);
    return {
      spec: s,
      epoch: e.number,
      outcome,
      computed,
      dueAt: (tick) => e.t0 + (tick + 1) * this.tickMs,
      progress: () => (p.dropped ? null : (e.run.outputSoFar?.(index) ?? null)),
      onTick: (f) => {
        p.onTick = f;
      },
      drop: () => {
        if (p.dropped || !e.pending.has(index)) return;
        p.dropped = true;
        e.pending.delete(index);
        p.computed(null);
        p.resolve(null);
        // an answer computed ahead (it waits for the tick's end) is too late to abort: the
        // run records nothing for it, as for a client that leaves once answered
        if (!this.guard(e, () => e.run.abort(index))) return;
        // the engine tick it was recorded at (the request's abortAt), applied at the next wake
        const { id, abortAt } = e.run.scenario.requests[index]!;
        // past the last tick a scenario file may hold, the epoch could no longer be exported
        // (simulate refused it): the nodes restart first, and this one drains unexported
        if (e === this.current && abortAt !== undefined && abortAt > LIMITS.maxArrival)
          this.rollOver();
        if (e === this.current && abortAt !== undefined)
          this.broadcast({ type: 'abort', epoch: e.number, id, tick: abortAt });
        this.schedule(e);
      },
    };
  }

  /**
   * Wakes at the next tick boundary while the epoch has requests in flight. The timer's wake is
   * that boundary even when it fires a little before it by `now`: node's timers run on libuv's
   * monotonic clock in whole milliseconds, `Date.now()` on the wall clock, and a timer was seen
   * to fire up to a millisecond before its boundary as `Date.now()` read it. The wake then read
   * the tick before its boundary, handed out nothing, and, the clock having crossed the
   * boundary meanwhile, set its next timer a whole tick on: the answers due at the boundary it
   * was set for waited a tick (`npm run bench:live` at --tick-ms 100: overhead p99 101 ms).
   */
  private schedule(e: Epoch): void {
    if (e.timer || this.closed) return;
    const boundary = Math.max(this.tickOf(e), e.woke) + 1;
    e.wakeAt = e.t0 + boundary * this.tickMs;
    e.timer = setTimeout(
      () => this.guard(e, () => this.wake(e, boundary)),
      Math.max(0, e.wakeAt - this.now()),
    );
  }

  /**
   * Runs now every epoch whose tick boundary has passed, as its timer would. The HTTP layer
   * calls this as each request comes in: under load, node reads every ready socket before it
   * runs a timer, so a due answer would wait for a whole round of requests (100 clients:
   * overhead p99 41 ms in `npm run bench:live`). Nothing changes in what the engine computes:
   * the wake advances to the tick boundary that has passed, before the new request arrives.
   */
  catchUp(): void {
    if (this.closed) return;
    const now = this.now();
    for (const e of [this.current, ...this.draining])
      if (e.timer && now >= e.wakeAt) {
        clearTimeout(e.timer);
        this.guard(e, () => this.wake(e));
      }
  }

  /**
   * At a tick boundary: the answers the engine computed ahead for the ticks that have ended
   * are handed out first (and any tick a late timer skipped is run and answered now), the
   * browsers learn the tick, and then, once those answers are written, the engine runs the
   * tick that has just begun. Every request that tick can see has arrived (a request comes in
   * for the next tick boundary), so the engine's cost is off the path of a due answer: it is
   * paid while the tick lasts. A tick that costs more than `tickMs` is late all the same.
   */
  private wake(e: Epoch, boundary = 0): void {
    e.timer = null;
    const tick = Math.max(this.tickOf(e), boundary);
    e.woke = tick;
    const due = e.held.filter((a) => a.tick < tick);
    e.held = e.held.filter((a) => a.tick >= tick);
    this.hand(e, due);
    this.hand(e, e.run.advanceTo(tick));
    // the streams that send tokens as they come: the ticks before this one have run
    for (const p of e.pending.values()) p.onTick?.();
    if (e === this.current && tick !== this.lastTickSent) {
      this.lastTickSent = tick;
      this.broadcast({ type: 'tick', epoch: e.number, tick });
    }
    if (e.pending.size === 0) {
      e.held = []; // only answers to clients that went away
      this.draining.delete(e);
      return;
    }
    this.schedule(e);
    // after the promise callbacks above have written the answers due now (an immediate runs
    // after them, and before the next timer)
    if (e.ahead) clearImmediate(e.ahead);
    e.ahead = setImmediate(() => {
      e.ahead = null;
      if (this.closed) return;
      this.guard(e, () => {
        const ahead = e.run.advanceTo(tick + 1);
        for (const a of ahead) {
          const p = e.pending.get(a.index);
          if (p && !p.dropped) p.computed(this.outcomeOf(e, a));
        }
        e.held.push(...ahead);
      });
    });
  }

  private hand(e: Epoch, answers: Answer[]): void {
    for (const a of answers) {
      const p = e.pending.get(a.index);
      if (!p) continue;
      e.pending.delete(a.index);
      if (p.dropped) continue;
      const o = this.outcomeOf(e, a);
      p.computed(o);
      p.resolve(o);
    }
  }

  private outcomeOf(e: Epoch, a: Answer): Outcome {
    return { spec: e.run.scenario.requests[a.index]!, answer: a };
  }

  private stop(e: Epoch): void {
    if (e.timer) clearTimeout(e.timer);
    if (e.ahead) clearImmediate(e.ahead);
    e.timer = null;
    e.ahead = null;
  }

  /**
   * Runs `step` of epoch `e`; an engine error ends the epoch instead of the process (see the
   * module comment). False when it failed.
   */
  private guard(e: Epoch, step: () => void): boolean {
    try {
      step();
      return true;
    } catch (err) {
      const why = err instanceof Error ? err.message : String(err);
      const open = e.pending.size;
      this.log(
        `engine error in epoch ${e.number}: ${why}; ${open} open request(s) answered 500` +
          (e === this.current ? ', nodes restarted (a new epoch)' : ''),
      );
      this.answerAll(e, 500, `Internal server error: the engine failed (${why})`);
      if (e === this.current && !this.closed) this.rollOver();
      return false;
    }
  }

  /** Answers every open request of `e` with an error and lets the epoch go. */
  private answerAll(e: Epoch, status: number, message: string): void {
    this.stop(e);
    const tick = this.tickOf(e);
    for (const [index, p] of e.pending) {
      if (p.dropped) continue;
      const spec = e.run.scenario.requests[index];
      const o: Outcome | null = spec
        ? { spec, answer: { index, tick, verdict: failedVerdict(index, status, message) } }
        : null;
      p.computed(o);
      p.resolve(o);
    }
    e.pending.clear();
    e.held = [];
    this.draining.delete(e);
  }

  /** Stops the clock; a request still open is answered 503 (the nodes are going away). */
  close(): void {
    this.closed = true;
    for (const e of [this.current, ...this.draining])
      this.answerAll(e, 503, 'Service unavailable: the stand-in is shutting down');
    this.watchers.clear();
  }
}
