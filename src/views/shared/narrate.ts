/**
 * One plain sentence per trace event, from the event's kind and its typed data (and, where
 * the event alone cannot tell, the trace's state after it). Every sentence comes from a t()
 * key in src/i18n/en/explore.ts; numbers are formatted per locale by t(). Where a message
 * quoted is the model's wording rather than SGLang's (engine/limits.ts), the sentence says so.
 */
import { stateAt, type EventKind, type EventOf, type Trace, type TraceEvent } from '../../engine';
import { locale, t, type Lang } from '../../i18n';
import type { MessageKey } from '../../i18n/en';
import { answerOf } from '../../tools/answer';

type Vars = Record<string, string | number>;
/** a sentence key with its values, and optionally a second sentence appended to it */
type Line = [MessageKey, Vars] | [MessageKey, Vars, MessageKey];

function reqId(trace: Trace, i: number | undefined): string {
  return (i !== undefined ? trace.scenario.requests[i]?.id : undefined) ?? '?';
}

function tenantName(trace: Trace, tenantId: string): string {
  return trace.scenario.tenants.find((x) => x.id === tenantId)?.name ?? tenantId;
}

const lists = new Map<Lang, Intl.ListFormat>();

function list(items: string[], lang: Lang): string {
  let f = lists.get(lang);
  if (!f) lists.set(lang, (f = new Intl.ListFormat(locale(lang), { type: 'conjunction' })));
  return f.format(items);
}

/** "1 token" / "800,000 tokens", with the language's plural rules (src/i18n/plural.ts). */
function qty(n: number, unit: 'token' | 'page', lang: Lang): string {
  return t(`explore.unit.${unit}`, { n }, lang);
}

type Builder<K extends EventKind> = (e: EventOf<K>, trace: Trace, req: string, lang: Lang) => Line;
type Builders = { [K in EventKind]: Builder<K> };

const first = (e: TraceEvent) => e.requests[0] ?? -1;
const promptOf = (tr: Trace, e: TraceEvent) => tr.scenario.requests[first(e)]?.promptTokens ?? 0;
/** The request's state after the event. */
const stateOf = (tr: Trace, e: TraceEvent) => stateAt(tr, e.step).requests[first(e)];
const MODEL_WORDING: MessageKey = 'explore.narr.modelWording';
/** sgl-router's `is_retryable_status` counts 500 among its retryable statuses (facts/sglang.md) */
const retryable = (status: number) => status === 500;

