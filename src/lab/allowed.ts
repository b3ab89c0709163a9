/**
 * The allowed-changes checker: a trainee's scenario may differ from the challenge's starting
 * scenario only where the challenge allows it, and within its bounds. Problems carry the JSON
 * path of the offending field in the submitted scenario. Name, description, tenant names and
 * request texts are always free (FREE_FIELDS): they change what is shown, never a run;
 * tests/lab/lockFields.test.ts checks that every other field of the scenario format is compared.
 */
import {
  DEFENCE_NAMES,
  FIX_NAMES,
  routerBuildOf,
  type Problem,
  type RequestSpec,
  type Scenario,
} from '../engine';
import { fmt } from './checker';
import { inRange } from './predicate';
import type { Allowed, Range } from './types';
import { routerOf } from './variant';

const bounds = (r: Range): string =>
  r.min !== undefined && r.max !== undefined
    ? `${fmt(r.min)}–${fmt(r.max)}`
    : r.min !== undefined
      ? `at least ${fmt(r.min)}`
      : `at most ${fmt(r.max ?? 0)}`;

/** A defence's setting as a lock names it: a switch on or off, a checksum's form, a deadline. */
const shown = (v: boolean | number | string | undefined): string =>
  v === undefined || v === false ? 'off' : v === true ? 'on' : String(v);

/** The scenario fields a lock never compares (paths as in SCENARIO_FIELDS: object.field). */
export const FREE_FIELDS = [
  'root.name',
  'root.description',
  'root.$schema',
  'root.$comment',
  'tenant.name',
  'request.text',
  // a router's retry names the attempt it re-sends; the engine runs each attempt as any request
  'request.retryOf',
  // who recorded a live session and its signature: checked by lab:verify --secret-file, never
  // part of a run (the engine ignores it), so a lock has nothing to compare
  'root.recorded',
  'recorded.by',
  'recorded.deployment',
  'recorded.team',
  'recorded.server',
  'recorded.verifiable',
  'recorded.key',
  'recorded.signature',
] as const;

const sameRequest = (a: RequestSpec, b: RequestSpec): boolean =>
  a.id === b.id &&
  a.tenant === b.tenant &&
  a.promptTokens === b.promptTokens &&
  a.maxNewTokens === b.maxNewTokens &&
  a.arrival === b.arrival &&
  a.after === b.after &&
  a.abortAt === b.abortAt &&
  a.transferTicks === b.transferTicks &&
  // a stream changes which node's answer the client reads
  (a.stream ?? false) === (b.stream ?? false);

function checkRequests(start: Scenario, sub: Scenario, allowed: Allowed, out: Problem[]): void {
  const rules = allowed.requests;
  if (!rules) {
    const same =
      start.requests.length === sub.requests.length &&
      start.requests.every((r, i) => sameRequest(r, sub.requests[i]!));
    if (!same) out.push({ path: '$.requests', message: 'requests are locked in this challenge' });
    return;
  }
  if (rules.count && !inRange(sub.requests.length, rules.count))
    out.push({
      path: '$.requests',
      message: `must hold ${bounds(rules.count)} requests (got ${sub.requests.length})`,
    });
  sub.requests.forEach((r, i) => {
    const keep = start.requests.find((x) => x.id === r.id);
    if (keep && rules.keep?.includes(r.id)) {
      if (!sameRequest(keep, r))
        out.push({
          path: `$.requests[${i}]`,
          message: `request "${r.id}" is locked in this challenge`,
        });
      return;
    }
    if (rules.promptTokens && !inRange(r.promptTokens, rules.promptTokens))
      out.push({
        path: `$.requests[${i}].promptTokens`,
        message: `must be ${bounds(rules.promptTokens)} tokens here (got ${fmt(r.promptTokens)})`,
      });
    if (rules.maxNewTokens && !inRange(r.maxNewTokens, rules.maxNewTokens))
      out.push({
        path: `$.requests[${i}].maxNewTokens`,
        message: `must be ${bounds(rules.maxNewTokens)} here (got ${fmt(r.maxNewTokens)})`,
      });
  });
  for (const id of rules.keep ?? [])
    if (!sub.requests.some((r) => r.id === id))
      out.push({ path: '$.requests', message: `request "${id}" is locked and must stay` });
}

