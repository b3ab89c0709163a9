/** The explainer's closing chapter's strings load with the chapter (./routeDict.ts). */
import { family as english } from './en/family';
import { routeDict } from './routeDict';

export const loadFamilyDict = routeDict(english, {
  fr: () => import('./fr/family').then((m) => m.family),
  nl: () => import('./nl/family').then((m) => m.family),
});
