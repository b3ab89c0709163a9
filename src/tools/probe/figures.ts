/**
 * The probe's figures: each node's context length, KV pool and limit, read from its
 * `/get_server_info` JSON (the same reader the exposure checker uses) or given as flags, and
 * the band of prompt lengths the prefill rejects and the decode accepts, with SGLang's limits
 * as the engine computes them (`src/engine/limits.ts`). Pure: the caller fetches the JSON.
 */
import { maxReqInputLen } from '../../engine';
import { readServerInfo } from '../exposureInfo';
import { resolveNode } from '../exposureNodes';
import type { Message, NodeSource } from '../exposureTypes';

export type Side = 'prefill' | 'decode';

export interface NodeFigures {
  side: Side;
  contextLength: number;
  poolTokens: number;
  pageSize: number;
  /** the node's max_req_input_len: prompts of this length and longer are rejected */
  maxInput: number;
  /** the node reported its own max_req_input_len (else computed with the engine's limits) */
  maxInputReported: boolean;
  /** where the figures came from, e.g. "GET http://…/get_server_info" or "--prefill-pool" */
  source: string;
  /**
   * Data-parallel ranks (`dp_size`), each its own scheduler with its own KV pool of
   * `poolTokens`: the canaries must cycle every rank's pool.
   */
  dpRanks: number;
}

/** An inclusive range of prompt lengths. */
export interface Band {
  from: number;
  to: number;
  count: number;
}

export interface Figures {
  prefill: NodeFigures;
  decode: NodeFigures;
  /** rejected by the prefill, accepted by the decode: the stale-page path; null when none */
  band: Band | null;
}

export type FiguresResult = { ok: true; figures: Figures } | { ok: false; why: string[] };

/** One pasted or fetched `/get_server_info` answer, with where it came from. */
export interface InfoText {
  text: string;
  source: string;
  /** which node the caller fetched it from, if it knows (a URL given as --prefill-info) */
  side?: Side;
}

/** Figures given as flags (`--context-length`, `--prefill-pool`, …); missing ones are undefined. */
export interface FlagFigures {
  contextLength?: number;
  prefillPool?: number;
  decodePool?: number;
  pageSize?: number;
}

function band(lo: number, hi: number): Band | null {
  const from = Math.max(1, lo);
  const to = hi - 1;
  return to < from ? null : { from, to, count: to - from + 1 };
}

/** The exposed band, as the exposure checker computes it: [prefill limit, min(decode limit, context)). */
export function exposedBand(prefill: NodeFigures, decode: NodeFigures): Band | null {
  return band(prefill.maxInput, Math.min(decode.maxInput, decode.contextLength));
}

function fromFlags(side: Side, flags: FlagFigures): NodeFigures | string {
  const pool = side === 'prefill' ? flags.prefillPool : flags.decodePool;
  const poolFlag = side === 'prefill' ? '--prefill-pool' : '--decode-pool';
  if (flags.contextLength === undefined) return `${side}: no context length (--context-length)`;
  if (pool === undefined) return `${side}: no pool size (${poolFlag})`;
  return {
    side,
    contextLength: flags.contextLength,
    poolTokens: pool,
    pageSize: flags.pageSize ?? 1,
    maxInput: maxReqInputLen(flags.contextLength, pool),
    maxInputReported: false,
    source: `--context-length, ${poolFlag}${flags.pageSize ? ', --page-size' : ''}`,
    dpRanks: 1,
  };
}

