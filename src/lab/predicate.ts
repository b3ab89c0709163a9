/**
 * The goal evaluator: a declarative predicate over the engine's output (each response's status,
 * isolation, leakedFrom and correctness, counts, the configuration itself), checked by running
 * the engine. Returns a tree that says which parts hold, for a live goal panel.
 */
import {
  CLIENT_CLOSED,
  FIX_NAMES,
  maxReqInputLen,
  type Config,
  type FixName,
  type Scenario,
  type Verdict,
} from '../engine';
import type { Predicate, Range, ResponseMatch, Variant, VerdictField } from './types';
import { VERDICT_FIELDS } from './types';
import { applyVariant, fixesOn, routerOf, RunCache, RunRefused, type RunVerdicts } from './variant';

export interface PartResult {
  /** where this part sits in the goal, e.g. `$.all[1].some` */
  path: string;
  predicate: Predicate;
  holds: boolean;
  /** ids of the requests that matched (some / none / every / count / differs) */
  matched?: string[];
  /**
   * when the part does not hold because of particular responses, those responses and what
   * they got (every: the ones that do not match; none: the ones that do; count: the ones over
   * its max), so the feedback names the response that fails, not the ones that pass
   */
  failing?: FailingResponse[];
  children?: PartResult[];
  /**
   * the goal needs a run the engine refuses (a variant the budget or the validator refuses,
   * or more runs than a check may make): the whole goal does not hold, whatever its form
   * (a `not` of a refused part must not hold either), and this says why
   */
  refused?: string;
}

/** A response that makes a part of the goal fail, with its verdict. */
export interface FailingResponse {
  request: string;
  httpStatus: number;
  isolation: Verdict['isolation'];
  correct: boolean;
}

const failingOf = (t: RunVerdicts, vs: readonly Verdict[]): FailingResponse[] =>
  vs.map((v) => ({
    request: t.scenario.requests[v.request]!.id,
    httpStatus: v.httpStatus,
    isolation: v.isolation,
    correct: v.correct,
  }));

export const inRange = (n: number, r: Range): boolean =>
  (r.min === undefined || n >= r.min) && (r.max === undefined || n <= r.max);

const oneOf = <T>(want: T | T[] | undefined, got: T): boolean =>
  want === undefined || (Array.isArray(want) ? want.includes(got) : want === got);

export function matches(m: ResponseMatch, v: Verdict, s: Scenario): boolean {
  const spec = s.requests[v.request]!;
  if (m.request !== undefined && spec.id !== m.request) return false;
  if (m.tenant !== undefined && spec.tenant !== m.tenant) return false;
  if (m.notTenant !== undefined && spec.tenant === m.notTenant) return false;
  if (!oneOf(m.status, v.httpStatus)) return false;
  if (!oneOf(m.isolation, v.isolation)) return false;
  // a client that went away got no answer: neither a correct one nor a wrong one
  if (m.correct !== undefined && (v.httpStatus === CLIENT_CLOSED || v.correct !== m.correct))
    return false;
  if (
    m.leakedFromTenant !== undefined &&
    !v.leakedFrom.some((l) => l.tenant === m.leakedFromTenant)
  )
    return false;
  if (
    m.leakedFromRequest !== undefined &&
    !v.leakedFrom.some((l) => l.request === m.leakedFromRequest)
  )
    return false;
  if (m.leakedOnlyFrom !== undefined) {
    const only = m.leakedOnlyFrom;
    if (v.leakedFrom.length === 0 || !v.leakedFrom.every((l) => only.includes(l.request)))
      return false;
  }
  if (m.promptTokens !== undefined && !inRange(spec.promptTokens, m.promptTokens)) return false;
  return true;
}

/** Whether the configuration leaves prompt lengths the prefill rejects and the decode accepts. */
export function bandOpen(c: Config): boolean {
  const prefillMax = maxReqInputLen(c.contextLength, c.prefill.poolTokens);
  const decodeMax = maxReqInputLen(c.contextLength, c.decode.poolTokens);
  return prefillMax < Math.min(decodeMax, c.contextLength);
}

const merge = (outer: Variant, inner: Variant): Variant => ({ ...outer, ...inner });

function matchedIds(t: RunVerdicts, m: ResponseMatch): string[] {
  return t.verdicts
    .filter((v) => matches(m, v, t.scenario))
    .map((v) => t.scenario.requests[v.request]!.id);
}

/** All subsets of the fix switches with fewer than k switches on. */
function smallerFixSets(k: number): FixName[][] {
  const out: FixName[][] = [];
  for (let mask = 0; mask < 1 << FIX_NAMES.length; mask++) {
    const set = FIX_NAMES.filter((_, i) => (mask >> i) & 1);
    if (set.length < k) out.push(set);
  }
  return out;
}

