/**
 * F in the speaker view puts the deck's window in full screen (issue #21, point 3).
 *
 * A browser lets a window go full screen only from a key or a click in that same window (a
 * user activation). The speaker view therefore hands its activation to the deck with the
 * message that asks (capability delegation: `postMessage(m, { delegate: 'fullscreen' })`,
 * https://wicg.github.io/capability-delegation/spec.html, on by default in Chromium since
 * 104), and the deck answers whether it is full screen now. Where that cannot work — this
 * speaker view was not opened from the deck (S), the deck was closed or shows another screen,
 * the page is a file:// page (delegation needs a target origin, and a file has none), or the
 * browser has no delegation — the speaker view says so: press F in the deck's window.
 */
import { useCallback, useEffect, useRef, useState } from 'react';

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

/** How long the speaker view waits for the deck's answer before saying it cannot reach it. */
export const ANSWER_MS = 2000;

/**
 * Asks the deck, handing it this key's activation. Returns the note to show at once, or null:
 * asked, the answer comes back as a message.
 */
function askDeck(): FullscreenNote | null {
  const deck = deckWindow();
  // a file has no origin to name as the target, and without one nothing can be delegated
  if (!deck || location.protocol === 'file:') return 'no-deck';
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

/**
 * The speaker view's F: `ask` asks the deck; `note` is what to show, from the deck's answers
 * (to F, and whenever its full screen changes after), or 'no-deck' when nothing answered in
 * ANSWER_MS (the deck's window shows another screen, or no longer listens).
 */
export function useDeckFullscreen(): { note: FullscreenNote | null; ask: () => void } {
  const [note, setNote] = useState<FullscreenNote | null>(null);
  const waiting = useRef<ReturnType<typeof setTimeout> | null>(null);
  const stopWaiting = () => {
    if (waiting.current) clearTimeout(waiting.current);
    waiting.current = null;
  };
  useEffect(() => {
    const onMessage = (e: MessageEvent<unknown>) => {
      if (e.origin !== location.origin || e.source !== deckWindow() || !isDone(e.data)) return;
      stopWaiting();
      setNote(!e.data.ok ? 'refused' : e.data.full ? 'on' : 'off');
    };
    window.addEventListener('message', onMessage);
    return () => {
      window.removeEventListener('message', onMessage);
      stopWaiting();
    };
  }, []);
  const ask = useCallback(() => {
    stopWaiting();
    const now = askDeck();
    setNote(now);
    if (now === null) waiting.current = setTimeout(() => setNote('no-deck'), ANSWER_MS);
  }, []);
  return { note, ask };
}

/**
 * The deck: a speaker view of this origin asks for full screen; it tries (one request at a
 * time: a second F while the first is on its way is dropped), answers, and tells the speaker
 * view that asked last whenever its full screen changes later (Esc, F pressed here).
 */
export function useFullscreenRequests(enabled: boolean): void {
  useEffect(() => {
    if (!enabled || location.protocol === 'file:') return;
    let asker: Window | null = null;
    let busy = false;
    const tell = (ok: boolean) => {
      const done: Done = { type: DONE, ok, full: document.fullscreenElement !== null };
      try {
        if (asker && !asker.closed) asker.postMessage(done, { targetOrigin: location.origin });
      } catch {
        // the speaker view went away or moved to another origin: nobody to tell
      }
    };
    const onMessage = (e: MessageEvent<unknown>) => {
      if (e.origin !== location.origin || !isAsk(e.data) || !e.source || busy) return;
      asker = e.source as Window;
      busy = true;
      void toggleFullscreenHere().then((ok) => {
        busy = false;
        tell(ok);
      });
    };
    const onChange = () => {
      if (!busy) tell(true);
    };
    window.addEventListener('message', onMessage);
    document.addEventListener('fullscreenchange', onChange);
    return () => {
      window.removeEventListener('message', onMessage);
      document.removeEventListener('fullscreenchange', onChange);
    };
  }, [enabled]);
}
