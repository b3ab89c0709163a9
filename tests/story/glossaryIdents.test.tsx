/**
 * Every identifier the explainer can show, in its scenes' text and figures and in its live view
 * (the narration of every step, the event labels, the views' labels), has a glossary entry with
 * a name and a definition in English, French and Dutch; and the explainer links each one it
 * renders (code spans and plain sentences) to that entry, focusable, with its definition as the
 * element's description.
 *
 * Identifiers are found here by their shape (snake_case, CamelCase compounds, dotted names,
 * `--flags`, SGLang's routers and the model names), independently of the glossary's own list.
 */
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { registerDict, type Dict, type Lang } from '../../src/i18n';
import { en as enApp } from '../../src/i18n/en';
import { storyGlossary as enGloss } from '../../src/i18n/en/storyGlossary';
import { fr as frApp } from '../../src/i18n/fr';
import { storyGlossary as frGloss } from '../../src/i18n/fr/storyGlossary';
import { nl as nlApp } from '../../src/i18n/nl';
import { storyGlossary as nlGloss } from '../../src/i18n/nl/storyGlossary';
import { StoryText } from '../../src/modes/explainer/StoryText';
import { termLinkers } from '../../src/modes/explainer/links';
import * as idents from '../../src/story/glossaryIdents';
import { LinkedText, TextLinks } from '../../src/views/shared/RichText';
import type { ReactElement } from 'react';
import type { AppStoreApi } from '../../src/store/store';
import { freshStore, provide } from '../setup/stores';

let store: AppStoreApi;
const mount = (ui: ReactElement) => render(ui, { wrapper: provide(store) });
beforeEach(() => {
  store = freshStore();
});

const APP: Record<Lang, Dict> = { en: enApp, fr: frApp, nl: nlApp };
const GLOSS: Record<Lang, Dict> = { en: enGloss, fr: frGloss, nl: nlGloss };

/** Shapes of code names; proper names of people and organisations are not identifiers. */
const SHAPE =
  /--[a-z][\w-]+|[A-Za-z_]\w*(?:\.[A-Za-z_]\w*)+(?:\(\d*\))?|\b_?[a-z]+_[a-z_0-9]+\b|\b[A-Z][a-z]+[A-Z]\w*\b|\b[A-Z]+_[A-Z_]+(?:\(\d*\))?|\bsgl-router\b|\bMooncake\b|\bGLM-[\w.-]*\w/g;
const NOT_CODE = new Set(['PageDown', 'PageUp', 'RadixArk', 'HackerOne', 'Unite.AI']);
/** What the explainer and its live view show: the story, the narration, the views' labels. */
const SHOWN = /^(story\.|explore\.narr\.|explore\.kind\.|views\.)/;

function shownIdents(dict: Dict): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, text] of Object.entries(dict)) {
    if (!SHOWN.test(key) || /^story\.(gloss|present|speaker)\./.test(key)) continue;
    if (typeof text !== 'string') continue;
    for (const m of text.matchAll(SHAPE)) if (!NOT_CODE.has(m[0])) out.set(m[0], key);
  }
  return out;
}

describe.each(['en', 'fr', 'nl'] as Lang[])('identifiers shown in %s', (lang) => {
  it('each has a glossary entry with a name and a definition', () => {
    const missing: string[] = [];
    for (const [name, key] of shownIdents(APP[lang])) {
      const id = idents.IDENTS[name];
      if (!id) missing.push(`${name} (in ${key}): no entry`);
      else if (!GLOSS[lang][`story.gloss.${id}.term` as keyof Dict])
        missing.push(`${name}: no name in ${lang}`);
      else if (!GLOSS[lang][`story.gloss.${id}.def` as keyof Dict])
        missing.push(`${name}: no definition in ${lang}`);
    }
    expect(missing).toEqual([]);
    expect(shownIdents(APP[lang]).size).toBeGreaterThan(40);
  });
});

afterEach(cleanup);

describe('the explainer links what it renders', () => {
  beforeAll(() => registerDict('en', { ...enApp, ...enGloss }));
  const vars = { pageSize: 64, timeout: 300, context: 1048576 };

  it('a code span and a plain identifier become focusable, described terms', () => {
    mount(
      <TextLinks.Provider
        value={termLinkers(vars, { ...idents, loadGlossaryDict: () => Promise.resolve() })}
      >
        <StoryText text="Then `pop_transferred` checks `num_pages = 1` on Mooncake." vars={vars} />
        <p data-testid="narr">
          <LinkedText text="send_kv_chunk: KVPoll.Transferring, not Success." />
        </p>
      </TextLinks.Provider>,
    );
    const linked = [...document.querySelectorAll<HTMLElement>('[data-term] > [tabindex]')];
    expect(linked.map((e) => e.textContent)).toEqual([
      'pop_transferred',
      'num_pages = 1',
      'Mooncake',
      'send_kv_chunk',
      'KVPoll.Transferring',
    ]);
    // "Success" as a plain word is not linked: too common outside code font
    const code = linked[0]!;
    const tip = document.getElementById(code.getAttribute('aria-describedby')!)!;
    expect(tip.hidden).toBe(true);
    act(() => code.focus());
    expect(tip.hidden).toBe(false);
    expect(tip.textContent).toContain('DecodeTransferQueue');
    // identifiers inside a definition are not linked again
    expect(tip.querySelector('[data-term]')).toBeNull();
  });
});
