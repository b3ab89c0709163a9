/**
 * The last scene's lists (what is not known, the timeline, the public record:
 * src/views/figures/RecordView.tsx) load with those lists, after the explainer's first render,
 * not in the initial JavaScript (./routeDict.ts).
 */
import { storyLists as english } from './en/storyLists';
import { routeDict } from './routeDict';

export const loadListsDict = routeDict(english, {
  fr: () => import('./fr/storyLists').then((m) => m.storyLists),
  nl: () => import('./nl/storyLists').then((m) => m.storyLists),
});
