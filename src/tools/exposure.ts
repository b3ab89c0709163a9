/**
 * The exposure checker's verdict (pure): from what the pasted commands, server info and log
 * lines say, each prefill/decode pair's exposed band of prompt lengths (SGLang's limits: the
 * tokenizer refuses prompt ≥ context; a node rejects prompt ≥ min(context − 1, pool − 1) − 5,
 * tp_worker / scheduler `validate_input_length`), whether the sizes decide it (a
 * `--max-total-tokens` cap only bounds the pool: model_runner.init_memory_pool), the release the
 * nodes run (fixed since v0.5.20, per the press accounts), what a request of each length in the
 * band gets under the router (the engine run over the whole band), and the smallest change that
 * closes it. Nothing pasted leaves the page.
 */
import {
  LIMITS,
  maxReqInputLen,
  NO_FIXES,
  ROUTER_KINDS,
  simulate,
  validateScenario,
  type Fixes,
  type Isolation,
  type RouterKind,
  type Scenario,
} from '../engine';
import { versionAdvice } from './calculator';
import { INFO_FIELDS, SERVER_FLAGS } from './exposureFlags';
import { resolveNode, type NodeView } from './exposureNodes';
import { parseDeployment } from './exposureParse';
import type { Message, NodeSource, RouterSource } from './exposureTypes';

export type { Message } from './exposureTypes';
export type { NodeView } from './exposureNodes';

/** An inclusive range of prompt lengths. */
export interface Band {
  from: number;
  to: number;
  count: number;
}

/** What a request of each length in a range gets, computed by the engine. */
export interface Segment extends Band {
  httpStatus: number;
  isolation: Isolation;
  correct: boolean;
}

/** The engine's outcome over the whole band under one router: each distinct outcome, with its lengths. */
export interface BandOutcome {
  router: RouterKind;
  segments: Segment[];
  /** engine runs made */
  runs: number;
  /** false when the run budget ended before every change point was pinned to one length */
  exact: boolean;
}

/** Which release a pair runs, by the versions pasted for its nodes (press accounts: fixed since v0.5.20). */
export interface Release {
  kind: 'fixed' | 'vulnerable' | 'unknown';
  versions: string[];
}

export type VerdictKind = 'exposed' | 'fixed-release' | 'not-exposed' | 'undecided';

export interface PairVerdict {
  prefill: string;
  decode: string;
  /** null when no source gives it (the nodes' own max_req_input_len then bound the band) */
  contextLength: number | null;
  prefillPool: number;
  decodePool: number;
  /** each pool as reported (startup log, /get_server_info) or only capped by --max-total-tokens */
  poolBasis: { prefill: 'reported' | 'cap'; decode: 'reported' | 'cap' };
  poolSource: { prefill: string | null; decode: string | null };
  pageSize: number;
  prefillMax: number;
  decodeMax: number;
  /** rejected by the prefill, accepted by the decode: the stale-page path (with caps: if the pools equal them) */
  exposed: Band | null;
  /** rejected by the decode only: its own 400 */
  decodeOnly: Band | null;
  /** sizes and release together */
  verdict: VerdictKind;
  release: Release;
  /** the engine's outcome over the whole band, per router */
  outcomes: BandOutcome[];
  /** the smallest changes that close the band */
  close: {
    prefillPoolAtLeast: number | null;
    contextAtMost: number;
    decodePoolAtMost: number;
  } | null;
}

export interface ExposureReport {
  nodes: NodeView[];
  /** the router pasted; null when none was (outcomes are then given under each) */
  router: RouterKind | null;
  pairs: PairVerdict[];
  messages: Message[];
  /** whether the sizes leave a band; null when errors, missing values or caps prevent a verdict */
  exposed: boolean | null;
  /** the overall verdict, the release included */
  verdict: VerdictKind;
}

/** max_new_tokens of the requests the engine runs (the tokenizer refuses prompt + this > context) */
export const OUTCOME_NEW_TOKENS = 16;
const NEW_TOKENS = OUTCOME_NEW_TOKENS;
/** engine runs per pair and router to map the band's outcomes (each a few milliseconds) */
export const OUTCOME_RUN_BUDGET = 40;
/** engine runs per check, all pairs together: past it, further pairs get their band without outcomes */
export const CHECK_RUN_BUDGET = 2000;
/** evenly spaced lengths sampled inside the band, besides its edges and the known change points */
const SAMPLES = 7;
/** SGLang's default num_reserved_decode_tokens (server_args.py) */
const DECODE_RESERVE = 512;

