/** The presenter shows a scene's figure full size: scaled to fit, V toggles the live view. */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Presenter } from '../../src/modes/presenter/Presenter';
import { fitScale } from '../../src/modes/presenter/SlideFigure';
import { SCENES } from '../../src/story/scenes';
import type { ReactElement } from 'react';
import type { AppStoreApi } from '../../src/store/store';
import { freshStore, provide } from '../setup/stores';

let store: AppStoreApi;
const mount = (ui: ReactElement) => render(ui, { wrapper: provide(store) });
beforeEach(() => {
  store = freshStore();
});

afterEach(() => {
  cleanup();
  history.replaceState(null, '', '#/');
});

describe('a figure on a slide', () => {
  it('picks the layout width that lets the figure grow largest, capped', () => {
    // a tall figure: wider layouts are shorter, so the widest fits a short screen best
    const box = { w: 1800, h: 800 };
    const at = [
      { w: 640, h: 2400 },
      { w: 1040, h: 1300 },
      { w: 1680, h: 900 },
    ];
    expect(fitScale(box, at)).toEqual({ width: 1680, scale: 800 / 900 });
    // a small figure is not blown up beyond the cap
    expect(fitScale(box, [{ w: 640, h: 100 }]).scale).toBe(1.8);
  });

  it('shows the scene’s figure instead of the live view, and V switches', () => {
    const withFigure = SCENES.findIndex((s) => (s.extras ?? []).includes('poolZoom'));
    history.replaceState(null, '', `#/present?scene=${SCENES[withFigure]!.id}`);
    mount(<Presenter />);
    const view = screen.getByTestId('story-stage');
    expect(view.getAttribute('data-view')).toBe('figure');
    expect(screen.getByTestId('pool-zoom-figure')).toBeTruthy();
    // no "Open in Explore" links on a slide
    expect(view.querySelectorAll('.sp-open-explore')).toHaveLength(0);
    act(() => {
      fireEvent.keyDown(window, { key: 'v' });
    });
    expect(view.getAttribute('data-view')).toBe('live');
    expect(screen.queryByTestId('pool-zoom-figure')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /Figure/ }));
    expect(view.getAttribute('data-view')).toBe('figure');
  });

  it('shows the live view on a scene without a figure', () => {
    const plain = SCENES.find((s) => (s.extras ?? []).length === 0)!;
    history.replaceState(null, '', `#/present?scene=${plain.id}`);
    mount(<Presenter />);
    expect(screen.getByTestId('story-stage').getAttribute('data-view')).toBe('live');
  });
});
