/**
 * Validation of a challenge's goal (predicate or question) and of its allowed changes.
 * Every problem is reported with its JSON path under `$.goal` / `$.allowed`.
 */
import {
  DEFENCE_NAMES,
  estimateCost,
  FIX_NAMES,
  LIMITS,
  runProblem,
  type Scenario,
} from '../engine';
import { Checker, fmt, isObj } from './checker';
import { ISOLATIONS, ROUTERS, VERDICT_FIELDS, type Predicate, type Variant } from './types';
import { applyVariant, GOAL_WORK_BUDGET, MAX_GOAL_RUNS, variantKey, variantText } from './variant';

const MAX_DEPTH = 12;
const TOKENS = LIMITS.maxTokens;

/** Operator → the other fields allowed beside it (the JSON Schema is generated from this). */
export const OPERATORS: Record<string, readonly string[]> = {
  all: [],
  any: [],
  not: [],
  some: [],
  none: [],
  every: [],
  count: ['min', 'max'],
  requests: [],
  tenants: [],
  fixesOn: [],
  fix: ['on'],
  router: [],
  band: [],
  under: ['holds'],
  differs: ['on'],
  fewestFixes: [],
};

export const VARIANT_FIELDS = ['fixes', 'router', 'prefillPool', 'decodePool', 'pageSize'] as const;

export const MATCH_FIELDS = [
  'request',
  'tenant',
  'notTenant',
  'status',
  'isolation',
  'correct',
  'leakedFromTenant',
  'leakedFromRequest',
  'leakedOnlyFrom',
  'promptTokens',
];

/** Ids a goal may name: tenants of the starting scenario; requests too when they are locked. */
export interface Names {
  /** null: not checked (a live session's tenants are whoever sent requests) */
  tenants: Set<string> | null;
  requests: Set<string> | null;
}

function tenantRef(c: Checker, v: unknown, path: string, names: Names): void {
  if (c.str(v, path, 64) && names.tenants && !names.tenants.has(v))
    c.add(
      path,
      `no tenant "${v}" in the starting scenario (tenants: ${[...(names.tenants ?? [])].join(', ')})`,
    );
}

function requestRef(c: Checker, v: unknown, path: string, names: Names): void {
  if (c.str(v, path, 64) && names.requests && !names.requests.has(v))
    c.add(path, `no request "${v}" in the starting scenario`);
}

function checkMatch(c: Checker, m: unknown, path: string, names: Names): void {
  if (!c.obj(m, path, 'an object describing responses, like { "status": 200 }')) return;
  c.fields(m, path, MATCH_FIELDS, []);
  if (m.request !== undefined) requestRef(c, m.request, `${path}.request`, names);
  if (m.tenant !== undefined) tenantRef(c, m.tenant, `${path}.tenant`, names);
  if (m.notTenant !== undefined) tenantRef(c, m.notTenant, `${path}.notTenant`, names);
  if (m.leakedFromTenant !== undefined)
    tenantRef(c, m.leakedFromTenant, `${path}.leakedFromTenant`, names);
  if (m.leakedFromRequest !== undefined)
    requestRef(c, m.leakedFromRequest, `${path}.leakedFromRequest`, names);
  if (m.leakedOnlyFrom !== undefined && c.strings(m.leakedOnlyFrom, `${path}.leakedOnlyFrom`))
    m.leakedOnlyFrom.forEach((r, i) => requestRef(c, r, `${path}.leakedOnlyFrom[${i}]`, names));
  if (m.status !== undefined) {
    const list: unknown[] = Array.isArray(m.status) ? m.status : [m.status];
    list.forEach((s, i) =>
      c.int(s, Array.isArray(m.status) ? `${path}.status[${i}]` : `${path}.status`, 100, 599),
    );
  }
  if (m.isolation !== undefined) {
    if (Array.isArray(m.isolation)) c.strings(m.isolation, `${path}.isolation`, ISOLATIONS);
    else c.oneOf(m.isolation, `${path}.isolation`, ISOLATIONS);
  }
  if (m.correct !== undefined) c.bool(m.correct, `${path}.correct`);
  if (m.promptTokens !== undefined) c.range(m.promptTokens, `${path}.promptTokens`, 1, TOKENS);
}

