/**
 * The figures a target reports, held to the engine's own bounds (src/engine/validate.ts
 * LIMITS): a context or a pool above 16,777,216 tokens, or a page above 1,024 tokens, is not a
 * deployment the probe sizes prompts for. A hostile target reported a context of 1,000,000,000
 * tokens and pools of 600 M and 1 G: the plan announced ~216,172,782,113.8 MB of request
 * bodies. Such figures make the probe inconclusive (exit 3), with this reason. Pure.
 */
import { LIMITS } from '../../engine';
import type { Figures } from './figures';

const fmt = (n: number) => n.toLocaleString('en-US');
/** The most DP-attention ranks the probe plans canaries for (each rank's pool is cycled). */
export const MAX_DP_RANKS = 64;

/** Why the figures are beyond what the probe takes, or null when they are within. */
export function figuresBeyondLimits(f: Figures): string | null {
  for (const n of [f.prefill, f.decode]) {
    const over = (what: string, value: number, limit: number, unit: string) =>
      `the ${n.side} node reports ${what} of ${fmt(value)} ${unit} (${n.source}), more than ` +
      `the ${fmt(limit)} ${unit} the probe (as the engine) takes`;
    if (n.contextLength > LIMITS.maxTokens)
      return over('a context length', n.contextLength, LIMITS.maxTokens, 'tokens');
    if (n.poolTokens > LIMITS.maxTokens)
      return over('a KV pool', n.poolTokens, LIMITS.maxTokens, 'tokens');
    if (n.maxInput > LIMITS.maxTokens)
      return over('an input limit', n.maxInput, LIMITS.maxTokens, 'tokens');
    if (n.pageSize > LIMITS.maxPageSize)
      return over('a page size', n.pageSize, LIMITS.maxPageSize, 'tokens');
    if (n.dpRanks > MAX_DP_RANKS) return over('a dp_size', n.dpRanks, MAX_DP_RANKS, 'ranks');
  }
  return null;
}
