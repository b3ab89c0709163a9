/**
 * Scenario-file validator: every problem with its JSON path and reason; never throws.
 * Text is kept as text; nothing here interprets markup.
 */
import { costProblem } from './cost';
import { jsonShapeProblem } from './jsonGuard';
import {
  DEFAULT_ROUTER,
  DEFAULT_ROUTER_BUILD,
  ROUTER_BUILDS,
  type RouterBuild,
  ROUTER_KINDS,
  type RequestSpec,
  type RouterKind,
  type Scenario,
  type SessionRecord,
} from './types';

import { LIMITS, SCENARIO_FIELDS } from './scenarioFields';
import { Checker, fmt, isObj } from './validateChecker';
import { checkDefences, checkFixes, checkTransfer } from './validateSwitches';

export { LIMITS, SCENARIO_FIELDS } from './scenarioFields';

export interface Problem {
  path: string;
  message: string;
}

export type ValidationResult =
  { ok: true; scenario: Scenario } | { ok: false; problems: Problem[] };

const TOKENS_HINT = ` tokens (this engine holds at most ${fmt(LIMITS.maxTokens)} per pool)`;

function checkConfig(c: Checker, v: unknown): Scenario['config'] | undefined {
  if (v === undefined) return undefined; // reported as missing
  if (!isObj(v)) return void c.add('$.config', 'must be an object');
  c.fields(v, '$.config', SCENARIO_FIELDS.config, SCENARIO_FIELDS.configRequired);
  const contextLength = c.int(v, 'contextLength', '$.config', 2, LIMITS.maxTokens, TOKENS_HINT);
  const pageSize = c.int(v, 'pageSize', '$.config', 1, LIMITS.maxPageSize);
  const pools: number[] = [];
  for (const node of ['prefill', 'decode'] as const) {
    const n = v[node];
    const path = `$.config.${node}`;
    if (n === undefined) continue;
    if (!isObj(n)) {
      c.add(path, 'must be an object like { "poolTokens": 681280 }');
      continue;
    }
    c.fields(n, path, SCENARIO_FIELDS.node, SCENARIO_FIELDS.node);
    const pool = c.int(n, 'poolTokens', path, 8, LIMITS.maxTokens, TOKENS_HINT);
    if (pool !== undefined && pageSize !== undefined && Math.floor(pool / pageSize) < 1)
      c.add(`${path}.poolTokens`, `holds no whole page of ${pageSize} tokens`);
    if (pool !== undefined) pools.push(pool);
  }
  const fixes = checkFixes(c, v.fixes, '$.config.fixes');
  const transfer = checkTransfer(c, v.transfer, '$.config.transfer');
  const defences = checkDefences(c, v.defences, '$.config.defences');
  let router: RouterKind = DEFAULT_ROUTER;
  if (v.router !== undefined) {
    if (typeof v.router === 'string' && (ROUTER_KINDS as readonly string[]).includes(v.router))
      router = v.router as RouterKind;
    else c.add('$.config.router', `must be one of ${ROUTER_KINDS.map((k) => `"${k}"`).join(', ')}`);
  }
  let routerBuild: RouterBuild | undefined;
  if (v.routerBuild !== undefined) {
    if (
      typeof v.routerBuild === 'string' &&
      (ROUTER_BUILDS as readonly string[]).includes(v.routerBuild)
    )
      routerBuild = v.routerBuild as RouterBuild;
    else
      c.add(
        '$.config.routerBuild',
        `must be one of ${ROUTER_BUILDS.map((k) => `"${k}"`).join(', ')} (default "${DEFAULT_ROUTER_BUILD}")`,
      );
  }
  if (contextLength === undefined || pageSize === undefined || pools.length !== 2) return undefined;
  return {
    contextLength,
    pageSize,
    prefill: { poolTokens: pools[0]! },
    decode: { poolTokens: pools[1]! },
    router,
    ...(routerBuild ? { routerBuild } : {}),
    fixes,
    ...(transfer ? { transfer } : {}),
    ...(defences ? { defences } : {}),
  };
}

