/**
 * What one page holds, for the tooltip: state, last writer (tenant, request, token range)
 * and holder. Pure; looks up one page with binary search and run scans.
 */
import { indexOfPage, segmentAt, type NodeState, type RequestState } from '../../engine';
import { tv } from '../shared/format';
import { PAGE, STATE_NAMES, sideOf, type PageStates, type StateName } from './pageStates';
import { tenantNameOf, type TraceModel } from '../shared/traceModel';

export interface PageInfo {
  page: number;
  state: StateName;
  leak: boolean;
  writer: {
    request: number;
    id: string;
    tenant: string;
    placeholder: boolean;
    fromToken: number;
    toToken: number;
  } | null;
  holder: { request: number; id: string; tenant: string } | null;
}

/** Tokens a request wrote on this node so far (clamps the last page's token range). */
function writtenExtent(r: RequestState | undefined, node: NodeState['name']): number {
  if (!r) return Number.MAX_SAFE_INTEGER;
  if (node === 'prefill') return r.prefill?.inputLen ?? r.promptTokens;
  return r.decode ? r.decode.fillLen + r.decode.generated : r.promptTokens;
}

export function pageInfo(
  node: NodeState,
  requests: readonly RequestState[],
  states: PageStates,
  model: TraceModel,
  pageSize: number,
  page: number,
): PageInfo | null {
  if (page < 1 || page > node.totalPages) return null;
  const code = states.state[page] ?? PAGE.never;
  const seg = segmentAt(node.content, page);
  let writer: PageInfo['writer'] = null;
  if (seg) {
    const pos = seg.firstPage + (page - seg.start);
    const from = seg.placeholder ? 0 : pos * pageSize;
    const end = seg.placeholder
      ? 1
      : Math.min((pos + 1) * pageSize, writtenExtent(requests[seg.writer], node.name));
    writer = {
      request: seg.writer,
      id: model.requestIds[seg.writer] ?? '?',
      tenant: tenantNameOf(model, seg.writer),
      placeholder: seg.placeholder,
      fromToken: from,
      toToken: Math.max(from, end - 1),
    };
  }
  let holder: PageInfo['holder'] = null;
  const side = sideOf(node.name);
  for (const r of requests) {
    const s = side(r);
    if (s && s.pages.length > 0 && indexOfPage(s.pages, page) >= 0) {
      holder = { request: r.index, id: r.id, tenant: tenantNameOf(model, r.index) };
      break;
    }
  }
  return {
    page,
    state: STATE_NAMES[code] ?? 'never',
    leak: states.leak[page] === 1,
    writer,
    holder,
  };
}

/** The tooltip's lines, as plain text (rendered as React text, never as HTML). */
export function pageInfoLines(info: PageInfo): string[] {
  const lines = [
    tv('views.pool.tip.page', { page: info.page }),
    tv('views.pool.tip.state', { state: tv(`views.pool.state.${info.state}`) }),
  ];
  const w = info.writer;
  if (w) {
    lines.push(
      w.placeholder
        ? tv('views.pool.tip.writerPlaceholder', { tenant: w.tenant, id: w.id })
        : tv('views.pool.tip.writer', {
            tenant: w.tenant,
            id: w.id,
            from: w.fromToken,
            to: w.toToken,
          }),
    );
  } else lines.push(tv('views.pool.tip.noWriter'));
  const h = info.holder;
  lines.push(
    h
      ? tv('views.pool.tip.holder', { tenant: h.tenant, id: h.id })
      : tv(info.state === 'cached' ? 'views.pool.tip.cached' : 'views.pool.tip.free'),
  );
  if (info.leak) lines.push(tv('views.pool.tip.leak'));
  return lines;
}
