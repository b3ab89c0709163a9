/**
 * How a live slide's panels are set for the room: laid out at one of a few widths, then
 * zoomed as a whole so that they fill the slide's view without scrolling. The width that
 * gives the largest zoom wins (a tall panel wants a wide layout, a wide one a narrow layout).
 */
export interface Fit {
  /** the layout width, CSS px before the zoom */
  width: number;
  zoom: number;
}

/** Layout widths tried, 640 to 1600 by 40. */
export const FIT_WIDTHS = Array.from({ length: 25 }, (_, i) => 640 + 40 * i);
/** Never blow a small panel up beyond this. */
export const MAX_ZOOM = 3;

/** The best fit of `box` among layouts measured at widths `w` with heights `h`. */
export function bestFit(
  box: { w: number; h: number },
  at: readonly { w: number; h: number }[],
): Fit {
  let best: Fit = { width: at[0]?.w ?? 0, zoom: 1 };
  let bestZoom = 0;
  for (const { w, h } of at) {
    if (w <= 0 || h <= 0) continue;
    const zoom = Math.min(box.w / w, box.h / h, MAX_ZOOM);
    if (zoom > bestZoom + 1e-6) {
      bestZoom = zoom;
      best = { width: w, zoom };
    }
  }
  return best;
}
