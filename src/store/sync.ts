/**
 * Keeps the URL hash and the store in step while the explore screen is shown.
 * Jumps (a new `store.jumps` count) add a history entry; stepping and playing replace the
 * current one, at most every REPLACE_EVERY_MS (browsers throttle rapid history writes).
 * Back/Forward (popstate/hashchange) restore the view the entry holds through an action
 * (`applyView`). The sync only reads the store otherwise: writing the URL never writes the
 * store, so there is no loop between them.
 */
import {
  currentHash,
  formatHash,
  onHashChange,
  pushHash,
  replaceHash,
  splitHash,
} from '../nav/hash';
import { applyView } from './actions';
import { syncLangFromUrl } from './lang';
import { selectedId } from './selectors';
import type { AppStoreApi } from './store';
import { decodeView, encodeView } from './url';

const REPLACE_EVERY_MS = 250;

/**
 * The hash the store's current view would have, or null while nothing is shown or a run is
 * in flight (the hash then keeps the view on screen until the new one is).
 */
export function hashFor(store: AppStoreApi, route: string): string | null {
  const s = store.getState();
  const { display } = s;
  if (!display || s.request) return null;
  const { asked } = display;
  const q = encodeView(
    {
      s: asked.origin === 'file' ? 'file' : asked.name,
      config: display.scenario.config,
      step: s.step,
      sel: selectedId(s),
    },
    asked.base.config,
  );
  return formatHash(route, `${q}${s.lang !== 'en' ? `&lang=${s.lang}` : ''}`);
}

export function startUrlSync(store: AppStoreApi, route = '/explore'): () => void {
  let applying = false;
  let current = currentHash();
  let pendingReplace: string | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let stopped = false;
  /** the store's jump count the last write saw: a higher one asks for a history entry */
  let seenJumps = store.getState().jumps;

  /** history entries asked for, written in order after the current task */
  const pendingPushes: string[] = [];
  /** writes only while the URL still shows this route (a link may have left it meanwhile) */
  const here = () => !stopped && splitHash(currentHash()).path === route;
  const pushPending = () => {
    for (const hash of pendingPushes.splice(0)) if (here()) pushHash(hash);
  };
  /** forgets what was not written yet (the user navigated: their entry wins) */
  const drop = () => {
    pendingPushes.length = 0;
    if (timer) clearTimeout(timer);
    timer = null;
    pendingReplace = null;
  };

  const flush = () => {
    // an entry asked for earlier goes first, so a replace never lands on the entry before it
    pushPending();
    if (timer) clearTimeout(timer);
    timer = null;
    if (pendingReplace !== null && here()) replaceHash(pendingReplace);
    pendingReplace = null;
  };

  const write = (forceReplace = false) => {
    if (applying || stopped) return;
    const hash = hashFor(store, route);
    if (hash === null) return;
    const jumped = store.getState().jumps !== seenJumps;
    seenJumps = store.getState().jumps;
    if (hash === current) return;
    current = hash;
    if (jumped && !forceReplace) {
      flush();
      // in a task of its own: a history write can wait on the browser process (80 ms seen on a
      // loaded machine), and this one runs inside the render that shows the new step or trace
      pendingPushes.push(hash);
      setTimeout(pushPending, 0);
      return;
    }
    pendingReplace = hash;
    if (forceReplace) flush();
    else timer ??= setTimeout(flush, REPLACE_EVERY_MS);
  };

  const apply = async () => {
    applying = true;
    try {
      const { view, problems } = decodeView(splitHash(currentHash()).query);
      syncLangFromUrl(store);
      await applyView(store, view, problems);
    } finally {
      applying = false;
      current = currentHash();
      write(true);
    }
  };

  const onNavigate = () => {
    const hash = currentHash();
    if (hash === current) return;
    // Back/Forward or a link: a write still pending would land on top of where the user went
    drop();
    if (splitHash(hash).path !== route) return;
    current = hash;
    void apply();
  };

  const unsubscribe = store.subscribe(() => write());
  const unlisten = onHashChange(onNavigate);
  void apply();
  return () => {
    flush();
    stopped = true;
    unsubscribe();
    unlisten();
  };
}
