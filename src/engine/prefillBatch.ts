/**
 * The prefill node's batches and its radix cache.
 *
 * Batch formation: `get_next_disagg_prefill_batch_to_run` → `get_new_batch_prefill`, where a
 * `PrefillAdder` takes requests from waiting_queue in order (`add_one_req`,
 * managers/schedule_policy.py): it stops at the first whose `extend_input_len + max_new_tokens`
 * (max_new_tokens is 1 on a prefill node: `PrefillBootstrapQueue._process_req`, prefill.py
 * @000c2b94) is `>=` what is left of available + evictable tokens, or whose input is over what
 * is left of `max_prefill_tokens` (16384 by default) once the batch holds one request: the first
 * is always taken. Then one allocation for the whole batch (`alloc_extend`, sim.ts).
 * Not modelled, said on screen: chunked prefill (`--chunked-prefill-size` splits a long prompt
 * into chunks, one per batch; the model prefills a prompt in one pass), `max_running_requests`,
 * and prefix matching (the model's prompts carry no token ids, so no two share a prefix).
 *
 * Release: `release_kv_cache(req, tree_cache)` (mem_cache/common.py @0057abea) calls
 * `RadixCache.cache_finished_req` (mem_cache/radix_cache.py @006b0e3d). The prefill node keeps
 * the radix cache on: server_args.py forces `disable_radix_cache` only on a decode node, and the
 * incident's launch flags are not in the public record. `cache_finished_req` inserts the
 * page-aligned part of the request's committed KV (its input: the prefill computes no output
 * KV) as an evictable leaf, frees what was already in the tree (duplicates) and the unaligned
 * tail at once. The leaf's pages keep their KV and are freed only when an allocation's
 * shortfall evicts them, least recently used first (`RadixCache.evict`).
 */
import { runsLength, sliceRuns } from './runs';
import { record, release, req, type Sim } from './sim';

/** `--max-prefill-tokens` default (server_args.py). */
export const MAX_PREFILL_TOKENS = 16384;

/** PrefillAdder over waiting_queue (in order): the requests of the next prefill batch. */
export function formBatch(sim: Sim, waiting: readonly number[]): number[] {
  const { pageSize } = sim.scenario.config;
  const node = sim.state.prefill;
  let pages = runsLength(node.free) + runsLength(node.staged);
  for (const leaf of node.cached) pages += runsLength(leaf.pages);
  // rem_total_tokens: available_size() + evictable_size(), less what the batch already took
  let remTotal = pages * pageSize;
  let remPages = pages;
  let remInput = MAX_PREFILL_TOKENS;
  const batch: number[] = [];
  for (const i of waiting) {
    const inputLen = req(sim, i).prefill!.inputLen;
    const total = inputLen + 1;
    const need = Math.ceil(inputLen / pageSize);
    // NO_TOKEN; the page check keeps the model's batch inside whole pages (SGLang would
    // report "Prefill out of memory" if a batch ever missed them)
    if (total >= remTotal || need > remPages) break;
    if (batch.length > 0 && inputLen > remInput) break; // OTHER: max_prefill_tokens reached
    batch.push(i);
    remTotal -= total;
    remPages -= need;
    remInput -= inputLen;
  }
  return batch;
}

/**
 * `release_kv_cache` on the prefill (radix cache on): returns the pages kept as an evictable
 * leaf and those freed at once (to the staged list). The placeholder's key is [0]: at page size
 * 1 a second placeholder finds it in the tree and its page is freed as a duplicate.
 */
export function releaseKvCache(sim: Sim, i: number): { cachedPages: number; freedPages: number } {
  const { pageSize } = sim.scenario.config;
  const p = req(sim, i).prefill!;
  const total = runsLength(p.pages);
  let whole = Math.min(total, Math.floor(p.written / pageSize));
  if (p.placeholder && whole > 0 && sim.state.prefill.cached.some((l) => l.placeholder)) whole = 0;
  if (whole > 0) {
    const leaf = { writer: i, pages: sliceRuns(p.pages, 0, whole), placeholder: p.placeholder };
    record(sim, { t: 'cache', node: 'prefill', leaf });
  }
  release(sim, 'prefill', sliceRuns(p.pages, whole, total));
  return { cachedPages: whole, freedPages: total - whole };
}
