/**
 * One node's figures, resolved from every source pasted for it (command, server info, log):
 * conflicting values are errors naming both sources; a missing pool or context length asks
 * for the startup log line that gives it.
 */
import { maxReqInputLen } from '../engine';
import { INFO_FIELDS, LOG_LINE_EXAMPLE, SERVER_FLAGS } from './exposureFlags';
import type { Fact, FactName, Message, NodeSource } from './exposureTypes';

export interface NodeView {
  label: string;
  mode: 'prefill' | 'decode';
  contextLength: number | null;
  /** max_total_num_tokens, as reported, or derived from --max-total-tokens (a cap) */
  poolTokens: number | null;
  poolFrom: 'reported' | 'flag' | null;
  pageSize: number;
  /** the node's max_req_input_len */
  maxInput: number | null;
  /** where the pool was read ("max_total_num_tokens= in the startup log (box 1, line 2)", a field, or the cap flag) */
  poolSource: string | null;
  /** the SGLang release the node runs, if pasted */
  version: { value: string; from: string } | null;
}

/** One value from several sources; a conflict is reported naming both. */
function one(facts: Fact[], what: string, out: Message[]): number | null {
  const first = facts[0];
  if (!first) return null;
  const other = facts.find((f) => f.value !== first.value);
  if (other) {
    out.push({
      level: 'error',
      code: 'conflict',
      arg: what,
      text: `conflicting ${what}: ${first.value} from ${first.from}, ${other.value} from ${other.from}`,
    });
    return null;
  }
  return first.value;
}

const isReported = (f: Fact) => !f.from.startsWith('--');

/** ", from --mem-fraction-static 0.8, --tp-size 8 …": the flags the profiled pool depends on. */
function poolInputs(n: NodeSource): string {
  const list = n.read.filter(
    (r) => r.read === 'poolInput' || (r.read === 'dp' && r.flag !== '--load-balance-method'),
  );
  return list.length === 0
    ? ''
    : ` and ${list.map((r) => (r.value === null ? r.flag : `${r.flag} ${r.value}`)).join(', ')}`;
}

/** What each flag read for its meaning (exposureFlagTable.json) tells about the check. */
function readFlagNotes(n: NodeSource, label: string, reported: boolean, out: Message[]): void {
  const first = (read: string) => n.read.find((r) => r.read === read);
  const say = (level: Message['level'], code: string, arg: string, text: string) =>
    out.push({ level, code, arg, text: `${label}: ${text}`, box: n.box, line: n.line });
  const override = first('contextOverride');
  if (override && !reported)
    say(
      'warning',
      'context-override',
      override.flag,
      `${override.flag} overrides the model's config, which can change the context length SGLang derives; the startup log's context_len= (or /get_server_info) says what it became`,
    );
  const spec = first('speculative');
  if (spec)
    say(
      'warning',
      'speculative',
      spec.flag,
      `speculative decoding is on (${spec.flag}): the tokenizer counts num_reserved_tokens on top of each prompt in its context check, so prompts near the context length are refused up front; the band's lower edge (the prefill's own limit) does not move`,
    );
  const hybrid = first('hybridPool');
  if (hybrid)
    say(
      'warning',
      'hybrid-pool',
      hybrid.flag,
      `${hybrid.flag} concerns hybrid (sliding-window or Mamba) models, whose limit uses the full-attention pool (max_token_pool_size), which can differ from the logged max_total_num_tokens; /get_server_info's max_req_input_len gives the node's real limit`,
    );
  const dp = n.read.find((r) => r.flag === '--enable-dp-attention');
  if (dp)
    say(
      'note',
      'dp-pools',
      dp.flag,
      `with DP attention each DP rank has its own KV pool; the startup log line and /get_server_info give rank 0's, and the band is computed from it`,
    );
  const reserve = first('decodeReserve');
  if (reserve && reserve.value !== '512')
    say(
      'warning',
      'decode-reserve',
      reserve.flag,
      `${reserve.flag} ${reserve.value ?? ''}: the decode keeps this many tokens in reserve when it admits a request; the engine run for the outcome keeps SGLang's default 512`,
    );
  const backend = first('pageBackend');
  if (backend && n.facts.pageSize.length === 0)
    say(
      'note',
      'page-backend',
      backend.flag,
      `${backend.flag} ${backend.value ?? ''} may set the page size (MLA backends use 64 or 128); the page size does not move the band`,
    );
}

