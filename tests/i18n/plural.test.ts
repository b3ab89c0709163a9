/**
 * Plural forms (src/i18n/plural.ts): `{n|singular|plural}` in a message picks the form by
 * Intl.PluralRules. English and Dutch: only 1 is singular; French: 0 and 1 and 1.5 too (CLDR:
 * "one" is i = 0 or 1). Every dictionary's plural forms name a count the English one names.
 */
import { describe, expect, it } from 'vitest';
import { en } from '../../src/i18n/en';
import { getDict, LANGS, t, type Lang, type MessageKey } from '../../src/i18n';
import { loadLabDict } from '../../src/i18n/lab';
import { loadLiveDict } from '../../src/i18n/live';
import { isSingular, PLURAL_FORMS, selectPlurals } from '../../src/i18n/plural';

await Promise.all(LANGS.flatMap((l) => [loadLabDict(l), loadLiveDict(l)]));

describe('isSingular', () => {
  const cases: Record<Lang, [number, boolean][]> = {
    en: [
      [0, false],
      [1, true],
      [2, false],
      [1.5, false],
    ],
    fr: [
      [0, true],
      [1, true],
      [2, false],
      [1.5, true],
    ],
    nl: [
      [0, false],
      [1, true],
      [2, false],
      [1.5, false],
    ],
  };
  it.each(LANGS)('%s: 0, 1, 2 and 1.5', (lang) => {
    const locale = { en: 'en-US', fr: 'fr-FR', nl: 'nl-NL' }[lang];
    for (const [n, one] of cases[lang]) expect([n, isSingular(n, locale)]).toEqual([n, one]);
  });
});

describe('t() with plural forms', () => {
  const loaded = (n: number, lang: Lang) => t('lab.instructor.loaded', { n }, lang);
  it('English', () => {
    expect([0, 1, 2, 1.5].map((n) => loaded(n, 'en'))).toEqual([
      '0 challenge files loaded.',
      '1 challenge file loaded.',
      '2 challenge files loaded.',
      '1.5 challenge files loaded.',
    ]);
  });
  it('French treats 0 and 1 (and 1.5) as singular', () => {
    expect([0, 1, 2, 1.5].map((n) => loaded(n, 'fr'))).toEqual([
      '0 fichier de défis chargé.',
      '1 fichier de défis chargé.',
      '2 fichiers de défis chargés.',
      '1,5 fichier de défis chargé.',
    ]);
  });
  it('Dutch', () => {
    expect([0, 1, 2, 1.5].map((n) => loaded(n, 'nl'))).toEqual([
      '0 opdrachtbestanden geladen.',
      '1 opdrachtbestand geladen.',
      '2 opdrachtbestanden geladen.',
      '1,5 opdrachtbestanden geladen.',
    ]);
  });
  it('agrees the verb too ("1 claimed solve did not hold")', () => {
    expect(t('lab.progress.refused', { n: 1 }, 'en')).toBe(
      '1 claimed solve did not hold when the engine replayed it and is marked not solved.',
    );
    expect(t('views.pool.sum.leak', { n: 1 }, 'en')).toBe(
      '1 page was taken as KV by a leaking request.',
    );
    expect(t('views.pool.sum.leak', { n: 3 }, 'fr')).toBe(
      '3 pages ont été prises comme KV par une requête qui fuit.',
    );
  });
  it('takes the plural form for a count given as text, and leaves a missing one as written', () => {
    expect(selectPlurals('{n} {n|a|b}', {}, 'en-US')).toBe('{n} {n|a|b}');
    expect(selectPlurals('{n|a|b}', { n: '1,000' }, 'en-US')).toBe('b');
  });
});

describe('the dictionaries', () => {
  const forms = (s: string) => [...s.matchAll(PLURAL_FORMS)].map((m) => m[1]).sort();
  const keys = Object.keys(en) as MessageKey[];
  it('have no count that meets a noun without its plural forms (lab and live)', () => {
    // "{n} challenges", "{n} requests": a number then a plural noun, with no form to choose
    const bare = /\{(n|count|total)\} (challenge|file|request|solve|step|page|token|length)s\b/;
    expect(keys.filter((k) => bare.test(en[k]))).toEqual([]);
  });
  it.each(LANGS.filter((l) => l !== 'en'))('%s picks forms by the counts English does', (lang) => {
    const dict = getDict(lang);
    const differ = keys.filter(
      (k) =>
        dict[k] !== undefined &&
        forms(dict[k]).some((v) => !/\{\w+\}/.test(en[k]) || !en[k].includes(`{${v}}`)),
    );
    expect(differ).toEqual([]);
  });
});
