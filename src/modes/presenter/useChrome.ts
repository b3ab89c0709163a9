/**
 * While presenting, the slide's footer (key help, view switch, export and print buttons) is
 * hidden; `?` or moving the pointer shows it for a few seconds, and it stays while it has focus.
 * Esc hides it and lets go of whatever control had focus, so the clicker's keys reach the deck.
 */
import { useEffect, useRef, useState } from 'react';

const SHOWN_MS = 3000;

export function useChrome(enabled: boolean): boolean {
  const [shown, setShown] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    if (!enabled) return;
    const show = () => {
      setShown(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        // a footer control with focus keeps the footer up
        if (!document.activeElement?.closest('.sp-slide-foot')) setShown(false);
      }, SHOWN_MS);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === '?') show();
      if (e.key === 'Escape') {
        clearTimeout(timer.current);
        setShown(false);
        const a = document.activeElement;
        if (a instanceof HTMLElement && a !== document.body) a.blur();
      }
    };
    window.addEventListener('pointermove', show);
    window.addEventListener('keydown', onKey);
    return () => {
      clearTimeout(timer.current);
      window.removeEventListener('pointermove', show);
      window.removeEventListener('keydown', onKey);
    };
  }, [enabled]);
  return shown;
}
