/**
 * The live view's one polite live region: a sentence for each step the reader takes
 * (stepSentence.ts). Quiet while playing (the text stays as it was; Highcharts and the review
 * advise against a queue of announcements that falls behind the picture); when playback
 * stops, the step it stopped at is said once. A new scene (the reader scrolled, or jumped)
 * empties it instead of reading a step the reader did not take: the scene's title says where
 * they are.
 */
import { useEffect, useRef, useState } from 'react';
import { eventAt } from '../../engine';
import { useApp, useLang } from '../../store/react';
import { currentEvent, currentState, shownTrace } from '../../store/selectors';
import { stepSentence } from './stepSentence';

export function StepStatus({ scene }: { scene: string }) {
  const lang = useLang();
  const trace = useApp(shownTrace);
  const state = useApp(currentState);
  const event = useApp(currentEvent);
  const selected = useApp((s) => s.selected);
  const playing = useApp((s) => s.playing);
  const [text, setText] = useState('');
  // what the view showed when the text was last set: a new scene or trace is not a step
  const shown = useRef<{ scene: string; trace: unknown; step: number | null }>({
    scene,
    trace,
    step: event?.step ?? null,
  });
  useEffect(() => {
    const before = shown.current;
    const step = event?.step ?? null;
    if (before.scene !== scene || before.trace !== trace) {
      shown.current = { scene, trace, step };
      setText('');
      return;
    }
    if (playing || step === before.step || !trace || !state || !event) return;
    shown.current = { scene, trace, step };
    const previous = event.step > 0 ? eventAt(trace, event.step - 1) : null;
    setText(stepSentence({ trace, state, event, previous, selected, lang }));
  }, [scene, trace, state, event, selected, playing, lang]);
  return (
    <p className="sr-only" role="status" aria-live="polite" data-testid="step-status">
      {text}
    </p>
  );
}
