/**
 * The glossary's strings (src/story/glossary.ts) load with the explainer, after its first
 * render, not in the initial JavaScript (./routeDict.ts): each definition is shown on hover or
 * focus, and listed at the end of the article.
 */
import { storyGlossary as english } from './en/storyGlossary';
import { routeDict } from './routeDict';

export const loadGlossaryDict = routeDict(english, {
  fr: () => import('./fr/storyGlossary').then((m) => m.storyGlossary),
  nl: () => import('./nl/storyGlossary').then((m) => m.storyGlossary),
});
