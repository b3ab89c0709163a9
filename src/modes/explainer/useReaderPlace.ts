/**
 * Keeps the reader's place when the article's text is set again: another language, that
 * language's strings arriving after it (French and Dutch load on demand), the figures loading
 * after the first render. The part of a scene at the top of the viewport (its heading, a
 * paragraph, a figure: the section's own children, counted within the scene, so that the same
 * part is found in any language) is remembered as the reader scrolls, with its distance from
 * the viewport's top; `restore` puts it back at that distance. Before, a language switch went
 * to the top of the active scene, and the strings arriving after it moved the text again: a
 * reader 300 px into a scene found it 146 px below the top in French.
 */
import { useCallback, useEffect, useRef, type RefObject } from 'react';

interface Place {
  scene: string;
  /** the section's child (by position) at the viewport's top */
  part: number;
  /** that child's top, from the viewport's top (≤ 0) */
  offset: number;
}

export interface ReaderPlace {
  /** Remembers where the reader is now (also done on every scroll). */
  capture: () => void;
  /** Puts the remembered part back where it was; false when there is none. */
  restore: () => boolean;
  /** Whether the reader has scrolled, typed, clicked or touched since the page opened. */
  touched: () => boolean;
}

function placeNow(article: HTMLElement): Place | null {
  const scenes = article.querySelectorAll<HTMLElement>('section[data-scene]');
  let found: HTMLElement | null = null;
  for (const s of scenes) {
    if (s.getBoundingClientRect().top > 0) break;
    found = s;
  }
  if (!found) return null;
  const parts = found.children;
  let part = 0;
  for (let i = 0; i < parts.length; i++) {
    if (parts[i]!.getBoundingClientRect().top > 0) break;
    part = i;
  }
  const el = parts[part];
  if (!el) return null;
  return { scene: found.dataset.scene!, part, offset: el.getBoundingClientRect().top };
}

export function useReaderPlace(article: RefObject<HTMLElement | null>): ReaderPlace {
  const place = useRef<Place | null>(null);
  const capture = useCallback(() => {
    if (article.current) place.current = placeNow(article.current);
  }, [article]);

  const moved = useRef(false);
  useEffect(() => {
    const onInput = () => {
      moved.current = true;
    };
    const inputs = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
    for (const k of inputs) window.addEventListener(k, onInput, { passive: true, capture: true });
    return () => {
      for (const k of inputs) window.removeEventListener(k, onInput, { capture: true });
    };
  }, []);
  const touched = useCallback(() => moved.current, []);

  useEffect(() => {
    let frame = 0;
    const onScroll = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        capture();
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, [capture]);

  const restore = useCallback(() => {
    const p = place.current;
    const root = article.current;
    if (!p || !root) return false;
    const section = root.querySelector<HTMLElement>(`section[data-scene="${p.scene}"]`);
    const el = section?.children[p.part];
    if (!el) return false;
    const moved = el.getBoundingClientRect().top - p.offset;
    if (Math.abs(moved) >= 1) window.scrollBy(0, moved);
    return true;
  }, [article]);

  return { capture, restore, touched };
}
