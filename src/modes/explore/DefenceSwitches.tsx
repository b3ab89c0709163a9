/**
 * The page-lifetime family's defences (engine/lifetime.ts) as switches: each change re-runs at
 * once, keeping the step. Holding defences act only where a write is in flight (the family's
 * scenarios); the checksum and the scrub act on every scenario.
 */
import type { Defences, KvChecksum } from '../../engine';
import { t } from '../../i18n';
import type { MessageKey } from '../../i18n/en';
import { setDefences } from '../../store/actions';
import { useApp, useAppStore, useLang } from '../../store/react';
import { askedNow } from '../../store/selectors';
import '../../i18n/onDemand';

const SWITCHES = ['refcountPin', 'deferredRelease', 'drainBarrier', 'scrubOnAlloc'] as const;
const CHECKSUMS: (KvChecksum | 'off')[] = ['off', '39229', '39500'];

export function DefenceSwitches() {
  const store = useAppStore();
  useLang();
  const config = useApp((s) => askedNow(s)?.config ?? null);
  const def: Defences = config?.defences ?? {};
  const timed = config?.transfer !== undefined;
  return (
    <fieldset className="switchboard__group" aria-describedby="defences-hint">
      <legend className="switchboard__legend">{t('explore.defences.title')}</legend>
      <p id="defences-hint" className="panel__hint">
        {t(timed ? 'explore.defences.hint' : 'explore.defences.hintUntimed')}
      </p>
      <ul className="switchboard__list">
        {SWITCHES.map((n) => (
          <li key={n} className="switchboard__item">
            <input
              id={`defence-${n}`}
              type="checkbox"
              checked={def[n] ?? false}
              disabled={!config}
              aria-describedby={`defence-${n}-hint`}
              onChange={(e) => void setDefences(store, { [n]: e.target.checked })}
            />
            <label htmlFor={`defence-${n}`} className="switchboard__label">
              {t(`explore.defences.${n}` as MessageKey)}
            </label>
            <span id={`defence-${n}-hint`} className="switchboard__hint">
              {t(`explore.defences.${n}.hint` as MessageKey)}
            </span>
          </li>
        ))}
        <li className="switchboard__item">
          <label htmlFor="defence-checksum" className="switchboard__label">
            {t('explore.defences.kvChecksum')}
          </label>
          <select
            id="defence-checksum"
            value={def.kvChecksum ?? 'off'}
            disabled={!config}
            aria-describedby="defence-checksum-hint"
            onChange={(e) => {
              const v = e.target.value as KvChecksum | 'off';
              void setDefences(store, { kvChecksum: v === 'off' ? undefined : v });
            }}
          >
            {CHECKSUMS.map((c) => (
              <option key={c} value={c}>
                {t(`explore.defences.kvChecksum.${c}` as MessageKey)}
              </option>
            ))}
          </select>
          <span id="defence-checksum-hint" className="switchboard__hint">
            {t('explore.defences.kvChecksum.hint')}
          </span>
        </li>
      </ul>
    </fieldset>
  );
}
