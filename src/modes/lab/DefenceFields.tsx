/**
 * The workbench's page-lifetime defences (config.defences): the ones the challenge frees
 * (`allowed.defences`) as switches, a checksum form and a deadline; the others disabled with
 * "locked". Shown only where the scenario has defences or the challenge frees some.
 */
import { useId } from 'react';
import { DEFERRED_RELEASE_TICKS, LIMITS, type Defences, type KvChecksum } from '../../engine';
import { t, type MessageKey } from '../../i18n';
import '../../i18n/lab';
import type { Allowed } from '../../lab';
import { NumField } from './fields';

const SWITCHES = ['refcountPin', 'deferredRelease', 'drainBarrier', 'scrubOnAlloc'] as const;
const CHECKSUMS: (KvChecksum | 'off')[] = ['off', '39229', '39500'];

export function DefenceFields({
  defences: d,
  allowed,
  onChange,
}: {
  defences: Defences;
  allowed: Allowed['defences'];
  onChange: (next: Defences) => void;
}) {
  const checksumId = useId();
  const free = allowed ?? [];
  const set = (patch: Defences) => {
    const next: Defences = { ...d, ...patch };
    for (const k of Object.keys(next) as (keyof Defences)[])
      if (next[k] === undefined) delete next[k];
    onChange(next);
  };
  if (free.length === 0) {
    const on = SWITCHES.filter((s) => d[s]).map((s) => t(`lab.defence.${s}` as MessageKey));
    if (d.kvChecksum) on.push(t(`lab.defence.kvChecksum.${d.kvChecksum}` as MessageKey));
    if (on.length === 0) return null;
    return (
      <p className="lab-locked-line">
        <strong>{t('lab.edit.defences')}</strong> {on.join(', ')}{' '}
        <span className="lab-field__bounds">{t('lab.edit.locked')}</span>
      </p>
    );
  }
  const checksumFree = free.includes('kvChecksum');
  return (
    <fieldset className="lab-fixes">
      <legend>{t('lab.edit.defences')}</legend>
      {SWITCHES.map((s) => {
        const open = free.includes(s);
        return (
          <label key={s} className={`lab-check${open ? '' : ' lab-check--locked'}`}>
            <input
              type="checkbox"
              checked={d[s] ?? false}
              disabled={!open}
              onChange={(e) => set({ [s]: e.target.checked || undefined })}
            />{' '}
            {t(`lab.defence.${s}` as MessageKey)}
            {!open && <span className="lab-field__bounds"> ({t('lab.edit.locked')})</span>}
          </label>
        );
      })}
      <span className="lab-field">
        <label htmlFor={checksumId}>{t('lab.defence.kvChecksum')}</label>
        <select
          id={checksumId}
          value={d.kvChecksum ?? 'off'}
          disabled={!checksumFree}
          aria-describedby={`${checksumId}-b`}
          onChange={(e) => {
            const v = e.target.value as KvChecksum | 'off';
            set({ kvChecksum: v === 'off' ? undefined : v });
          }}
        >
          {CHECKSUMS.map((c) => (
            <option key={c} value={c}>
              {t(`lab.defence.kvChecksum.${c}` as MessageKey)}
            </option>
          ))}
        </select>
        <span id={`${checksumId}-b`} className="lab-field__bounds">
          {checksumFree ? t('lab.edit.free') : t('lab.edit.locked')}
        </span>
      </span>
      {(d.deferredRelease || free.includes('deferredReleaseTicks')) && (
        <NumField
          label={t('lab.defence.deferredReleaseTicks')}
          value={d.deferredReleaseTicks ?? DEFERRED_RELEASE_TICKS}
          range={
            free.includes('deferredReleaseTicks') ? { min: 1, max: LIMITS.maxLifetimeTicks } : null
          }
          onChange={(n) => set({ deferredReleaseTicks: n })}
        />
      )}
    </fieldset>
  );
}
