/**
 * Keyboard and clicker: → Space PageDown next; ← PageUp back; Shift+→/← step inside the
 * scene; 1–9, 0 jump; Home/End; F full screen; B (or .) blank; S opens the speaker view.
 */
import { useEffect, useRef } from 'react';
import { goTo, next, prev, revise, sceneForDigit, type DeckState } from '../../story/deck';
import { SCENES } from '../../story/scenes';

type Update = (make: (d: DeckState) => DeckState) => void;

export interface KeyActions {
  update: Update;
  /** the scene's current step, for Shift+arrows */
  currentStep: () => number;
  lastStep: () => number;
  openSpeaker: () => void;
}

function isTyping(t: EventTarget | null): boolean {
  return (
    t instanceof HTMLElement &&
    (t.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA'].includes(t.tagName))
  );
}

/** Starts the talk's timer on the first move. */
export const started = (d: DeckState): DeckState =>
  d.startedAt === null ? { ...d, startedAt: Date.now() } : d;

export function toggleFullscreen(): void {
  if (document.fullscreenElement) void document.exitFullscreen().catch(() => undefined);
  else void document.documentElement.requestFullscreen?.().catch(() => undefined);
}

export function usePresenterKeys(actions: KeyActions): void {
  const ref = useRef(actions);
  useEffect(() => {
    ref.current = actions;
  });
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.ctrlKey || e.metaKey || e.altKey || isTyping(e.target)) return;
      const { update, currentStep, lastStep, openSpeaker } = ref.current;
      const k = e.key;
      const digit = sceneForDigit(k);
      let handled = true;
      if (e.shiftKey && (k === 'ArrowRight' || k === 'ArrowLeft')) {
        const step = Math.max(
          0,
          Math.min(lastStep(), currentStep() + (k === 'ArrowRight' ? 1 : -1)),
        );
        update((d) => started(revise(d, { step })));
      } else if (k === 'ArrowRight' || k === 'PageDown' || k === ' ' || k === 'ArrowDown')
        update((d) => started(next(d)));
      else if (k === 'ArrowLeft' || k === 'PageUp' || k === 'ArrowUp')
        update((d) => started(prev(d)));
      else if (k === 'Home') update((d) => started(goTo(d, 0)));
      else if (k === 'End') update((d) => started(goTo(d, SCENES.length - 1)));
      else if (digit !== null) update((d) => started(goTo(d, digit)));
      else if (k === 'f' || k === 'F') toggleFullscreen();
      else if (k === 'b' || k === 'B' || k === '.') update((d) => revise(d, { blank: !d.blank }));
      else if (k === 's' || k === 'S') openSpeaker();
      else handled = false;
      if (handled) e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
