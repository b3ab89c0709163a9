/**
 * Framework-free core of the pool view (xyflow pattern): it creates its own <canvas> inside
 * the element it is given, makes the d3-zoom behaviour once, and exposes update() and
 * destroy(). React renders the container but never the nodes this core owns. PoolView loads
 * this module (and D3 with it) with a dynamic import, so it stays out of the initial bundle.
 */
import { select, zoom, zoomIdentity, type D3ZoomEvent, type ZoomBehavior } from 'd3';
import { gridLayout, maxZoom, pageAtPoint, type GridLayout, type ZoomTransform } from './grid';
import { createFrameDrawer } from './drawFrame';
import type { Runs } from '../../engine';
import type { PageStates } from './pageStates';
import { readPalette, type Palette } from './palette';

export interface PoolCanvasProps {
  states: PageStates;
  /** changes when the theme's colours may have changed (the palette is re-read) */
  themeKey: string;
  placeholders: readonly number[];
  markers: readonly number[];
  highlight: Uint8Array | null;
  /** page outlined as the keyboard cursor or pointer target; 0 for none */
  cursor: number;
  /** page runs changed since a version of `states` (null: unknown) */
  dirtySince: (version: number) => Runs | null;
}

/** Runs `fn` in a task of its own (a message to ourselves: no timer clamping). */
function later(fn: () => void): void {
  const ch = new MessageChannel();
  ch.port1.onmessage = () => {
    ch.port1.close();
    fn();
  };
  ch.port2.postMessage(null);
}

const REDUCED = '(prefers-reduced-motion: reduce)';
let reducedQuery: MediaQueryList | null | undefined;
/** Read when a zoom animates (one cached MediaQueryList; nothing to re-render on change). */
function reducedMotion(): boolean {
  if (reducedQuery === undefined)
    reducedQuery = typeof matchMedia === 'function' ? matchMedia(REDUCED) : null;
  return reducedQuery?.matches ?? false;
}

export interface PoolCanvasHandle {
  update(props: PoolCanvasProps): void;
  destroy(): void;
  zoomBy(factor: number): void;
  panBy(dx: number, dy: number): void;
  reset(): void;
  /** page at the centre of the view (the keyboard cursor), with its cell centre and view width */
  cursor(): { page: number; x: number; y: number; width: number; height: number };
  /** CSS-pixel position of a page's cell centre, relative to the container */
  pagePosition(page: number): { x: number; y: number } | null;
}

export interface PoolCanvasCallbacks {
  /** pointer over `page` (0: none) at (x, y) CSS px in a view `width` × `height` */
  onHover(page: number, x: number, y: number, width: number, height: number): void;
  onView(): void;
}

