/**
 * What the narration's sentence builders share (./narrate.ts, ./narrateRouter.ts): a sentence
 * key with its values, and the small phrases most sentences are made of.
 */
import { stateAt, type EventKind, type EventOf, type Trace, type TraceEvent } from '../../engine';
import { locale, t, type Lang } from '../../i18n';
import type { MessageKey } from '../../i18n/en';

export type Vars = Record<string, string | number>;
/** a sentence key with its values, and optionally a second sentence appended to it */
export type Line = [MessageKey, Vars] | [MessageKey, Vars, MessageKey];

export function reqId(trace: Trace, i: number | undefined): string {
  return (i !== undefined ? trace.scenario.requests[i]?.id : undefined) ?? '?';
}

export function tenantName(trace: Trace, tenantId: string): string {
  return trace.scenario.tenants.find((x) => x.id === tenantId)?.name ?? tenantId;
}

const lists = new Map<Lang, Intl.ListFormat>();

export function list(items: string[], lang: Lang): string {
  let f = lists.get(lang);
  if (!f) lists.set(lang, (f = new Intl.ListFormat(locale(lang), { type: 'conjunction' })));
  return f.format(items);
}

/** "1 token" / "800,000 tokens", with the language's plural rules (src/i18n/plural.ts). */
export function qty(n: number, unit: 'token' | 'page', lang: Lang): string {
  return t(`explore.unit.${unit}`, { n }, lang);
}

export type Builder<K extends EventKind> = (
  e: EventOf<K>,
  trace: Trace,
  req: string,
  lang: Lang,
) => Line;
export type Builders = { [K in EventKind]: Builder<K> };

export const first = (e: TraceEvent) => e.requests[0] ?? -1;
export const promptOf = (tr: Trace, e: TraceEvent) =>
  tr.scenario.requests[first(e)]?.promptTokens ?? 0;
/** The request's state after the event. */
export const stateOf = (tr: Trace, e: TraceEvent) => stateAt(tr, e.step).requests[first(e)];
export const MODEL_WORDING: MessageKey = 'explore.narr.modelWording';
/** sgl-router's `is_retryable_status` counts 500 among its retryable statuses (facts/sglang.md) */
export const retryable = (status: number) => status === 500;
