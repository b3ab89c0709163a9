/**
 * The fixes scene's grouping, from the engine's verdicts: each change alone, compared with
 * the deployment as it was, under each router.
 * - exposure: the prompt lengths the prefill node rejects and the decode node accepts (the
 *   band, from the same limit rule as the engine, `max_req_input_len`), counted only if a
 *   prompt in that band, run through the engine, reads another tenant's pages;
 * - "stops the leak": no exposure under either router;
 * - "changes nothing alone": the same status, pages, verdict and exposure as deployed;
 * - "narrows it": anything in between (a smaller band, fewer pages, or one router only).
 */
import { ROUTER_KINDS, storyRequest, type RouterKind, type Trace } from '../engine';
import { calculate } from '../tools/calculator';
import { traceFor } from './sceneTraces';
import { outcomeOf, VARIANTS, type Outcome, type Variant } from './variants';

export const FIX_GROUPS = ['stops', 'narrows', 'nothing'] as const;
export type FixGroup = (typeof FIX_GROUPS)[number];

export interface RouterExposure {
  outcome: Outcome;
  /** prompt lengths in the band, if a prompt in it reads other tenants' pages (else 0) */
  exposedLengths: number;
  /** the prompt length the engine ran to decide it (null: the band is empty) */
  probe: number | null;
}

export type Exposure = Record<RouterKind, RouterExposure>;

/** The variant's exposed band, from its scenario's configuration. */
export function bandOf(trace: Trace): { from: number; to: number; count: number } | null {
  const c = trace.scenario.config;
  return calculate({
    contextLength: c.contextLength,
    prefillPool: c.prefill.poolTokens,
    decodePool: c.decode.poolTokens,
    pageSize: c.pageSize,
    version: '',
  }).exposed;
}

function exposureUnder(v: Variant, router: RouterKind): RouterExposure {
  const outcome = outcomeOf(v, router);
  const { trace } = traceFor(v.scenario, v.switches, router, v.tweak);
  const band = bandOf(trace);
  if (!band) return { outcome, exposedLengths: 0, probe: null };
  const r = storyRequest(trace);
  const spec = trace.scenario.requests[r]!;
  let cross = outcome.crossTenantPages;
  let probe = spec.promptTokens;
  // the story prompt lies outside this band: run one that lies inside (its first length)
  if (probe < band.from || probe > band.to) {
    probe = band.from;
    const tweak = { ...v.tweak, storyPrompt: { request: spec.id, tokens: probe } };
    const run = traceFor(v.scenario, v.switches, router, tweak).trace;
    cross = run.verdicts[storyRequest(run)]!.pageCounts.crossTenant;
  }
  return { outcome, exposedLengths: cross > 0 ? band.count : 0, probe };
}

const exposures = new Map<string, Exposure>();

/** The variant's outcome and exposure under each router (engine runs, cached). */
export function exposureOf(v: Variant): Exposure {
  const hit = exposures.get(v.id);
  if (hit) return hit;
  const e = Object.fromEntries(ROUTER_KINDS.map((r) => [r, exposureUnder(v, r)])) as Exposure;
  exposures.set(v.id, e);
  return e;
}

function same(a: RouterExposure, b: RouterExposure): boolean {
  return (
    a.outcome.status === b.outcome.status &&
    a.outcome.crossTenantPages === b.outcome.crossTenantPages &&
    a.outcome.correct === b.outcome.correct &&
    a.exposedLengths === b.exposedLengths
  );
}

/** The row every change is compared with: the deployment as it was. */
export const BASELINE: Variant = VARIANTS.find((v) => v.id === 'none')!;

/** Which group a change falls in, compared with the baseline under both routers. */
export function groupOf(v: Variant): FixGroup {
  const e = exposureOf(v);
  const base = exposureOf(BASELINE);
  if (ROUTER_KINDS.every((r) => e[r].exposedLengths === 0)) return 'stops';
  if (ROUTER_KINDS.every((r) => same(e[r], base[r]))) return 'nothing';
  return 'narrows';
}

/** The changes (every row but the baseline), by group, in the table's order. */
export function fixGroups(): Record<FixGroup, Variant[]> {
  const out: Record<FixGroup, Variant[]> = { stops: [], narrows: [], nothing: [] };
  for (const v of VARIANTS) if (v !== BASELINE) out[groupOf(v)].push(v);
  return out;
}
