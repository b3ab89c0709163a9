/**
 * The exposure checker's verdict (pure): from what the pasted commands, server info and log
 * lines say, each prefill/decode pair's exposed band of prompt lengths (SGLang's limits: the
 * tokenizer refuses prompt ≥ context; a node rejects prompt ≥ min(context − 1, pool − 1) − 5),
 * what a request in the band gets under the router (by running the engine), and the smallest
 * change that closes the band. Nothing pasted leaves the page.
 */
import {
  LIMITS,
  maxReqInputLen,
  ROUTER_KINDS,
  simulate,
  validateScenario,
  type Isolation,
  type RouterKind,
  type Scenario,
} from '../engine';
import { SERVER_FLAGS } from './exposureFlags';
import { resolveNode, type NodeView } from './exposureNodes';
import { parseDeployment } from './exposureParse';
import type { Message } from './exposureTypes';

export type { Message } from './exposureTypes';
export type { NodeView } from './exposureNodes';

/** An inclusive range of prompt lengths. */
export interface Band {
  from: number;
  to: number;
  count: number;
}

export interface InBand {
  router: RouterKind;
  httpStatus: number;
  isolation: Isolation;
  correct: boolean;
}

export interface PairVerdict {
  prefill: string;
  decode: string;
  contextLength: number;
  prefillPool: number;
  decodePool: number;
  pageSize: number;
  prefillMax: number;
  decodeMax: number;
  /** rejected by the prefill, accepted by the decode: the stale-page path */
  exposed: Band | null;
  /** rejected by the decode only: its own 400 */
  decodeOnly: Band | null;
  /** what the largest prompt of the band gets, computed by the engine (per router) */
  inBand: InBand[];
  /** the smallest changes that close the band */
  close: { prefillPoolAtLeast: number | null; contextAtMost: number } | null;
}

export interface ExposureReport {
  nodes: NodeView[];
  /** the router pasted; null when none was (outcomes are then given under each) */
  router: RouterKind | null;
  pairs: PairVerdict[];
  messages: Message[];
  /** null when errors or missing values prevent a verdict */
  exposed: boolean | null;
}

const NEW_TOKENS = 16;

function band(lo: number, hi: number): Band | null {
  const from = Math.max(1, lo);
  const to = hi - 1;
  return to < from ? null : { from, to, count: to - from + 1 };
}

/** A scenario that shows the pair's band: earlier requests fill the decode pool, then a probe. */
export function verdictScenario(p: PairVerdict, router: RouterKind): Scenario | null {
  const accepted = Math.min(p.prefillMax, p.decodeMax, p.contextLength) - 1;
  // the tokenizer also refuses prompt + max_new_tokens > context: keep the probe under it
  const probe = p.exposed
    ? Math.max(p.exposed.from, Math.min(p.exposed.to, p.contextLength - NEW_TOKENS))
    : Math.min(p.prefillMax, p.decodeMax);
  if (accepted < 1) return null;
  const n = Math.min(20, Math.max(1, Math.ceil(p.decodePool / accepted)));
  const raw = {
    name: `Exposure check: ${p.prefill} + ${p.decode}`,
    description: `Built by the exposure checker from pasted settings: context ${p.contextLength}, prefill pool ${p.prefillPool}, decode pool ${p.decodePool}, page size ${p.pageSize}, router ${router}. Assumed: ${n} earlier request(s) of tenant A that fill the decode pool, then one probe of ${probe} tokens from tenant P.`,
    seed: 1,
    config: {
      contextLength: p.contextLength,
      pageSize: p.pageSize,
      prefill: { poolTokens: p.prefillPool },
      decode: { poolTokens: p.decodePool },
      router,
    },
    tenants: [
      { id: 'a', name: 'Tenant A' },
      { id: 'p', name: 'Probe' },
    ],
    requests: [
      ...Array.from({ length: n }, (_, i) => ({
        id: `a${i + 1}`,
        tenant: 'a',
        promptTokens: accepted,
        maxNewTokens: NEW_TOKENS,
        arrival: 0,
        ...(i > 0 ? { after: `a${i}` } : {}),
      })),
      {
        id: 'p1',
        tenant: 'p',
        promptTokens: probe,
        maxNewTokens: NEW_TOKENS,
        arrival: 0,
        after: `a${n}`,
      },
    ],
  };
  const v = validateScenario(raw);
  return v.ok ? v.scenario : null;
}

