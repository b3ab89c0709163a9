/**
 * Terms are defined before they are used: the story is walked in reading order (the header's
 * subtitle, the top's summary, then each scene's body keys in SCENES order, then the "What to do
 * now" box) in English, French and Dutch, and the test fails when a glossary term appears before its defining use
 * (`[[id|label]]`, rendered as a <dfn>). Also: the popover's keyboard, mouse and touch
 * behaviour, and the glossary at the end.
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Dict, Lang, MessageKey } from '../../src/i18n';
import { en as enApp } from '../../src/i18n/en';
import { storyGlossary as enGloss } from '../../src/i18n/en/storyGlossary';
import { fr as frApp } from '../../src/i18n/fr';
import { storyGlossary as frGloss } from '../../src/i18n/fr/storyGlossary';
import { nl as nlApp } from '../../src/i18n/nl';
import { storyGlossary as nlGloss } from '../../src/i18n/nl/storyGlossary';
import { registerDict } from '../../src/i18n';
import { Glossary } from '../../src/modes/explainer/Glossary';
import { StoryText } from '../../src/modes/explainer/StoryText';
import {
  ALL_TERM_IDS,
  GLOSSARY,
  GLOSSARY_LISTED,
  splitTerms,
  TERM_IDS,
  type ProseTermId,
} from '../../src/story/glossary';
import { SCENES } from '../../src/story/scenes';
import type { ReactElement } from 'react';
import type { AppStoreApi } from '../../src/store/store';
import { freshStore, provide } from '../setup/stores';

let store: AppStoreApi;
const mount = (ui: ReactElement) => render(ui, { wrapper: provide(store) });
beforeEach(() => {
  store = freshStore();
});

// the glossary's strings load on demand (src/i18n/glossary.ts): here, with the rest
const en: Dict = { ...enApp, ...enGloss };
const fr: Dict = { ...frApp, ...frGloss };
const nl: Dict = { ...nlApp, ...nlGloss };
const DICTS: Record<Lang, Dict> = { en, fr, nl };

/** What the reader reads, in order, before the glossary itself. */
const READING_ORDER: MessageKey[] = [
  'story.subtitle',
  'story.top.summary',
  ...SCENES.flatMap((s) => s.body),
  // "What to do now" comes after the story it depends on
  'story.todo.pools',
  'story.todo.versions',
  'story.todo.test',
];

/** How each term shows up in running text, per language (code names are the same in all). */
const USES: Record<Lang, Record<ProseTermId, RegExp>> = {
  en: {
    sglang: /SGLang/,
    'kv-cache': /\bKV cache\b/,
    'kv-page': /\bpages?\b/,
    pool: /\bpools?\b/,
    'page-size': /\bpage size\b|`page_size`/,
    prefill: /\bprefill\b/i,
    decode: /\bdecode\b/i,
    'forward-pass': /\bforward pass/,
    attend: /\battend(s|ing)? over\b/,
    layer: /\blayers?\b/,
    'context-window': /\bcontext (window|length)\b|context_length/,
    'staged-free-list': /\bstaged\b/,
    'radix-cache': /radix cache/,
    'tick-step': /\bticks?\b/,
    placeholder: /\bplaceholder/,
    'stale-page': /\bstale\b/,
    'finish-length': /FINISH_LENGTH/,
    prebuilt: /\bPREBUILT\b/,
    queues: /\bqueues?\b|[a-z]Queue\b|_queue\b|running_batch/,
    'bootstrap-room': /bootstrap_room/,
    router: /\brouters?\b|mini_lb/,
  },
  fr: {
    sglang: /SGLang/,
    'kv-cache': /\bcache KV\b/,
    'kv-page': /\bpages?\b/,
    pool: /\bpools?\b/,
    'page-size': /\btaille de page\b|`page_size`/,
    prefill: /\bprefill\b/i,
    decode: /\bdecode\b/i,
    'forward-pass': /\bforward pass|\bpasse avant/,
    attend: /s’appui/,
    layer: /\bcouches?\b/,
    'context-window': /fenêtre de contexte|context_length/,
    'staged-free-list': /liste en attente/,
    'radix-cache': /cache radix/,
    'tick-step': /\bticks?\b/,
    placeholder: /\bsubstitut/,
    'stale-page': /\bpérimée?s?\b/,
    'finish-length': /FINISH_LENGTH/,
    prebuilt: /\bPREBUILT\b/,
    queues: /\bfiles? d’|[a-z]Queue\b|_queue\b|running_batch/,
    'bootstrap-room': /bootstrap_room/,
    router: /\brouteurs?\b|mini_lb/,
  },
  nl: {
    sglang: /SGLang/,
    'kv-cache': /\bKV-cache\b/,
    'kv-page': /pagina/,
    pool: /pool/,
    'page-size': /paginagrootte|`page_size`/,
    prefill: /\bprefill\b/i,
    decode: /\bdecode\b/i,
    'forward-pass': /\bforward pass/,
    attend: /\bkijk(t|en)\b/,
    layer: /\blag(en)?\b/,
    'context-window': /contextvenster|context_length/,
    'staged-free-list': /wachtende lijst/,
    'radix-cache': /radix-cache/,
    'tick-step': /\bticks?\b/,
    placeholder: /plaatshouder/,
    'stale-page': /\bverouderd/,
    'finish-length': /FINISH_LENGTH/,
    prebuilt: /\bPREBUILT\b/,
    queues: /wachtrij|[a-z]Queue\b|_queue\b|running_batch/,
    'bootstrap-room': /bootstrap_room/,
    router: /\brouters?\b|mini_lb/,
  },
};

