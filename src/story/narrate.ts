/**
 * One plain sentence per trace event, from the event's kind and data (and, where the event
 * alone cannot tell, the trace's state after it). Every sentence comes from a t() key in
 * src/i18n/en/explore.ts; numbers are formatted per locale by t().
 */
import type { EventKind, Trace, TraceEvent } from '../engine';
import { locale, t, type Lang } from '../i18n';
import type { MessageKey } from '../i18n/en';

type Vars = Record<string, string | number>;
type Line = [MessageKey, Vars];

function reqId(trace: Trace, i: number | undefined): string {
  return (i !== undefined ? trace.scenario.requests[i]?.id : undefined) ?? '?';
}

function tenantName(trace: Trace, tenantId: string): string {
  return trace.scenario.tenants.find((x) => x.id === tenantId)?.name ?? tenantId;
}

function list(items: string[], lang: Lang): string {
  return new Intl.ListFormat(locale(lang), { type: 'conjunction' }).format(items);
}

const num = (v: unknown, fallback = 0): number =>
  typeof v === 'number' && Number.isFinite(v) ? v : fallback;
const str = (v: unknown, fallback = '?'): string =>
  typeof v === 'string' || typeof v === 'number' ? String(v) : fallback;

/** "1 token" / "800,000 tokens", with the language's plural rules. */
function qty(n: number, unit: 'token' | 'page', lang: Lang): string {
  const one = new Intl.PluralRules(locale(lang)).select(n) === 'one';
  const key: MessageKey = one ? `explore.unit.${unit}.one` : `explore.unit.${unit}.other`;
  return t(key, { n }, lang);
}

type Builder = (e: TraceEvent, trace: Trace, req: string, lang: Lang) => Line;

const promptOf = (tr: Trace, e: TraceEvent) =>
  tr.scenario.requests[e.requests[0] ?? -1]?.promptTokens ?? 0;
const stateOf = (tr: Trace, e: TraceEvent) => tr.states[e.step]?.requests[e.requests[0] ?? -1];

