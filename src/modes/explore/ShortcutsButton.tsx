/** Opens the keyboard shortcuts list (also on `?`). */
import { t } from '../../i18n';
import { useLang } from '../../store/react';
import { appStore } from '../../store/store';
import '../../i18n/onDemand';

export function ShortcutsButton() {
  useLang();
  return (
    <button
      type="button"
      className="btn btn--quiet"
      aria-keyshortcuts="?"
      title={t('explore.playback.shortcuts')}
      onClick={() => appStore.getState().setShowShortcuts(true)}
    >
      <span aria-hidden="true">⌨ </span>
      <span className="tool__text">{t('explore.playback.shortcuts')}</span>
    </button>
  );
}
