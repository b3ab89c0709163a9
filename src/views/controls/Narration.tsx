/** The current step in one plain sentence, with its step number and tick. */
import { lastStepOf } from '../../engine';
import { t } from '../../i18n';
import { eventLabel, narrate } from '../shared/narrate';
import { LinkedText } from '../shared/RichText';
import { currentEvent, shownTrace } from '../../store/selectors';
import { useApp, useLang } from '../../store/react';
import './story.css';

/** `live`: false where another region says the step (the explainer's status line). */
export function Narration({ live = true }: { live?: boolean }) {
  const lang = useLang();
  const trace = useApp(shownTrace);
  const event = useApp(currentEvent);
  const playing = useApp((s) => s.playing);
  const sentence = event && trace ? narrate(event, trace, lang) : t('explore.narration.empty');
  return (
    <section className="narration" aria-labelledby="narration-title" data-step={event?.step}>
      <h2 id="narration-title" className="narration__title">
        {t('explore.narration.label')}
        {event && trace && (
          <span className="narration__meta">
            {' · '}
            {t('explore.stepOf', { step: event.step, total: lastStepOf(trace) })}
            {' · '}
            {t('explore.tick', { tick: event.tick })}
            {event.key && (
              <span className="narration__key">
                {' · '}
                <span aria-hidden="true">◆ </span>
                {t('explore.log.key')}
              </span>
            )}
          </span>
        )}
      </h2>
      {event && trace && <p className="narration__label">{eventLabel(event, trace, lang)}</p>}
      <p
        className={`narration__text${event?.key ? ' narration__text--key' : ''}`}
        data-testid="narration"
        aria-live={live && !playing ? 'polite' : 'off'}
      >
        <LinkedText text={sentence} />
      </p>
      {event?.step === 0 && <p className="narration__start">{t('explore.narration.start')}</p>}
    </section>
  );
}
