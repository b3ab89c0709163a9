/**
 * The lab's results hand their views' preparers to the store, as the Explore screen does, so a
 * lab run's trace is prepared for the pools and the timeline before it is shown.
 */
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { LabResults } from '../../src/modes/lab/LabResults';
import { preparePoolViews } from '../../src/views/pools/PoolView';
import { prepareTimeline } from '../../src/views/controls/Timeline';
import { freshStore, provide } from '../setup/stores';

afterEach(cleanup);

describe('the lab results prepare their views', () => {
  it('hands the pools’ and the timeline’s preparers to the store while mounted', () => {
    const store = freshStore();
    store.getState().setPreparers([]);
    const view = render(<LabResults name="lab:make-a-leak" />, { wrapper: provide(store) });
    expect(store.getState().preparers()).toEqual([preparePoolViews, prepareTimeline]);
    view.unmount();
    expect(store.getState().preparers()).toEqual([]);
  });
});
