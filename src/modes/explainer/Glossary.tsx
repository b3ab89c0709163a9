/** The glossary at the end of the explainer: every term the story defines, in reading order. */
import { t } from '../../i18n';
import type { Vars } from '../../story/figures';
import { GLOSSARY } from '../../story/glossary';
import { richNodes } from '../../views/shared/RichText';

export function Glossary({ vars }: { vars: Vars }) {
  return (
    <section id="glossary" className="sp-glossary" aria-labelledby="h-glossary">
      <h2 id="h-glossary">{t('story.gloss.title')}</h2>
      <dl>
        {GLOSSARY.map((g) => (
          <div key={g.id} className="sp-gloss-entry" id={`gloss-${g.id}`}>
            <dt>{richNodes(t(g.term, vars))}</dt>
            <dd>{richNodes(t(g.def, vars))}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
