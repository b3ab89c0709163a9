/**
 * Linked highlighting by id: from the store's focus (a request, a page or a response
 * token) to what every view lights up: request cards, pages on each pool, tokens.
 * Pure; run-based.
 */
import {
  concatRuns,
  indexOfPage,
  segmentAt,
  sortRuns,
  type EngineState,
  type NodeName,
  type NodeState,
  type Run,
  type Runs,
  type Trace,
} from '../../engine';
import type { Focus } from '../../store/store';
import { sideOf } from '../pools/pageStates';

export interface Linked {
  /** request indices whose cards / chips / responses light up */
  requests: ReadonlySet<number>;
  /** pages lit on each pool (runs) */
  pages: Record<NodeName, Runs>;
  /** the response token lit, if any */
  token: { request: number; token: number } | null;
}

export const NOTHING: Linked = {
  requests: new Set(),
  pages: { prefill: [], decode: [] },
  token: null,
};

/** A request's pages on a node: the pages it holds plus those still holding its data. */
export function requestPages(node: NodeState, state: EngineState, request: number): Runs {
  const held = sideOf(node.name)(state.requests[request]!)?.pages ?? [];
  const written: Run[] = node.content
    .filter((s) => s.writer === request)
    .map((s) => [s.start, s.end] as const);
  return sortRuns(concatRuns(held, written));
}

function holderOf(node: NodeState, state: EngineState, page: number): number {
  const side = sideOf(node.name);
  const r = state.requests.find((x) => {
    const s = side(x);
    return !!s && s.pages.length > 0 && indexOfPage(s.pages, page) >= 0;
  });
  return r ? r.index : -1;
}

export function linkedTargets(trace: Trace, state: EngineState, focus: Focus): Linked {
  if (!focus) return NOTHING;
  if (focus.kind === 'request') {
    if (!state.requests[focus.request]) return NOTHING;
    return {
      requests: new Set([focus.request]),
      pages: {
        prefill: requestPages(state.prefill, state, focus.request),
        decode: requestPages(state.decode, state, focus.request),
      },
      token: null,
    };
  }
  if (focus.kind === 'token') {
    const tok = trace.verdicts[focus.request]?.output[focus.token];
    if (!tok) return NOTHING;
    const requests = new Set<number>();
    if (tok.from >= 0) requests.add(tok.from);
    return {
      requests,
      pages: {
        prefill: tok.from >= 0 ? requestPages(state.prefill, state, tok.from) : [],
        decode: tok.page > 0 ? [[tok.page, tok.page + 1]] : [],
      },
      token: { request: focus.request, token: focus.token },
    };
  }
  const node = state[focus.node];
  const requests = new Set<number>();
  const holder = holderOf(node, state, focus.page);
  if (holder >= 0) requests.add(holder);
  const seg = segmentAt(node.content, focus.page);
  if (seg) requests.add(seg.writer);
  const pages: Record<NodeName, Runs> = { prefill: [], decode: [] };
  pages[focus.node] = [[focus.page, focus.page + 1]];
  return { requests, pages, token: null };
}

/** Fills a per-page mask from runs (reusing `mask` when large enough); null when empty. */
export function highlightMask(
  runs: Runs,
  totalPages: number,
  mask?: Uint8Array,
): Uint8Array | null {
  if (runs.length === 0) return null;
  const m = mask && mask.length === totalPages + 1 ? mask : new Uint8Array(totalPages + 1);
  m.fill(0);
  for (const [a, b] of runs) m.fill(1, Math.max(0, a), Math.min(totalPages + 1, b));
  return m;
}
