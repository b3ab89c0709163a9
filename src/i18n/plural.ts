/**
 * Plural forms, the one helper every count in the dictionaries goes through. A message names a
 * count's noun (and verb, where it agrees) as `{n|singular|plural}`: `t` shows the first form
 * when the language's `Intl.PluralRules` puts `n` in the "one" category and the second
 * otherwise, so "{n} {n|file|files} loaded" reads "1 file loaded", "2 files loaded". English,
 * French and Dutch need no more than these two forms (French puts 0 and 1.5 in "one", and very
 * large round numbers in "many", which takes the plural form). Framework-free.
 */
const rules = new Map<string, Intl.PluralRules>();

/** Whether `n` takes the singular form in `locale` ("one" in Intl.PluralRules). */
export function isSingular(n: number, locale: string): boolean {
  let r = rules.get(locale);
  if (!r) rules.set(locale, (r = new Intl.PluralRules(locale)));
  return r.select(n) === 'one';
}

/** `{name|singular|plural}`: a count's two forms (no braces or bars inside a form). */
export const PLURAL_FORMS = /\{(\w+)\|([^{}|]*)\|([^{}|]*)\}/g;

/**
 * Picks each `{name|singular|plural}` form in `template` by the number `vars[name]`; a count
 * given as text (already formatted) takes the plural form; a missing one leaves it as written.
 */
export function selectPlurals(
  template: string,
  vars: Record<string, string | number>,
  locale: string,
): string {
  return template.replace(PLURAL_FORMS, (m, name: string, one: string, other: string) => {
    const v = vars[name];
    if (v === undefined) return m;
    return typeof v === 'number' && isSingular(v, locale) ? one : other;
  });
}
