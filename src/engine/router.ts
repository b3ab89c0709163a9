/**
 * The router and each node's TokenizerManager: dispatch with a `bootstrap_room`, the length
 * checks before either scheduler, and which node's answer the client gets.
 *
 * mini_lb (python/sglang/srt/disaggregation/mini_lb.py, `generate`): sends the request to both
 * nodes, awaits both, returns the decode node's status and body.
 * sgl-router (Rust, PD router; after PR #29017): the first HTTP error from either node is what
 * the client gets; otherwise the decode node's answer (see `nodeReply`).
 */
import {
  MINI_LB_TIMEOUT_MESSAGE,
  MINI_LB_TIMEOUT_TICKS,
  contextMessage,
  exceedsContext,
  exceedsTotal,
  prefillServerError,
  totalMessage,
} from './limits';
import { bootstrapRoom } from './rng';
import { runsLength } from './runs';
import { emit, release, req, updateReq, type Sim } from './sim';
import type { HttpResponse, NodeName, TokenizerReject } from './types';

/**
 * A node's own answer for request `i`; the router answers the client.
 *
 * mini_lb awaits both nodes and returns the decode node's status and body.
 * sgl-router after PR #29017 (`try_join!` over both sends, per ../shared/facts/sglang.md):
 * whichever node's HTTP error arrives first is the answer, and the peer is dropped; a relayed
 * prefill error is wrapped by `process_prefill_response` (limits.ts `prefillServerError`), a
 * decode error passes as it is (`handle_decode_error_response`). With two 2xx answers the
 * decode node's is returned.
 * One attempt only: sgl-router re-dispatches retryable statuses (500 among them,
 * `is_retryable_status`) to a new pair with a new bootstrap_room; how many times by default was
 * not verified, so the model does not retry, and says so on screen.
 */
export function nodeReply(
  sim: Sim,
  i: number,
  node: NodeName,
  status: number,
  error: string | null,
): void {
  const reply: HttpResponse = { status, error, tick: sim.state.tick };
  updateReq(sim, i, (r) =>
    node === 'prefill' ? { ...r, prefillReply: reply } : { ...r, decodeReply: reply },
  );
  const r = req(sim, i);
  if (r.response) return;
  const router = sim.scenario.config.router;
  const failed = status < 200 || status > 299;
  // sgl-router: the first HTTP error answers at once and the peer is dropped
  const first = router === 'sgl-router' && failed;
  if (!first && (!r.prefillReply || !r.decodeReply)) return;
  const from: NodeName = first ? node : 'decode';
  const response: HttpResponse =
    first && node === 'prefill'
      ? { status, error: prefillServerError(status, error), tick: sim.state.tick }
      : { ...(from === node ? reply : r.decodeReply!), tick: sim.state.tick };
  updateReq(sim, i, (x) => ({ ...x, response }));
  emit(
    sim,
    'router.response',
    'router',
    [i],
    {
      status: response.status,
      error: response.error,
      router,
      from,
      prefillStatus: r.prefillReply?.status ?? 0,
      decodeStatus: r.decodeReply?.status ?? 0,
    },
    { key: true },
  );
  if (!first) return;
  if (node === 'prefill') cancelDecode(sim, i);
  else cancelPrefill(sim, i);
}

/**
 * mini_lb's `aiohttp.ClientTimeout(total=3600)` (mini_lb.py @001c2ae0 `MiniLoadBalancer.generate`)
 * for a decode request no pass can admit (decode.ts): mini_lb does not catch the timeout, so its
 * client gets FastAPI's 500, and the decode node, its client gone, aborts the request
 * (tokenizer_manager's disconnect check; both inferences from framework behaviour). The model
 * applies it only there: on its compressed clock a long generation also lasts hundreds of ticks.
 * True when it fired.
 */
export function miniLbTimedOut(sim: Sim, i: number): boolean {
  const r = req(sim, i);
  const d = r.decode!;
  if (r.response || sim.state.tick - d.since < MINI_LB_TIMEOUT_TICKS) return false;
  const response: HttpResponse = {
    status: 500,
    error: MINI_LB_TIMEOUT_MESSAGE,
    tick: sim.state.tick,
  };
  updateReq(sim, i, (x) => ({ ...x, response }));
  emit(
    sim,
    'router.response',
    'router',
    [i],
    {
      status: 500,
      error: MINI_LB_TIMEOUT_MESSAGE,
      router: 'mini_lb',
      from: 'decode',
      prefillStatus: r.prefillReply?.status ?? 0,
      decodeStatus: 0,
    },
    { key: true },
  );
  cancelDecode(sim, i);
  return true;
}

