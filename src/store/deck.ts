/**
 * The presenter deck's state as the store holds it (scene, step, blank, timer). A plain type:
 * the deck's logic (moves, sync between windows) is in src/story/deck.ts, which builds on it.
 */
export interface DeckState {
  /** scene index */
  scene: number;
  /** step in the scene's trace; null = the scene's own step */
  step: number | null;
  blank: boolean;
  /** when the talk's timer started (ms since epoch), null before */
  startedAt: number | null;
  /** revision: when this state was made (ms); 0 for a window's initial state */
  rev: number;
}
