import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadBuiltIn } from '../../src/store/actions';
import { keyStepsOf, shownTrace } from '../../src/store/selectors';
import { appStore } from '../../src/store/store';
import { ShortcutsDialog } from '../../src/modes/explore/ShortcutsDialog';
import { useShortcuts } from '../../src/modes/explore/useShortcuts';
import { resetStore } from '../store/helpers';
import { lastStepOf } from '../../src/engine';

function Harness() {
  useShortcuts();
  return (
    <>
      <input aria-label="text" />
      <select aria-label="list">
        <option>a</option>
      </select>
      <button type="button">press</button>
      <input type="checkbox" aria-label="switch" />
      <ShortcutsDialog />
    </>
  );
}

const key = (target: Element | Window, k: string, shiftKey = false) =>
  act(() => {
    fireEvent.keyDown(target, { key: k, shiftKey });
  });

beforeEach(async () => {
  resetStore();
  await act(() => loadBuiltIn(appStore, 'incident'));
});
afterEach(cleanup);

describe('keyboard shortcuts', () => {
  it('steps, jumps between key moments, goes to the ends, and plays', () => {
    render(<Harness />);
    const keys = keyStepsOf(shownTrace(appStore.getState()));
    key(document.body, 'ArrowRight');
    expect(appStore.getState().step).toBe(1);
    key(document.body, 'ArrowLeft');
    expect(appStore.getState().step).toBe(0);
    key(document.body, 'ArrowRight', true);
    expect(appStore.getState().step).toBe(keys[0]);
    key(document.body, 'ArrowRight', true);
    expect(appStore.getState().step).toBe(keys[1]);
    key(document.body, 'ArrowLeft', true);
    expect(appStore.getState().step).toBe(keys[0]);
    key(document.body, 'End');
    expect(appStore.getState().step).toBe(lastStepOf(shownTrace(appStore.getState())!));
    key(document.body, 'Home');
    expect(appStore.getState().step).toBe(0);
    key(document.body, ' ');
    expect(appStore.getState().playing).toBe(true);
    key(document.body, ' ');
    expect(appStore.getState().playing).toBe(false);
  });

  it('does nothing while typing in a field or using a list, and leaves Space to buttons', () => {
    render(<Harness />);
    key(screen.getByRole('textbox', { name: 'text' }), 'ArrowRight');
    key(screen.getByRole('combobox', { name: 'list' }), 'End');
    key(screen.getByRole('textbox', { name: 'text' }), '?');
    expect(appStore.getState().step).toBe(0);
    expect(appStore.getState().showShortcuts).toBe(false);
    key(screen.getByRole('button', { name: 'press' }), ' ');
    key(screen.getByRole('checkbox', { name: 'switch' }), ' ');
    expect(appStore.getState().playing).toBe(false);
    // a checkbox takes no arrow keys: stepping still works from it
    key(screen.getByRole('checkbox', { name: 'switch' }), 'ArrowRight');
    expect(appStore.getState().step).toBe(1);
  });

  it('opens the list with ? and closes it with Esc, returning focus', () => {
    render(<Harness />);
    const opener = screen.getByRole('button', { name: 'press' });
    opener.focus();
    key(opener, '?');
    expect(appStore.getState().showShortcuts).toBe(true);
    const dialog = screen.getByRole('dialog', { hidden: true });
    expect(dialog.hasAttribute('open')).toBe(true);
    key(dialog, 'Escape');
    expect(appStore.getState().showShortcuts).toBe(false);
    expect(document.activeElement).toBe(opener);
    // shortcuts are off while the dialog is open
    act(() => appStore.getState().setShowShortcuts(true));
    key(document.body, 'ArrowRight');
    expect(appStore.getState().step).toBe(0);
  });
});
