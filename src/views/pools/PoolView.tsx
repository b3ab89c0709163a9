/**
 * One node's KV pool, every page at real scale on a canvas (see poolCanvas.ts), with a
 * legend, a tooltip for the page under the pointer or the keyboard cursor, zoom controls and
 * a visually hidden summary announced once per step.
 */
import { useContext, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import type { NodeName } from '../../engine';
import { tv } from '../shared/format';
import { useApp, useLang } from '../../store/react';
import { atStep } from '../../store/selectors';
import type { TracePreparer } from '../../store/prepare';
import { preparePools } from './prepared';
import { linkedTargets, NOTHING } from '../shared/linked';
import { createOverlayMemo } from './overlayMemo';
import { pageInfo, pageInfoLines } from './pageInfo';
import { regionSentence } from './cursorRegion';
import { createPageStatesMemo } from './pageStatesMemo';
import type { PoolCanvasHandle } from './poolCanvas';
import { POOL_MAP_SHORTCUTS, ZOOM_STEP, poolMapActions } from './poolMapKeys';
import { PoolLegend } from './PoolLegend';
import { createSummaryMemo } from './summary';
import { getTraceModel } from '../shared/traceModel';
import { makePoolSelector } from './poolSelector';
import { NO_TIP, tipPlacement, type Tip } from './tooltip';
import { useThemeKey } from './useThemeKey';
import { PoolSummaryLive } from './summaryLive';
import { runShortcut } from '../shared/keys';
import './pools.css';
import { loadPoolCanvas } from './loadPoolCanvas';

/** A new trace's first pool pictures, computed in slices before it is shown (the screen hands it to the store). */
export const preparePoolViews: TracePreparer = (trace, step) =>
  preparePools(trace, step, (t, s) => atStep(t, s).state);

const EMPTY: never[] = [];

export { POOL_MAP_SHORTCUTS } from './poolMapKeys';

export function PoolView({ node }: { node: NodeName }) {
  const selectPool = useMemo(() => makePoolSelector(node), [node]);
  const slice = useApp(selectPool);
  const focus = useApp((s) => s.focus);
  // quiet during Play (6-8 summaries a second queued) and where another region speaks
  const playing = useApp((s) => s.playing);
  const summaryLive = useContext(PoolSummaryLive);
  const themeKey = useThemeKey();
  const coreRef = useRef<PoolCanvasHandle | null>(null);
  const [memo] = useState(createPageStatesMemo);
  const [overlays] = useState(createOverlayMemo);
  const [summaryOf] = useState(createSummaryMemo);
  const [tip, setTip] = useState<Tip | null>(null);
  const [keyboard, setKeyboard] = useState(false);
  const [cursor, setCursor] = useState<Tip>(NO_TIP);
  const summaryId = useId();

  const trace = slice?.trace ?? null;
  const state = slice?.state ?? null;
  const model = trace ? getTraceModel(trace) : null;
  const nodeState = slice?.node ?? null;
  const requests = state?.requests ?? EMPTY;
  const leaks = slice?.leaks ?? EMPTY;
  const pageStates = useMemo(
    () => (nodeState && model ? memo(nodeState, requests, model.requestTenant, leaks) : null),
    [memo, nodeState, requests, model, leaks],
  );
  const linked = useMemo(
    () => (trace && state ? linkedTargets(trace, state, focus) : NOTHING),
    [trace, state, focus],
  );
  const { highlight, markers, placeholders } = useMemo(
    () => overlays(linked.pages[node], nodeState),
    [overlays, linked, node, nodeState],
  );

  // The D3/canvas core is made once per host element and kept in a ref; React never renders
  // inside the host. The host exists only once there is a trace (the empty state has none),
  // so it is tracked with a callback ref and the core follows it: made when the host
  // appears, destroyed when it goes. The core is loaded on demand (D3 and the painter stay
  // out of the initial bundle).
  const [host, setHost] = useState<HTMLDivElement | null>(null);
  const [core, setCore] = useState<PoolCanvasHandle | null>(null);
  useEffect(() => {
    if (!host) return;
    let made: PoolCanvasHandle | null = null;
    let cancelled = false;
    void loadPoolCanvas().then(({ createPoolCanvas }) => {
      if (cancelled) return;
      const c = createPoolCanvas(host, {
        onHover: (page, x, y, width, height) =>
          setTip(page > 0 ? { page, x, y, width, height } : null),
        onView: () => setCursor(c.cursor()),
      });
      made = c;
      coreRef.current = c;
      setCore(c);
    });
    return () => {
      cancelled = true;
      if (!made) return;
      made.destroy();
      if (coreRef.current === made) coreRef.current = null;
      setCore(null);
      setTip(null);
    };
  }, [host]);

  useLayoutEffect(() => {
    if (!pageStates || !core) return;
    core.update({
      states: pageStates,
      themeKey,
      placeholders,
      markers,
      highlight,
      cursor: keyboard ? cursor.page : 0,
      dirtySince: memo.dirtySince,
    });
  }, [core, memo, pageStates, themeKey, placeholders, markers, highlight, keyboard, cursor]);

  // announced when the pool changes (a new version of its states), not per frame or highlight
  const summary =
    nodeState && model && pageStates ? summaryOf(nodeState, requests, pageStates, model) : '';
  const lang = useLang();
  // the legend is memoised: it re-renders when the language or its strings change (a language's
  // strings can arrive after the language is chosen: a link with lang=fr showed English)
  const dictionaries = useApp((s) => s.dictionaries);
  const tenants = useMemo(
    () => model?.tenantNames.map((name, i) => ({ name, letter: model.tenantLetters[i]! })) ?? [],
    [model],
  );

  // the keyboard cursor speaks the region under it when it moves (not when the pool changes
  // under a still cursor: Play would read it out at every step)
  const latest = useRef({ pageStates, model, nodeState, requests });
  useLayoutEffect(() => {
    latest.current = { pageStates, model, nodeState, requests };
  });
  const [spoken, setSpoken] = useState('');
  useEffect(() => {
    const { pageStates: s, model: m, nodeState: n, requests: rs } = latest.current;
    if (!keyboard || cursor.page < 1 || !s || !m || !n || !slice) return setSpoken('');
    const info = pageInfo(n, rs, s, m, slice.trace.scenario.config.pageSize, cursor.page);
    setSpoken(
      [regionSentence(s, m, cursor.page), ...(info ? pageInfoLines(info) : [])].join(' · '),
    );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the pool is read as it is when the cursor moves
  }, [keyboard, cursor.page]);

  const title = tv(node === 'prefill' ? 'views.pool.prefill' : 'views.pool.decode');
  if (!trace || !nodeState || !pageStates || !model) {
    return (
      <section className="pv" data-node={node}>
        <h3 className="pv-title">{title}</h3>
        <p className="pv-empty">{tv('views.pool.empty')}</p>
      </section>
    );
  }
  const pageSize = trace.scenario.config.pageSize;
  const shown = tip ?? (keyboard ? cursor : NO_TIP);
  const info = shown.page
    ? pageInfo(nodeState, requests, pageStates, model, pageSize, shown.page)
    : null;

  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    const core = coreRef.current;
    if (!core) return;
    if (!runShortcut(POOL_MAP_SHORTCUTS, poolMapActions(core), e)) return;
    e.preventDefault();
    e.stopPropagation();
    setCursor(core.cursor());
  };

  return (
    <section className="pv" data-node={node} aria-label={title}>
      <header className="pv-head">
        <div className="pv-heading">
          <h3 className="pv-title">{title}</h3>
          <span className="pv-meta">
            {tv('views.pool.meta', {
              pages: nodeState.totalPages,
              pageSize,
              tokens: nodeState.totalPages * pageSize,
            })}
          </span>
        </div>
        <span className="pv-zoom">
          <button
            type="button"
            onClick={() => coreRef.current?.zoomBy(ZOOM_STEP)}
            aria-label={`${tv('views.pool.zoomIn')} · ${title}`}
          >
            +
          </button>
          <button
            type="button"
            onClick={() => coreRef.current?.zoomBy(1 / ZOOM_STEP)}
            aria-label={`${tv('views.pool.zoomOut')} · ${title}`}
          >
            −
          </button>
          <button
            type="button"
            onClick={() => coreRef.current?.reset()}
            aria-label={`${tv('views.pool.zoomReset')} · ${title}`}
          >
            ⤢
          </button>
        </span>
      </header>
      <div className="pv-body">
        <div
          className="pv-wrap"
          tabIndex={0}
          role="application"
          aria-label={tv('views.pool.region', { title })}
          aria-describedby={summaryId}
          onKeyDown={onKeyDown}
          onFocus={() => {
            setKeyboard(true);
            if (coreRef.current) setCursor(coreRef.current.cursor());
          }}
          onBlur={() => setKeyboard(false)}
        >
          <div ref={setHost} className="pv-host" />
          {info ? (
            <div className="pv-tip" role="tooltip" style={tipPlacement(shown)}>
              {pageInfoLines(info).map((line, i) => (
                <span key={i} className={i === 0 ? 'pv-tip-head' : undefined}>
                  {line}
                </span>
              ))}
            </div>
          ) : null}
        </div>
        <PoolLegend
          counts={pageStates.counts}
          tenants={tenants}
          strings={`${lang}:${dictionaries}`}
          radixCache={node === 'prefill'}
        />
      </div>
      <p className="pv-hint">{tv('views.pool.hint')}</p>
      <p id={summaryId} className="sr-only" aria-live={summaryLive && !playing ? 'polite' : 'off'}>
        {summary}
      </p>
      <p className="sr-only" role="status" aria-live="polite" data-testid="pool-cursor">
        {spoken}
      </p>
    </section>
  );
}
