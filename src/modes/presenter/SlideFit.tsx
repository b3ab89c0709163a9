/**
 * A slide's figure, full size: laid out at the width (of a few) that lets it grow largest, then
 * scaled to fill the slide's view, so nothing scrolls inside it and the type is as big as the
 * figure allows. Measured again when `measureKey` changes (the slide, the language, its strings
 * arriving) and when the view is resized. A scene's figures (./SlideFigure.tsx) and the family's
 * slides (./FamilySlide.tsx) are drawn in one.
 */
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import './slideFigure.css';

/** Widths (CSS px) the figure is tried at, 640 to 1680 by 40; the largest scale wins. */
const WIDTHS = Array.from({ length: 27 }, (_, i) => 640 + 40 * i);
/** Never blow a small figure up beyond this. */
const MAX_SCALE = 1.8;

export function fitScale(box: { w: number; h: number }, at: { w: number; h: number }[]) {
  let best = { width: at[0]?.w ?? 0, scale: 1 };
  let bestScale = 0;
  for (const { w, h } of at) {
    if (w <= 0 || h <= 0) continue;
    const s = Math.min(box.w / w, box.h / h, MAX_SCALE);
    if (s > bestScale) {
      bestScale = s;
      best = { width: w, scale: s };
    }
  }
  return best;
}

export function SlideFit({
  measureKey,
  className,
  children,
}: {
  measureKey: string;
  /** a class on the inner box, for a slide's own layout */
  className?: string;
  children: ReactNode;
}) {
  const outer = useRef<HTMLDivElement>(null);
  const inner = useRef<HTMLDivElement>(null);
  const [fit, setFit] = useState<{ width: number; scale: number } | null>(null);

  useLayoutEffect(() => {
    const o = outer.current;
    const i = inner.current;
    if (!o || !i) return;
    const measure = () => {
      const box = { w: o.clientWidth, h: o.clientHeight };
      if (box.w === 0 || box.h === 0) return;
      const at = WIDTHS.map((w) => {
        i.style.width = `${w}px`;
        return { w, h: i.scrollHeight };
      });
      const f = fitScale(box, at);
      i.style.width = `${f.width}px`;
      setFit((old) =>
        old && old.width === f.width && Math.abs(old.scale - f.scale) < 0.005 ? old : f,
      );
    };
    measure();
    // once the fonts are in, the figure's lines may wrap differently: measure again
    let live = true;
    void document.fonts?.ready.then(() => {
      if (live) measure();
    });
    if (typeof ResizeObserver === 'undefined')
      return () => {
        live = false;
      };
    const ro = new ResizeObserver(measure);
    ro.observe(o);
    return () => {
      live = false;
      ro.disconnect();
    };
  }, [measureKey]);

  return (
    <div className="sp-slide-figure" ref={outer} data-testid="slide-figure">
      <div
        className={`sp-slide-figure-inner${className ? ` ${className}` : ''}`}
        ref={inner}
        style={
          fit
            ? { width: `${fit.width}px`, transform: `translateX(-50%) scale(${fit.scale})` }
            : undefined
        }
      >
        {children}
      </div>
    </div>
  );
}
