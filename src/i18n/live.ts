/**
 * The live view's strings load with it, as the lab's do (./lab.ts): English completes the
 * English dictionary at once, French and Dutch after that language's own dictionary.
 */
import { en } from './en';
import { live as liveEn } from './en/live';
import { getDict, loadLang, registerDict, type Dict, type Lang } from './index';

const loaders: Record<Exclude<Lang, 'en'>, () => Promise<Dict>> = {
  fr: () => import('./fr/live').then((m) => m.live),
  nl: () => import('./nl/live').then((m) => m.live),
};
const loading = new Map<Lang, Promise<void>>();

export function loadLiveDict(lang: Lang): Promise<void> {
  let p = loading.get(lang);
  if (p) return p;
  if (lang === 'en') {
    Object.assign(en, liveEn);
    registerDict('en', { ...getDict('en'), ...liveEn });
    p = Promise.resolve();
  } else
    p = Promise.all([loadLang(lang), loaders[lang]()]).then(([, dict]) =>
      registerDict(lang, { ...getDict(lang), ...dict }),
    );
  loading.set(lang, p);
  return p;
}

void loadLiveDict('en');
