/**
 * The live view says each step the reader takes, through one polite live region: a sentence
 * that changes at every step (the step, the newest word and whose page it came from, the HTTP
 * status and the output check once answered), quiet during Play, said once when Play stops.
 */
import { freshStore, provide } from '../setup/stores';
import type { AppStoreApi } from '../../src/store/store';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLang } from '../../src/i18n';
import { Explainer } from '../../src/modes/explainer/Explainer';
import { lastStep } from '../../src/store/selectors';

let store: AppStoreApi;
beforeEach(() => {
  store = freshStore();
});

// the live view draws on canvases (tested in Chromium); here a stand-in keeps jsdom quiet
vi.mock('../../src/views/stage/StageSlot', () => ({ StageSlot: () => <div>stage</div> }));

function liveView() {
  return screen.getByRole('region', { name: 'Live view of the model' });
}
/** The live regions of the live view that a screen reader would speak from. */
function politeRegions(): HTMLElement[] {
  return [...liveView().querySelectorAll<HTMLElement>('[aria-live]')].filter(
    (e) => e.getAttribute('aria-live') !== 'off',
  );
}

beforeEach(() => history.replaceState(null, '', '#/'));
afterEach(() => {
  cleanup();
});

describe('the live view’s status line', () => {
  it('says a different sentence at each step of scene 1, naming whose page each word came from', () => {
    render(<Explainer />, { wrapper: provide(store) });
    const status = within(liveView()).getByRole('status');
    expect(politeRegions()).toEqual([status]);
    const forward = screen.getByRole('button', { name: 'Step forward' });
    const said: string[] = [];
    for (let i = 0; i < 4; i++) {
      fireEvent.click(forward);
      said.push(status.textContent ?? '');
    }
    expect(new Set(said).size).toBe(4);
    const step = store.getState().step;
    expect(said[3]).toContain(`Step ${step} of ${lastStep(store.getState())}`);
    // scene 1 is the leak: the newest word came from another tenant's page
    expect(
      said.some((s) => /came from a page last written by Tenant [ABC], request [abc]\d/.test(s)),
    ).toBe(true);
    // to the answer: HTTP 200 and a failing output check
    act(() => store.getState().setStep(lastStep(store.getState())));
    expect(status.textContent).toMatch(/HTTP 200; the output check fails/);
  });

  it('stays quiet during Play and says where Play stopped', () => {
    render(<Explainer />, { wrapper: provide(store) });
    const status = within(liveView()).getByRole('status');
    fireEvent.click(screen.getByRole('button', { name: 'Step forward' }));
    const before = status.textContent;
    act(() => store.getState().setPlaying(true));
    const start = store.getState().step;
    for (let i = 1; i <= 3; i++) act(() => store.getState().setStep(start + i));
    expect(status.textContent).toBe(before);
    act(() => store.getState().setPlaying(false));
    expect(status.textContent).toContain(`Step ${start + 3} of`);
  });

  it('speaks French and Dutch', () => {
    act(() => setLang('fr'));
    render(<Explainer />, { wrapper: provide(store) });
    fireEvent.click(screen.getByRole('button', { name: 'Étape suivante' }));
    expect(screen.getByTestId('step-status').textContent).toMatch(/^Étape \d+ sur \d+/);
  });
});
