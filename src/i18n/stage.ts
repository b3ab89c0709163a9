/**
 * The deck's strings (presenter, speaker view) load with it, as the lab's do (./lab.ts): English completes the
 * English dictionary at once, French and Dutch after that language's own dictionary.
 */
import { en } from './en';
import { stage as stageEn } from './en/stage';
import { getDict, loadLang, registerDict, type Dict, type Lang } from './index';

const loaders: Record<Exclude<Lang, 'en'>, () => Promise<Dict>> = {
  fr: () => import('./fr/stage').then((m) => m.stage),
  nl: () => import('./nl/stage').then((m) => m.stage),
};
const loading = new Map<Lang, Promise<void>>();

export function loadStageDict(lang: Lang): Promise<void> {
  let p = loading.get(lang);
  if (p) return p;
  if (lang === 'en') {
    Object.assign(en, stageEn);
    registerDict('en', { ...getDict('en'), ...stageEn });
    p = Promise.resolve();
  } else
    p = Promise.all([loadLang(lang), loaders[lang]()]).then(([, dict]) =>
      registerDict(lang, { ...getDict(lang), ...dict }),
    );
  loading.set(lang, p);
  return p;
}

void loadStageDict('en');
