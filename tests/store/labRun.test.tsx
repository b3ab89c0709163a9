/**
 * A lab run goes through the store's one way in as a lab run, not as a file: Explore's loaded
 * file is still what "Back to Explore" (the link #/explore?s=file) shows afterwards.
 */
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Workbench } from '../../src/modes/lab/Workbench';
import { applyView, loadScenarioText } from '../../src/store/actions';
import { builtIn } from '../../src/store/builtinScenarios';
import { appStore } from '../../src/store/store';
import { challenge } from '../lab/solutions';
import { resetStore } from './helpers';
import { askedNow, shownTrace } from '../../src/store/selectors';

afterEach(() => {
  cleanup();
  resetStore();
});

describe('a lab run and the file loaded in Explore', { timeout: 30_000 }, () => {
  it('Back to Explore shows the file, not the challenge’s scenario', async () => {
    const file = { ...builtIn('pool-2x')!, name: 'My own file' };
    expect(await loadScenarioText(JSON.stringify(file), 'mine.json')).toBe(true);

    const ch = challenge('make-a-leak');
    render(<Workbench challenge={ch} />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Run' }));
      await Promise.resolve();
    });
    await waitFor(() => expect(appStore.getState().display?.asked?.name).toBe(`lab:${ch.id}`), {
      timeout: 10_000,
    });
    const labScenario = shownTrace(appStore.getState())!.scenario.name;
    expect(labScenario).not.toBe(file.name);

    // Back to Explore: the URL names the loaded file
    await applyView({ s: 'file', fixes: null, pools: {}, step: null, sel: null }, []);
    expect(shownTrace(appStore.getState())?.scenario.name).toBe(file.name);
    expect(askedNow(appStore.getState())?.origin).toBe('file');
  });
});
