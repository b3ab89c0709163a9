/**
 * The glossary at the end of the explainer: the prose terms in reading order, then the
 * identifiers the text names (GLOSSARY_LISTED), once its strings have loaded (src/i18n/glossary.ts).
 */
import { t, type MessageKey } from '../../i18n';
import { useLang } from '../../store/react';
import type { Vars } from '../../story/figures';
import { GLOSSARY_LISTED as GLOSSARY } from '../../story/glossary';
import { richNodes, TextLinks } from '../../views/shared/RichText';

export function Glossary({ vars }: { vars: Vars }) {
  useLang();
  const title: MessageKey = 'story.gloss.title';
  const ready = t(title) !== title;
  return (
    <section id="glossary" className="sp-glossary" aria-labelledby="h-glossary">
      <h2 id="h-glossary">{ready ? t(title) : t('story.ui.glossary')}</h2>
      {ready ? (
        <TextLinks.Provider value={null}>
          <dl>
            {GLOSSARY.map((g) => (
              <div key={g.id} className="sp-gloss-entry" id={`gloss-${g.id}`}>
                <dt>{richNodes(t(g.term, vars))}</dt>
                <dd>{richNodes(t(g.def, vars))}</dd>
              </div>
            ))}
          </dl>
        </TextLinks.Provider>
      ) : (
        <p>{t('story.ui.termLoading')}</p>
      )}
    </section>
  );
}
