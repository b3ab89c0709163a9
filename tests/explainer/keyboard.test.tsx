/**
 * The explainer by keyboard, read through roles and names: the skip links come first, inline
 * terms are not Tab stops (they still open on click and stay in the glossary), a jump from the
 * scene list moves focus to the scene's heading (also to the scene the URL already names), and
 * Escape closes a definition wherever focus is, leaving focus on the term.
 */
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Explainer } from '../../src/modes/explainer/Explainer';
import type { ReactElement } from 'react';
import type { AppStoreApi } from '../../src/store/store';
import { freshStore, provide } from '../setup/stores';

let store: AppStoreApi;
const mount = (ui: ReactElement) => render(ui, { wrapper: provide(store) });
beforeEach(() => {
  store = freshStore();
});

// the live view draws on canvases (tested in Chromium); here a stand-in keeps jsdom quiet
vi.mock('../../src/views/stage/StageSlot', () => ({ StageSlot: () => <div>stage</div> }));

/** What Tab reaches, in document order (no layout in jsdom: tabindex and element kind only). */
function tabStops(): HTMLElement[] {
  const sel = 'a[href], button, input, select, textarea, summary, [tabindex]';
  return [...document.querySelectorAll<HTMLElement>(sel)].filter(
    (e) => e.tabIndex >= 0 && !e.hasAttribute('disabled') && !e.closest('[hidden]'),
  );
}

beforeEach(() => history.replaceState(null, '', '#/'));
afterEach(cleanup);

describe('the explainer by keyboard', () => {
  it('opens with a skip link to the article, then one to the live view', () => {
    mount(<Explainer />);
    const [first, second] = tabStops();
    expect(first).toBe(screen.getByRole('link', { name: 'Skip to the article' }));
    expect(second).toBe(screen.getByRole('link', { name: 'Skip to the live view' }));
    fireEvent.click(second!);
    expect(document.activeElement).toBe(
      screen.getByRole('region', { name: 'Live view of the model' }),
    );
    fireEvent.click(first!);
    expect(document.activeElement).toBe(screen.getByRole('article'));
  });

  it('leaves inline terms out of the Tab order; a click still opens one', () => {
    mount(<Explainer />);
    const terms = [...document.querySelectorAll<HTMLElement>('[data-term] > [tabindex]')];
    expect(terms.length).toBeGreaterThan(10);
    expect(tabStops().filter((e) => e.closest('[data-term]'))).toEqual([]);
    const dfn = terms[0]!;
    const tip = document.getElementById(dfn.getAttribute('aria-describedby')!)!;
    fireEvent.pointerDown(dfn);
    act(() => dfn.focus());
    fireEvent.click(dfn);
    expect(tip.hidden).toBe(false);
    expect(screen.getByRole('heading', { name: /glossary/i })).toBeTruthy();
  });

  it('Escape closes a definition opened by hover, and one opened by click keeps focus', () => {
    mount(<Explainer />);
    const span = document.querySelector<HTMLElement>('[data-term]')!;
    const dfn = span.querySelector<HTMLElement>('[tabindex]')!;
    const tip = within(span).getByRole('tooltip', { hidden: true });
    fireEvent.mouseEnter(span);
    expect(tip.hidden).toBe(false);
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(tip.hidden).toBe(true);
    fireEvent.pointerDown(dfn);
    act(() => dfn.focus());
    fireEvent.click(dfn);
    expect(tip.hidden).toBe(false);
    fireEvent.keyDown(dfn, { key: 'Escape' });
    expect(tip.hidden).toBe(true);
    expect(document.activeElement).toBe(dfn);
  });

  it('a scene-list link moves focus to its scene’s heading, also the scene already named', async () => {
    mount(<Explainer />);
    const nav = screen.getByRole('navigation', { name: 'Scenes' });
    const links = within(nav).getAllByRole('link');
    fireEvent.click(links[5]!);
    // jsdom follows the fragment link and sends hashchange
    await waitFor(() =>
      expect(document.activeElement).toBe(
        screen.getByRole('heading', { level: 2, name: /^Stale pages/ }),
      ),
    );
    act(() => links[5]!.blur());
    // the URL now names scene 6: its link changes no hash
    fireEvent.click(links[5]!);
    expect(document.activeElement?.id).toBe('h-stale-pages');
    fireEvent.click(links[0]!);
    await waitFor(() => expect(document.activeElement?.id).toBe('h-what-happened'));
  });
});
