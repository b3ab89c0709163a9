/**
 * The pool legend: every page state with its swatch (same patterns as the canvas) and count.
 * The swatches draw each state's pattern in a neutral ink, not in a tenant's colour: colour is
 * the tenant of the data (the key under the legend), so a swatch in Tenant A's colour read as
 * A's pages, even in a scene without A or with 0 such pages (issue 36, scene 9).
 */
import { memo, useId } from 'react';
import { num, tv } from '../shared/format';
import type { PageCounts } from './pageStates';
import { LEAK_VAR, tenantBadge } from '../shared/traceModel';

/** The swatches' ink, for every state (see above). */
const INK = 'var(--muted)';

type Item = 'never' | 'held' | 'stale' | 'cached' | 'reserved' | 'placeholder' | 'leak';
/** The exclusive states: every page has exactly one, so their counts add up to the pool. */
const ALL_STATES: readonly Item[] = ['never', 'held', 'stale', 'cached', 'reserved', 'placeholder'];
/** Overlays on those states (counted again inside them, never added to the sum). */
const OVERLAYS: readonly Item[] = ['leak'];

function Swatch({
  kind,
  ids,
}: {
  kind: Item;
  ids: { hatch: string; check: string; stripe: string; vline: string };
}) {
  const faded = (
    <>
      <rect width="28" height="18" fill="var(--panel)" />
      <rect width="28" height="18" fill={INK} opacity="0.32" />
      <rect width="28" height="18" fill={`url(#${ids.hatch})`} />
    </>
  );
  switch (kind) {
    case 'never':
      return <rect width="28" height="18" fill="var(--never)" />;
    case 'held':
      return <rect width="28" height="18" fill={INK} />;
    case 'stale':
      return faded;
    case 'cached':
      return (
        <>
          <rect width="28" height="18" fill="var(--panel)" />
          <rect width="28" height="18" fill={INK} opacity="0.32" />
          <rect width="28" height="18" fill={`url(#${ids.vline})`} />
        </>
      );
    case 'reserved':
      return (
        <>
          <rect width="28" height="18" fill="var(--panel)" />
          <rect width="28" height="18" fill={INK} opacity="0.32" />
          <rect width="28" height="18" fill={`url(#${ids.check})`} />
          <rect width="28" height="18" fill={`url(#${ids.stripe})`} />
          <rect
            x="1"
            y="1"
            width="26"
            height="16"
            fill="none"
            stroke={INK}
            strokeWidth="2"
            strokeDasharray="4 3"
          />
        </>
      );
    case 'placeholder':
      return (
        <>
          <rect width="28" height="18" fill="var(--panel)" />
          <rect width="28" height="18" fill={INK} opacity="0.32" />
          <circle cx="14" cy="9" r="6" fill="none" stroke="var(--fg)" strokeWidth="2" />
          <circle cx="14" cy="9" r="2" fill="var(--fg)" />
        </>
      );
    case 'leak':
      return (
        <>
          {faded}
          <rect
            x="1.5"
            y="1.5"
            width="25"
            height="15"
            fill="none"
            stroke={LEAK_VAR}
            strokeWidth="3"
          />
        </>
      );
  }
}

/** Re-renders only when the counts, the tenants or the language change. */
export const PoolLegend = memo(function PoolLegend({
  counts,
  tenants,
  radixCache,
}: {
  counts: PageCounts;
  tenants: { name: string; letter: string }[];
  /** the node keeps a radix cache (the prefill: `disable_radix_cache` is forced on a decode) */
  radixCache: boolean;
  /** the language and how many dictionaries are loaded: a change re-renders the memoised legend */
  strings: string;
}) {
  const id = useId().replace(/:/g, '');
  const ids = {
    hatch: `${id}-hatch`,
    check: `${id}-check`,
    stripe: `${id}-stripe`,
    vline: `${id}-vline`,
  };
  // 'cached' only where a radix cache keeps pages (the prefill node): elsewhere it is always 0
  const STATES = ALL_STATES.filter((k) => k !== 'cached' || radixCache || counts.cached > 0);
  const item = (k: Item) => (
    <li key={k} className="pv-legend-item" data-state={k} data-empty={counts[k] === 0 || undefined}>
      <svg width="28" height="18" viewBox="0 0 28 18" aria-hidden="true" focusable="false">
        <Swatch kind={k} ids={ids} />
      </svg>
      <span className="pv-legend-text">
        <span className="pv-legend-name">{tv(`views.pool.state.${k}`)}</span>{' '}
        <span className="pv-legend-desc">{tv(`views.pool.legend.${k}`)}</span>
        {k === 'reserved' && counts.reservedStale > 0 ? (
          <span className="pv-legend-warn">
            {tv('views.pool.legend.reservedStale', { n: counts.reservedStale })}
          </span>
        ) : null}
      </span>
      <span className="pv-legend-count">{num(counts[k])}</span>
    </li>
  );
  return (
    <div className="pv-legend">
      <svg width="0" height="0" aria-hidden="true" focusable="false" className="pv-defs">
        <defs>
          <pattern id={ids.hatch} width="5" height="5" patternUnits="userSpaceOnUse">
            <path d="M-1,1 l2,-2 M0,5 l5,-5 M4,6 l2,-2" stroke={INK} strokeWidth="1.2" />
          </pattern>
          <pattern id={ids.vline} width="5" height="5" patternUnits="userSpaceOnUse">
            <rect width="1.2" height="5" fill={INK} />
          </pattern>
          <pattern id={ids.stripe} width="4" height="4" patternUnits="userSpaceOnUse">
            <rect width="4" height="1.2" fill={INK} />
          </pattern>
          <pattern id={ids.check} width="4" height="4" patternUnits="userSpaceOnUse">
            <rect width="2" height="2" fill="var(--panel)" />
            <rect x="2" y="2" width="2" height="2" fill="var(--panel)" />
          </pattern>
        </defs>
      </svg>
      <h4 className="pv-legend-title">{tv('views.pool.legend.title')}</h4>
      <ul className="pv-legend-list">{STATES.map(item)}</ul>
      <p className="pv-legend-sum" data-testid="legend-sum">
        {tv('views.pool.legend.sum', {
          total:
            counts.never +
            counts.held +
            counts.stale +
            counts.cached +
            counts.reserved +
            counts.placeholder,
        })}
      </p>
      {/* the sentence below said short, for a host with no room for it (hidden by default) */}
      <p className="pv-legend-overlays-note">{tv('views.pool.legend.overlaysShort')}</p>
      <ul className="pv-legend-list pv-legend-overlays">{OVERLAYS.map(item)}</ul>
      <p className="pv-legend-sum">{tv('views.pool.legend.overlays')}</p>
      <p className="pv-legend-tenants">
        <span>{tv('views.pool.legend.tenants')}</span>
        {tenants.map((tn, i) => (
          <span key={i} className="pv-tenant">
            <span className="pv-tenant-dot" style={tenantBadge(i)} aria-hidden="true">
              {tn.letter}
            </span>
            <span className="pv-tenant-name">{tn.name}</span>
          </span>
        ))}
      </p>
    </div>
  );
});
