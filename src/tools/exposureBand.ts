/**
 * What a request of each length in a pair's band gets: a scenario per length, run by the engine,
 * with the change points bisected to the exact token.
 */
import {
  maxReqInputLen,
  NO_FIXES,
  simulate,
  validateScenario,
  type Fixes,
  type RouterKind,
  type Scenario,
} from '../engine';
import type { Band, BandOutcome, PairVerdict, Segment } from './exposureVerdict';

/** max_new_tokens of the requests the engine runs (the tokenizer refuses prompt + this > context) */
export const OUTCOME_NEW_TOKENS = 16;
const NEW_TOKENS = OUTCOME_NEW_TOKENS;
/** engine runs per pair and router to map the band's outcomes (each a few milliseconds) */
export const OUTCOME_RUN_BUDGET = 40;
/** engine runs per check, all pairs together: past it, further pairs get their band without outcomes */
export const CHECK_RUN_BUDGET = 2000;
/** evenly spaced lengths sampled inside the band, besides its edges and the known change points */
const SAMPLES = 7;
/** SGLang's default num_reserved_decode_tokens (server_args.py) */
const DECODE_RESERVE = 512;

export function band(lo: number, hi: number): Band | null {
  const from = Math.max(1, lo);
  const to = hi - 1;
  return to < from ? null : { from, to, count: to - from + 1 };
}

/** A context length that gives the engine the nodes' reported limits when no source names it. */
function engineContext(p: PairVerdict): number | null {
  if (p.contextLength !== null) return p.contextLength;
  const ctx =
    p.decodeMax + 6 < p.decodePool
      ? p.decodeMax + 6
      : Math.max(p.prefillPool, p.decodePool) + NEW_TOKENS;
  const fits =
    maxReqInputLen(ctx, p.prefillPool) === p.prefillMax &&
    maxReqInputLen(ctx, p.decodePool) === p.decodeMax;
  return fits ? ctx : null;
}

/**
 * A scenario that shows one length of the pair's band: earlier requests of tenant A fill the
 * decode pool, then one probe of `probe` tokens (default: the top of the band, kept under the
 * tokenizer's total check). `fixes`: the switches of the release (a fixed one: #38704's two halves).
 */
export function verdictScenario(
  p: PairVerdict,
  router: RouterKind,
  probe?: number,
  fixes: Partial<Fixes> = {},
): Scenario | null {
  const ctx = engineContext(p);
  if (ctx === null) return null;
  const accepted = Math.min(p.prefillMax, p.decodeMax, ctx) - 1;
  // the tokenizer also refuses prompt + max_new_tokens > context: keep the default probe under it
  const length =
    probe ??
    (p.exposed
      ? Math.max(p.exposed.from, Math.min(p.exposed.to, ctx - NEW_TOKENS))
      : Math.min(p.prefillMax, p.decodeMax));
  if (accepted < 1) return null;
  const n = Math.min(20, Math.max(1, Math.ceil(p.decodePool / accepted)));
  const on = Object.keys(fixes).filter((k) => fixes[k as keyof Fixes]);
  const raw = {
    name: `Exposure check: ${p.prefill} + ${p.decode}`,
    description: `Built by the exposure checker from pasted settings: context ${p.contextLength ?? `unknown (${ctx} used: the nodes report their limits)`}, prefill pool ${p.prefillPool}, decode pool ${p.decodePool}, page size ${p.pageSize}, router ${router}${on.length ? `, fixes ${on.join(', ')}` : ''}. Assumed: ${n} earlier request(s) of tenant A that fill the decode pool, then one probe of ${length} tokens from tenant P.`,
    seed: 1,
    config: {
      contextLength: ctx,
      pageSize: p.pageSize,
      prefill: { poolTokens: p.prefillPool },
      decode: { poolTokens: p.decodePool },
      router,
      ...(on.length ? { fixes: { ...NO_FIXES, ...fixes } } : {}),
    },
    tenants: [
      { id: 'a', name: 'Tenant A' },
      { id: 'p', name: 'Probe' },
    ],
    requests: [
      ...Array.from({ length: n }, (_, i) => ({
        id: `a${i + 1}`,
        tenant: 'a',
        promptTokens: accepted,
        maxNewTokens: NEW_TOKENS,
        arrival: 0,
        ...(i > 0 ? { after: `a${i}` } : {}),
      })),
      {
        id: 'p1',
        tenant: 'p',
        promptTokens: length,
        maxNewTokens: NEW_TOKENS,
        arrival: 0,
        after: `a${n}`,
      },
    ],
  };
  const v = validateScenario(raw);
  return v.ok ? v.scenario : null;
}

