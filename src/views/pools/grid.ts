/**
 * Grid geometry of a pool: pages 1..N laid out row by row (reading order), cells square,
 * the whole pool fitted into the view at zoom 1. Pure maths, in CSS pixels.
 */

export interface GridLayout {
  pages: number;
  cols: number;
  rows: number;
  /** cell edge in CSS px at zoom 1 (may be < 1: several pages per pixel) */
  cell: number;
  /** offset of the grid's top-left corner in the view at zoom 1 */
  x0: number;
  y0: number;
  width: number;
  height: number;
}

export interface ZoomTransform {
  k: number;
  x: number;
  y: number;
}

/** Fits `pages` square cells into width × height, as large as possible. */
export function gridLayout(pages: number, width: number, height: number): GridLayout {
  const w = Math.max(1, width);
  const h = Math.max(1, height);
  const n = Math.max(1, pages);
  // Start from the ideal aspect, then try neighbouring column counts for the largest cell.
  let cols = Math.max(1, Math.round(Math.sqrt((n * w) / h)));
  let best = { cols, cell: 0 };
  for (let c = Math.max(1, cols - 3); c <= cols + 3; c++) {
    const rows = Math.ceil(n / c);
    const cell = Math.min(w / c, h / rows);
    if (cell > best.cell) best = { cols: c, cell };
  }
  cols = best.cols;
  const rows = Math.ceil(n / cols);
  const cell = best.cell;
  return {
    pages: n,
    cols,
    rows,
    cell,
    x0: (w - cols * cell) / 2,
    y0: (h - rows * cell) / 2,
    width: w,
    height: h,
  };
}

/** Page number (1-based) at view point (x, y) in CSS px, or 0 when outside the pool. */
export function pageAtPoint(g: GridLayout, t: ZoomTransform, x: number, y: number): number {
  const wx = (x - t.x) / t.k - g.x0;
  const wy = (y - t.y) / t.k - g.y0;
  if (wx < 0 || wy < 0) return 0;
  const col = Math.floor(wx / g.cell);
  const row = Math.floor(wy / g.cell);
  if (col >= g.cols || row >= g.rows) return 0;
  const page = row * g.cols + col + 1;
  return page <= g.pages ? page : 0;
}

/** The cell of `page` in view CSS px under transform t. */
export function cellRect(
  g: GridLayout,
  t: ZoomTransform,
  page: number,
): { x: number; y: number; size: number } {
  const i = page - 1;
  const col = i % g.cols;
  const row = Math.floor(i / g.cols);
  return {
    x: t.x + t.k * (g.x0 + col * g.cell),
    y: t.y + t.k * (g.y0 + row * g.cell),
    size: t.k * g.cell,
  };
}

/** Largest zoom factor: a cell reaches at least `maxCell` CSS px. */
export function maxZoom(g: GridLayout, maxCell = 64): number {
  return Math.max(2, maxCell / g.cell);
}

/** Range of pages whose cells intersect the view (for labels drawn per visible cell). */
export function visibleCells(
  g: GridLayout,
  t: ZoomTransform,
): { col0: number; col1: number; row0: number; row1: number } {
  const toCol = (x: number) => Math.floor(((x - t.x) / t.k - g.x0) / g.cell);
  const toRow = (y: number) => Math.floor(((y - t.y) / t.k - g.y0) / g.cell);
  return {
    col0: Math.max(0, toCol(0)),
    col1: Math.min(g.cols - 1, toCol(g.width)),
    row0: Math.max(0, toRow(0)),
    row1: Math.min(g.rows - 1, toRow(g.height)),
  };
}
