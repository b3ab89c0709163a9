/**
 * Translation for the views with a cached number format: `Intl.NumberFormat` is costly to
 * build, and the views format numbers on every step of playback.
 */
import { locale, t, type Lang, type MessageKey } from '../../i18n';

let cache: { loc: string; fmt: Intl.NumberFormat } | null = null;

/** A number with the current language's separators (681,280 · 681 280 · 681.280). */
export function num(n: number): string {
  const loc = locale();
  if (!cache || cache.loc !== loc) cache = { loc, fmt: new Intl.NumberFormat(loc) };
  return cache.fmt.format(n);
}

/**
 * `t` for the views: numbers stay numbers, so `t` formats them with its cached formatter (per
 * language) and picks plural forms by them (src/i18n/plural.ts).
 */
export function tv(
  key: MessageKey,
  vars: Record<string, string | number> = {},
  lang?: Lang,
): string {
  return lang === undefined ? t(key, vars) : t(key, vars, lang);
}
