/**
 * The fixes scene's table: one row per change with its outcome under each of SGLang's two
 * routers, grouped by what the engine says it does alone ("stops the leak", "narrows it",
 * "changes nothing alone", see src/story/fixGroups.ts), after the deployment as it was.
 * Status, other tenants' pages read, the output check and the exposed prompt lengths are
 * computed (src/story/figureData.ts hands them down); the explanation and the source are text.
 */
import { ROUTER_KINDS } from '../../engine';
import { formatNumber, t, type Lang, type MessageKey } from '../../i18n';
import { useLang } from '../../store/react';
import { richNodes } from '../shared/RichText';
import type { FixGroupRows, FixRow, RouterExposure, Vars } from './figureData';
import './fixes.css';

const COLS = ['status', 'stale', 'output', 'exposed'] as const;

function Cells({ e, lang }: { e: RouterExposure; lang: Lang }) {
  const o = e.outcome;
  return (
    <>
      <td data-row="status" className={o.status === 200 ? '' : 'sp-num-err'}>
        {o.status}
      </td>
      <td data-row="stale" className={o.crossTenantPages > 0 ? 'sp-leak' : ''}>
        {formatNumber(o.crossTenantPages, lang)}
      </td>
      <td data-row="output" className={o.correct ? 'sp-pass' : 'sp-fail'}>
        {o.correct ? `✓ ${t('story.fix.pass')}` : `✗ ${t('story.fix.fail')}`}
      </td>
      <td data-row="exposed" className={e.exposedLengths > 0 ? 'sp-leak' : ''}>
        {formatNumber(e.exposedLengths, lang)}
      </td>
    </>
  );
}

function FixRows({
  v,
  vars,
  lang,
  on,
  onShow,
}: {
  v: FixRow;
  vars: Vars;
  lang: Lang;
  on: boolean;
  onShow?: (id: string) => void;
}) {
  const tx = (k: MessageKey) => t(k, { ...vars, pool: v.pool ?? '' });
  const e = v.exposure;
  const span = COLS.length + 1;
  return (
    <tbody data-variant={v.id} className={on ? 'sp-fix sp-fix-on' : 'sp-fix'}>
      <tr className="sp-fix-name">
        <th scope="rowgroup" colSpan={span}>
          <strong>{tx(v.label)}</strong>{' '}
          <span className="sp-fix-source">{richNodes(tx(v.source))}</span>
        </th>
      </tr>
      {ROUTER_KINDS.map((r) => (
        <tr key={r} data-router={r}>
          <th scope="row">
            <code>{r}</code>
          </th>
          <Cells e={e[r]} lang={lang} />
        </tr>
      ))}
      <tr className="sp-fix-more">
        <td colSpan={span}>
          <p>{richNodes(tx(v.effect))}</p>
          {onShow && (
            <button type="button" aria-pressed={on} onClick={() => onShow(v.id)}>
              {on ? t('story.fix.showing') : t('story.fix.show')}
              <span className="sr-only">: {tx(v.label)}</span>
            </button>
          )}
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
  group: FixGroupRows['group'];
  rows: readonly FixRow[];
  vars: Vars;
  lang: Lang;
  active: string | null;
  onShow?: (id: string) => void;
}) {
  const id = `fix-group-${group}`;
  return (
    <section className="sp-fix-group" data-group={group} aria-labelledby={id}>
      <h3 id={id}>{t(`story.fix.group.${group}` as MessageKey)}</h3>
      <p className="sp-fix-rule">{t(`story.fix.group.${group}.rule` as MessageKey)}</p>
      <table className="sp-fix-table">
        <thead>
          <tr>
            <th scope="col">{t('story.fix.head.router')}</th>
            {COLS.map((c) => (
              <th key={c} scope="col">
                {t(`story.fix.head.${c}`)}
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

/** `groups`: the deployment as it was, then each group with rows (src/story/figureData.ts). */
export function FixesTable({
  groups,
  vars,
  active,
  onShow,
}: {
  groups: readonly FixGroupRows[];
  vars: Vars;
  active: string | null;
  onShow?: (id: string) => void;
}) {
  const lang = useLang();
  const props = { vars, lang, active, onShow };
  return (
    <div className="sp-fixes" data-testid="fixes-table">
      {groups.map(({ group, rows }) => (
        <GroupTable key={group} group={group} rows={rows} {...props} />
      ))}
    </div>
  );
}
