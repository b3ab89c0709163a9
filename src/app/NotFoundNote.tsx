/** A dismissible note shown above the start page when the hash names no known page. */
import { useState } from 'react';
import { t } from '../i18n';
import { clipForNotice } from '../nav/noticeClip';

export function NotFoundNote({ path }: { path: string }) {
  const [open, setOpen] = useState(true);
  if (!open) return null;
  return (
    <div className="notice notice--warning app-notfound" role="status">
      <p>{t('explore.app.notFound', { route: clipForNotice(`#${path}`) })}</p>
      <button type="button" className="btn btn--quiet" onClick={() => setOpen(false)}>
        {t('explore.app.dismiss')}
      </button>
    </div>
  );
}
