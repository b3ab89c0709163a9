/** The deck's strings (presenter, speaker view) load with it (./routeDict.ts). */
import { stage as english } from './en/stage';
import { routeDict } from './routeDict';

export const loadStageDict = routeDict(english, {
  fr: () => import('./fr/stage').then((m) => m.stage),
  nl: () => import('./nl/stage').then((m) => m.stage),
});
