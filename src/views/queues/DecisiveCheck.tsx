/**
 * The checks made at the decisive step, next to the one that was never made. SGLang's
 * identifiers in the texts (`code` in the dictionary) are shown in code font; the rest is prose.
 */
import { t } from '../../i18n';
import { richNodes } from '../shared/RichText';
import { tv } from '../shared/format';
import type { CheckResult, DecisiveCheck } from './lanes';
import '../../i18n/onDemand';

const MARK: Record<CheckResult, string> = { yes: '✓', no: '✗', never: '—', overwritten: '!' };
const WORD: Record<CheckResult, Parameters<typeof t>[0]> = {
  yes: 'views.check.yes',
  no: 'views.check.refused',
  never: 'views.check.neverAsked',
  overwritten: 'views.check.overwritten',
};

export function DecisiveCheckPanel({ check, id }: { check: DecisiveCheck; id: string }) {
  return (
    <div className="qv-check" role="note" data-testid={`decisive-check-${check.node}`}>
      <p className="qv-check-title">{richNodes(tv(check.title, { id }))}</p>
      <ul className="qv-check-list">
        {check.items.map((item) => (
          <li key={item.key} className="qv-check-item" data-result={item.result}>
            <span className="qv-check-mark" aria-hidden="true">
              {MARK[item.result]}
            </span>
            <span className="qv-check-q">{richNodes(tv(item.key, item.vars ?? {}))}</span>
            <span className="qv-check-a">{tv(WORD[item.result])}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
