/**
 * Scene 6's figure: the decode pool zoomed onto the story request's reserved pages, one cell
 * per page in reservation order, each coloured (and hatched: stale) by the tenant that last
 * wrote it, with a count per previous owner and the one page written for the request marked.
 * Few SVG elements: a stretch of pages is at most three rectangles.
 */
import { useId, useMemo } from 'react';
import type { Trace } from '../../engine';
import { formatNumber, t } from '../../i18n';
import { useLang } from '../../store/react';
import { getTraceModel, tenantBadge, tenantVar } from '../shared/traceModel';
import type { Vars } from './figureProps';
import { poolZoom, type Owner, type ZoomStretch } from './poolZoomModel';
import './poolZoom.css';
import '../../i18n/onDemand';

const COLS = 125;
const PAD = 6;

/** The rectangles covering positions [from, to) of a COLS-wide grid. */
function rectsOf(s: ZoomStretch): { x: number; y: number; w: number; h: number }[] {
  const out = [];
  let p = s.from;
  while (p < s.to) {
    const x = p % COLS;
    const y = Math.floor(p / COLS);
    if (x === 0 && s.to - p >= COLS) {
      const rows = Math.floor((s.to - p) / COLS);
      out.push({ x: 0, y, w: COLS, h: rows });
      p += rows * COLS;
    } else {
      const w = Math.min(COLS - x, s.to - p);
      out.push({ x, y, w, h: 1 });
      p += w;
    }
  }
  return out;
}

/** A page's fill: its previous owner's colour, or the request's own (the placeholder's page). */
function fillOf(o: Owner, own: number): string {
  return o.kind === 'tenant'
    ? tenantVar(o.tenant)
    : o.kind === 'own'
      ? tenantVar(own)
      : 'var(--never)';
}