const BUILDERS: Record<EventKind, Builder> = {
  'router.dispatch': (e, tr, req, lang) => {
    const spec = tr.scenario.requests[e.requests[0] ?? -1];
    return [
      'explore.narr.router.dispatch',
      {
        req,
        tenant: spec ? tenantName(tr, spec.tenant) : '?',
        tokens: qty(num(e.data.promptTokens), 'token', lang),
        room: str(e.data.room),
      },
    ];
  },
  'router.reject_context': (e, _tr, req, lang) => [
    'explore.narr.router.reject_context',
    {
      req,
      tokens: qty(num(e.data.promptTokens), 'token', lang),
      context: qty(num(e.data.contextLength), 'token', lang),
    },
  ],
  'router.response': (e, tr, req, lang) => {
    const status = num(e.data.status);
    const v = tr.verdicts[e.requests[0] ?? -1];
    if (status === 200 && v && v.isolation !== 'clean' && v.leakedFrom.length > 0) {
      const writers = v.leakedFrom.map((l) => `${l.request} (${tenantName(tr, l.tenant)})`);
      return ['explore.narr.router.response.leak', { req, writers: list(writers, lang) }];
    }
    if (typeof e.data.error === 'string')
      return ['explore.narr.router.response.error', { req, status, error: e.data.error }];
    return ['explore.narr.router.response', { req, status }];
  },
  'prefill.reject': (e, _tr, req, lang) => [
    'explore.narr.prefill.reject',
    { req, tokens: qty(num(e.data.promptTokens), 'token', lang), limit: num(e.data.maxInput) },
  ],
  'prefill.bootstrap_add': (e, _tr, req, lang) =>
    e.data.placeholder
      ? ['explore.narr.prefill.bootstrap_add.placeholder', { req }]
      : [
          'explore.narr.prefill.bootstrap_add',
          { req, tokens: qty(num(e.data.inputLen), 'token', lang) },
        ],
  'prefill.retire_at_admission': (_e, _tr, req) => [
    'explore.narr.prefill.retire_at_admission',
    { req },
  ],
  'prefill.bootstrapped': (e, tr, req, lang) => {
    if (!e.data.placeholder)
      return [
        'explore.narr.prefill.bootstrapped',
        { req, len: num(e.data.inputLen), pages: num(e.data.numPages) },
      ];
    const full = Math.ceil(promptOf(tr, e) / tr.scenario.config.pageSize);
    return [
      'explore.narr.prefill.bootstrapped.placeholder',
      { req, full: qty(full, 'page', lang) },
    ];
  },
  'prefill.honor_abort': (_e, _tr, req) => ['explore.narr.prefill.honor_abort', { req }],
  'prefill.forward': (e, _tr, req, lang) =>
    e.data.placeholder
      ? ['explore.narr.prefill.forward.placeholder', { req }]
      : [
          'explore.narr.prefill.forward',
          {
            req,
            tokens: qty(num(e.data.tokens), 'token', lang),
            pages: qty(num(e.data.pages), 'page', lang),
          },
        ],
  'prefill.retire_aborted': (e, _tr, req) => {
    if (e.data.reason !== 'aborted') return ['explore.narr.prefill.retire_aborted.peer', { req }];
    return e.data.notified
      ? ['explore.narr.prefill.retire_aborted.notified', { req }]
      : ['explore.narr.prefill.retire_aborted', { req }];
  },
  'prefill.send_kv_chunk': (e, _tr, req, lang) => {
    const sent = num(e.data.pagesSent);
    const reserved = num(e.data.pagesReserved, sent);
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
  'prefill.transfer_success': (e, _tr, req) =>
    e.data.overwrotePendingAbort
      ? ['explore.narr.prefill.transfer_success.overwrote', { req }]
      : ['explore.narr.prefill.transfer_success', { req }],
  'decode.reject': (e, _tr, req, lang) => [
    'explore.narr.decode.reject',
    { req, tokens: qty(num(e.data.promptTokens), 'token', lang), limit: num(e.data.maxInput) },
  ],
  'decode.prealloc_add': (e, tr, req, lang) => {
    if (e.data.placeholder) return ['explore.narr.decode.prealloc_add.placeholder', { req }];
    const tokens = qty(num(e.data.inputLen), 'token', lang);
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
  'decode.prealloc': (e, tr, req, lang) => {
    if (stateOf(tr, e)?.decode?.placeholder)
      return ['explore.narr.decode.prealloc.placeholder', { req }];
    const vars = {
      req,
      pages: qty(num(e.data.pagesReserved), 'page', lang),
      fillLen: num(e.data.fillLen),
    };
    const prefillLen = e.data.prefillInputLen;
    if (typeof prefillLen === 'number' && prefillLen < vars.fillLen)
      return [
        'explore.narr.decode.prealloc.asym',
        { ...vars, fillPages: qty(num(e.data.pagesSent), 'page', lang) },
      ];
    return ['explore.narr.decode.prealloc', vars];
  },
  'decode.prealloc_drop': (_e, _tr, req) => ['explore.narr.decode.prealloc_drop', { req }],
  'decode.transfer_success': (e, tr, req, lang) => {
    const room = str(e.data.room);
    const fillLen = num(e.data.fillLen);
    const received = num(e.data.tokensReceived, fillLen);
    if (stateOf(tr, e)?.decode?.placeholder)
      return ['explore.narr.decode.transfer_success.placeholder', { req, room }];
    if (received < fillLen)
      return ['explore.narr.decode.transfer_success.rejected', { req, room, received, fillLen }];
    return [
      'explore.narr.decode.transfer_success',
      { req, room, tokens: qty(fillLen, 'token', lang) },
    ];
  },
  'decode.transfer_failed': (e, _tr, req) => [
    'explore.narr.decode.transfer_failed',
    { req, status: num(e.data.status, 500) },
  ],
  'decode.coverage_refused': (e, _tr, req) => [
    'explore.narr.decode.coverage_refused',
    { req, covered: num(e.data.covered), fillLen: num(e.data.fillLen) },
  ],
  'decode.timeout': (e, _tr, req) => [
    'explore.narr.decode.timeout',
    { req, ticks: num(e.data.ticks) },
  ],
  'decode.prebuilt': (e, tr, req, lang) => {
    if (stateOf(tr, e)?.decode?.toFinish) return ['explore.narr.decode.prebuilt.rejected', { req }];
    const fillLen = num(e.data.fillLen);
    const stale = num(e.data.stalePages);
    const cross = num(e.data.crossTenantPages);
    const vars = { req, tokens: qty(fillLen, 'token', lang), written: num(e.data.written), stale };
    if (stale > 0 && cross > 0) return ['explore.narr.decode.prebuilt.stale', { ...vars, cross }];
    if (stale > 0) return ['explore.narr.decode.prebuilt.unwritten', vars];
    return ['explore.narr.decode.prebuilt', { req, fillLen }];
  },
  'decode.step': (e, _tr, req) =>
    e.requests.length === 1
      ? ['explore.narr.decode.step.one', { reqs: req }]
      : ['explore.narr.decode.step', { reqs: req }],
  'decode.finish': (e, tr, req) =>
    tr.scenario.config.fixes.scrubOnFree
      ? ['explore.narr.decode.finish.scrub', { req, n: num(e.data.generated) }]
      : ['explore.narr.decode.finish', { req, n: num(e.data.generated) }],
  'pool.merge': (e, tr, req, lang) => {
    const vars = {
      req,
      node: t(e.node === 'prefill' ? 'explore.node.prefill' : 'explore.node.decode', {}, lang),
      wanted: qty(num(e.data.wanted), 'page', lang),
      free: qty(num(e.data.freePages), 'page', lang),
    };
    return tr.scenario.config.fixes.scrubOnFree
      ? ['explore.narr.pool.merge.scrub', vars]
      : ['explore.narr.pool.merge', vars];
  },
};

/** The request ids an event concerns, as one phrase ("d1", or "a1 and b1"). */
export function requestsPhrase(event: TraceEvent, trace: Trace, lang: Lang): string {
  return list(
    event.requests.map((i) => reqId(trace, i)),
    lang,
  );
}

/** The current event as one plain sentence. */
export function narrate(event: TraceEvent, trace: Trace, lang: Lang): string {
  const [key, vars] = BUILDERS[event.kind](event, trace, requestsPhrase(event, trace, lang), lang);
  return t(key, vars, lang);
}

const LABEL_KEYS = Object.fromEntries(
  Object.keys(BUILDERS).map((k) => [k, `explore.kind.${k}`]),
) as Record<EventKind, MessageKey>;

/** A short label for the event log and the timeline ("d1: prefill rejects → placeholder"). */
export function eventLabel(event: TraceEvent, trace: Trace, lang: Lang): string {
  return t(
    LABEL_KEYS[event.kind],
    {
      req: requestsPhrase(event, trace, lang),
      status: num(event.data.status),
      node: t(event.node === 'prefill' ? 'explore.node.prefill' : 'explore.node.decode', {}, lang),
    },
    lang,
  );
}
