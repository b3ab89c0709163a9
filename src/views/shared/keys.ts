/**
 * Keyboard shortcuts as data: each mode declares one table (which keys do what, and how the
 * `?` list names them); `matchShortcut` reads a keydown against it, so the handlers and the
 * list cannot drift apart. One rule for "the user is typing" applies to every mode.
 */
import type { MessageKey } from '../../i18n/en';

export interface KeyBinding {
  /** KeyboardEvent.key */
  key: string;
  /** true: only with Shift; false: only without; absent: either (`?`, `F`/`f`) */
  shift?: boolean;
  /** passed to the action: a direction (−1, 1), a scene index…; 0 when absent */
  arg?: number;
}

export interface Shortcut<Id extends string = string> {
  id: Id;
  keys: readonly KeyBinding[];
  /** Space presses a focused button, link or checkbox: the shortcut leaves those alone */
  notOnPressable?: boolean;
  /** handled by the open `?` list itself (Esc), not by the screen */
  inDialog?: boolean;
  /** how the `?` list shows it: the key caption and what it does */
  help?: { keys: MessageKey; does: MessageKey };
}

export type ShortcutTable<Id extends string = string> = readonly Shortcut<Id>[];

/** Inputs that take no typing or arrow keys: shortcuts stay on while they have focus. */
const PRESS_INPUTS = new Set(['checkbox', 'radio', 'button', 'submit', 'reset', 'file', 'image']);
const TYPING = new Set(['SELECT', 'TEXTAREA']);
const PRESSABLE = new Set(['BUTTON', 'A', 'SUMMARY']);

/** A field the keys belong to: text-like inputs, sliders, lists, text areas, editable text. */
export function isTypingTarget(el: EventTarget | null): boolean {
  if (!(el instanceof HTMLElement)) return false;
  if (el instanceof HTMLInputElement) return !PRESS_INPUTS.has(el.type);
  return TYPING.has(el.tagName) || el.isContentEditable;
}

/** Space presses these natively. */
export function isPressable(el: EventTarget | null): boolean {
  if (!(el instanceof HTMLElement)) return false;
  return PRESSABLE.has(el.tagName) || el instanceof HTMLInputElement;
}

export interface KeyLike {
  key: string;
  shiftKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  target: EventTarget | null;
}

/**
 * The table's entry (and the binding's argument) a keydown means, or null: never with Ctrl,
 * Meta or Alt, never while typing, never Space-like keys on something Space presses.
 * Entries marked `inDialog` match only when `inDialog` is asked for, and only they.
 */
export function matchShortcut<Id extends string>(
  table: ShortcutTable<Id>,
  e: KeyLike,
  inDialog = false,
): { id: Id; arg: number } | null {
  if (e.ctrlKey || e.metaKey || e.altKey || isTypingTarget(e.target)) return null;
  for (const s of table) {
    if (Boolean(s.inDialog) !== inDialog) continue;
    const b = s.keys.find(
      (k) => k.key === e.key && (k.shift === undefined || k.shift === e.shiftKey),
    );
    if (!b) continue;
    if (s.notOnPressable && isPressable(e.target)) return null;
    return { id: s.id, arg: b.arg ?? 0 };
  }
  return null;
}

/** Runs the action a keydown means; true when it did (the caller then prevents the default). */
export function runShortcut<Id extends string>(
  table: ShortcutTable<Id>,
  actions: Record<Id, (arg: number) => void>,
  e: KeyLike,
  inDialog = false,
): boolean {
  const hit = matchShortcut(table, e, inDialog);
  if (!hit) return false;
  actions[hit.id](hit.arg);
  return true;
}
