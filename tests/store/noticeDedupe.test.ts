import { beforeEach, describe, expect, it } from 'vitest';
import { appStore, initialAppState } from '../../src/store/store';

describe('addNotice', () => {
  beforeEach(() => appStore.setState({ ...initialAppState }));

  it('keeps one notice per bad parameter: same key with other values shows both', () => {
    const s = appStore.getState();
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
    expect(appStore.getState().notices).toHaveLength(2);
  });

  it('replaces an identical notice instead of stacking it', () => {
    const s = appStore.getState();
    s.addNotice({ key: 'explore.run.cancelled', tone: 'info' });
    s.addNotice({ key: 'explore.run.cancelled', tone: 'info' });
    expect(appStore.getState().notices).toHaveLength(1);
  });
});
