/**
 * The race of issue #8: a scenario run still pending (worker or, in jsdom, a macrotask) must
 * not overwrite the trace a story scene has just shown.
 */
import { freshStore } from '../setup/stores';
import type { AppStoreApi } from '../../src/store/store';
import { beforeEach, describe, expect, it } from 'vitest';
import { loadBuiltIn } from '../../src/store/actions';
import { showScene } from '../../src/story/drive';
import { SCENES } from '../../src/story/scenes';
import { shownTrace } from '../../src/store/selectors';

let store: AppStoreApi;
beforeEach(() => {
  store = freshStore();
});

describe('one way in', () => {
  it('a pending run does not overwrite the trace a scene just showed', async () => {
    const scene = SCENES.find((s) => s.scenario !== 'pool-2x')!;
    const pending = loadBuiltIn(store, 'pool-2x'); // resolves on a later macrotask
    showScene(store, scene);
    const shown = shownTrace(store.getState());
    expect(shown).not.toBeNull();
    expect(await pending).toBe(false); // superseded
    expect(shownTrace(store.getState())).toBe(shown);
  });
});
