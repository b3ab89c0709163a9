/**
 * Which scene the reader is on: the topmost scene section crossing a band around the middle
 * of the viewport (IntersectionObserver). Sections carry `data-scene`.
 */
import { useEffect, useRef } from 'react';

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
      { rootMargin: '-45% 0px -45% 0px', threshold: 0 },
    );
    root.querySelectorAll('[data-scene]').forEach((el) => io.observe(el));
    return () => io.disconnect();
  }, [container]);
}

/** True on narrow screens, where the live view sits between the text blocks. */
export function phoneQuery(): MediaQueryList | null {
  return typeof window.matchMedia === 'function' ? window.matchMedia('(max-width: 60rem)') : null;
}
