/**
 * Export of the live view: its SVG parts (with computed styles inlined, since stylesheets do
 * not travel with an SVG file) and its canvases, laid out as on screen, into one SVG or a
 * PNG at 2×. Everything stays on the machine: blob URLs and a download link.
 */

const STYLE_PROPS = [
  'fill',
  'fill-opacity',
  'stroke',
  'stroke-width',
  'stroke-dasharray',
  'stroke-opacity',
  'opacity',
  'font-family',
  'font-size',
  'font-weight',
  'font-variant-numeric',
  'text-anchor',
  'dominant-baseline',
  'visibility',
  'display',
  'color',
  'transform',
  'transform-origin',
  'transform-box',
];

function inlineStyles(src: Element, dst: Element): void {
  const cs = getComputedStyle(src);
  const style = STYLE_PROPS.map((p) => `${p}:${cs.getPropertyValue(p)}`).join(';');
  dst.setAttribute('style', style);
  const a = src.children;
  const b = dst.children;
  for (let i = 0; i < a.length && i < b.length; i++) inlineStyles(a[i]!, b[i]!);
}

interface Part {
  el: SVGSVGElement | HTMLCanvasElement;
  x: number;
  y: number;
  width: number;
  height: number;
}

const GAP = 16;

/**
 * HTML parts (text panels) are not exported; the empty bands they leave between the SVG and
 * canvas parts are closed up to GAP pixels, and the picture starts at the top.
 */
function collapseGaps(parts: Part[]): void {
  const sorted = [...parts].sort((a, b) => a.y - b.y);
  let shift = 0;
  let bottom = -GAP; // bottom edge of everything above, before shifting
  for (const p of sorted) {
    const gap = p.y - bottom;
    if (gap > GAP) shift += gap - GAP;
    bottom = Math.max(bottom, p.y + p.height);
    p.y -= shift;
  }
}

/**
 * Top-level SVGs and canvases inside `root` with their offsets in its whole scrollable
 * content (not only the part scrolled into view).
 */
function partsOf(root: HTMLElement): { parts: Part[]; width: number; height: number } {
  const box = root.getBoundingClientRect();
  const parts: Part[] = [];
  root.querySelectorAll<SVGSVGElement | HTMLCanvasElement>('svg, canvas').forEach((el) => {
    if (el instanceof SVGSVGElement && el.parentElement?.closest('svg')) return;
    const r = el.getBoundingClientRect();
    // skip hidden parts and icon-sized SVGs (legend swatches make no sense without their text)
    if (r.width < 1 || r.height < 1) return;
    if (el instanceof SVGSVGElement && r.width < 40 && r.height < 40) return;
    const x = r.left - box.left + root.scrollLeft;
    const y = r.top - box.top + root.scrollTop;
    parts.push({ el, x, y, width: r.width, height: r.height });
  });
  collapseGaps(parts);
  const width = Math.ceil(Math.max(...parts.map((p) => p.x + p.width), 1));
  const height = Math.ceil(Math.max(...parts.map((p) => p.y + p.height), 1));
  return { parts, width, height };
}

function serializeSvg(svg: SVGSVGElement, p: Part): string {
  const clone = svg.cloneNode(true) as SVGSVGElement;
  inlineStyles(svg, clone);
  clone.setAttribute('xmlns', 'http://www.w3.org/2000/svg');
  clone.setAttribute('x', String(p.x));
  clone.setAttribute('y', String(p.y));
  clone.setAttribute('width', String(p.width));
  clone.setAttribute('height', String(p.height));
  if (!clone.getAttribute('viewBox'))
    clone.setAttribute(
      'viewBox',
      `0 0 ${svg.clientWidth || p.width} ${svg.clientHeight || p.height}`,
    );
  return new XMLSerializer().serializeToString(clone);
}

function background(root: HTMLElement): string {
  let el: HTMLElement | null = root;
  while (el) {
    const c = getComputedStyle(el).backgroundColor;
    if (c && c !== 'transparent' && !c.endsWith(', 0)')) return c;
    el = el.parentElement;
  }
  // nothing painted a background: the page's own (the theme's --bg)
  return (
    getComputedStyle(root.ownerDocument.documentElement).getPropertyValue('--bg').trim() || 'white'
  );
}

/** One SVG document holding the view's SVG parts and its canvases (as PNG images). */
export function composeSvg(root: HTMLElement): { svg: string; width: number; height: number } {
  const { parts, width, height } = partsOf(root);
  const body = parts.map((p) =>
    p.el instanceof HTMLCanvasElement
      ? `<image x="${p.x}" y="${p.y}" width="${p.width}" height="${p.height}" href="${p.el.toDataURL('image/png')}"/>`
      : serializeSvg(p.el, p),
  );
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="100%" height="100%" fill="${background(root)}"/>${body.join('')}</svg>`;
  return { svg, width, height };
}

function loadImage(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    img.onload = () => resolve(img);
    img.onerror = () => reject(new Error('image did not load'));
    img.src = url;
  });
}

/** The view as a PNG at `scale` × its size on screen. */
export async function composePng(root: HTMLElement, scale = 2): Promise<Blob> {
  const { parts, width, height } = partsOf(root);
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(width * scale));
  canvas.height = Math.max(1, Math.round(height * scale));
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no 2D canvas');
  ctx.scale(scale, scale);
  ctx.fillStyle = background(root);
  ctx.fillRect(0, 0, width, height);
  for (const p of parts) {
    if (p.el instanceof HTMLCanvasElement) {
      ctx.drawImage(p.el, p.x, p.y, p.width, p.height);
      continue;
    }
    const text = serializeSvg(p.el, { ...p, x: 0, y: 0 });
    const url = URL.createObjectURL(new Blob([text], { type: 'image/svg+xml' }));
    try {
      ctx.drawImage(await loadImage(url), p.x, p.y, p.width, p.height);
    } finally {
      URL.revokeObjectURL(url);
    }
  }
  return new Promise((resolve, reject) =>
    canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('empty PNG'))), 'image/png'),
  );
}
