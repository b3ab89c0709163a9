/** Opens the keyboard shortcuts list (also on `?`). */
import { t } from '../../i18n';
import { useAppStore, useLang } from '../../store/react';
import '../../i18n/onDemand';

export function ShortcutsButton() {
  const store = useAppStore();
  useLang();
  return (
    <button
      type="button"
      className="btn btn--quiet"
      aria-keyshortcuts="?"
      title={t('explore.playback.shortcuts')}
      onClick={() => store.getState().setShowShortcuts(true)}
    >
      <span aria-hidden="true">⌨ </span>
      <span className="tool__text">{t('explore.playback.shortcuts')}</span>
    </button>
  );
}
