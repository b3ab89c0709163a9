/**
 * Says so when the browser's storage is full (the lab store's `storageTrouble`): progress was
 * kept and drafts were not, or not even progress could be saved.
 */
import { t } from '../../i18n';
import '../../i18n/lab';
import { useLang } from '../../store/react';
import { useLab } from '../../store/reactLab';

export function StorageNotice() {
  useLang();
  const trouble = useLab((s) => s.storageTrouble);
  return (
    <div role="status" aria-live="polite" className="lab-storage">
      {trouble && (
        <p className={`lab__notice ${trouble === 'full' ? 'lab-bad' : ''}`}>
          {t(trouble === 'full' ? 'lab.storage.full' : 'lab.storage.draftsDropped')}
        </p>
      )}
    </div>
  );
}
