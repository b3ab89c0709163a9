/** The deployment's switches (router, fixes): each change restarts the live nodes. */
import { useState } from 'react';
import {
  DEFAULT_ROUTER_BUILD,
  FIX_NAMES,
  ROUTER_KINDS,
  routerBuildOf,
  type Config,
  type FixName,
} from '../../engine';
import { t } from '../../i18n';
import '../../i18n/onDemand';
import { postChange, type ChangeResult } from './changeRequest';

/** What the view says after a change (null: taken). */
function said(r: ChangeResult): string | null {
  if (r.kind === 'done') return null;
  if (r.kind === 'needs-key') return t('live.config.keyNeeded');
  if (r.kind === 'key-refused') return t('live.config.keyRefused');
  return t('live.config.error', { message: r.message });
}

export function LiveControls({ config }: { config: Config }) {
  const [error, setError] = useState<string | null>(null);
  // a deployment that takes changes only with a key (a class's, or one with a facilitator's
  // key) says so on the first change: the key field appears then
  const [key, setKey] = useState('');
  const [keyed, setKeyed] = useState(false);
  const send = (change: object) =>
    void postChange(change, key).then((r) => {
      if (r.kind === 'needs-key' || r.kind === 'key-refused') setKeyed(true);
      setError(said(r));
    });
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
      {config.router === 'sgl-router' ? (
        <p className="live-note live-router-build">
          {t('explore.router.build', {
            build: routerBuildOf(config),
            default: DEFAULT_ROUTER_BUILD,
            what: t(`explore.router.build.${routerBuildOf(config)}`),
          })}
        </p>
      ) : null}
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
      {keyed && (
        <label className="live-key">
          {t('live.config.key')}{' '}
          <input
            type="password"
            autoComplete="off"
            spellCheck={false}
            value={key}
            onChange={(e) => setKey(e.target.value)}
          />
        </label>
      )}
      {error && (
        <p role="alert" className="live-error">
          {error}
        </p>
      )}
    </section>
  );
}
