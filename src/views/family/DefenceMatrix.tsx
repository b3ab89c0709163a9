/**
 * The family's defence matrix as a table: one row per defence, one column per member (the
 * narrow article column holds four members better than nine defences); each cell the record's
 * sign and the engine's outcome in words, a ◐ cell its condition; read as text, each cell says
 * whose reading each part is ("the record: …. the engine: …."). The cells are
 * src/story/familyMatrix.ts's (handed down as data), the ones tests/engine/familyMatrix.test.ts
 * checks on the engine. On a slide (`slide`): no conditions (the notes say them), and the
 * clicker's build picks the members shown and the defences picked out.
 */
import { t, type MessageKey } from '../../i18n';
import type { MatrixData, Sign } from './familyProps';
import './familyFigures.css';

const SIGN: Record<Sign, { key: MessageKey; cls: string }> = {
  '✔': { key: 'family.sign.yes', cls: 'yes' },
  '◐': { key: 'family.sign.part', cls: 'part' },
  '✘': { key: 'family.sign.no', cls: 'no' },
  '—': { key: 'family.sign.none', cls: 'none' },
};

export interface MatrixSlide {
  /** the members whose column is shown (the others keep their place, hidden) */
  shown: readonly string[];
  /** the defences whose row is picked out */
  highlight: readonly string[];
}

export function DefenceMatrix({ data, slide }: { data: MatrixData; slide?: MatrixSlide }) {
  const hidden = (mode: string) => (slide && !slide.shown.includes(mode) ? true : undefined);
  const table = (
    <table className="fam-matrix" data-slide={slide ? true : undefined}>
      <caption id="fam-matrix-cap" className={slide ? 'sr-only' : undefined}>
        {t('family.matrix.caption')}
      </caption>
      <thead>
        <tr>
          <th scope="col">{t('family.matrix.defence')}</th>
          {data.modes.map((mode) => (
            <th scope="col" key={mode} data-mode={mode} data-hidden={hidden(mode)}>
              {t(`family.mode.${mode}` as MessageKey)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {data.defences.map((d) => (
          <tr
            key={d}
            data-defence={d}
            data-highlight={slide?.highlight.includes(d) ? true : undefined}
          >
            <th scope="row">{t(`family.def.${d}` as MessageKey)}</th>
            {data.modes.map((mode) => {
              const cell = data.cells[mode]![d]!;
              const s = SIGN[cell.facts];
              return (
                <td
                  key={mode}
                  data-mode={mode}
                  data-engine={cell.engine}
                  data-hidden={hidden(mode)}
                  className={`fam-${s.cls}`}
                >
                  <span aria-hidden="true" className="fam-sign">
                    {cell.facts}
                  </span>
                  {/* read alone (a screen reader, innerText), a cell is two or three sentences:
                      "the record: partly. the engine: stopped. <why>." */}
                  <span className="sr-only">{t(s.key)}. </span>
                  <span className="sr-only">{t('family.cell.engine')} </span>
                  <span className="fam-outcome">
                    {t(`family.outcome.${cell.engine}` as MessageKey)}
                  </span>
                  <span className="sr-only">. </span>
                  {cell.facts === '◐' && !slide && (
                    <>
                      <span className="fam-cond">
                        {t(`family.cond.${mode}.${d}` as MessageKey)}
                      </span>
                      <span className="sr-only">.</span>
                    </>
                  )}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
  // on a slide the table is scaled to fit, never scrolled: no scrolling region around it
  if (slide) return table;
  return (
    <div className="fam-matrix-wrap" tabIndex={0} role="region" aria-labelledby="fam-matrix-cap">
      {table}
    </div>
  );
}