/** Reads the nodes in one JSON text (one node, or mini_lb's `{prefill: […], decode: […]}`). */
function readInfo(
  info: InfoText,
  flags: FlagFigures,
  why: string[],
): { side: Side; node: NodeFigures }[] {
  const msgs: Message[] = [];
  const { nodes } = readServerInfo(info.text, 0, 1, msgs);
  const out: { side: Side; node: NodeFigures }[] = [];
  for (const n of nodes) {
    const side = sideOf(n, info);
    if (!side) {
      why.push(
        `${info.source}: disaggregation_mode is ${n.mode ?? 'missing'}; say which node it is with --prefill-info or --decode-info`,
      );
      continue;
    }
    // context_length is null in the JSON when the node took it from the model's config.json
    if (n.facts.contextLength.length === 0 && flags.contextLength !== undefined)
      n.facts.contextLength.push({ value: flags.contextLength, from: '--context-length' });
    const resolved = resolveNode({ ...n, mode: side }, side, msgs);
    if (resolved.contextLength === null || resolved.poolTokens === null) {
      why.push(
        `${info.source}: the ${side} node's ${resolved.contextLength === null ? 'context_length (give --context-length)' : 'max_total_num_tokens'} could not be read`,
      );
      continue;
    }
    const reported = n.facts.maxReqInputLen[0]?.value;
    out.push({
      side,
      node: {
        side,
        contextLength: resolved.contextLength,
        poolTokens: resolved.poolTokens,
        pageSize: resolved.pageSize,
        maxInput: reported ?? maxReqInputLen(resolved.contextLength, resolved.poolTokens),
        maxInputReported: reported !== undefined,
        dpRanks: dpRanksIn(info.text, side),
        source:
          n.facts.contextLength[0]?.from === '--context-length'
            ? `${info.source} (context from --context-length)`
            : info.source,
      },
    });
  }
  for (const m of msgs) if (m.level === 'error') why.push(`${info.source}: ${m.text}`);
  return out;
}

/**
 * The data-parallel ranks of the first `side` node in a `/get_server_info` text: SGLang's
 * server argument `dp_size` (server_args.py), which the answer carries (http_server.py
 * @0025436e `get_server_info`: `{**asdict(server_args), …}`). Each rank is a scheduler with
 * its own KV pool, with DP attention or without (data_parallel_controller.py
 * `DataParallelController`: one `launch_tensor_parallel_group` per dp rank without DP
 * attention, `launch_dp_attention_schedulers` with it; read through the search index, which
 * names no commit for it), and the reported `max_total_num_tokens` is one rank's.
 */
export function dpRanksIn(text: string, side: Side): number {
  let j: unknown;
  try {
    j = JSON.parse(text);
  } catch {
    return 1;
  }
  if (!j || typeof j !== 'object') return 1;
  const list = (j as Record<string, unknown>)[side];
  const nodes = Array.isArray(list) ? (list as unknown[]) : [j];
  const n = nodes.find((x) => x && typeof x === 'object') as { dp_size?: unknown } | undefined;
  if (!n) return 1;
  return typeof n.dp_size === 'number' && Number.isSafeInteger(n.dp_size) && n.dp_size > 1
    ? n.dp_size
    : 1;
}

function sideOf(n: NodeSource, info: InfoText): Side | null {
  if (info.side) {
    if (n.mode === 'prefill' || n.mode === 'decode') return n.mode === info.side ? info.side : null;
    return info.side;
  }
  return n.mode === 'prefill' || n.mode === 'decode' ? n.mode : null;
}

/**
 * Figures for both nodes: server info first (fetched or pasted), flags for what it does not
 * give. Conflicting server info for the same side, or a side with nothing, is a reason to stop.
 */
export function resolveFigures(infos: readonly InfoText[], flags: FlagFigures): FiguresResult {
  const why: string[] = [];
  const found: Partial<Record<Side, NodeFigures>> = {};
  for (const info of infos)
    for (const { side, node } of readInfo(info, flags, why)) {
      const prev = found[side];
      if (prev && (prev.poolTokens !== node.poolTokens || prev.maxInput !== node.maxInput))
        why.push(
          `two ${side} nodes with different pools: ${prev.poolTokens} (${prev.source}) and ${node.poolTokens} (${node.source}); probe one pair at a time`,
        );
      found[side] ??= node;
    }
  for (const side of ['prefill', 'decode'] as const) {
    if (found[side]) continue;
    const f = fromFlags(side, flags);
    if (typeof f === 'string') why.push(`${f}, and no /get_server_info for it`);
    else found[side] = f;
  }
  const { prefill, decode } = found;
  if (prefill && decode && prefill.contextLength !== decode.contextLength)
    why.push(
      `the context lengths differ: prefill ${prefill.contextLength} (${prefill.source}), decode ${decode.contextLength} (${decode.source})`,
    );
  if (why.length > 0 || !prefill || !decode) return { ok: false, why };
  return { ok: true, figures: { prefill, decode, band: exposedBand(prefill, decode) } };
}
