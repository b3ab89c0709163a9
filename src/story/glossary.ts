/**
 * The glossary: the terms a reader meets, each defined at its first use in the story's text
 * (a `<dfn>` with a popover) and listed again at the end of the explainer.
 *
 * Markup in the story's text: `[[id|label]]` marks the defining use of term `id`, shown as
 * `label` (which may hold `code`). Pure: no React, no DOM.
 */
import type { MessageKey } from '../i18n';

export const TERM_IDS = [
  'kv-cache',
  'kv-page',
  'pool',
  'page-size',
  'prefill',
  'decode',
  'forward-pass',
  'attend',
  'tick-step',
  'placeholder',
  'stale-page',
  'finish-length',
  'prebuilt',
  'queues',
  'bootstrap-room',
  'router',
] as const;

export type TermId = (typeof TERM_IDS)[number];

export interface GlossaryEntry {
  id: TermId;
  /** the term as the glossary lists it */
  term: MessageKey;
  /** its definition (the popover's text and the glossary's) */
  def: MessageKey;
}

export const GLOSSARY: readonly GlossaryEntry[] = TERM_IDS.map((id) => ({
  id,
  term: `story.gloss.${id}.term` as MessageKey,
  def: `story.gloss.${id}.def` as MessageKey,
}));

export function isTermId(v: string): v is TermId {
  return (TERM_IDS as readonly string[]).includes(v);
}

export type Piece = { text: string } | { term: TermId; label: string };

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
