/**
 * Text drawn over text, or cut by its figure: every text run of a figure as boxes (a line of
 * HTML text each, an SVG text element whole), pairwise intersections between different runs
 * (over TOLERANCE px each way), and runs outside the figure's box. Used by
 * explainer-overlap.e2e.test.ts.
 */

export interface Overlaps {
  /** "a" over "b", by how much (px × px) */
  overlaps: string[];
  /** a text drawn (partly) outside the figure's box */
  cut: string[];
  /** how many text boxes were read */
  runs: number;
}

/**
 * Measures the figure `selector` (its first match in the viewport's document). Runs in the
 * page: no import, no closure.
 */
export function textOverlaps(selector: string): Overlaps {
  const TOLERANCE = 1.5;
  const figure = document.querySelector(selector);
  if (!figure) return { overlaps: [], cut: [`no ${selector}`], runs: 0 };
  const frame = figure.getBoundingClientRect();
  const boxes: { id: number; at: string; r: DOMRect }[] = [];
  const seen = new Set<Element>();
  let id = 0;
  const walker = document.createTreeWalker(figure, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const text = n.textContent?.trim() ?? '';
    const el = n.parentElement;
    if (!text || !el) continue;
    if (el.closest('.sr-only, title, desc, style, script, option, [hidden]')) continue;
    const cs = getComputedStyle(el);
    if (cs.visibility === 'hidden' || Number(cs.opacity) === 0) continue;
    // clipped to nothing on purpose (read by screen readers only)
    let hiddenClip = false;
    for (let a: Element | null = el; a && a !== figure; a = a.parentElement) {
      const s = getComputedStyle(a);
      if (s.clip === 'rect(0px, 0px, 0px, 0px)' || s.display === 'none') hiddenClip = true;
    }
    if (hiddenClip) continue;
    const at = `${el.tagName.toLowerCase()}.${String(el.getAttribute('class') ?? '').replace(/\s+/g, '.')} "${text.slice(0, 24)}"`;
    let rects: DOMRect[];
    if (el instanceof SVGElement) {
      // an SVG text element once, whole (its tspans are its lines)
      const t = el.closest('text') ?? el;
      if (seen.has(t)) continue;
      seen.add(t);
      rects = [t.getBoundingClientRect()];
    } else {
      const range = document.createRange();
      range.selectNodeContents(n);
      rects = [...range.getClientRects()];
    }
    id++;
    for (const r of rects) if (r.width > 0.5 && r.height > 0.5) boxes.push({ id, at, r });
  }
  const overlaps: string[] = [];
  for (let i = 0; i < boxes.length; i++)
    for (let j = i + 1; j < boxes.length; j++) {
      const a = boxes[i]!;
      const b = boxes[j]!;
      if (a.id === b.id) continue;
      const w = Math.min(a.r.right, b.r.right) - Math.max(a.r.left, b.r.left);
      const h = Math.min(a.r.bottom, b.r.bottom) - Math.max(a.r.top, b.r.top);
      if (w > TOLERANCE && h > TOLERANCE)
        overlaps.push(`${a.at} over ${b.at} by ${w.toFixed(1)}×${h.toFixed(1)} px`);
    }
  const cut = boxes
    .filter(
      ({ r }) =>
        r.left < frame.left - TOLERANCE ||
        r.right > frame.right + TOLERANCE ||
        r.top < frame.top - TOLERANCE ||
        r.bottom > frame.bottom + TOLERANCE,
    )
    .map(
      ({ at, r }) =>
        `${at} at ${r.left.toFixed(0)}–${r.right.toFixed(0)} × ${r.top.toFixed(0)}–${r.bottom.toFixed(0)}, figure ${frame.left.toFixed(0)}–${frame.right.toFixed(0)} × ${frame.top.toFixed(0)}–${frame.bottom.toFixed(0)}`,
    );
  return { overlaps: [...new Set(overlaps)], cut: [...new Set(cut)], runs: boxes.length };
}
