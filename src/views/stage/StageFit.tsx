/**
 * A box that sets its content for the room (see fit.ts): measured at each layout width, then
 * zoomed to fill the box. Measures again when the box or the content's size changes (a new
 * step, a language, fonts arriving), never scrolls and never clips.
 */
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { bestFit, FIT_WIDTHS, type Fit } from './fit';

export function StageFit({ children, refit }: { children: ReactNode; refit: unknown }) {
  const outer = useRef<HTMLDivElement>(null);
  const inner = useRef<HTMLDivElement>(null);
  const [fit, setFit] = useState<Fit | null>(null);

  useLayoutEffect(() => {
    const o = outer.current;
    const i = inner.current;
    if (!o || !i) return;
    let frame = 0;
    const measure = () => {
      const box = { w: o.clientWidth, h: o.clientHeight };
      if (box.w === 0 || box.h === 0) return;
      const zoom = i.style.zoom;
      i.style.zoom = '1';
      const at = FIT_WIDTHS.map((w) => {
        i.style.width = `${w}px`;
        return { w, h: i.offsetHeight };
      });
      const f = bestFit(box, at);
      i.style.width = `${f.width}px`;
      i.style.zoom = zoom;
      setFit((old) =>
        old && old.width === f.width && Math.abs(old.zoom - f.zoom) < 0.005 ? old : f,
      );
    };
    const later = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(measure);
    };
    measure();
    let live = true;
    void document.fonts?.ready.then(() => {
      if (live) measure();
    });
    if (typeof ResizeObserver === 'undefined')
      return () => {
        live = false;
      };
    const ro = new ResizeObserver(later);
    ro.observe(o);
    // the content's own changes (a pool map drawn, a longer body) refit in the next frame
    const mo = new MutationObserver(later);
    mo.observe(i, { childList: true, subtree: true, characterData: true });
    return () => {
      live = false;
      cancelAnimationFrame(frame);
      ro.disconnect();
      mo.disconnect();
    };
  }, [refit]);

  return (
    <div className="stage-fit" ref={outer} data-testid="stage-fit">
      <div
        className="stage-fit__inner"
        ref={inner}
        data-zoom={fit ? fit.zoom.toFixed(3) : undefined}
        style={fit ? { width: `${fit.width}px`, zoom: fit.zoom } : undefined}
      >
        {children}
      </div>
    </div>
  );
}
