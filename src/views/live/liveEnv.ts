/**
 * The browser objects the live stream (src/wire/liveStream.ts) runs on: EventSource, a probe
 * of `npm run live`'s example endpoint, and the channel and lock the tabs of this origin share
 * one connection through. None where there is no server to reach (the offline file).
 */
import type { ChannelLike, SourceLike, StreamEnv } from '../../wire/liveStream';

/** The channel the live views of this origin share. */
export const LIVE_CHANNEL = 'stale-pages-live';

/** Is `npm run live` behind this origin? Its example endpoint answers JSON; a static host answers the app's page (or an error). */
async function probe(): Promise<boolean> {
  try {
    const r = await fetch('/live/examples/long.json?tokens=1&max_new_tokens=1', {
      cache: 'no-store',
    });
    return r.ok && (r.headers.get('content-type') ?? '').includes('application/json');
  } catch {
    return false;
  }
}

/** The browser's objects, or null where no live server can be reached (file:, no EventSource). */
export function browserEnv(): StreamEnv | null {
  if (typeof location === 'undefined' || location.protocol === 'file:') return null;
  if (typeof EventSource === 'undefined') return null;
  const shared = typeof BroadcastChannel !== 'undefined' && typeof navigator !== 'undefined';
  const locks = shared ? ((navigator as { locks?: StreamEnv['locks'] }).locks ?? null) : null;
  return {
    // (the stream calls their handlers with one argument, the event, as the browser does)
    open: (url) => new EventSource(url) as unknown as SourceLike,
    probe,
    channel: locks ? (new BroadcastChannel(LIVE_CHANNEL) as unknown as ChannelLike) : null,
    locks,
  };
}
