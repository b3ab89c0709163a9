/**
 * Renders the story's minimal inline markup as React elements (never as HTML):
 * `code` → <code>, **strong** → <strong>. Anything else is plain text.
 */
import type { ReactNode } from 'react';
import { Ident } from './Ident';

const TOKEN = /(`[^`]+`|\*\*[^*]+\*\*)/g;

export function richNodes(text: string): ReactNode[] {
  return text.split(TOKEN).map((part, i) => {
    if (part.startsWith('`') && part.endsWith('`') && part.length > 1)
      return (
        <code key={i}>
          <Ident text={part.slice(1, -1)} />
        </code>
      );
    if (part.startsWith('**') && part.endsWith('**') && part.length > 3)
      return <strong key={i}>{part.slice(2, -2)}</strong>;
    return part;
  });
}

export function RichText({ text, as: Tag = 'p' }: { text: string; as?: 'p' | 'span' | 'li' }) {
  return <Tag>{richNodes(text)}</Tag>;
}

/** The text without markup: for titles, aria labels and document titles. */
export function plainText(text: string): string {
  return text.replace(/`([^`]+)`/g, '$1').replace(/\*\*([^*]+)\*\*/g, '$1');
}
