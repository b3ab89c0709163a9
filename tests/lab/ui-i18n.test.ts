/**
 * The lab's dictionaries (they load with the lab, so the app's dictionary test does not see
 * them): French and Dutch have exactly the English keys, none empty, with the same
 * placeholders and code spans; the lab's keys do not shadow the app's; and loading them keeps
 * each language's own strings.
 */
import { describe, expect, it } from 'vitest';
import { getDict, t } from '../../src/i18n';
import { lab as en } from '../../src/i18n/en/lab';
import { lab as fr } from '../../src/i18n/fr/lab';
import { loadLabDict } from '../../src/i18n/lab';
import { lab as nl } from '../../src/i18n/nl/lab';

const placeholders = (s: string) => [...s.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
const codeSpans = (s: string) => [...s.matchAll(/`([^`]+)`/g)].map((m) => m[1]).sort();
const keys = Object.keys(en) as (keyof typeof en)[];

describe.each([
  ['fr', fr],
  ['nl', nl],
] as const)('the %s lab dictionary', (_lang, dict) => {
  it('has exactly the English keys, none empty', () => {
    expect(keys.filter((k) => !dict[k]?.trim())).toEqual([]);
    expect(Object.keys(dict).filter((k) => !(k in en))).toEqual([]);
  });
  it('keeps placeholders and code spans', () => {
    expect(keys.filter((k) => placeholders(dict[k]).join() !== placeholders(en[k]).join())).toEqual(
      [],
    );
    expect(keys.filter((k) => codeSpans(dict[k]).join() !== codeSpans(en[k]).join())).toEqual([]);
  });
});

describe('loading the lab strings', () => {
  it('adds them to each language without losing its own', async () => {
    expect(keys.every((k) => k.startsWith('lab.'))).toBe(true);
    await loadLabDict('fr');
    await loadLabDict('nl');
    expect(t('lab.title', {}, 'en')).toBe('Training lab');
    expect(t('lab.title', {}, 'fr')).toBe('Laboratoire');
    expect(t('lab.title', {}, 'nl')).toBe('Trainingslab');
    expect(getDict('fr')['story.ui.language']).toBe('Langue');
    expect(getDict('nl')['story.ui.language']).toBe('Taal');
  });
});
