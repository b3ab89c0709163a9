/**
 * One node's KV pool, every page at real scale on a canvas (see poolCanvas.ts), with a
 * legend, a tooltip for the page under the pointer or the keyboard cursor, zoom controls and
 * a visually hidden summary announced once per step.
 */
import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import type { CSSProperties, KeyboardEvent } from 'react';
import type { NodeName } from '../../engine';
import { runsLength } from '../../engine';
import { tv } from './format';
import { useApp, useLang } from '../../store/react';
import { atStep } from '../../store/selectors';
import { addTracePreparer } from '../../worker/client';
import { preparePools } from './prepared';
import { highlightMask, linkedTargets, NOTHING } from './linked';
import { pageInfo, pageInfoLines } from './pageInfo';
import { placeholderPages } from './pageStates';
import { createPageStatesMemo } from './pageStatesMemo';
import type { PoolCanvasHandle } from './poolCanvas';
import { PoolLegend } from './PoolLegend';
import { poolSummary } from './summary';
import { getTraceModel } from './traceModel';
import { makePoolSelector } from './poolSelector';
import { useThemeKey } from './useThemeKey';
import { runShortcut, type ShortcutTable } from '../shared/keys';
import './pools.css';

// a new trace's first pool pictures are computed in slices before it is shown
addTracePreparer((trace, step) => preparePools(trace, step, (t, s) => atStep(t, s).state));

const EMPTY: never[] = [];
const MARKER_LIMIT = 32;

interface Tip {
  page: number;
  x: number;
  y: number;
  width: number;
  height: number;
}
const NO_TIP: Tip = { page: 0, x: 0, y: 0, width: 0, height: 0 };

/** Places the tooltip beside the point, on the side with more room, never outside the map. */
function tipStyle(tip: Tip): CSSProperties {
  const gap = 12;
  const style: CSSProperties = {};
  const right = tip.x > tip.width / 2;
  if (right) style.right = tip.width - tip.x + gap;
  else style.left = tip.x + gap;
  style.maxWidth = Math.max(150, Math.min(352, right ? tip.x - gap : tip.width - tip.x - gap));
  if (tip.y > tip.height / 2) style.bottom = tip.height - tip.y + gap;
  else style.top = tip.y + gap;
  return style;
}

type PoolMapShortcut = 'zoom' | 'reset' | 'panX' | 'panY';
const PAN = 60;

/** The focused pool map's keys: +/− zoom, arrows pan, 0 resets. */
export const POOL_MAP_SHORTCUTS: ShortcutTable<PoolMapShortcut> = [
  {
    id: 'zoom',
    keys: [
      { key: '+', arg: 1 },
      { key: '=', arg: 1 },
      { key: '-', arg: -1 },
      { key: '_', arg: -1 },
    ],
  },
  { id: 'reset', keys: [{ key: '0' }] },
  {
    id: 'panX',
    keys: [
      { key: 'ArrowLeft', arg: 1 },
      { key: 'ArrowRight', arg: -1 },
    ],
  },
  {
    id: 'panY',
    keys: [
      { key: 'ArrowUp', arg: 1 },
      { key: 'ArrowDown', arg: -1 },
    ],
  },
];

export function PoolView({ node }: { node: NodeName }) {
  const selectPool = useMemo(() => makePoolSelector(node), [node]);
  const slice = useApp(selectPool);
  const focus = useApp((s) => s.focus);
  const themeKey = useThemeKey();
  const coreRef = useRef<PoolCanvasHandle | null>(null);
  const [memo] = useState(createPageStatesMemo);
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
  const litRuns = linked.pages[node];
  // keyed by value: a step that leaves the highlight unchanged must not force a full repaint
  const litKey = litRuns.map(([a, b]) => `${a}-${b}`).join(',');
  const totalPages = nodeState?.totalPages ?? 0;
  const highlight = useMemo(
    () => highlightMask(litRuns, totalPages),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [litKey, totalPages],
  );
  const markers = useMemo(
    () =>
      runsLength(litRuns) > MARKER_LIMIT
        ? EMPTY
        : litRuns.flatMap(([a, b]) => Array.from({ length: b - a }, (_, i) => a + i)),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [litKey],
  );
  const placeholderList = nodeState ? placeholderPages(nodeState) : EMPTY;
  const placeholderKey = placeholderList.join(',');
  const placeholders = useMemo(
    () => placeholderList,
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [placeholderKey],
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
    void import('./poolCanvas').then(({ createPoolCanvas }) => {
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

  const summary = useMemo(
    () =>
      nodeState && model && pageStates ? poolSummary(nodeState, requests, pageStates, model) : '',
    // announced when the pool changes (a new version of its states), not per frame or highlight
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [pageStates?.version, trace, node],
  );
  const lang = useLang();
  const tenants = useMemo(
    () => model?.tenantNames.map((name, i) => ({ name, letter: model.tenantLetters[i]! })) ?? [],
    [model],
  );

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
    const run: Record<PoolMapShortcut, (arg: number) => void> = {
      zoom: (dir) => core.zoomBy(dir > 0 ? 1.6 : 1 / 1.6),
      reset: () => core.reset(),
      panX: (dir) => core.panBy(dir * PAN, 0),
      panY: (dir) => core.panBy(0, dir * PAN),
    };
    if (!runShortcut(POOL_MAP_SHORTCUTS, run, e)) return;
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
            onClick={() => coreRef.current?.zoomBy(1.6)}
            aria-label={`${tv('views.pool.zoomIn')} · ${title}`}
          >
            +
          </button>
          <button
            type="button"
            onClick={() => coreRef.current?.zoomBy(1 / 1.6)}
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
            <div className="pv-tip" role="tooltip" style={tipStyle(shown)}>
              {pageInfoLines(info).map((line, i) => (
                <span key={i} className={i === 0 ? 'pv-tip-head' : undefined}>
                  {line}
                </span>
              ))}
            </div>
          ) : null}
        </div>
        <PoolLegend counts={pageStates.counts} tenants={tenants} lang={lang} />
      </div>
      <p className="pv-hint">{tv('views.pool.hint')}</p>
      <p id={summaryId} className="sr-only" aria-live="polite">
        {summary}
      </p>
    </section>
  );
}
