/**
 * Scene 6's account of whose pages d1 was given, checked on the incident's trace: the decode
 * node's free list held too few never-used pages for d1, so the staged list was merged back
 * (SGLang's `alloc_extend` merges when the free list cannot satisfy the request: src/engine/pool.ts
 * `needsMergeExtend`), and d1's reserved pages are all pages earlier requests had used — none of
 * the never-used ones, which carry the highest numbers.
 */
import { describe, expect, it } from 'vitest';
import { stateAt, storyRequest } from '../../src/engine';
import { t } from '../../src/i18n';
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

  it('states the rule with its condition: never-used pages go out while they suffice', () => {
    // the engine: no merge on the decode node before d1's, so every earlier request was given
    // never-used pages (they sufficed); d1's merge came because they did not
    const earlier = trace.events.filter(
      (e) => e.kind === 'pool.merge' && e.node === 'decode' && e.step < merge!.step,
    );
    expect(earlier).toEqual([]);
    // the text: the first sentence that says who is given never-used pages carries the
    // condition (it once read “while never-used pages remain, new requests are given those”,
    // then “It got none of the never-used pages” with 8,324 of them left)
    const words = {
      en: ['never-used', 'enough'],
      fr: ['jamais utilisées', 'assez'],
      nl: ['nooit gebruikte', 'genoeg'],
    } as const;
    for (const lang of ['en', 'fr', 'nl'] as const) {
      const [never, enough] = words[lang];
      const text = t('story.stale-pages.p2', storyVars(lang, trace), lang);
      const first = text.split(/(?<=\.)\s+/).find((x) => x.includes(never));
      expect(first, lang).toContain(enough);
    }
  });

  it('none of the reserved pages is a never-used one, and those carry the highest numbers', () => {
    const never = expandRuns(stateAt(trace, merge!.step - 1).decode.free);
    const reserved = expandRuns(prealloc!.pages);
    const neverSet = new Set(never);
    expect(reserved.filter((p) => neverSet.has(p))).toEqual([]);
    expect(Math.min(...never)).toBeGreaterThan(Math.max(...reserved));
  });
});
