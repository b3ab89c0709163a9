/**
 * Scenes 4–5 as a sequence diagram: router, prefill and decode lanes (SVG), one row per event
 * of the story request in the trace, each with the request's own fields on the node that acts,
 * and a mark where a check was missing (see sequenceModel.ts for the rows and their sources).
 * The lanes are drawn per row so the text beside them wraps freely at any width: the figure
 * grows with the page and never scrolls inside itself.
 */
import { useMemo } from 'react';
import { formatNumber, t, type Lang, type MessageKey } from '../../i18n';
import type { Trace } from '../../engine';
import { useLang } from '../../store/react';
import type { CardModel } from '../queues/lanes';
import { Code, richNodes } from '../shared/RichText';
import type { Vars } from './figureProps';
import { LANES, sequenceRows, type Lane, type SeqRow } from './sequenceModel';
import { cutColumns } from './slideColumns';
import './sequence.css';
import '../../i18n/onDemand';

/** Lane centres, in % of the lane strip's width. */
const X: Record<Lane, number> = { router: 17, prefill: 50, decode: 83 };
/** The height of the row's event mark, in px from the row's top. */
const Y = 13;

type Field = { name: string; value: string };

function fieldsOf(c: CardModel, lang: Lang): Field[] {
  return [
    {
      name: 'origin_input_ids',
      value: c.placeholder
        ? t('story.seq.ids.placeholder')
        : t('story.seq.ids.prompt', { n: formatNumber(c.inputLen, lang) }),
    },
    { name: 'to_finish', value: c.toFinish ?? 'None' },
    { name: 'finished_reason', value: c.finishedReason ?? 'None' },
    { name: 'KVPoll', value: c.kvPoll ? `KVPoll.${c.kvPoll}` : 'None' },
  ];
}

function Lanes({ row }: { row: SeqRow }) {
  const x = X[row.lane];
  return (
    <div className="sp-seq-strip" aria-hidden="true">
      <svg className="sp-seq-lanes" focusable="false">
        {LANES.map((l) => (
          <line key={l} className="sp-seq-life" x1={`${X[l]}%`} x2={`${X[l]}%`} y1="0" y2="100%" />
        ))}
        {row.to.map((to) => {
          const dir = X[to] > x ? 1 : -1;
          return (
            <g key={to} className="sp-seq-arrow">
              <line x1={`${x}%`} x2={`${X[to]}%`} y1={Y} y2={Y} />
              <svg x={`${X[to]}%`} y={Y} overflow="visible">
                <path d={dir > 0 ? 'M -7 -4 L 0 0 L -7 4 z' : 'M 7 -4 L 0 0 L 7 4 z'} />
              </svg>
            </g>
          );
        })}
        <circle className={`sp-seq-dot sp-seq-dot-${row.lane}`} cx={`${x}%`} cy={Y} r="5" />
        {row.mark && (
          <g className="sp-seq-miss">
            <circle cx={`${x}%`} cy={Y} r="10" />
          </g>
        )}
      </svg>
    </div>
  );
}

/**
 * The row's fields, each marked if it changed since the lane's previous row. `changedOnly` (a
 * slide): a lane's first row shows them all, later rows only those that changed.
 */
export function shownFields(
  card: CardModel,
  prev: CardModel | null,
  lang: Lang,
  changedOnly = false,
): (Field & { changed: boolean })[] {
  const before = prev ? fieldsOf(prev, lang) : null;
  return fieldsOf(card, lang)
    .map((f, i) => ({ ...f, changed: before !== null && before[i]!.value !== f.value }))
    .filter((f) => !changedOnly || before === null || f.changed);
}

/** A row of the diagram, with the card of the row before on its lane (null: the lane's first). */
interface RowProps {
  row: SeqRow;
  prev: CardModel | null;
  lang: Lang;
  changedOnly: boolean;
}

