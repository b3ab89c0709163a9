/**
 * The family's defence matrix as a table: one row per member, one column per defence; each cell
 * the record's sign and the engine's outcome in words, a ◐ cell its condition. The cells are
 * src/story/familyMatrix.ts's, the ones tests/engine/familyMatrix.test.ts checks on the engine.
 */
import { t, type MessageKey } from '../../i18n';
import { DEFENCES, MATRIX, type Cell, type Mode } from '../../story/familyMatrix';

const ROWS: readonly Mode[] = ['A4', 'A1', 'A2', 'A3'];

const SIGN: Record<Cell['facts'], { sign: string; key: MessageKey; cls: string }> = {
  '✔': { sign: '✔', key: 'family.sign.yes', cls: 'yes' },
  '◐': { sign: '◐', key: 'family.sign.part', cls: 'part' },
  '✘': { sign: '✘', key: 'family.sign.no', cls: 'no' },
  '—': { sign: '—', key: 'family.sign.none', cls: 'none' },
};

export function DefenceMatrix() {
  return (
    <div className="fam-matrix-wrap" tabIndex={0} role="region" aria-labelledby="fam-matrix-cap">
      <table className="fam-matrix">
        <caption id="fam-matrix-cap">{t('family.matrix.caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('family.matrix.mode')}</th>
            {DEFENCES.map((d) => (
              <th scope="col" key={d}>
                {t(`family.def.${d}` as MessageKey)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {ROWS.map((mode) => (
            <tr key={mode} data-mode={mode}>
              <th scope="row">{t(`family.mode.${mode}` as MessageKey)}</th>
              {DEFENCES.map((d) => {
                const cell = MATRIX[mode][d];
                const s = SIGN[cell.facts];
                return (
                  <td key={d} data-defence={d} data-engine={cell.engine} className={`fam-${s.cls}`}>
                    <span aria-hidden="true" className="fam-sign">
                      {s.sign}
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