function band(lo: number, hi: number): Band | null {
  const from = Math.max(1, lo);
  const to = hi - 1;
  return to < from ? null : { from, to, count: to - from + 1 };
}

/** A context length that gives the engine the nodes' reported limits when no source names it. */
function engineContext(p: PairVerdict): number | null {
  if (p.contextLength !== null) return p.contextLength;
  const ctx =
    p.decodeMax + 6 < p.decodePool
      ? p.decodeMax + 6
      : Math.max(p.prefillPool, p.decodePool) + NEW_TOKENS;
  const fits =
    maxReqInputLen(ctx, p.prefillPool) === p.prefillMax &&
    maxReqInputLen(ctx, p.decodePool) === p.decodeMax;
  return fits ? ctx : null;
}

/**
 * A scenario that shows one length of the pair's band: earlier requests of tenant A fill the
 * decode pool, then one probe of `probe` tokens (default: the top of the band, kept under the
 * tokenizer's total check). `fixes`: the switches of the release (a fixed one: #38704's two halves).
 */
export function verdictScenario(
  p: PairVerdict,
  router: RouterKind,
  probe?: number,
  fixes: Partial<Fixes> = {},
): Scenario | null {
  const ctx = engineContext(p);
  if (ctx === null) return null;
  const accepted = Math.min(p.prefillMax, p.decodeMax, ctx) - 1;
  // the tokenizer also refuses prompt + max_new_tokens > context: keep the default probe under it
  const length =
    probe ??
    (p.exposed
      ? Math.max(p.exposed.from, Math.min(p.exposed.to, ctx - NEW_TOKENS))
      : Math.min(p.prefillMax, p.decodeMax));
  if (accepted < 1) return null;
  const n = Math.min(20, Math.max(1, Math.ceil(p.decodePool / accepted)));
  const on = Object.keys(fixes).filter((k) => fixes[k as keyof Fixes]);
  const raw = {
    name: `Exposure check: ${p.prefill} + ${p.decode}`,
    description: `Built by the exposure checker from pasted settings: context ${p.contextLength ?? `unknown (${ctx} used: the nodes report their limits)`}, prefill pool ${p.prefillPool}, decode pool ${p.decodePool}, page size ${p.pageSize}, router ${router}${on.length ? `, fixes ${on.join(', ')}` : ''}. Assumed: ${n} earlier request(s) of tenant A that fill the decode pool, then one probe of ${length} tokens from tenant P.`,
    seed: 1,
    config: {
      contextLength: ctx,
      pageSize: p.pageSize,
      prefill: { poolTokens: p.prefillPool },
      decode: { poolTokens: p.decodePool },
      router,
      ...(on.length ? { fixes: { ...NO_FIXES, ...fixes } } : {}),
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
        promptTokens: length,
        maxNewTokens: NEW_TOKENS,
        arrival: 0,
        after: `a${n}`,
      },
    ],
  };
  const v = validateScenario(raw);
  return v.ok ? v.scenario : null;
}

type Outcome = Pick<Segment, 'httpStatus' | 'isolation' | 'correct'>;
const same = (a: Outcome, b: Outcome) =>
  a.httpStatus === b.httpStatus && a.isolation === b.isolation && a.correct === b.correct;

/**
 * The engine's outcome at every length of the band: its edges, the lengths where SGLang's code
 * changes the outcome (the decode's admission budget: fill_len in whole pages + 512 reserved
 * tokens against the pool; the tokenizer's total check: prompt + max_new_tokens > context), and
 * evenly spaced lengths between; then each change between two neighbours is bisected to the
 * exact length, within the run budget. Null when the engine cannot run the pair.
 */
