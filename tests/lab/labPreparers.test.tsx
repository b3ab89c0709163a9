/**
 * The lab's results hand their views' preparers to the store, as the Explore screen does, so a
 * lab run's trace is prepared for the pools and the timeline before it is shown.
 */
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LabResults } from '../../src/modes/lab/LabResults';
import { appStore } from '../../src/store/store';
import { preparePoolViews } from '../../src/views/pools/PoolView';
import { prepareTimeline } from '../../src/views/controls/Timeline';
import { resetStore } from '../store/helpers';

afterEach(() => {
  cleanup();
  resetStore();
});

describe('the lab results prepare their views', () => {
  it('hands the pools’ and the timeline’s preparers to the store while mounted', () => {
    appStore.getState().setPreparers([]);
    const view = render(<LabResults name="lab:make-a-leak" />);
    expect(appStore.getState().preparers()).toEqual([preparePoolViews, prepareTimeline]);
    view.unmount();
    expect(appStore.getState().preparers()).toEqual([]);
  });
});
