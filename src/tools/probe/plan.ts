/**
 * What the probe will send, decided from the figures before anything is sent: tenant A's
 * canary prompts (enough to cycle the decode pool, as the exposure checker's scenario does),
 * one prompt of tenant B in the band, and B's control just below the prefill's limit.
 */
import type { Band, Figures } from './figures';

/** New tokens asked for B's prompts: enough for an answer and for decode steps over the pages. */
export const ANSWER_TOKENS = 16;
/** New tokens asked for A's canaries: their KV is written by the transfer; one token is enough. */
export const CANARY_TOKENS = 1;
/** How far below a limit the control and canaries aim (they must stay accepted). */
export const BELOW = 256;
/** How far into the band B's prompt aims (at most half the band). */
export const INTO_BAND = 256;
/** At most this many canary prompts. */
export const MAX_CANARIES = 20;

export type Role = 'canary' | 'band' | 'control';

export interface PlannedRequest {
  role: Role;
  tenant: 'A' | 'B';
  /** index among the canaries (0 for B's prompts) */
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
  /** the band probe aims at the band (false: no band, it tests the prefill's first rejected length) */
  inBand: boolean;
}

/** The longest prompt both nodes accept, with room for `newTokens` within the context. */
function acceptedMax(f: Figures, newTokens: number): number {
  const ctx = f.prefill.contextLength;
  return Math.min(f.prefill.maxInput - 1, f.decode.maxInput - 1, ctx - newTokens);
}

/** The band's part where prompt + ANSWER_TOKENS still fits the context (the tokenizer's own check). */
export function usableBand(f: Figures): Band | null {
  const b = f.band;
  if (!b) return null;
  const to = Math.min(b.to, f.prefill.contextLength - ANSWER_TOKENS);
  return to < b.from ? null : { from: b.from, to, count: to - b.from + 1 };
}

export function makePlan(f: Figures): Plan | { error: string } {
  const controlHi = acceptedMax(f, ANSWER_TOKENS);
  const canaryHi = acceptedMax(f, CANARY_TOKENS);
  if (controlHi < 1 || canaryHi < 1)
    return { error: 'the nodes accept no prompt at all with these figures' };
  const near = (hi: number) => ({
    target: Math.max(1, hi - BELOW),
    lo: Math.max(1, hi - 2 * BELOW),
    hi,
  });
  const canary = near(canaryHi);
  const n = Math.min(MAX_CANARIES, Math.max(1, Math.ceil(f.decode.poolTokens / canary.target)));
  const requests: PlannedRequest[] = Array.from({ length: n }, (_, index) => ({
    role: 'canary',
    tenant: 'A',
    index,
    ...canary,
    maxNewTokens: CANARY_TOKENS,
  }));
  const band = usableBand(f);
  const first = f.prefill.maxInput;
  const probe = band
    ? {
        target: band.from + Math.min(INTO_BAND, Math.floor((band.to - band.from) / 2)),
        lo: band.from,
        hi: band.to,
      }
    : { target: first, lo: first, hi: first + INTO_BAND };
  requests.push({ role: 'band', tenant: 'B', index: 0, ...probe, maxNewTokens: ANSWER_TOKENS });
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
