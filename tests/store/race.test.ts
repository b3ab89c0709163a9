/**
 * The race of issue #8: a scenario run still pending (worker or, in jsdom, a macrotask) must
 * not overwrite the trace a story scene has just shown.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { loadBuiltIn } from '../../src/store/actions';
import { appStore, initialAppState } from '../../src/store/store';
import { showScene } from '../../src/story/drive';
import { SCENES } from '../../src/story/scenes';
import { shownTrace } from '../../src/store/selectors';

describe('one way in', () => {
  beforeEach(() => appStore.setState({ ...initialAppState }));

  it('a pending run does not overwrite the trace a scene just showed', async () => {
    const scene = SCENES.find((s) => s.scenario !== 'pool-2x')!;
    const pending = loadBuiltIn('pool-2x'); // resolves on a later macrotask
    showScene(scene);
    const shown = shownTrace(appStore.getState());
    expect(shown).not.toBeNull();
    expect(await pending).toBe(false); // superseded
    expect(shownTrace(appStore.getState())).toBe(shown);
  });
});
