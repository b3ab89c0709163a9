/**
 * The family's defence matrix as a table: one row per defence, one column per member (the
 * narrow article column holds four members better than nine defences); each cell the record's
 * sign and the engine's outcome in words, a ◐ cell its condition. The cells are
 * src/story/familyMatrix.ts's, the ones tests/engine/familyMatrix.test.ts checks on the engine.
 */
import { t, type MessageKey } from '../../../i18n';
import { DEFENCES, MATRIX, type Cell, type Mode } from '../../../story/familyMatrix';

const MODES: readonly Mode[] = ['A4', 'A1', 'A2', 'A3'];

const SIGN: Record<Cell['facts'], { key: MessageKey; cls: string }> = {
  '✔': { key: 'family.sign.yes', cls: 'yes' },
  '◐': { key: 'family.sign.part', cls: 'part' },
  '✘': { key: 'family.sign.no', cls: 'no' },
  '—': { key: 'family.sign.none', cls: 'none' },
};

export function DefenceMatrix() {
  return (
    <div className="fam-matrix-wrap" tabIndex={0} role="region" aria-labelledby="fam-matrix-cap">
      <table className="fam-matrix">
        <caption id="fam-matrix-cap">{t('family.matrix.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('family.matrix.defence')}</th>
            {MODES.map((mode) => (
              <th scope="col" key={mode} data-mode={mode}>
                {t(`family.mode.${mode}` as MessageKey)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {DEFENCES.map((d) => (
            <tr key={d} data-defence={d}>
              <th scope="row">{t(`family.def.${d}` as MessageKey)}</th>
              {MODES.map((mode) => {
                const cell = MATRIX[mode][d];
                const s = SIGN[cell.facts];
                return (
                  <td
                    key={mode}
                    data-mode={mode}
                    data-engine={cell.engine}
                    className={`fam-${s.cls}`}
                  >
                    <span aria-hidden="true" className="fam-sign">
                      {cell.facts}
                    </span>
                    <span className="sr-only">{t(s.key)}.</span>{' '}
                    <span className="fam-outcome">
                      {t(`family.outcome.${cell.engine}` as MessageKey)}
                    </span>
                    {cell.facts === '◐' && (
                      <span className="fam-cond">
                        {t(`family.cond.${mode}.${d}` as MessageKey)}
                      </span>
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
