/** The deployment's switches (router, fixes): each change restarts the live nodes. */
import { useState } from 'react';
import { FIX_NAMES, ROUTER_KINDS, type Config, type FixName } from '../../engine';
import { t } from '../../i18n';
import '../../i18n/onDemand';

async function post(change: object): Promise<string | null> {
  try {
    const r = await fetch('/live/config', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(change),
    });
    if (r.ok) return null;
    const body = (await r.json().catch(() => ({}))) as { message?: string };
    return body.message ?? String(r.status);
  } catch (e) {
    return e instanceof Error ? e.message : String(e);
  }
}

export function LiveControls({ config }: { config: Config }) {
  const [error, setError] = useState<string | null>(null);
  const send = (change: object) => void post(change).then(setError);
  return (
    <section className="live-config" aria-labelledby="live-config-title">
      <h2 id="live-config-title">{t('live.config.title')}</h2>
      <p className="live-note">{t('live.config.note')}</p>
      <label>
        {t('explore.router.title')}{' '}
        <select value={config.router} onChange={(e) => send({ router: e.target.value })}>
          {ROUTER_KINDS.map((r) => (
            <option key={r} value={r}>
              {r}
            </option>
          ))}
        </select>
      </label>
      <ul className="live-fixes">
        {FIX_NAMES.map((f: FixName) => (
          <li key={f}>
            <label>
              <input
                type="checkbox"
                checked={config.fixes[f]}
                onChange={(e) => send({ fixes: { [f]: e.target.checked } })}
              />{' '}
              {t(`explore.fixes.${f}`)}
            </label>
          </li>
        ))}
      </ul>
      {error && (
        <p role="alert" className="live-error">
          {t('live.config.error', { message: error })}
        </p>
      )}
    </section>
  );
}
