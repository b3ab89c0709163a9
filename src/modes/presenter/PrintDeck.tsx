/**
 * The deck on paper (Ctrl+P or the Print button): one slide per 16:9 page, each optionally
 * followed by a page of its speaker notes. The button walks the deck in this window (not the
 * shared state), snapshots each slide as drawn (canvases as images), prints, and comes back.
 * Ctrl+P alone prints the slide on screen, frozen the same way just before printing.
 */
import { useEffect } from 'react';
import { t } from '../../i18n';
import { beatsOf, slideCount } from '../../story/deck';
import { storyVars } from '../../story/figures';
import { traceFor } from '../../story/sceneTraces';
import { activeTalk, slideAt } from '../../story/talk';
import { slideNotes } from './slideNotes';
import type { AppStoreApi } from '../../store/store';

const frames = (n: number) =>
  new Promise<void>((resolve) => {
    const tick = (k: number) => (k <= 0 ? resolve() : requestAnimationFrame(() => tick(k - 1)));
    tick(n);
  });

/** Waits until the slide on screen is drawn: the right slide, its fit settled, fonts in. */
async function settled(slide: number): Promise<void> {
  const id = slideAt(slide).id;
  for (let i = 0; i < 120; i++) {
    const main = document.querySelector(`main.sp-presenter[data-scene="${id}"]`);
    // in the slide's own view: the print box (in <main> too) holds the slides already frozen
    const shown = main?.querySelector(':scope > .sp-slide-view');
    const fit = shown?.querySelector('[data-testid="stage-fit"] > [data-zoom]');
    const fig = shown?.querySelector('[data-testid="slide-figure"] > [style*="scale"]');
    const view = main?.getAttribute('data-view');
    if (main && (view === 'closing' || view === 'title' || fit || fig)) break;
    await frames(1);
  }
  await document.fonts?.ready;
  await frames(6);
}

/**
 * A slide as drawn, frozen for paper: a sheet the window's size in CSS px, laid out as the
 * window has it, then scaled (a transform, which paints the same layout smaller) into the
 * 16 × 9 in page (1536 × 864 CSS px). Everything sized by the window is fixed in px on the
 * sheet — the slide's padding and rows, and each zoom set by a media query on the window's
 * width: on paper vh, vw and `min-width` are the page's (the view got `100vh - 12rem` of a
 * 864-px page and cut its slide at 73 % from a 1920 × 1080 window). A `zoom` instead of the
 * transform laid the text out again at the page's pixel sizes, where a line that just fit on
 * screen wrapped and pushed the family matrix's last row off the page.
 */
export function snapshot(main: Element): HTMLElement {
  const k = Math.min(1536 / innerWidth, 864 / innerHeight);
  const page = document.createElement('div');
  page.className = 'sp-print-page';
  page.style.width = `${innerWidth * k}px`;
  page.style.height = `${innerHeight * k}px`;
  const sheet = document.createElement('div');
  sheet.className = 'sp-print-sheet';
  const css = getComputedStyle(main);
  sheet.style.width = `${innerWidth}px`;
  sheet.style.height = `${innerHeight}px`;
  sheet.style.padding = css.padding;
  sheet.style.gap = css.rowGap;
  sheet.style.transform = `scale(${k})`;
  const parts = [...main.querySelectorAll(':scope > .sp-slide-head, :scope > .sp-slide-view')];
  // the rows as the window has them (a zoomed header's box is measured as drawn)
  const heights = parts.map((p) => p.getBoundingClientRect().height);
  sheet.style.gridTemplateRows = heights.map((h) => `${h}px`).join(' ');
  parts.forEach((part, i) => {
    const copy = part.cloneNode(true) as HTMLElement;
    freezeZoom(part, copy);
    if (part.classList.contains('sp-slide-view')) copy.style.height = `${heights[i]}px`;
    const from = part.querySelectorAll('canvas');
    copy.querySelectorAll('canvas').forEach((c, j) => {
      const img = document.createElement('img');
      try {
        img.src = from[j]!.toDataURL('image/png');
      } catch {
        /* a canvas that cannot be read stays blank */
      }
      img.style.width = `${from[j]!.clientWidth}px`;
      img.style.height = `${from[j]!.clientHeight}px`;
      c.replaceWith(img);
    });
    sheet.append(copy);
  });
  page.append(sheet);
  return page;
}

/** Each zoom the original has (a media query's or inline), set inline on its copy. */
function freezeZoom(original: Element, copy: HTMLElement): void {
  const a = [original, ...original.querySelectorAll('*')];
  const b = [copy, ...copy.querySelectorAll('*')];
  a.forEach((el, i) => {
    const z = getComputedStyle(el).zoom;
    const c = b[i];
    if (z && z !== '1' && c instanceof HTMLElement) c.style.zoom = z;
  });
}

function notesPage(store: AppStoreApi, slide: number): HTMLElement {
  const page = document.createElement('div');
  // type-floor: the notes' type is the scale's steps raised to a handout's size (stage.css)
  page.className = 'sp-print-page sp-print-notes type-floor';
  const s = slideAt(slide);
  const vars = storyVars(store.getState().lang, traceFor('incident').trace);
  const title =
    s.kind === 'scene' && s.scene
      ? t(s.scene.title, vars)
      : s.family
        ? t(s.family.title)
        : s.kind === 'closing'
          ? t('stage.closing.title')
          : (activeTalk().title ?? '');
  const h = document.createElement('h2');
  h.textContent = `${t('stage.print.notes')} · ${title}`;
  const ul = document.createElement('ul');
  for (const note of slideNotes(s, vars)) {
    const li = document.createElement('li');
    li.textContent = note.replace(/\*\*|`/g, '');
    ul.append(li);
  }
  page.append(h, ul);
  return page;
}

/** Prints every slide (and its notes page when asked), then restores this window's slide. */
export async function printDeck(store: AppStoreApi, { notes = false } = {}): Promise<void> {
  const box = document.querySelector<HTMLElement>('.sp-print');
  if (!box) return;
  const s = store.getState();
  const before = s.deck;
  box.replaceChildren();
  for (let slide = 0; slide < slideCount(); slide++) {
    const beats = beatsOf(slide);
    store
      .getState()
      .setDeck({ ...before, scene: slide, beat: beats - 1, step: null, blank: false, live: false });
    await settled(slide);
    const main = document.querySelector('main.sp-presenter');
    if (main) box.append(snapshot(main));
    if (notes) box.append(notesPage(store, slide));
  }
  store.getState().setDeck(before);
  box.dataset.ready = 'true';
  window.print();
}

/**
 * Where the printed deck is put together; shown only on paper. Ctrl+P (no deck laid out): the
 * slide on screen is frozen into it before printing, and let go after.
 */
export function PrintDeck() {
  useEffect(() => {
    const before = () => {
      const box = document.querySelector<HTMLElement>('.sp-print');
      const main = document.querySelector('main.sp-presenter');
      if (!box || !main || box.dataset.ready === 'true') return;
      box.replaceChildren(snapshot(main));
      box.dataset.ready = 'true';
    };
    const after = () => {
      const box = document.querySelector<HTMLElement>('.sp-print');
      if (!box) return;
      box.replaceChildren();
      delete box.dataset.ready;
    };
    addEventListener('beforeprint', before);
    addEventListener('afterprint', after);
    return () => {
      removeEventListener('beforeprint', before);
      removeEventListener('afterprint', after);
    };
  }, []);
  return <div className="sp-print" aria-hidden="true" data-testid="print-deck" />;
}
