/**
 * The explainer's closing chapter, "Not a one-off" (src/modes/explainer/family/FamilyChapter.tsx): the
 * incident and its three siblings side by side, each sibling with its timeline, and the defence
 * matrix with every cell of src/story/familyMatrix.ts — the cells tests/engine/familyMatrix.test.ts
 * checks against the engine — in en, fr and nl.
 */
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getDict, setLang, t, type Lang, type MessageKey } from '../../src/i18n';
import { loadFamilyDict } from '../../src/i18n/family';
import type { AppStoreApi } from '../../src/store/store';
import { SIBLING_FIGURES } from '../../src/story/familyFigures';
import { DEFENCES, MATRIX, MATRIX_MODES, MODES, type Mode } from '../../src/story/familyMatrix';
import { builtin, withDefence } from '../engine/familyCases';
// scene 8's fix names are in the fixes table's strings
import '../../src/i18n/onDemand';
import { FamilyChapter } from '../../src/modes/explainer/family/FamilyChapter';
import { freshStore, provide } from '../setup/stores';

let store: AppStoreApi;
beforeEach(() => {
  store = freshStore();
});
afterEach(() => {
  cleanup();
  act(() => setLang('en'));
});

describe.each(['en', 'fr', 'nl'] as Lang[])('the closing chapter in %s', (lang) => {
  it('shows the incident and its three siblings, each sibling with its figure', async () => {
    act(() => setLang(lang));
    await act(() => loadFamilyDict(lang));
    render(<FamilyChapter />, { wrapper: provide(store) });
    const dict = getDict(lang);
    // every string of the chapter is in this language's own dictionary
    const title = dict['family.title' as MessageKey];
    expect(title).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(title);
    const cards = document.querySelectorAll('.fam-card');
    expect([...cards].map((c) => c.getAttribute('data-member'))).toEqual([
      'incident',
      'A1',
      'A2',
      'A3',
    ]);
    for (const f of SIBLING_FIGURES) {
      const card = document.querySelector(`.fam-card[data-member="${f.mode}"]`) as HTMLElement;
      expect(card.textContent).toContain('200');
      // how it is known, with the tag in words
      expect(card.querySelector('.fam-known')!.textContent).toContain(dict['family.known']);
      const fig = within(card).getByRole('img');
      expect(fig.getAttribute('aria-label')).toContain(
        dict[`family.${f.mode}.title` as MessageKey],
      );
      const items = card.querySelectorAll('.fam-legend li');
      expect(items).toHaveLength(f.marks.length);
      f.marks.forEach((m, i) => {
        expect(items[i]!.textContent).toContain(String(m.tick));
        expect(items[i]!.textContent).toContain(
          dict[`family.mark.${f.mode}.${m.id}` as MessageKey],
        );
      });
      expect(card.querySelector('figcaption')!.textContent).toContain(String(f.foreignPages));
      // the scenario opens in Explore with its victim selected
      const link = within(card).getByRole('link', { name: dict['family.explore'] });
      expect(link.getAttribute('href')).toContain(`s=${f.file}&sel=`);
      // the shaded band is said in words too
      expect(card.querySelector('.fam-window-note')!.textContent).toBe(dict['family.fig.window']);
    }
    // the late writer's page numbers are PR #35049's
    const a1 = document.querySelector('.fam-card[data-member="A1"]')!.textContent;
    for (const s of ['14–44', '1–32', '14–32', '19']) expect(a1).toContain(s);
  });

  it('draws every cell of the defence matrix, ◐ cells with their condition', async () => {
    act(() => setLang(lang));
    await act(() => loadFamilyDict(lang));
    render(<FamilyChapter />, { wrapper: provide(store) });
    const table = screen.getByRole('table');
    const modes = Object.keys(MATRIX) as Mode[];
    expect(table.querySelectorAll('tbody tr')).toHaveLength(DEFENCES.length);
    expect(table.querySelectorAll('thead th')).toHaveLength(modes.length + 1);
    // table semantics: a caption, column headers and one row header per defence
    expect(table.querySelector('caption')!.textContent).toBe(t('family.matrix.caption'));
    for (const th of table.querySelectorAll('thead th'))
      expect(th.getAttribute('scope')).toBe('col');
    expect(table.querySelectorAll('tbody th[scope="row"]')).toHaveLength(DEFENCES.length);
    for (const mode of modes) {
      for (const d of DEFENCES) {
        const cell = MATRIX[mode][d];
        const row = table.querySelector(`tr[data-defence="${d}"]`)!;
        const td = row.querySelector(`td[data-mode="${mode}"]`) as HTMLElement;
        expect(td, `${mode} × ${d}`).not.toBeNull();
        expect(td.getAttribute('data-engine')).toBe(cell.engine);
        expect(td.textContent).toContain(cell.facts);
        expect(td.textContent).toContain(t(`family.outcome.${cell.engine}` as MessageKey));
        // read alone (a screen reader, innerText), the cell says whose reading each part is
        const sign = {
          '✔': 'family.sign.yes',
          '◐': 'family.sign.part',
          '✘': 'family.sign.no',
          '—': 'family.sign.none',
        }[cell.facts] as MessageKey;
        const spoken = td.textContent.replace(/\s+/g, ' ');
        expect(spoken).toContain(
          `${t(sign)}. ${t('family.cell.engine')} ${t(`family.outcome.${cell.engine}` as MessageKey)}.`,
        );
        const cond = td.querySelector('.fam-cond');
        if (cell.facts === '◐') {
          const key = `family.cond.${mode}.${d}` as MessageKey;
          expect(getDict(lang)[key], `${lang}: ${key}`).toBeTruthy();
          expect(cond?.textContent).toBe(getDict(lang)[key]);
        } else expect(cond).toBeNull();
      }
    }
  });
});

describe.each(['en', 'fr', 'nl'] as Lang[])('the closing chapter’s words in %s', (lang) => {
  beforeEach(() => loadFamilyDict(lang));
  const say = (key: string) => t(key as MessageKey, {}, lang);
  const low = (s: string) => s.toLocaleLowerCase(lang);

  it('defines the family so that every member, the incident too, is named in it', () => {
    // the definition once read “a page is handed to a second request while the first still
    // writes to it, or still has to read it”, which the incident (pages never written for the
    // request that reads them) does not fit
    const intro = low(say('family.intro'));
    for (const mode of MATRIX_MODES) expect(intro, mode).toContain(low(say(`family.mode.${mode}`)));
  });

  it('calls a defence the engine runs as one of scene 8’s fixes by that fix’s name', () => {
    const base = builtin(MODES.A4.file);
    let named = 0;
    for (const d of DEFENCES) {
      const on = withDefence(base, d).config.fixes;
      for (const [fix, value] of Object.entries(on))
        if (value && !base.config.fixes[fix as keyof typeof on]) {
          expect(say(`family.def.${d}`), `${d} runs ${fix}`).toContain(
            say(`story.fix.${fix}.label`),
          );
          named++;
        }
    }
    expect(named).toBeGreaterThan(0);
    // the one scene 8 names otherwise, scrubbing, is told apart by its own name in the text
    const intro = low(say('family.matrix.intro'));
    expect(intro).toContain(low(say('story.fix.scrubOnFree.label')));
    expect(intro).toContain(low(say('family.def.scrubOnAlloc').replace(/\s*\(.*\)$/, '')));
  });
});

it('the chapter waits for its French strings, then shows them', async () => {
  act(() => setLang('fr'));
  render(<FamilyChapter />, { wrapper: provide(store) });
  await waitFor(() =>
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Pas un cas isolé'),
  );
});
