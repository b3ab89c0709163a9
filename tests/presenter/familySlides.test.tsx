/**
 * The deck's family slides (src/story/familySlides.ts, src/modes/presenter/FamilySlide.tsx):
 * the built-in deck ends with them before the closing slide; "Not a one-off" shows the incident,
 * then one sibling per click, each with its timeline; the defence matrix shows the incident's
 * column, then every member's, then picks out the checksum rows, then the rows that hold pages;
 * the speaker notes are in each language's own words and say how each claim is known.
 */
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getDict, setLang, type Lang, type MessageKey } from '../../src/i18n';
import { loadStageDict } from '../../src/i18n/stage';
import { FamilySlide } from '../../src/modes/presenter/FamilySlide';
import { slideNotes } from '../../src/modes/presenter/slideNotes';
import type { AppStoreApi } from '../../src/store/store';
import { beatsOf, goTo, initialDeck, next } from '../../src/story/deck';
import { SIBLING_FIGURES } from '../../src/story/familyFigures';
import { DEFENCES, MATRIX } from '../../src/story/familyMatrix';
import { FAMILY_SLIDES } from '../../src/story/familySlides';
import { BUILT_IN_TALK, buildLabels, setActiveTalk, slideIndex } from '../../src/story/talk';
import { freshStore, provide } from '../setup/stores';

let store: AppStoreApi;
beforeEach(() => {
  store = freshStore();
  setActiveTalk(BUILT_IN_TALK);
});
afterEach(() => {
  cleanup();
  act(() => setLang('en'));
});

const LANGS: Lang[] = ['en', 'fr', 'nl'];
// the deck's strings come with the deck (the presenter loads them); the family's, with the slide
await Promise.all(LANGS.map((l) => loadStageDict(l)));

describe('the built-in deck', () => {
  it('ends with the family’s two slides, then the closing slide', () => {
    expect(BUILT_IN_TALK.slides.slice(-3).map((s) => [s.id, s.kind])).toEqual([
      ['family', 'family'],
      ['family-defences', 'family'],
      ['closing', 'closing'],
    ]);
  });

  it('the clicker walks each family slide build by build, then moves on', () => {
    const at = slideIndex('family');
    expect(beatsOf(at)).toBe(4);
    expect(buildLabels(BUILT_IN_TALK.slides[at]!)).toEqual(
      FAMILY_SLIDES.family.builds.map((b) => b.label),
    );
    let d = goTo(initialDeck(0), at, 1);
    const seen: string[] = [];
    for (let i = 0; i < 9; i++) {
      seen.push(`${BUILT_IN_TALK.slides[d.scene]!.id}#${d.beat + 1}`);
      d = next(d, 2 + i);
    }
    expect(seen).toEqual([
      'family#1',
      'family#2',
      'family#3',
      'family#4',
      'family-defences#1',
      'family-defences#2',
      'family-defences#3',
      'family-defences#4',
      'closing#1',
    ]);
  });
});

/** The members a slide draws (not hidden), in order. */
const shownMembers = () =>
  [...document.querySelectorAll('.sp-fam-card:not([data-hidden])')].map((c) =>
    c.getAttribute('data-member'),
  );
const shownColumns = () =>
  [...document.querySelectorAll('.fam-matrix thead th[data-mode]:not([data-hidden])')].map((c) =>
    c.getAttribute('data-mode'),
  );
const highlighted = () =>
  [...document.querySelectorAll('.fam-matrix tr[data-highlight]')].map((r) =>
    r.getAttribute('data-defence'),
  );