export function resolveNode(n: NodeSource, label: string, out: Message[]): NodeView {
  const mode = n.mode as 'prefill' | 'decode';
  const value = (k: FactName, what: string) => one(n.facts[k], what, out);
  const pageSize = value('pageSize', SERVER_FLAGS.pageSize);
  const bad = (flag: string) => n.malformed?.includes(flag) ?? false;
  // a malformed flag has its own error: no note or request that would say it is absent
  if (pageSize === null && n.facts.pageSize.length === 0 && !bad(SERVER_FLAGS.pageSize))
    out.push({
      level: 'note',
      code: 'default-page-size',
      arg: SERVER_FLAGS.pageSize,
      text: `${label}: no ${SERVER_FLAGS.pageSize}, so SGLang's default 1 is assumed (the page size does not move the band)`,
    });
  const page = pageSize ?? 1;
  const contextLength = value('contextLength', SERVER_FLAGS.contextLength);
  const model = n.read.find((r) => r.read === 'model' && r.flag === '--model-path')?.value;
  if (
    n.facts.contextLength.length === 0 &&
    n.facts.maxReqInputLen.length > 0 &&
    !bad(SERVER_FLAGS.contextLength)
  )
    // SGLang's /get_server_info has context_length null when the flag was not given; its
    // max_req_input_len (≤ context − 6) is the node's limit and bounds the band on its own
    out.push({
      level: 'note',
      code: 'context-from-limit',
      arg: INFO_FIELDS.contextLength,
      text: `${label}: context_length is null (SGLang took it from ${model ?? "the model's"} config.json); the node's own max_req_input_len is used, which is at most context − 6, so the band does not need it`,
    });
  else if (n.facts.contextLength.length === 0 && !bad(SERVER_FLAGS.contextLength))
    out.push({
      level: 'missing',
      code: 'need-context',
      arg: SERVER_FLAGS.contextLength,
      text: `${label}: ${SERVER_FLAGS.contextLength} is not set, so SGLang takes it from ${model ?? "the model's"} config.json. Add it, or paste the node's startup log line "${LOG_LINE_EXAMPLE}" (it gives context_len=), or its /get_server_info JSON (max_req_input_len).`,
    });
  const reported = value('poolTokens', INFO_FIELDS.poolTokens);
  const cap = value('maxTotalTokens', SERVER_FLAGS.maxTotalTokens);
  let poolTokens: number | null = reported;
  let poolFrom: NodeView['poolFrom'] = reported === null ? null : 'reported';
  let poolSource = reported === null ? null : (n.facts.poolTokens[0]?.from ?? null);
  if (reported !== null && cap !== null && reported > cap)
    out.push({
      level: 'error',
      code: 'conflict',
      arg: SERVER_FLAGS.maxTotalTokens,
      text: `${label}: max_total_num_tokens (${reported}) is larger than ${SERVER_FLAGS.maxTotalTokens} (${cap}), which caps it: are these from the same node?`,
    });
  if (reported === null && cap !== null) {
    poolTokens = Math.floor(cap / page) * page;
    poolFrom = 'flag';
    poolSource = n.facts.maxTotalTokens[0]?.from ?? SERVER_FLAGS.maxTotalTokens;
    out.push({
      level: 'warning',
      code: 'pool-from-flag',
      arg: SERVER_FLAGS.maxTotalTokens,
      text: `${label}: ${SERVER_FLAGS.maxTotalTokens} ${cap} is a cap, not the pool: SGLang sets max_total_num_tokens = min(what GPU memory allows, the cap), in whole pages (model_runner.init_memory_pool), so the pool is at most ${poolTokens} tokens. A verdict that depends on the real pool waits for max_total_num_tokens= from the node's startup log or its /get_server_info JSON.`,
    });
  }
  if (
    poolTokens === null &&
    n.facts.poolTokens.length === 0 &&
    n.facts.maxTotalTokens.length === 0 &&
    !bad(SERVER_FLAGS.maxTotalTokens)
  )
    out.push({
      level: 'missing',
      code: 'need-pool',
      arg: INFO_FIELDS.poolTokens,
      text: `${label}: the KV pool size is not in the arguments (SGLang derives it from GPU memory${poolInputs(n)}). Paste the node's startup log line that starts with max_total_num_tokens= (the scheduler prints "${LOG_LINE_EXAMPLE}" once at start-up), or its /get_server_info JSON (field "${INFO_FIELDS.poolTokens}").`,
    });
  let maxInput =
    contextLength !== null && poolTokens !== null
      ? maxReqInputLen(contextLength, poolTokens)
      : null;
  const said = value('maxReqInputLen', INFO_FIELDS.maxReqInputLen);
  if (said !== null && said !== maxInput) {
    if (maxInput !== null)
      out.push({
        level: 'note',
        code: 'reported-limit',
        arg: INFO_FIELDS.maxReqInputLen,
        text: `${label}: the node reports max_req_input_len ${said}, not ${maxInput} (min(context − 1, pool − 1) − 5, the current code); its own figure is used`,
      });
    maxInput = said;
  }
  if (n.autoTruncate)
    out.push({
      level: 'warning',
      code: 'auto-truncate',
      arg: '--allow-auto-truncate',
      text: `${label}: --allow-auto-truncate is set, so SGLang truncates over-long prompts instead of rejecting them; this check assumes rejection and does not cover truncation`,
    });
  readFlagNotes(n, label, reported !== null || n.facts.contextLength.some(isReported), out);
  return {
    label,
    mode,
    contextLength,
    poolTokens,
    poolFrom,
    pageSize: page,
    maxInput,
    poolSource,
    version: n.version ?? null,
  };
}
