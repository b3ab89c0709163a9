/** The page-conservation check shared by the engine's property tests. */
import { expandRuns, type EngineState, type NodeName } from '../../src/engine';

/**
 * Every page is exactly one of: free, staged, in a radix-cache leaf, held by one live request,
 * or held by a defence of the page-lifetime family (a decode hold, a pinned source).
 */
export function checkConservation(state: EngineState, node: NodeName): void {
  const n = state[node];
  const seen = new Uint8Array(n.totalPages + 1);
  const mark = (p: number, what: string) => {
    if (p < 1 || p > n.totalPages) throw new Error(`${node}: page ${p} out of range (${what})`);
    if (seen[p]) throw new Error(`${node}: page ${p} counted twice (${what})`);
    seen[p] = 1;
  };
  for (const p of expandRuns(n.free)) mark(p, 'free');
  for (const p of expandRuns(n.staged)) mark(p, 'staged');
  for (const leaf of n.cached) for (const p of expandRuns(leaf.pages)) mark(p, 'cached');
  for (const r of state.requests) {
    const side = node === 'prefill' ? r.prefill : r.decode;
    for (const p of expandRuns(side?.pages ?? [])) mark(p, `held by ${r.id}`);
    if (node === 'decode')
      for (const p of expandRuns(r.decode?.hold?.pages ?? [])) mark(p, `hold of ${r.id}`);
    if (node === 'prefill' && r.prefill?.transfer?.srcHeld)
      for (const p of expandRuns(r.prefill.transfer.src)) mark(p, `pinned source of ${r.id}`);
  }
  const missing = seen.slice(1).indexOf(0);
  if (missing >= 0) throw new Error(`${node}: page ${missing + 1} lost`);
}
