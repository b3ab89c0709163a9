/** The list of keyboard shortcuts in a modal dialog; Esc closes it and focus goes back. */
import { useEffect, useRef } from 'react';
import { t, useLang } from '../../i18n';
import type { MessageKey } from '../../i18n/en';
import { appStore, useApp } from '../../store/store';

const ROWS: [MessageKey, MessageKey][] = [
  ['explore.shortcuts.key.space', 'explore.shortcuts.space'],
  ['explore.shortcuts.key.arrows', 'explore.shortcuts.arrows'],
  ['explore.shortcuts.key.shiftArrows', 'explore.shortcuts.shiftArrows'],
  ['explore.shortcuts.key.homeEnd', 'explore.shortcuts.homeEnd'],
  ['explore.shortcuts.key.help', 'explore.shortcuts.help'],
  ['explore.shortcuts.key.esc', 'explore.shortcuts.esc'],
];

export function ShortcutsDialog() {
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

  const close = () => appStore.getState().setShowShortcuts(false);
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
        if (e.key === 'Escape') {
          e.preventDefault();
          close();
        }
      }}
    >
      <h2 id="shortcuts-title">{t('explore.shortcuts.title')}</h2>
      <table className="shortcuts__table">
        <tbody>
          {ROWS.map(([k, what]) => (
            <tr key={k}>
              <th scope="row">
                <kbd>{t(k)}</kbd>
              </th>
              <td>{t(what)}</td>
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
