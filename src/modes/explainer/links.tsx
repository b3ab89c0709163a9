/**
 * The explainer's links from every identifier it shows to its glossary entry: code spans in
 * the story's text and figures, identifiers in plain sentences (the live view's narration),
 * through RichText's `TextLinks`. The identifiers and the glossary's strings load after the
 * explainer's first render (src/story/glossaryLoad.ts), not in the initial JavaScript: until
 * then identifiers show as plain code.
 */
import { Fragment } from 'react';
import type { Vars } from '../../story/figures';
import { Ident } from '../../views/shared/Ident';
import type { TextLinkers } from '../../views/shared/RichText';
import { Term } from './Term';

export type Idents = typeof import('../../story/glossaryLoad');

/** What code spans and plain sentences render as, with `vars` for the definitions. */
export function termLinkers(vars: Vars, { codeTerm, linkIdents }: Idents): TextLinkers {
  return {
    // the identifier keeps its seams (<wbr> after _ . ·) when linked, too
    code: (code, className) => {
      const id = codeTerm(code);
      return id ? (
        <Term id={id} vars={vars} as="code" className={className}>
          <Ident text={code} />
        </Term>
      ) : (
        <code className={className}>
          <Ident text={code} />
        </code>
      );
    },
    text: (text) =>
      linkIdents(text).map((p, i) =>
        'ident' in p ? (
          <Term key={i} id={p.ident} vars={vars} as="span">
            {p.label}
          </Term>
        ) : (
          <Fragment key={i}>{p.text}</Fragment>
        ),
      ),
  };
}
