/**
 * The workbench's form editor: fix switches, router, pool and page sizes, tenants and requests.
 * What the challenge locks is shown disabled, with "locked"; what it allows shows its bounds.
 */
import { useId } from 'react';
import { FIX_NAMES, ROUTER_KINDS, type RouterKind, type Scenario } from '../../engine';
import { t, type MessageKey } from '../../i18n';
import { useLang } from '../../store/react';
import '../../i18n/lab';
import type { Challenge } from '../../lab';
import { NumField, TextField } from './fields';
import { DefenceFields } from './DefenceFields';
import { RequestsEditor } from './RequestsEditor';
import '../../i18n/onDemand';

function TenantsEditor({
  s,
  challenge,
  onChange,
}: {
  s: Scenario;
  challenge: Challenge;
  onChange: (next: Scenario) => void;
}) {
  const allowed = challenge.allowed.tenants;
  const used = new Set(s.requests.map((r) => r.tenant));
  if (!allowed)
    return (
      <p className="lab-tenants">
        <strong>{t('lab.tenants.title')}</strong>{' '}
        {s.tenants.map((tn) => `${tn.id} (${tn.name})`).join(', ')}{' '}
        <span className="lab-field__bounds">{t('lab.edit.locked')}</span>
      </p>
    );
  const max = allowed.count?.max;
  const set = (i: number, patch: Partial<Scenario['tenants'][number]>) =>
    onChange({ ...s, tenants: s.tenants.map((x, j) => (j === i ? { ...x, ...patch } : x)) });
  return (
    <section className="lab-sub" aria-labelledby="lab-tenants-title">
      <h4 id="lab-tenants-title">{t('lab.tenants.title')}</h4>
      <ul className="lab-tenant-list">
        {s.tenants.map((tn, i) => (
          <li key={i} className="lab-tenant">
            <TextField
              label={t('lab.tenants.id')}
              value={tn.id}
              locked={used.has(tn.id)}
              onChange={(id) => set(i, { id })}
            />
            <TextField
              label={t('lab.tenants.name')}
              value={tn.name}
              locked={false}
              onChange={(name) => set(i, { name })}
            />
            <button
              type="button"
              className="btn btn--quiet"
              disabled={used.has(tn.id) || s.tenants.length <= (allowed.count?.min ?? 1)}
              aria-label={t('lab.tenants.remove', { id: tn.id })}
              onClick={() => onChange({ ...s, tenants: s.tenants.filter((_, j) => j !== i) })}
            >
              ✕
            </button>
          </li>
        ))}
      </ul>
      <button
        type="button"
        className="btn"
        disabled={max !== undefined && s.tenants.length >= max}
        onClick={() => {
          const ids = new Set(s.tenants.map((x) => x.id));
          let c = 0;
          while (ids.has(String.fromCharCode(97 + (c % 26)) + (c >= 26 ? c : ''))) c++;
          const id = String.fromCharCode(97 + (c % 26)) + (c >= 26 ? c : '');
          onChange({ ...s, tenants: [...s.tenants, { id, name: `Tenant ${id.toUpperCase()}` }] });
        }}
      >
        + {t('lab.tenants.add')}
      </button>
    </section>
  );
}

export function ScenarioEditor({
  challenge: ch,
  draft: s,
  onChange,
}: {
  challenge: Challenge;
  draft: Scenario;
  onChange: (next: Scenario) => void;
}) {
  useLang();
  const routerId = useId();
  const a = ch.allowed;
  const c = s.config;
  const freeFixes = a.fixes ?? [];
  const on = FIX_NAMES.filter((f) => c.fixes[f]);
  const configFree = !!(a.router || a.prefillPool || a.decodePool || a.pageSize);
  const setConfig = (patch: Partial<Scenario['config']>) =>
    onChange({ ...s, config: { ...c, ...patch } });
  return (
    <section className="lab-panel lab-editor" aria-labelledby="lab-edit-title">
      <h3 id="lab-edit-title">{t('lab.edit.title')}</h3>
      <p className="lab-muted">{t('lab.edit.about')}</p>
      {freeFixes.length > 0 ? (
        <fieldset className="lab-fixes">
          <legend>{t('lab.edit.fixes')}</legend>
          {FIX_NAMES.map((f) => {
            const free = freeFixes.includes(f);
            return (
              <label key={f} className={`lab-check${free ? '' : ' lab-check--locked'}`}>
                <input
                  type="checkbox"
                  checked={c.fixes[f]}
                  disabled={!free}
                  onChange={(e) => setConfig({ fixes: { ...c.fixes, [f]: e.target.checked } })}
                />{' '}
                {t(`story.fix.${f}.label` as MessageKey)}
                {!free && <span className="lab-field__bounds"> ({t('lab.edit.locked')})</span>}
              </label>
            );
          })}
        </fieldset>
      ) : (
        <p className="lab-locked-line">
          <strong>{t('lab.edit.fixes')}</strong>{' '}
          {on.length
            ? on.map((f) => t(`story.fix.${f}.label` as MessageKey)).join(', ')
            : t('lab.edit.noFixes')}{' '}
          <span className="lab-field__bounds">{t('lab.edit.locked')}</span>
        </p>
      )}
      <DefenceFields
        defences={c.defences ?? {}}
        allowed={a.defences}
        onChange={(defences) => setConfig({ defences })}
      />
      {configFree ? (
        <div className="lab-config">
          <span className="lab-field">
            <label htmlFor={routerId}>{t('lab.edit.router')}</label>
            <select
              id={routerId}
              value={c.router}
              disabled={!a.router}
              aria-describedby={`${routerId}-b`}
              onChange={(e) => setConfig({ router: e.target.value as RouterKind })}
            >
              {ROUTER_KINDS.map((r) => (
                <option key={r} value={r}>
                  {r}
                </option>
              ))}
            </select>
            <span id={`${routerId}-b`} className="lab-field__bounds">
              {a.router ? t('lab.edit.free') : t('lab.edit.locked')}
            </span>
          </span>
          <NumField
            label={t('lab.edit.prefillPool')}
            value={c.prefill.poolTokens}
            range={a.prefillPool ?? null}
            onChange={(n) => setConfig({ prefill: { poolTokens: n } })}
          />
          <NumField
            label={t('lab.edit.decodePool')}
            value={c.decode.poolTokens}
            range={a.decodePool ?? null}
            onChange={(n) => setConfig({ decode: { poolTokens: n } })}
          />
          <NumField
            label={t('lab.edit.pageSize')}
            value={c.pageSize}
            range={a.pageSize ?? null}
            onChange={(n) => setConfig({ pageSize: n })}
          />
        </div>
      ) : (
        <p className="lab-locked-line">
          {t('lab.edit.configLine', {
            router: c.router,
            prefill: c.prefill.poolTokens,
            decode: c.decode.poolTokens,
            page: c.pageSize,
            context: c.contextLength,
          })}{' '}
          <span className="lab-field__bounds">{t('lab.edit.locked')}</span>
        </p>
      )}
      <TenantsEditor s={s} challenge={ch} onChange={onChange} />
      <RequestsEditor s={s} allowed={a.requests} onChange={onChange} />
    </section>
  );
}
