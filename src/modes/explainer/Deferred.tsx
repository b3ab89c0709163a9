/**
 * Renders its children once they come near the viewport (IntersectionObserver), so figures
 * far down the article (the fixes table runs the engine per row) cost nothing before the
 * first scene is on screen. Until then it holds a box of about the figure's height, so the
 * page does not jump. Without IntersectionObserver (tests, old browsers) it renders at once.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';

/** How far below (and above) the viewport a figure starts rendering. */
const MARGIN = '1200px 0px';

export function Deferred({ children, minHeight }: { children: ReactNode; minHeight: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const el = ref.current;
    if (shown || !el) return;
    const io = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setShown(true);
          io.disconnect();
        }
      },
      { rootMargin: MARGIN },
    );
    io.observe(el);
    return () => io.disconnect();
  }, [shown]);
  return (
    <div
      ref={ref}
      style={shown ? undefined : { minHeight }}
      data-deferred={shown ? undefined : 'true'}
    >
      {shown ? children : null}
    </div>
  );
}
