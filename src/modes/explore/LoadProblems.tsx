/** The validator's problems with a scenario file that was not loaded: path and message. */
import { t } from '../../i18n';
import { useApp, useAppStore, useLang } from '../../store/react';
import '../../i18n/onDemand';

export function LoadProblems() {
  const store = useAppStore();
  useLang();
  const problems = useApp((s) => s.loadProblems);
  const file = useApp((s) => s.loadFile);
  if (!problems) return null;
  return (
    <div className="notice notice--error load-problems" role="alert" data-testid="load-problems">
      <div className="notice__body">
        <p className="notice__title">
          {t('explore.file.errors', { file: file ?? '', n: problems.length })}
        </p>
        <ul className="load-problems__list">
          {problems.slice(0, 50).map((p, i) => (
            <li key={i}>
              <code className="load-problems__path">{p.path}</code>{' '}
              {'key' in p ? t(p.key, p.vars) : p.message}
            </li>
          ))}
        </ul>
      </div>
      <button
        type="button"
        className="btn btn--quiet"
        onClick={() => store.getState().setLoadProblems(null)}
      >
        {t('explore.app.dismiss')}
      </button>
    </div>
  );
}
