import { beforeAll, describe, expect, it } from 'vitest';
import { freshStore } from '../setup/stores';
import { en } from '../../src/i18n/en';
import { loadGlossaryDict } from '../../src/i18n/glossary';
import { loadLabDict } from '../../src/i18n/lab';
import { loadListsDict } from '../../src/i18n/lists';
import { loadLiveDict } from '../../src/i18n/live';
import { loadStageDict } from '../../src/i18n/stage';
// the strings no first screen draws join the English dictionary when this module is imported
import '../../src/i18n/onDemand';
import {
  formatNumber,
  getDict,
  LANGS,
  setLang,
  t,
  type Lang,
  type MessageKey,
} from '../../src/i18n';

// Every dictionary in full: the strings that load with a route (lab, live view, deck, glossary,
// the last scene's lists)
// complete English when their module is imported, so without this the keys compared would
// depend on which files ran before in the same worker.
const ROUTE_DICTS = [loadLabDict, loadLiveDict, loadStageDict, loadGlossaryDict, loadListsDict];
beforeAll(() => Promise.all(LANGS.flatMap((lang) => ROUTE_DICTS.map((load) => load(lang)))));

const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
const codeSpans = (s: string) => [...s.matchAll(/`([^`]+)`/g)].map((m) => m[1]).sort();
const enKeys = () => Object.keys(en) as MessageKey[];
const others = LANGS.filter((l): l is Exclude<Lang, 'en'> => l !== 'en');

describe.each(others)('the %s dictionary', (lang) => {
  let dict: ReturnType<typeof getDict>;
  beforeAll(() => {
    dict = getDict(lang);
  });

  it('has every key of the English dictionary, none empty', () => {
    const missing = enKeys().filter((k) => typeof dict[k] !== 'string' || dict[k].trim() === '');
    expect(missing).toEqual([]);
  });

  it('has no key the English dictionary lacks', () => {
    expect(Object.keys(dict).filter((k) => !(k in en))).toEqual([]);
  });

  it('uses the same {placeholders} as English in every string', () => {
    const differ = enKeys().filter(
      (k) => dict[k] !== undefined && placeholders(dict[k]).join() !== placeholders(en[k]).join(),
    );
    expect(differ).toEqual([]);
  });

  it('keeps code spans (identifiers) unchanged', () => {
    const differ = enKeys().filter(
      (k) => dict[k] !== undefined && codeSpans(dict[k]).join() !== codeSpans(en[k]).join(),
    );
    expect(differ).toEqual([]);
  });
});

describe('t()', () => {
  it('formats numbers per locale and leaves digits out of the text', () => {
    expect(t('story.config-gap.slide', { context: 1_048_576, prefillPool: 681_280 }, 'en')).toBe(
      'Context window 1,048,576 tokens; prefill pool 681,280 tokens.',
    );
    expect(formatNumber(681_280, 'fr')).toBe('681\u202f280');
    expect(formatNumber(681_280, 'nl')).toBe('681.280');
    expect(
      t('story.config-gap.slide', { context: 1_048_576, prefillPool: 681_280 }, 'nl'),
    ).toContain('1.048.576');
  });

  it('follows the current language and sets <html lang>', () => {
    freshStore();
    setLang('fr');
    expect(document.documentElement.lang).toBe('fr');
    expect(t('story.ui.language')).toBe('Langue');
    setLang('nl');
    expect(t('story.ui.language')).toBe('Taal');
    setLang('en');
    expect(document.documentElement.lang).toBe('en');
  });

  it('writes no thousands-separated number into any story string (Intl formats them)', () => {
    for (const lang of LANGS) {
      const dict = lang === 'en' ? en : getDict(lang);
      const bad = Object.entries(dict).filter(
        ([k, v]) => k.startsWith('story.') && /\d[,.\u202f\u00a0 ]\d{3}\b/.test(String(v)),
      );
      expect(bad.map(([k]) => `${lang}:${k}`)).toEqual([]);
    }
  });
});
