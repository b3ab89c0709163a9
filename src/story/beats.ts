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
}

export function beat(scene: string, n: number, step: StepPicker, focus?: FocusPicker): BeatSpec {
  const label = `stage.beat.${scene}.${n}` as MessageKey;
  return focus ? { step, focus, label } : { step, label };
}

/** The first moment of the run: nothing sent yet, the pools as they start. */
export const firstStep: StepPicker = () => 0;