const BUILDERS: Builders = {
  'router.dispatch': (e, tr, req, lang) => {
    const spec = tr.scenario.requests[first(e)];
    return [
      'explore.narr.router.dispatch',
      {
        req,
        router: e.data.router,
        tenant: spec ? tenantName(tr, spec.tenant) : '?',
        tokens: qty(e.data.promptTokens, 'token', lang),
        room: e.data.room,
      },
    ];
  },
  'router.response': (e, tr, req, lang) => {
    const d = e.data;
    const base = { req, router: d.router, status: d.status };
    const worded = answerOf(tr, first(e))?.modelWording === true;
    const withNote = (line: [MessageKey, Vars]): Line =>
      worded ? [line[0], line[1], MODEL_WORDING] : line;
    // the model makes one attempt: sgl-router would re-dispatch a retryable status
    const retry = (line: Line): Line =>
      d.router === 'sgl-router' && retryable(d.status) && line.length === 2
        ? [line[0], line[1], 'explore.narr.router.oneAttempt']
        : line;
    if (d.from === 'prefill') {
      // the wrapper's words ("Prefill server error (400 Bad Request):"), not the JSON body inside
      // it: the response below shows the body whole, and quoting it twice made the explainer's
      // fixes scene zoom its view down to 0.72 at 1280×720 (legends at 8.6 px, issue #23)
      const error = d.error ?? '';
      const cut = error.indexOf(': ');
      const wrapper = cut > 0 ? error.slice(0, cut + 1) : error;
      return retry(withNote(['explore.narr.router.response.relay', { ...base, wrapper }]));
    }
    const v = tr.verdicts[first(e)];
    if (d.status === 200 && v && v.isolation !== 'clean' && v.leakedFrom.length > 0) {
      const writers = v.leakedFrom.map((l) => `${l.request} (${tenantName(tr, l.tenant)})`);
      return ['explore.narr.router.response.leak', { ...base, writers: list(writers, lang) }];
    }
    const mini = d.router === 'mini_lb';
    const vars = { ...base, prefillStatus: d.prefillStatus };
    // sgl-router: the decode node's error came first; the prefill request is dropped
    if (!mini && d.error !== null && d.prefillStatus === 0)
      return retry(
        withNote(['explore.narr.router.response.sgl.decodeFirst', { ...vars, error: d.error }]),
      );
    if (d.error !== null)
      return withNote([
        mini
          ? 'explore.narr.router.response.mini_lb.error'
          : 'explore.narr.router.response.sgl.error',
        { ...vars, error: d.error },
      ]);
    return [
      mini ? 'explore.narr.router.response.mini_lb' : 'explore.narr.router.response.sgl',
      vars,
    ];
  },
  'prefill.tokenizer_reject': (e, _tr, req, lang) => tokenizerLine(e, req, 'prefill', lang),
  'decode.tokenizer_reject': (e, _tr, req, lang) => tokenizerLine(e, req, 'decode', lang),
  'prefill.reject': (e, _tr, req, lang) => [
    'explore.narr.prefill.reject',
    { req, tokens: qty(e.data.promptTokens, 'token', lang), limit: e.data.maxInput },
  ],
  'prefill.bootstrap_add': (e, _tr, req, lang) =>
    e.data.placeholder
      ? ['explore.narr.prefill.bootstrap_add.placeholder', { req }]
      : [
          'explore.narr.prefill.bootstrap_add',
          { req, tokens: qty(e.data.inputLen, 'token', lang) },
        ],
  'prefill.retire_at_admission': (e, _tr, req) => [
    e.data.notified
      ? 'explore.narr.prefill.retire_at_admission.notified'
      : 'explore.narr.prefill.retire_at_admission',
    { req },
  ],
  'prefill.bootstrapped': (e, tr, req, lang) => {
    if (!e.data.placeholder)
      return [
        'explore.narr.prefill.bootstrapped',
        { req, len: e.data.inputLen, pages: e.data.numPages },
      ];
    const full = Math.ceil(promptOf(tr, e) / tr.scenario.config.pageSize);
    return [
      'explore.narr.prefill.bootstrapped.placeholder',
      { req, full: qty(full, 'page', lang) },
    ];
  },
  'prefill.honor_abort': (e, _tr, req) =>
    e.data.bounded
      ? ['explore.narr.prefill.honor_abort.bounded', { req }]
      : ['explore.narr.prefill.honor_abort', { req }],
  'prefill.cancelled': (e, _tr, req, lang) =>
    e.data.pagesFreed > 0
      ? ['explore.narr.prefill.cancelled', { req, pages: qty(e.data.pagesFreed, 'page', lang) }]
      : ['explore.narr.prefill.cancelled.none', { req }],
  'prefill.bootstrap_timeout': (e, _tr, req) => [
    'explore.narr.prefill.bootstrap_timeout',
    { req, seconds: e.data.seconds, ticks: e.data.ticks, message: e.data.message },
    MODEL_WORDING,
  ],
  'prefill.forward': (e, _tr, req, lang) =>
    e.data.placeholder
      ? ['explore.narr.prefill.forward.placeholder', { req }]
      : [
          'explore.narr.prefill.forward',
          {
            req,
            tokens: qty(e.data.tokens, 'token', lang),
            pages: qty(e.data.pages, 'page', lang),
          },
        ],
  'prefill.retire_aborted': (e, _tr, req) => {
    if (e.data.reason !== 'aborted')
      return [
        e.data.queue === 'disagg_prefill_inflight_queue'
          ? 'explore.narr.prefill.retire_aborted.peer.inflight'
          : 'explore.narr.prefill.retire_aborted.peer',
        { req, message: e.data.message ?? '' },
        MODEL_WORDING,
      ];
    return e.data.notified
      ? ['explore.narr.prefill.retire_aborted.notified', { req }]
      : ['explore.narr.prefill.retire_aborted', { req }];
  },
  'prefill.send_kv_chunk': (e, _tr, req, lang) => {
    const { pagesSent: sent, pagesReserved: reserved } = e.data;
    if (sent >= reserved)
      return ['explore.narr.prefill.send_kv_chunk', { req, pages: qty(sent, 'page', lang) }];
    return [
      'explore.narr.prefill.send_kv_chunk.short',
      {
        req,
        sent,
        reserved: qty(reserved, 'page', lang),
        rest: qty(reserved - sent, 'page', lang),
      },
    ];
  },
  'prefill.transfer_success': (e, _tr, req, lang) => {
    const cached = qty(e.data.release.cachedPages, 'page', lang);
    const freed = qty(e.data.release.freedPages, 'page', lang);
    return e.data.overwrotePendingAbort
      ? ['explore.narr.prefill.transfer_success.overwrote', { req, cached, freed }]
      : ['explore.narr.prefill.transfer_success', { req, cached, freed }];
  },
  'decode.reject': (e, _tr, req, lang) => [
    'explore.narr.decode.reject',
    { req, tokens: qty(e.data.promptTokens, 'token', lang), limit: e.data.maxInput },
  ],
  'decode.prealloc_add': (e, tr, req, lang) => {
    if (e.data.placeholder) return ['explore.narr.decode.prealloc_add.placeholder', { req }];
    const tokens = qty(e.data.inputLen, 'token', lang);
    if (e.data.after === 'Failed')
      return ['explore.narr.decode.prealloc_add.failed', { req, tokens }];
    const p = stateOf(tr, e)?.prefill;
    if (p?.placeholder && p.queue !== 'done')
      return [
        'explore.narr.decode.prealloc_add.asym',
        { req, tokens, limit: tr.limits.decodeMaxInput },
      ];
    return ['explore.narr.decode.prealloc_add', { req, tokens }];
  },
  'decode.handshake': (_e, _tr, req) => ['explore.narr.decode.handshake', { req }],
  'decode.retire_at_admission': (_e, _tr, req) => [
    'explore.narr.decode.retire_at_admission',
    { req },
  ],
  'decode.honor_abort': (_e, _tr, req) => ['explore.narr.decode.honor_abort', { req }],
  'decode.prealloc': (e, tr, req, lang) => {
    const d = e.data;
    const pages = qty(d.pagesReserved, 'page', lang);
    // the decode node's own placeholder: it rejected the prompt too
    if (d.fillLen < promptOf(tr, e))
      return ['explore.narr.decode.prealloc.placeholder', { req, pages }];
    const vars = { req, pages, fillLen: d.fillLen, budget: d.budgetTokens };
    if (d.prefillInputLen !== null && d.prefillInputLen < d.fillLen)
      return [
        'explore.narr.decode.prealloc.asym',
        { ...vars, sent: qty(d.pagesSent, 'page', lang) },
      ];
    return ['explore.narr.decode.prealloc', vars];
  },
  'decode.prealloc_drop': (_e, _tr, req) => ['explore.narr.decode.prealloc_drop', { req }],
  'decode.transfer_success': (e, tr, req, lang) => {
    const { room, fillLen, tokensReceived: received } = e.data;
    if (fillLen < promptOf(tr, e))
      return ['explore.narr.decode.transfer_success.placeholder', { req, room }];
    if (received < fillLen)
      return ['explore.narr.decode.transfer_success.rejected', { req, room, received, fillLen }];
    return [
      'explore.narr.decode.transfer_success',
      { req, room, tokens: qty(fillLen, 'token', lang) },
    ];
  },
  'decode.transfer_failed': (e, _tr, req) => {
    const { stage, cause, status, message } = e.data;
    const vars = { req, status, message };
    if (cause === 'room mismatch') return ['explore.narr.decode.transfer_failed.room', vars];
    if (cause === 'room missing') return ['explore.narr.decode.transfer_failed.roomMissing', vars];
    if (cause === 'coverage')
      return ['explore.narr.decode.transfer_failed.coverage', vars, MODEL_WORDING];
    return [
      stage === 'handshake'
        ? 'explore.narr.decode.transfer_failed.handshake'
        : 'explore.narr.decode.transfer_failed',
      vars,
      MODEL_WORDING,
    ];
  },
  'decode.coverage_refused': (e, _tr, req) => [
    'explore.narr.decode.coverage_refused',
    { req, covered: e.data.covered, fillLen: e.data.fillLen },
  ],
  'decode.cancelled': (e, _tr, req, lang) =>
    e.data.pagesFreed > 0
      ? ['explore.narr.decode.cancelled', { req, pages: qty(e.data.pagesFreed, 'page', lang) }]
      : ['explore.narr.decode.cancelled.none', { req }],
  'router.client_abort': (e, _tr, req, lang) =>
    e.data.prefillPagesFreed + e.data.decodePagesFreed > 0
      ? [
          'explore.narr.router.client_abort',
          {
            req,
            decodePages: qty(e.data.decodePagesFreed, 'page', lang),
            prefillPages: qty(e.data.prefillPagesFreed, 'page', lang),
          },
        ]
      : ['explore.narr.router.client_abort.none', { req }],
  'decode.timeout': (e, _tr, req) => [
    e.data.budget ? 'explore.narr.decode.timeout.budget' : 'explore.narr.decode.timeout',
    { req, seconds: e.data.seconds, ticks: e.data.ticks, message: e.data.message },
  ],
  'decode.prebuilt': (e, tr, req, lang) => {
    const d = e.data;
    if (d.fillLen < promptOf(tr, e)) return ['explore.narr.decode.prebuilt.rejected', { req }];
    const vars = {
      req,
      tokens: qty(d.fillLen, 'token', lang),
      written: d.written,
      stale: d.stalePages,
    };
    if (d.finishedOnFirstToken)
      return d.stalePages > 0
        ? ['explore.narr.decode.prebuilt.firstToken.stale', vars]
        : ['explore.narr.decode.prebuilt.firstToken', { req }];
    if (d.stalePages > 0 && d.crossTenantPages > 0)
      return ['explore.narr.decode.prebuilt.stale', { ...vars, cross: d.crossTenantPages }];
    if (d.stalePages > 0) return ['explore.narr.decode.prebuilt.unwritten', vars];
    return ['explore.narr.decode.prebuilt', { req, fillLen: d.fillLen }];
  },
  'decode.retract': (e, _tr, req, lang) => [
    'explore.narr.decode.retract',
    { req, pages: qty(e.data.pagesFreed, 'page', lang), n: e.data.generated },
  ],
  'decode.resume': (e, _tr, req, lang) => [
    'explore.narr.decode.resume',
    { req, tokens: qty(e.data.tokens, 'token', lang), pages: qty(e.data.pages, 'page', lang) },
  ],
  'decode.step': (e, _tr, req) => {
    if (e.data.steps > 1) return ['explore.narr.decode.step.run', { reqs: req, n: e.data.steps }];
    return e.requests.length === 1
      ? ['explore.narr.decode.step.one', { reqs: req }]
      : ['explore.narr.decode.step', { reqs: req }];
  },
  'decode.finish': (e, tr, req) => {
    const n = e.data.generated;
    if (n === 1) return ['explore.narr.decode.finish.first', { req }];
    return tr.scenario.config.fixes.scrubOnFree
      ? ['explore.narr.decode.finish.scrub', { req, n }]
      : ['explore.narr.decode.finish', { req, n }];
  },
  'pool.merge': (e, tr, req, lang) => {
    const vars = {
      req,
      node: t(e.node === 'prefill' ? 'explore.node.prefill' : 'explore.node.decode', {}, lang),
      wanted: qty(e.data.wanted, 'page', lang),
      free: qty(e.data.freePages, 'page', lang),
    };
    return tr.scenario.config.fixes.scrubOnFree
      ? ['explore.narr.pool.merge.scrub', vars]
      : ['explore.narr.pool.merge', vars];
  },
};

