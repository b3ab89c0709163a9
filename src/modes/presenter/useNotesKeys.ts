/**
 * The speaker view's own keys, which never move the deck: Shift+↓ / Shift+↑ (or J / K) scroll
 * the notes by most of their height, O opens the overview of every slide. While the notes have
 * the focus (clicked, or reached with Tab), ↑ ↓ scroll them by a line and Home / End to their
 * ends, as in any box one reads: those keys would otherwise move the deck (Home to its first
 * slide) under a speaker reading their notes. The clicker's keys (PageUp / PageDown), → ← and
 * Space still drive the deck. They are read before the deck's keys (a capture listener on the
 * window) and go no further.
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
/** ↑ ↓ in the focused notes: about a line of their text. */
const NOTES_LINE = 40;

/** The reading keys of the focused notes: where each puts the scroll, from where it is. */
const READING: Record<string, (top: number, box: HTMLElement) => number> = {
  ArrowDown: (top) => top + NOTES_LINE,
  ArrowUp: (top) => top - NOTES_LINE,
  Home: () => 0,
  End: (_top, box) => box.scrollHeight,
};

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
      const notes = box.current;
      const read = READING[e.key];
      const plain = !e.shiftKey && !e.altKey && !e.ctrlKey && !e.metaKey;
      if (read && plain && notes && e.target instanceof Node && notes.contains(e.target)) {
        e.preventDefault();
        e.stopImmediatePropagation();
        notes.scrollTop = read(notes.scrollTop, notes);
        return;
      }
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
