/**
 * F in the speaker view puts the deck's window in full screen (issue #21, point 3).
 *
 * A browser lets a window go full screen only from a key or a click in that same window (a
 * user activation). The speaker view therefore hands its activation to the deck with the
 * message that asks (capability delegation: `postMessage(m, { delegate: 'fullscreen' })`,
 * https://wicg.github.io/capability-delegation/spec.html, on by default in Chromium since
 * 104), and the deck answers whether it is full screen now. Where that cannot work — this
 * speaker view was not opened from the deck (S), the deck was closed, the page is a file://
 * page (delegation needs a target origin, and a file has none), or the browser has no
 * delegation — the speaker view says so: press F in the deck's window.
 */
import { useEffect, useState } from 'react';

const ASK = 'stale-pages:fullscreen';
const DONE = 'stale-pages:fullscreen-done';

/** What the speaker view knows after asking: the deck's answer, or why it could not ask. */
export type FullscreenNote = 'on' | 'off' | 'refused' | 'no-deck';

interface Done {
  type: typeof DONE;
  full: boolean;
  ok: boolean;
}

const isAsk = (m: unknown) =>
  typeof m === 'object' && m !== null && (m as { type?: unknown }).type === ASK;
const isDone = (m: unknown): m is Done =>
  typeof m === 'object' &&
  m !== null &&
  (m as { type?: unknown }).type === DONE &&
  typeof (m as { full?: unknown }).full === 'boolean' &&
  typeof (m as { ok?: unknown }).ok === 'boolean';

/** Full screen on or off in this window; false when the browser refused. */
export async function toggleFullscreenHere(): Promise<boolean> {
  try {
    if (document.fullscreenElement) await document.exitFullscreen();
    else if (document.documentElement.requestFullscreen)
      await document.documentElement.requestFullscreen();
    else return false;
    return true;
  } catch {
    return false;
  }
}

/** The deck's window, if this window was opened from it and it is still open. */
function deckWindow(): Window | null {
  const w = window.opener as Window | null;
  return w && !w.closed ? w : null;
}

/**
 * The speaker view's F: asks the deck, handing it this key's activation. Returns the note to
 * show until the deck answers (null: asked, the answer comes through `useFullscreenAnswers`).
 */
export function askDeckFullscreen(): FullscreenNote | null {
  const deck = deckWindow();
  if (!deck || location.origin === 'null') return 'no-deck';
  try {
    deck.postMessage({ type: ASK }, {
      targetOrigin: location.origin,
      delegate: 'fullscreen',
    } as WindowPostMessageOptions);
    return null;
  } catch {
    // no activation to hand over, or a browser that cannot delegate it
    return 'refused';
  }
}

/** The speaker view: the deck's answers to F, as the note to show. */
export function useFullscreenAnswers(): [
  FullscreenNote | null,
  (note: FullscreenNote | null) => void,
] {
  const [note, setNote] = useState<FullscreenNote | null>(null);
  useEffect(() => {
    const onMessage = (e: MessageEvent<unknown>) => {
      if (e.origin !== location.origin || !isDone(e.data)) return;
      setNote(!e.data.ok ? 'refused' : e.data.full ? 'on' : 'off');
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);
  return [note, setNote];
}

/** The deck: a speaker view it opened asks for full screen; it tries, and answers. */
export function useFullscreenRequests(enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return;
    const onMessage = (e: MessageEvent<unknown>) => {
      if (e.origin !== location.origin || !isAsk(e.data) || !e.source) return;
      const from = e.source as Window;
      void toggleFullscreenHere().then((ok) => {
        const done: Done = { type: DONE, ok, full: document.fullscreenElement !== null };
        from.postMessage(done, { targetOrigin: location.origin });
      });
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [enabled]);
}
