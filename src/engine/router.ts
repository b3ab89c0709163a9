/**
 * The router and each node's TokenizerManager: dispatch with a `bootstrap_room`, the length
 * checks before either scheduler, and which node's answer the client gets.
 *
 * mini_lb (python/sglang/srt/disaggregation/mini_lb.py, `generate`): sends the request to both
 * nodes, awaits both, returns the decode node's status and body.
 * sgl-router (Rust, PD router; after PR #29017): the first HTTP error from either node is what
 * the client gets; otherwise the decode node's answer (see `nodeReply`). A stream: the decode
 * node's answer under either router (`RequestSpec.stream`).
 */
import {
  MINI_LB_TIMEOUT_MESSAGE,
  MINI_LB_TIMEOUT_TICKS,
  ROUTER_TIMEOUT_MESSAGE,
  ROUTER_TIMEOUT_TICKS,
  contextMessage,
  exceedsContext,
  exceedsTotal,
  prefillServerError,
  totalMessage,
} from './limits';
import { bootstrapRoom } from './rng';
import { runsLength } from './runs';
import { emit, release, req, updateReq, type Sim } from './sim';
import {
  routerBuildOf,
  type HttpResponse,
  type NodeName,
  type RequestState,
  type TokenizerReject,
} from './types';

/**
 * When the router answers, given what each node has answered so far: `from` is whose answer
 * the client gets, `first` whether it comes before the peer's and the peer is dropped; null:
 * wait. mini_lb awaits both nodes and returns the decode node's status and body (mini_lb.py
 * @001c2ae0 `MiniLoadBalancer.generate`). sgl-router: per build (types.ts `RouterBuild`). A
 * relayed prefill error is wrapped by `process_prefill_response` (limits.ts
 * `prefillServerError`); a decode error passes as it is (`handle_decode_error_response`).
 */
function decideAnswer(sim: Sim, r: RequestState): { from: NodeName; first: boolean } | null {
  const p = r.prefillReply;
  const d = r.decodeReply;
  const failed = (x: HttpResponse | null) => x !== null && (x.status < 200 || x.status > 299);
  const { config } = sim.scenario;
  // a stream: both nodes answered 200 at once, so every router passes the decode's stream on
  // (types.ts `RequestSpec.stream`). mini_lb's `generate_stream` (mini_lb.py @001c2ae0) awaits
  // only both nodes' headers, and the drain build drains the prefill in the background: the
  // decode's outcome as it comes. The other builds read the prefill's whole body first
  // (dispatch.rs @03744dbe `process_prefill_response`; the join build taken alike, unread)
  if (sim.scenario.requests[r.index]!.stream) {
    const asItComes = config.router === 'mini_lb' || routerBuildOf(config) === 'drain-0105f2a3';
    return d && (asItComes || p) ? { from: 'decode', first: false } : null;
  }
  if (config.router === 'mini_lb') return p && d ? { from: 'decode', first: false } : null;
  switch (routerBuildOf(config)) {
    case 'dispatch-03744dbe':
      // the first HTTP error from either node, the peer dropped ("Decode failed first,
      // aborting paired prefill request"); with two answers, the decode's
      if (failed(p) && !d) return { from: 'prefill', first: true };
      if (failed(d) && !p) return { from: 'decode', first: true };
      return p && d ? { from: failed(p) ? 'prefill' : 'decode', first: false } : null;
    case 'select-29017':
      // a prefill error at once (the paired decode cancelled); a decode error is held
      // (`decode_early`) until the prefill resolves, and the prefill's error wins
      if (failed(p) && !d) return { from: 'prefill', first: true };
      return p && d ? { from: failed(p) ? 'prefill' : 'decode', first: false } : null;
    case 'join-004dcda2':
      // tokio::join! waits for both; `match decode_result` is checked first
      if (!p || !d) return null;
      return { from: failed(d) ? 'decode' : failed(p) ? 'prefill' : 'decode', first: false };
    case 'drain-0105f2a3':
      // the prefill is "queued for draining" in the background: the decode's answer
      return d ? { from: 'decode', first: !p } : null;
  }
}

/** A node's own answer for request `i`; the router answers the client (`decideAnswer`). */
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
  const decision = decideAnswer(sim, r);
  if (!decision) return;
  const { from, first } = decision;
  const router = sim.scenario.config.router;
  const chosen = from === 'prefill' ? r.prefillReply! : r.decodeReply!;
  const wrap = router === 'sgl-router' && from === 'prefill';
  const response: HttpResponse = wrap
    ? {
        status: chosen.status,
        error: prefillServerError(chosen.status, chosen.error),
        tick: sim.state.tick,
      }
    : { ...chosen, tick: sim.state.tick };
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
  // the peer is dropped: a drained prefill (@0105f2a3) is left to finish on its own
  if (from === 'prefill') cancelDecode(sim, i);
  else if (routerBuildOf(sim.scenario.config) !== 'drain-0105f2a3') cancelPrefill(sim, i);
}

/**
 * The router's own timeout for a decode request no pass can admit (decode.ts): mini_lb's
 * `aiohttp.ClientTimeout(total=3600)` (mini_lb.py @001c2ae0 `MiniLoadBalancer.generate`), which
 * it does not catch, so its client gets FastAPI's 500; sgl-router's `request_timeout_secs`
 * (1,800 s, router_args.py @083d6013) on the builds that wait for the decode (`join-004dcda2`,
 * `drain-0105f2a3`; the others answered with the prefill's bootstrap timeout long before), a
 * transport error on the decode send answered as `bad_gateway("decode_server_error", …)`
 * (502). The decode node, its client gone, aborts the request (tokenizer_manager's disconnect
 * check). The status mapping and the disconnect are inferences from framework behaviour. The
 * model applies it only there: on its compressed clock a long generation also lasts hundreds
 * of ticks. True when it fired.
 */
export function routerTimedOut(sim: Sim, i: number): boolean {
  const r = req(sim, i);
  const d = r.decode!;
  const { router } = sim.scenario.config;
  const miniLb = router === 'mini_lb';
  const limit = miniLb ? MINI_LB_TIMEOUT_TICKS : ROUTER_TIMEOUT_TICKS;
  if (r.response || sim.state.tick - d.since < limit) return false;
  const status = miniLb ? 500 : 502;
  const error = miniLb ? MINI_LB_TIMEOUT_MESSAGE : ROUTER_TIMEOUT_MESSAGE;
  const response: HttpResponse = { status, error, tick: sim.state.tick };
  updateReq(sim, i, (x) => ({ ...x, response }));
  emit(
    sim,
    'router.response',
    'router',
    [i],
    {
      status,
      error,
      router,
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
