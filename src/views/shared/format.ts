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

/** `t` with numbers formatted through the cached formatter (in the current language). */
export function tv(
  key: MessageKey,
  vars: Record<string, string | number> = {},
  lang?: Lang,
): string {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(vars)) out[k] = typeof v === 'number' ? num(v) : v;
  return lang === undefined ? t(key, out) : t(key, out, lang);
}
