/**
 * The steps so far, newest last: each a button that jumps there; key moments marked; the
 * current one (always the last row) highlighted and kept in view by scrolling only the list.
 */
import { useEffect, useRef } from 'react';
import { t, useLang } from '../../i18n';
import { eventLabel } from '../../story/narrate';
import { appStore, useApp } from '../../store/store';
import { goTo } from './playback';

/** The list shows at most this many steps before the current one. */
export const LOG_WINDOW = 200;

/** Hover or keyboard focus on a step lights up its request in every view. */
function focusRequest(request: number | undefined): void {
  appStore.getState().setFocus(request === undefined ? null : { kind: 'request', request });
}

export function EventLog() {
  const lang = useLang();
  const trace = useApp((s) => s.trace);
  const step = useApp((s) => s.step);
  const selected = useApp((s) => s.selected);
  const listRef = useRef<HTMLOListElement>(null);
  const from = Math.max(0, step - LOG_WINDOW + 1);
  useEffect(() => {
    // the current step is always the last row: keep the list scrolled to its end
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [step, trace]);
  if (!trace) return null;
  const events = trace.events.slice(from, step + 1);
  return (
    <section className="panel eventlog" aria-labelledby="eventlog-title">
      <h2 id="eventlog-title" className="panel__title">
        {t('explore.log.title')}
      </h2>
      <p className="panel__hint">{t('explore.log.hint')}</p>
      {from > 0 && <p className="eventlog__hidden">{t('explore.log.hidden', { n: from })}</p>}
      <ol className="eventlog__list" ref={listRef} start={from}>
        {events.map((e) => {
          const cur = e.step === step;
          const mine = selected !== null && e.requests.includes(selected);
          return (
            <li key={e.step} className="eventlog__row">
              <button
                type="button"
                className={`eventlog__item${cur ? ' is-current' : ''}${e.key ? ' is-key' : ''}${mine ? ' is-mine' : ''}`}
                aria-current={cur ? 'step' : undefined}
                onClick={() => goTo(e.step)}
                onMouseEnter={() => focusRequest(e.requests[0])}
                onMouseLeave={() => focusRequest(undefined)}
                onFocus={() => focusRequest(e.requests[0])}
                onBlur={() => focusRequest(undefined)}
              >
                <span className="eventlog__step">{e.step}</span>
                <span className="eventlog__text">{eventLabel(e, trace, lang)}</span>
                {e.key && (
                  <span className="eventlog__key">
                    <span aria-hidden="true">◆</span>
                    <span className="sr-only">{t('explore.log.key')}</span>
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
