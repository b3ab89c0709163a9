/**
 * The clicker's builds as data: a live slide names its beats (a moment of the trace picked by
 * event kind, what is lit, a label key `stage.beat.<scene>.<n>`); the deck steps through them
 * before moving to the next slide (src/story/deck.ts).
 */
import type { MessageKey } from '../i18n';
import type { FocusPicker, StepPicker } from './steps';

export interface BeatSpec {
  step: StepPicker;
  focus?: FocusPicker;
  label: MessageKey;
  /** the live view's panels at this build, when they differ from the scene's */
  panels?: readonly ('response' | 'pools' | 'request')[];
}

export function beat(
  scene: string,
  n: number,
  step: StepPicker,
  more: Pick<BeatSpec, 'focus' | 'panels'> = {},
): BeatSpec {
  return { step, label: `stage.beat.${scene}.${n}` as MessageKey, ...more };
}

/** The first moment of the run: nothing sent yet, the pools as they start. */
export const firstStep: StepPicker = () => 0;
