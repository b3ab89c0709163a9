/**
 * The pool's text alternative: one paragraph a screen reader announces per step, e.g.
 * "Decode pool: 24,576 pages; d1 (Tenant D) holds 12,501, of which 12,500 were not written
 * for it and 12,499 hold stale data from Tenant A, Tenant B, Tenant C …". Built from runs.
 */
import { forEachStretch, runsLength, type NodeState, type RequestState } from '../../engine';
import { tv } from '../shared/format';
import { sideOf, type PageStates } from './pageStates';
import { tenantNameOf, type TraceModel } from '../shared/traceModel';

const MAX_HOLDERS = 4;

function names(model: TraceModel, tenants: Iterable<number>): string {
  return [...tenants]
    .sort((a, b) => a - b)
    .map((i) => model.tenantNames[i] ?? '?')
    .join(', ');
}

export function poolSummary(
  node: NodeState,
  requests: readonly RequestState[],
  states: PageStates,
  model: TraceModel,
): string {
  const side = sideOf(node.name);
  const parts: string[] = [
    tv(node.name === 'prefill' ? 'views.pool.sum.prefill' : 'views.pool.sum.decode', {
      pages: node.totalPages,
    }),
  ];
  const holders = requests.filter((r) => (side(r)?.pages.length ?? 0) > 0);
  for (const r of holders.slice(0, MAX_HOLDERS)) {
    const runs = side(r)!.pages;
    let notWritten = 0;
    let stale = 0;
    const from = new Set<number>();
    forEachStretch(node.content, runs, (a, b, seg) => {
      if (seg && seg.writer === r.index) return;
      notWritten += b - a;
      if (seg) {
        stale += b - a;
        from.add(model.requestTenant[seg.writer]!);
      }
    });
    const who = { id: r.id, tenant: tenantNameOf(model, r.index), pages: runsLength(runs) };
    if (notWritten === 0) parts.push(tv('views.pool.sum.holder', who));
    else if (stale === 0)
      parts.push(tv('views.pool.sum.holderReserved', { ...who, reserved: notWritten }));
    else
      parts.push(
        tv('views.pool.sum.holderStale', {
          ...who,
          reserved: notWritten,
          stale,
          from: names(model, from),
        }),
      );
  }
  if (holders.length > MAX_HOLDERS)
    parts.push(tv('views.pool.sum.moreHolders', { n: holders.length - MAX_HOLDERS }));
  const c = states.counts;
  if (c.stale > 0) {
    const from = states.staleByTenant.flatMap((n, i) => (n ? [i] : []));
    parts.push(tv('views.pool.sum.stale', { n: c.stale, from: names(model, from) }));
  }
  if (c.cached > 0) parts.push(tv('views.pool.sum.cached', { n: c.cached }));
  if (c.leak > 0) parts.push(tv('views.pool.sum.leak', { n: c.leak }));
  parts.push(tv('views.pool.sum.never', { n: c.never }));
  return parts.join(' ');
}

/**
 * poolSummary, worked out again only when the pool's states change (a new version) or the
 * trace does: the summary is announced by a live region, once per change of the pool.
 */
export function createSummaryMemo(): (
  node: NodeState,
  requests: readonly RequestState[],
  states: PageStates,
  model: TraceModel,
) => string {
  let lastVersion = -1;
  let lastModel: TraceModel | null = null;
  let lastNode = '';
  let text = '';
  return (node, requests, states, model) => {
    if (states.version !== lastVersion || model !== lastModel || node.name !== lastNode) {
      text = poolSummary(node, requests, states, model);
      lastVersion = states.version;
      lastModel = model;
      lastNode = node.name;
    }
    return text;
  };
}