/** `trace` and `step`: the scene's run and the step it shows. */
export function PoolZoomFigure({ trace, step, vars }: { trace: Trace; step: number; vars: Vars }) {
  const lang = useLang();
  const uid = useId().replace(/[^a-zA-Z0-9_-]/g, '');
  const hatch = `zoom-hatch-${uid}`;
  const cells = `zoom-cells-${uid}`;
  const zoom = useMemo(() => poolZoom(trace, step), [trace, step]);
  if (!zoom) return null;
  const model = getTraceModel(trace);
  const rows = Math.ceil(zoom.reserved / COLS);
  const largest = (s: ZoomStretch) => rectsOf(s).reduce((a, b) => (b.w * b.h > a.w * a.h ? b : a));
  const w0 = zoom.writtenAt[0] ?? 0;
  const wx = (w0 % COLS) + 0.5;
  const wy = Math.floor(w0 / COLS) + 0.5;
  const name = (i: number) => model.tenantNames[i] ?? '?';
  const tv = {
    ...vars,
    id: zoom.request,
    n: zoom.reserved,
    first: zoom.firstPage,
    last: zoom.lastPage,
  };
  return (
    <figure className="sp-zoom" data-testid="pool-zoom-figure">
      <figcaption>{t('story.zoom.caption', tv)}</figcaption>
      <svg
        className="sp-zoom-map"
        viewBox={`${-PAD} ${-PAD} ${COLS + 2 * PAD} ${rows + 2 * PAD}`}
        role="img"
        aria-label={t('story.zoom.alt', tv)}
      >
        <defs>
          <pattern
            id={hatch}
            width="2"
            height="2"
            patternUnits="userSpaceOnUse"
            patternTransform="rotate(45)"
          >
            <line x1="0" y1="0" x2="0" y2="2" className="sp-zoom-hatch" />
          </pattern>
          {/* one square per page: a thin gap line around every cell (issue #23: no solid bands) */}
          <pattern id={cells} width="1" height="1" patternUnits="userSpaceOnUse">
            <path d="M1,0 V1 H0" className="sp-zoom-gap" />
          </pattern>
        </defs>
        <rect className="sp-zoom-frame" x={-0.5} y={-0.5} width={COLS + 1} height={rows + 1} />
        {zoom.stretches.map((s) =>
          rectsOf(s).map((r) => (
            <g key={`${s.from}-${r.y}-${r.x}`} data-owner={s.owner.kind}>
              <rect
                x={r.x}
                y={r.y}
                width={r.w}
                height={r.h}
                fill={fillOf(s.owner, zoom.tenant)}
                className="sp-zoom-cell"
              />
              {s.owner.kind === 'tenant' && (
                <rect x={r.x} y={r.y} width={r.w} height={r.h} fill={`url(#${hatch})`} />
              )}
            </g>
          )),
        )}
        {zoom.stretches
          .filter((s) => s.owner.kind === 'tenant' && s.to - s.from >= COLS * 8)
          .map((s) => {
            const r = largest(s);
            const ti = s.owner.kind === 'tenant' ? s.owner.tenant : 0;
            return (
              <text key={s.from} className="sp-zoom-letter" x={r.x + r.w / 2} y={r.y + r.h / 2}>
                {model.tenantLetters[ti]}
              </text>
            );
          })}
        <rect x={0} y={0} width={COLS} height={rows} fill={`url(#${cells})`} aria-hidden="true" />
        {/* the one page written, drawn as the pool map draws a placeholder's page (the request's
            tenant colour under a ⊙), with a cross of guide lines, so it reads as a page */}
        <g className="sp-zoom-mark" aria-hidden="true">
          <path
            className="sp-zoom-guide"
            d={`M${wx},${-PAD + 1} V${wy - 3} M${wx},${wy + 3} V${rows + PAD - 1} M${-PAD + 1},${wy} H${wx - 3} M${wx + 3},${wy} H${COLS + PAD - 1}`}
          />
          <circle className="sp-zoom-halo" cx={wx} cy={wy} r="3" />
          <circle className="sp-zoom-ring" cx={wx} cy={wy} r="3" />
          <rect
            className="sp-zoom-written"
            x={wx - 0.5}
            y={wy - 0.5}
            width="1"
            height="1"
            fill={tenantVar(zoom.tenant)}
          />
          <circle className="sp-zoom-dot" cx={wx} cy={wy} r="0.9" />
        </g>
      </svg>
      <ul className="sp-zoom-legend">
        {zoom.byTenant.map(({ tenant, pages }) => (
          <li key={tenant} data-tenant={model.tenantLetters[tenant]}>
            <span className="sp-zoom-swatch sp-zoom-stale" style={tenantBadge(tenant)}>
              {model.tenantLetters[tenant]}
            </span>
            <span>{t('story.zoom.owner', { name: name(tenant) })}</span>
            <strong>{formatNumber(pages, lang)}</strong>
          </li>
        ))}
        <li data-owner="own">
          {/* the page as the pool map draws it: its tenant's colour under a ⊙ */}
          <svg className="sp-zoom-swatch" viewBox="0 0 28 18" aria-hidden="true">
            <rect width="28" height="18" fill={tenantVar(zoom.tenant)} />
            <circle cx="14" cy="9" r="6" fill="none" stroke="var(--fg)" strokeWidth="2" />
            <circle cx="14" cy="9" r="2" fill="var(--fg)" />
          </svg>
          <span>{t('story.zoom.own', tv)}</span>
          <strong>{formatNumber(zoom.written, lang)}</strong>
        </li>
        {zoom.never > 0 && (
          <li data-owner="never">
            <span className="sp-zoom-swatch sp-zoom-never" aria-hidden="true" />
            <span>{t('story.zoom.never')}</span>
            <strong>{formatNumber(zoom.never, lang)}</strong>
          </li>
        )}
      </ul>
      <p className="sp-zoom-note">
        {t('story.zoom.note', { ...tv, stale: zoom.reserved - zoom.written })}
      </p>
    </figure>
  );
}
