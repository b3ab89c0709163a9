/**
 * Keeps the reader's place when the article's text is set again: another language, that
 * language's strings arriving after it (French and Dutch load on demand), the figures loading
 * after the first render. The part of the scene being read (the active one, which the live
 * view shows) nearest the viewport's top (its heading, a paragraph, a figure: the section's own
 * children; React keeps those elements across a language switch, and the part's position in
 * its scene finds it again otherwise) is remembered as the reader scrolls, with its distance
 * from the viewport's top; `restore` puts it back at that distance. Before, a language switch
 * went to the top of the active scene, and the strings arriving after it moved the text again:
 * a reader 300 px into a scene found it 146 px below the top in French.
 *
 * A deep link's scene is held at the top (`holding`) until the reader moves: by input, by an
 * anchor link or Back/Forward (`release`), or by a scroll this page did not make (a script's,
 * assistive technology's): before the figures arrive the page may be too short to bring the
 * scene to the top, and the explainer brings it there once they have.
 */
import { useCallback, useEffect, useRef, type RefObject } from 'react';
import { sceneInBand } from './useActiveScene';

interface Place {
  scene: string;
  el: Element;
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
  /** Whether a deep link's scene is still held at the top (the reader has not moved). */
  holding: () => boolean;
  /** Scrolls to a scene as this page's own move (a held deep link, an anchor link). */
  scrollTo: (id: string) => void;
  /** The reader moved (an anchor link, Back/Forward): a deep link is no longer held. */
  release: () => void;
}

function placeNow(article: HTMLElement): Place | null {
  const scenes = article.querySelectorAll<HTMLElement>('section[data-scene]');
  let atTop: HTMLElement | null = null;
  for (const s of scenes) {
    if (s.getBoundingClientRect().top > 0) break;
    atTop = s;
  }
  // above the first scene: the browser's own anchoring
  if (!atTop) return null;
  // the scene being read is the one the live view shows (crossing the middle band), which may
  // start below the top: kept in place, it stays the active one when a figure above it grows
  // (anchored to the scene at the top, a figure arriving late there pushed the scene being read
  // off the screen and the live view went back a scene)
  const found = sceneInBand(scenes) ?? atTop;
  // past the last scene (the glossary): the browser's own anchoring
  if (found.getBoundingClientRect().bottom <= 0) return null;
  const parts = found.children;
  let part = 0;
  for (let i = 0; i < parts.length; i++) {
    if (parts[i]!.getBoundingClientRect().top > 0) break;
    part = i;
  }
  const el = parts[part];
  if (!el) return null;
  return { scene: found.dataset.scene!, el, part, offset: el.getBoundingClientRect().top };
}

export function useReaderPlace(
  article: RefObject<HTMLElement | null>,
  linked: string | null,
): ReaderPlace {
  const place = useRef<Place | null>(null);
  const held = useRef(linked !== null);
  /** where this page's own last scroll left the window (a scroll elsewhere is someone else's) */
  const ownY = useRef<number | null>(null);
  const capture = useCallback(() => {
    if (article.current) place.current = placeNow(article.current);
  }, [article]);
  const release = useCallback(() => {
    held.current = false;
  }, []);

  useEffect(() => {
    const inputs = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
    for (const k of inputs) window.addEventListener(k, release, { passive: true, capture: true });
    // at once, not in the next frame: a relayout in between would put back an older place
    // (the browser sends at most one scroll event a frame)
    const onScroll = () => {
      if (ownY.current !== null && Math.abs(window.scrollY - ownY.current) >= 1) release();
      capture();
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      for (const k of inputs) window.removeEventListener(k, release, { capture: true });
      window.removeEventListener('scroll', onScroll);
    };
  }, [capture, release]);

  const scrollTo = useCallback(
    (id: string) => {
      const el = document.getElementById(`scene-${id}`);
      if (el && typeof el.scrollIntoView === 'function') el.scrollIntoView({ block: 'start' });
      ownY.current = window.scrollY;
      capture();
    },
    [capture],
  );

  const restore = useCallback(() => {
    const p = place.current;
    const root = article.current;
    if (!p || !root) return false;
    const section = root.querySelector<HTMLElement>(`section[data-scene="${p.scene}"]`);
    const el = p.el.isConnected ? p.el : section?.children[p.part];
    if (!el) return false;
    const moved = el.getBoundingClientRect().top - p.offset;
    if (Math.abs(moved) >= 1) window.scrollBy(0, moved);
    ownY.current = window.scrollY;
    return true;
  }, [article]);

  const holding = useCallback(() => held.current, []);
  return { capture, restore, holding, scrollTo, release };
}
