/** "Computing the trace…", shown only when a run takes longer than ~200 ms. */
import { t, useLang } from '../../i18n';
import { useApp } from '../../store/store';

export function ComputingIndicator() {
  useLang();
  const computing = useApp((s) => s.computing);
  const loading = useApp((s) => s.trace === null && s.pending);
  return (
    <p className="computing" role="status" data-testid="computing">
      {computing ? (
        <>
          <span className="computing__spinner" aria-hidden="true" />
          {t('explore.computing')}
        </>
      ) : loading ? (
        t('explore.loading')
      ) : null}
    </p>
  );
}