type Outcome = Pick<Segment, 'httpStatus' | 'isolation' | 'correct'>;
const same = (a: Outcome, b: Outcome) =>
  a.httpStatus === b.httpStatus && a.isolation === b.isolation && a.correct === b.correct;

/**
 * The engine's outcome at every length of the band: its edges, the lengths where SGLang's code
 * changes the outcome (the decode's admission budget: fill_len in whole pages + 512 reserved
 * tokens against the pool; the tokenizer's total check: prompt + max_new_tokens > context), and
 * evenly spaced lengths between; then each change between two neighbours is bisected to the
 * exact length, within the run budget. Null when the engine cannot run the pair.
 */
export function bandOutcome(
  p: PairVerdict,
  router: RouterKind,
  fixes: Partial<Fixes> = {},
  budget = OUTCOME_RUN_BUDGET,
): BandOutcome | null {
  if (!p.exposed) return null;
  const { from, to } = p.exposed;
  const seen = new Map<number, Outcome>();
  let runs = 0;
  const at = (len: number): Outcome | null => {
    const hit = seen.get(len);
    if (hit) return hit;
    const s = verdictScenario(p, router, len, fixes);
    if (!s) return null;
    runs++;
    const v = simulate(s).verdicts.at(-1);
    if (!v) return null;
    const o = { httpStatus: v.httpStatus, isolation: v.isolation, correct: v.correct };
    seen.set(len, o);
    return o;
  };
  const ctx = engineContext(p) ?? to + 1;
  const fill = Math.floor((p.decodePool - DECODE_RESERVE) / p.pageSize) * p.pageSize;
  const points = new Set([from, to, fill, fill + 1, ctx - NEW_TOKENS, ctx - NEW_TOKENS + 1]);
  for (let i = 1; i <= SAMPLES; i++)
    points.add(from + Math.round(((to - from) * i) / (SAMPLES + 1)));
  for (const len of [...points].filter((x) => x >= from && x <= to).sort((a, b) => a - b))
    if (!at(len)) return null;
  let exact = true;
  for (;;) {
    const sorted = [...seen.keys()].sort((a, b) => a - b);
    const gap = sorted.findIndex(
      (x, i) =>
        i + 1 < sorted.length &&
        sorted[i + 1]! - x > 1 &&
        !same(seen.get(x)!, seen.get(sorted[i + 1]!)!),
    );
    if (gap < 0) break;
    if (runs >= budget) {
      exact = false;
      break;
    }
    const lo = sorted[gap]!;
    const hi = sorted[gap + 1]!;
    if (!at(Math.floor((lo + hi) / 2))) return null;
  }
  const sorted = [...seen.keys()].sort((a, b) => a - b);
  const segments: Segment[] = [];
  sorted.forEach((len, i) => {
    const o = seen.get(len)!;
    const last = segments.at(-1);
    if (last && same(last, o)) return;
    if (last) {
      last.to = len - 1;
      last.count = last.to - last.from + 1;
    }
    segments.push({ from: len, to, count: to - len + 1, ...o });
    void i;
  });
  return { router, segments, runs, exact };
}
