/**
 * A paragraph of the story: the inline markup of RichText plus `[[id|label]]`, the defining
 * use of a glossary term, rendered as a <Term> (see src/story/glossary.ts). A term may sit
 * inside **bold** ("**Compare … the [[context-window|context window]].**"): bold is split off
 * first, then terms inside each part. Identifiers in it are linked to their entries by the
 * explainer's TermLinks.
 */
import { Fragment, type ReactNode } from 'react';
import type { Vars } from '../../story/figures';
import { splitTerms } from '../../story/glossary';
import { richNodes, TextLinks } from '../../views/shared/RichText';
import { Term } from './Term';

const BOLD = /(\*\*(?:(?!\*\*).)+\*\*)/gs;

function withTerms(text: string, vars: Vars): ReactNode[] {
  return splitTerms(text).map((p, i) =>
    'term' in p ? (
      <Term key={i} id={p.term} vars={vars}>
        <TextLinks.Provider value={null}>{richNodes(p.label)}</TextLinks.Provider>
      </Term>
    ) : (
      <Fragment key={i}>{richNodes(p.text)}</Fragment>
    ),
  );
}

export function storyNodes(text: string, vars: Vars): ReactNode[] {
  return text
    .split(BOLD)
    .filter((part) => part !== '')
    .map((part, i) =>
      part.length > 4 && part.startsWith('**') && part.endsWith('**') ? (
        <strong key={i}>{withTerms(part.slice(2, -2), vars)}</strong>
      ) : (
        <Fragment key={i}>{withTerms(part, vars)}</Fragment>
      ),
    );
}

export function StoryText({ text, vars }: { text: string; vars: Vars }) {
  return <p>{storyNodes(text, vars)}</p>;
}