function checkTenants(start: Scenario, sub: Scenario, allowed: Allowed, out: Problem[]): void {
  if (!allowed.tenants) {
    const same =
      start.tenants.length === sub.tenants.length &&
      start.tenants.every((t, i) => t.id === sub.tenants[i]!.id);
    if (!same) out.push({ path: '$.tenants', message: 'tenants are locked in this challenge' });
    return;
  }
  const count = allowed.tenants.count;
  if (count && !inRange(sub.tenants.length, count))
    out.push({
      path: '$.tenants',
      message: `must hold ${bounds(count)} tenants (got ${sub.tenants.length})`,
    });
}

function checkSize(
  path: string,
  was: number,
  now: number,
  range: Range | undefined,
  out: Problem[],
): void {
  if (range === undefined) {
    if (now !== was) out.push({ path, message: `locked at ${fmt(was)} in this challenge` });
  } else if (!inRange(now, range))
    out.push({ path, message: `must be ${bounds(range)} here (got ${fmt(now)})` });
}

/** Every way `sub` differs from `start` that `allowed` does not permit. */
export function checkChanges(start: Scenario, sub: Scenario, allowed: Allowed): Problem[] {
  const out: Problem[] = [];
  if (sub.seed !== start.seed)
    out.push({ path: '$.seed', message: `locked at ${start.seed} in this challenge` });
  const a = start.config;
  const b = sub.config;
  if (b.contextLength !== a.contextLength)
    out.push({
      path: '$.config.contextLength',
      message: `locked at ${fmt(a.contextLength)} in this challenge`,
    });
  checkSize('$.config.pageSize', a.pageSize, b.pageSize, allowed.pageSize, out);
  checkSize(
    '$.config.prefill.poolTokens',
    a.prefill.poolTokens,
    b.prefill.poolTokens,
    allowed.prefillPool,
    out,
  );
  checkSize(
    '$.config.decode.poolTokens',
    a.decode.poolTokens,
    b.decode.poolTokens,
    allowed.decodePool,
    out,
  );
  for (const f of FIX_NAMES)
    if (b.fixes[f] !== a.fixes[f] && !allowed.fixes?.includes(f))
      out.push({
        path: `$.config.fixes.${f}`,
        message: `this switch is locked (${a.fixes[f] ? 'on' : 'off'}) in this challenge`,
      });
  // the page-lifetime family's timing: locked as a whole
  if (JSON.stringify(b.transfer ?? null) !== JSON.stringify(a.transfer ?? null))
    out.push({
      path: '$.config.transfer',
      message: 'the transfer timing is locked in this challenge',
    });
  // its defences: field by field, absent = off
  const da = a.defences ?? {};
  const db = b.defences ?? {};
  const unknown = Object.keys(db).filter((k) => !(DEFENCE_NAMES as readonly string[]).includes(k));
  if (unknown.length > 0)
    out.push({ path: '$.config.defences', message: 'the defences are locked in this challenge' });
  for (const d of DEFENCE_NAMES)
    if ((db[d] ?? false) !== (da[d] ?? false) && !allowed.defences?.includes(d))
      out.push({
        path: `$.config.defences.${d}`,
        message: `this defence is locked (${shown(da[d])}) in this challenge`,
      });
  if (routerOf(b) !== routerOf(a) && !allowed.router)
    out.push({ path: '$.config.router', message: `locked to ${routerOf(a)} in this challenge` });
  // which sgl-router build answers is part of the router choice
  if (routerBuildOf(b) !== routerBuildOf(a) && !allowed.router)
    out.push({
      path: '$.config.routerBuild',
      message: `locked to ${routerBuildOf(a)} in this challenge`,
    });
  checkTenants(start, sub, allowed, out);
  checkRequests(start, sub, allowed, out);
  return out;
}
