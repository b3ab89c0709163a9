/**
 * Fits a label into an SVG width: measured with a canvas 2D context in the browser (the
 * system font's real widths), estimated where there is no canvas (jsdom). Truncates with "…".
 */
let ctx: CanvasRenderingContext2D | null | undefined;
const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";
const MONO = "ui-monospace, 'SFMono-Regular', Menlo, Consolas, 'Liberation Mono', monospace";

function measurer(): CanvasRenderingContext2D | null {
  if (ctx === undefined) {
    ctx =
      typeof document === 'undefined' ? null : document.createElement('canvas').getContext('2d');
  }
  return ctx;
}

export function textWidth(
  text: string,
  size: number,
  opts: { bold?: boolean; mono?: boolean } = {},
) {
  const c = measurer();
  if (!c) return text.length * size * (opts.mono ? 0.62 : 0.6);
  c.font = `${opts.bold ? '700 ' : ''}${size}px ${opts.mono ? MONO : FONT}`;
  return c.measureText(text).width;
}

export function fitText(
  text: string,
  px: number,
  size: number,
  opts: { bold?: boolean; mono?: boolean } = {},
): string {
  if (textWidth(text, size, opts) <= px) return text;
  let lo = 0;
  let hi = text.length;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (textWidth(`${text.slice(0, mid)}…`, size, opts) <= px) lo = mid;
    else hi = mid - 1;
  }
  return `${text.slice(0, Math.max(1, lo))}…`;
}

/**
 * Wraps a label into lines of at most `px`, never cutting a word or an identifier: breaks at
 * spaces, and inside an identifier only after `_`, `.` or `·` (a `snake_case` name splits into
 * whole parts), and last between the words of a CamelCase name. A part longer than the line keeps its own line whole, so the caller can see it
 * overflow (the explainer's fit test looks for that) rather than lose letters.
 */
export function wrapText(
  text: string,
  px: number,
  size: number,
  opts: { bold?: boolean; mono?: boolean } = {},
): string[] {
  return wrapLines(text, px, size, opts).map((l) => l.text);
}

/** A wrapped line, and whether it goes on with the previous line's word (no space between). */
export interface WrappedLine {
  text: string;
  joins: boolean;
}

/**
 * wrapText's lines, each saying whether it joins the line before it inside one word (a break
 * after `_` or `.`, or inside a CamelCase name): a reader of the drawing (the explainer's terms
 * test) rejoins those without a space.
 */
export function wrapLines(
  text: string,
  px: number,
  size: number,
  opts: { bold?: boolean; mono?: boolean } = {},
): WrappedLine[] {
  // at spaces first; inside identifiers (after _ . ·) only where a word is longer than the line
  const bySpace = wrapAt(text.match(/\S*\s*/g) ?? [text], px, size, opts);
  if (bySpace.every((l) => textWidth(l.text, size, opts) <= px)) return bySpace;
  const byPart = wrapAt(text.match(/[^\s_.·]*(?:[_.·]+\s*|\s+|$)/g) ?? [text], px, size, opts);
  if (byPart.every((l) => textWidth(l.text, size, opts) <= px)) return byPart;
  // last, a CamelCase name (DecodeTransferQueue) between its words
  return wrapAt(text.split(/(?<=[\s_.·])|(?<=[a-z])(?=[A-Z])/), px, size, opts);
}

function wrapAt(
  all: readonly string[],
  px: number,
  size: number,
  opts: { bold?: boolean; mono?: boolean },
): WrappedLine[] {
  const pieces = all.filter((p) => p !== '');
  const lines: WrappedLine[] = [];
  let line = '';
  let joins = false;
  for (const piece of pieces) {
    const next = line + piece;
    if (line !== '' && textWidth(next.trimEnd(), size, opts) > px) {
      lines.push({ text: line.trimEnd(), joins });
      // no space at the break: the next line goes on with this word
      joins = !/\s$/.test(line) && !/^\s/.test(piece);
      line = piece.trimStart();
    } else line = next;
  }
  if (line.trim() !== '') lines.push({ text: line.trimEnd(), joins });
  return lines.length > 0 ? lines : [{ text: '', joins: false }];
}
