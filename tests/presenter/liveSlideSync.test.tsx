/**
 * The speaker view sees and toggles the deck's live slide (src/modes/presenter/liveSlideSync.ts):
 * a speaker view that opens while the live slide is up learns it at once, a change in the deck
 * reaches it, and its L toggles the deck's slide. Both ends over the BroadcastChannel a browser
 * gives two windows of one origin (Node's, between two channels of one name).
 */
import { act, renderHook, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useLiveSlideHost, useLiveSlideRemote } from '../../src/modes/presenter/liveSlideSync';

/** The deck's side as Presenter uses it: its own state, toggled by its L or the speaker view's. */
function useDeckSide() {
  const [on, setOn] = useState(true);
  const toggle = () => setOn((x) => !x);
  useLiveSlideHost(on, toggle, true);
  return { on, toggle };
}

const mounted: { unmount: () => void }[] = [];
afterEach(() => {
  for (const m of mounted.splice(0)) m.unmount();
});

describe('the live slide between the deck and the speaker view', () => {
  it('the speaker view sees the deck’s live slide, follows its changes and toggles it', async () => {
    const deck = renderHook(useDeckSide);
    mounted.push(deck);
    // opened after the deck: it asks, and learns the live slide is up
    const speaker = renderHook(useLiveSlideRemote);
    mounted.push(speaker);
    await waitFor(() => expect(speaker.result.current[0]).toBe(true));
    // the deck leaves it (its own L): the speaker view follows
    act(() => deck.result.current.toggle());
    await waitFor(() => expect(speaker.result.current[0]).toBe(false));
    // L in the speaker view: the deck shows it again, and says so
    act(() => speaker.result.current[1]());
    await waitFor(() => expect(deck.result.current.on).toBe(true));
    await waitFor(() => expect(speaker.result.current[0]).toBe(true));
  });
});
