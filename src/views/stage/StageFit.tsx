/**
 * A box that sets its content for the room (see fit.ts): measured at each layout width, then
 * zoomed to fill the box. Measures again when the box or the content's size changes (a new
 * step, a language, fonts arriving), never scrolls and never clips.
 */
import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { bestFit, FIT_WIDTHS, MAX_ZOOM, type Fit } from './fit';

/** The content's height laid out at width `w` (zoom 1). */
function laidOut(i: HTMLElement, w: number): { w: number; h: number } {
  i.style.width = `${w}px`;
  return { w, h: i.offsetHeight };
}

/**
 * The layouts a climb from `start` measures, by width. The zoom is the smaller of two limits:
 * the box's width over the layout's (falls as the layout widens) and the box's height over the
 * content's (grows, in steps, as a wider layout gets shorter): one peak where they cross. Where
 * the height limits, walk wider until the width does (through the steps' flat parts); where
 * the width limits, walk narrower while the zoom grows. A change moves the peak a few widths.
 */
function climb(start: number, box: { w: number; h: number }, i: HTMLElement) {
  const seen = new Map<number, { w: number; h: number }>();
  const at = (k: number) => {
    const w = FIT_WIDTHS[k]!;
    let m = seen.get(w);
    if (!m) seen.set(w, (m = laidOut(i, w)));
    return m;
  };
  const byWidth = (k: number) => box.w / at(k).w;
  const byHeight = (k: number) => (at(k).h > 0 ? box.h / at(k).h : Infinity);
  const zoom = (k: number) => Math.min(byWidth(k), byHeight(k), MAX_ZOOM);
  let k = Math.max(0, FIT_WIDTHS.indexOf(start));
  if (byHeight(k) < byWidth(k)) while (k + 1 < FIT_WIDTHS.length && byHeight(k) < byWidth(k)) k++;
  else while (k > 0 && zoom(k - 1) > zoom(k) + 1e-6) k--;
  // in width order, as bestFit takes the narrowest of equal zooms when it tries every width
  return [...seen.values()].sort((a, b) => a.w - b.w);
}

export function StageFit({ children, refit }: { children: ReactNode; refit: unknown }) {
  const outer = useRef<HTMLDivElement>(null);
  const inner = useRef<HTMLDivElement>(null);
  const [fit, setFit] = useState<Fit | null>(null);

  useLayoutEffect(() => {
    const o = outer.current;
    const i = inner.current;
    if (!o || !i) return;
    let frame = 0;
    /** the width laid out and the content's height there (zoom 1), at the last full measure */
    let known: { w: number; h: number } | null = null;
    const measure = (content = false) => {
      const box = { w: o.clientWidth, h: o.clientHeight };
      if (box.w === 0 || box.h === 0) return;
      const zoom = i.style.zoom;
      i.style.zoom = '1';
      // the content changed, and is as tall as it was at the width laid out: it still fits as
      // it is. One layout, not one per width: a live slide's content changes at every update
      // (a request's progress, the picker's options), and 25 layouts each time were most of
      // the slide's work
      if (content && known) {
        i.style.width = `${known.w}px`;
        if (Math.abs(i.offsetHeight - known.h) < 0.5) {
          i.style.zoom = zoom;
          return;
        }
      }
      // once a width is known, a change (of the content or of the box: a line of text above
      // the view) climbs from it to the better neighbour while the zoom grows: a handful of
      // layouts where trying all 25 took the live slide's first answer 40-60 ms in one task
      const at = known ? climb(known.w, box, i) : FIT_WIDTHS.map((w) => laidOut(i, w));
      const f = bestFit(box, at);
      known = { w: f.width, h: at.find((a) => a.w === f.width)?.h ?? 0 };
      i.style.width = `${f.width}px`;
      i.style.zoom = zoom;
      setFit((old) =>
        old && old.width === f.width && Math.abs(old.zoom - f.zoom) < 0.005 ? old : f,
      );
    };
    /** a change of the box waits for the next frame: its measure is a full one */
    let full = false;
    const later = (content = false) => {
      if (!content) full = true;
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const onlyContent = !full;
        full = false;
        measure(onlyContent);
      });
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
    const ro = new ResizeObserver(() => later());
    ro.observe(o);
    // the content's own changes (a pool map drawn, a longer body) refit in the next frame
    const mo = new MutationObserver(() => later(true));
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
