/**
 * The deck state of this window lives in the app store (`deck`); this hook shares it with the
 * other windows of the talk (presenter, speaker view) over BroadcastChannel. Either window can
 * change it; a window that loads or becomes visible asks for the current state and gets it at
 * once. A deck screen that mounts starts at the scene its URL names.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import {
  CHANNEL,
  initialDeck,
  isDeckMessage,
  isNewer,
  type DeckMessage,
  type DeckState,
} from '../../story/deck';
import { hashParams, onHashChange } from '../../nav/hash';
import { sceneFromHash } from '../../story/hash';
import { slideIndex } from '../../story/talk';
import { useApp, useAppStore } from '../../store/react';

/** This window's id in the channel's messages. */
const WINDOW_ID = `w${Math.random().toString(36).slice(2)}`;

/**
 * The deck a URL names: its scene (in the active talk), or `slide=`: a preview's index, or the
 * id of a slide that is no scene (title, family, closing: the deck writes it, so that a reload
 * stays there); and `beat=`.
 */
export function deckFromHash(): DeckState {
  const q = hashParams();
  const id = sceneFromHash();
  const named = q.get('slide');
  const index = named === null ? -1 : /^\d+$/.test(named) ? Number(named) : slideIndex(named);
  const slide = index >= 0 ? index : Math.max(0, slideIndex(id));
  const d = initialDeck(Number.isFinite(slide) ? slide : 0);
  return { ...d, beat: Math.max(0, Number(q.get('beat')) || 0), live: q.get('live') === '1' };
}

/** `shared: false` (a preview in the speaker view): the URL's deck only, never the channel. */
export function useDeck({ shared = true } = {}): [
  DeckState,
  (make: (d: DeckState) => DeckState) => void,
] {
  const store = useAppStore();
  // a screen that mounts starts where its URL says (as each deck screen always has): worked
  // out during the first render, written to the store after it (before the first paint),
  // and shown from the first render on
  const [initial] = useState(deckFromHash);
  /** the store's deck before this screen mounted: until it changes, this screen shows its own */
  const [before] = useState(() => store.getState().deck);
  useLayoutEffect(() => store.getState().setDeck(initial), [initial, store]);
  const stored = useApp((s) => s.deck);
  const deck = stored === before ? initial : stored;
  const channel = useRef<BroadcastChannel | null>(null);

  useEffect(() => {
    if (!shared) {
      // a preview follows its URL; a change made before this listener existed is read now
      const follow = () => store.getState().setDeck(deckFromHash());
      follow();
      return onHashChange(follow);
    }
    if (typeof BroadcastChannel === 'undefined') return;
    const ch = new BroadcastChannel(CHANNEL);
    channel.current = ch;
    const post = (m: DeckMessage) => ch.postMessage(m);
    ch.onmessage = (e: MessageEvent<unknown>) => {
      const m = e.data;
      if (!isDeckMessage(m) || m.from === WINDOW_ID) return;
      if (m.type === 'hello') {
        if (store.getState().deck.rev > 0)
          post({ type: 'state', state: store.getState().deck, from: WINDOW_ID });
        return;
      }
      if (!isNewer(m.state, store.getState().deck)) return;
      store.getState().setDeck(m.state);
      // the talk's language follows the window that chose it last (no reload)
      if (m.state.lang && m.state.lang !== store.getState().lang)
        store.getState().setLang(m.state.lang);
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
  }, [shared, store]);

  const update = useCallback(
    (make: (d: DeckState) => DeckState) => {
      const nextState = make(store.getState().deck);
      if (nextState === store.getState().deck) return;
      store.getState().setDeck(nextState);
      channel.current?.postMessage({ type: 'state', state: nextState, from: WINDOW_ID });
    },
    [store],
  );

  return [deck, update];
}