export function checkVariant(c: Checker, v: unknown, path: string): void {
  if (!c.obj(v, path, 'an object like { "fixes": ["rejectAtAdmission"] }')) return;
  c.fields(v, path, VARIANT_FIELDS, []);
  if (v.fixes !== undefined) c.strings(v.fixes, `${path}.fixes`, FIX_NAMES);
  if (v.router !== undefined) c.oneOf(v.router, `${path}.router`, ROUTERS);
  if (v.prefillPool !== undefined) c.int(v.prefillPool, `${path}.prefillPool`, 8, TOKENS);
  if (v.decodePool !== undefined) c.int(v.decodePool, `${path}.decodePool`, 8, TOKENS);
  if (v.pageSize !== undefined) c.int(v.pageSize, `${path}.pageSize`, 1, LIMITS.maxPageSize);
}

export function checkPredicate(
  c: Checker,
  p: unknown,
  path: string,
  names: Names,
  depth = 0,
): void {
  if (depth > MAX_DEPTH) return c.add(path, `nested more than ${MAX_DEPTH} levels deep`);
  if (!c.obj(p, path, `an object with one of: ${Object.keys(OPERATORS).join(', ')}`)) return;
  const ops = Object.keys(p).filter((k) => Object.hasOwn(OPERATORS, k));
  if (ops.length !== 1)
    return c.add(
      path,
      `needs exactly one of: ${Object.keys(OPERATORS).join(', ')} (got ${ops.length})`,
    );
  const op = ops[0]!;
  c.fields(
    p,
    path,
    [op, ...OPERATORS[op]!],
    [op, ...(op === 'under' || op === 'fix' ? OPERATORS[op]! : [])],
  );
  const v = p[op];
  const at = `${path}.${op}`;
  const sub = (q: unknown, qp: string) => checkPredicate(c, q, qp, names, depth + 1);
  switch (op) {
    case 'all':
    case 'any':
      if (!Array.isArray(v) || v.length === 0)
        return c.add(at, 'must be a non-empty array of predicates');
      return v.forEach((q, i) => sub(q, `${at}[${i}]`));
    case 'not':
    case 'fewestFixes':
      return sub(v, at);
    case 'some':
    case 'none':
    case 'every':
    case 'count':
      checkMatch(c, v, at, names);
      if (op === 'count') {
        if (p.min === undefined && p.max === undefined) c.add(path, 'count needs "min" or "max"');
        if (p.min !== undefined) c.int(p.min, `${path}.min`, 0, LIMITS.maxRequests);
        if (p.max !== undefined) c.int(p.max, `${path}.max`, 0, LIMITS.maxRequests);
      }
      return;
    case 'requests':
      return void c.range(v, at, 0, LIMITS.maxRequests);
    case 'tenants':
      return void c.range(v, at, 0, LIMITS.maxTenants);
    case 'fixesOn':
      return void c.range(v, at, 0, FIX_NAMES.length);
    case 'fix':
      c.oneOf(v, at, FIX_NAMES);
      if (p.on !== undefined) c.bool(p.on, `${path}.on`);
      return;
    case 'router':
      return void c.oneOf(v, at, ROUTERS);
    case 'band':
      return void c.oneOf(v, at, ['open', 'closed']);
    case 'under':
      checkVariant(c, v, at);
      if (p.holds !== undefined) sub(p.holds, `${path}.holds`);
      return;
    case 'differs':
      if (!Array.isArray(v) || v.length !== 2)
        return c.add(at, 'must be a pair of variants [a, b]');
      v.forEach((x, i) => checkVariant(c, x, `${at}[${i}]`));
      if (p.on !== undefined) c.strings(p.on, `${path}.on`, VERDICT_FIELDS);
      return;
  }
}

/** Fix sets `fewestFixes` may try: its own and every smaller one, at most all 2⁶. */
const FIX_SETS = 2 ** FIX_NAMES.length;

/**
 * The most engine runs a well-formed goal can make on one scenario: one per response
 * predicate (`some`, `none`, `every`, `count`), two per `differs`, and `fewestFixes` times
 * every set of switches it may try. Width × variants × fix sets, multiplied out.
 */
