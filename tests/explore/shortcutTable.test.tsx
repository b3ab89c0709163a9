/**
 * One keyboard table per mode: the `?` list shows exactly the explore table's entries, each
 * key in the table does what the table says, and every mode uses the same typing rule.
 */
import type { ReactElement } from 'react';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { t } from '../../src/i18n';
import { PRESENTER_SHORTCUTS } from '../../src/modes/presenter/usePresenterKeys';
import { POOL_MAP_SHORTCUTS } from '../../src/views/pools/PoolView';
import type { AppStoreApi } from '../../src/store/store';
import { ShortcutsDialog } from '../../src/modes/explore/ShortcutsDialog';
import { EXPLORE_SHORTCUTS } from '../../src/modes/explore/shortcuts';
import { isTypingTarget, matchShortcut, type KeyLike } from '../../src/views/shared/keys';
import { freshStore, provide } from '../setup/stores';

const press = (key: string, over: Partial<KeyLike> = {}): KeyLike => ({
  key,
  shiftKey: false,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  target: document.body,
  ...over,
});

let store: AppStoreApi;
const mount = (ui: ReactElement) => render(ui, { wrapper: provide(store) });

beforeEach(() => {
  store = freshStore();
});
afterEach(cleanup);

describe('the explore table drives the ? list', () => {
  it('lists exactly the table entries, in order, with their captions', () => {
    mount(<ShortcutsDialog />);
    act(() => store.getState().setShowShortcuts(true));
    const rows = within(screen.getByRole('dialog', { hidden: true }))
      .getAllByRole('row', { hidden: true })
      .map((r) => [r.querySelector('th')!.textContent, r.querySelector('td')!.textContent]);
    expect(rows).toEqual(EXPLORE_SHORTCUTS.map((s) => [t(s.help!.keys), t(s.help!.does)]));
    expect(EXPLORE_SHORTCUTS.every((s) => s.help)).toBe(true);
  });

  it('Esc closes the list through the table entry marked inDialog', () => {
    mount(<ShortcutsDialog />);
    act(() => store.getState().setShowShortcuts(true));
    act(() => {
      fireEvent.keyDown(screen.getByRole('dialog', { hidden: true }), { key: 'Escape' });
    });
    expect(store.getState().showShortcuts).toBe(false);
  });

  it('every binding in the table matches its own entry', () => {
    for (const [table, name] of [
      [EXPLORE_SHORTCUTS, 'explore'],
      [PRESENTER_SHORTCUTS, 'presenter'],
      [POOL_MAP_SHORTCUTS, 'pool map'],
    ] as const) {
      for (const s of table)
        for (const b of s.keys) {
          const hit = matchShortcut(
            table,
            press(b.key, { shiftKey: b.shift ?? false }),
            !!s.inDialog,
          );
          expect(hit, `${name} ${s.id} ${b.key}`).toEqual({ id: s.id, arg: b.arg ?? 0 });
        }
    }
  });
});

describe('one "is the user typing" rule', () => {
  it('leaves text fields, lists and editable text alone in every mode', () => {
    const text = document.createElement('input');
    const select = document.createElement('select');
    const box = Object.assign(document.createElement('input'), { type: 'checkbox' });
    const area = document.createElement('textarea');
    expect([text, select, area].map(isTypingTarget)).toEqual([true, true, true]);
    expect(isTypingTarget(box)).toBe(false);
    for (const table of [EXPLORE_SHORTCUTS, PRESENTER_SHORTCUTS]) {
      expect(matchShortcut(table, press('ArrowRight', { target: text }))).toBeNull();
      expect(matchShortcut(table, press('ArrowRight', { target: box }))).not.toBeNull();
      expect(matchShortcut(table, press('ArrowRight', { ctrlKey: true }))).toBeNull();
    }
  });

  it('Space is left to a focused button on the explore screen', () => {
    const button = document.createElement('button');
    expect(matchShortcut(EXPLORE_SHORTCUTS, press(' ', { target: button }))).toBeNull();
    expect(matchShortcut(EXPLORE_SHORTCUTS, press(' '))).toEqual({ id: 'play', arg: 0 });
  });
});
