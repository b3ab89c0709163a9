/**
 * The speaker view's own keys, which never move the deck: Shift+↓ / Shift+↑ (or J / K) scroll
 * the notes by most of their height, O opens the overview of every slide. They are read before
 * the deck's keys (a capture listener on the window) and go no further.
 */
import { useLayoutEffect, useRef, type RefObject } from 'react';
import { isTypingTarget, matchShortcut, type ShortcutTable } from '../../views/shared/keys';

type NotesShortcut = 'notes' | 'overview';

export const NOTES_SHORTCUTS: ShortcutTable<NotesShortcut> = [
  {
    id: 'notes',
    keys: [
      { key: 'ArrowDown', shift: true, arg: 1 },
      { key: 'ArrowUp', shift: true, arg: -1 },
      { key: 'j', arg: 1 },
      { key: 'J', arg: 1 },
      { key: 'k', arg: -1 },
      { key: 'K', arg: -1 },
    ],
  },
  { id: 'overview', keys: [{ key: 'o' }, { key: 'O' }] },
];

/** How far one press scrolls: most of the box, so a line stays in view across the jump. */
export const NOTES_PAGE = 0.8;

export function useNotesKeys(
  box: RefObject<HTMLElement | null>,
  actions: { enabled: boolean; openOverview: () => void },
): void {
  const ref = useRef(actions);
  useLayoutEffect(() => {
    ref.current = actions;
  });
  useLayoutEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!ref.current.enabled || isTypingTarget(e.target)) return;
      const hit = matchShortcut(NOTES_SHORTCUTS, e);
      if (!hit) return;
      e.preventDefault();
      e.stopImmediatePropagation();
      if (hit.id === 'overview') return ref.current.openOverview();
      const el = box.current;
      if (el) el.scrollTop += hit.arg * Math.round(el.clientHeight * NOTES_PAGE);
    };
    window.addEventListener('keydown', onKey, { capture: true });
    return () => window.removeEventListener('keydown', onKey, { capture: true });
  }, [box]);
}
