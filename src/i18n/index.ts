/**
 * Translation: `t(key, vars)` looks the key up in the current language and fills `{name}`
 * placeholders. Numbers in vars are formatted per locale with Intl (tabular figures are CSS).
 * Languages: en (source), fr, nl. Missing keys fall back to English (a test forbids them).
 */
import { en, type MessageKey } from './en';

export type Lang = 'en' | 'fr' | 'nl';
export const LANGS: readonly Lang[] = ['en', 'fr', 'nl'];
export type Dict = Partial<Record<MessageKey, string>>;

const dicts: Record<Lang, Dict> = { en, fr: {}, nl: {} };
let current: Lang = 'en';
const LOCALES: Record<Lang, string> = { en: 'en-US', fr: 'fr-FR', nl: 'nl-NL' };

export function registerDict(lang: Lang, dict: Dict): void {
  dicts[lang] = dict;
}
export function setLang(lang: Lang): void {
  current = lang;
}
export function getLang(): Lang {
  return current;
}
export function locale(lang: Lang = current): string {
  return LOCALES[lang];
}
export function formatNumber(n: number, lang: Lang = current): string {
  return new Intl.NumberFormat(LOCALES[lang]).format(n);
}

export function t(
  key: MessageKey,
  vars: Record<string, string | number> = {},
  lang: Lang = current,
): string {
  const template: string = dicts[lang][key] ?? en[key] ?? key;
  return template.replace(/\{(\w+)\}/g, (m, name: string) => {
    const v = vars[name];
    if (v === undefined) return m;
    return typeof v === 'number' ? formatNumber(v, lang) : v;
  });
}
