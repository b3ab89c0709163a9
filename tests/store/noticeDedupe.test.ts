import { freshStore } from '../setup/stores';
import type { AppStoreApi } from '../../src/store/store';
import { beforeEach, describe, expect, it } from 'vitest';

let store: AppStoreApi;
beforeEach(() => {
  store = freshStore();
});

describe('addNotice', () => {
  it('keeps one notice per bad parameter: same key with other values shows both', () => {
    const s = store.getState();
    s.addNotice({
      key: 'explore.url.unknownScenario',
      vars: { name: 'x', fallback: 'y' },
      tone: 'warning',
    });
    s.addNotice({
      key: 'explore.url.unknownScenario',
      vars: { name: 'z', fallback: 'y' },
      tone: 'warning',
    });
    expect(store.getState().notices).toHaveLength(2);
  });

  it('replaces an identical notice instead of stacking it', () => {
    const s = store.getState();
    s.addNotice({ key: 'explore.run.cancelled', tone: 'info' });
    s.addNotice({ key: 'explore.run.cancelled', tone: 'info' });
    expect(store.getState().notices).toHaveLength(1);
  });
});