/** The router dropped the decode request (sgl-router, #29017): the decode node frees it. */
function cancelDecode(sim: Sim, i: number): void {
  sim.inbox.decode = sim.inbox.decode.filter((x) => x !== i);
  const d = req(sim, i).decode;
  if (!d || d.queue === 'done') return;
  const pages = d.pages;
  release(sim, 'decode', pages);
  updateReq(sim, i, (x) => ({
    ...x,
    decode: {
      ...d,
      queue: 'done',
      pages: [],
      since: sim.state.tick,
      finishedReason: ABORT_CANCELLED,
    },
  }));
  emit(sim, 'decode.cancelled', 'decode', [i], { pagesFreed: runsLength(pages) });
}

/**
 * The router dropped the prefill request after the decode node's error came first
 * (sgl-router, `try_join!`): the prefill node frees it (that a dropped connection aborts the
 * request on the node is our reading; the model frees it at once).
 */
function cancelPrefill(sim: Sim, i: number): void {
  sim.inbox.prefill = sim.inbox.prefill.filter((x) => x !== i);
  const p = req(sim, i).prefill;
  if (!p || p.queue === 'done') return;
  const pages = p.pages;
  release(sim, 'prefill', pages);
  updateReq(sim, i, (x) => ({
    ...x,
    prefill: {
      ...p,
      queue: 'done',
      pages: [],
      since: sim.state.tick,
      finishedReason: ABORT_CANCELLED,
    },
  }));
  emit(sim, 'prefill.cancelled', 'prefill', [i], { pagesFreed: runsLength(pages) });
}

const ABORT_CANCELLED = {
  kind: 'FINISH_ABORT',
  message: 'cancelled by the router',
  statusCode: 499,
} as const;

/** TokenizerManager's checks, identical on both nodes; the router itself checks nothing. */
function tokenizerCheck(sim: Sim, i: number): TokenizerReject | null {
  const spec = sim.scenario.requests[i]!;
  const { contextLength } = sim.scenario.config;
  const base = { promptTokens: spec.promptTokens, maxNewTokens: spec.maxNewTokens, contextLength };
  if (exceedsContext(spec.promptTokens, contextLength))
    return { ...base, check: 'context', message: contextMessage(spec.promptTokens, contextLength) };
  if (exceedsTotal(spec.promptTokens, spec.maxNewTokens, contextLength))
    return {
      ...base,
      check: 'total',
      message: totalMessage(spec.promptTokens, spec.maxNewTokens, contextLength),
    };
  return null;
}

function dependencyDone(sim: Sim, after: string | undefined, ids: Map<string, number>): boolean {
  if (after === undefined) return true;
  const dep = req(sim, ids.get(after)!).response;
  return dep !== null && dep.tick < sim.state.tick;
}

export function dispatch(sim: Sim, ids: Map<string, number>, waiting: Set<number>): void {
  const router = sim.scenario.config.router;
  for (const i of [...waiting]) {
    const spec = sim.scenario.requests[i]!;
    if (spec.arrival > sim.state.tick || !dependencyDone(sim, spec.after, ids)) continue;
    waiting.delete(i);
    const room = bootstrapRoom(sim.rand);
    updateReq(sim, i, (x) => ({ ...x, bootstrapRoom: room }));
    emit(sim, 'router.dispatch', 'router', [i], {
      room,
      promptTokens: spec.promptTokens,
      router,
    });
    const reject = tokenizerCheck(sim, i);
    if (reject) {
      for (const node of ['prefill', 'decode'] as const) {
        emit(sim, `${node}.tokenizer_reject`, node, [i], reject, { key: true });
        nodeReply(sim, i, node, 400, reject.message);
      }
      continue;
    }
    sim.inbox.prefill.push(i);
    sim.inbox.decode.push(i);
  }
}
