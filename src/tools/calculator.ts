/**
 * Exposure calculator (pure): for a split prefill/decode deployment, which prompt lengths the
 * prefill node rejects while the decode node accepts, the condition of the stale-page leak.
 *
 * Rules, as in the engine (src/engine/limits.ts) and SGLang's code:
 * - the tokenizer refuses a prompt of `context_length` tokens or more (HTTP 400 up front);
 * - each node computes `max_req_input_len = min(context_length − 1, pool − 1) − 5` and
 *   rejects a prompt of that length or longer;
 * - exposed band: [prefillMax, min(decodeMax, contextLength)).
 * Version advice follows the press accounts (fix in v0.5.20, upgrade to v0.5.22+); the tracker
 * shows the pull request they name (#38704) still open, so the UI presents both.
 */
import { maxReqInputLen } from '../engine/limits';

export interface CalcInput {
  contextLength: number;
  prefillPool: number;
  decodePool: number;
  pageSize: number;
  /** SGLang version as typed, e.g. "0.5.21" or "v0.5.22.post1"; may be empty */
  version: string;
}

/** An inclusive range of prompt lengths. */
export interface Band {
  from: number;
  to: number;
  count: number;
  /** count / contextLength (derived) */
  share: number;
}

export type VersionAdvice = 'before' | 'between' | 'after' | 'unknown';

export interface CalcResult {
  valid: boolean;
  prefillMax: number;
  decodeMax: number;
  /** whole pages in each pool */
  prefillPages: number;
  decodePages: number;
  /** rejected by the prefill node, accepted by the decode node: the leak path */
  exposed: Band | null;
  /** rejected by the decode node only: answered with the decode node's own 400 */
  decodeOnly: Band | null;
  version: VersionAdvice;
}

export const MIN_TOKENS = 8;
/** the engine's bound on one pool (LIMITS.maxTokens) */
export const MAX_TOKENS = 16_777_216;
export const MAX_PAGE_SIZE = 1024;

const whole = (n: number, min: number, max: number) => Number.isInteger(n) && n >= min && n <= max;

export function isValidInput(i: CalcInput): boolean {
  return (
    whole(i.contextLength, MIN_TOKENS, MAX_TOKENS) &&
    whole(i.prefillPool, MIN_TOKENS, MAX_TOKENS) &&
    whole(i.decodePool, MIN_TOKENS, MAX_TOKENS) &&
    whole(i.pageSize, 1, MAX_PAGE_SIZE) &&
    i.prefillPool >= i.pageSize &&
    i.decodePool >= i.pageSize
  );
}

/** Prompt lengths p with lo ≤ p < hi (and p ≥ 1), as an inclusive band; null if empty. */
function band(lo: number, hi: number, contextLength: number): Band | null {
  const from = Math.max(1, lo);
  const to = hi - 1;
  if (to < from) return null;
  const count = to - from + 1;
  return { from, to, count, share: count / contextLength };
}

/** Parses "0.5.21", "v0.5.22", "0.5.22.post1" into [major, minor, patch]. */
export function parseVersion(v: string): [number, number, number] | null {
  const m = /^\s*v?(\d+)\.(\d+)(?:\.(\d+))?/i.exec(v);
  if (!m) return null;
  return [Number(m[1]), Number(m[2]), Number(m[3] ?? 0)];
}

function compare(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < 3; i++) {
    const d = (a[i] ?? 0) - (b[i] ?? 0);
    if (d !== 0) return d;
  }
  return 0;
}

/** The press accounts: fixed in v0.5.20; upgrade to v0.5.22 or later. */
export function versionAdvice(version: string): VersionAdvice {
  const v = parseVersion(version);
  if (!v) return 'unknown';
  if (compare(v, [0, 5, 20]) < 0) return 'before';
  if (compare(v, [0, 5, 22]) < 0) return 'between';
  return 'after';
}

export function calculate(i: CalcInput): CalcResult {
  const version = versionAdvice(i.version);
  if (!isValidInput(i)) {
    return {
      valid: false,
      prefillMax: 0,
      decodeMax: 0,
      prefillPages: 0,
      decodePages: 0,
      exposed: null,
      decodeOnly: null,
      version,
    };
  }
  const prefillMax = maxReqInputLen(i.contextLength, i.prefillPool);
  const decodeMax = maxReqInputLen(i.contextLength, i.decodePool);
  return {
    valid: true,
    prefillMax,
    decodeMax,
    prefillPages: Math.floor(i.prefillPool / i.pageSize),
    decodePages: Math.floor(i.decodePool / i.pageSize),
    exposed: band(prefillMax, Math.min(decodeMax, i.contextLength), i.contextLength),
    decodeOnly: band(decodeMax, Math.min(prefillMax, i.contextLength), i.contextLength),
    version,
  };
}

/** Whether one prompt length falls in the exposed band. */
export function isExposed(r: CalcResult, promptTokens: number): boolean {
  return r.exposed !== null && promptTokens >= r.exposed.from && promptTokens <= r.exposed.to;
}
