/**
 * What the response panel shows for one request at one step: status, error, the tokens
 * generated so far (coloured by the tenant whose page each came from, leaks flagged) and
 * the two verdicts. Pure.
 */
import type { EngineState, Trace } from '../../engine';
import { answerOf, type Answer } from '../../tools/answer';
import { getTraceModel, NO_TENANT } from '../shared/traceModel';

export type TokenKind = 'own' | 'placeholder' | 'leak' | 'same-tenant' | 'never';

export interface TokenView {
  index: number;
  text: string;
  kind: TokenKind;
  /** tenant index of the page the token came from, NO_TENANT for never-written */
  tenant: number;
  /** request index whose page it came from, -1 for never-written */
  from: number;
  fromId: string | null;
  fromTenant: string | null;
  page: number;
  /** the first token: computed by the prefill node, it arrives with the transfer metadata */
  fromPrefill: boolean;
}

export type Check = 'pass' | 'fail' | 'pending';

export interface ResponseModel {
  request: number;
  id: string;
  tenant: number;
  tenantName: string;
  /** the response exists at this step */
  answered: boolean;
  status: number | null;
  error: string | null;
  tokens: TokenView[];
  /** tokens the full response carries */
  total: number;
  httpCheck: Check;
  outputCheck: Check;
  expectedStatus: number;
  isolation: 'pending' | 'clean' | 'cross-tenant' | 'same-tenant' | 'unwritten';
  /** display names of the other tenants whose data the response holds */
  leakedTenants: string[];
  /** ids of same-tenant requests whose data the response holds */
  leakedRequests: string[];
  pageCounts: { own: number; crossTenant: number; sameTenant: number; unwritten: number };
  /** which router answered, whose answer it passed on, each node's status (once answered) */
  answer: Answer | null;
}

/** The engine's stand-in token for the placeholder's page (see engine/verdicts.ts). */
const PLACEHOLDER_TEXT = '⟨0⟩';

export function responseModel(
  trace: Trace,
  state: EngineState,
  request: number,
): ResponseModel | null {
  const v = trace.verdicts[request];
  const r = state.requests[request];
  if (!v || !r) return null;
  const model = getTraceModel(trace);
  const tenant = model.requestTenant[request] ?? NO_TENANT;
  const answered = r.response !== null;
  const visible = answered ? v.output.length : Math.min(v.output.length, r.decode?.generated ?? 0);
  const tokens: TokenView[] = v.output.slice(0, visible).map((tok, index) => {
    const from = tok.from;
    const fromTenant = from >= 0 ? (model.requestTenant[from] ?? NO_TENANT) : NO_TENANT;
    let kind: TokenKind;
    if (from < 0) kind = 'never';
    else if (from === request) kind = tok.text === PLACEHOLDER_TEXT ? 'placeholder' : 'own';
    else kind = fromTenant === tenant ? 'same-tenant' : 'leak';
    return {
      index,
      text: tok.text,
      kind,
      tenant: fromTenant,
      from,
      fromId: from >= 0 ? (model.requestIds[from] ?? null) : null,
      fromTenant: from >= 0 ? (model.tenantNames[fromTenant] ?? null) : null,
      page: tok.page,
      fromPrefill: tok.fromPrefill === true,
    };
  });
  const ownTenantId = trace.scenario.requests[request]?.tenant;
  const tenantName = (id: string) => trace.scenario.tenants.find((x) => x.id === id)?.name ?? id;
  const leakedTenants = [
    ...new Set(
      v.leakedFrom.filter((l) => l.tenant !== ownTenantId).map((l) => tenantName(l.tenant)),
    ),
  ];
  const leakedRequests = v.leakedFrom.filter((l) => l.tenant === ownTenantId).map((l) => l.request);
  const status = r.response?.status ?? null;
  return {
    request,
    id: r.id,
    tenant,
    tenantName: model.tenantNames[tenant] ?? '?',
    answered,
    status,
    error: r.response?.error ?? null,
    tokens,
    total: v.output.length,
    httpCheck: !answered
      ? 'pending'
      : status === 200 || status === v.expectedStatus
        ? 'pass'
        : 'fail',
    outputCheck: !answered ? 'pending' : v.correct ? 'pass' : 'fail',
    expectedStatus: v.expectedStatus,
    isolation: answered ? v.isolation : 'pending',
    leakedTenants,
    leakedRequests,
    pageCounts: v.pageCounts,
    answer: answered ? answerOf(trace, request) : null,
  };
}
