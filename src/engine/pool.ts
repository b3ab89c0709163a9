/**
 * A node's paged KV allocator, as SGLang's paged token-to-KV-pool allocator with
 * `need_sort` on (the split-serving setting): pages 1..N (page 0 is reserved for padding),
 * allocation from the front of the free list, freed pages staged and merged back, sorted
 * ascending, only when the free list runs short. Freeing never clears the KV buffer.
 */
import { erasePages } from './content';
import { concatRuns, runsLength, sortRuns, takeFront } from './runs';
import type { CacheLeaf, NodeName, NodeState, Runs } from './types';

export function createNode(name: NodeName, poolTokens: number, pageSize: number): NodeState {
  const totalPages = Math.floor(poolTokens / pageSize);
  return {
    name,
    totalPages,
    free: totalPages > 0 ? [[1, totalPages + 1]] : [],
    staged: [],
    cached: [],
    content: [],
  };
}

/** `merge_and_sort_free`: staged pages join the free list, all sorted ascending. */
export function mergeStaged(node: NodeState): NodeState {
  return { ...node, free: sortRuns(concatRuns(node.free, node.staged)), staged: [] };
}

/**
 * `alloc_extend` merges first when `extend_num_tokens // page_size + batch_size + 1 >
 * len(free_pages)` (python/sglang/srt/mem_cache/allocator.py, PagedTokenToKVPoolAllocator):
 * a page or two before the free list is strictly short. `tokens` is the whole batch's extend.
 */
export function needsMergeExtend(
  node: NodeState,
  tokens: number,
  pageSize: number,
  batchSize = 1,
): boolean {
  return (
    node.staged.length > 0 && Math.floor(tokens / pageSize) + batchSize + 1 > runsLength(node.free)
  );
}

/** `alloc_decode` merges first when the batch needs more pages than are free (`bs > len(free_pages)`). */
export function needsMergeDecode(node: NodeState, batchPages: number): boolean {
  return node.staged.length > 0 && batchPages > runsLength(node.free);
}

/** Takes `n` pages from the front of the free list; null when it holds fewer. */
export function takePages(node: NodeState, n: number): { node: NodeState; pages: Runs } | null {
  if (runsLength(node.free) < n) return null;
  const [pages, rest] = takeFront(node.free, n);
  return { node: { ...node, free: rest }, pages };
}

/** `free(pages)`: indices go to the staged list; the KV stays unless `scrub` is on. */
export function freePages(node: NodeState, pages: Runs, scrub: boolean): NodeState {
  return {
    ...node,
    staged: concatRuns(node.staged, pages),
    content: scrub ? erasePages(node.content, pages) : node.content,
  };
}

export function freeCount(node: NodeState): number {
  return runsLength(node.free) + runsLength(node.staged);
}

/** RadixCache insert (`cache_finished_req`): the pages become the most recently used leaf. */
export function cacheLeaf(node: NodeState, leaf: CacheLeaf): NodeState {
  return { ...node, cached: [...node.cached, leaf] };
}

/** RadixCache `evict`: the `n` least recently used leaves are freed (`free(x.value)`). */
export function evictLeaves(node: NodeState, n: number, scrub: boolean): NodeState {
  let out: NodeState = { ...node, cached: node.cached.slice(n) };
  for (const leaf of node.cached.slice(0, n)) out = freePages(out, leaf.pages, scrub);
  return out;
}

export function cachedCount(node: NodeState): number {
  let n = 0;
  for (const leaf of node.cached) n += runsLength(leaf.pages);
  return n;
}
