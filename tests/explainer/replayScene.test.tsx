/**
 * "Replay this scene in the live view", read through roles and names: a button after each
 * scene's heading (described by that heading) puts its scene in the live view at the scene's
 * moment, moves focus to the view's step buttons and says where the reader now is in a status
 * region; while focus stays in the view, scrolling to another scene does not change the view,
 * and once focus leaves it the view follows the scene the reader scrolled to.
 */
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Explainer } from '../../src/modes/explainer/Explainer';
import { sceneStep } from '../../src/story/drive';
import { SCENES } from '../../src/story/scenes';
import type { AppStoreApi } from '../../src/store/store';
import { freshStore, provide } from '../setup/stores';

// the live view draws on canvases (tested in Chromium); here a stand-in keeps jsdom quiet
vi.mock('../../src/views/stage/StageSlot', () => ({ StageSlot: () => <div>stage</div> }));

/** The scroll as useActiveScene sees it: an IntersectionObserver the test drives. */
let crossing: ((id: string) => void) | null = null;
class FakeObserver {
  constructor(private cb: IntersectionObserverCallback) {
    crossing = (id) => {
      const target = document.querySelector(`[data-scene="${id}"]`)!;
      const others = [...document.querySelectorAll('[data-scene]')].filter((e) => e !== target);
      const entries = [
        ...others.map((t) => ({ target: t, isIntersecting: false })),
        { target, isIntersecting: true },
      ] as unknown as IntersectionObserverEntry[];
      act(() => this.cb(entries, this as unknown as IntersectionObserver));
    };
  }
  observe() {}
  disconnect() {}
}

let store: AppStoreApi;
const mount = (ui: ReactElement) => render(ui, { wrapper: provide(store) });
const NAME = 'Replay this scene in the live view';
const live = () => screen.getByRole('region', { name: 'Live view of the model' });
/** the live view's heading line: "Scene n of 10: title" */
const viewTitle = () => document.querySelector('.sp-aside-title')?.textContent ?? '';

beforeEach(() => {
  store = freshStore();
  history.replaceState(null, '', '#/');
  vi.stubGlobal('IntersectionObserver', FakeObserver);
});
afterEach(() => {
  cleanup();
  crossing = null;
});

describe('replay this scene', () => {
  it('follows each scene’s heading, named for a screen reader and described by the heading', () => {
    mount(<Explainer />);
    const buttons = screen.getAllByRole('button', { name: NAME });
    expect(buttons).toHaveLength(SCENES.length);
    for (const [i, s] of SCENES.entries()) {
      const section = document.getElementById(`scene-${s.id}`)!;
      const button = within(section).getByRole('button', { name: NAME });
      expect(button).toBe(buttons[i]);
      // right after the heading in the section, so the next Tab from the heading's link
      expect(section.querySelector('h2')!.nextElementSibling).toBe(button);
      const title = section.querySelector('h2')!.firstChild!.textContent!.trim();
      expect(within(section).getByRole('button', { name: NAME, description: /./ })).toBe(button);
      expect(button.getAttribute('aria-describedby')).toBe(section.querySelector('h2')!.id);
      expect(title.length).toBeGreaterThan(3);
    }
  });

  it('puts its scene in the view, moves focus to the step buttons and says so', () => {
    mount(<Explainer />);
    const rejection = SCENES.findIndex((s) => s.id === 'rejection');
    const scene = SCENES[rejection]!;
    const section = document.getElementById(`scene-${scene.id}`)!;
    // the reader stepped away from the scene's moment first: the replay starts it again
    act(() => store.getState().setStep(3));
    fireEvent.click(within(section).getByRole('button', { name: NAME }));
    expect(viewTitle()).toMatch(new RegExp(`^Scene ${rejection + 1} of ${SCENES.length}:`));
    expect(store.getState().step).toBe(sceneStep(scene));
    const focused = document.activeElement as HTMLElement;
    expect(focused).toBe(within(live()).getByRole('button', { name: 'Step forward' }));
    const said = screen
      .getAllByRole('status')
      .map((e) => e.textContent ?? '')
      .find((x) => x.startsWith('Live view:'));
    expect(said).toContain(`scene ${rejection + 1} of ${SCENES.length}`);
    expect(said).toContain(`at step ${sceneStep(scene)} of`);
    // the keyboard steps from there, and the status line says each step
    fireEvent.click(focused);
    expect(store.getState().step).toBe(sceneStep(scene) + 1);
    expect(screen.getByTestId('step-status').textContent).toMatch(/^Step /);
  });

  it('holds the scene while focus is in the view, and follows the scroll once it leaves', () => {
    mount(<Explainer />);
    const scene = SCENES[3]!;
    const section = document.getElementById(`scene-${scene.id}`)!;
    fireEvent.click(within(section).getByRole('button', { name: NAME }));
    expect(live().contains(document.activeElement)).toBe(true);
    // the page scrolls (focus moved, a screen reader's cursor reads on): the view stays
    crossing!('stale-pages');
    expect(viewTitle()).toMatch(/^Scene 4 of/);
    // another control of the view keeps the hold
    act(() => within(live()).getByRole('button', { name: 'Step back' }).focus());
    crossing!('status-200');
    expect(viewTitle()).toMatch(/^Scene 4 of/);
    // focus leaves the view: it follows the scene the reader is on now
    act(() => screen.getByRole('link', { name: 'Skip to the article' }).focus());
    expect(viewTitle()).toMatch(/^Scene 7 of/);
    crossing!('fixes');
    expect(viewTitle()).toMatch(/^Scene 8 of/);
  });
});
