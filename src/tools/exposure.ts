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
import { LIMITS, maxReqInputLen, ROUTER_KINDS, type Fixes, type RouterKind } from '../engine';
import { versionAdvice } from './calculator';
import { INFO_FIELDS, SERVER_FLAGS } from './exposureFlags';
import { resolveNode, type NodeView } from './exposureNodes';
import { parseDeployment } from './exposureParse';
import type { Message, NodeSource, RouterSource } from './exposureTypes';

export type { Message } from './exposureTypes';
export type { NodeView } from './exposureNodes';

import { bandOutcome, CHECK_RUN_BUDGET, OUTCOME_RUN_BUDGET, band } from './exposureBand';
import type { ExposureReport, PairVerdict, Release, VerdictKind } from './exposureVerdict';

export type * from './exposureVerdict';
export {
  bandOutcome,
  verdictScenario,
  OUTCOME_NEW_TOKENS,
  OUTCOME_RUN_BUDGET,
  CHECK_RUN_BUDGET,
} from './exposureBand';

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
