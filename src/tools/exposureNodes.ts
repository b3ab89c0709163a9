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
  if (n.facts.contextLength.length === 0 && !bad(SERVER_FLAGS.contextLength))
    out.push({
      level: 'missing',
      code: 'need-context',
      arg: SERVER_FLAGS.contextLength,
      text: `${label}: ${SERVER_FLAGS.contextLength} is not set, so SGLang takes it from the model's config.json. Add it, or paste the node's startup log line "${LOG_LINE_EXAMPLE}" (it gives context_len=).`,
    });
  const reported = value('poolTokens', INFO_FIELDS.poolTokens);
  const cap = value('maxTotalTokens', SERVER_FLAGS.maxTotalTokens);
  let poolTokens: number | null = reported;
  let poolFrom: NodeView['poolFrom'] = reported === null ? null : 'reported';
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
    out.push({
      level: 'warning',
      code: 'pool-from-flag',
      arg: SERVER_FLAGS.maxTotalTokens,
      text: `${label}: the pool is taken as ${poolTokens} tokens from ${SERVER_FLAGS.maxTotalTokens} (rounded down to whole pages). SGLang uses that flag only as a cap; if GPU memory is short the pool is smaller. Confirm with max_total_num_tokens= in the node's startup log.`,
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
      text: `${label}: the KV pool size is not in the arguments (SGLang derives it from GPU memory). Paste the node's startup log line that starts with max_total_num_tokens= (the scheduler prints "${LOG_LINE_EXAMPLE}" once at start-up), or its /get_server_info JSON (field "${INFO_FIELDS.poolTokens}").`,
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
  return { label, mode, contextLength, poolTokens, poolFrom, pageSize: page, maxInput };
}
