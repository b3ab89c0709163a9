// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  runsLength,
  sortRuns,
  takeFront,
  sliceRuns,
  pageAt,
  indexOfPage,
  expandRuns,
} from '../../src/engine';
import {
  createNode,
  freePages,
  mergeStaged,
  needsMergeDecode,
  needsMergeExtend,
  takePages,
} from '../../src/engine/pool';
import { erasePages, segmentAt, writePages } from '../../src/engine/content';

describe('page pool (need_sort on)', () => {
  it('numbers pages from 1, page 0 reserved; 681,280 tokens = 10,645 pages of 64', () => {
    const n = createNode('prefill', 681_280, 64);
    expect(n.totalPages).toBe(10_645);
    expect(n.free).toEqual([[1, 10_646]]);
  });

  it('allocates from the front, stages freed pages, and merges them back sorted only when short', () => {
    let n = createNode('decode', 16 * 10, 16);
    const a = takePages(n, 4)!;
    n = a.node;
    const b = takePages(n, 4)!;
    n = freePages(b.node, a.pages, false);
    expect(expandRuns(a.pages)).toEqual([1, 2, 3, 4]);
    // alloc_extend: merge when extend_num_tokens // page_size + 1 + 1 > len(free_pages) (2 free)
    expect(needsMergeExtend(n, 0, 16)).toBe(false);
    expect(needsMergeExtend(n, 16, 16)).toBe(true); // 1 + 2 > 2: a page before it is strictly short
    expect(needsMergeExtend(n, 15, 16)).toBe(false); // 0 + 2 > 2 is false
    // alloc_decode: merge when the batch size exceeds the free pages
    expect(needsMergeDecode(n, 2)).toBe(false);
    expect(needsMergeDecode(n, 3)).toBe(true);
    expect(expandRuns(takePages(n, 2)!.pages)).toEqual([9, 10]);
    n = mergeStaged(n);
    expect(expandRuns(takePages(n, 3)!.pages)).toEqual([1, 2, 3]);
  });

  it('never clears a page on free (unless scrubbing)', () => {
    let n = createNode('decode', 64, 1);
    const t = takePages(n, 8)!;
    n = { ...t.node, content: writePages(t.node.content, t.pages, 7, 0) };
    const kept = freePages(n, t.pages, false);
    expect(segmentAt(kept.content, 5)?.writer).toBe(7);
    const scrubbed = freePages(n, t.pages, true);
    expect(segmentAt(scrubbed.content, 5)).toBeNull();
  });
});

describe('runs and content maps', () => {
  it('takes, slices and indexes runs in list order', () => {
    const runs = [
      [10, 13],
      [2, 4],
    ] as const;
    expect(runsLength(runs)).toBe(5);
    expect(takeFront(runs, 4)).toEqual([
      [
        [10, 13],
        [2, 3],
      ],
      [[3, 4]],
    ]);
    expect(sliceRuns(runs, 2, 4)).toEqual([
      [12, 13],
      [2, 3],
    ]);
    expect(pageAt(runs, 3)).toBe(2);
    expect(indexOfPage(runs, 3)).toBe(4);
    expect(
      sortRuns([
        [5, 7],
        [1, 3],
        [3, 5],
      ]),
    ).toEqual([[1, 7]]);
  });

  it('overwrites part of a segment and keeps the rest with the right page offsets', () => {
    let c = writePages([], [[1, 11]], 0, 0);
    c = writePages(c, [[4, 6]], 1, 0);
    expect(segmentAt(c, 3)).toMatchObject({ writer: 0 });
    expect(segmentAt(c, 5)).toMatchObject({ writer: 1, firstPage: 0 });
    expect(segmentAt(c, 6)).toMatchObject({ writer: 0, start: 6, firstPage: 5 });
    c = erasePages(c, [[1, 3]]);
    expect(segmentAt(c, 2)).toBeNull();
  });
});
