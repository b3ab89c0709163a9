/** The live view's strings load with it (./routeDict.ts). */
import { live as english } from './en/live';
import { routeDict } from './routeDict';

export const loadLiveDict = routeDict(english, {
  fr: () => import('./fr/live').then((m) => m.live),
  nl: () => import('./nl/live').then((m) => m.live),
});
