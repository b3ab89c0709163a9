/**
 * The requests of the workbench's scenario: add, remove, reorder, and edit each one's tenant,
 * prompt length, new tokens, arrival and predecessor within the challenge's bounds. Requests
 * the challenge keeps, or every request when they are locked, are shown but disabled.
 */
import { useId } from 'react';
import type { RequestSpec, Scenario } from '../../engine';
import { t } from '../../i18n';
import { useLang } from '../../store/react';
import '../../i18n/lab';
import type { Allowed } from '../../lab';
import { NumField, TextField } from './fields';

const DEFAULT_NEW = 16;
/**
 * Requests drawn as forms at most (issue 17 point 3): a draft may hold 500, whose forms (and
 * each one's list of earlier requests) would take the main thread for seconds; the others
 * stay in the scenario and are edited in the JSON view, as the note under the list says.
 */
export const SHOWN_REQUESTS = 50;

function withoutAfter(r: RequestSpec): RequestSpec {
  const copy = { ...r };
  delete copy.after;
  return copy;
}

function freshId(s: Scenario): string {
  const ids = new Set(s.requests.map((r) => r.id));
  let i = s.requests.length + 1;
  while (ids.has(`r${i}`)) i++;
  return `r${i}`;
}

function Row({
  r,
  i,
  s,
  allowed,
  onChange,
}: {
  r: RequestSpec;
  i: number;
  s: Scenario;
  allowed: Allowed['requests'];
  onChange: (next: Scenario) => void;
}) {
  const afterId = useId();
  const tenantId = useId();
  const kept = !allowed || (allowed.keep ?? []).includes(r.id);
  const n = s.requests.length;
  const count = allowed?.count ?? {};
  const canRemove = !!allowed && !kept && n > (count.min ?? 1);
  const set = (patch: Partial<RequestSpec>) =>
    onChange({ ...s, requests: s.requests.map((x, j) => (j === i ? { ...x, ...patch } : x)) });
  const move = (d: -1 | 1) => {
    const list = [...s.requests];
    const [it] = list.splice(i, 1);
    list.splice(i + d, 0, it!);
    onChange({ ...s, requests: list });
  };
  const remove = () =>
    onChange({
      ...s,
      requests: s.requests
        .filter((_, j) => j !== i)
        .map((x) => (x.after === r.id ? withoutAfter(x) : x)),
    });
  const earlier = s.requests.slice(0, i).map((x) => x.id);
  const moves = allowed && (
    <>
      <button
        type="button"
        className="btn btn--quiet"
        disabled={i === 0}
        aria-label={t('lab.req.up', { id: r.id })}
        onClick={() => move(-1)}
      >
        ↑
      </button>
      <button
        type="button"
        className="btn btn--quiet"
        disabled={i === n - 1}
        aria-label={t('lab.req.down', { id: r.id })}
        onClick={() => move(1)}
      >
        ↓
      </button>
    </>
  );
  if (kept)
    return (
      <li>
        <fieldset className="lab-req lab-req--kept">
          <legend>{t('lab.req.legend', { id: r.id })}</legend>
          <p className="lab-req__line">
            {t('lab.req.line', {
              tenant: r.tenant,
              prompt: r.promptTokens,
              newTokens: r.maxNewTokens,
              arrival: r.arrival,
            })}
            {r.after ? ` · ${t('lab.req.afterLine', { id: r.after })}` : ''}{' '}
            <span className="lab-field__bounds">{t('lab.edit.locked')}</span>
          </p>
          {moves && <div className="lab-req__buttons">{moves}</div>}
        </fieldset>
      </li>
    );
  return (
    <li>
      <fieldset className="lab-req">
        <legend>{t('lab.req.legend', { id: r.id })}</legend>
        <div className="lab-req__fields">
          <TextField
            label={t('lab.req.id')}
            value={r.id}
            locked={kept}
            onChange={(id) =>
              onChange({
                ...s,
                requests: s.requests.map((x, j) =>
                  j === i ? { ...x, id } : x.after === r.id ? { ...x, after: id } : x,
                ),
              })
            }
          />
          <span className="lab-field">
            <label htmlFor={tenantId}>{t('lab.req.tenant')}</label>
            <select
              id={tenantId}
              value={r.tenant}
              disabled={kept}
              onChange={(e) => set({ tenant: e.target.value })}
            >
              {s.tenants.map((tn) => (
                <option key={tn.id} value={tn.id}>
                  {tn.id} ({tn.name})
                </option>
              ))}
            </select>
          </span>
          <NumField
            label={t('lab.req.prompt')}
            value={r.promptTokens}
            range={kept ? null : (allowed?.promptTokens ?? { min: 1 })}
            onChange={(promptTokens) => set({ promptTokens })}
          />
          <NumField
            label={t('lab.req.newTokens')}
            value={r.maxNewTokens}
            range={kept ? null : (allowed?.maxNewTokens ?? { min: 1 })}
            onChange={(maxNewTokens) => set({ maxNewTokens })}
          />
          <NumField
            label={t('lab.req.arrival')}
            value={r.arrival}
            range={kept ? null : { min: 0 }}
            onChange={(arrival) => set({ arrival })}
          />
          <span className="lab-field">
            <label htmlFor={afterId}>{t('lab.req.after')}</label>
            <select
              id={afterId}
              value={r.after ?? ''}
              disabled={kept}
              onChange={(e) => {
                const v = e.target.value;
                if (v) return set({ after: v });
                onChange({
                  ...s,
                  requests: s.requests.map((x, j) => (j === i ? withoutAfter(x) : x)),
                });
              }}
            >
              <option value="">{t('lab.req.afterNone')}</option>
              {earlier.map((id) => (
                <option key={id} value={id}>
                  {id}
                </option>
              ))}
            </select>
          </span>
        </div>
        {allowed && (
          <div className="lab-req__buttons">
            {moves}
            <button
              type="button"
              className="btn btn--quiet"
              disabled={!canRemove}
              aria-label={t('lab.req.remove', { id: r.id })}
              onClick={remove}
            >
              ✕ {t('lab.req.removeShort')}
            </button>
          </div>
        )}
      </fieldset>
    </li>
  );
}

