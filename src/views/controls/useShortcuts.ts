/**
 * Keyboard shortcuts of the explore screen: Space play/pause, ←/→ step, Shift+←/→ key moment,
 * Home/End, ? for the list. They never fire while typing in a field or using a list, and
 * Space is left to buttons and checkboxes that have focus (it presses them).
 */
import { useEffect } from 'react';
import { appStore } from '../../store/store';
import { goEnd, keyMoment, stepBy, togglePlay } from './playback';

const TYPING = new Set(['SELECT', 'TEXTAREA']);
/** Inputs that take no typing or arrow keys: shortcuts stay on while they have focus. */
const PRESS_INPUTS = new Set(['checkbox', 'radio', 'button', 'submit', 'reset', 'file', 'image']);
const PRESSABLE = new Set(['BUTTON', 'A', 'SUMMARY']);

/** A field the keys belong to: text-like inputs, sliders, lists, text areas, editable text. */
export function isTypingTarget(el: EventTarget | null): boolean {
  if (!(el instanceof HTMLElement)) return false;
  if (el instanceof HTMLInputElement) return !PRESS_INPUTS.has(el.type);
  return TYPING.has(el.tagName) || el.isContentEditable;
}

/** Space presses these natively; the play/pause shortcut leaves them alone. */
function isPressable(el: HTMLElement | null): boolean {
  if (!el) return false;
  return PRESSABLE.has(el.tagName) || el instanceof HTMLInputElement;
}

export function handleShortcut(e: KeyboardEvent): boolean {
  if (e.defaultPrevented || e.ctrlKey || e.metaKey || e.altKey) return false;
  if (isTypingTarget(e.target)) return false;
  const s = appStore.getState();
  if (s.showShortcuts) return false; // the dialog handles its own keys
  const target = e.target instanceof HTMLElement ? e.target : null;
  switch (e.key) {
    case ' ':
    case 'Spacebar':
      if (isPressable(target)) return false;
      togglePlay();
      return true;
    case 'ArrowRight':
      if (e.shiftKey) keyMoment(1);
      else stepBy(1);
      return true;
    case 'ArrowLeft':
      if (e.shiftKey) keyMoment(-1);
      else stepBy(-1);
      return true;
    case 'Home':
      goEnd('first');
      return true;
    case 'End':
      goEnd('last');
      return true;
    case '?':
      s.setShowShortcuts(true);
      return true;
    default:
      return false;
  }
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