function evaluateIn(p: Predicate, runs: RunCache, ctx: Variant, path: string): PartResult {
  const part = (holds: boolean, extra: Partial<PartResult> = {}): PartResult => ({
    path,
    predicate: p,
    holds,
    ...extra,
  });
  const config = () => applyVariant(runs.scenario, ctx).config;
  if ('all' in p || 'any' in p) {
    const list = 'all' in p ? p.all : p.any;
    const key = 'all' in p ? 'all' : 'any';
    const children = list.map((q, i) => evaluateIn(q, runs, ctx, `${path}.${key}[${i}]`));
    const holds = key === 'all' ? children.every((c) => c.holds) : children.some((c) => c.holds);
    return part(holds, { children });
  }
  if ('not' in p) {
    const child = evaluateIn(p.not, runs, ctx, `${path}.not`);
    return part(!child.holds, { children: [child] });
  }
  if ('some' in p) {
    const ids = matchedIds(runs.run(ctx), p.some);
    return part(ids.length > 0, { matched: ids });
  }
  if ('none' in p) {
    const t = runs.run(ctx);
    const ids = matchedIds(t, p.none);
    const bad = t.verdicts.filter((v) => matches(p.none, v, t.scenario));
    return part(ids.length === 0, {
      matched: ids,
      ...(bad.length ? { failing: failingOf(t, bad) } : {}),
    });
  }
  if ('every' in p) {
    const t = runs.run(ctx);
    const ids = matchedIds(t, p.every);
    const bad = t.verdicts.filter((v) => !matches(p.every, v, t.scenario));
    return part(bad.length === 0, {
      matched: ids,
      ...(bad.length ? { failing: failingOf(t, bad) } : {}),
    });
  }
  if ('count' in p) {
    const t = runs.run(ctx);
    const ids = matchedIds(t, p.count);
    const over = p.max !== undefined && ids.length > p.max;
    const bad = over ? t.verdicts.filter((v) => matches(p.count, v, t.scenario)) : [];
    return part(inRange(ids.length, p), {
      matched: ids,
      ...(bad.length ? { failing: failingOf(t, bad) } : {}),
    });
  }
  if ('requests' in p) return part(inRange(runs.scenario.requests.length, p.requests));
  if ('tenants' in p) return part(inRange(runs.scenario.tenants.length, p.tenants));
  if ('fixesOn' in p) return part(inRange(fixesOn(config()).length, p.fixesOn));
  if ('fix' in p) return part(config().fixes[p.fix] === p.on);
  if ('router' in p) return part(routerOf(config()) === p.router);
  if ('band' in p) return part(bandOpen(config()) === (p.band === 'open'));
  if ('under' in p) {
    const child = evaluateIn(p.holds, runs, merge(ctx, p.under), `${path}.holds`);
    return part(child.holds, { children: [child] });
  }
  if ('differs' in p) {
    const [a, b] = p.differs.map((v) => runs.run(merge(ctx, v))) as [RunVerdicts, RunVerdicts];
    const fields: readonly VerdictField[] = p.on ?? VERDICT_FIELDS;
    const ids = a.verdicts
      .filter((va, i) => fields.some((f) => va[f] !== b.verdicts[i]![f]))
      .map((va) => runs.scenario.requests[va.request]!.id);
    return part(ids.length > 0, { matched: ids });
  }
  // fewestFixes
  const child = evaluateIn(p.fewestFixes, runs, ctx, `${path}.fewestFixes`);
  if (!child.holds) return part(false, { children: [child] });
  const k = fixesOn(config()).length;
  const smaller = smallerFixSets(k).some(
    (set) => evaluateIn(p.fewestFixes, runs, { ...ctx, fixes: set }, path).holds,
  );
  return part(!smaller, { children: [child] });
}

/**
 * The first part of a goal that does not hold and has no failing part below it (depth first,
 * in the goal's order): what the feedback names. Null when the goal holds.
 */
export function firstFailure(r: PartResult): PartResult | null {
  if (r.holds) return null;
  // a `not` fails because what it negates holds: the `not` itself is the failing part
  if ('not' in r.predicate) return r;
  for (const c of r.children ?? []) {
    const f = firstFailure(c);
    if (f) return f;
  }
  return r;
}

/**
 * Evaluates a goal predicate on a scenario (the engine runs once per distinct variant). A run
 * the engine refuses makes the whole goal fail, with `refused` saying why.
 */
export function evaluate(
  p: Predicate,
  scenario: Scenario,
  runs: RunCache = new RunCache(scenario),
): PartResult {
  try {
    return evaluateIn(p, runs, {}, '$');
  } catch (e) {
    if (!(e instanceof RunRefused)) throw e;
    return { path: '$', predicate: p, holds: false, refused: e.message };
  }
}