function tokenizerLine(
  e: EventOf<'prefill.tokenizer_reject' | 'decode.tokenizer_reject'>,
  req: string,
  node: 'prefill' | 'decode',
  lang: Lang,
): Line {
  const d = e.data;
  const vars = {
    req,
    node: t(node === 'prefill' ? 'explore.node.prefill' : 'explore.node.decode', {}, lang),
    tokens: qty(d.promptTokens, 'token', lang),
    maxNew: d.maxNewTokens,
    context: qty(d.contextLength, 'token', lang),
    message: d.message,
  };
  return [
    d.check === 'context'
      ? 'explore.narr.tokenizer_reject.context'
      : 'explore.narr.tokenizer_reject.total',
    vars,
  ];
}

/** Calls the builder of the event's own kind (the map pairs each kind with its builder). */
function lineOf(event: TraceEvent, trace: Trace, req: string, lang: Lang): Line {
  const build = BUILDERS[event.kind] as Builder<typeof event.kind>;
  return build(event, trace, req, lang);
}

/** The request ids an event concerns, as one phrase ("d1", or "a1 and b1"). */
export function requestsPhrase(event: TraceEvent, trace: Trace, lang: Lang): string {
  return list(
    event.requests.map((i) => reqId(trace, i)),
    lang,
  );
}

