/**
 * The SGLang command-line flags and `/get_server_info` fields the exposure checker reads, as
 * SGLang names them (docs/advanced_features/server_arguments.md; entrypoints/http_server.py;
 * the scheduler's startup log line), and the common flags it knows but does not need.
 */
import TABLE from './exposureFlagTable.json';

/** Flags of `python -m sglang.launch_server` that decide the exposed band. */
export const SERVER_FLAGS = {
  contextLength: '--context-length',
  maxTotalTokens: '--max-total-tokens',
  pageSize: '--page-size',
  mode: '--disaggregation-mode',
} as const;

/** `--disaggregation-mode` choices; `null` (the default) means no prefill/decode split. */
export const MODES = ['null', 'prefill', 'decode'] as const;

/** One row of the flag table (exposureFlagTable.json): a flag the checker reads, and for what. */
export interface FlagRow {
  flag: string;
  aliases?: string[];
  effect: 'context' | 'pool' | 'page' | 'routing';
  /** what the checker does with it (a figure, a caveat, a note …) */
  read: string;
  /** a switch takes no value */
  switch?: boolean;
  /** takes several values (argparse nargs) */
  nargs?: '+' | '*';
}

const rows = (list: readonly FlagRow[]) => {
  const m = new Map<string, FlagRow>();
  for (const r of list) for (const name of [r.flag, ...(r.aliases ?? [])]) m.set(name, r);
  return m;
};

/** Server flags that change the context length, the pool, the page size or routing. */
export const SERVER_TABLE: ReadonlyMap<string, FlagRow> = rows(TABLE.server as FlagRow[]);
/** Router flags (sgl-router's RouterArgs; mini_lb's --prefill/--decode) that change routing. */
export const ROUTER_TABLE: ReadonlyMap<string, FlagRow> = rows(TABLE.router as FlagRow[]);

/** Common server flags the check does not need: not taken for a misspelling of a read one. */
export const OTHER_SERVER_FLAGS = new Set([
  '--tokenizer-path',
  '--tokenizer-mode',
  '--served-model-name',
  '--trust-remote-code',
  '--load-format',
  '--ep-size',
  '--ep',
  '--base-gpu-id',
  '--chunked-prefill-size',
  '--max-prefill-tokens',
  '--max-running-requests',
  '--schedule-policy',
  '--schedule-conservativeness',
  '--stream-interval',
  '--sampling-backend',
  '--cuda-graph-max-bs',
  '--cuda-graph-bs',
  '--disable-cuda-graph',
  '--disable-radix-cache',
  '--enable-torch-compile',
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
  '--speculative-draft-model-path',
  '--moe-a2a-backend',
  '--moe-runner-backend',
  '--deepep-mode',
  '--enable-eplb',
  '--ep-num-redundant-experts',
  '--disaggregation-transfer-backend',
  '--disaggregation-ib-device',
  '--disaggregation-decode-enable-radix-cache',
  '--mm-attention-backend',
]);

/** The flags of the router commands that the parser names in code. */
export const ROUTER_FLAGS = {
  pd: '--pd-disaggregation',
  prefill: '--prefill',
  decode: '--decode',
  miniLb: '--mini-lb',
} as const;

/** Modules people launch with `python -m`. */
export const MODULES = {
  server: 'sglang.launch_server',
  router: 'sglang_router.launch_router',
  miniLb: 'sglang.srt.disaggregation.mini_lb',
  miniLbNew: 'sglang_router.mini_lb',
} as const;

/** SGLang's console script: `sglang serve …` runs the same server (python/pyproject.toml). */
export const SERVE = ['sglang', 'serve'] as const;

/** `/get_server_info` fields (ServerArgs fields, plus the scheduler's init info). */
export const INFO_FIELDS = {
  contextLength: 'context_length',
  maxTotalTokens: 'max_total_tokens',
  pageSize: 'page_size',
  mode: 'disaggregation_mode',
  poolTokens: 'max_total_num_tokens',
  maxReqInputLen: 'max_req_input_len',
  allowAutoTruncate: 'allow_auto_truncate',
  version: 'version',
  nnodes: 'nnodes',
  nodeRank: 'node_rank',
  distInitAddr: 'dist_init_addr',
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
