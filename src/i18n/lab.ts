/** The lab's strings load with the lab (./routeDict.ts). */
import { lab as english } from './en/lab';
import { routeDict } from './routeDict';

export const loadLabDict = routeDict(english, {
  fr: () => import('./fr/lab').then((m) => m.lab),
  nl: () => import('./nl/lab').then((m) => m.lab),
});
