/**
 * The glossary: the terms a reader meets, each with a definition in three languages (the
 * strings load on demand: src/i18n/glossary.ts), sourced from shared/facts/ (incident.md,
 * sglang.md); where the public record is silent the definition says so.
 *
 * Two kinds of entry:
 * - prose terms (TERM_IDS): defined once, at their first use in the story's text, marked
 *   `[[id|label]]` (a `<dfn>` with a popover), in reading order;
 * - identifiers (IDENTS, ./glossaryIdents.ts, loaded with the explainer's links): SGLang's
 *   names and the other code names shown on screen. Every occurrence, in the story's text, its
 *   figures and the live view, links to its entry (`linkIdents`), so each one shown has its
 *   definition on hover and on focus.
 * The glossary at the end of the explainer lists both. Pure: no React, no DOM.
 */
import type { MessageKey } from '../i18n';

/** Prose terms, defined once at their first use (in reading order). */
export const TERM_IDS = [
  'sglang',
  'kv-cache',
  'kv-page',
  'pool',
  'page-size',
  'prefill',
  'decode',
  'forward-pass',
  'attend',
  'layer',
  'tick-step',
  'context-window',
  'placeholder',
  'stale-page',
  'staged-free-list',
  'radix-cache',
  'finish-length',
  'prebuilt',
  'queues',
  'bootstrap-room',
  'router',
] as const;

/** Entries for identifiers only (no defining use in the prose). */
export const IDENT_TERM_IDS = [
  'kvpoll',
  'set-finish-with-abort',
  'req-fields',
  'max-req-input-len',
  'max-new-tokens',
  'page-counts',
  'prompt-tokens',
  'pop-bootstrapped',
  'send-kv-chunk',
  'release-kv-cache',
  'pop-preallocated',
  'pre-alloc',
  'send-metadata',
  'admission-budget',
  'pop-transferred',
  'commit-transfer',
  'check-finished',
  'prepare-abort',
  'abort-internals',
  'waiting-timeout',
  'retract',
  'client-abort',
  'tokenizer-manager',
  'error-types',
  'sgl-router',
  'mini-lb',
  'allow-auto-truncate',
  'mooncake',
  'glm',
] as const;

export type ProseTermId = (typeof TERM_IDS)[number];
export type TermId = ProseTermId | (typeof IDENT_TERM_IDS)[number];
export const ALL_TERM_IDS: readonly TermId[] = [...TERM_IDS, ...IDENT_TERM_IDS];

export interface GlossaryEntry {
  id: TermId;
  /** the term as the glossary lists it */
  term: MessageKey;
  /** its definition (the popover's text and the glossary's) */
  def: MessageKey;
}

export const GLOSSARY: readonly GlossaryEntry[] = ALL_TERM_IDS.map((id) => ({
  id,
  term: `story.gloss.${id}.term` as MessageKey,
  def: `story.gloss.${id}.def` as MessageKey,
}));

/**
 * The identifier entries the article's own text names (its scenes, top box, figures, fixes
 * table and lists; tests/story/glossaryCoverage.test.tsx checks this list against the text).
 * The others define names the live view shows: they stay as those names' popovers.
 */
const TEXT_IDENT_IDS: ReadonlySet<TermId> = new Set<TermId>([
  'kvpoll',
  'set-finish-with-abort',
  'req-fields',
  'max-req-input-len',
  'max-new-tokens',
  'page-counts',
  'prompt-tokens',
  'pop-preallocated',
  'pre-alloc',
  'admission-budget',
  'sgl-router',
  'mini-lb',
  'mooncake',
  'glm',
]);

/** The glossary the explainer lists at its end: the prose terms and the identifiers the text uses. */
export const GLOSSARY_LISTED: readonly GlossaryEntry[] = GLOSSARY.filter(
  (g) => isTermId(g.id) || TEXT_IDENT_IDS.has(g.id),
);

export function isTermId(v: string): v is ProseTermId {
  return (TERM_IDS as readonly string[]).includes(v);
}

export type Piece = { text: string } | { term: ProseTermId; label: string };

const MARK = /\[\[([a-z-]+)\|([^\]]+)\]\]/g;

/** Splits a text into plain pieces and defining uses of terms (unknown ids stay plain). */
export function splitTerms(text: string): Piece[] {
  const out: Piece[] = [];
  let last = 0;
  for (const m of text.matchAll(MARK)) {
    const id = m[1]!;
    if (!isTermId(id)) continue;
    if (m.index > last) out.push({ text: text.slice(last, m.index) });
    out.push({ term: id, label: m[2]! });
    last = m.index + m[0].length;
  }
  if (last < text.length) out.push({ text: text.slice(last) });
  return out;
}

/** The text without term markup (labels kept): for titles, exports and plain copies. */
export function stripTerms(text: string): string {
  return text.replace(MARK, '$2');
}