export function goalRunBound(p: Predicate): number {
  if ('all' in p) return p.all.reduce((n, q) => n + goalRunBound(q), 0);
  if ('any' in p) return p.any.reduce((n, q) => n + goalRunBound(q), 0);
  if ('not' in p) return goalRunBound(p.not);
  if ('some' in p || 'none' in p || 'every' in p || 'count' in p) return 1;
  if ('under' in p) return goalRunBound(p.holds);
  if ('differs' in p) return 2;
  if ('fewestFixes' in p) return FIX_SETS * goalRunBound(p.fewestFixes);
  return 0;
}

/** Each configuration a goal runs the scenario under (fix switches aside), with its path. */
function goalVariants(
  p: Predicate,
  ctx: Variant,
  path: string,
  out: Map<string, [Variant, string]>,
) {
  const at = (v: Variant, where: string) => {
    const rest: Variant = { ...v, fixes: undefined };
    const key = variantKey(rest);
    if (!out.has(key)) out.set(key, [rest, where]);
  };
  if ('all' in p) p.all.forEach((q, i) => goalVariants(q, ctx, `${path}.all[${i}]`, out));
  else if ('any' in p) p.any.forEach((q, i) => goalVariants(q, ctx, `${path}.any[${i}]`, out));
  else if ('not' in p) goalVariants(p.not, ctx, `${path}.not`, out);
  else if ('fewestFixes' in p) goalVariants(p.fewestFixes, ctx, `${path}.fewestFixes`, out);
  else if ('under' in p) goalVariants(p.holds, { ...ctx, ...p.under }, `${path}.under`, out);
  else if ('differs' in p)
    p.differs.forEach((v, i) => at({ ...ctx, ...v }, `${path}.differs[${i}]`));
  else if ('some' in p || 'none' in p || 'every' in p || 'count' in p) at(ctx, path);
}

/**
 * A well-formed goal's engine runs: at most MAX_GOAL_RUNS of them, and each configuration it
 * runs the starting scenario under must be one the engine runs (a pool of no whole page, a
 * page size that puts the scenario over the cost budget, are refused here, when the file is
 * loaded: by `lab:validate`, `lab:verify --challenges` and the browser alike).
 */
export function checkGoalRuns(c: Checker, p: Predicate, path: string, s: Scenario): void {
  const runs = goalRunBound(p);
  if (runs > MAX_GOAL_RUNS)
    return c.add(
      path,
      `this goal may need up to ${fmt(runs)} engine runs of one scenario (each response ` +
        `predicate under each variant, times the ${FIX_SETS} sets of switches fewestFixes ` +
        `may try); the lab's bound is ${MAX_GOAL_RUNS} runs per check`,
    );
  const variants = new Map<string, [Variant, string]>();
  goalVariants(p, {}, path, variants);
  for (const [v, where] of variants.values()) {
    const problem = runProblem(applyVariant(s, v));
    if (problem)
      c.add(
        where,
        `under ${variantText(v)} the engine refuses the starting scenario: ` +
          `${problem.path}: ${problem.message}`,
      );
  }
}

export const QUESTIONS: Record<string, readonly string[]> = {
  prefillRejectsFrom: [],
  smallestClosingPrefillPool: [],
  readsFrom: ['request', 'of'],
  status: ['request'],
  isolation: ['request'],
  exposedDeployments: ['deployments'],
  minimalFixes: ['routers'],
};

export function checkQuestion(c: Checker, q: unknown, path: string, s: Scenario | null): void {
  if (!c.obj(q, path, 'an object like { "ask": "prefillRejectsFrom" }')) return;
  if (!c.oneOf(q.ask, `${path}.ask`, Object.keys(QUESTIONS))) return;
  const extra = QUESTIONS[q.ask]!;
  c.fields(q, path, ['ask', ...extra], ['ask', ...extra]);
  if (q.request !== undefined && c.str(q.request, `${path}.request`, 64) && s)
    if (!s.requests.some((r) => r.id === q.request))
      c.add(`${path}.request`, `no request "${q.request}" in the starting scenario`);
  if (q.of !== undefined) c.oneOf(q.of, `${path}.of`, ['tenants', 'requests']);
  if (q.routers !== undefined && c.strings(q.routers, `${path}.routers`, ROUTERS)) {
    if (q.routers.length === 0) c.add(`${path}.routers`, 'name at least one router');
    // the answer tries every set of switches under each router: one check's work, bounded
    else if (s) {
      const cost = estimateCost(s);
      const work = FIX_SETS * q.routers.length * (cost.chain ? 0 : cost.pieceCopies);
      if (work > GOAL_WORK_BUDGET)
        c.add(
          path,
          `computing the answer runs the scenario ${FIX_SETS * q.routers.length} times, ` +
            `about ${fmt(work)} page copies in all, over the lab's bound of ` +
            `${fmt(GOAL_WORK_BUDGET)} for one check: use a smaller scenario`,
        );
    }
  }
  if (q.deployments !== undefined) checkDeployments(c, q.deployments, `${path}.deployments`);
}