function judgePair(
  pre: NodeView,
  dec: NodeView,
  routers: readonly RouterKind[],
  out: Message[],
): PairVerdict | null {
  if (
    pre.contextLength === null ||
    dec.contextLength === null ||
    pre.poolTokens === null ||
    dec.poolTokens === null
  )
    return null;
  if (pre.contextLength !== dec.contextLength) {
    out.push({
      level: 'error',
      code: 'conflict',
      arg: SERVER_FLAGS.contextLength,
      text: `${SERVER_FLAGS.contextLength} differs between ${pre.label} (${pre.contextLength}) and ${dec.label} (${dec.contextLength}): both nodes of a pair serve the same model`,
    });
    return null;
  }
  if (pre.pageSize !== dec.pageSize)
    out.push({
      level: 'warning',
      code: 'page-size-differs',
      arg: SERVER_FLAGS.pageSize,
      text: `${SERVER_FLAGS.pageSize} differs between ${pre.label} (${pre.pageSize}) and ${dec.label} (${dec.pageSize}); the band does not depend on it, the scenario uses the decode node's`,
    });
  const ctx = pre.contextLength;
  const prefillMax = pre.maxInput ?? maxReqInputLen(ctx, pre.poolTokens);
  const decodeMax = dec.maxInput ?? maxReqInputLen(ctx, dec.poolTokens);
  const exposed = band(prefillMax, Math.min(decodeMax, ctx));
  const upper = Math.min(decodeMax, ctx);
  const need = upper + 6 <= ctx ? Math.ceil((upper + 6) / pre.pageSize) * pre.pageSize : null;
  const pair: PairVerdict = {
    prefill: pre.label,
    decode: dec.label,
    contextLength: ctx,
    prefillPool: pre.poolTokens,
    decodePool: dec.poolTokens,
    pageSize: dec.pageSize,
    prefillMax,
    decodeMax,
    exposed,
    decodeOnly: band(decodeMax, Math.min(prefillMax, ctx)),
    inBand: [],
    close: exposed ? { prefillPoolAtLeast: need, contextAtMost: pre.poolTokens } : null,
  };
  if (exposed) {
    for (const router of routers) {
      const s = verdictScenario(pair, router);
      const v = s ? simulate(s).verdicts.at(-1) : undefined;
      if (v)
        pair.inBand.push({
          router,
          httpStatus: v.httpStatus,
          isolation: v.isolation,
          correct: v.correct,
        });
    }
    if (pair.inBand.length === 0)
      out.push({
        level: 'note',
        code: 'too-big-to-run',
        text: `${pre.label} + ${dec.label}: the sizes exceed what the engine runs (${LIMITS.maxTokens} tokens per pool), so the outcome in the band is not computed`,
      });
  }
  return pair;
}

/** How far a check is: pairs judged (each runs the engine once per router) of all pairs. */
export interface ExposureProgress {
  done: number;
  total: number;
}

/** Checks a deployment from pasted text: one string, or one per box (node). */
export function checkExposure(input: string | readonly string[]): ExposureReport {
  const steps = checkExposureSteps(input);
  for (;;) {
    const r = steps.next();
    if (r.done) return r.value;
  }
}

/**
 * The same check, one prefill/decode pair at a time: yields the progress after each pair, so
 * a worker can report it (and the page stop it) and a caller without a worker can run it in
 * slices between tasks. Returns the report.
 */
export function* checkExposureSteps(
  input: string | readonly string[],
): Generator<ExposureProgress, ExposureReport, void> {
  const parsed = parseDeployment(typeof input === 'string' ? [input] : input);
  const messages = parsed.messages;
  const count = { prefill: 0, decode: 0 };
  const nodes: NodeView[] = [];
  for (const n of parsed.nodes) {
    const where = `box ${n.box + 1}, line ${n.line}`;
    if (n.mode !== 'prefill' && n.mode !== 'decode') {
      messages.push({
        level: 'error',
        code: 'not-split',
        arg: SERVER_FLAGS.mode,
        text: `the node at ${where} has ${n.mode === undefined ? `no ${SERVER_FLAGS.mode}` : `${SERVER_FLAGS.mode} null`}: it is not part of a prefill/decode split (add ${SERVER_FLAGS.mode} prefill or decode)`,
      });
      continue;
    }
    const label = `${n.mode} ${++count[n.mode]} (${n.address ?? where})`;
    nodes.push(resolveNode(n, label, messages));
  }
  for (const mode of ['prefill', 'decode'] as const)
    if (!nodes.some((n) => n.mode === mode))
      messages.push({
        level: 'missing',
        code: `need-${mode}`,
        arg: SERVER_FLAGS.mode,
        text: `no ${mode} node: paste its launch command (python -m sglang.launch_server … ${SERVER_FLAGS.mode} ${mode} …) or its /get_server_info JSON`,
      });
  const kinds = [...new Set(parsed.routers.map((r) => r.kind))];
  if (kinds.length > 1)
    messages.push({
      level: 'error',
      code: 'conflict',
      arg: 'router',
      text: `two kinds of router were pasted (${kinds.join(', ')}): paste the one in front of these nodes`,
    });
  const router = kinds.length === 1 ? kinds[0]! : null;
  if (kinds.length === 0)
    messages.push({
      level: 'note',
      code: 'no-router',
      text: 'no router command pasted: the outcome is shown under both sgl-router and mini_lb',
    });
  const pairs: PairVerdict[] = [];
  const prefills = nodes.filter((n) => n.mode === 'prefill');
  const decodes = nodes.filter((n) => n.mode === 'decode');
  const total = prefills.length * decodes.length;
  let done = 0;
  for (const pre of prefills)
    for (const dec of decodes) {
      const p = judgePair(pre, dec, router ? [router] : ROUTER_KINDS, messages);
      if (p) pairs.push(p);
      yield { done: ++done, total };
    }
  const blocked = messages.some((m) => m.level === 'error' || m.level === 'missing');
  const exposed = blocked || pairs.length === 0 ? null : pairs.some((p) => p.exposed !== null);
  return { nodes, router, pairs, messages, exposed };
}
