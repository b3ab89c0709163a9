/**
 * The SGLang command-line flags and `/get_server_info` fields the exposure checker reads, as
 * SGLang names them (docs/advanced_features/server_arguments.md; entrypoints/http_server.py;
 * the scheduler's startup log line), and the common flags it knows but does not need.
 */

/** Flags of `python -m sglang.launch_server` that decide the exposed band. */
export const SERVER_FLAGS = {
  contextLength: '--context-length',
  maxTotalTokens: '--max-total-tokens',
  pageSize: '--page-size',
  mode: '--disaggregation-mode',
} as const;

/** `--disaggregation-mode` choices; `null` (the default) means no prefill/decode split. */
export const MODES = ['null', 'prefill', 'decode'] as const;

/** Flags that change what the check means; each gets a warning. */
export const CAVEAT_FLAGS = ['--allow-auto-truncate'] as const;

/** Flags read to label a node (host and port). */
export const ADDRESS_FLAGS = ['--host', '--port'] as const;

/** Known SGLang server flags the check does not need (accepted silently). */
export const OTHER_SERVER_FLAGS = new Set([
  '--model-path',
  '--model',
  '--tokenizer-path',
  '--tokenizer-mode',
  '--served-model-name',
  '--trust-remote-code',
  '--revision',
  '--dtype',
  '--kv-cache-dtype',
  '--quantization',
  '--load-format',
  '--tp-size',
  '--tp',
  '--dp-size',
  '--dp',
  '--ep-size',
  '--pp-size',
  '--nnodes',
  '--node-rank',
  '--dist-init-addr',
  '--base-gpu-id',
  '--mem-fraction-static',
  '--chunked-prefill-size',
  '--max-prefill-tokens',
  '--max-running-requests',
  '--schedule-policy',
  '--schedule-conservativeness',
  '--stream-interval',
  '--attention-backend',
  '--prefill-attention-backend',
  '--decode-attention-backend',
  '--mm-attention-backend',
  '--sampling-backend',
  '--cuda-graph-max-bs',
  '--cuda-graph-bs',
  '--disable-cuda-graph',
  '--disable-radix-cache',
  '--enable-torch-compile',
  '--enable-dp-attention',
  '--enable-metrics',
  '--enable-cache-report',
  '--log-level',
  '--log-requests',
  '--random-seed',
  '--api-key',
  '--watchdog-timeout',
  '--tool-call-parser',
  '--reasoning-parser',
  '--chat-template',
  '--speculative-algorithm',
  '--speculative-draft-model-path',
  '--speculative-num-steps',
  '--speculative-eagle-topk',
  '--speculative-num-draft-tokens',
  '--moe-a2a-backend',
  '--moe-runner-backend',
  '--deepep-mode',
  '--enable-eplb',
  '--ep-num-redundant-experts',
  '--disaggregation-transfer-backend',
  '--disaggregation-bootstrap-port',
  '--disaggregation-ib-device',
  '--disaggregation-decode-enable-radix-cache',
  '--num-reserved-decode-tokens',
]);

/** Flags of the router commands. */
export const ROUTER_FLAGS = {
  pd: '--pd-disaggregation',
  prefill: '--prefill',
  decode: '--decode',
  miniLb: '--mini-lb',
} as const;

export const OTHER_ROUTER_FLAGS = new Set([
  '--host',
  '--port',
  '--policy',
  '--prefill-policy',
  '--decode-policy',
  '--worker-urls',
  '--request-timeout-secs',
  '--timeout',
  '--log-level',
  '--log-dir',
  '--prometheus-port',
  '--prometheus-host',
  '--service-discovery',
  '--max-concurrent-requests',
  '--cache-threshold',
  '--balance-abs-threshold',
  '--balance-rel-threshold',
]);

/** Modules people launch with `python -m`. */
export const MODULES = {
  server: 'sglang.launch_server',
  router: 'sglang_router.launch_router',
  miniLb: 'sglang.srt.disaggregation.mini_lb',
  miniLbNew: 'sglang_router.mini_lb',
} as const;

/** `/get_server_info` fields (ServerArgs fields, plus the scheduler's init info). */
export const INFO_FIELDS = {
  contextLength: 'context_length',
  maxTotalTokens: 'max_total_tokens',
  pageSize: 'page_size',
  mode: 'disaggregation_mode',
  poolTokens: 'max_total_num_tokens',
  maxReqInputLen: 'max_req_input_len',
  allowAutoTruncate: 'allow_auto_truncate',
} as const;

/** The scheduler's startup log line that gives the pool and the effective context length. */
export const LOG_LINE_EXAMPLE =
  'max_total_num_tokens=681280, chunked_prefill_size=8192, max_prefill_tokens=16384, ' +
  'max_running_requests=…, context_len=1048576, available_gpu_mem=… GB';

/** Levenshtein distance, for "did you mean" on misspelt flags. */
export function distance(a: string, b: string): number {
  const d = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let prev = d[0]!;
    d[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const tmp = d[j]!;
      d[j] = Math.min(d[j]! + 1, d[j - 1]! + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = tmp;
    }
  }
  return d[b.length]!;
}

/** The flag a misspelt one most likely meant, among `names`; null when none is close. */
export function didYouMean(flag: string, names: readonly string[]): string | null {
  const norm = flag.replace(/_/g, '-').toLowerCase();
  let best: string | null = null;
  let bestD = Infinity;
  for (const n of names) {
    const dd = n.startsWith(norm) && norm.length >= 6 ? 1 : distance(norm, n);
    if (dd < bestD) {
      bestD = dd;
      best = n;
    }
  }
  return bestD <= 2 ? best : null;
}
