/**
 * The explainer's sticky live view set to its box (issue #23): its content zoomed so that it
 * fills the box's height without scrolling inside it (a long narration or a switched-scenario
 * banner shrinks it a little; spare height at the bottom makes it larger, up to MAX_ZOOM). The
 * content is laid out at the width that, once zoomed, is the box's width: eight layouts per
 * change (bisection on the zoom), never the stage's search over widths.
 */
import { useLayoutEffect, useRef, type ReactNode } from 'react';

export const MIN_ZOOM = 0.6;
export const MAX_ZOOM = 1.3;
/**
 * The type floors tried, as drawn (CSS px): 12 px is the least the review asks for (WCAG's
 * advisory, Chartability's "small text"; every language fits with it at 1280 × 720); where the
 * content does not fit with it (a shorter window, a longer text), 11 or 10 px. Never less: where
 * not even 10 px fits (the reader's own text spacing), the view scrolls at 12 px rather than
 * shrink its type out of reading (a last floor of none drew it at 7.2 px at 1280 × 800 once
 * the step's sentence above it was set a pixel smaller and left the view the room for it).
 */
export const FLOORS = [12, 11, 10];

/**
 * The largest zoom in [MIN_ZOOM, MAX_ZOOM] at which the content, laid out at the box's width
 * divided by the zoom, fits the box's height (a wider layout is lower, so the fit is
 * monotonic: bisection, starting from the content's ratio at the box's own width).
 */
export function viewZoom(
  box: { w: number; h: number },
  heightAt: (width: number) => number,
): { zoom: number; width: number } {
  const fits = (z: number) => heightAt(box.w / z) * z <= box.h;
  const h1 = heightAt(box.w);
  if (h1 <= 0) return { zoom: 1, width: box.w };
  let lo = MIN_ZOOM;
  let hi = MAX_ZOOM;
  let z = Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, box.h / h1));
  for (let i = 0; i < 7; i++) {
    if (fits(z)) lo = z;
    else hi = z;
    z = (lo + hi) / 2;
  }
  return { zoom: lo, width: box.w / lo };
}

export function ViewFit({ children }: { children: ReactNode }) {
  const outer = useRef<HTMLDivElement>(null);
  const inner = useRef<HTMLDivElement>(null);

  useLayoutEffect(() => {
    const o = outer.current;
    const i = inner.current;
    if (!o || !i) return;
    let frame = 0;
    let last = '';
    const measure = () => {
      const box = { w: o.clientWidth, h: o.clientHeight };
      if (box.w === 0 || box.h === 0) return;
      i.style.zoom = '1';
      // each zoom tried with its own type floor: a host may keep its small type at --fit-floor
      // as drawn (e.g. max(0.75rem, var(--fit-floor) / var(--fit-zoom))), which makes it taller;
      // the largest floor at which the content fits is kept (FLOORS, 12 px first)
      let fit = { zoom: 1, width: box.w };
      const heightAt = (w: number) => {
        i.style.width = `${w}px`;
        i.style.setProperty('--fit-zoom', String(box.w / w));
        return i.offsetHeight;
      };
      let fits = false;
      for (const floor of FLOORS) {
        i.style.setProperty('--fit-floor', `${floor}px`);
        fit = viewZoom(box, heightAt);
        fits = heightAt(fit.width) * fit.zoom <= box.h;
        if (fits) break;
      }
      if (!fits) {
        // nothing fits, not even the smallest type: the reader's own text spacing (WCAG
        // 1.4.12: line height 1.5, letter spacing 0.12em…) made the content taller than any
        // zoom allows. The type stays at the first floor and the box scrolls: content is never
        // cut (it was, with the legends' last lines and 7 px type, at 1280 × 800)
        i.style.setProperty('--fit-floor', `${FLOORS[0]}px`);
        fit = viewZoom(box, heightAt);
      }
      o.toggleAttribute('data-overflow', !fits);
      // floor to 1/1000 so that rounding never makes the zoomed content a pixel too tall
      const zoom = Math.floor(fit.zoom * 1000) / 1000;
      i.style.width = `${fit.width}px`;
      i.style.zoom = String(zoom);
      // the floor as measured (the floored zoom would set the type a hair larger: a line that
      // just fitted wrapped, and the view was cut by a line)
      i.style.setProperty('--fit-zoom', String(box.w / fit.width));
      i.dataset.zoom = zoom.toFixed(3);
      last = `${box.w}x${box.h}`;
    };
    const later = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(measure);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const ro = new ResizeObserver(() => {
      if (`${o.clientWidth}x${o.clientHeight}` !== last) later();
    });
    ro.observe(o);
    // the content's own changes (a new step's text, a banner, a panel shown) refit next frame
    const mo = new MutationObserver(later);
    mo.observe(i, { childList: true, subtree: true, characterData: true });
    void document.fonts?.ready.then(later);
    return () => {
      cancelAnimationFrame(frame);
      ro.disconnect();
      mo.disconnect();
    };
  }, []);

  return (
    <div className="view-fit" ref={outer} data-testid="view-fit">
      <div className="view-fit__inner type-floor" ref={inner}>
        {children}
      </div>
    </div>
  );
}
