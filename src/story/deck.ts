/**
 * The talk's shared state (scene, step, blank screen, timer) and how windows share it over
 * BroadcastChannel('stale-pages'): state, not a stream of events. Every change carries a
 * revision (a timestamp); a window adopts a state only if it is newer than its own. A window
 * that loads or becomes visible again says "hello" and the others answer with their state.
 */
import type { DeckState } from '../store/deck';
import { activeTalk, BUILT_IN_TALK, buildLabels, slideAt } from './talk';

export type { DeckState } from '../store/deck';

export type DeckMessage =
  { type: 'state'; state: DeckState; from: string } | { type: 'hello'; from: string };

export const CHANNEL = 'stale-pages';
/** The built-in talk's slides: one per scene, the family's two, then the closing slide. */
export const SLIDES = BUILT_IN_TALK.slides.length;
/** The active talk's slides (./talk.ts): `scene` in the deck's state is an index into them. */
export const slideCount = () => activeTalk().slides.length;
const last = () => slideCount() - 1;

/** Whether the deck shows the closing slide. */
export const isClosing = (d: Pick<DeckState, 'scene'>) => slideAt(d.scene).kind === 'closing';

/** How many clicker builds a slide has (1 when it has none). */
export function beatsOf(scene: number): number {
  return Math.max(1, buildLabels(slideAt(scene)).length);
}

export function initialDeck(scene = 0): DeckState {
  return {
    scene: clampScene(scene),
    beat: 0,
    step: null,
    blank: false,
    live: false,
    lang: null,
    startedAt: null,
    rev: 0,
  };
}

export function clampScene(n: number): number {
  return Math.max(0, Math.min(last(), Math.round(n)));
}

/** A changed state with a fresh revision (always later than the previous one). */
export function revise(prev: DeckState, patch: Partial<Omit<DeckState, 'rev'>>, now = Date.now()) {
  return { ...prev, ...patch, rev: Math.max(now, prev.rev + 1) };
}

/** A slide at one of its builds (the first unless asked): the step its beat picks. */
export function goTo(prev: DeckState, scene: number, now?: number, beat = 0): DeckState {
  const s = clampScene(scene);
  const b = Math.max(0, Math.min(beatsOf(s) - 1, beat));
  if (s === prev.scene && b === prev.beat && prev.step === null && !prev.blank) return prev;
  const live = s === prev.scene && prev.live;
  return revise(prev, { scene: s, beat: b, step: null, blank: false, live }, now);
}

/** Forward (→ Space PageDown, the clicker): the slide's next build, then the next slide. */
export const next = (d: DeckState, now?: number) =>
  d.beat < beatsOf(d.scene) - 1 ? goTo(d, d.scene, now, d.beat + 1) : goTo(d, d.scene + 1, now);
/** Back (← PageUp): the slide's previous build, then the previous slide at its last build. */
export const prev = (d: DeckState, now?: number) =>
  d.beat > 0
    ? goTo(d, d.scene, now, d.beat - 1)
    : d.scene === 0
      ? goTo(d, 0, now)
      : goTo(d, d.scene - 1, now, beatsOf(d.scene - 1) - 1);
/** The next or previous slide itself, at its first build (the speaker view's scene buttons). */
export const nextSlide = (d: DeckState, now?: number) => goTo(d, d.scene + 1, now);
export const prevSlide = (d: DeckState, now?: number) => goTo(d, d.scene - 1, now);

/** Digit keys: 1–9 jump to slides 1–9, 0 to slide 10. */
export function sceneForDigit(key: string): number | null {
  if (!/^[0-9]$/.test(key)) return null;
  const n = key === '0' ? 10 : Number(key);
  return n - 1 <= last() ? n - 1 : null;
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
    typeof s.beat === 'number' &&
    (s.step === null || typeof s.step === 'number') &&
    typeof s.blank === 'boolean' &&
    typeof s.live === 'boolean' &&
    (s.lang === null || s.lang === 'en' || s.lang === 'fr' || s.lang === 'nl') &&
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
