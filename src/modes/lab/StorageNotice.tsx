/**
 * Says so when the browser's storage is full (the lab store's `storageTrouble`): progress was
 * kept and drafts were not, or not even progress could be saved. And when reading the stored
 * progress left entries out or set counters back to their bounds (`progressRepair`): how many,
 * with what was left out to download, until the trainee dismisses it.
 */
import { t } from '../../i18n';
import '../../i18n/lab';
import { useLang } from '../../store/react';
import { useLab, useLabStore } from '../../store/reactLab';
import { download } from '../../views/shared/download';

export const SET_ASIDE_FILE = 'stale-pages-lab-set-aside.json';

export function StorageNotice() {
  const lab = useLabStore();
  useLang();
  const trouble = useLab((s) => s.storageTrouble);
  const repair = useLab((s) => s.progressRepair);
  return (
    <div role="status" aria-live="polite" className="lab-storage">
      {trouble && (
        <p className={`lab__notice ${trouble === 'full' ? 'lab-bad' : ''}`}>
          {t(trouble === 'full' ? 'lab.storage.full' : 'lab.storage.draftsDropped')}
        </p>
      )}
      {repair && (
        <div className="lab__notice lab-bad">
          {repair.dropped > 0 && <p>{t('lab.storage.dropped', { n: repair.dropped })}</p>}
          {repair.clamped > 0 && <p>{t('lab.storage.clamped', { n: repair.clamped })}</p>}
          <p className="lab-tools__row">
            {repair.dropped > 0 && (
              <button
                type="button"
                className="btn"
                onClick={() =>
                  download(new Blob([repair.copy], { type: 'application/json' }), SET_ASIDE_FILE)
                }
              >
                {t('lab.storage.download')}
              </button>
            )}
            <button
              type="button"
              className="btn btn--quiet"
              onClick={() => lab.getState().dismissRepair()}
            >
              {t('lab.storage.dismiss')}
            </button>
          </p>
        </div>
      )}
    </div>
  );
}
