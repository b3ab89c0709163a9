/**
 * French and Dutch dictionaries are checked against the English keys at compile time
 * (src/i18n/types.ts). The `@ts-expect-error` lines are the test: `npm run typecheck` fails if
 * one of them compiles, i.e. if a dictionary without an English key, or with a key English
 * lacks, were accepted. The run-time part checks the examples are what they say.
 */
import { describe, expect, it } from 'vitest';
import type { explore as enExplore } from '../../src/i18n/en/explore';
import type { storyTop as enStoryTop } from '../../src/i18n/en/storyTop';
import { exploreNarration } from '../../src/i18n/fr/exploreNarration';
import { storyTop } from '../../src/i18n/fr/storyTop';
import type { Translation } from '../../src/i18n/types';

describe('Translation<typeof en>', () => {
  it('refuses a file missing one English key', () => {
    const { 'story.top.summary': dropped, ...rest } = storyTop;
    // @ts-expect-error: 'story.top.summary' is missing
    const missingOne: Translation<typeof enStoryTop> = rest;
    expect(dropped).toBeTruthy();
    expect(Object.keys(missingOne)).toHaveLength(Object.keys(storyTop).length - 1);
  });

  it('refuses a key English lacks, and a value that is not a string', () => {
    const extra: Translation<typeof enStoryTop> = {
      ...storyTop,
      // @ts-expect-error: no such English key
      'story.top.nope': 'x',
    };
    // @ts-expect-error: every value is a string
    const notText: Translation<typeof enStoryTop> = { ...storyTop, 'story.top.summary': 1 };
    expect(Object.keys(extra)).toContain('story.top.nope');
    expect(typeof notText['story.top.summary']).toBe('number');
  });

  it('with a prefix, holds only the English keys that start with it (a file split in two)', () => {
    const narration: Translation<typeof enExplore, 'explore.narr.'> = exploreNarration;
    // @ts-expect-error: 'explore.title' does not start with the prefix
    const other: Translation<typeof enExplore, 'explore.narr.'> = { 'explore.title': 'x' };
    expect(Object.keys(narration).every((k) => k.startsWith('explore.narr.'))).toBe(true);
    expect(other).toBeTruthy();
  });
});
