/**
 * Which scene the reader is on: the topmost scene section crossing a band around the middle
 * of the viewport (IntersectionObserver). Sections carry `data-scene`.
 */
import { useEffect, useRef } from 'react';

/** The band a scene crosses to be the active one, in % of the viewport's height from its top. */
export const READING_BAND = { top: 45, bottom: 55 } as const;

/**
 * The scene the band picks now (the topmost section crossing it), measured as the observer
 * below measures it; null when none crosses it (above the first scene, past the last).
 */
export function sceneInBand(sections: Iterable<HTMLElement>): HTMLElement | null {
  const top = (innerHeight * READING_BAND.top) / 100;
  const bottom = (innerHeight * READING_BAND.bottom) / 100;
  for (const s of sections) {
    const b = s.getBoundingClientRect();
    if (b.bottom > top && b.top < bottom) return s;
  }
  return null;
}

export function useActiveScene(
  container: React.RefObject<HTMLElement | null>,
  onActive: (id: string) => void,
): void {
  const cb = useRef(onActive);
  useEffect(() => {
    cb.current = onActive;
  }, [onActive]);

  useEffect(() => {
    const root = container.current;
    if (!root || typeof IntersectionObserver === 'undefined') return;
    const crossing = new Set<Element>();
    const io = new IntersectionObserver(
      (entries) => {
        for (const e of entries) {
          if (e.isIntersecting) crossing.add(e.target);
          else crossing.delete(e.target);
        }
        const top = [...crossing].sort(
          (a, b) => a.getBoundingClientRect().top - b.getBoundingClientRect().top,
        )[0];
        const id = top?.getAttribute('data-scene');
        if (id) cb.current(id);
      },
      {
        rootMargin: `-${READING_BAND.top}% 0px -${100 - READING_BAND.bottom}% 0px`,
        threshold: 0,
      },
    );
    root.querySelectorAll('[data-scene]').forEach((el) => io.observe(el));
    return () => io.disconnect();
  }, [container]);
}

/** True on narrow screens, where the live view sits between the text blocks. */
export function phoneQuery(): MediaQueryList | null {
  return typeof window.matchMedia === 'function' ? window.matchMedia('(max-width: 60rem)') : null;
}
