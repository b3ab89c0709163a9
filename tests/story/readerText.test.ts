/**
 * The article's text is for a reader, not a developer: read in order (the header, the summary,
 * each scene's paragraphs followed by its figures' text, then "What to do now"), in English,
 * French and Dutch, it names no developer command, and it never shows a pull request or issue
 * number (`#12345`) before saying what it is: the first time a number appears, its sentence
 * names it as an issue, a pull request or an item on SGLang's tracker before the number.
 * The closing chapter, "Not a one-off", is read too, in the order its strings are declared (its
 * text, each member's card and figure, then the defence table).
 * The glossary, the speaker's notes and the slides are left out (the glossary is for the curious).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { t, type Lang, type MessageKey } from '../../src/i18n';
import { en } from '../../src/i18n/en';
import { family } from '../../src/i18n/en/family';
import { loadFamilyDict } from '../../src/i18n/family';
import { loadListsDict } from '../../src/i18n/lists';
// the figures' strings join the English dictionary when this module is imported
import '../../src/i18n/onDemand';
import { figureText } from '../../src/i18n/en/figureText';
import { storyLists } from '../../src/i18n/en/storyLists';
import { storySequence } from '../../src/i18n/en/storySequence';
import { storyVars, type Vars } from '../../src/story/figures';
import { isTermId } from '../../src/story/glossary';
import { SCENES, type SceneExtra } from '../../src/story/scenes';
import { traceFor } from '../../src/story/sceneTraces';

const LANGS: Lang[] = ['en', 'fr', 'nl'];
beforeAll(() => Promise.all(LANGS.flatMap((lang) => [loadListsDict(lang), loadFamilyDict(lang)])));

const ALL_KEYS = Object.keys({
  ...en,
  ...figureText,
  ...storyLists,
  ...storySequence,
  ...family,
}) as MessageKey[];
const withPrefix = (...prefixes: string[]) =>
  ALL_KEYS.filter((k) => prefixes.some((p) => k.startsWith(p)));

/** The strings each figure below a scene draws, by key prefix. */
const EXTRA_KEYS: Record<SceneExtra, string[]> = {
  kvPage: ['story.kv.'],
  sequence: ['story.seq.'],
  fields: ['story.fields.'],
  poolZoom: ['story.zoom.'],
  fixes: ['story.fix.'],
  calculator: ['story.calc.'],
  record: ['story.unknown.', 'story.timeline.', 'story.record.'],
};

/** The article's keys in reading order. */
function readingOrder(): MessageKey[] {
  return [
    'story.subtitle',
    'story.top.summary',
    'story.top.links',
    ...SCENES.flatMap((s) => [
      ...s.body,
      ...(s.extras ?? []).flatMap((x) => withPrefix(...EXTRA_KEYS[x])),
    ]),
    // the closing chapter, "Not a one-off"
    ...withPrefix('family.'),
    'story.todo.pools',
    'story.todo.calc',
    'story.todo.versions',
    'story.todo.test',
  ];
}

/** What names a number as an item of the tracker, per language (before it, in its sentence). */
const NAMED: Record<Lang, RegExp> = {
  en: /\b(issues?|pull requests?|PRs?|trackers?)\b/i,
  fr: /\b(tickets?|pull requests?|PRs?|suivi)\b/i,
  nl: /\b(issues?|pull requests?|PRs?|trackers?)\b/i,
};

const COMMAND = /\b(npm|npx|pnpm|yarn|tsx)\s+[a-z]|\bnode\s+scripts\/|\bgit\s+[a-z]/;

/**
 * Problems in texts read in order: a command, term markup the page would print as it is, or a
 * number shown before it is introduced.
 */
function readerProblems(texts: readonly [string, string][], lang: Lang): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  for (const [key, text] of texts) {
    const cmd = COMMAND.exec(text);
    if (cmd) out.push(`${key}: developer command “${cmd[0]}”`);
    // term markup the page turns into a definition only for prose terms: any other stays raw
    for (const m of text.matchAll(/\[\[([^|\]]*)\|?[^\]]*\]\]/g))
      if (!isTermId(m[1]!)) out.push(`${key}: markup shown as text “${m[0]}”`);
    for (const sentence of text.split(/(?<=[.!?])\s+/)) {
      for (const m of sentence.matchAll(/#(\d{4,6})\b/g)) {
        const n = m[1]!;
        if (seen.has(n)) continue;
        seen.add(n);
        if (!NAMED[lang].test(sentence.slice(0, m.index)))
          out.push(`${key}: #${n} shown before the text says what it is`);
      }
    }
  }
  return out;
}

const varsFor = (lang: Lang): Vars => storyVars(lang, traceFor('incident').trace);

describe.each(LANGS)('the article’s text in %s', (lang) => {
  it('names no developer command and introduces every issue or pull request number', () => {
    const vars = varsFor(lang);
    const texts = readingOrder().map((k) => [k, t(k, vars, lang)] as [string, string]);
    // the figures' text is in it: the fixes table, the calculator, the record
    expect(texts.some(([k]) => k.startsWith('story.fix.'))).toBe(true);
    expect(texts.some(([k]) => k.startsWith('story.record.'))).toBe(true);
    // and the closing chapter, its cards and its table
    expect(texts.some(([k]) => k === 'family.A1.known')).toBe(true);
    expect(texts.some(([k]) => k === 'family.def.checksum39500')).toBe(true);
    expect(readerProblems(texts, lang)).toEqual([]);
  });
});

describe('the check itself', () => {
  it('fails on a command, a bare number, and a number named only after it', () => {
    expect(readerProblems([['a', 'Run `npm run simulate` to see it.']], 'en')).toHaveLength(1);
    expect(readerProblems([['a', 'The router (since #29017) relays it.']], 'en')).toEqual([
      'a: #29017 shown before the text says what it is',
    ]);
    expect(readerProblems([['a', '#28651 (tracker)']], 'en')).toHaveLength(1);
    // an identifier's glossary id is not a prose term: the page would print the brackets
    expect(readerProblems([['a', 'a budget ([[admission-budget|`x`]])']], 'en')).toEqual([
      'a: markup shown as text “[[admission-budget|`x`]]”',
    ]);
    expect(readerProblems([['a', 'a [[stale-page|stale page]]']], 'en')).toEqual([]);
    // named in its sentence, or already introduced earlier: fine
    expect(
      readerProblems(
        [
          ['a', 'Two merged pull requests: #36988 and #38935.'],
          ['b', '#38935, merged'],
        ],
        'en',
      ),
    ).toEqual([]);
    expect(readerProblems([['a', 'le ticket #30233 (plus bas)']], 'fr')).toEqual([]);
  });
});