export function bandOutcome(
  p: PairVerdict,
  router: RouterKind,
  fixes: Partial<Fixes> = {},
  budget = OUTCOME_RUN_BUDGET,
): BandOutcome | null {
  if (!p.exposed) return null;
  const { from, to } = p.exposed;
  const seen = new Map<number, Outcome>();
  let runs = 0;
  const at = (len: number): Outcome | null => {
    const hit = seen.get(len);
    if (hit) return hit;
    const s = verdictScenario(p, router, len, fixes);
    if (!s) return null;
    runs++;
    const v = simulate(s).verdicts.at(-1);
    if (!v) return null;
    const o = { httpStatus: v.httpStatus, isolation: v.isolation, correct: v.correct };
    seen.set(len, o);
    return o;
  };
  const ctx = engineContext(p) ?? to + 1;
  const fill = Math.floor((p.decodePool - DECODE_RESERVE) / p.pageSize) * p.pageSize;
  const points = new Set([from, to, fill, fill + 1, ctx - NEW_TOKENS, ctx - NEW_TOKENS + 1]);
  for (let i = 1; i <= SAMPLES; i++)
    points.add(from + Math.round(((to - from) * i) / (SAMPLES + 1)));
  for (const len of [...points].filter((x) => x >= from && x <= to).sort((a, b) => a - b))
    if (!at(len)) return null;
  let exact = true;
  for (;;) {
    const sorted = [...seen.keys()].sort((a, b) => a - b);
    const gap = sorted.findIndex(
      (x, i) =>
        i + 1 < sorted.length &&
        sorted[i + 1]! - x > 1 &&
        !same(seen.get(x)!, seen.get(sorted[i + 1]!)!),
    );
    if (gap < 0) break;
    if (runs >= budget) {
      exact = false;
      break;
    }
    const lo = sorted[gap]!;
    const hi = sorted[gap + 1]!;
    if (!at(Math.floor((lo + hi) / 2))) return null;
  }
  const sorted = [...seen.keys()].sort((a, b) => a - b);
  const segments: Segment[] = [];
  sorted.forEach((len, i) => {
    const o = seen.get(len)!;
    const last = segments.at(-1);
    if (last && same(last, o)) return;
    if (last) {
      last.to = len - 1;
      last.count = last.to - last.from + 1;
    }
    segments.push({ from: len, to, count: to - len + 1, ...o });
    void i;
  });
  return { router, segments, runs, exact };
}

/** The release the pair runs: fixed when both nodes run v0.5.20 or later (the press accounts). */
function releaseOf(pre: NodeView, dec: NodeView): Release {
  const versions = [pre.version, dec.version].flatMap((v) => (v ? [v.value] : []));
  const advice = [pre.version, dec.version].map((v) => (v ? versionAdvice(v.value) : 'unknown'));
  if (advice.includes('before')) return { kind: 'vulnerable', versions };
  if (advice.every((a) => a === 'between' || a === 'after')) return { kind: 'fixed', versions };
  return { kind: 'unknown', versions };
}

/** The engine's switches for a fixed release: #38704, which the press accounts name as the fix. */
export const RELEASE_FIX: Partial<Fixes> = { honorAbortBeforeHandoff: true, coverageCheck: true };

