/**
 * Challenge files need only English texts: a challenge with no French or Dutch text is valid,
 * and shown in French or Dutch it gives the English with a visible "(English)" note; a text that
 * is translated is shown as it is, with no note.
 */
import { freshStore, provide } from '../setup/stores';
import type { AppStoreApi } from '../../src/store/store';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, beforeEach } from 'vitest';
import { setLang } from '../../src/i18n';
import { loadLabDict } from '../../src/i18n/lab';
import { validateChallenge, type Challenge, type Text } from '../../src/lab';
import { txt } from '../../src/modes/lab/labData';
import { Workbench } from '../../src/modes/lab/Workbench';
import { challenge } from './solutions';

let store: AppStoreApi;
beforeEach(() => {
  store = freshStore();
});

const englishOnly = (t: Text): Text => ({ en: t.en });

/** make-a-leak with every text in English only, as an instructor's file may have it. */
function untranslated(): Challenge {
  const c = challenge('make-a-leak');
  return {
    ...c,
    title: englishOnly(c.title),
    story: englishOnly(c.story),
    hints: c.hints.map(englishOnly),
    explanation: { ...c.explanation, text: englishOnly(c.explanation.text) },
  };
}

afterEach(cleanup);

describe('a challenge with English texts only', { timeout: 30_000 }, () => {
  it('is a valid challenge file', () => {
    const r = validateChallenge(structuredClone(untranslated()));
    expect(r.ok ? [] : r.problems).toEqual([]);
  });

  it('picks the reader’s language, else the English with "(English)"', () => {
    const both: Text = { en: 'Make a leak', fr: 'Provoquer une fuite' };
    expect(txt(both, 'fr')).toBe('Provoquer une fuite');
    expect(txt(both, 'nl')).toBe('Make a leak (English)');
    expect(txt(both, 'en')).toBe('Make a leak');
  });

  it.each(['fr', 'nl'] as const)(
    'shows its title and story in English, noted, in %s',
    async (lang) => {
      await loadLabDict(lang);
      setLang(lang);
      render(<Workbench challenge={untranslated()} />, { wrapper: provide(store) });
      expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Make a leak (English)');
      expect(screen.getByText(/^Tenant V has just sent .*\(English\)$/)).toBeTruthy();
    },
  );

  it('shows a translated challenge with no note, and English with none', async () => {
    await loadLabDict('fr');
    setLang('fr');
    render(<Workbench challenge={challenge('make-a-leak')} />, { wrapper: provide(store) });
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Provoquer une fuite');
    cleanup();
    setLang('en');
    render(<Workbench challenge={untranslated()} />, { wrapper: provide(store) });
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Make a leak');
    expect(document.body.textContent).not.toContain('(English)');
  });
});
