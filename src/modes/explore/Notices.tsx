/** Dismissible notices: bad link parameters, a file scenario outside the link, engine errors. */
import { t } from '../../i18n';
import { useApp, useAppStore, useLang } from '../../store/react';

export function Notices() {
  const store = useAppStore();
  useLang();
  const notices = useApp((s) => s.notices);
  if (notices.length === 0) return null;
  return (
    <div className="notices" data-testid="notices">
      {notices.map((n) => (
        <div
          key={n.id}
          className={`notice notice--${n.tone}`}
          role={n.tone === 'error' ? 'alert' : 'status'}
        >
          <p className="notice__body">{t(n.key, n.vars)}</p>
          <button
            type="button"
            className="btn btn--quiet"
            onClick={() => store.getState().dismissNotice(n.id)}
          >
            {t('explore.app.dismiss')}
          </button>
        </div>
      ))}
    </div>
  );
}