function judgePair(
  pre: NodeView,
  dec: NodeView,
  routers: readonly RouterKind[],
  out: Message[],
  runs: { left: number; said?: boolean },
): PairVerdict | null {
  if (pre.poolTokens === null || dec.poolTokens === null) return null;
  if (
    pre.contextLength !== null &&
    dec.contextLength !== null &&
    pre.contextLength !== dec.contextLength
  ) {
    out.push({
      level: 'error',
      code: 'conflict',
      arg: SERVER_FLAGS.contextLength,
      text: `${SERVER_FLAGS.contextLength} differs between ${pre.label} (${pre.contextLength}) and ${dec.label} (${dec.contextLength}): both nodes of a pair serve the same model`,
    });
    return null;
  }
  const ctx = pre.contextLength ?? dec.contextLength;
  const prefillMax = pre.maxInput ?? (ctx === null ? null : maxReqInputLen(ctx, pre.poolTokens));
  const decodeMax = dec.maxInput ?? (ctx === null ? null : maxReqInputLen(ctx, dec.poolTokens));
  if (prefillMax === null || decodeMax === null) return null;
  if (pre.pageSize !== dec.pageSize)
    out.push({
      level: 'warning',
      code: 'page-size-differs',
      arg: SERVER_FLAGS.pageSize,
      text: `${SERVER_FLAGS.pageSize} differs between ${pre.label} (${pre.pageSize}) and ${dec.label} (${dec.pageSize}); the band does not depend on it, the scenario uses the decode node's`,
    });
  // without the context, the decode's own limit (≤ context − 6) is the top of the band
  const upper = ctx === null ? decodeMax : Math.min(decodeMax, ctx);
  const exposed = band(prefillMax, upper);
  const need =
    ctx === null || upper + 6 <= ctx ? Math.ceil((upper + 6) / pre.pageSize) * pre.pageSize : null;
  const basis = (n: NodeView) => (n.poolFrom === 'flag' ? 'cap' : 'reported');
  const poolBasis = { prefill: basis(pre), decode: basis(dec) } as const;
  // a cap only bounds the pool from above: the prefill's limit may be lower (a wider band), the
  // decode's too (a narrower one)
  const certain = exposed ? poolBasis.decode === 'reported' : poolBasis.prefill === 'reported';
  const release = releaseOf(pre, dec);
  const label = `${pre.label} + ${dec.label}`;
  const verdict: VerdictKind = !certain
    ? 'undecided'
    : !exposed
      ? 'not-exposed'
      : release.kind === 'fixed'
        ? 'fixed-release'
        : 'exposed';
  const pair: PairVerdict = {
    prefill: pre.label,
    decode: dec.label,
    contextLength: ctx,
    prefillPool: pre.poolTokens,
    decodePool: dec.poolTokens,
    poolBasis,
    poolSource: { prefill: pre.poolSource, decode: dec.poolSource },
    pageSize: dec.pageSize,
    prefillMax,
    decodeMax,
    exposed,
    decodeOnly: band(decodeMax, ctx === null ? prefillMax : Math.min(prefillMax, ctx)),
    verdict,
    release,
    outcomes: [],
    close: exposed
      ? {
          prefillPoolAtLeast: need,
          contextAtMost: pre.poolTokens,
          decodePoolAtMost: Math.floor((prefillMax + 6) / dec.pageSize) * dec.pageSize,
        }
      : null,
  };
  if (!certain)
    out.push({
      level: 'missing',
      code: 'pool-is-cap',
      arg: INFO_FIELDS.poolTokens,
      text: `${label}: the ${poolBasis.prefill === 'cap' && (exposed || poolBasis.decode === 'reported') ? 'prefill' : 'decode'} pool comes only from ${SERVER_FLAGS.maxTotalTokens}, an upper bound, so the verdict depends on the real pool${exposed ? ` (if the pools equal their caps: ${exposed.from} to ${exposed.to})` : ' (at the caps no length falls between the limits, but a smaller real prefill pool opens a band)'}. Paste each node's startup log line with max_total_num_tokens= or its /get_server_info JSON.`,
    });
  else if (exposed && poolBasis.prefill === 'cap')
    out.push({
      level: 'note',
      code: 'band-at-least',
      text: `${label}: the prefill pool is at most its cap, so the band starts at ${exposed.from} or lower`,
    });
  if (exposed) {
    const fixes = release.kind === 'fixed' ? RELEASE_FIX : {};
    for (const router of routers) {
      if (runs.left < OUTCOME_RUN_BUDGET) break;
      const o = bandOutcome(pair, router, fixes);
      if (o) {
        runs.left -= o.runs;
        pair.outcomes.push(o);
      }
      if (o && !o.exact)
        out.push({
          level: 'note',
          code: 'outcome-approx',
          text: `${label}: under ${router}, ${o.runs} engine runs did not pin every length where the outcome changes; the ranges shown start at the first length where each outcome was seen`,
        });
    }
    if (runs.left < OUTCOME_RUN_BUDGET && pair.outcomes.length < routers.length) {
      if (!runs.said)
        out.push({
          level: 'note',
          code: 'outcome-budget',
          text: `the engine ran ${CHECK_RUN_BUDGET} times for the pairs above; the outcomes of ${label} and the pairs after it are not computed (their bands are)`,
        });
      runs.said = true;
    } else if (pair.outcomes.length === 0)
      out.push({
        level: 'note',
        code: 'too-big-to-run',
        text: `${label}: the sizes exceed what the engine runs (${LIMITS.maxTokens} tokens per pool), or the nodes' reported limits do not match the current code's, so the outcome in the band is not computed`,
      });
  }
  return pair;
}