export function createPoolCanvas(
  container: HTMLElement,
  cb: PoolCanvasCallbacks,
): PoolCanvasHandle {
  const canvas = document.createElement('canvas');
  canvas.setAttribute('aria-hidden', 'true');
  canvas.style.display = 'block';
  canvas.style.width = '100%';
  canvas.style.height = '100%';
  container.appendChild(canvas);
  const ctx = canvas.getContext('2d', { alpha: false });
  const draw = ctx ? createFrameDrawer(ctx) : null;
  let props: PoolCanvasProps | null = null;
  let palette: Palette | null = null;
  let paletteKey: string | null = null;
  let cssW = 0;
  let cssH = 0;
  let dpr = 1;
  let grid: GridLayout = gridLayout(1, 1, 1);
  let t: ZoomTransform = { k: 1, x: 0, y: 0 };
  let frame = 0;
  let deferred = false;
  let destroyed = false;
  let hoverPage = 0;

  const behaviour: ZoomBehavior<HTMLCanvasElement, unknown> = zoom<HTMLCanvasElement, unknown>()
    .filter((e: Event) => {
      const ev = e as MouseEvent;
      // the page keeps scrolling under the wheel; Ctrl/⌘ + wheel (and pinch) zooms
      if (e.type === 'wheel') return ev.ctrlKey || ev.metaKey;
      // on touch screens one finger scrolls the page until the map is zoomed in; pinch zooms
      if (e.type.startsWith('touch')) return (e as TouchEvent).touches.length > 1 || t.k > 1;
      return !ev.button;
    })
    .on('zoom', (e: D3ZoomEvent<HTMLCanvasElement, unknown>) => {
      t = { k: e.transform.k, x: e.transform.x, y: e.transform.y };
      schedule();
      cb.onView();
    });
  const sel = select(canvas);
  sel.call(behaviour);

  function relayout(): void {
    const pages = props?.states.totalPages ?? 1;
    grid = gridLayout(pages, cssW, cssH);
    behaviour
      .extent([
        [0, 0],
        [cssW, cssH],
      ])
      .translateExtent([
        [0, 0],
        [cssW, cssH],
      ])
      .scaleExtent([1, maxZoom(grid)]);
  }

  function resize(): void {
    const rect = container.getBoundingClientRect();
    const w = Math.max(1, Math.floor(rect.width));
    const h = Math.max(1, Math.floor(rect.height));
    const d = Math.min(2, typeof window !== 'undefined' ? window.devicePixelRatio || 1 : 1);
    if (w === cssW && h === cssH && d === dpr) return;
    cssW = w;
    cssH = h;
    dpr = d;
    canvas.width = Math.round(w * dpr);
    canvas.height = Math.round(h * dpr);
    relayout();
    schedule();
  }

  function paint(): void {
    frame = 0;
    if (!draw || !props) return;
    if (!palette || paletteKey !== props.themeKey) {
      // the colours where the canvas is: the page's theme on <html>, or the stage's, which
      // sets its own on .sp-presenter (read from <html>, the deck drew its pools in the page's
      // light colours under a legend in the stage's dark ones)
      palette = readPalette(canvas.isConnected ? canvas : document.documentElement);
      // a canvas not yet in the page read <html>'s: read again once it is
      paletteKey = canvas.isConnected ? props.themeKey : null;
    }
    draw({
      states: props.states,
      grid,
      t,
      dpr,
      palette,
      highlight: props.highlight,
      placeholders: props.placeholders,
      markers: props.markers,
      hover: hoverPage || props.cursor,
      cssWidth: cssW,
      cssHeight: cssH,
      dirtySince: props.dirtySince,
    });
  }

  function schedule(): void {
    if (frame || deferred || typeof requestAnimationFrame !== 'function') return;
    frame = requestAnimationFrame(paint);
  }

  /**
   * A new pool (a new trace): every pixel is painted, in a task of its own just after the
   * frame that shows the rest of the new trace, so that neither task grows by this one.
   */
  function paintAfterFrame(): void {
    if (frame) cancelAnimationFrame(frame);
    frame = 0;
    deferred = true;
    requestAnimationFrame(() =>
      later(() => {
        deferred = false;
        if (!destroyed) paint();
      }),
    );
  }

  const ro = typeof ResizeObserver === 'function' ? new ResizeObserver(resize) : null;
  ro?.observe(container);
  resize();

  const onMove = (e: PointerEvent) => {
    const r = canvas.getBoundingClientRect();
    const x = e.clientX - r.left;
    const y = e.clientY - r.top;
    const page = pageAtPoint(grid, t, x, y);
    if (page !== hoverPage) {
      hoverPage = page;
      schedule();
    }
    cb.onHover(page, x, y, cssW, cssH);
  };
  const onLeave = () => {
    hoverPage = 0;
    schedule();
    cb.onHover(0, 0, 0, cssW, cssH);
  };
  canvas.addEventListener('pointermove', onMove);
  canvas.addEventListener('pointerleave', onLeave);

  function pagePosition(page: number): { x: number; y: number } | null {
    if (page < 1 || page > grid.pages) return null;
    const i = page - 1;
    return {
      x: t.x + t.k * (grid.x0 + ((i % grid.cols) + 0.5) * grid.cell),
      y: t.y + t.k * (grid.y0 + (Math.floor(i / grid.cols) + 0.5) * grid.cell),
    };
  }

  const animate = () => sel.transition().duration(250);

  return {
    update(next) {
      const pagesChanged = props?.states.totalPages !== next.states.totalPages;
      props = next;
      if (pagesChanged) {
        relayout();
        behaviour.transform(sel, zoomIdentity);
      }
      if (typeof requestAnimationFrame !== 'function') paint();
      else if (pagesChanged) paintAfterFrame();
      // the frame of the React commit, in the frame's task rather than the commit's
      else schedule();
    },
    destroy() {
      if (frame && typeof cancelAnimationFrame === 'function') cancelAnimationFrame(frame);
      destroyed = true;
      ro?.disconnect();
      canvas.removeEventListener('pointermove', onMove);
      canvas.removeEventListener('pointerleave', onLeave);
      sel.interrupt().on('.zoom', null);
      canvas.remove();
    },
    zoomBy(factor) {
      if (reducedMotion()) behaviour.scaleBy(sel, factor);
      else animate().call((tr) => behaviour.scaleBy(tr, factor));
    },
    panBy(dx, dy) {
      behaviour.translateBy(sel, dx / t.k, dy / t.k);
    },
    reset() {
      if (reducedMotion()) behaviour.transform(sel, zoomIdentity);
      else animate().call((tr) => behaviour.transform(tr, zoomIdentity));
    },
    cursor() {
      const page = pageAtPoint(grid, t, cssW / 2, cssH / 2);
      const pos = pagePosition(page) ?? { x: cssW / 2, y: cssH / 2 };
      return { page, x: pos.x, y: pos.y, width: cssW, height: cssH };
    },
    pagePosition,
  };
}
