/**
 * The talk this window presents (src/story/talk.ts): the built-in one, or the talk file the
 * speaker loaded (a file picker in the speaker view or the deck's footer; `talk=` in the URL
 * for a file served with the deck). The file's text is kept in localStorage: a reload keeps
 * it, and every window of the talk (deck, speaker view, its pictures) follows a load made in
 * another (the `storage` event). A file that no longer validates falls back to the built-in
 * talk and says why.
 */
import { useSyncExternalStore } from 'react';
import type { Problem } from '../../engine';
import { activeTalk, BUILT_IN_TALK, setActiveTalk, talkFrom, type Talk } from '../../story/talk';
import { parseTalk } from '../../story/talkFile';

export const TALK_KEY = 'stale-pages:talk';

const listeners = new Set<() => void>();
let storedProblems: Problem[] = [];
let started = false;

function readStored(): void {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(TALK_KEY);
  } catch {
    /* storage off: the built-in talk */
  }
  storedProblems = [];
  if (!raw) return setActiveTalk(BUILT_IN_TALK);
  let stored: { name?: unknown; text?: unknown };
  try {
    stored = JSON.parse(raw) as typeof stored;
  } catch {
    stored = {};
  }
  const name = typeof stored.name === 'string' ? stored.name : 'talk.json';
  const r = typeof stored.text === 'string' ? parseTalk(stored.text) : null;
  if (r?.ok) return setActiveTalk(talkFrom(r.talk, name));
  storedProblems =
    r && !r.ok ? r.problems : [{ path: '$', message: 'the stored talk is unreadable' }];
  setActiveTalk(BUILT_IN_TALK);
}

function start(): void {
  if (started) return;
  started = true;
  readStored();
  addEventListener('storage', (e: StorageEvent) => {
    if (e.key !== TALK_KEY && e.key !== null) return;
    readStored();
    listeners.forEach((l) => l());
  });
}

function subscribe(l: () => void): () => void {
  start();
  listeners.add(l);
  return () => listeners.delete(l);
}

const snapshot = (): Talk => {
  start();
  return activeTalk();
};

/** The active talk; the component renders again when another is loaded (here or elsewhere). */
export const useTalk = (): Talk => useSyncExternalStore(subscribe, snapshot, snapshot);

/** Why the stored talk file was set aside (empty when it was not). */
export const storedTalkProblems = (): readonly Problem[] => storedProblems;

export type LoadResult = { ok: true; talk: Talk } | { ok: false; problems: Problem[] };

/** Checks a talk file's text and, when it is valid, makes it this window's talk and keeps it. */
export function loadTalkText(text: string, name: string): LoadResult {
  start();
  const r = parseTalk(text);
  if (!r.ok) return r;
  const talk = talkFrom(r.talk, name);
  try {
    localStorage.setItem(TALK_KEY, JSON.stringify({ name, text }));
  } catch {
    /* storage full or off: this window only */
  }
  storedProblems = [];
  setActiveTalk(talk);
  listeners.forEach((l) => l());
  return { ok: true, talk };
}

/** Back to the built-in talk, here and in every window. */
export function clearTalk(): void {
  start();
  try {
    localStorage.removeItem(TALK_KEY);
  } catch {
    /* storage off */
  }
  storedProblems = [];
  setActiveTalk(BUILT_IN_TALK);
  listeners.forEach((l) => l());
}
