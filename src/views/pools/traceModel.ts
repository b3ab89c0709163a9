/**
 * Per-trace facts every view needs, computed once per trace (WeakMap cache): tenant index,
 * letter and name of each request, and the stale stretches each leaking request read at
 * its PREBUILT step. Pure: no React, no DOM.
 */
import { forEachStretch, stateAt, type Trace } from '../../engine';

/** Tenant index used for "no tenant" in typed arrays. */
export const NO_TENANT = 255;
/** Colours cycle through the Okabe–Ito palette (6 colours); letters stay distinct. */
export const PALETTE_SIZE = 6;

/** A stretch of decode pages read by `reader` whose content was written by `writer`. */
export interface LeakStretch {
  start: number;
  end: number;
  writer: number;
  reader: number;
}

export interface TraceModel {
  /** tenant index (position in scenario.tenants) of each request */
  requestTenant: Uint8Array;
  tenantNames: string[];
  tenantLetters: string[];
  requestIds: string[];
  /** step of each request's decode.prebuilt event, or -1 */
  prebuiltStep: Int32Array;
  /** stale stretches read by requests whose response leaked (sorted by reader) */
  leaks: LeakStretch[];
}

const cache = new WeakMap<Trace, TraceModel>();

export function tenantLetter(index: number): string {
  return index < 26 ? String.fromCharCode(65 + index) : String(index + 1);
}

export function getTraceModel(trace: Trace): TraceModel {
  const hit = cache.get(trace);
  if (hit) return hit;
  const { scenario } = trace;
  const tenantIdx = new Map(scenario.tenants.map((t, i) => [t.id, i]));
  const reqs = trace.initial.requests;
  const requestTenant = new Uint8Array(reqs.length);
  reqs.forEach((r, i) => (requestTenant[i] = tenantIdx.get(r.tenant) ?? NO_TENANT));
  const prebuiltStep = new Int32Array(reqs.length).fill(-1);
  const leaks: LeakStretch[] = [];
  for (const e of trace.events) {
    if (e.kind !== 'decode.prebuilt') continue;
    const reader = e.requests[0];
    if (reader === undefined) continue;
    prebuiltStep[reader] = e.step;
    const v = trace.verdicts[reader];
    if (!v || v.leakedFrom.length === 0) continue;
    const content = stateAt(trace, e.step).decode.content;
    forEachStretch(content, e.pages, (start, end, seg) => {
      if (seg && seg.writer !== reader) leaks.push({ start, end, writer: seg.writer, reader });
    });
  }
  const model: TraceModel = {
    requestTenant,
    tenantNames: scenario.tenants.map((t) => t.name),
    tenantLetters: scenario.tenants.map((_, i) => tenantLetter(i)),
    requestIds: reqs.map((r) => r.id),
    prebuiltStep,
    leaks,
  };
  cache.set(trace, model);
  return model;
}

/** The leak stretches already read at `step` (their reader's PREBUILT step has passed). */
export function leaksAt(model: TraceModel, step: number): LeakStretch[] {
  return model.leaks.filter((l) => {
    const s = model.prebuiltStep[l.reader] ?? -1;
    return s >= 0 && s <= step;
  });
}

/** Display name of a request's tenant, e.g. "Tenant A". */
export function tenantNameOf(model: TraceModel, request: number): string {
  const t = model.requestTenant[request] ?? NO_TENANT;
  return model.tenantNames[t] ?? '?';
}

export function tenantLetterOf(model: TraceModel, request: number): string {
  const t = model.requestTenant[request] ?? NO_TENANT;
  return model.tenantLetters[t] ?? '?';
}

/** CSS colour of a tenant index: the theme's --tenant-N (Okabe–Ito, src/app/theme.css). */
export function tenantVar(index: number): string {
  return `var(--tenant-${index % PALETTE_SIZE})`;
}
export const LEAK_VAR = 'var(--leak)';

/**
 * Relative luminance at which black and white text contrast equally with a background
 * ((Y + 0.05) / 0.05 = 1.05 / (Y + 0.05)): below it white wins, above it black; either way
 * the winner is at least 4.58:1.
 */
export const INK_SWITCH = 0.1791;

/**
 * Text colour for a letter drawn on a tenant's colour: black or white, whichever contrasts
 * more with the theme's --tenant-N (CSS relative colour syntax, so it follows the theme
 * without a lookup table; #000 where that syntax is unknown). The luminance is computed
 * from the linear sRGB channels and pushed to 0 or 1.
 */
export function tenantInk(index: number): string {
  const y = '(0.2126 * r + 0.7152 * g + 0.0722 * b)';
  const ch = `clamp(0, (${INK_SWITCH} - ${y}) * 10000, 1)`;
  return `color(from ${tenantVar(index)} srgb-linear ${ch} ${ch} ${ch})`;
}

/** Inline style for a tenant badge: the tenant's colour behind, the contrasting ink on top. */
export function tenantBadge(index: number): { background: string; color: string } {
  return { background: tenantVar(index), color: tenantInk(index) };
}
