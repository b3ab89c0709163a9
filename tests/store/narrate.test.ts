import { describe, expect, it } from 'vitest';
import type { EventKind, Trace, TraceEvent } from '../../src/engine';
import { eventLabel, narrate } from '../../src/story/narrate';
import { allFixCombos, BUILT_IN_KEYS, traceOf } from './helpers';

/** Every EventKind (the compiler checks this list is complete). */
const ALL_KINDS = Object.keys({
  'router.dispatch': 1,
  'router.reject_context': 1,
  'router.response': 1,
  'prefill.reject': 1,
  'prefill.bootstrap_add': 1,
  'prefill.retire_at_admission': 1,
  'prefill.bootstrapped': 1,
  'prefill.honor_abort': 1,
  'prefill.forward': 1,
  'prefill.retire_aborted': 1,
  'prefill.send_kv_chunk': 1,
  'prefill.transfer_success': 1,
  'decode.reject': 1,
  'decode.prealloc_add': 1,
  'decode.handshake': 1,
  'decode.retire_at_admission': 1,
  'decode.prealloc': 1,
  'decode.prealloc_drop': 1,
  'decode.transfer_success': 1,
  'decode.transfer_failed': 1,
  'decode.coverage_refused': 1,
  'decode.timeout': 1,
  'decode.prebuilt': 1,
  'decode.step': 1,
  'decode.finish': 1,
  'pool.merge': 1,
} satisfies Record<EventKind, 1>) as EventKind[];

function expectSentence(text: string, where: string): void {
  expect(text.length, where).toBeGreaterThan(10);
  expect(text, where).not.toMatch(/undefined|NaN|null|\{|\}|explore\./);
  expect(text.trim(), where).toBe(text);
}

const traces: [string, Trace][] = [];
for (const key of BUILT_IN_KEYS)
  for (const fixes of allFixCombos())
    traces.push([`${key} ${JSON.stringify(fixes)}`, traceOf(key, fixes)]);

describe('narration', () => {
  it('gives one clean sentence and label for every event of every built-in with every switch set', () => {
    const seen = new Set<EventKind>();
    let count = 0;
    for (const [name, trace] of traces) {
      for (const e of trace.events) {
        seen.add(e.kind);
        expectSentence(narrate(e, trace, 'en'), `${name} step ${e.step} ${e.kind}`);
        expectSentence(eventLabel(e, trace, 'en'), `${name} label ${e.kind}`);
        count++;
      }
    }
    expect(count).toBeGreaterThan(10_000);
    // the runs reach the fixes' own paths, not only the vulnerable one
    for (const k of [
      'prefill.reject',
      'prefill.retire_at_admission',
      'decode.retire_at_admission',
      'prefill.honor_abort',
      'prefill.retire_aborted',
      'decode.transfer_failed',
      'decode.timeout',
      'decode.prebuilt',
      'pool.merge',
    ] as EventKind[])
      expect(seen, k).toContain(k);
  });

  it('tells the story of the incident in SGLang’s own words', () => {
    const trace = traceOf('incident');
    const at = (kind: EventKind, req = 3) =>
      narrate(
        trace.events.find((e) => e.kind === kind && e.requests.includes(req))!,
        trace,
        'en',
      );
    expect(at('prefill.reject')).toBe(
      'The prefill node rejects d1 (800,000 tokens ≥ its limit 681,274): set_finish_with_abort swaps the prompt for a one-token placeholder and records a pending 400 in to_finish, but finished_reason stays empty.',
    );
    expect(at('prefill.transfer_success')).toContain('FINISH_LENGTH(0)');
    expect(at('decode.transfer_success')).toContain('bootstrap_room');
    expect(at('decode.prebuilt')).toMatch(/12,499 of its pages hold stale KV/);
    expect(at('router.response')).toMatch(
      /HTTP 200.*a1 \(Tenant A\), b1 \(Tenant B\), and c1 \(Tenant C\)/,
    );
  });

  it('formats numbers per locale', () => {
    const trace = traceOf('incident');
    const e = trace.events.find((x) => x.kind === 'prefill.reject')!;
    expect(narrate(e, trace, 'fr')).toMatch(/800\u202f000|800\u00a0000/);
    expect(narrate(e, trace, 'nl')).toContain('800.000');
  });

  it('has a sentence for every EventKind, even ones the built-ins never emit', () => {
    const trace = traceOf('incident');
    const base = trace.events[0]!;
    for (const kind of ALL_KINDS) {
      const e: TraceEvent = { ...base, kind, data: {}, requests: [3] };
      expectSentence(narrate(e, trace, 'en'), kind);
      expectSentence(eventLabel(e, trace, 'en'), kind);
    }
  });
});