/** The current event as one plain sentence (two when a quoted message is the model's wording). */
export function narrate(event: TraceEvent, trace: Trace, lang: Lang): string {
  const line = lineOf(event, trace, requestsPhrase(event, trace, lang), lang);
  const text = t(line[0], line[1], lang);
  return line[2] ? `${text} ${t(line[2], {}, lang)}` : text;
}

const LABEL_KEYS = Object.fromEntries(
  Object.keys(BUILDERS).map((k) => [k, `explore.kind.${k}`]),
) as Record<EventKind, MessageKey>;

/** A short label for the event log and the timeline ("d1: prefill rejects → placeholder"). */
export function eventLabel(event: TraceEvent, trace: Trace, lang: Lang): string {
  const req = requestsPhrase(event, trace, lang);
  const node = t(
    event.node === 'prefill' ? 'explore.node.prefill' : 'explore.node.decode',
    {},
    lang,
  );
  switch (event.kind) {
    case 'router.response':
      return t(LABEL_KEYS[event.kind], { req, status: event.data.status }, lang);
    case 'decode.transfer_failed':
      return t(LABEL_KEYS[event.kind], { req, status: event.data.status }, lang);
    case 'decode.step':
      return event.data.steps > 1
        ? t('explore.kind.decode.step.run', { req, n: event.data.steps }, lang)
        : t(LABEL_KEYS[event.kind], { req }, lang);
    default:
      return t(LABEL_KEYS[event.kind], { req, node }, lang);
  }
}
