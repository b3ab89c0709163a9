/**
 * Loads the identifiers and the glossary's strings (src/story/glossaryLoad.ts) after the
 * explainer's first render, and gives what RichText's `TextLinks` needs (null until then).
 */
import { useEffect, useMemo, useState } from 'react';
import type { Lang } from '../../i18n';
import type { Vars } from '../../story/figures';
import type { TextLinkers } from '../../views/shared/RichText';
import { loadOnce } from '../../views/shared/loadOnce';
import { termLinkers, type Idents } from './links';

const loadIdents = loadOnce(() => import('../../story/glossaryLoad'));

export function useTermLinks(
  lang: Lang,
  vars: Vars,
): { linkers: TextLinkers | null; idents: Idents | null } {
  const [idents, setIdents] = useState<Idents | null>(null);
  useEffect(() => {
    let live = true;
    void loadIdents().then((m) => {
      if (live) setIdents(m);
      return m.loadGlossaryDict(lang);
    });
    return () => {
      live = false;
    };
  }, [lang]);
  const linkers = useMemo(() => (idents ? termLinkers(vars, idents) : null), [idents, vars]);
  return { linkers, idents };
}
