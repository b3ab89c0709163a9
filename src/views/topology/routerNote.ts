/**
 * Where the router's note ("same request to both nodes") is drawn, and how tall the figure is
 * for it. In the one-row layouts (wide, row) the router's line to the decode node runs under
 * the nodes.
 * - 'wide': the note lies under that line, never on it.
 * - 'row' (`#/live` and the explainer's live view): the note lies left of the line's drop from
 *   the router, under the clients' box, wrapped to that room and ending level with the line.
 *   Under the nodes it was run over by a placeholder's chip, which at 1280 × 720 is taller than
 *   a node box drawn for less type (23 px in English, 38 px in French); the node boxes take the
 *   room the note had under them instead, so the chip stays inside its box.
 */
import type { TopologyLayout } from './layout';

/** How far under the nodes the router's line to the decode node runs (one-row layouts). */
const LINE_BELOW = { wide: 22, row: 9 };
/** The note's type at type 1 (`.tv-note`: `--fs-xs`, 0.625rem), and its lines' distance. */
const NOTE_PX = 10;
export const NOTE_LEAD = 12;
/** How far left of the router's right edge the line to the decode node drops ('row'). */
const DROP_IN = 12;

/** The y of the router's line to the decode node in a one-row layout. */
export const lineUnder = (l: TopologyLayout): number =>
  l.boxes.prefill.y + l.boxes.prefill.h + (l.kind === 'row' ? LINE_BELOW.row : LINE_BELOW.wide);

/** The x where the router's line to the decode node leaves the router (one-row layouts). */
export const lineDrop = (l: TopologyLayout): number =>
  l.kind === 'row'
    ? l.boxes.router.x + l.boxes.router.w - DROP_IN
    : l.boxes.router.x + l.boxes.router.w / 2;

/** The note's x, and the width it wraps to (Infinity: one line). */
export function routerNoteBox(l: TopologyLayout): { x: number; width: number } {
  const r = l.boxes.router;
  if (l.kind === 'row') return { x: l.boxes.clients.x, width: lineDrop(l) - 8 - l.boxes.clients.x };
  if (l.kind === 'medium') return { x: r.x + r.w + 10, width: Infinity };
  if (l.narrow) return { x: r.x + 10, width: r.w - 20 };
  return { x: r.x, width: Infinity };
}

/** The note's last baseline (its other lines above it), and the figure's height with it. */
export function routerNotePlace(l: TopologyLayout): { y: number; height: number } {
  const em = NOTE_PX * l.type;
  if (l.kind === 'row') {
    // the last line level with the line it names, the figure holding its descent
    const y = lineUnder(l) + em * 0.35;
    return { y, height: Math.max(l.height, Math.ceil(y + em / 3)) };
  }
  if (l.kind === 'wide') {
    // under the line's widest stroke (3 when lit) and a gap, the note's ascent (under an em)
    const y = Math.max(l.height - 6, lineUnder(l) + 3 + em);
    // and its descent (under a third of an em) inside the figure
    return { y, height: Math.max(l.height, Math.ceil(y + em / 3)) };
  }
  const r = l.boxes.router;
  return { y: l.kind === 'medium' ? r.y + r.h / 2 + 4 : r.y + r.h - 8, height: l.height };
}
