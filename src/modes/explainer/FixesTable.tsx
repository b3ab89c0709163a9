/**
 * The fixes scene's rows: each runs the same workload with one change through the engine,
 * under each of SGLang's two routers; status, other tenants' pages read and the output check
 * are computed and shown side by side, the explanation is text.
 */
import { useMemo } from 'react';
import { ROUTER_KINDS } from '../../engine';
import { t, useLang, type MessageKey } from '../../i18n';
import type { Vars } from '../../story/figures';
import { outcomesOf, VARIANTS, type Outcome, type Variant } from '../../story/variants';
import { richNodes } from './RichText';

function Cells({ of, row }: { of: Outcome[]; row: 'status' | 'stale' | 'output' }) {
  return (
    <>
      {of.map((o, i) => {
        const router = ROUTER_KINDS[i]!;
        if (row === 'status')
          return (
            <td key={router} data-router={router} className={o.status === 200 ? '' : 'sp-num-err'}>
              {o.status}
            </td>
          );
        if (row === 'stale')
          return (
            <td
              key={router}
              data-router={router}
              className={o.crossTenantPages > 0 ? 'sp-leak' : ''}
            >
              {t('story.fix.pages', { n: o.crossTenantPages })}
            </td>
          );
        return (
          <td key={router} data-router={router} className={o.correct ? 'sp-pass' : 'sp-fail'}>
            {o.correct ? `✓ ${t('story.fix.pass')}` : `✗ ${t('story.fix.fail')}`}
          </td>
        );
      })}
    </>
  );
}

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
  const outcomes = useMemo(
    () =>
      VARIANTS.map((v) => {
        const o = outcomesOf(v);
        return ROUTER_KINDS.map((r) => o[r]);
      }),
    [],
  );
  const tx = (k: MessageKey) => t(k, vars);
  return (
    <ul className="sp-fixes">
      {VARIANTS.map((v, i) => {
        const of = outcomes[i]!;
        const on = active === v.id;
        return (
          <li key={v.id} className={on ? 'sp-fix sp-fix-on' : 'sp-fix'} data-variant={v.id}>
            <div className="sp-fix-head">
              <strong>{tx(v.label)}</strong>
              <span className="sp-fix-source">{richNodes(tx(v.source))}</span>
            </div>
            <table className="sp-fix-outcome">
              <caption className="sr-only">{t('story.fix.caption', { fix: tx(v.label) })}</caption>
              <thead>
                <tr>
                  <td />
                  {ROUTER_KINDS.map((r) => (
                    <th key={r} scope="col">
                      <code>{r}</code>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                <tr data-row="status">
                  <th scope="row">{t('story.fix.head.status')}</th>
                  <Cells of={of} row="status" />
                </tr>
                <tr data-row="stale">
                  <th scope="row">{t('story.fix.head.stale')}</th>
                  <Cells of={of} row="stale" />
                </tr>
                <tr data-row="output">
                  <th scope="row">{t('story.fix.head.output')}</th>
                  <Cells of={of} row="output" />
                </tr>
              </tbody>
            </table>
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