function checkRequests(c: Checker, v: unknown, tenantIds: Set<string>): RequestSpec[] {
  if (v === undefined) return []; // reported as missing
  if (!Array.isArray(v)) return (c.add('$.requests', 'must be an array'), []);
  if (v.length < 1 || v.length > LIMITS.maxRequests)
    c.add(
      '$.requests',
      `must hold 1 to ${fmt(LIMITS.maxRequests)} requests (got ${fmt(v.length)})`,
    );
  const out: RequestSpec[] = [];
  const ids = new Set<string>();
  v.slice(0, LIMITS.maxRequests).forEach((r: unknown, i) => {
    const path = `$.requests[${i}]`;
    if (!isObj(r)) return c.add(path, 'must be an object');
    c.fields(r, path, SCENARIO_FIELDS.request, SCENARIO_FIELDS.requestRequired);
    const id = c.str(r, 'id', path, 64);
    if (id !== undefined && id.length === 0) c.add(`${path}.id`, 'must not be empty');
    if (id !== undefined && ids.has(id)) c.add(`${path}.id`, `duplicate request id "${id}"`);
    if (id !== undefined) ids.add(id);
    const tenant = c.str(r, 'tenant', path, 64);
    if (tenant !== undefined && !tenantIds.has(tenant))
      c.add(
        `${path}.tenant`,
        `no tenant has id "${tenant}" (tenants: ${[...tenantIds].join(', ')})`,
      );
    const promptTokens = c.int(r, 'promptTokens', path, 1, LIMITS.maxTokens, ' tokens');
    const maxNewTokens = c.int(r, 'maxNewTokens', path, 1, LIMITS.maxNewTokens);
    const arrival = c.int(r, 'arrival', path, 0, LIMITS.maxArrival, ' (ticks)');
    const after = c.str(r, 'after', path, 64, true);
    const text = c.str(r, 'text', path, LIMITS.maxText, true);
    // the tick the client went away (engine/run.ts aborts the request before that tick runs)
    const abortAt = c.int(r, 'abortAt', path, 0, LIMITS.maxArrival, ' (ticks)');
    const transferTicks = c.int(r, 'transferTicks', path, 1, LIMITS.maxLifetimeTicks, ' (ticks)');
    if (abortAt !== undefined && arrival !== undefined && abortAt < arrival)
      c.add(
        `${path}.abortAt`,
        `must not be before the request's arrival (tick ${fmt(arrival)}): a client goes away after it sent its request`,
      );
    // a router's retry of an earlier request (the live stand-in records them; the engine runs
    // each attempt as its own request)
    const retryOf = c.str(r, 'retryOf', path, 64, true);
    if (r.stream !== undefined && typeof r.stream !== 'boolean')
      c.add(`${path}.stream`, 'must be true or false');
    const stream = r.stream === true;
    if (retryOf !== undefined && (!ids.has(retryOf) || retryOf === id))
      c.add(`${path}.retryOf`, `no earlier request has id "${retryOf}"`);
    if (id && tenant && promptTokens && maxNewTokens && arrival !== undefined)
      out.push({
        id,
        tenant,
        promptTokens,
        maxNewTokens,
        arrival,
        ...(after !== undefined ? { after } : {}),
        ...(text !== undefined ? { text } : {}),
        ...(abortAt !== undefined ? { abortAt } : {}),
        ...(retryOf !== undefined ? { retryOf } : {}),
        ...(transferTicks !== undefined ? { transferTicks } : {}),
        ...(stream ? { stream } : {}),
      });
  });
  checkAfter(c, out);
  return out;
}

/** `after` must name another request, without cycles. */
function checkAfter(c: Checker, reqs: RequestSpec[]): void {
  const byId = new Map(reqs.map((r, i) => [r.id, i]));
  // ids whose chain is known to end without a loop: a walk stops there (linear, not quadratic)
  const ends = new Set<string>();
  reqs.forEach((r, i) => {
    if (r.after === undefined) return;
    if (!byId.has(r.after))
      return c.add(`$.requests[${i}].after`, `no request has id "${r.after}"`);
    const seen = new Set<string>([r.id]);
    let cur: string | undefined = r.after;
    while (cur !== undefined && !ends.has(cur)) {
      if (seen.has(cur))
        return c.add(`$.requests[${i}].after`, `"after" chain loops back to "${cur}"`);
      seen.add(cur);
      cur = reqs[byId.get(cur)!]?.after;
    }
    // (r's own id only if it is the request that id names: ids may repeat in a bad file)
    for (const id of seen) if (id !== r.id || byId.get(id) === i) ends.add(id);
  });
}

/** A live server's signature (live/signature.ts checks it; here only its shape). */
function checkRecorded(c: Checker, v: unknown): SessionRecord | undefined {
  if (v === undefined) return undefined;
  const path = '$.recorded';
  if (!isObj(v)) return void c.add(path, "must be an object (a live server's signature)");
  const before = c.problems.length;
  c.fields(v, path, SCENARIO_FIELDS.recorded, SCENARIO_FIELDS.recordedRequired);
  const [by, deployment, server, key, signature] = (
    ['by', 'deployment', 'server', 'key', 'signature'] as const
  ).map((k) => c.str(v, k, path, 200));
  const team = v.team === undefined ? undefined : c.str(v, 'team', path, 200);
  if (typeof v.verifiable !== 'boolean') c.add(`${path}.verifiable`, 'must be true or false');
  if (c.problems.length > before) return undefined;
  return {
    by: by!,
    deployment: deployment!,
    ...(team !== undefined ? { team } : {}),
    server: server!,
    verifiable: v.verifiable as boolean,
    key: key!,
    signature: signature!,
  };
}

