import type { ReactElement } from 'react';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadBuiltIn } from '../../src/store/actions';
import { keyStepsOf, shownTrace } from '../../src/store/selectors';
import type { AppStoreApi } from '../../src/store/store';
import { ShortcutsDialog } from '../../src/modes/explore/ShortcutsDialog';
import { useShortcuts } from '../../src/modes/explore/useShortcuts';
import { freshStore, provide } from '../setup/stores';
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

let store: AppStoreApi;
const mount = (ui: ReactElement) => render(ui, { wrapper: provide(store) });

beforeEach(async () => {
  store = freshStore();
  await act(() => loadBuiltIn(store, 'incident'));
});
afterEach(cleanup);

describe('keyboard shortcuts', () => {
  it('steps, jumps between key moments, goes to the ends, and plays', () => {
    mount(<Harness />);
    const keys = keyStepsOf(shownTrace(store.getState()));
    key(document.body, 'ArrowRight');
    expect(store.getState().step).toBe(1);
    key(document.body, 'ArrowLeft');
    expect(store.getState().step).toBe(0);
    key(document.body, 'ArrowRight', true);
    expect(store.getState().step).toBe(keys[0]);
    key(document.body, 'ArrowRight', true);
    expect(store.getState().step).toBe(keys[1]);
    key(document.body, 'ArrowLeft', true);
    expect(store.getState().step).toBe(keys[0]);
    key(document.body, 'End');
    expect(store.getState().step).toBe(lastStepOf(shownTrace(store.getState())!));
    key(document.body, 'Home');
    expect(store.getState().step).toBe(0);
    key(document.body, ' ');
    expect(store.getState().playing).toBe(true);
    key(document.body, ' ');
    expect(store.getState().playing).toBe(false);
  });

  it('does nothing while typing in a field or using a list, and leaves Space to buttons', () => {
    mount(<Harness />);
    key(screen.getByRole('textbox', { name: 'text' }), 'ArrowRight');
    key(screen.getByRole('combobox', { name: 'list' }), 'End');
    key(screen.getByRole('textbox', { name: 'text' }), '?');
    expect(store.getState().step).toBe(0);
    expect(store.getState().showShortcuts).toBe(false);
    key(screen.getByRole('button', { name: 'press' }), ' ');
    key(screen.getByRole('checkbox', { name: 'switch' }), ' ');
    expect(store.getState().playing).toBe(false);
    // a checkbox takes no arrow keys: stepping still works from it
    key(screen.getByRole('checkbox', { name: 'switch' }), 'ArrowRight');
    expect(store.getState().step).toBe(1);
  });

  it('opens the list with ? and closes it with Esc, returning focus', () => {
    mount(<Harness />);
    const opener = screen.getByRole('button', { name: 'press' });
    opener.focus();
    key(opener, '?');
    expect(store.getState().showShortcuts).toBe(true);
    const dialog = screen.getByRole('dialog', { hidden: true });
    expect(dialog.hasAttribute('open')).toBe(true);
    key(dialog, 'Escape');
    expect(store.getState().showShortcuts).toBe(false);
    expect(document.activeElement).toBe(opener);
    // shortcuts are off while the dialog is open
    act(() => store.getState().setShowShortcuts(true));
    key(document.body, 'ArrowRight');
    expect(store.getState().step).toBe(0);
  });
});
