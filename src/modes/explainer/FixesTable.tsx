/**
 * The fixes scene's table: one row per change with its outcome under each of SGLang's two
 * routers, grouped by what the engine says it does alone ("stops the leak", "narrows it",
 * "changes nothing alone", see src/story/fixGroups.ts), after the deployment as it was.
 * Status, other tenants' pages read, the output check and the exposed prompt lengths are
 * computed; the explanation and the source are text.
 */
import { useMemo } from 'react';
import { ROUTER_KINDS } from '../../engine';
import { formatNumber, t, useLang, type Lang, type MessageKey } from '../../i18n';
import type { Vars } from '../../story/figures';
import {
  BASELINE,
  exposureOf,
  FIX_GROUPS,
  fixGroups,
  type FixGroup,
  type RouterExposure,
} from '../../story/fixGroups';
import type { Variant } from '../../story/variants';
import { richNodes } from './RichText';
import './fixes.css';

function RouterCell({ e, lang }: { e: RouterExposure; lang: Lang }) {
  const o = e.outcome;
  return (
    <dl className="sp-fix-cell">
      <div data-row="status">
        <dt>{t('story.fix.head.status')}</dt>
        <dd className={o.status === 200 ? '' : 'sp-num-err'}>{o.status}</dd>
      </div>
      <div data-row="stale">
        <dt>{t('story.fix.head.stale')}</dt>
        <dd className={o.crossTenantPages > 0 ? 'sp-leak' : ''}>
          {t('story.fix.pages', { n: o.crossTenantPages })}
        </dd>
      </div>
      <div data-row="output">
        <dt>{t('story.fix.head.output')}</dt>
        <dd className={o.correct ? 'sp-pass' : 'sp-fail'}>
          {o.correct ? `✓ ${t('story.fix.pass')}` : `✗ ${t('story.fix.fail')}`}
        </dd>
      </div>
      <div data-row="exposed">
        <dt>{t('story.fix.head.exposed')}</dt>
        <dd className={e.exposedLengths > 0 ? 'sp-leak' : ''}>
          {formatNumber(e.exposedLengths, lang)}
        </dd>
      </div>
    </dl>
  );
}

function FixRows({
  v,
  vars,
  lang,
  on,
  onShow,
}: {
  v: Variant;
  vars: Vars;
  lang: Lang;
  on: boolean;
  onShow: (v: Variant) => void;
}) {
  const tx = (k: MessageKey) => t(k, { ...vars, pool: v.tweak?.prefillPool ?? '' });
  const e = exposureOf(v);
  return (
    <tbody data-variant={v.id} className={on ? 'sp-fix sp-fix-on' : 'sp-fix'}>
      <tr>
        <th scope="row">
          <strong>{tx(v.label)}</strong>
          <span className="sp-fix-source">{richNodes(tx(v.source))}</span>
        </th>
        {ROUTER_KINDS.map((r) => (
          <td key={r} data-router={r}>
            <RouterCell e={e[r]} lang={lang} />
          </td>
        ))}
      </tr>
      <tr className="sp-fix-more">
        <td colSpan={ROUTER_KINDS.length + 1}>
          <p>{richNodes(tx(v.effect))}</p>
          <button type="button" aria-pressed={on} onClick={() => onShow(v)}>
            {on ? t('story.fix.showing') : t('story.fix.show')}
            <span className="sr-only">: {tx(v.label)}</span>
          </button>
        </td>
      </tr>
    </tbody>
  );
}

function GroupTable({
  group,
  rows,
  ...rest
}: {
  group: FixGroup | 'baseline';
  rows: Variant[];
  vars: Vars;
  lang: Lang;
  active: string | null;
  onShow: (v: Variant) => void;
}) {
  const id = `fix-group-${group}`;
  return (
    <section className="sp-fix-group" data-group={group} aria-labelledby={id}>
      <h3 id={id}>{t(`story.fix.group.${group}` as MessageKey)}</h3>
      <p className="sp-fix-rule">{t(`story.fix.group.${group}.rule` as MessageKey)}</p>
      <table className="sp-fix-table">
        <thead>
          <tr>
            <th scope="col">{t('story.fix.head.change')}</th>
            {ROUTER_KINDS.map((r) => (
              <th key={r} scope="col">
                <code>{r}</code>
              </th>
            ))}
          </tr>
        </thead>
        {rows.map((v) => (
          <FixRows key={v.id} v={v} on={rest.active === v.id} {...rest} />
        ))}
      </table>
    </section>
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
  const lang = useLang();
  const groups = useMemo(() => fixGroups(), []);
  const props = { vars, lang, active, onShow };
  return (
    <div className="sp-fixes" data-testid="fixes-table">
      <GroupTable group="baseline" rows={[BASELINE]} {...props} />
      {FIX_GROUPS.map((g) =>
        groups[g].length > 0 ? <GroupTable key={g} group={g} rows={groups[g]} {...props} /> : null,
      )}
    </div>
  );
}
