/**
 * A readable scenario driver for tests:
 *   run('incident').until('decode.prealloc', 'd1').expectPage('decode', 42).writtenBy('a1')
 */
import { expect } from 'vitest';
import {
  forEachStretch,
  segmentAt,
  simulate,
  spanOf,
  stateAt,
  type EngineState,
  type EventKind,
  type Fixes,
  type NodeName,
  type RequestState,
  type RouterKind,
  type Scenario,
  type Trace,
  type TraceEvent,
} from '../../src/engine';

import { builtinScenario, withFixes, withRouter } from '../helpers/scenarios';

/** The scenario helpers under the names the engine tests use (one helper: ../helpers/scenarios). */
export { builtinScenario as loadBuiltin, withFixes, withRouter };

export class Driver {
  cursor = -1;
  constructor(readonly trace: Trace) {}

  /** the state after the current stored event (all of its steps) */
  get state(): EngineState {
    if (this.cursor < 0) return this.trace.initial;
    const e = this.trace.events[this.cursor]!;
    return stateAt(this.trace, e.step + spanOf(e) - 1);
  }
  get event(): TraceEvent {
    return this.trace.events[this.cursor]!;
  }
  /** the current event's values, untyped (tests read them after `until(kind)`) */
  get data(): Record<string, unknown> {
    return this.event.data as unknown as Record<string, unknown>;
  }
  index(id: string): number {
    const i = this.trace.scenario.requests.findIndex((r) => r.id === id);
    if (i < 0) throw new Error(`no request ${id}`);
    return i;
  }
  /** Moves to the next event of `kind` (for request `id`, if given); fails the test if none. */
  until(kind: EventKind, id?: string): this {
    const want = id === undefined ? null : this.index(id);
    const next = this.trace.events.findIndex(
      (e, i) => i > this.cursor && e.kind === kind && (want === null || e.requests.includes(want)),
    );
    expect(next, `no ${kind}${id ? ` for ${id}` : ''} after step ${this.cursor}`).toBeGreaterThan(
      -1,
    );
    this.cursor = next;
    return this;
  }
  has(kind: EventKind, id?: string): boolean {
    const want = id === undefined ? null : this.index(id);
    return this.trace.events.some(
      (e) => e.kind === kind && (want === null || e.requests.includes(want)),
    );
  }
  req(id: string): RequestState {
    return this.state.requests[this.index(id)]!;
  }
  verdict(id: string) {
    return this.trace.verdicts[this.index(id)]!;
  }
  expectPage(node: NodeName, page: number) {
    const seg = segmentAt(this.state[node].content, page);
    const ids = this.trace.scenario.requests;
    return {
      writtenBy: (id: string | null) =>
        expect(seg ? ids[seg.writer]!.id : null, `writer of ${node} page ${page}`).toBe(id),
      tenant: (tenant: string | null) =>
        expect(seg ? ids[seg.writer]!.tenant : null, `tenant of ${node} page ${page}`).toBe(tenant),
    };
  }
  /** Writers (request ids, or null for never written) over a request's held pages on a node. */
  writersOf(node: NodeName, id: string): Map<string | null, number> {
    const r = this.req(id);
    const side = node === 'prefill' ? r.prefill : r.decode;
    const out = new Map<string | null, number>();
    forEachStretch(this.state[node].content, side?.pages ?? [], (a, b, seg) => {
      const key = seg ? this.trace.scenario.requests[seg.writer]!.id : null;
      out.set(key, (out.get(key) ?? 0) + (b - a));
    });
    return out;
  }
}

export function run(
  scenario: string | Scenario,
  fixes: Partial<Fixes> = {},
  router?: RouterKind,
): Driver {
  const s = typeof scenario === 'string' ? builtinScenario(scenario) : scenario;
  const withF = withFixes(s, fixes);
  return new Driver(simulate(router ? withRouter(withF, router) : withF));
}
