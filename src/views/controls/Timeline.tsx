/** The scrubber: a native range input named "Timeline", with key moments marked beneath it. */
import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import { t } from '../../i18n';
import { eventLabel } from '../shared/narrate';
import { currentEvent, lastStep, shownTrace } from '../../store/selectors';
import { useApp, useAppStore, useLang } from '../../store/react';
import { lastStepOf, storyRequest, type Trace, type TraceEvent } from '../../engine';
import { lineageCache } from '../shared/lineage';
import { onScrubSettled, scrubTo } from './scrub';
import './story.css';
import '../../i18n/onDemand';

const ALARM = new Set([
  'prefill.reject',
  'decode.reject',
  'prefill.transfer_success',
  'decode.prebuilt',
]);

interface Marker {
  k: number;
  pct: string;
  mine: boolean;
  alarm: boolean;
}

/**
 * The key-moment marks of a trace, for the selected request: per trace, the last few
 * selections. A trace that grows moves every mark (they are placed by its length): its marks
 * are worked out again once it has grown, or has been finished.
 */
const markerCache = new WeakMap<
  Trace,
  { count: number; complete: boolean; bySel: Map<number | null, Marker[]> }
>();
const NO_MARKERS: Marker[] = [];

/**
 * The key events of a trace (those the timeline marks), in trace order, found by a scan that
 * carries on as the trace grows: per trace object, and per run for a live feed's snapshots
 * (../shared/lineage.ts), so that a growing session's marks cost its key events, not all its
 * events, at each update.
 */
const keyCache = new WeakMap<Trace, { scanned: number; keys: TraceEvent[] }>();
const keyRuns = lineageCache<{ scanned: number; keys: TraceEvent[] }>();

function keyEventsOf(trace: Trace): readonly TraceEvent[] {
  let k = keyCache.get(trace);
  if (!k) {
    const from = keyRuns.get(trace);
    k = from ? { scanned: from.scanned, keys: from.keys.slice() } : { scanned: 0, keys: [] };
    keyCache.set(trace, k);
  }
  const events = trace.events;
  for (; k.scanned < events.length; k.scanned++) {
    const e = events[k.scanned]!;
    if (e.key) k.keys.push(e);
  }
  if (trace.complete === false) keyRuns.set(trace, k);
  return k.keys;
}

export function markersOf(trace: Trace | null, selected: number | null): Marker[] {
  const last = trace ? lastStepOf(trace) : 0;
  if (!trace || last === 0) return NO_MARKERS;
  const complete = trace.complete !== false;
  let c = markerCache.get(trace);
  if (!c || c.count !== trace.stepCount || c.complete !== complete)
    markerCache.set(trace, (c = { count: trace.stepCount, complete, bySel: new Map() }));
  const bySel = c.bySel;
  const hit = bySel.get(selected);
  if (hit) return hit;
  // key events come in step order, so a mark's place only grows: those at one place are
  // together, and one plain and one of the selected request's are kept per place (the place
  // worked out once per step; a live session's thousands of key events at every update)
  const out: Marker[] = [];
  let k = -1;
  let pct = '';
  let place = '';
  let plain = false;
  let own = false;
  for (const e of keyEventsOf(trace)) {
    if (e.step !== k) {
      k = e.step;
      pct = ((k / last) * 100).toFixed(1);
      if (pct !== place) {
        place = pct;
        plain = own = false;
      }
    }
    if (plain && (own || selected === null)) continue;
    const mine = selected !== null && e.requests.includes(selected);
    if (mine ? own : plain) continue;
    if (mine) own = true;
    else plain = true;
    const alarm =
      mine &&
      (ALARM.has(e.kind) ||
        (e.kind === 'router.response' &&
          e.data.status === 200 &&
          trace.verdicts[selected]?.correct === false));
    out.push({ k, pct, mine, alarm });
  }
  if (bySel.size >= 4) bySel.delete(bySel.keys().next().value!);
  bySel.set(selected, out);
  return out;
}

/** A new trace's marks (for the request it opens on), worked out before it is shown. */
export function* prepareTimeline(trace: Trace): Generator<void> {
  markersOf(trace, storyRequest(trace));
  yield;
}

export function Timeline() {
  const store = useAppStore();
  const lang = useLang();
  const trace = useApp(shownTrace);
  const stored = useApp((s) => s.step);
  // the value the reader gave the slider, shown until the store has it (./scrub.ts)
  const [asked, setAsked] = useState<number | null>(null);
  useEffect(() => onScrubSettled(store, (v) => setAsked((a) => (a === v ? null : a))), [store]);
  const step = asked ?? stored;
  const last = useApp(lastStep);
  const selected = useApp((s) => s.selected);
  const event = useApp(currentEvent);
  // the marks (hundreds in a large scenario) follow in a render of their own, after the
  // one that shows a new trace or selection; a new trace has none until then
  const marked = useDeferredValue(useMemo(() => ({ trace, selected }), [trace, selected]));
  const markers = useMemo(
    () => (marked.trace === trace ? markersOf(marked.trace, marked.selected) : NO_MARKERS),
    [marked, trace],
  );
  // the key moments (hundreds in a large scenario) drawn as one SVG of at most three paths,
  // made once per trace and selection: one element per mark would give the browser hundreds of
  // positioned boxes to lay out and paint again on every seek
  const marks = useMemo(() => <MarkPaths markers={markers} />, [markers]);
  // while a scrub is pending the store's event is not the thumb's: no label until it lands
  const label = event && trace && asked === null ? eventLabel(event, trace, lang) : '';
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
          aria-valuetext={
            label
              ? t('explore.playback.timelineValue', { step, total: last, label })
              : t('explore.stepOf', { step, total: last })
          }
          onChange={(e) => {
            const v = Number(e.target.value);
            setAsked(v);
            scrubTo(store, v);
          }}
        />
        {marks}
      </div>
      <span className="timeline__pos">{t('explore.stepOf', { step, total: last })}</span>
    </div>
  );
}

/** A vertical tick at each mark's position, in a 1000 × 10 box stretched to the track. */
function ticks(ms: Marker[], top: number): string {
  return ms.map((m) => `M${Number(m.pct) * 10} ${top}V10`).join('');
}

function MarkPaths({ markers }: { markers: Marker[] }) {
  const plain = markers.filter((m) => !m.mine);
  const mine = markers.filter((m) => m.mine && !m.alarm);
  const alarm = markers.filter((m) => m.alarm);
  return (
    <svg
      className="timeline__marks"
      viewBox="0 0 1000 10"
      preserveAspectRatio="none"
      aria-hidden="true"
    >
      {plain.length > 0 && <path className="timeline__ticks" d={ticks(plain, 4)} />}
      {mine.length > 0 && (
        <path className="timeline__ticks timeline__ticks--mine" d={ticks(mine, 0)} />
      )}
      {alarm.length > 0 && (
        <path className="timeline__ticks timeline__ticks--alarm" d={ticks(alarm, 0)} />
      )}
    </svg>
  );
}
