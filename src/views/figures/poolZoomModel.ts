/**
 * Scene 6's figure as data: the decode pool zoomed onto the story request's reserved pages at
 * its PREBUILT step, in the order `_pre_alloc` reserved them, each stretch coloured by the
 * tenant that last wrote it (its previous owner), the one page written for the request
 * marked. Counts come from the pools view's own page states (computePageStates over this
 * request alone), the stretches from the engine's content segments; no second engine run.
 */
import { forEachStretch, stateAt, storyRequest, type Trace } from '../../engine';
import { computePageStates } from '../pools/pageStates';
import { getTraceModel, NO_TENANT } from '../shared/traceModel';

export type Owner = { kind: 'tenant'; tenant: number } | { kind: 'own' } | { kind: 'never' };

/** A stretch of the reservation, by position in it (0 = the first reserved page). */
export interface ZoomStretch {
  from: number;
  to: number;
  owner: Owner;
}

export interface PoolZoom {
  step: number;
  request: string;
  /** tenant index of the story request */
  tenant: number;
  reserved: number;
  /** pages written for this request (the placeholder's) and their positions */
  written: number;
  writtenAt: number[];
  never: number;
  /** reserved pages still holding a tenant's data, by tenant index (previous owners only) */
  byTenant: { tenant: number; pages: number }[];
  stretches: ZoomStretch[];
  firstPage: number;
  lastPage: number;
}

/** The story request's reserved decode pages at `step` (null if it holds none there). */
export function poolZoom(trace: Trace, step: number): PoolZoom | null {
  const r = storyRequest(trace);
  const state = stateAt(trace, step);
  const req = state.requests[r];
  const pages = req?.decode?.pages ?? [];
  if (!req || pages.length === 0) return null;
  const model = getTraceModel(trace);
  // the pools view's counting rules, over this request's pages only
  const ps = computePageStates(state.decode, [req], model.requestTenant);
  const stretches: ZoomStretch[] = [];
  const writtenAt: number[] = [];
  let at = 0;
  forEachStretch(state.decode.content, pages, (s, e, seg) => {
    const n = e - s;
    let owner: Owner;
    if (!seg) owner = { kind: 'never' };
    else if (seg.writer === r) owner = { kind: 'own' };
    else {
      const t = model.requestTenant[seg.writer] ?? NO_TENANT;
      owner = t === NO_TENANT ? { kind: 'never' } : { kind: 'tenant', tenant: t };
    }
    if (owner.kind === 'own')
      for (let i = 0; i < n && writtenAt.length < 8; i++) writtenAt.push(at + i);
    const last = stretches[stretches.length - 1];
    if (last && last.to === at && JSON.stringify(last.owner) === JSON.stringify(owner))
      last.to = at + n;
    else stretches.push({ from: at, to: at + n, owner });
    at += n;
  });
  const written = ps.counts.held + ps.counts.placeholder;
  const byTenant = ps.reservedByWriterTenant
    .map((pages, tenant) => ({ tenant, pages }))
    .filter((x) => x.pages > 0 && x.tenant !== NO_TENANT);
  return {
    step,
    request: req.id,
    tenant: model.requestTenant[r] ?? NO_TENANT,
    reserved: at,
    written,
    writtenAt,
    never: ps.counts.reserved - ps.counts.reservedStale,
    byTenant,
    stretches,
    firstPage: pages[0]![0],
    lastPage: pages[pages.length - 1]![1] - 1,
  };
}
