/**
 * One plain sentence per trace event, from the event's kind and its typed data (and, where
 * the event alone cannot tell, the trace's state after it). Every sentence comes from a t()
 * key in src/i18n/en/explore.ts; numbers are formatted per locale by t(). Where a message
 * quoted is the model's wording rather than SGLang's (engine/limits.ts), the sentence says so.
 */
import type { EventKind, EventOf, Trace, TraceEvent } from '../../engine';
import { t, type Lang } from '../../i18n';
import type { MessageKey } from '../../i18n/en';
import { ROUTER_BUILDERS } from './narrateRouter';
import {
  list,
  MODEL_WORDING,
  promptOf,
  qty,
  reqId,
  stateOf,
  type Builder,
  type Builders,
  type Line,
} from './narrateParts';

const BUILDERS: Builders = {
  ...ROUTER_BUILDERS,
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
  'prefill.transfer_start': (e, _tr, req, lang) => [
    'explore.narr.prefill.transfer_start',
    { req, pages: qty(e.data.pages, 'page', lang), landAt: e.data.landAt },
  ],
  'prefill.source_released': (e, _tr, req, lang) => [
    'explore.narr.prefill.source_released',
    { req, pages: qty(e.data.pages, 'page', lang), ticks: e.data.ticks },
  ],
  'decode.kv_landed': (e, _tr, req, lang) => [
    e.data.sourceReused ? 'explore.narr.decode.kv_landed.reused' : 'explore.narr.decode.kv_landed',
    { req, pages: qty(e.data.pages, 'page', lang) },
  ],
  'decode.late_write': (e, tr, _req, lang) => {
    const vars = {
      req: reqId(tr, e.requests[0]),
      pages: qty(e.data.pages, 'page', lang),
      victims: list(e.data.victims, lang),
      victimPages: qty(e.data.victimPages, 'page', lang),
    };
    if (e.data.held) return ['explore.narr.decode.late_write.held', vars];
    return e.data.victims.length > 0
      ? ['explore.narr.decode.late_write.victims', vars]
      : ['explore.narr.decode.late_write', vars];
  },
  'decode.hold_released': (e, _tr, req, lang) => [
    e.data.reason === 'timeout'
      ? e.data.inFlight
        ? 'explore.narr.decode.hold_released.timeout'
        : 'explore.narr.decode.hold_released.timeoutDone'
      : e.data.reason === 'ack'
        ? 'explore.narr.decode.hold_released.ack'
        : 'explore.narr.decode.hold_released.drained',
    { req, pages: qty(e.data.pages, 'page', lang) },
  ],
  'decode.checksum_mismatch': (e, _tr, req) => [
    'explore.narr.decode.checksum_mismatch',
    { req, form: e.data.form, message: e.data.message },
  ],
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