describe.each(LANGS)('in %s', (lang) => {
  const dict = () => getDict(lang);

  it('“Not a one-off”: the incident, then one sibling per click, each with its timeline', async () => {
    act(() => setLang(lang));
    const want = [['A4'], ['A4', 'A1'], ['A4', 'A1', 'A2'], ['A4', 'A1', 'A2', 'A3']];
    for (const [beat, members] of want.entries()) {
      const view = render(<FamilySlide slide={FAMILY_SLIDES.family} beat={beat} lang={lang} />, {
        wrapper: provide(store),
      });
      await screen.findByTestId('family-siblings');
      expect(shownMembers(), `build ${beat + 1}`).toEqual(members);
      view.unmount();
    }
    render(<FamilySlide slide={FAMILY_SLIDES.family} beat={3} lang={lang} />, {
      wrapper: provide(store),
    });
    await screen.findByTestId('family-siblings');
    for (const f of SIBLING_FIGURES) {
      const card = document.querySelector(`.sp-fam-card[data-member="${f.mode}"]`)!;
      // the card's title, the figure's marks and the tags in this language's own words
      expect(card.querySelector('h2')!.textContent).toBe(dict()[`family.mode.${f.mode}`]);
      const items = card.querySelectorAll('.fam-legend li');
      expect(items).toHaveLength(f.marks.length);
      f.marks.forEach((m, i) => {
        expect(items[i]!.textContent).toContain(String(m.tick));
        expect(items[i]!.textContent).toContain(
          dict()[`family.mark.${f.mode}.${m.id}` as MessageKey],
        );
      });
      expect(card.querySelector('figcaption')!.textContent).toContain(String(f.foreignPages));
      expect(card.querySelector('.sp-fam-known')!.textContent).toContain(
        dict()[`stage.family.${f.mode}.known` as MessageKey],
      );
    }
    expect(document.querySelector('.sp-fam-tags')!.textContent).toBe(dict()['stage.family.tags']);
  });

  it('the matrix: the incident’s column, every member’s, the checksums, the rows that hold pages', async () => {
    act(() => setLang(lang));
    const slide = FAMILY_SLIDES['family-defences'];
    const want = [
      { columns: ['A4'], rows: [] },
      { columns: ['A4', 'A1', 'A2', 'A3'], rows: [] },
      { columns: ['A4', 'A1', 'A2', 'A3'], rows: ['checksum39229', 'checksum39500'] },
      {
        columns: ['A4', 'A1', 'A2', 'A3'],
        rows: ['refcountPin', 'deferredRelease', 'drainBarrier'],
      },
    ];
    for (const [beat, w] of want.entries()) {
      const view = render(<FamilySlide slide={slide} beat={beat} lang={lang} />, {
        wrapper: provide(store),
      });
      await screen.findByTestId('family-matrix');
      expect({ columns: shownColumns(), rows: highlighted() }, `build ${beat + 1}`).toEqual(w);
      // a hidden column's cells are hidden too; every cell is the matrix's, with no condition
      for (const d of DEFENCES)
        for (const mode of ['A4', 'A1', 'A2', 'A3'] as const) {
          const td = document.querySelector(`tr[data-defence="${d}"] td[data-mode="${mode}"]`)!;
          expect(td.hasAttribute('data-hidden')).toBe(!w.columns.includes(mode));
          expect(td.getAttribute('data-engine')).toBe(MATRIX[mode][d].engine);
          expect(td.textContent).toContain(MATRIX[mode][d].facts);
          expect(td.querySelector('.fam-cond')).toBeNull();
        }
      view.unmount();
    }
  });

  it('the speaker notes: this language’s own, every cited claim with how it is known', () => {
    const tags: Record<Lang, RegExp> = {
      en: /— code|maintainer|author’s claim|authors’ claims|inference|the model’s/,
      fr: /— code|mainteneur|affirmation de l’auteur|affirmations des auteurs|déduction|du modèle/,
      nl: /— code|maintainer|bewering van de auteur|beweringen van de auteurs|afleiding|van het model/,
    };
    act(() => setLang(lang));
    for (const id of ['family', 'family-defences'] as const) {
      const slide = BUILT_IN_TALK.slides[slideIndex(id)]!;
      const notes = slideNotes(slide, {});
      expect(notes).toHaveLength(FAMILY_SLIDES[id].notes.length);
      FAMILY_SLIDES[id].notes.forEach((k, i) => {
        expect(dict()[k], `${lang}: ${k}`).toBeTruthy();
        expect(notes[i]).toBe(dict()[k]);
        if (lang !== 'en') expect(notes[i]).not.toBe(getDict('en')[k]);
        // a note that cites the record says how the claim is known
        if (/#\d+/.test(notes[i]!)) expect(notes[i], `${id} note ${i + 1}`).toMatch(tags[lang]);
      });
    }
    const [, a1, a2] = slideNotes(BUILT_IN_TALK.slides[slideIndex('family')]!, {});
    // PR #35049's logged reproduction, page for page; the deadline's log line, as the code has it
    for (const s of ['#35049', '14–44', '1–32', '14–32']) expect(a1).toContain(s);
    expect(a2).toContain('releasing anyway');
    const checksum = slideNotes(BUILT_IN_TALK.slides[slideIndex('family-defences')]!, {})[2]!;
    for (const s of ['#39229', '#39500', '500', '400']) expect(checksum).toContain(s);
    // why #39229 catches the incident is the file's inference, said as one
    expect(checksum).toMatch({ en: /inference/, fr: /déduction/, nl: /afleiding/ }[lang]);
  });
});

it('a talk file’s own notes stand in for a family slide’s', () => {
  const slide = { ...BUILT_IN_TALK.slides[slideIndex('family')]!, notes: ['Mine.'] };
  expect(slideNotes(slide, {})).toEqual(['Mine.']);
});
