/**
 * A paragraph of the story: the inline markup of RichText plus `[[id|label]]`, the defining
 * use of a glossary term, rendered as a <Term> (see src/story/glossary.ts). Identifiers in it
 * are linked to their entries by the explainer's TermLinks.
 */
import { Fragment } from 'react';
import type { Vars } from '../../story/figures';
import { splitTerms } from '../../story/glossary';
import { richNodes, TextLinks } from '../../views/shared/RichText';
import { Term } from './Term';

export function StoryText({ text, vars }: { text: string; vars: Vars }) {
  return (
    <p>
      {splitTerms(text).map((p, i) =>
        'term' in p ? (
          <Term key={i} id={p.term} vars={vars}>
            <TextLinks.Provider value={null}>{richNodes(p.label)}</TextLinks.Provider>
          </Term>
        ) : (
          <Fragment key={i}>{richNodes(p.text)}</Fragment>
        ),
      )}
    </p>
  );
}