function checkDeployments(c: Checker, v: unknown, path: string): void {
  if (!Array.isArray(v) || v.length < 1 || v.length > 12)
    return c.add(path, 'must be an array of 1 to 12 deployments');
  const ids = new Set<string>();
  v.forEach((d: unknown, i) => {
    const p = `${path}[${i}]`;
    if (!c.obj(d, p, 'an object like { "id": "east", "text": "python -m sglang.launch_server …" }'))
      return;
    c.fields(d, p, ['id', 'text'], ['id', 'text']);
    if (c.str(d.id, `${p}.id`, 64)) {
      if (ids.has(d.id)) c.add(`${p}.id`, `duplicate deployment id "${d.id}"`);
      ids.add(d.id);
    }
    c.str(d.text, `${p}.text`, 20_000);
  });
}

export const ALLOWED_FIELDS = [
  'requests',
  'tenants',
  'fixes',
  'defences',
  'router',
  'prefillPool',
  'decodePool',
  'pageSize',
] as const;
export const ALLOWED_REQUEST_FIELDS = ['count', 'promptTokens', 'maxNewTokens', 'keep'] as const;

export function checkAllowed(c: Checker, a: unknown, path: string, s: Scenario | null): void {
  if (!c.obj(a, path, 'an object (use {} when nothing may change)')) return;
  c.fields(a, path, ALLOWED_FIELDS, []);
  const r = a.requests;
  if (r !== undefined && c.obj(r, `${path}.requests`)) {
    const rp = `${path}.requests`;
    c.fields(r, rp, ALLOWED_REQUEST_FIELDS, []);
    if (r.count !== undefined) c.range(r.count, `${rp}.count`, 1, LIMITS.maxRequests);
    if (r.promptTokens !== undefined) c.range(r.promptTokens, `${rp}.promptTokens`, 1, TOKENS);
    if (r.maxNewTokens !== undefined)
      c.range(r.maxNewTokens, `${rp}.maxNewTokens`, 1, LIMITS.maxNewTokens);
    if (r.keep !== undefined && c.strings(r.keep, `${rp}.keep`) && s)
      r.keep.forEach((id, i) => {
        if (!s.requests.some((x) => x.id === id))
          c.add(`${rp}.keep[${i}]`, `no request "${id}" in the starting scenario`);
      });
  }
  const t = a.tenants;
  if (t !== undefined && c.obj(t, `${path}.tenants`)) {
    c.fields(t, `${path}.tenants`, ['count'], []);
    if (t.count !== undefined) c.range(t.count, `${path}.tenants.count`, 1, LIMITS.maxTenants);
  }
  if (a.fixes !== undefined) c.strings(a.fixes, `${path}.fixes`, FIX_NAMES);
  if (a.defences !== undefined) c.strings(a.defences, `${path}.defences`, DEFENCE_NAMES);
  if (a.router !== undefined) c.bool(a.router, `${path}.router`);
  for (const k of ['prefillPool', 'decodePool'] as const)
    if (a[k] !== undefined) c.range(a[k], `${path}.${k}`, 8, TOKENS);
  if (a.pageSize !== undefined) c.range(a.pageSize, `${path}.pageSize`, 1, LIMITS.maxPageSize);
}

export function namesOf(s: Scenario, allowed: unknown): Names {
  const editable = isObj(allowed) && allowed.requests !== undefined;
  return {
    tenants: new Set(s.tenants.map((t) => t.id)),
    requests: editable ? null : new Set(s.requests.map((r) => r.id)),
  };
}
