/**
 * The glossary at the end of the explainer lists only terms the article's text uses: every
 * prose term is defined in it (`[[id|…]]`), and every identifier entry it lists is named in the
 * text a reader reads (the scenes' paragraphs, the top box, the figures' text, the fixes table,
 * the last scene's lists), in English. An entry for a name shown only by the live view stays
 * available as that name's popover, but is not listed.
 */
import { describe, expect, it } from 'vitest';
import type { Dict } from '../../src/i18n';
import { en as enApp } from '../../src/i18n/en';
import { figureText } from '../../src/i18n/en/figureText';
import { storyLists } from '../../src/i18n/en/storyLists';
import { storySequence } from '../../src/i18n/en/storySequence';
import {
  GLOSSARY_LISTED,
  IDENT_TERM_IDS,
  splitTerms,
  TERM_IDS,
  type TermId,
} from '../../src/story/glossary';
import { codeTerm, identsIn, IDENTS } from '../../src/story/glossaryIdents';
import { SCENES } from '../../src/story/scenes';

const dict: Dict = { ...enApp, ...figureText, ...storyLists, ...storySequence };

/** What a reader of the article reads (not the speaker's notes, the slides or the glossary). */
const ARTICLE =
  /^story\.(subtitle|top\.|todo\.|unknown\.|timeline\.|record\.|fix\.|seq\.|fields\.|zoom\.|kv\.|calc\.|scn\.)/;

function articleTexts(): string[] {
  const keys = Object.keys(dict).filter((k) => ARTICLE.test(k));
  for (const s of SCENES) keys.push(...s.body);
  return keys.map((k) => String(dict[k as keyof Dict]));
}

/** The glossary entries a text names: defining uses, plain identifiers and code spans. */
function entriesUsed(texts: readonly string[]): Set<TermId> {
  const used = new Set<TermId>();
  for (const text of texts) {
    for (const p of splitTerms(text)) if ('term' in p) used.add(p.term);
    for (const name of identsIn(text)) used.add(IDENTS[name]!);
    for (const m of text.matchAll(/`([^`]+)`/g)) {
      const id = codeTerm(m[1]!);
      if (id) used.add(id);
    }
  }
  return used;
}

describe('the glossary covers only terms the text uses', () => {
  const used = entriesUsed(articleTexts());

  it('every listed entry is used by the article’s text, and every used entry is listed', () => {
    const listed = GLOSSARY_LISTED.map((g) => g.id);
    expect(listed.filter((id) => !used.has(id))).toEqual([]);
    expect([...used].filter((id) => !listed.includes(id))).toEqual([]);
  });

  it('lists every prose term and leaves out the live view’s internals', () => {
    const listed = GLOSSARY_LISTED.map((g) => g.id);
    for (const id of TERM_IDS) expect(listed).toContain(id);
    expect(listed.length).toBeLessThan(TERM_IDS.length + IDENT_TERM_IDS.length);
    expect(listed).not.toContain('retract');
  });

  it('the check sees a use: a text naming `pop_transferred` uses its entry', () => {
    expect(entriesUsed(['then `pop_transferred` runs']).has('pop-transferred')).toBe(true);
    expect(entriesUsed(['nothing here']).size).toBe(0);
  });
});
