/**
 * What the probe will send, decided from the figures before anything is sent: tenant A's
 * canary prompts (enough to cycle the decode pool, as the exposure checker's scenario does),
 * tenant B's prompts at several lengths across the band, and B's control below the limits.
 */
import type { Band, Figures } from './figures';

/** New tokens asked for every prompt: enough for an answer and for decode steps over the pages. */
export const ANSWER_TOKENS = 16;
/** How far below a limit the control and canaries aim (they must stay accepted). */
export const BELOW = 256;
/** How far into the band B's first and last prompts aim (at most half the band). */
export const INTO_BAND = 256;
/** At most this many canary prompts for one pool (a DP-attention rank's, or the decode's). */
export const MAX_CANARIES = 20;
/** Prompts of tenant B in the band: its start, its middle and its end (fewer in a narrow band). */
export const BAND_LENGTHS = 3;
/**
 * `num_reserved_decode_tokens` (default 512): the decode admits a request only when its
 * fill_len plus this fits its free tokens (python/sglang/srt/disaggregation/decode.py
 * @0035ca42 `_prealloc_required_tokens`, `pop_preallocated`; src/engine/decodeBudget.ts). A
 * prompt the decode cannot admit never gets an answer of its own (SGLang's prefill times out
 * in Bootstrapping after 300 s), so neither the canaries, the control nor the band prompts aim
 * above this.
 */
export const DECODE_RESERVE = 512;

export type Role = 'canary' | 'band' | 'control';

export interface PlannedRequest {
  role: Role;
  tenant: 'A' | 'B';
  /** index among the canaries, or among the band prompts (0 for the control) */
  index: number;
  target: number;
  /** the measured length must fall in [lo, hi] */
  lo: number;
  hi: number;
  maxNewTokens: number;
}

export interface Plan {
  requests: PlannedRequest[];
  /** prompt tokens in all (targets; measured lengths differ by a few tokens) */
  totalTokens: number;
  /** the band prompts aim at the band (false: no band, they test the prefill's first rejected length) */
  inBand: boolean;
}

/**
 * The longest prompt the decode admits with nothing else running: its pool less the 512-token
 * reserve, a page for SGLang's rounding of fill_len to whole pages on the radix-cache path, and
 * the new tokens.
 */
export function decodeAdmitMax(f: Figures, newTokens = ANSWER_TOKENS): number {
  return f.decode.poolTokens - DECODE_RESERVE - f.decode.pageSize - newTokens;
}

/** The longest prompt both nodes accept and the decode admits, with room for `newTokens`. */
function acceptedMax(f: Figures, newTokens: number): number {
  const ctx = f.prefill.contextLength;
  return Math.min(
    f.prefill.maxInput - 1,
    f.decode.maxInput - 1,
    ctx - newTokens,
    decodeAdmitMax(f, newTokens),
  );
}

/**
 * The band's part a probe can use: prompt + ANSWER_TOKENS within the context (the tokenizer's
 * own check) and a length the decode admits (its 512-token reserve).
 */
export function usableBand(f: Figures): Band | null {
  const b = f.band;
  if (!b) return null;
  const to = Math.min(b.to, f.prefill.contextLength - ANSWER_TOKENS, decodeAdmitMax(f));
  return to < b.from ? null : { from: b.from, to, count: to - b.from + 1 };
}

/** The lengths B's band prompts aim at: near the start, the middle, near the end. */
export function bandTargets(b: Band): number[] {
  const into = Math.min(INTO_BAND, Math.floor((b.to - b.from) / 2));
  const all = [b.from + into, Math.floor((b.from + b.to) / 2), b.to - into];
  return [...new Set(all)].slice(0, BAND_LENGTHS);
}

export function makePlan(f: Figures): Plan | { error: string } {
  const controlHi = acceptedMax(f, ANSWER_TOKENS);
  if (controlHi < 1)
    return {
      error: `the nodes accept no prompt at all with these figures (the decode admits a prompt only when it and ${DECODE_RESERVE} reserved tokens fit its pool)`,
    };
  const near = (hi: number) => ({
    target: Math.max(1, hi - BELOW),
    lo: Math.max(1, hi - 2 * BELOW),
    hi,
  });
  const canary = near(controlHi);
  // each data-parallel rank of the decode (dp_size, with DP attention or without) has its own
  // pool and the requests are spread over the ranks: enough canaries to cycle every rank's
  // pool, whichever rank serves which prompt
  const perPool = Math.min(
    MAX_CANARIES,
    Math.max(1, Math.ceil(f.decode.poolTokens / canary.target)),
  );
  const n = perPool * f.decode.dpRanks;
  const requests: PlannedRequest[] = Array.from({ length: n }, (_, index) => ({
    role: 'canary',
    tenant: 'A',
    index,
    ...canary,
    maxNewTokens: ANSWER_TOKENS,
  }));
  const band = usableBand(f);
  const first = f.prefill.maxInput;
  const probes = band
    ? bandTargets(band).map((target) => ({ target, lo: band.from, hi: band.to }))
    : [{ target: first, lo: first, hi: first + INTO_BAND }];
  probes.forEach((p, index) =>
    requests.push({ role: 'band', tenant: 'B', index, ...p, maxNewTokens: ANSWER_TOKENS }),
  );
  requests.push({
    role: 'control',
    tenant: 'B',
    index: 0,
    ...near(controlHi),
    maxNewTokens: ANSWER_TOKENS,
  });
  return {
    requests,
    totalTokens: requests.reduce((s, r) => s + r.target, 0),
    inBand: band !== null,
  };
}

/** A key as the plan shows it: short test ids in full, secrets by their last four characters. */
export function showKey(key: string): string {
  return key.length <= 4 ? `"${key}"` : `ending "…${key.slice(-4)}" (${key.length} characters)`;
}

/** The key a tenant's prompts carry: A the first, B the second, or the one key for both. */
export function keyFor(keys: readonly string[], tenant: 'A' | 'B'): string | undefined {
  return (tenant === 'B' ? keys[1] : undefined) ?? keys[0];
}

/** A tenant's key as the plan shows it, saying when both share one or none is sent. */
export function showKeyFor(keys: readonly string[], tenant: 'A' | 'B'): string {
  const k = keyFor(keys, tenant);
  if (k === undefined) return 'none (no Authorization sent)';
  return keys.length === 1 ? `${showKey(k)} (one key for both, as SGLang's --api-key)` : showKey(k);
}
