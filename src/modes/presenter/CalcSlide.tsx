/**
 * Scene 9 on a slide: the exposure calculator's answer for each of its examples, shown, not a
 * form (nobody types into a slide on stage). Each example: the limit on each node, the verdict
 * and the version advice, as the calculator in the explainer gives them.
 */
import { formatPercent, t } from '../../i18n';
import { useLang } from '../../store/react';
import { calculate } from '../../tools/calculator';
import type { CalcFacts } from '../../views/figures/figureProps';
import { ASSUMED_DECODE, presets } from '../../views/figures/CalculatorView';
import { richNodes } from '../../views/shared/RichText';

export function CalcSlide({ facts }: { facts: CalcFacts }) {
  const lang = useLang();
  return (
    <div className="sp-calc-slide" data-testid="calc-slide">
      <ul className="sp-calc-cases">
        {presets(facts).map((p) => {
          const r = calculate(p.input);
          return (
            <li key={p.key} data-exposed={Boolean(r.exposed)}>
              <h3>{t(p.key)}</h3>
              <p>
                {richNodes(
                  t('story.calc.limit', {
                    node: t('story.calc.node.prefill'),
                    value: r.prefillMax,
                    pages: r.prefillPages,
                  }),
                )}
              </p>
              <p className={r.exposed ? 'sp-verdict sp-verdict-bad' : 'sp-verdict sp-verdict-ok'}>
                {r.exposed
                  ? t('story.calc.exposed', {
                      from: r.exposed.from,
                      to: r.exposed.to,
                      count: r.exposed.count,
                      share: formatPercent(r.exposed.share, lang),
                    })
                  : t('story.calc.safe')}
              </p>
              <p>{t(`story.calc.version.${r.version}`)}</p>
            </li>
          );
        })}
      </ul>
      <p className="sp-note">{t('story.calc.presetNote', { decodePool: ASSUMED_DECODE })}</p>
    </div>
  );
}
