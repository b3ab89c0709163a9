/**
 * Scene 5's key event as a figure: the request's fields either side of `KVPoll.Success`
 * (the pending 400 in `to_finish` overwritten by `FINISH_LENGTH(0)`), and the decode node's
 * view of the same request. Cells that change at `Success` are marked (not by colour alone).
 * Names and values are `Code`: linked to their definitions where the mode links them.
 */
import { useMemo, type ReactNode } from 'react';
import { formatNumber, t, type MessageKey } from '../../i18n';
import type { Trace } from '../../engine';
import { useLang } from '../../store/react';
import type { CardModel } from '../queues/lanes';
import { Code, richNodes } from '../shared/RichText';
import type { Vars } from './figureProps';
import { fieldsColumns, type FieldsColumn } from './fieldsModel';
import './fields.css';
import '../../i18n/onDemand';

type Row = 'ids' | 'toFinish' | 'finished' | 'poll';
const ROWS: { row: Row; name: string }[] = [
  { row: 'ids', name: 'origin_input_ids' },
  { row: 'toFinish', name: 'to_finish' },
  { row: 'finished', name: 'finished_reason' },
  { row: 'poll', name: 'KVPoll' },
];

function value(c: CardModel, row: Row): string {
  switch (row) {
    case 'ids':
      return c.placeholder ? '[0]' : String(c.inputLen);
    case 'toFinish':
      return c.toFinish ?? 'None';
    case 'finished':
      return c.finishedReason ?? 'None';
    case 'poll':
      return c.kvPoll ? `KVPoll.${c.kvPoll}` : 'None';
  }
}

function cell(c: FieldsColumn, row: Row, lang: ReturnType<typeof useLang>): ReactNode {
  if (row === 'ids') {
    const note = c.card.placeholder
      ? t('story.fields.placeholderIds', { n: formatNumber(c.card.promptTokens, lang) })
      : t('story.fields.promptIds', { n: formatNumber(c.card.inputLen, lang) });
    return (
      <>
        {c.card.placeholder && <code>[0]</code>}{' '}
        <span className="sp-fields-note">{richNodes(note)}</span>
      </>
    );
  }
  return <Code code={value(c.card, row)} />;
}

/** `trace`: the incident's run. */
export function FieldsFigure({ trace, vars }: { trace: Trace; vars: Vars }) {
  const lang = useLang();
  const cols = useMemo(() => fieldsColumns(trace), [trace]);
  if (!cols) return null;
  const [before, after] = cols;
  const changed = (row: Row, c: FieldsColumn) =>
    c === after && value(before!.card, row) !== value(after.card, row);
  const head: MessageKey[] = ['story.fields.before', 'story.fields.after', 'story.fields.decode'];
  return (
    <figure className="sp-fields" data-testid="fields-figure">
      <table>
        <caption>{richNodes(t('story.fields.caption', { ...vars, id: cols[0]!.card.id }))}</caption>
        <thead>
          <tr>
            <th scope="col">{t('story.fields.field')}</th>
            {cols.map((c, i) => (
              <th scope="col" key={i}>
                {richNodes(t(head[i]!))}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {ROWS.map(({ row, name }) => (
            <tr key={row}>
              <th scope="row">
                <Code code={name} />
              </th>
              {cols.map((c, i) => (
                <td key={i} data-changed={changed(row, c) ? 'true' : undefined}>
                  {cell(c, row, lang)}
                  {changed(row, c) && (
                    <span className="sp-fields-mark">{t('story.fields.changed')}</span>
                  )}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <figcaption>{richNodes(t('story.fields.note', vars))}</figcaption>
    </figure>
  );
}
