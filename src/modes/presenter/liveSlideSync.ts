/**
 * The live slide (L) between the deck and the speaker view: the deck says whether the room sees
 * it (at once, and to a speaker view that opens later), and takes L from the speaker view. The
 * live slide stays the deck's own state (it stands in for the slide it was opened on); this
 * channel only tells and asks.
 */
import { useEffect, useRef, useState } from 'react';

const CHANNEL = 'stale-pages-live-slide';

type Message = { t: 'on'; on: boolean } | { t: 'ask' } | { t: 'toggle' };

function isMessage(v: unknown): v is Message {
  const t = typeof v === 'object' && v !== null ? (v as { t?: unknown }).t : undefined;
  return t === 'on' || t === 'ask' || t === 'toggle';
}

function open(): BroadcastChannel | null {
  return typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);
}

/** The deck's side: tells whether the live slide is up; `toggle` runs on the speaker view's L. */
export function useLiveSlideHost(on: boolean, toggle: () => void, enabled: boolean): void {
  const state = useRef({ on, toggle });
  const channel = useRef<BroadcastChannel | null>(null);
  useEffect(() => {
    state.current = { on, toggle };
    channel.current?.postMessage({ t: 'on', on } satisfies Message);
  }, [on, toggle]);
  useEffect(() => {
    if (!enabled) return;
    const ch = open();
    if (!ch) return;
    channel.current = ch;
    ch.onmessage = (ev: MessageEvent<unknown>) => {
      if (!isMessage(ev.data)) return;
      if (ev.data.t === 'ask') ch.postMessage({ t: 'on', on: state.current.on } satisfies Message);
      else if (ev.data.t === 'toggle') state.current.toggle();
    };
    ch.postMessage({ t: 'on', on: state.current.on } satisfies Message);
    return () => {
      channel.current = null;
      ch.close();
    };
  }, [enabled]);
}

/** The speaker view's side: whether the room sees the live slide, and L for the deck. */
export function useLiveSlideRemote(): [on: boolean, toggle: () => void] {
  const [on, setOn] = useState(false);
  const channel = useRef<BroadcastChannel | null>(null);
  useEffect(() => {
    const ch = open();
    if (!ch) return;
    channel.current = ch;
    ch.onmessage = (ev: MessageEvent<unknown>) => {
      if (isMessage(ev.data) && ev.data.t === 'on') setOn(ev.data.on);
    };
    ch.postMessage({ t: 'ask' } satisfies Message);
    return () => {
      channel.current = null;
      ch.close();
    };
  }, []);
  const toggle = () => channel.current?.postMessage({ t: 'toggle' } satisfies Message);
  return [on, toggle];
}
