/**
 * "Computing the trace…", shown only when a run takes longer than ~200 ms: a progress bar
 * (requests answered so far) and a Cancel button that keeps the scenario shown before.
 */
import { t } from '../../i18n';
import { cancelRun } from '../../store/actions';
import { useApp, useAppStore, useLang } from '../../store/react';
import './messages.css';
import { shownTrace } from '../../store/selectors';
import '../../i18n/onDemand';

export function ComputingIndicator() {
  const store = useAppStore();
  useLang();
  const computing = useApp((s) => s.run.computing);
  const progress = useApp((s) => s.run.progress);
  const loading = useApp((s) => shownTrace(s) === null && s.request !== null);
  const share = progress && progress.total > 0 ? progress.done / progress.total : 0;
  return (
    <div className="computing" role="status" data-testid="computing">
      {computing ? (
        <>
          <span className="computing__spinner" aria-hidden="true" />
          <span>{t('explore.computing')}</span>
          <progress
            className="computing__bar"
            max={1}
            value={share}
            aria-label={t('explore.computing.progress', {
              done: progress?.done ?? 0,
              total: progress?.total ?? 0,
            })}
            data-testid="computing-progress"
          />
          <span className="computing__count">
            {t('explore.computing.progress', {
              done: progress?.done ?? 0,
              total: progress?.total ?? 0,
            })}
          </span>
          <button
            type="button"
            className="computing__cancel"
            onClick={() => cancelRun(store)}
            data-testid="computing-cancel"
          >
            {t('explore.computing.cancel')}
          </button>
        </>
      ) : loading ? (
        t('explore.loading')
      ) : null}
    </div>
  );
}
