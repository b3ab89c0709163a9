/**
 * Per-trace facts every view needs, computed once per trace (WeakMap cache, brought up to
 * date when a growing trace has grown): tenant index, letter and name of each request, and
 * the stale stretches each leaking request read at its PREBUILT step. Pure: no React, no DOM.
 */
import { forEachStretch, stateAt, type Trace } from '../../engine';
import { lineageCache } from './lineage';

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

/**
 * What the model was built from, so that it follows a trace that grows (a run's trace,
 * `complete: false`): new requests, new events, and verdicts that became final since.
 */
interface Built {
  model: TraceModel;
  events: number;
  requests: number;
  /** indexes of the decode.prebuilt events, in trace order */
  prebuilt: number[];
  /** leak stretches per prebuilt event, once its reader's verdict is final */
  stretches: Map<number, LeakStretch[]>;
}

const cache = new WeakMap<Trace, Built>();
/** the last model built per run: a live snapshot carries on from its predecessor's (./lineage.ts) */
const runs = lineageCache<Built>();

export function tenantLetter(index: number): string {
  return index < 26 ? String.fromCharCode(65 + index) : String(index + 1);
}

/** Whether some prebuilt reader's verdict became final since the model was built. */
function newlyFinal(trace: Trace, b: Built): boolean {
  for (const idx of b.prebuilt) {
    if (b.stretches.has(idx)) continue;
    const reader = trace.events[idx]!.requests[0]!;
    if (trace.verdicts[reader]) return true;
  }
  return false;
}

/** The stale stretches one PREBUILT read, when its reader's final response leaked. */
function stretchesOf(trace: Trace, idx: number): LeakStretch[] {
  const e = trace.events[idx]!;
  const reader = e.requests[0]!;
  const v = trace.verdicts[reader]!;
  if (v.leakedFrom.length === 0) return [];
  const out: LeakStretch[] = [];
  const content = stateAt(trace, e.step).decode.content;
  forEachStretch(content, e.pages, (start, end, seg) => {
    if (seg && seg.writer !== reader) out.push({ start, end, writer: seg.writer, reader });
  });
  return out;
}

export function getTraceModel(trace: Trace): TraceModel {
  const { scenario, events } = trace;
  const reqs = scenario.requests;
  let b = cache.get(trace);
  if (b && b.events === events.length && b.requests === reqs.length && !newlyFinal(trace, b))
    return b.model;
  if (!b) {
    // the same run's last snapshot, grown: its scan and its leak stretches (a decode state
    // each) hold for this one too; copied, as that snapshot keeps its own model
    const from = runs.get(trace);
    b = from
      ? {
          model: null!,
          events: from.events,
          requests: from.requests,
          prebuilt: from.prebuilt.slice(),
          stretches: new Map(from.stretches),
        }
      : { model: null!, events: 0, requests: 0, prebuilt: [], stretches: new Map() };
    cache.set(trace, b);
  }
  for (let i = b.events; i < events.length; i++) {
    const e = events[i]!;
    if (e.kind === 'decode.prebuilt' && e.requests[0] !== undefined) b.prebuilt.push(i);
  }
  b.events = events.length;
  b.requests = reqs.length;
  const tenantIdx = new Map(scenario.tenants.map((t, i) => [t.id, i]));
  const requestTenant = new Uint8Array(reqs.length);
  reqs.forEach((r, i) => (requestTenant[i] = tenantIdx.get(r.tenant) ?? NO_TENANT));
  const prebuiltStep = new Int32Array(reqs.length).fill(-1);
  const leaks: LeakStretch[] = [];
  for (const idx of b.prebuilt) {
    const e = events[idx]!;
    const reader = e.requests[0]!;
    prebuiltStep[reader] = e.step;
    // leaks come from final verdicts only: a reader still running shows none yet
    if (!b.stretches.has(idx) && trace.verdicts[reader])
      b.stretches.set(idx, stretchesOf(trace, idx));
    for (const l of b.stretches.get(idx) ?? []) leaks.push(l);
  }
  b.model = {
    requestTenant,
    tenantNames: scenario.tenants.map((t) => t.name),
    tenantLetters: scenario.tenants.map((_, i) => tenantLetter(i)),
    requestIds: reqs.map((r) => r.id),
    prebuiltStep,
    leaks,
  };
  if (trace.complete === false) runs.set(trace, b);
  return b.model;
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
