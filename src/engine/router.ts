/**
 * The router and each node's TokenizerManager: dispatch with a `bootstrap_room`, the length
 * checks before either scheduler, and which node's answer the client gets.
 *
 * mini_lb (python/sglang/srt/disaggregation/mini_lb.py, `generate`): sends the request to both
 * nodes, awaits both, returns the decode node's status and body.
 * sgl-router (Rust, PD router; PR #29017): a non-2xx status from the prefill node is what the
 * client gets; otherwise the decode node's answer.
 */
import {
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

/** A node's own answer for request `i`; the router answers the client once it has both. */
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
  const ok = (x: HttpResponse) => x.status >= 200 && x.status <= 299;
  // sgl-router since #29017: a prefill error answers at once and cancels the paired decode
  const relay = router === 'sgl-router' && r.prefillReply !== null && !ok(r.prefillReply);
  if (!relay && (!r.prefillReply || !r.decodeReply)) return;
  const from: NodeName = relay ? 'prefill' : 'decode';
  const response: HttpResponse = relay
    ? {
        status: r.prefillReply!.status,
        error: prefillServerError(r.prefillReply!.status, r.prefillReply!.error),
        tick: sim.state.tick,
      }
    : { ...r.decodeReply!, tick: sim.state.tick };
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
  if (relay) cancelDecode(sim, i);
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
