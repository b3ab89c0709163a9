/**
 * The deck state of this window, shared with the other windows of the talk (presenter,
 * speaker view) over BroadcastChannel. Either window can change it; a window that loads or
 * becomes visible asks for the current state and gets it at once.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import {
  CHANNEL,
  initialDeck,
  isDeckMessage,
  isNewer,
  type DeckMessage,
  type DeckState,
} from '../../story/deck';
import { sceneFromHash } from '../../story/hash';
import { sceneIndex } from '../../story/scenes';

/** This window's id in the channel's messages. */
const WINDOW_ID = `w${Math.random().toString(36).slice(2)}`;

export function useDeck(): [DeckState, (make: (d: DeckState) => DeckState) => void] {
  const [deck, setDeck] = useState<DeckState>(() => {
    const id = sceneFromHash();
    return initialDeck(id ? sceneIndex(id) : 0);
  });
  const ref = useRef(deck);
  const channel = useRef<BroadcastChannel | null>(null);

  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return;
    const ch = new BroadcastChannel(CHANNEL);
    channel.current = ch;
    const post = (m: DeckMessage) => ch.postMessage(m);
    ch.onmessage = (e: MessageEvent<unknown>) => {
      const m = e.data;
      if (!isDeckMessage(m) || m.from === WINDOW_ID) return;
      if (m.type === 'hello') {
        if (ref.current.rev > 0) post({ type: 'state', state: ref.current, from: WINDOW_ID });
        return;
      }
      if (isNewer(m.state, ref.current)) {
        ref.current = m.state;
        setDeck(m.state);
      }
    };
    const hello = () => {
      if (document.visibilityState === 'visible') post({ type: 'hello', from: WINDOW_ID });
    };
    hello();
    document.addEventListener('visibilitychange', hello);
    return () => {
      document.removeEventListener('visibilitychange', hello);
      ch.close();
      channel.current = null;
    };
  }, []);

  const update = useCallback((make: (d: DeckState) => DeckState) => {
    const nextState = make(ref.current);
    if (nextState === ref.current) return;
    ref.current = nextState;
    setDeck(nextState);
    channel.current?.postMessage({ type: 'state', state: nextState, from: WINDOW_ID });
  }, []);

  return [deck, update];
}
