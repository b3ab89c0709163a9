/**
 * Keyboard and clicker, from the table below: → Space PageDown next; ← PageUp back;
 * Shift+→/← step inside the scene; 1–9, 0 jump; Home/End; F full screen; B (or .) blank;
 * S opens the speaker view; V switches between the scene's figure and the live view; L shows
 * the live slide (the running deployment, or the built-in replay). Typing in a field is left alone (src/views/shared/keys.ts).
 */
import { useLayoutEffect, useRef } from 'react';
import {
  goTo,
  next,
  prev,
  revise,
  sceneForDigit,
  slideCount,
  type DeckState,
} from '../../story/deck';
import { toggleFullscreenHere } from './fullscreenRelay';
import { isTypingTarget, runShortcut, type ShortcutTable } from '../../views/shared/keys';

/** The clicker's keys: they reach the deck even from a field, which they leave. */
const CLICKER = new Set(['PageDown', 'PageUp']);

type PresenterShortcut =
  | 'stepInScene'
  | 'next'
  | 'prev'
  | 'ends'
  | 'scene'
  | 'fullscreen'
  | 'blank'
  | 'speaker'
  | 'view'
  | 'deployment';

const DIGITS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '0'];

/** The presenter's keys: the one table its handler reads. */
export const PRESENTER_SHORTCUTS: ShortcutTable<PresenterShortcut> = [
  {
    id: 'stepInScene',
    keys: [
      { key: 'ArrowLeft', shift: true, arg: -1 },
      { key: 'ArrowRight', shift: true, arg: 1 },
    ],
  },
  {
    id: 'next',
    keys: [
      { key: 'ArrowRight', shift: false },
      { key: 'PageDown' },
      { key: ' ' },
      { key: 'ArrowDown' },
    ],
  },
  {
    id: 'prev',
    keys: [{ key: 'ArrowLeft', shift: false }, { key: 'PageUp' }, { key: 'ArrowUp' }],
  },
  {
    id: 'ends',
    keys: [
      { key: 'Home', arg: -1 },
      { key: 'End', arg: 1 },
    ],
  },
  {
    id: 'scene',
    keys: DIGITS.flatMap((key) => {
      const arg = sceneForDigit(key);
      return arg === null ? [] : [{ key, arg }];
    }),
  },
  { id: 'fullscreen', keys: [{ key: 'f' }, { key: 'F' }] },
  { id: 'blank', keys: [{ key: 'b' }, { key: 'B' }, { key: '.' }] },
  { id: 'speaker', keys: [{ key: 's' }, { key: 'S' }] },
  { id: 'view', keys: [{ key: 'v' }, { key: 'V' }] },
  { id: 'deployment', keys: [{ key: 'l' }, { key: 'L' }] },
];

type Update = (make: (d: DeckState) => DeckState) => void;

export interface KeyActions {
  /** false: the keys are not this window's (a preview) */
  enabled?: boolean;
  update: Update;
  /** the scene's current step, for Shift+arrows */
  currentStep: () => number;
  lastStep: () => number;
  openSpeaker: () => void;
  /** the scene's figure or the live view (the presenter only) */
  toggleView?: () => void;
  /** the live slide: the running deployment, or the built-in replay (the presenter only) */
  toggleDeployment?: () => void;
  /** F: this window full screen, or (the speaker view) the deck's (./fullscreenRelay.ts) */
  fullscreen?: () => void;
}

/** Starts the talk's timer on the first move. */
export const started = (d: DeckState): DeckState =>
  d.startedAt === null ? { ...d, startedAt: Date.now() } : d;

export function usePresenterKeys(actions: KeyActions): void {
  const ref = useRef(actions);
  // layout effects, so that the listener and the actions it calls are in place when the
  // render is committed: a key pressed as soon as a slide shows is never lost nor handled
  // with the previous render's actions (Chromium handles input before React's passive
  // effects, which run in a later task; CI at 7604e68 and 6537ab6 lost an L pressed then)
  useLayoutEffect(() => {
    ref.current = actions;
  });
  useLayoutEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      const { update, currentStep, lastStep, openSpeaker, toggleView, toggleDeployment } =
        ref.current;
      const fullscreen = ref.current.fullscreen ?? (() => void toggleFullscreenHere());
      const move = (make: (d: DeckState) => DeckState) => update((d) => started(make(d)));
      const run: Record<PresenterShortcut, (arg: number) => void> = {
        stepInScene: (dir) => {
          const step = Math.max(0, Math.min(lastStep(), currentStep() + dir));
          update((d) => started(revise(d, { step })));
        },
        next: () => move(next),
        prev: () => move(prev),
        ends: (dir) => move((d) => goTo(d, dir < 0 ? 0 : slideCount() - 1)),
        scene: (index) => move((d) => goTo(d, index)),
        fullscreen,
        blank: () => update((d) => revise(d, { blank: !d.blank })),
        speaker: openSpeaker,
        view: () => toggleView?.(),
        deployment: () => toggleDeployment?.(),
      };
      if (ref.current.enabled === false) return;
      if (CLICKER.has(e.key) && isTypingTarget(e.target) && e.target instanceof HTMLElement) {
        e.target.blur();
        e.preventDefault();
        run[e.key === 'PageDown' ? 'next' : 'prev'](0);
        return;
      }
      if (runShortcut(PRESENTER_SHORTCUTS, run, e)) e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
