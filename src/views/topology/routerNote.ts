/**
 * Where the router's note ("same request to both nodes") is drawn, and how tall the figure is
 * for it. In the one-row layouts (wide, row) the note lies under the router's line to the
 * decode node, which runs `LINE_BELOW` units under the nodes: under that line, never on it. At
 * 'row' (`#/live` and the explainer's live view) the note's baseline sat 4 units under the line,
 * which ran through its letters at every size and language; the figure now grows there by what
 * the note needs (8–11 units, with the type), and keeps its height where it has the room.
 */
import type { TopologyLayout } from './layout';

/** How far under the nodes the router's line to the decode node runs (one-row layouts). */
const LINE_BELOW = 22;
/** The note's type at type 1 (`.tv-note`: `--fs-xs`, 0.625rem). */
const NOTE_PX = 10;

/** The y of the router's line to the decode node in a one-row layout. */
export const lineUnder = (l: TopologyLayout): number =>
  l.boxes.prefill.y + l.boxes.prefill.h + LINE_BELOW;

export function routerNotePlace(l: TopologyLayout): { y: number; height: number } {
  const em = NOTE_PX * l.type;
  if (l.kind === 'wide' || l.kind === 'row') {
    // under the line's widest stroke (3 when lit) and a gap, the note's ascent (under an em)
    const y = Math.max(l.height - 6, lineUnder(l) + 3 + em);
    // and its descent (under a third of an em) inside the figure
    return { y, height: Math.max(l.height, Math.ceil(y + em / 3)) };
  }
  const r = l.boxes.router;
  return { y: l.kind === 'medium' ? r.y + r.h / 2 + 4 : r.y + r.h - 8, height: l.height };
}
