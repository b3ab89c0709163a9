/**
 * Scene 6's account of whose pages d1 was given, checked on the incident's trace: the decode
 * node's free list held too few never-used pages for d1, so the staged list was merged back
 * (SGLang's `alloc_extend` merges when the free list cannot satisfy the request: src/engine/pool.ts
 * `needsMergeExtend`), and d1's reserved pages are all pages earlier requests had used — none of
 * the never-used ones, which carry the highest numbers.
 */
import { describe, expect, it } from 'vitest';
import { stateAt, storyRequest } from '../../src/engine';
import { expandRuns, runsLength } from '../../src/engine/runs';
import { storyVars } from '../../src/story/figures';
import { traceFor } from '../../src/story/sceneTraces';

describe('scene 6: the pages d1 was given', () => {
  const { trace } = traceFor('incident');
  const r = storyRequest(trace);
  const mine = trace.events.filter((e) => e.requests[0] === r);
  const merge = mine.find((e) => e.kind === 'pool.merge' && e.node === 'decode');
  const prealloc = mine.find((e) => e.kind === 'decode.prealloc');

  it('a merge comes first, because the never-used pages could not satisfy the request', () => {
    expect(merge).toBeDefined();
    expect(prealloc).toBeDefined();
    const fresh = runsLength(stateAt(trace, merge!.step - 1).decode.free);
    expect(fresh).toBe(storyVars('en', trace).freshPages);
    expect(fresh).toBeLessThan(runsLength(prealloc!.pages));
  });

  it('none of the reserved pages is a never-used one, and those carry the highest numbers', () => {
    const never = expandRuns(stateAt(trace, merge!.step - 1).decode.free);
    const reserved = expandRuns(prealloc!.pages);
    const neverSet = new Set(never);
    expect(reserved.filter((p) => neverSet.has(p))).toEqual([]);
    expect(Math.min(...never)).toBeGreaterThan(Math.max(...reserved));
  });
});
