/**
 * Keyboard shortcuts of the explore screen, from the table in shortcuts.ts: Space play/pause,
 * ←/→ step, Shift+←/→ key moment, Home/End, ? for the list. They never fire while typing in
 * a field or using a list, and Space is left to buttons and checkboxes that have focus.
 */
import { useEffect } from 'react';
import { appStore } from '../../store/store';
import { runShortcut, type KeyLike } from '../../views/shared/keys';
import { goEnd, keyMoment, stepBy, togglePlay } from '../../views/controls/playback';
import { EXPLORE_SHORTCUTS, type ExploreShortcut } from './shortcuts';

export { isTypingTarget } from '../../views/shared/keys';

const ACTIONS: Record<ExploreShortcut, (arg: number) => void> = {
  play: () => togglePlay(),
  step: (dir) => stepBy(dir),
  moment: (dir) => keyMoment(dir < 0 ? -1 : 1),
  ends: (dir) => goEnd(dir < 0 ? 'first' : 'last'),
  help: () => appStore.getState().setShowShortcuts(true),
  closeHelp: () => appStore.getState().setShowShortcuts(false),
};

export function handleShortcut(e: KeyboardEvent): boolean {
  if (e.defaultPrevented) return false;
  if (appStore.getState().showShortcuts) return false; // the dialog handles its own keys
  return runShortcut(EXPLORE_SHORTCUTS, ACTIONS, e);
}

/** The list's own keys (Esc), from the same table. */
export function handleDialogKey(e: KeyLike): boolean {
  return runShortcut(EXPLORE_SHORTCUTS, ACTIONS, e, true);
}

export function useShortcuts(): void {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (handleShortcut(e)) e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
