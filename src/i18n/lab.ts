/**
 * The lab's strings load with the lab, not with the app: English completes the English
 * dictionary (the fallback of every language) when a lab module imports this file; French and
 * Dutch are added when the lab is shown in that language, after the language's own
 * dictionary (which `registerDict` would otherwise replace).
 */
import { en } from './en';
import { lab as labEn } from './en/lab';
import type { TranslatedLang } from '../nav/langs';
import { getDict, loadLang, registerDict, type Dict, type Lang } from './index';

const loaders: Record<TranslatedLang, () => Promise<Dict>> = {
  fr: () => import('./fr/lab').then((m) => m.lab),
  nl: () => import('./nl/lab').then((m) => m.lab),
};
const loading = new Map<Lang, Promise<void>>();

/** Registers the lab's strings for a language (once; English at once, synchronously). */
export function loadLabDict(lang: Lang): Promise<void> {
  let p = loading.get(lang);
  if (p) return p;
  if (lang === 'en') {
    // the object `t` falls back to: its type already holds these keys (./en/index.ts)
    Object.assign(en, labEn);
    registerDict('en', { ...getDict('en'), ...labEn });
    p = Promise.resolve();
  } else
    p = Promise.all([loadLang(lang), loaders[lang]()]).then(([, dict]) =>
      registerDict(lang, { ...getDict(lang), ...dict }),
    );
  loading.set(lang, p);
  return p;
}

void loadLabDict('en');
