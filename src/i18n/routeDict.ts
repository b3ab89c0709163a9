/**
 * Strings that load with their route (the lab, the live view, the deck), not with the app:
 * English completes the English dictionary (the fallback of every language) at once; French
 * and Dutch are added when the route is shown in that language, after the language's own
 * dictionary (which `registerDict` would otherwise replace). Each language once.
 */
import type { TranslatedLang } from '../nav/langs';
import { en } from './en';
import { getDict, loadLang, registerDict, type Dict, type Lang } from './index';

export function routeDict(
  english: Dict,
  loaders: Record<TranslatedLang, () => Promise<Dict>>,
): (lang: Lang) => Promise<void> {
  const loading = new Map<Lang, Promise<void>>();
  const load = (lang: Lang): Promise<void> => {
    let p = loading.get(lang);
    if (p) return p;
    if (lang === 'en') {
      // the object `t` falls back to: its type already holds these keys (./en/index.ts)
      Object.assign(en, english);
      registerDict('en', { ...getDict('en'), ...english });
      p = Promise.resolve();
    } else
      p = Promise.all([loadLang(lang), loaders[lang]()]).then(([, dict]) =>
        registerDict(lang, { ...getDict(lang), ...dict }),
      );
    loading.set(lang, p);
    return p;
  };
  void load('en');
  return load;
}