export function RequestsEditor({
  s,
  allowed,
  onChange,
}: {
  s: Scenario;
  allowed: Allowed['requests'];
  onChange: (next: Scenario) => void;
}) {
  useLang();
  const max = allowed?.count?.max;
  const canAdd = !!allowed && (max === undefined || s.requests.length < max);
  const add = () => {
    const last = s.requests.at(-1);
    const req: RequestSpec = {
      id: freshId(s),
      tenant: s.tenants[0]?.id ?? 'a',
      promptTokens: Math.max(1, Math.min(1000, allowed?.promptTokens?.max ?? 1000)),
      maxNewTokens: DEFAULT_NEW,
      arrival: 0,
      ...(last ? { after: last.id } : {}),
    };
    onChange({ ...s, requests: [...s.requests, req] });
  };
  return (
    <section className="lab-sub" aria-labelledby="lab-req-title">
      <h4 id="lab-req-title">
        {t('lab.req.title')}{' '}
        <span className="lab-field__bounds">
          {allowed
            ? t('lab.req.count', {
                n: s.requests.length,
                min: allowed.count?.min ?? 1,
                max: allowed.count?.max ?? '…',
              })
            : t('lab.edit.locked')}
        </span>
      </h4>
      <ol className="lab-reqs">
        {s.requests.slice(0, SHOWN_REQUESTS).map((r, i) => (
          <Row key={i} r={r} i={i} s={s} allowed={allowed} onChange={onChange} />
        ))}
      </ol>
      {s.requests.length > SHOWN_REQUESTS && (
        <p className="lab-muted" data-testid="requests-shown">
          {t('lab.req.shown', { shown: SHOWN_REQUESTS, total: s.requests.length })}
        </p>
      )}
      {allowed && (
        <button type="button" className="btn" disabled={!canAdd} onClick={add}>
          + {t('lab.req.add')}
        </button>
      )}
    </section>
  );
}
