/** The presenter deck lives in the app store: useDeck only shares it between windows. */
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useDeck } from '../../src/modes/presenter/useDeck';
import { next } from '../../src/story/deck';
import { SCENES, sceneIndex } from '../../src/story/scenes';
import { appStore } from '../../src/store/store';
import { resetStore } from './helpers';

afterEach(() => {
  cleanup();
  resetStore();
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
    const { getByTestId } = render(<Deck />);
    const at = sceneIndex('fixes');
    expect(appStore.getState().deck.scene).toBe(at);
    expect(getByTestId('scene').textContent).toBe(String(at));
    act(() => step!());
    expect(appStore.getState().deck.scene).toBe(Math.min(at + 1, SCENES.length - 1));
    expect(appStore.getState().deck.rev).toBeGreaterThan(0);
    // a state from elsewhere (another window, via the store) shows here
    act(() => appStore.getState().setDeck({ ...appStore.getState().deck, scene: 0, rev: 1e15 }));
    expect(getByTestId('scene').textContent).toBe('0');
  });

  it('writes the store after rendering, never during a render', () => {
    history.replaceState(null, '', '#/present?scene=fixes');
    let rendering = false;
    let writesInRender = 0;
    const stop = appStore.subscribe(() => {
      if (rendering) writesInRender++;
    });
    function Watched() {
      rendering = true;
      const [deck] = useDeck();
      rendering = false;
      return <p data-testid="watched">{deck.scene}</p>;
    }
    const { getByTestId } = render(<Watched />);
    stop();
    expect(writesInRender).toBe(0);
    // the first picture is already the scene the URL names, and the store has it
    expect(getByTestId('watched').textContent).toBe(String(sceneIndex('fixes')));
    expect(appStore.getState().deck.scene).toBe(sceneIndex('fixes'));
  });
});
