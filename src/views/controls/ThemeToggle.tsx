/** Switches between the light and dark themes (the first visit follows the system). */
import { t } from '../../i18n';
import { useAppStore, useLang } from '../../store/react';
import { useEffectiveTheme } from '../shared/theme';
import './messages.css';

export function ThemeToggle() {
  const store = useAppStore();
  useLang();
  const theme = useEffectiveTheme();
  const dark = theme !== 'light';
  return (
    <button
      type="button"
      className="btn btn--quiet theme-toggle"
      title={t('explore.app.theme.toDark')}
      aria-pressed={dark}
      onClick={() => store.getState().setTheme(dark ? 'light' : 'dark')}
    >
      <span aria-hidden="true">{dark ? '☾' : '☀'}</span>{' '}
      <span className="tool__text">{t('explore.app.theme.toDark')}</span>
    </button>
  );
}
