/**
 * What the pool canvas draws over the page states, kept by value: the highlight mask, the
 * markers and the placeholder pages come back as the same objects while their values are
 * unchanged, so a step that leaves them as they were does not make the canvas repaint every
 * pixel. Framework-free (the React binding keeps one per pool view).
 */
import { runsLength, type NodeState, type Runs } from '../../engine';
import { highlightMask } from '../shared/linked';
import { placeholderPages } from './pageStates';

/** Above this many highlighted pages, no per-page markers (the mask alone shows them). */
export const MARKER_LIMIT = 32;

export interface Overlays {
  highlight: Uint8Array | null;
  markers: readonly number[];
  placeholders: readonly number[];
}

const NONE: readonly number[] = [];

const sameRuns = (a: Runs, b: Runs) =>
  a.length === b.length && a.every(([s, e], i) => s === b[i]![0] && e === b[i]![1]);
const sameList = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((x, i) => x === b[i]);

export function createOverlayMemo(): (lit: Runs, node: NodeState | null) => Overlays {
  let lastLit: Runs | null = null;
  let lastTotal = -1;
  let highlight: Uint8Array | null = null;
  let markers: readonly number[] = NONE;
  let placeholders: readonly number[] = NONE;
  let out: Overlays | null = null;
  return (lit, node) => {
    const total = node?.totalPages ?? 0;
    const litSame = lastLit !== null && sameRuns(lastLit, lit);
    if (!litSame || total !== lastTotal) highlight = highlightMask(lit, total);
    if (!litSame)
      markers =
        runsLength(lit) > MARKER_LIMIT
          ? NONE
          : lit.flatMap(([a, b]) => Array.from({ length: b - a }, (_, i) => a + i));
    const ph = node ? placeholderPages(node) : NONE;
    if (!sameList(ph, placeholders)) placeholders = ph;
    lastLit = lit;
    lastTotal = total;
    if (
      !out ||
      out.highlight !== highlight ||
      out.markers !== markers ||
      out.placeholders !== placeholders
    )
      out = { highlight, markers, placeholders };
    return out;
  };
}
