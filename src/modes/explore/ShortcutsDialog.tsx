/** The list of keyboard shortcuts in a modal dialog; Esc closes it and focus goes back. */
import { useEffect, useRef } from 'react';
import { t } from '../../i18n';
import { useApp, useAppStore, useLang } from '../../store/react';
import { EXPLORE_SHORTCUTS } from './shortcuts';
import { handleDialogKey } from './useShortcuts';
import '../../i18n/onDemand';

/** Every entry of the explore table, in its order: the list cannot miss or invent a key. */
const ROWS = EXPLORE_SHORTCUTS.flatMap((s) => (s.help ? [s.help] : []));

export function ShortcutsDialog() {
  const store = useAppStore();
  useLang();
  const open = useApp((s) => s.showShortcuts);
  const ref = useRef<HTMLDialogElement>(null);
  const returnTo = useRef<HTMLElement | null>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      returnTo.current =
        document.activeElement instanceof HTMLElement ? document.activeElement : null;
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
      dialog.querySelector<HTMLElement>('button')?.focus();
    } else if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    }
    if (!open && returnTo.current) {
      returnTo.current.focus();
      returnTo.current = null;
    }
  }, [open]);

  const close = () => store.getState().setShowShortcuts(false);
  return (
    <dialog
      ref={ref}
      className="shortcuts"
      aria-labelledby="shortcuts-title"
      onClose={close}
      onCancel={(e) => {
        e.preventDefault();
        close();
      }}
      onKeyDown={(e) => {
        if (handleDialogKey(store, e)) e.preventDefault();
      }}
    >
      <h2 id="shortcuts-title">{t('explore.shortcuts.title')}</h2>
      <table className="shortcuts__table">
        <tbody>
          {ROWS.map(({ keys, does }) => (
            <tr key={keys}>
              <th scope="row">
                <kbd>{t(keys)}</kbd>
              </th>
              <td>{t(does)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="shortcuts__note">{t('explore.shortcuts.note')}</p>
      <button type="button" className="btn btn--primary" onClick={close}>
        {t('explore.shortcuts.close')}
      </button>
    </dialog>
  );
}