/** The release message for a pair whose sizes leave a band. */
function releaseNote(p: PairVerdict, out: Message[]): void {
  const label = `${p.prefill} + ${p.decode}`;
  const v = p.release.versions.join(', ');
  if (p.release.kind === 'fixed')
    out.push({
      level: 'note',
      code: 'version-fixed',
      text: `${label}: SGLang ${v} is a fixed release. Cloudflare's report, as the press accounts give it: the fix discards rejected requests with their original error, before any KV transfer; it was proposed upstream as #38704 and is in SGLang since v0.5.20; upgrade to v0.5.22 or later${p.release.versions.some((x) => versionAdvice(x) === 'between') ? ' (this release is below v0.5.22)' : ''}. (The tracker still shows #38704 open.) The outcome in the band is computed with #38704's two halves on.`,
    });
  else if (p.release.kind === 'vulnerable')
    out.push({
      level: 'warning',
      code: 'version-vulnerable',
      text: `${label}: SGLang ${v} predates v0.5.20, the release that carries the fix according to the press accounts of Cloudflare's report (upgrade to v0.5.22 or later)`,
    });
  else
    out.push({
      level: 'note',
      code: 'version-unknown',
      text: `${label}: no SGLang release is known for ${p.release.versions.length ? 'both nodes' : 'these nodes'} (paste /get_server_info, whose "version" field gives it, or a command with the image tag or pip pin): the outcome is computed for a release without the fix (before v0.5.20)`,
    });
}

/** How far a check is: pairs judged (each runs the engine once per router) of all pairs. */
export interface ExposureProgress {
  done: number;
  total: number;
}

/** What to compute: `outcomes: false` gives the bands and verdicts without running the engine. */
export interface CheckOptions {
  outcomes?: boolean;
}

/** Checks a deployment from pasted text: one string, or one per box (node). */
export function checkExposure(
  input: string | readonly string[],
  options: CheckOptions = {},
): ExposureReport {
  const steps = checkExposureSteps(input, options);
  for (;;) {
    const r = steps.next();
    if (r.done) return r.value;
  }
}

/**
 * Multi-node servers (`--nnodes N --node-rank R --dist-init-addr A`): one server across N
 * machines. Only rank 0 runs the HTTP server, the tokenizer and prints the startup log line
 * (engine._launch_subprocesses; the log by tp_rank 0); ranks ≥ 1 run schedulers only. They are
 * folded into their rank 0, not counted as servers.
 */
function foldRanks(nodes: NodeSource[], out: Message[]): NodeSource[] {
  const key = (n: NodeSource) => `${n.mode ?? ''}|${n.distInitAddr ?? ''}`;
  const rank0 = new Set(nodes.filter((n) => (n.nodeRank ?? 0) === 0).map(key));
  const kept: NodeSource[] = [];
  for (const n of nodes) {
    const where = `box ${n.box + 1}, line ${n.line}`;
    if ((n.nodeRank ?? 0) === 0) {
      if ((n.nnodes ?? 1) > 1)
        out.push({
          level: 'note',
          code: 'multi-node',
          arg: '--nnodes',
          text: `the ${n.mode ?? ''} server at ${where} spans ${n.nnodes} machines (--nnodes ${n.nnodes}${n.distInitAddr ? `, --dist-init-addr ${n.distInitAddr}` : ''}): one server, whose pool and startup log line are rank 0's`,
          box: n.box,
          line: n.line,
        });
      kept.push(n);
      continue;
    }
    const found = rank0.has(key(n));
    out.push({
      level: found ? 'note' : 'missing',
      code: found ? 'node-rank' : 'need-rank0',
      arg: '--node-rank',
      text: found
        ? `the command at ${where} is --node-rank ${n.nodeRank} of the ${n.mode ?? ''} server${n.distInitAddr ? ` at --dist-init-addr ${n.distInitAddr}` : ''}: part of that server (no HTTP server or pool of its own), not another server`
        : `the command at ${where} is --node-rank ${n.nodeRank} of a ${n.mode ?? ''} server whose --node-rank 0 command was not pasted${n.distInitAddr ? ` (--dist-init-addr ${n.distInitAddr})` : ''}: paste rank 0's command and its startup log line (only rank 0 serves HTTP and prints the pool)`,
      box: n.box,
      line: n.line,
    });
  }
  return kept;
}

