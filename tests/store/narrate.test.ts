import { DEFENCES, MODES, builtin, withDefence } from '../engine/familyCases';
import { describe, expect, it } from 'vitest';
import {
  FIX_NAMES,
  ROUTER_KINDS,
  simulate,
  type EventDataMap,
  type EventKind,
  type EventOf,
  type Fixes,
  type RouterKind,
  type Scenario,
  type Trace,
  type TraceEvent,
} from '../../src/engine';
import { formatNumber, t } from '../../src/i18n';
import { answerOf } from '../../src/tools/answer';
import { eventLabel, narrate } from '../../src/views/shared/narrate';
import { BUILT_IN_KEYS, scenarioWith } from './helpers';

/** Sample data for every EventKind (the compiler checks this map is complete and typed). */
const SAMPLE: { [K in EventKind]: EventDataMap[K] } = {
  'router.dispatch': { room: '00000000000000ff', promptTokens: 800_000, router: 'mini_lb' },
  'prefill.cancelled': { pagesFreed: 1 },
  'prefill.bootstrap_timeout': { ticks: 20, seconds: 300, message: 'Prefill bootstrap failed' },
  'decode.honor_abort': { message: 'Input length exceeds' },
  'decode.retract': { pagesFreed: 12, generated: 3 },
  'decode.resume': { tokens: 700, pages: 11 },
  'router.response': {
    status: 500,
    error: 'boom',
    router: 'mini_lb',
    from: 'decode',
    prefillStatus: 200,
    decodeStatus: 500,
  },
  'prefill.tokenizer_reject': {
    promptTokens: 2_000_000,
    maxNewTokens: 16,
    contextLength: 1_048_576,
    check: 'context',
    message: 'the input is too long',
  },
  'decode.tokenizer_reject': {
    promptTokens: 1_048_570,
    maxNewTokens: 16,
    contextLength: 1_048_576,
    check: 'total',
    message: 'too many tokens requested',
  },
  'prefill.reject': { promptTokens: 800_000, maxInput: 681_274 },
  'prefill.bootstrap_add': { inputLen: 1, placeholder: true, after: 'Bootstrapping' },
  'prefill.retire_at_admission': { message: 'x', notified: false },
  'prefill.bootstrapped': { numPages: 1, inputLen: 1, placeholder: true },
  'prefill.honor_abort': { message: 'x', notified: true },
  'prefill.forward': { tokens: 1, pages: 1, placeholder: true, batchSize: 1, evictedPages: 0 },
  'prefill.retire_aborted': { reason: 'aborted', notified: false, message: 'x' },
  'prefill.send_kv_chunk': { pagesSent: 1, pagesReserved: 12_500, tokens: 1 },
  'prefill.transfer_success': {
    overwrotePendingAbort: true,
    pendingMessage: 'x',
    pagesSent: 1,
    release: { cachedPages: 0, freedPages: 1 },
  },
  'decode.reject': { promptTokens: 800_000, maxInput: 681_274 },
  'decode.prealloc_add': { inputLen: 800_000, placeholder: false, after: 'Bootstrapping' },
  'decode.handshake': { before: 'Bootstrapping', after: 'WaitingForInput' },
  'decode.retire_at_admission': { message: 'x' },
  'decode.prealloc': {
    fillLen: 800_000,
    pagesReserved: 12_500,
    pagesSent: 1,
    prefillInputLen: 1,
    budgetTokens: 800_024,
  },
  'decode.prealloc_drop': { message: 'x' },
  'decode.transfer_success': {
    roomMatches: true,
    room: '00000000000000ff',
    metaRoom: '00000000000000ff',
    prefillRejected: true,
    tokensReceived: 1,
    fillLen: 800_000,
  },
  'decode.transfer_failed': {
    stage: 'transfer',
    cause: 'room mismatch',
    status: 500,
    message: 'rooms differ',
  },
  'decode.coverage_refused': { covered: 1, fillLen: 800_000 },
  'decode.cancelled': { pagesFreed: 0 },
  'router.client_abort': {
    prefillQueue: null,
    decodeQueue: 'running_batch',
    prefillPagesFreed: 0,
    decodePagesFreed: 3,
  },
  'decode.timeout': { ticks: 20, seconds: 300, message: 'timed out' },
  'decode.prebuilt': {
    fillLen: 800_000,
    written: 1,
    stalePages: 12_499,
    crossTenantPages: 12_000,
    finishedOnFirstToken: false,
  },
  'decode.step': { batch: 1, steps: 1 },
  'decode.finish': { generated: 24 },
  'pool.merge': { freePages: 3, wanted: 4 },
  'prefill.transfer_start': { pages: 31, landAt: 9 },
  'prefill.source_released': { pages: 31, ticks: 3 },
  'decode.kv_landed': { pages: 31, sourceReused: true, victims: [], victimPages: 0, held: false },
  'decode.late_write': {
    pages: 31,
    sourceReused: false,
    victims: ['b1'],
    victimPages: 19,
    held: false,
  },
  'decode.hold_released': { by: 'deferredRelease', reason: 'timeout', inFlight: true, pages: 31 },
  'decode.checksum_mismatch': { form: '39500', message: 'KV checksum mismatch' },
};
const ALL_KINDS = Object.keys(SAMPLE) as EventKind[];

