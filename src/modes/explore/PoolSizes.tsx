/**
 * Prefill pool, decode pool and page size. Applied on Enter or when leaving the field, after
 * the engine's validator agrees; otherwise an inline message says why and nothing re-runs.
 */
import { useState, type FormEvent } from 'react';
import type { Config } from '../../engine';
import { t } from '../../i18n';
import type { MessageKey } from '../../i18n/en';
import { setPools } from '../../store/actions';
import { useApp, useAppStore, useLang } from '../../store/react';
import { askedNow, shownTrace } from '../../store/selectors';
import '../../i18n/onDemand';

type Field = 'prefill' | 'decode' | 'pageSize';
const FIELDS: { id: Field; label: MessageKey; path: string }[] = [
  { id: 'prefill', label: 'explore.pools.prefill', path: '$.config.prefill' },
  { id: 'decode', label: 'explore.pools.decode', path: '$.config.decode' },
  { id: 'pageSize', label: 'explore.pools.pageSize', path: '$.config.pageSize' },
];

function valuesOf(c: Config): Record<Field, string> {
  return {
    prefill: String(c.prefill.poolTokens),
    decode: String(c.decode.poolTokens),
    pageSize: String(c.pageSize),
  };
}

const keyOf = (c: Config) => `${c.prefill.poolTokens}/${c.decode.poolTokens}/${c.pageSize}`;

function Form({ config, base }: { config: Config; base: Config }) {
  const store = useAppStore();
  const [draft, setDraft] = useState(() => valuesOf(config));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [seen, setSeen] = useState(() => keyOf(config));
  const limits = useApp((s) => shownTrace(s)?.limits ?? null);
  if (seen !== keyOf(config)) {
    // the configuration changed elsewhere (scenario, link, reset): show it
    setSeen(keyOf(config));
    setDraft(valuesOf(config));
    setErrors({});
  }

  const apply = (next = draft) => {
    const errs: Partial<Record<Field, string>> = {};
    const nums: Partial<Record<Field, number>> = {};
    for (const f of FIELDS) {
      const raw = next[f.id].trim();
      if (!/^\d{1,9}$/.test(raw)) errs[f.id] = t('explore.pools.notNumber');
      else nums[f.id] = Number(raw);
    }
    const unchanged = FIELDS.every((f) => String(nums[f.id]) === valuesOf(config)[f.id]);
    if (Object.keys(errs).length === 0 && !unchanged) {
      const res = setPools(store, nums);
      if (!res.ok)
        for (const p of res.problems) {
          const f = FIELDS.find((x) => p.path.startsWith(x.path));
          errs[f?.id ?? 'prefill'] = `${p.path}: ${p.message}`;
        }
    }
    setErrors(errs);
  };
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    apply();
  };
  const same = keyOf(config) === keyOf(base) && keyOf(config) === keyOf(draftConfig(draft, config));
  return (
    <details className="pools" open={!same || Object.keys(errors).length > 0 || undefined}>
      <summary className="panel__subtitle">{t('explore.pools.title')}</summary>
      <form className="pools-form" onSubmit={onSubmit} noValidate>
        <fieldset>
          <legend className="sr-only">{t('explore.pools.title')}</legend>
          <p className="panel__hint">{t('explore.pools.hint')}</p>
          {FIELDS.map((f) => (
            <div key={f.id} className="field field--row">
              <label className="field__label" htmlFor={`pool-${f.id}`}>
                {t(f.label)}
              </label>
              <input
                id={`pool-${f.id}`}
                type="number"
                inputMode="numeric"
                min={1}
                step={1}
                value={draft[f.id]}
                aria-invalid={errors[f.id] ? true : undefined}
                aria-describedby={errors[f.id] ? `pool-${f.id}-error` : undefined}
                onChange={(e) => setDraft({ ...draft, [f.id]: e.target.value })}
                onBlur={() => apply()}
              />
              {errors[f.id] && (
                <p id={`pool-${f.id}-error`} className="field__error" role="alert">
                  {t('explore.pools.invalid', { message: errors[f.id]! })}
                </p>
              )}
            </div>
          ))}
          <button type="submit" hidden />
          <button
            type="button"
            className="btn btn--quiet"
            disabled={same}
            onClick={() => {
              const v = valuesOf(base);
              setDraft(v);
              apply(v);
            }}
          >
            {t('explore.pools.reset')}
          </button>
          {limits && (
            <p className="panel__hint">
              {t('explore.pools.limits', {
                prefill: limits.prefillMaxInput,
                decode: limits.decodeMaxInput,
              })}
            </p>
          )}
        </fieldset>
      </form>
    </details>
  );
}

function draftConfig(d: Record<Field, string>, c: Config): Config {
  return {
    ...c,
    pageSize: Number(d.pageSize),
    prefill: { poolTokens: Number(d.prefill) },
    decode: { poolTokens: Number(d.decode) },
  };
}

export function PoolSizes() {
  useLang();
  const config = useApp((s) => askedNow(s)?.config ?? null);
  const base = useApp((s) => askedNow(s)?.base.config ?? null);
  if (!config || !base) return null;
  return <Form config={config} base={base} />;
}