/** Router flags that change where requests go, each with what it means for the check. */
function routerNotes(routers: readonly RouterSource[], out: Message[]): void {
  for (const r of routers) {
    const said = new Set<string>();
    for (const f of r.read) {
      // one note per kind (--service-discovery and its selectors say the same)
      if (said.has(f.read)) continue;
      said.add(f.read);
      const where = `box ${r.box + 1}, line ${r.line}`;
      const text =
        f.read === 'retries'
          ? `${f.flag}${f.value ? ` ${f.value}` : ''} (${where}): sgl-router re-sends a request that got a retryable status (500 among them) to a new pair; outcomes shown are one attempt's`
          : f.read === 'discovery'
            ? `${f.flag} (${where}): the router finds its workers by Kubernetes labels, so this check sees only the nodes pasted; paste every pod's command or /get_server_info`
            : f.read === 'dpAware'
              ? `${f.flag} (${where}): the router sends each request to one DP rank of a node; each rank has its own pool`
              : `${f.flag}${f.value ? ` ${f.value}` : ''} (${where}): decides which pair serves each request; every pair is checked`;
      out.push({ level: 'note', code: `router-${f.read}`, arg: f.flag, text });
    }
  }
}

/**
 * The same check, one prefill/decode pair at a time: yields the progress after each pair, so
 * a worker can report it (and the page stop it) and a caller without a worker can run it in
 * slices between tasks. Returns the report.
 */
export function* checkExposureSteps(
  input: string | readonly string[],
  options: CheckOptions = {},
): Generator<ExposureProgress, ExposureReport, void> {
  const parsed = parseDeployment(typeof input === 'string' ? [input] : input);
  const messages = parsed.messages;
  const count = { prefill: 0, decode: 0 };
  const nodes: NodeView[] = [];
  for (const n of foldRanks(parsed.nodes, messages)) {
    const where = `box ${n.box + 1}, line ${n.line}`;
    if (n.mode !== 'prefill' && n.mode !== 'decode') {
      messages.push({
        level: 'error',
        code: 'not-split',
        arg: SERVER_FLAGS.mode,
        text: `the node at ${where} has ${n.mode === undefined ? `no ${SERVER_FLAGS.mode}` : `${SERVER_FLAGS.mode} null`}: it is not part of a prefill/decode split (add ${SERVER_FLAGS.mode} prefill or decode${n.config ? `, or paste its --config file ${n.config}` : ''})`,
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
        text: `no ${mode} node: paste its launch command (python -m sglang.launch_server or sglang serve … ${SERVER_FLAGS.mode} ${mode} …) or its /get_server_info JSON`,
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
  routerNotes(parsed.routers, messages);
  const pairs: PairVerdict[] = [];
  const prefills = nodes.filter((n) => n.mode === 'prefill');
  const decodes = nodes.filter((n) => n.mode === 'decode');
  const total = prefills.length * decodes.length;
  let done = 0;
  const quiet = options.outcomes === false;
  const runs = { left: quiet ? 0 : CHECK_RUN_BUDGET, said: quiet };
  for (const pre of prefills)
    for (const dec of decodes) {
      const p = judgePair(pre, dec, router ? [router] : ROUTER_KINDS, messages, runs);
      if (p) {
        pairs.push(p);
        if (p.exposed) releaseNote(p, messages);
      }
      yield { done: ++done, total };
    }
  const blocked = messages.some((m) => m.level === 'error' || m.level === 'missing');
  const decided = !blocked && pairs.length > 0 && pairs.every((p) => p.verdict !== 'undecided');
  const exposed = decided ? pairs.some((p) => p.exposed !== null) : null;
  const verdict: VerdictKind = !decided
    ? 'undecided'
    : pairs.some((p) => p.verdict === 'exposed')
      ? 'exposed'
      : pairs.some((p) => p.verdict === 'fixed-release')
        ? 'fixed-release'
        : 'not-exposed';
  return { nodes, router, pairs, messages, exposed, verdict };
}
