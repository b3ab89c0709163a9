/**
 * The fixes scene's rows: each runs the same workload with one change through the engine;
 * status, stale pages and the output check are computed, the explanation is text.
 */
import { useMemo } from 'react';
import { t, useLang, type MessageKey } from '../../i18n';
import type { Vars } from '../../story/figures';
import { outcomeOf, VARIANTS, type Variant } from '../../story/variants';
import { richNodes } from './RichText';

export function FixesTable({
  vars,
  active,
  onShow,
}: {
  vars: Vars;
  active: string | null;
  onShow: (v: Variant) => void;
}) {
  useLang();
  const outcomes = useMemo(() => VARIANTS.map((v) => outcomeOf(v)), []);
  const tx = (k: MessageKey) => t(k, vars);
  return (
    <ul className="sp-fixes">
      {VARIANTS.map((v, i) => {
        const o = outcomes[i]!;
        const on = active === v.id;
        return (
          <li key={v.id} className={on ? 'sp-fix sp-fix-on' : 'sp-fix'} data-variant={v.id}>
            <div className="sp-fix-head">
              <strong>{tx(v.label)}</strong>
              <span className="sp-fix-source">{richNodes(tx(v.source))}</span>
            </div>
            <dl className="sp-fix-outcome">
              <div>
                <dt>{t('story.fix.head.status')}</dt>
                <dd className={o.status === 200 ? '' : 'sp-num-err'}>{o.status}</dd>
              </div>
              <div>
                <dt>{t('story.fix.head.stale')}</dt>
                <dd className={o.crossTenantPages > 0 ? 'sp-leak' : ''}>
                  {t('story.fix.pages', { n: o.crossTenantPages })}
                </dd>
              </div>
              <div>
                <dt>{t('story.fix.head.output')}</dt>
                <dd className={o.correct ? 'sp-pass' : 'sp-fail'}>
                  {o.correct ? `✓ ${t('story.fix.pass')}` : `✗ ${t('story.fix.fail')}`}
                </dd>
              </div>
            </dl>
            <p>{richNodes(tx(v.effect))}</p>
            <button type="button" aria-pressed={on} onClick={() => onShow(v)}>
              {on ? t('story.fix.showing') : t('story.fix.show')}
              <span className="sr-only">: {tx(v.label)}</span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
