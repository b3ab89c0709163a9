/**
 * The presenter deck's state as the store holds it (scene, step, blank, timer). A plain type:
 * the deck's logic (moves, sync between windows) is in src/story/deck.ts, which builds on it.
 */
export interface DeckState {
  /** slide index: a scene, or SCENES.length for the closing slide */
  scene: number;
  /** the clicker build on a live slide (src/story/beats.ts); 0 on a slide without builds */
  beat: number;
  /** step in the scene's trace; null = the beat's (or the scene's) own step */
  step: number | null;
  blank: boolean;
  /** a figure slide shows the live view instead (V, from either window) */
  live: boolean;
  /** the talk's language, so the speaker view can switch the deck's (null: not chosen yet) */
  lang: 'en' | 'fr' | 'nl' | null;
  /** when the talk's timer started (ms since epoch), null before */
  startedAt: number | null;
  /** revision: when this state was made (ms); 0 for a window's initial state */
  rev: number;
}
