/** Applies the colour theme in effect to the document. */
import { useEffect } from 'react';
import { useEffectiveTheme } from '../views/shared/theme';

/** Writes the effective theme to <html data-theme>, where theme.css picks it up. */
export function useApplyTheme(): void {
  const theme = useEffectiveTheme();
  useEffect(() => {
    document.documentElement.dataset.theme = theme;
  }, [theme]);
}
