/**
 * Renders the story's minimal inline markup as React elements (never as HTML):
 * `code` → <code>, **strong** → <strong>. Anything else is plain text.
 *
 * A mode may render code spans and plain sentences its own way (the explainer links each
 * identifier to its glossary entry) by providing `TextLinks`; without it they are plain.
 */
import { createContext, useContext, type ReactNode } from 'react';
import { Ident } from './Ident';

export interface TextLinkers {
  /** a code span's content → what to show (a <code> with `className`, possibly linked) */
  code: (code: string, className?: string) => ReactNode;
  /** a plain sentence (e.g. the live view's narration) → what to show */
  text: (text: string) => ReactNode;
}

/** Provided by a mode; null: code spans and sentences are shown as they are. */
export const TextLinks = createContext<TextLinkers | null>(null);

/**
 * An identifier in code font, linked by the mode if it provides `TextLinks` (the story's code
 * spans, and the names and values the figures show: issue #23).
 */
export function Code({ code, className }: { code: string; className?: string }) {
  const links = useContext(TextLinks);
  return links ? (
    links.code(code, className)
  ) : (
    <code className={className}>
      <Ident text={code} />
    </code>
  );
}

/** A plain sentence, linked by the mode if it provides `TextLinks`. */
export function LinkedText({ text }: { text: string }) {
  const links = useContext(TextLinks);
  return links ? links.text(text) : text;
}

const TOKEN = /(`[^`]+`|\*\*[^*]+\*\*)/g;

export function richNodes(text: string): ReactNode[] {
  return text.split(TOKEN).map((part, i) => {
    if (part.startsWith('`') && part.endsWith('`') && part.length > 1)
      return <Code key={i} code={part.slice(1, -1)} />;
    if (part.startsWith('**') && part.endsWith('**') && part.length > 3)
      return <strong key={i}>{part.slice(2, -2)}</strong>;
    return part ? <LinkedText key={i} text={part} /> : part;
  });
}

export function RichText({ text, as: Tag = 'p' }: { text: string; as?: 'p' | 'span' | 'li' }) {
  return <Tag>{richNodes(text)}</Tag>;
}

/** The text without markup: for titles, aria labels and document titles. */
export function plainText(text: string): string {
  return text.replace(/`([^`]+)`/g, '$1').replace(/\*\*([^*]+)\*\*/g, '$1');
}