function Fields({ row, prev, lang, changedOnly }: RowProps) {
  if (!row.card) return null;
  const fields = shownFields(row.card, prev, lang, changedOnly);
  if (fields.length === 0) return null;
  return (
    <ul className="sp-seq-fields">
      {fields.map((f) => {
        const changed = f.changed;
        return (
          <li key={f.name} data-changed={changed ? 'true' : undefined}>
            {/* name and value linked to their definitions where a mode links them */}
            {!f.value.startsWith(f.name) && (
              <>
                <Code code={f.name} className="sp-seq-name" />
                <code className="sp-seq-name">{'\u00a0= '}</code>
              </>
            )}
            <Code code={f.value} className="sp-seq-value" />
            {changed && <span className="sr-only"> ({t('story.fields.changed')})</span>}
          </li>
        );
      })}
    </ul>
  );
}

function Head() {
  return (
    <div className="sp-seq-head" aria-hidden="true">
      <svg className="sp-seq-labels">
        {LANES.map((l) => (
          // the outer lanes' names end at the strip's edges, never past them (issue #23)
          <text
            key={l}
            x={l === 'router' ? 0 : l === 'decode' ? '100%' : `${X[l]}%`}
            y="14"
            textAnchor={l === 'router' ? 'start' : l === 'decode' ? 'end' : 'middle'}
            data-lane={l}
          >
            {t(`story.seq.lane.${l}` as MessageKey)}
          </text>
        ))}
      </svg>
    </div>
  );
}

function Row({ row, prev, lang, changedOnly }: RowProps) {
  return (
    <li data-kind={row.kind} data-mark={row.mark ?? undefined}>
      <Lanes row={row} />
      <div className="sp-seq-text">
        <p className="sp-seq-what">
          <span className="sr-only">{t(`story.seq.lane.${row.lane}` as MessageKey)}: </span>
          {richNodes(t(`story.seq.${row.kind}` as MessageKey, row.vars))}
        </p>
        <Fields row={row} prev={prev} lang={lang} changedOnly={changedOnly} />
        {row.mark && (
          <p className="sp-seq-mark">
            <span aria-hidden="true">✗ </span>
            {richNodes(t(`story.seq.mark.${row.mark}` as MessageKey))}
          </p>
        )}
      </div>
    </li>
  );
}

/** A row's height on a slide, in characters of text (its sentence, fields and mark). */
function rowWeight(row: SeqRow, prev: CardModel | null, lang: Lang): number {
  const what = t(`story.seq.${row.kind}` as MessageKey, row.vars).length;
  const mark = row.mark ? t(`story.seq.mark.${row.mark}` as MessageKey).length + 60 : 0;
  const fields = row.card ? shownFields(row.card, prev, lang, true).length * 30 : 0;
  return 40 + what + mark + fields;
}

/**
 * `trace`: the incident's run. `columns` (a slide): the rows in that many columns of about
 * equal height, each under the lanes' names, and after a lane's first row only the fields that
 * changed (the others are as on the row above; the explainer shows them all).
 */
export function SequenceFigure({
  trace,
  vars,
  columns,
}: {
  trace: Trace;
  vars: Vars;
  columns?: number;
}) {
  const lang = useLang();
  const rows = useMemo(() => sequenceRows(trace), [trace]);
  if (rows.length === 0) return null;
  const last: Partial<Record<Lane, CardModel>> = {};
  const items = rows.map((row, i) => {
    const prev = last[row.lane] ?? null;
    if (row.card) last[row.lane] = row.card;
    return { row, prev, i };
  });
  const changedOnly = columns !== undefined;
  const list = (col: typeof items) => (
    <ol className="sp-seq-rows" start={changedOnly ? (col[0]?.i ?? 0) + 1 : undefined}>
      {col.map(({ row, prev }) => (
        <Row key={row.step} row={row} prev={prev} lang={lang} changedOnly={changedOnly} />
      ))}
    </ol>
  );
  return (
    <figure
      className={
        changedOnly ? `sp-seq sp-seq-slide${columns === 1 ? ' sp-seq-one' : ''}` : 'sp-seq'
      }
      data-testid="sequence-figure"
    >
      <figcaption>{richNodes(t('story.seq.caption', vars))}</figcaption>
      {changedOnly ? (
        <div className="sp-seq-cols">
          {cutColumns(items, ({ row, prev }) => rowWeight(row, prev, lang), columns).map(
            (col, c) => (
              <div key={c} className="sp-seq-col">
                <Head />
                {list(col)}
              </div>
            ),
          )}
        </div>
      ) : (
        <>
          <Head />
          {list(items)}
        </>
      )}
    </figure>
  );
}
