/** The presenter deck lives in the app store: useDeck only shares it between windows. */
import { freshStore, provide } from '../setup/stores';
import type { AppStoreApi } from '../../src/store/store';
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, beforeEach } from 'vitest';
import { useDeck } from '../../src/modes/presenter/useDeck';
import { next } from '../../src/story/deck';
import { SCENES, sceneIndex } from '../../src/story/scenes';

let store: AppStoreApi;
beforeEach(() => {
  store = freshStore();
});

afterEach(() => {
  cleanup();
  history.replaceState(null, '', '#/');
});

let step: (() => void) | null = null;
function Deck() {
  const [deck, update] = useDeck();
  step = () => update((d) => next(d));
  return <p data-testid="scene">{deck.scene}</p>;
}

describe('the deck in the store', () => {
  it('starts at the scene the URL names and every change goes through the store', () => {
    history.replaceState(null, '', '#/present?scene=fixes');
    const { getByTestId } = render(<Deck />, { wrapper: provide(store) });
    const at = sceneIndex('fixes');
    expect(store.getState().deck.scene).toBe(at);
    expect(getByTestId('scene').textContent).toBe(String(at));
    act(() => step!());
    expect(store.getState().deck.scene).toBe(Math.min(at + 1, SCENES.length - 1));
    expect(store.getState().deck.rev).toBeGreaterThan(0);
    // a state from elsewhere (another window, via the store) shows here
    act(() => store.getState().setDeck({ ...store.getState().deck, scene: 0, rev: 1e15 }));
    expect(getByTestId('scene').textContent).toBe('0');
  });

  it('writes the store after rendering, never during a render', () => {
    history.replaceState(null, '', '#/present?scene=fixes');
    let rendering = false;
    let writesInRender = 0;
    const stop = store.subscribe(() => {
      if (rendering) writesInRender++;
    });
    function Watched() {
      rendering = true;
      const [deck] = useDeck();
      rendering = false;
      return <p data-testid="watched">{deck.scene}</p>;
    }
    const { getByTestId } = render(<Watched />, { wrapper: provide(store) });
    stop();
    expect(writesInRender).toBe(0);
    // the first picture is already the scene the URL names, and the store has it
    expect(getByTestId('watched').textContent).toBe(String(sceneIndex('fixes')));
    expect(store.getState().deck.scene).toBe(sceneIndex('fixes'));
  });
});
