/**
 * The talk's shared state (scene, step, blank screen, timer) and how windows share it over
 * BroadcastChannel('stale-pages'): state, not a stream of events. Every change carries a
 * revision (a timestamp); a window adopts a state only if it is newer than its own. A window
 * that loads or becomes visible again says "hello" and the others answer with their state.
 */
import type { DeckState } from '../store/deck';
import { SCENES } from './scenes';

export type { DeckState } from '../store/deck';

export type DeckMessage =
  { type: 'state'; state: DeckState; from: string } | { type: 'hello'; from: string };

export const CHANNEL = 'stale-pages';
const LAST = SCENES.length - 1;

export function initialDeck(scene = 0): DeckState {
  return { scene: clampScene(scene), step: null, blank: false, startedAt: null, rev: 0 };
}

export function clampScene(n: number): number {
  return Math.max(0, Math.min(LAST, Math.round(n)));
}

/** A changed state with a fresh revision (always later than the previous one). */
export function revise(prev: DeckState, patch: Partial<Omit<DeckState, 'rev'>>, now = Date.now()) {
  return { ...prev, ...patch, rev: Math.max(now, prev.rev + 1) };
}

export function goTo(prev: DeckState, scene: number, now?: number): DeckState {
  const s = clampScene(scene);
  if (s === prev.scene && prev.step === null && !prev.blank) return prev;
  return revise(prev, { scene: s, step: null, blank: false }, now);
}

export const next = (d: DeckState, now?: number) => goTo(d, d.scene + 1, now);
export const prev = (d: DeckState, now?: number) => goTo(d, d.scene - 1, now);

/** Digit keys: 1–9 jump to scenes 1–9, 0 to scene 10. */
export function sceneForDigit(key: string): number | null {
  if (!/^[0-9]$/.test(key)) return null;
  const n = key === '0' ? 10 : Number(key);
  return n - 1 <= LAST ? n - 1 : null;
}

/** Whether an incoming state should replace ours. */
export function isNewer(incoming: DeckState, ours: DeckState): boolean {
  return incoming.rev > ours.rev;
}

export function isDeckMessage(v: unknown): v is DeckMessage {
  if (typeof v !== 'object' || v === null) return false;
  const m = v as { type?: unknown; from?: unknown; state?: unknown };
  if (typeof m.from !== 'string') return false;
  if (m.type === 'hello') return true;
  if (m.type !== 'state' || typeof m.state !== 'object' || m.state === null) return false;
  const s = m.state as Partial<DeckState>;
  return (
    typeof s.scene === 'number' &&
    (s.step === null || typeof s.step === 'number') &&
    typeof s.blank === 'boolean' &&
    (s.startedAt === null || typeof s.startedAt === 'number') &&
    typeof s.rev === 'number'
  );
}

/** Elapsed time as H:MM:SS or M:SS. */
export function formatElapsed(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const mm = h > 0 ? String(m).padStart(2, '0') : String(m);
  return `${h > 0 ? `${h}:` : ''}${mm}:${String(s).padStart(2, '0')}`;
}