/** SGLang's JSON error body, quoted inside sgl-router's relayed message (engine/limits.ts) */
const ERROR_BODY = /\{"object":"error","message":"(?:[^"\\]|\\.)*","type":"\w+","code":\d+\}/g;

function expectSentence(text: string, where: string): void {
  expect(text.length, where).toBeGreaterThan(10);
  const unquoted = text.replace(ERROR_BODY, 'BODY');
  expect(unquoted, where).not.toMatch(/undefined|NaN|null|\[object|\{|\}|explore\./);
  expect(text.trim(), where).toBe(text);
}

function withRouter(s: Scenario, router: RouterKind): Scenario {
  return { ...s, config: { ...s.config, router } };
}
const traces = new Map<string, Trace>();
function traceOf(key: string, fixes: Partial<Fixes> = {}, router?: RouterKind): Trace {
  const id = `${key}|${JSON.stringify(fixes)}|${router ?? ''}`;
  let tr = traces.get(id);
  if (!tr) {
    const s = scenarioWith(key, fixes);
    tr = simulate(router ? withRouter(s, router) : s);
    traces.set(id, tr);
  }
  return tr;
}

/** The trace's first stored event of `kind` for request `id`. */
function eventOf<K extends EventKind>(trace: Trace, kind: K, id: string): EventOf<K> {
  const i = trace.scenario.requests.findIndex((r) => r.id === id);
  const e = trace.events.find((x) => x.kind === kind && x.requests.includes(i));
  if (!e) throw new Error(`no ${kind} for ${id}`);
  return e as EventOf<K>;
}
const say = (trace: Trace, kind: EventKind, id = 'd1') =>
  narrate(eventOf(trace, kind, id), trace, 'en');
const n = (x: number) => formatNumber(x, 'en');
const MODEL_WORDING = t('explore.narr.modelWording', {}, 'en');

/** One request whose prompt reaches the context length, beside the incident's own. */
function withLongPrompt(tokens: number, maxNewTokens = 16): Scenario {
  const s = scenarioWith('incident');
  return {
    ...s,
    requests: [
      ...s.requests,
      { id: 'z1', tenant: s.tenants[0]!.id, promptTokens: tokens, maxNewTokens, arrival: 0 },
    ],
  };
}

/**
 * Paths no built-in takes (issue 18): the decode pool smaller than the prefill's with reject at
 * admission; two long generations that only retraction makes room for; a prompt whose
 * fill_len + 512 exceeds the whole decode pool.
 */
function roundThree(): [string, Scenario][] {
  const s = scenarioWith('incident');
  const swapped: Scenario = {
    ...s,
    config: {
      ...s.config,
      prefill: s.config.decode,
      decode: s.config.prefill,
      fixes: { ...s.config.fixes, rejectAtAdmission: true },
    },
  };
  const tiny = (decodePool: number, prompt: number, maxNew: number): Scenario => ({
    ...s,
    config: {
      ...s.config,
      contextLength: 4096,
      pageSize: 1,
      prefill: { poolTokens: 2000 },
      decode: { poolTokens: decodePool },
    },
    requests: ['r1', 'r2'].map((id) => ({
      id,
      tenant: s.tenants[0]!.id,
      promptTokens: prompt,
      maxNewTokens: maxNew,
      arrival: 0,
    })),
  });
  return [
    ['swapped pools + reject at admission', swapped],
    ['retraction', tiny(2000, 200, 1000)],
    ['budget never fits', tiny(400, 200, 6)],
  ];
}

describe('narration', () => {
  it('gives one clean sentence and label for every event of every built-in, every switch set and both routers', () => {
    const seen = new Set<EventKind>();
    let count = 0;
    const singles: Partial<Fixes>[] = [{}, ...FIX_NAMES.map((f) => ({ [f]: true }))];
    const all = Array.from({ length: 1 << FIX_NAMES.length }, (_, bits) =>
      Object.fromEntries(FIX_NAMES.map((f, i) => [f, (bits & (1 << i)) !== 0])),
    );
    const runs: [string, Trace][] = [];
    for (const router of ROUTER_KINDS) {
      for (const fixes of all)
        runs.push([
          `incident ${JSON.stringify(fixes)} ${router}`,
          traceOf('incident', fixes, router),
        ]);
      for (const key of BUILT_IN_KEYS)
        for (const fixes of singles)
          runs.push([`${key} ${JSON.stringify(fixes)} ${router}`, traceOf(key, fixes, router)]);
      for (const [name, sc] of roundThree())
        runs.push([`${name} ${router}`, simulate(withRouter(sc, router))]);
      // the page-lifetime family's scenarios with each of its defences (the checksum, holds)
      for (const mode of Object.values(MODES))
        for (const d of DEFENCES)
          runs.push([
            `${mode.file} ${d} ${router}`,
            simulate(withRouter(withDefence(builtin(mode.file), d), router)),
          ]);
      const long = simulate(withRouter(withLongPrompt(1_048_576), router));
      const total = simulate(withRouter(withLongPrompt(1_048_570, 16), router));
      runs.push([`context ${router}`, long], [`total ${router}`, total]);
    }
    for (const [name, trace] of runs) {
      for (const e of trace.events) {
        seen.add(e.kind);
        expectSentence(narrate(e, trace, 'en'), `${name} step ${e.step} ${e.kind}`);
        expectSentence(eventLabel(e, trace, 'en'), `${name} label ${e.kind}`);
        count++;
      }
    }
    expect(count).toBeGreaterThan(10_000);
    // the runs reach every kind the engine emits on these paths
    // (a client's abort comes only from a run's abort(): tests/engine/abort.test.ts)
    for (const k of ALL_KINDS)
      if (k !== 'decode.prealloc_drop' && k !== 'router.client_abort') expect(seen, k).toContain(k);
  }, 30_000);

  it('tells the story of the incident in SGLang’s own words, with the figures of the trace', () => {
    const trace = traceOf('incident');
    const spec = trace.scenario.requests.find((r) => r.id === 'd1')!;
    const reject = say(trace, 'prefill.reject');
    expect(reject).toContain('set_finish_with_abort');
    expect(reject).toContain(n(spec.promptTokens));
    expect(reject).toContain(n(trace.limits.prefillMaxInput));
    expect(say(trace, 'prefill.transfer_success')).toContain('FINISH_LENGTH(0)');
    expect(say(trace, 'decode.transfer_success')).toContain('bootstrap_room');
    const prebuilt = eventOf(trace, 'decode.prebuilt', 'd1');
    expect(say(trace, 'decode.prebuilt')).toContain(`${n(prebuilt.data.stalePages)} of its pages`);
    const writers = trace.verdicts[3]!.leakedFrom.map((l) => l.request);
    const response = say(trace, 'router.response');
    expect(response).toContain('HTTP 200');
    for (const w of writers) expect(response).toContain(w);
  });

  it('says the decode node reserves exactly fill_len, with no pages for the output', () => {
    const trace = traceOf('incident');
    const { pageSize } = trace.scenario.config;
    const spec = trace.scenario.requests.find((r) => r.id === 'd1')!;
    const text = say(trace, 'decode.prealloc');
    expect(text).toContain('_pre_alloc');
    expect(text).toContain(`fill_len = ${n(spec.promptTokens)}`);
    expect(text).toContain(`${n(Math.ceil(spec.promptTokens / pageSize))} pages`);
    // the budget asks for fill_len in whole pages + num_reserved_decode_tokens (512)
    expect(text).toContain(n(Math.ceil(spec.promptTokens / pageSize) * pageSize + 512));
    expect(text).toContain('alloc_decode');
    expect(text).not.toMatch(/plus room for the output|and its output/);
  });

  it('says the first token comes from the prefill, and a one-token request ends at PREBUILT', () => {
    expect(say(traceOf('incident'), 'decode.transfer_success')).toContain(
      '_commit_transfer_to_req',
    );
    const base = scenarioWith('incident');
    const one = simulate({
      ...base,
      requests: base.requests.map((r) => (r.id === 'd1' ? { ...r, maxNewTokens: 1 } : r)),
    });
    const prebuilt = say(one, 'decode.prebuilt');
    expect(prebuilt).toContain('check_finished');
    expect(prebuilt).toContain(n(eventOf(one, 'decode.prebuilt', 'd1').data.stalePages));
    expect(prebuilt).toMatch(/no decode step/);
    expect(say(one, 'decode.finish')).toContain('FINISH_LENGTH(1)');
  });

  it('mini_lb: the decode node’s 500 after the transfer timeout, with SGLang’s message', () => {
    const trace = traceOf('incident', { rejectAtAdmission: true }, 'mini_lb');
    const v = trace.verdicts[3]!;
    const timeout = say(trace, 'decode.timeout');
    expect(timeout).toContain('SGLANG_DISAGGREGATION_WAITING_TIMEOUT');
    expect(timeout).toContain(v.error!);
    const response = say(trace, 'router.response');
    expect(response).toContain('mini_lb');
    expect(response).toContain(`HTTP ${v.httpStatus}`);
    expect(response).toContain(v.error!);
    expect(response).toContain(`HTTP ${answerOf(trace, 3)!.prefillStatus}`);
    // the timeout text is SGLang's: no model-wording note
    expect(response).not.toContain(MODEL_WORDING);
  });

  it('sgl-router: relays the prefill’s error at once, wrapped, and cancels the decode request', () => {
    const trace = traceOf('incident', { rejectAtAdmission: true }, 'sgl-router');
    const v = trace.verdicts[3]!;
    const response = say(trace, 'router.response');
    expect(response).toContain('sgl-router');
    expect(response).toContain(`HTTP ${v.httpStatus}`);
    // the wrapper's words, not the JSON body inside it (the response panel shows that whole)
    expect(v.error).toMatch(/^Prefill server error \(400 Bad Request\): \{"object":"error"/);
    expect(response).toContain('“Prefill server error (400 Bad Request): …”');
    expect(response).not.toContain('"object":"error"');
    expect(response).toContain('in its current versions');
    // with #36988 the decode node has already reserved pages when the router cancels it
    const late = traceOf('incident', { retireAbortedPrefill: true }, 'sgl-router');
    const cancelled = eventOf(late, 'decode.cancelled', 'd1');
    expect(cancelled.data.pagesFreed).toBeGreaterThan(0);
    const text = say(late, 'decode.cancelled');
    expect(text).toContain('sgl-router');
    expect(text).toContain(n(cancelled.data.pagesFreed));
    expect(eventLabel(cancelled, late, 'en')).toContain('d1');
  });

  it('marks model wording: the coverage refusal and the prefill-abort cause, not the timeout or the room check', () => {
    for (const router of ROUTER_KINDS) {
      const cov = traceOf('incident', { coverageCheck: true }, router);
      expect(say(cov, 'decode.transfer_failed')).toContain(MODEL_WORDING);
      expect(say(cov, 'decode.transfer_failed')).toContain(cov.verdicts[3]!.error!);
      expect(say(cov, 'router.response')).toContain(MODEL_WORDING);
      expect(answerOf(cov, 3)).toMatchObject({ from: 'decode', modelWording: true });
    }
    const honor = traceOf('incident', { honorAbortBeforeHandoff: true }, 'mini_lb');
    expect(say(honor, 'decode.transfer_failed')).toContain(MODEL_WORDING);
    const timeout = traceOf('incident', { retireAbortedPrefill: true }, 'mini_lb');
    expect(answerOf(timeout, 3)).toMatchObject({ from: 'decode', modelWording: false });
    const base = traceOf('incident');
    const room = {
      ...base.events[0]!,
      kind: 'decode.transfer_failed',
      node: 'decode',
      requests: [3],
      data: SAMPLE['decode.transfer_failed'],
    } as TraceEvent;
    const text = narrate(room, base, 'en');
    expect(text).toContain('_commit_transfer_to_req');
    expect(text).toContain(SAMPLE['decode.transfer_failed'].message);
    expect(text).not.toContain(MODEL_WORDING);
  });

  it('the split #38704: each half has its own sentence', () => {
    const honor = traceOf('incident', { honorAbortBeforeHandoff: true });
    expect(say(honor, 'prefill.honor_abort')).toContain('#38704');
    const cov = traceOf('incident', { coverageCheck: true });
    const refused = eventOf(cov, 'decode.coverage_refused', 'd1');
    const text = say(cov, 'decode.coverage_refused');
    expect(text).toContain('#38704');
    expect(text).toContain(n(refused.data.covered));
    expect(text).toContain(n(refused.data.fillLen));
    expect(say(honor, 'prefill.honor_abort')).not.toBe(text);
  });

  it('TokenizerManager rejects on each node with SGLang’s message; the router checks nothing', () => {
    for (const [tokens, check] of [
      [1_048_576, 'context'],
      [1_048_570, 'total'],
    ] as const) {
      const trace = simulate(withLongPrompt(tokens));
      for (const kind of ['prefill.tokenizer_reject', 'decode.tokenizer_reject'] as const) {
        const e = eventOf(trace, kind, 'z1');
        expect(e.data.check).toBe(check);
        const text = narrate(e, trace, 'en');
        expect(text).toContain('TokenizerManager');
        expect(text).toContain(e.data.message);
        expect(text).toContain(n(tokens));
      }
      const dispatch = say(trace, 'router.dispatch', 'z1');
      expect(dispatch).toContain(trace.scenario.config.router);
    }
  });

  it('a decode run stored as one event reads as that many steps', () => {
    const trace = traceOf('incident');
    const run = trace.events.find((e) => e.kind === 'decode.step' && e.data.steps > 1);
    expect(run).toBeDefined();
    if (run?.kind !== 'decode.step') return;
    expect(narrate(run, trace, 'en')).toContain(String(run.data.steps));
    expect(eventLabel(run, trace, 'en')).toContain(String(run.data.steps));
  });

  it('formats numbers per locale', () => {
    const trace = traceOf('incident');
    const e = trace.events.find((x) => x.kind === 'prefill.reject')!;
    expect(narrate(e, trace, 'fr')).toMatch(/800\u202f000|800\u00a0000/);
    expect(narrate(e, trace, 'nl')).toContain('800.000');
  });

  it('has a sentence and a label for every EventKind, even ones the built-ins never emit', () => {
    const trace = traceOf('incident');
    const base = trace.events[0]!;
    for (const kind of ALL_KINDS) {
      const e = { ...base, kind, data: SAMPLE[kind], requests: [3] } as TraceEvent;
      for (const lang of ['en', 'fr', 'nl'] as const) {
        expectSentence(narrate(e, trace, lang), `${lang} ${kind}`);
        expectSentence(eventLabel(e, trace, lang), `${lang} ${kind}`);
      }
    }
  });
});
