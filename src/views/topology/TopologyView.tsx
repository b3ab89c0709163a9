/**
 * The request path: client(s) → router → prefill node ⇄ KV transfer ⇄ decode node →
 * response, with a chip per request where it is at the current step. Chips glide between
 * boxes (CSS transitions, 400 ms; instant with reduced motion).
 */
import { useEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import { t, type Lang } from '../../i18n';
import { tv } from '../shared/format';
import { useApp, useAppStore, useLangStrings } from '../../store/react';
import { currentEvent, currentState, shownTrace } from '../../store/selectors';
import { useReducedMotion } from '../shared/motion';
import { linkedTargets, NOTHING } from '../shared/linked';
import { getTraceModel, tenantInk, tenantVar } from '../shared/traceModel';
import {
  activeEdges,
  cachedChipText,
  chooseLayout,
  headerOf,
  readableLayout,
  withTallerNodes,
  tenantRows,
  ROW,
  WIDE,
  transferFor,
  placeChips,
  topologyChips,
  type BoxId,
  type Chip,
  type ChipText,
  type EdgeId,
  type TopologyLayout,
} from './layout';
import {
  chipHeightOf,
  chipLines,
  tallestNodeChip,
  TopologyChip,
  type ChipLine,
} from './TopologyChip';
import { TransferPanel } from './TransferPanel';
import { wrapText } from './fitText';
import { lineDrop, lineUnder, NOTE_LEAD, routerNoteBox, routerNotePlace } from './routerNote';
import './topology.css';

const BOX_TITLE: Record<BoxId, Parameters<typeof t>[0]> = {
  clients: 'views.topo.clients',
  router: 'views.topo.router',
  prefill: 'views.topo.prefill',
  transfer: 'views.topo.transfer',
  decode: 'views.topo.decode',
  response: 'views.topo.response',
};

/** The type sizes the topology's classes use (topology.css), scaled for a layout. */
const TYPE_VARS = { '--fs-xs': 0.625, '--fs-sm': 0.75, '--fs-md': 0.875, '--fs-lg': 1.25 };
function typeStyle(type: number): CSSProperties | undefined {
  if (type === 1) return undefined;
  return Object.fromEntries(
    Object.entries(TYPE_VARS).map(([name, rem]) => [name, `${rem * type}rem`]),
  );
}

function edgePaths(l: TopologyLayout): Record<EdgeId, string> {
  const b = l.boxes;
  const mid = (id: BoxId) => b[id].y + b[id].h / 2;
  const right = (id: BoxId) => b[id].x + b[id].w;
  if (l.narrow) {
    return {
      'client-router': `M${right('clients')},${mid('router')} H${b.router.x}`,
      'router-prefill': `M${b.router.x + 30},${b.router.y + b.router.h} V160 H${b.prefill.x + b.prefill.w / 2} V${b.prefill.y}`,
      'router-decode': `M${b.router.x + 100},${b.router.y + b.router.h} V${b.decode.y}`,
      metadata: `M${b.decode.x},${b.prefill.y + 70} H${right('prefill')}`,
      kv: `M${right('prefill')},${b.prefill.y + 150} H${b.decode.x}`,
      response: `M${right('decode') - 22},${b.decode.y + b.decode.h} V${b.response.y}`,
    };
  }
  const under = lineUnder(l);
  const routerBottom = b.router.y + b.router.h;
  const split = (b.router.y + b.router.h + b.prefill.y) / 2;
  return {
    'client-router': `M${right('clients')},${mid('router')} H${b.router.x}`,
    'router-prefill':
      l.kind === 'medium'
        ? `M${b.router.x + 20},${routerBottom} V${split} H${b.prefill.x + b.prefill.w / 2} V${b.prefill.y}`
        : `M${right('router')},${mid('router')} H${b.prefill.x}`,
    'router-decode':
      l.kind === 'medium'
        ? `M${right('router') - 20},${routerBottom} V${split} H${b.decode.x + b.decode.w / 2} V${b.decode.y}`
        : `M${lineDrop(l)},${routerBottom} V${under} H${b.decode.x + b.decode.w / 2} V${b.decode.y + b.decode.h}`,
    metadata: `M${b.decode.x},${b.transfer.y + 22} H${right('prefill')}`,
    kv: `M${right('prefill')},${b.transfer.y + b.transfer.h - 14} H${b.decode.x}`,
    response: `M${right('decode')},${mid('decode')} H${b.response.x}`,
  };
}

/**
 * The chips' texts in `lang`, each distinct value formatted once, and "id at box" for the
 * figure's description (500 requests: the same sentences on every step of a scrub).
 */
function chipTextIn(lang: Lang): ChipText & { at: (id: string, where: BoxId) => string } {
  const at = new Map<string, string>();
  return {
    ...cachedChipText({
      tokens: (n) => tv('views.topo.tokens', { n }, lang),
      placeholder: (n) => tv('views.topo.placeholder', { n }, lang),
      status: (s) => tv('views.topo.status', { status: s }, lang),
    }),
    at: (id, where) => {
      const key = `${where} ${id}`;
      let out = at.get(key);
      if (out === undefined) {
        if (at.size >= 10_000) at.clear();
        at.set(
          key,
          (out = tv('views.topo.ariaAt', { id, where: tv(BOX_TITLE[where], {}, lang) }, lang)),
        );
      }
      return out;
    },
  };
}

export function TopologyView() {
  const store = useAppStore();
  const trace = useApp(shownTrace);
  const state = useApp(currentState);
  const event = useApp(currentEvent);
  const step = useApp((s) => s.step);
  const focus = useApp((s) => s.focus);
  const selected = useApp((s) => s.selected);
  const reduced = useReducedMotion();
  const ref = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(0);
  // its width as drawn (after the explainer's zoom or a slide's scale): sets the type's size
  const [drawn, setDrawn] = useState(0);
  // a host can ask for a one-row arrangement whatever its width: an ancestor with
  // data-topology="wide" (the explore-sized row) or "row" (the explainer's sticky view, where
  // height runs short and the type must stay readable)
  const [host, setHost] = useState<string | null>(null);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    setHost(el.closest('[data-topology]')?.getAttribute('data-topology') ?? null);
    if (typeof ResizeObserver !== 'function') return;
    const ro = new ResizeObserver(() => {
      setWidth(el.clientWidth);
      setDrawn(Math.round(el.getBoundingClientRect().width));
    });
    ro.observe(el);
    return () => ro.disconnect();
  }, []);

  const base = host === 'row' ? ROW : host === 'wide' ? WIDE : chooseLayout(width);
  const readable = useMemo(() => readableLayout(base, drawn), [base, drawn]);
  // formatted texts kept per language (token counts repeat from step to step), formatted again
  // when the language's strings arrive
  const strings = useLangStrings();
  const text = useMemo(() => chipTextIn(strings.lang), [strings]);
  // on a phone the node boxes grow to hold their tallest chip at the drawn type (a placeholder
  // whose queue wraps), so a chip never runs over the transfer panel under them
  const layout = useMemo(() => {
    const node = readable.boxes.prefill;
    const need =
      headerOf(readable) + 12 * readable.type + tallestNodeChip(node.w - 10, readable.type) + 4;
    return withTallerNodes(readable, Math.ceil(need - node.h));
    // the chips' text comes from tv(), which reads the language `strings` holds
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [readable, strings]);
  const chips = useMemo(
    () => (trace && state ? topologyChips(trace, state, text) : []),
    [trace, state, text],
  );
  // in a narrow layout the router's note sits inside its box, under its chips: wrapped to the
  // box (Dutch and French are wider than the box on a phone), 10 px type as in topology.css
  // (.tv-note) times the layout's type
  const note = tv('views.topo.routerNote');
  const noteBox = routerNoteBox(layout);
  const noteLines = Number.isFinite(noteBox.width)
    ? wrapText(note, noteBox.width, 10 * layout.type)
    : [note];
  const noteRoom = layout.kind === 'narrow' ? (noteLines.length * 12 + 4) * layout.type : 0;
  // each box's subtitle (its pool, the router's kind), wrapped to the box: at the type a phone
  // draws (readableLayout) "pool 1,572,864 tokens" is wider than its node; the chips go lower
  const scenarioCfg = trace?.scenario.config;
  const subLines = (id: BoxId): string[] => {
    if (!scenarioCfg) return [''];
    const pool =
      id === 'prefill'
        ? scenarioCfg.prefill.poolTokens
        : id === 'decode'
          ? scenarioCfg.decode.poolTokens
          : null;
    const sub =
      pool !== null
        ? tv('views.topo.pool', { n: pool })
        : id === 'router'
          ? scenarioCfg.router
          : '';
    return wrapText(sub, layout.boxes[id].w - 20, 10 * layout.type);
  };
  const subMore = (id: BoxId) => (subLines(id).length - 1) * 12 * layout.type;
  // each chip's lines, wrapped at its width; placement uses their heights
  const { placed, overflow, linesOf } = useMemo(() => {
    const lines = new Map<string, ChipLine[]>();
    const prompt = (c: Chip) => trace?.scenario.requests[c.request]?.promptTokens ?? 0;
    const at = (c: Chip, w: number) => {
      const l = chipLines(c, w, state?.requests[c.request]?.promptTokens ?? prompt(c), layout.type);
      lines.set(c.key, l);
      return l;
    };
    const { rows } = tenantRows(layout, trace ? getTraceModel(trace).tenantNames.length : 0);
    const out = placeChips(
      layout,
      chips,
      (c, w) => chipHeightOf(c, at(c, w).length, layout.type),
      {
        clients: Math.max(0, rows - 1) * 19 * layout.type,
        prefill: subMore('prefill'),
        decode: subMore('decode'),
      },
      { router: noteRoom },
    );
    return { ...out, linesOf: lines };
    // subMore follows the layout, the trace and the language (strings)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [layout, chips, trace, state, noteRoom, strings]);
  const linked = useMemo(
    () => (trace && state ? linkedTargets(trace, state, focus) : NOTHING),
    [trace, state, focus],
  );
  if (!trace || !state) return <section className="tv" ref={ref} />;

  const paths = edgePaths(layout);
  const k = layout.type;
  const lit = new Set(activeEdges(event?.kind));
  const transfer = transferFor(trace, step, selected);
  const cfg = trace.scenario.config;
  const aria = tv('views.topo.aria', {
    text: chips.map((c) => text.at(c.id, c.where)).join(' '),
  });
  const boxIds = (Object.keys(layout.boxes) as BoxId[]).filter((id) => id !== 'transfer');
  const { tenantNames: tenants, tenantLetters: letters } = getTraceModel(trace);
  const { perRow } = tenantRows(layout, tenants.length);
  const routerBox = layout.boxes.router;
  const noteCovered =
    layout.kind === 'narrow' &&
    placed.some(
      (p) =>
        p.chip.where === 'router' &&
        p.y + p.h > routerBox.y + routerBox.h - 8 - noteLines.length * 12 * k,
    );
  const notePlace = routerNotePlace(layout);
  const noteX = noteBox.x;

  return (
    <section className="tv" ref={ref} data-reduced={reduced || undefined}>
      <h3 className="tv-title">{tv('views.topo.title')}</h3>
      <svg
        className="tv-svg"
        data-layout={layout.kind}
        style={typeStyle(layout.type)}
        viewBox={`0 0 ${layout.width} ${notePlace.height}`}
        role="img"
        aria-label={aria}
      >
        <defs>
          <marker
            id="tv-arrow"
            viewBox="0 0 10 10"
            refX="9"
            refY="5"
            markerUnits="userSpaceOnUse"
            markerWidth="10"
            markerHeight="10"
            orient="auto-start-reverse"
          >
            <path d="M0,0 L10,5 L0,10 z" className="tv-arrowhead" />
          </marker>
        </defs>
        {(Object.keys(paths) as EdgeId[]).map((id) => (
          <path
            key={id}
            d={paths[id]}
            className="tv-edge"
            data-edge={id}
            data-lit={lit.has(id) || undefined}
            markerEnd="url(#tv-arrow)"
          />
        ))}
        {boxIds.map((id) => {
          const b = layout.boxes[id];
          return (
            <g
              key={id}
              className="tv-box"
              data-box={id}
              data-router={id === 'router' ? cfg.router : undefined}
            >
              <rect x={b.x} y={b.y} width={b.w} height={b.h} rx={8} />
              <text className="tv-box-title" x={b.x + 10} y={b.y + 18 * k}>
                {tv(BOX_TITLE[id])}
              </text>
              <text className="tv-box-sub" x={b.x + 10} y={b.y + 31 * k}>
                {subLines(id).map((line, i) => (
                  <tspan key={i} x={b.x + 10} dy={i === 0 ? 0 : 12 * k}>
                    {line}
                  </tspan>
                ))}
              </text>
              {overflow[id] ? (
                <text className="tv-box-sub" x={b.x + b.w - 10} y={b.y + b.h - 6} textAnchor="end">
                  {tv('views.topo.more', { n: overflow[id] })}
                </text>
              ) : null}
              {id === 'clients' ? (
                <g aria-hidden="true">
                  {tenants.slice(0, 8).map((tn, i) => (
                    <g
                      key={i}
                      // as large as the type (its letter is drawn at 12 px or more), in rows
                      transform={`translate(${b.x + 10 + (i % perRow) * 20 * k}, ${b.y + (20 + Math.floor(i / perRow) * 19) * k})`}
                      className="tv-tenant"
                    >
                      <title>{tn}</title>
                      <rect width={16 * k} height={16 * k} rx={3} fill={tenantVar(i)} />
                      <text x={8 * k} y={12 * k} textAnchor="middle" style={{ fill: tenantInk(i) }}>
                        {letters[i]}
                      </text>
                    </g>
                  ))}
                </g>
              ) : null}
            </g>
          );
        })}
        {/* on a phone the note is left out while a chip in the router's box reaches it (its
            type is larger than the box was drawn for: readableLayout) */}
        {!noteCovered && (
          <text className="tv-note" x={noteX} y={notePlace.y}>
            {noteLines.length === 1
              ? noteLines[0]
              : noteLines.map((line, i) => (
                  // the last line on the note's baseline, the others above it
                  <tspan
                    key={i}
                    x={noteX}
                    dy={i === 0 ? -(noteLines.length - 1) * NOTE_LEAD * k : NOTE_LEAD * k}
                  >
                    {line}
                  </tspan>
                ))}
          </text>
        )}
        <TransferPanel layout={layout} transfer={transfer} />
        {placed.map((p) => {
          const r = state.requests[p.chip.request]!;
          const carried =
            p.chip.where === 'prefill'
              ? (r.prefill?.inputLen ?? 0)
              : (r.decode?.fillLen ?? r.promptTokens);
          return (
            <TopologyChip
              key={p.chip.key}
              placed={p}
              lines={linesOf.get(p.chip.key) ?? []}
              promptTokens={r.promptTokens}
              carried={carried}
              contextLength={cfg.contextLength}
              lit={linked.requests.has(p.chip.request)}
              type={k}
              onEnter={() =>
                store.getState().setFocus({ kind: 'request', request: p.chip.request })
              }
              onLeave={() => store.getState().setFocus(null)}
              onPick={() => {
                const s = store.getState();
                s.select(p.chip.request);
                s.setFocus({ kind: 'request', request: p.chip.request });
              }}
            />
          );
        })}
      </svg>
    </section>
  );
}