export function validateScenario(input: unknown): ValidationResult {
  const c = new Checker();
  if (!isObj(input))
    return { ok: false, problems: [{ path: '$', message: 'a scenario must be a JSON object' }] };
  const shape = jsonShapeProblem(input);
  if (shape) return { ok: false, problems: [shape] };
  c.fields(input, '$', SCENARIO_FIELDS.root, SCENARIO_FIELDS.rootRequired);
  if (input.$schema !== undefined) c.str(input, '$schema', '$', 2000);
  if (input.$comment !== undefined) c.str(input, '$comment', '$', LIMITS.maxDescription);
  const name = c.str(input, 'name', '$', LIMITS.maxName);
  const description = c.str(input, 'description', '$', LIMITS.maxDescription);
  const seed = c.int(input, 'seed', '$', 0, 0xffffffff);
  const config = checkConfig(c, input.config);
  const tenants: Scenario['tenants'] = [];
  const tv = input.tenants;
  if (tv === undefined) {
    // reported as missing
  } else if (!Array.isArray(tv)) c.add('$.tenants', 'must be an array');
  else {
    if (tv.length < 1 || tv.length > LIMITS.maxTenants)
      c.add('$.tenants', `must hold 1 to ${LIMITS.maxTenants} tenants (got ${tv.length})`);
    tv.slice(0, LIMITS.maxTenants).forEach((t: unknown, i) => {
      const path = `$.tenants[${i}]`;
      if (!isObj(t)) return c.add(path, 'must be an object like { "id": "a", "name": "Tenant A" }');
      c.fields(t, path, SCENARIO_FIELDS.tenant, SCENARIO_FIELDS.tenant);
      const id = c.str(t, 'id', path, 64);
      if (id !== undefined && id.length === 0) c.add(`${path}.id`, 'must not be empty');
      const nm = c.str(t, 'name', path, 80);
      if (id !== undefined && tenants.some((x) => x.id === id))
        c.add(`${path}.id`, `duplicate tenant id "${id}"`);
      if (id && nm !== undefined) tenants.push({ id, name: nm });
    });
  }
  const requests = checkRequests(c, input.requests, new Set(tenants.map((t) => t.id)));
  const recorded = checkRecorded(c, input.recorded);
  if (
    c.problems.length > 0 ||
    !config ||
    name === undefined ||
    description === undefined ||
    seed === undefined
  )
    return {
      ok: false,
      problems: c.problems.length ? c.problems : [{ path: '$', message: 'incomplete scenario' }],
    };
  const scenario: Scenario = {
    name,
    description,
    seed,
    config,
    tenants,
    requests,
    ...(recorded ? { recorded } : {}),
  };
  const cost = costProblem(scenario);
  if (cost) return { ok: false, problems: [{ path: '$.requests', message: cost }] };
  return { ok: true, scenario };
}

/**
 * Why the engine refuses to run a scenario made in code (a goal's variant of a trainee's
 * scenario, a leak-finder try, a replayed session): the first problem the validator finds,
 * the cost budget included, or null. Every engine run outside a validated file goes through
 * this, so no path runs what a file with the same content would be refused for.
 */
export function runProblem(s: Scenario): Problem | null {
  const r = validateScenario(s);
  return r.ok ? null : r.problems[0]!;
}

/**
 * Parses JSON text and hands the value to a validator; text that is not JSON gives the one
 * problem every file format here reports for it (scenarios, challenges, progress).
 */
export function parseJsonWith<R>(
  text: string,
  validate: (data: unknown) => R,
): R | { ok: false; problems: Problem[] } {
  if (text.trim() === '')
    return { ok: false, problems: [{ path: '$', message: 'the file is empty' }] };
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (e) {
    return {
      ok: false,
      // the parser quotes the text around the error: show its line breaks as spaces
      problems: [
        { path: '$', message: `not valid JSON: ${(e as Error).message.replace(/\s+/g, ' ')}` },
      ],
    };
  }
  return validate(data);
}

/** Parses JSON text, then validates. */
export function parseScenario(text: string): ValidationResult {
  return parseJsonWith(text, validateScenario);
}