interface Hit {
  at: number;
  kind: 'def' | 'use';
  term: ProseTermId;
}

/** Defining uses and plain uses of terms in one text, in the order a reader meets them. */
function hitsIn(text: string, lang: Lang): Hit[] {
  const hits: Hit[] = [];
  let at = 0;
  for (const p of splitTerms(text)) {
    if ('term' in p) {
      hits.push({ at, kind: 'def', term: p.term });
      at += p.label.length;
      continue;
    }
    for (const term of TERM_IDS) {
      const re = new RegExp(USES[lang][term].source, USES[lang][term].flags + 'g');
      for (const m of p.text.matchAll(re)) hits.push({ at: at + m.index, kind: 'use', term });
    }
    at += p.text.length;
  }
  return hits.sort((a, b) => a.at - b.at || (a.kind === 'def' ? -1 : 1));
}

/** Problems, as readable lines: a use before the definition, a term defined twice or never. */
function orderProblems(lang: Lang): string[] {
  const dict = DICTS[lang];
  const defined = new Map<ProseTermId, MessageKey>();
  const out: string[] = [];
  for (const key of READING_ORDER) {
    const text = dict[key];
    if (text === undefined) {
      out.push(`${key}: missing`);
      continue;
    }
    for (const h of hitsIn(text, lang)) {
      if (h.kind === 'def') {
        if (defined.has(h.term))
          out.push(`${key}: ${h.term} defined again (first in ${defined.get(h.term)})`);
        else defined.set(h.term, key);
      } else if (!defined.has(h.term)) {
        out.push(`${key}: “${h.term}” used before its definition`);
      }
    }
  }
  for (const term of TERM_IDS) if (!defined.has(term)) out.push(`${term}: never defined`);
  return out;
}

describe.each(['en', 'fr', 'nl'] as Lang[])('terms in %s', (lang) => {
  it('every glossary term is defined once, at or before its first use in reading order', () => {
    expect(orderProblems(lang)).toEqual([]);
  });

  it('every term has a name and a definition in the glossary', () => {
    for (const g of GLOSSARY) {
      expect(DICTS[lang][g.term], g.term).toBeTruthy();
      expect(DICTS[lang][g.def], g.def).toBeTruthy();
    }
  });
});

describe('the order check itself', () => {
  it('fails on a use before the definition', () => {
    expect(hitsIn('the KV cache, then the [[kv-cache|KV cache]]', 'en')[0]).toMatchObject({
      kind: 'use',
      term: 'kv-cache',
    });
    expect(hitsIn('a [[stale-page|stale page]] and a stale one', 'en').map((h) => h.kind)).toEqual([
      'def',
      'use',
    ]);
  });
});

afterEach(cleanup);

describe('a term’s popover', () => {
  const vars = { pageSize: 64 };
  beforeAll(() => registerDict('en', en));

  it('shows on keyboard focus, hides on Escape, and is the dfn’s description', () => {
    mount(<StoryText text="A [[stale-page|stale page]] holds old data." vars={vars} />);
    const dfn = screen.getByText('stale page');
    expect(dfn.tagName).toBe('DFN');
    expect(dfn.tabIndex).toBe(-1);
    const tip = document.getElementById(dfn.getAttribute('aria-describedby')!)!;
    expect(tip.getAttribute('role')).toBe('tooltip');
    expect(tip.hidden).toBe(true);
    act(() => dfn.focus());
    expect(tip.hidden).toBe(false);
    expect(tip.textContent).toContain('never wiped');
    fireEvent.keyDown(dfn, { key: 'Escape' });
    expect(tip.hidden).toBe(true);
    fireEvent.keyDown(dfn, { key: 'Enter' });
    expect(tip.hidden).toBe(false);
    act(() => dfn.blur());
    expect(tip.hidden).toBe(true);
  });

  it('a tap opens it (focus and click in one gesture) and a second tap closes it', () => {
    mount(<StoryText text="The [[page-size|page size]] matters." vars={vars} />);
    const dfn = screen.getByText('page size');
    const tip = document.getElementById(dfn.getAttribute('aria-describedby')!)!;
    fireEvent.pointerDown(dfn);
    act(() => dfn.focus());
    fireEvent.click(dfn);
    expect(tip.hidden).toBe(false);
    expect(tip.textContent).toContain('64');
    fireEvent.pointerDown(dfn);
    fireEvent.click(dfn);
    expect(tip.hidden).toBe(true);
  });

  it('the glossary lists the entries the text uses with their definitions, once loaded', () => {
    mount(<Glossary vars={vars} />);
    expect(document.querySelectorAll('.sp-glossary dt')).toHaveLength(GLOSSARY_LISTED.length);
    expect(GLOSSARY_LISTED.length).toBeLessThan(ALL_TERM_IDS.length);
    expect(screen.getByRole('heading', { name: 'Glossary' })).toBeTruthy();
  });
});
