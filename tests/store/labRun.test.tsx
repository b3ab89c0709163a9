/**
 * A lab run goes through the store's one way in as a lab run, not as a file: Explore's loaded
 * file is still what "Back to Explore" (the link #/explore?s=file) shows afterwards.
 */
import { freshLabStore, freshStore, provide } from '../setup/stores';
import type { AppStoreApi } from '../../src/store/store';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, beforeEach } from 'vitest';
import { Workbench } from '../../src/modes/lab/Workbench';
import { applyView, loadScenarioText } from '../../src/store/actions';
import { builtIn } from '../../src/store/builtinScenarios';

import { challenge } from '../lab/solutions';
import { askedNow, shownTrace } from '../../src/store/selectors';

let store: AppStoreApi;
beforeEach(() => {
  store = freshStore();
});

afterEach(() => {
  cleanup();
});

describe('a lab run and the file loaded in Explore', { timeout: 30_000 }, () => {
  it('Back to Explore shows the file, not the challenge’s scenario', async () => {
    const file = { ...builtIn('pool-2x')!, name: 'My own file' };
    expect(await loadScenarioText(store, JSON.stringify(file), 'mine.json')).toBe(true);

    const ch = challenge('make-a-leak');
    render(<Workbench challenge={ch} />, { wrapper: provide(store, freshLabStore()) });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Run' }));
      await Promise.resolve();
    });
    await waitFor(() => expect(store.getState().display?.asked?.name).toBe(`lab:${ch.id}`), {
      timeout: 10_000,
    });
    const labScenario = shownTrace(store.getState())!.scenario.name;
    expect(labScenario).not.toBe(file.name);

    // Back to Explore: the URL names the loaded file
    await applyView(store, { s: 'file', fixes: null, pools: {}, step: null, sel: null }, []);
    expect(shownTrace(store.getState())?.scenario.name).toBe(file.name);
    expect(askedNow(store.getState())?.origin).toBe('file');
  });
});
