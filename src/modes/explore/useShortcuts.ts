/**
 * Keyboard shortcuts of the explore screen, from the table in shortcuts.ts: Space play/pause,
 * ←/→ step, Shift+←/→ key moment, Home/End, ? for the list. They never fire while typing in
 * a field or using a list, and Space is left to buttons and checkboxes that have focus.
 */
import { useEffect } from 'react';
import { runShortcut, type KeyLike } from '../../views/shared/keys';
import { goEnd, keyMoment, stepBy, togglePlay } from '../../views/controls/playback';
import { EXPLORE_SHORTCUTS, type ExploreShortcut } from './shortcuts';
import { useAppStore } from '../../store/react';
import type { AppStoreApi } from '../../store/store';

export { isTypingTarget } from '../../views/shared/keys';

/** What each shortcut does to `store`. */
function actions(store: AppStoreApi): Record<ExploreShortcut, (arg: number) => void> {
  return {
    play: () => togglePlay(store),
    step: (dir) => stepBy(store, dir),
    moment: (dir) => keyMoment(store, dir < 0 ? -1 : 1),
    ends: (dir) => goEnd(store, dir < 0 ? 'first' : 'last'),
    help: () => store.getState().setShowShortcuts(true),
    closeHelp: () => store.getState().setShowShortcuts(false),
  };
}

export function handleShortcut(store: AppStoreApi, e: KeyboardEvent): boolean {
  if (e.defaultPrevented) return false;
  if (store.getState().showShortcuts) return false; // the dialog handles its own keys
  return runShortcut(EXPLORE_SHORTCUTS, actions(store), e);
}

/** The list's own keys (Esc), from the same table. */
export function handleDialogKey(store: AppStoreApi, e: KeyLike): boolean {
  return runShortcut(EXPLORE_SHORTCUTS, actions(store), e, true);
}

export function useShortcuts(): void {
  const store = useAppStore();
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (handleShortcut(store, e)) e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [store]);
}
