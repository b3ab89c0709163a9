/** The scrubber: a native range input named "Timeline", with key moments marked beneath it. */
import { useMemo } from 'react';
import { t } from '../../i18n';
import { eventLabel } from '../shared/narrate';
import { currentEvent, lastStep } from '../../store/selectors';
import { appStore } from '../../store/store';
import { useApp, useLang } from '../../store/react';

const ALARM = new Set([
  'prefill.reject',
  'decode.reject',
  'prefill.transfer_success',
  'decode.prebuilt',
]);

export function Timeline() {
  const lang = useLang();
  const trace = useApp((s) => s.trace);
  const step = useApp((s) => s.step);
  const last = useApp(lastStep);
  const selected = useApp((s) => s.selected);
  const event = useApp(currentEvent);
  const markers = useMemo(() => {
    if (!trace || last === 0) return [];
    const seen = new Set<string>();
    return trace.events.flatMap((e) => {
      if (!e.key) return [];
      const k = e.step;
      const pct = ((k / last) * 100).toFixed(1);
      const mine = selected !== null && e.requests.includes(selected);
      const id = `${pct}${mine ? '*' : ''}`;
      if (seen.has(id)) return [];
      seen.add(id);
      const alarm =
        mine &&
        (ALARM.has(e.kind) ||
          (e.kind === 'router.response' &&
            e.data.status === 200 &&
            trace.verdicts[selected]?.correct === false));
      return [{ k, pct, mine, alarm }];
    });
  }, [trace, last, selected]);
  const label = event && trace ? eventLabel(event, trace, lang) : '';
  return (
    <div className="timeline">
      <label className="timeline__label" htmlFor="timeline-input">
        {t('explore.playback.timeline')}
      </label>
      <div className="timeline__track">
        <input
          id="timeline-input"
          className="timeline__input"
          type="range"
          min={0}
          max={last}
          step={1}
          value={step}
          disabled={!trace}
          aria-valuetext={t('explore.playback.timelineValue', { step, total: last, label })}
          onChange={(e) => appStore.getState().setStep(Number(e.target.value))}
        />
        <div className="timeline__marks" aria-hidden="true">
          {markers.map((m) => (
            <span
              key={`${m.k}${m.mine ? '*' : ''}`}
              className={`timeline__mark${m.mine ? ' timeline__mark--mine' : ''}${m.alarm ? ' timeline__mark--alarm' : ''}`}
              style={{ left: `${m.pct}%` }}
            />
          ))}
        </div>
      </div>
      <span className="timeline__pos">{t('explore.stepOf', { step, total: last })}</span>
    </div>
  );
}
