/**
 * The fixes scene's table: one row per change with its outcome under each of SGLang's two
 * routers, grouped by what the engine says it does alone ("stops the leak", "narrows it",
 * "changes nothing alone", see src/story/fixGroups.ts), after the deployment as it was.
 * Status, other tenants' pages read, the output check and the exposed prompt lengths are
 * computed (src/story/figureData.ts hands them down); the explanation and the source are text.
 */
import { Fragment } from 'react';
import { ROUTER_KINDS } from '../../engine';
import { formatNumber, t, type Lang, type MessageKey } from '../../i18n';
import { useLang } from '../../store/react';
import { richNodes } from '../shared/RichText';
import type { FixGroupRows, FixRow, RouterExposure, Vars } from './figureProps';
import './fixes.css';
import './status.css';
import '../../i18n/onDemand';

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
  group,
}: {
  v: FixRow;
  vars: Vars;
  lang: Lang;
  on: boolean;
  onShow?: (id: string) => void;
  /** on a slide: the row's group, and no explanation row (the explanations stay in the text) */
  group?: FixGroupRows['group'];
}) {
  const tx = (k: MessageKey) => t(k, { ...vars, pool: v.pool ?? '' });
  const e = v.exposure;
  const span = COLS.length + 1;
  return (
    <tbody data-variant={v.id} data-group={group} className={on ? 'sp-fix sp-fix-on' : 'sp-fix'}>
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
      {group === undefined && (
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
      )}
    </tbody>
  );
}

function Head() {
  return (
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
        <Head />
        {rows.map((v) => (
          <FixRows key={v.id} v={v} on={rest.active === v.id} {...rest} />
        ))}
      </table>
    </section>
  );
}

/** A column of the table on a slide: runs of one group's rows, each under its group's name. */
export type FixColumn = { group: FixGroupRows['group']; rows: readonly FixRow[] }[];

/** Lines a run takes: its group's name (a little larger) and three lines a change. */
const runLines = (rows: number) => 1.3 + 3 * rows;

/**
 * The groups cut into `n` columns of about equal height, only between changes (a group's name
 * never ends a column; a group cut in two has its name again at the top of the next column).
 */
export function fixColumns(groups: readonly FixGroupRows[], n: number): FixColumn[] {
  const flat = groups.flatMap(({ group, rows }) => rows.map((row) => ({ group, row })));
  const columnOf = (from: number, to: number): FixColumn => {
    const col: FixColumn = [];
    for (const { group, row } of flat.slice(from, to)) {
      const last = col[col.length - 1];
      if (last?.group === group) last.rows = [...last.rows, row];
      else col.push({ group, rows: [row] });
    }
    return col;
  };
  const height = (col: FixColumn) => col.reduce((h, r) => h + runLines(r.rows.length), 0);
  // every way to cut: few changes, few columns
  let best: { cuts: number[]; tallest: number } = { cuts: [], tallest: Infinity };
  const search = (start: number, left: number, cuts: number[], tallest: number) => {
    if (tallest >= best.tallest) return;
    if (left === 1) {
      const t = Math.max(tallest, height(columnOf(start, flat.length)));
      if (t < best.tallest) best = { cuts, tallest: t };
      return;
    }
    for (let end = start + 1; end <= flat.length - left + 1; end++)
      search(end, left - 1, [...cuts, end], Math.max(tallest, height(columnOf(start, end))));
  };
  const columns = Math.max(1, Math.min(n, flat.length));
  search(0, columns, [], 0);
  const bounds = [0, ...best.cuts, flat.length];
  return bounds.slice(1).map((end, i) => columnOf(bounds[i]!, end));
}

/** The table on a slide: in `columns` columns of one table each, one header row each. */
function SlideTables({
  groups,
  columns,
  ...rest
}: {
  groups: readonly FixGroupRows[];
  columns: number;
  vars: Vars;
  lang: Lang;
  active: string | null;
}) {
  const span = COLS.length + 1;
  return (
    <div className="sp-fixes sp-fixes-slide" data-testid="fixes-table">
      {fixColumns(groups, columns).map((col, i) => (
        <table key={i} className="sp-fix-table">
          <Head />
          {col.map(({ group, rows }) => (
            <Fragment key={group}>
              <tbody className="sp-fix-group-row">
                <tr>
                  <th scope="rowgroup" colSpan={span} data-group-head={group}>
                    {t(`story.fix.group.${group}` as MessageKey)}
                  </th>
                </tr>
              </tbody>
              {rows.map((v) => (
                <FixRows key={v.id} v={v} on={rest.active === v.id} group={group} {...rest} />
              ))}
            </Fragment>
          ))}
        </table>
      ))}
    </div>
  );
}

/**
 * `groups`: the deployment as it was, then each group with rows (src/story/figureData.ts).
 * `columns` (a slide): the rows only, in that many columns, without the groups' rules and the
 * explanations (they stay in the explainer's text).
 */
export function FixesTable({
  groups,
  vars,
  active,
  onShow,
  columns,
}: {
  groups: readonly FixGroupRows[];
  vars: Vars;
  active: string | null;
  onShow?: (id: string) => void;
  columns?: number;
}) {
  const lang = useLang();
  if (columns !== undefined)
    return (
      <SlideTables groups={groups} columns={columns} vars={vars} lang={lang} active={active} />
    );
  const props = { vars, lang, active, onShow };
  return (
    <div className="sp-fixes" data-testid="fixes-table">
      {groups.map(({ group, rows }) => (
        <GroupTable key={group} group={group} rows={rows} {...props} />
      ))}
    </div>
  );
}
