/**
 * sgl-router's retries, with their real defaults: `RouterArgs` in
 * sgl-router/py_src/sglang_router/router_args.py @083d6013 (`retry_max_retries: int = 5`,
 * `retry_initial_backoff_ms = 50`, `retry_max_backoff_ms = 30_000`, `retry_backoff_multiplier =
 * 1.5`, `retry_jitter_factor = 0.2`; `--disable-retries` is "equivalent to setting
 * retry_max_retries=1"), the same as `RetryConfig::default()` in src/config/types.rs @0129b029.
 * core/retry.rs @5af4e125: `execute_response_with_retry` makes `max_retries.max(1)` attempts in
 * all and retries a response whose status `is_retryable_status` (408, 429, 500, 502, 503, 504);
 * the PD router's `execute_dual_dispatch` picks a pair and draws a new `bootstrap_room`
 * (`inject_bootstrap_into_value`) for each attempt. mini_lb (mini_lb.py @001c2ae0) has no retry.
 */
export const RETRY_DEFAULTS = {
  maxRetries: 5,
  initialBackoffMs: 50,
  maxBackoffMs: 30_000,
  backoffMultiplier: 1.5,
  jitterFactor: 0.2,
} as const;

export const RETRYABLE_STATUSES: readonly number[] = [408, 429, 500, 502, 503, 504];

/**
 * The wait before attempt `next` (2 for the first retry): the initial backoff times the
 * multiplier for each retry before, at most the maximum, give or take the jitter factor.
 */
export function backoffMs(next: number, rand: () => number = Math.random): number {
  const d = RETRY_DEFAULTS;
  const base = Math.min(d.initialBackoffMs * d.backoffMultiplier ** (next - 2), d.maxBackoffMs);
  return Math.max(0, Math.round(base * (1 + d.jitterFactor * (2 * rand() - 1))));
}

/** What `/get_server_info` reports of the router's retries (null: the router has none). */
export function retryInfo(router: string, maxRetries: number) {
  if (router !== 'sgl-router') return null;
  const d = RETRY_DEFAULTS;
  return {
    max_retries: maxRetries,
    initial_backoff_ms: d.initialBackoffMs,
    max_backoff_ms: d.maxBackoffMs,
    backoff_multiplier: d.backoffMultiplier,
    jitter_factor: d.jitterFactor,
    retryable_statuses: RETRYABLE_STATUSES,
  };
}
