/**
 * The steps so far, newest last: each a button that jumps there; key moments marked; the
 * current one (always the last row) highlighted and kept in view. Virtualised: rows have one
 * fixed height, only the rows in view are rendered, and the list follows the current step by
 * setting its scroll position in an animation frame (no layout read, so a seek never forces a
 * layout of the page).
 */
import type { AppStoreApi } from '../../store/store';
import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { eventIndexAt, lastStepOf, spanOf, type Trace, type TraceEvent } from '../../engine';
import { t } from '../../i18n';
import { eventLabel } from '../../views/shared/narrate';
import { currentEvent, shownTrace } from '../../store/selectors';
import { useApp, useAppStore, useLang } from '../../store/react';
import { seekTo } from '../../views/controls/playback';

/** Row height in CSS pixels (eventlog.css uses the same). */
export const LOG_ROW = 28;
/** Rows in view. */
export const LOG_ROWS = 10;
const OVERSCAN = 4;
/** The most rows rendered at once (consecutive steps, so their indices modulo this differ). */
const WINDOW = LOG_ROWS + 2 * OVERSCAN;

/** Hover or keyboard focus on a step lights up its request in every view. */
function focusRequest(store: AppStoreApi, request: number | undefined): void {
  store.getState().setFocus(request === undefined ? null : { kind: 'request', request });
}

interface RowProps {
  e: TraceEvent;
  trace: Trace;
  current: boolean;
  mine: boolean;
  label: string;
}

function Row({ e, current, mine, label }: RowProps) {
  const store = useAppStore();
  return (
    <li className="eventlog__row" style={{ height: LOG_ROW }}>
      <button
        type="button"
        className={`eventlog__item${current ? ' is-current' : ''}${e.key ? ' is-key' : ''}${mine ? ' is-mine' : ''}`}
        aria-current={current ? 'step' : undefined}
        onClick={() => seekTo(store, e.step)}
        onMouseEnter={() => focusRequest(store, e.requests[0])}
        onMouseLeave={() => focusRequest(store, undefined)}
        onFocus={() => focusRequest(store, e.requests[0])}
        onBlur={() => focusRequest(store, undefined)}
      >
        <span className="eventlog__step">{e.step}</span>
        <span className="eventlog__text">{label}</span>
        {e.key && (
          <span className="eventlog__key">
            <span aria-hidden="true">◆</span>
            <span className="sr-only">{t('explore.log.key')}</span>
          </span>
        )}
      </button>
    </li>
  );
}

export function EventLog() {
  const lang = useLang();
  const trace = useApp(shownTrace);
  const step = useApp((s) => s.step);
  const current = useApp(currentEvent);
  const selected = useApp((s) => s.selected);
  const listRef = useRef<HTMLDivElement>(null);
  /** where the user scrolled to, for the row count it was made at (a new step follows again) */
  const [scrolled, setScrolled] = useState<{ rows: number; first: number } | null>(null);
  /** the scroll position this component set last (its own scroll events are not the user's) */
  const followed = useRef(-1);
  const idx = trace ? eventIndexAt(trace, step) : -1;
  const rows = idx + 1;
  // follow the current step: the last row at the bottom of the view
  const top = Math.max(0, rows * LOG_ROW - LOG_ROWS * LOG_ROW);
  const first = scrolled && scrolled.rows === rows ? scrolled.first : Math.floor(top / LOG_ROW);
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      followed.current = top;
      if (listRef.current) listRef.current.scrollTop = top;
    });
    return () => cancelAnimationFrame(frame);
  }, [top, trace]);
  if (!trace) return null;
  const from = Math.max(0, first - OVERSCAN);
  const to = Math.min(rows, first + LOG_ROWS + OVERSCAN);
  const shown: TraceEvent[] = [];
  for (let i = from; i < to; i++) {
    const e = trace.events[i]!;
    // inside a decode run, the last row is the current step of that run
    shown.push(i === idx && current && spanOf(e) > 1 ? current : e);
  }
  return (
    <section className="panel eventlog" aria-labelledby="eventlog-title">
      <h2 id="eventlog-title" className="panel__title">
        {t('explore.log.title')}
      </h2>
      <p className="panel__hint">{t('explore.log.hint')}</p>
      <div
        className="eventlog__scroll"
        ref={listRef}
        style={{ height: LOG_ROWS * LOG_ROW }}
        onScroll={(ev) => {
          const at = ev.currentTarget.scrollTop;
          if (Math.abs(at - followed.current) < 1) return;
          setScrolled({ rows, first: Math.floor(at / LOG_ROW) });
        }}
        data-testid="eventlog-scroll"
      >
        <ol
          className="eventlog__list"
          start={from}
          style={
            {
              height: rows * LOG_ROW,
              paddingTop: from * LOG_ROW,
              boxSizing: 'border-box',
              '--step-digits': String(lastStepOf(trace)).length,
            } as CSSProperties
          }
        >
          {/* keyed by the step's index modulo the window: a row keeps its element while its
              step stays in view (keyboard focus stays on the step it is on), and a seek far
              away fills the same elements with other steps (text changes, no new elements) */}
          {shown.map((e, k) => (
            <Row
              key={(from + k) % WINDOW}
              e={e}
              trace={trace}
              current={from + k === idx}
              mine={selected !== null && e.requests.includes(selected)}
              label={eventLabel(e, trace, lang)}
            />
          ))}
        </ol>
      </div>
    </section>
  );
}
