/**
 * A class file (`npm run live -- --class FILE`): the teams one process serves, each with its
 * own deployment. Validated field by field: every bad field is reported with its JSON path,
 * and nothing starts until the whole file is right. docs/class.md describes the format;
 * public/schemas/class.schema.json is its JSON Schema (live/class/schema.ts).
 *
 *   { "format": "stale-pages-class", "version": 1,
 *     "scenario": "incident", "router": "sgl-router", "fixes": [], "tickMs": 100,
 *     "teamsMayConfigure": true,
 *     "teams": [ { "id": "red", "key": "…16+ characters…", "scenario": "issue-30233",
 *                  "apiKeys": { "red-a": "a" } } ] }
 */
import {
  FIX_NAMES,
  ROUTER_BUILDS,
  ROUTER_KINDS,
  type FixName,
  type RouterBuild,
  type RouterKind,
  type Scenario,
} from '../../src/engine';
import type { Keys } from '../auth';

export const CLASS_FORMAT = 'stale-pages-class';
export const CLASS_VERSION = 1;
/** The most teams one process serves (three ports each). */
export const MAX_TEAMS = 64;
/** A team id: lowercase letters, digits and dashes (it goes in URLs, headers and file names). */
export const TEAM_ID = /^[a-z0-9][a-z0-9-]{0,31}$/;
/** A key: printable ASCII without spaces (it is sent as `Authorization: Bearer KEY`). */
export const KEY_PATTERN = /^[\x21-\x7e]+$/;
export const MIN_KEY_CHARS = 16;
export const MAX_KEY_CHARS = 200;
export const MAX_TICK_MS = 60_000;

export const CLASS_FIELDS = [
  '$schema',
  '$comment',
  'format',
  'version',
  'scenario',
  'router',
  'routerBuild',
  'fixes',
  'tickMs',
  'teamsMayConfigure',
  'teams',
] as const;
export const CLASS_REQUIRED = ['format', 'version', 'teams'] as const;
export const TEAM_FIELDS = [
  '$comment',
  'id',
  'key',
  'scenario',
  'router',
  'routerBuild',
  'fixes',
  'apiKeys',
];
export const TEAM_REQUIRED = ['id', 'key'] as const;

export interface ClassTeam {
  id: string;
  /** the team's own key: changes its deployment (when the class lets teams configure) */
  key: string;
  scenario: Scenario;
  scenarioName: string;
  /** API keys of its tenants (default: each tenant's id is its key) */
  keys: Keys;
}

export interface ClassPlan {
  teams: ClassTeam[];
  /** the class's tick (null: the command line's --tick-ms) */
  tickMs: number | null;
  /** whether a team's key may change its own deployment (the facilitator's key always may) */
  teamsMayConfigure: boolean;
}

export interface ClassProblem {
  path: string;
  message: string;
}

export type ClassResult = { ok: true; plan: ClassPlan } | { ok: false; problems: ClassProblem[] };

/** Loads a scenario by built-in name or path (relative to the class file): it, or why not. */
export type ScenarioLoader = (nameOrPath: string) => Scenario | string;

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

class Problems {
  list: ClassProblem[] = [];
  add(path: string, message: string): void {
    this.list.push({ path, message });
  }
  fields(o: Obj, path: string, allowed: readonly string[], required: readonly string[]): void {
    for (const k of Object.keys(o))
      if (!allowed.includes(k))
        this.add(`${path}.${k}`, `unknown field "${k}" (allowed here: ${allowed.join(', ')})`);
    for (const k of required) if (!(k in o)) this.add(`${path}.${k}`, 'required field is missing');
  }
  comment(o: Obj, path: string): void {
    const v = o.$comment;
    if (v === undefined || typeof v === 'string') return;
    if (Array.isArray(v) && v.every((x) => typeof x === 'string')) return;
    this.add(`${path}.$comment`, 'must be a string or a list of strings');
  }
}

/** A router, fixes and scenario name given at the class's level or a team's. */
interface Deployment {
  scenario?: string;
  router?: RouterKind;
  routerBuild?: RouterBuild;
  fixes?: FixName[];
}

function readDeployment(p: Problems, o: Obj, path: string): Deployment {
  const out: Deployment = {};
  if (o.scenario !== undefined) {
    if (typeof o.scenario !== 'string' || o.scenario.trim() === '')
      p.add(`${path}.scenario`, 'must be a built-in scenario name or a scenario file path');
    else out.scenario = o.scenario;
  }
  if (o.router !== undefined) {
    if (!ROUTER_KINDS.includes(o.router as RouterKind))
      p.add(`${path}.router`, `must be one of ${ROUTER_KINDS.join(', ')}`);
    else out.router = o.router as RouterKind;
  }
  if (o.routerBuild !== undefined) {
    if (!ROUTER_BUILDS.includes(o.routerBuild as RouterBuild))
      p.add(`${path}.routerBuild`, `must be one of ${ROUTER_BUILDS.join(', ')}`);
    else out.routerBuild = o.routerBuild as RouterBuild;
  }
  if (o.fixes !== undefined) {
    if (!Array.isArray(o.fixes)) p.add(`${path}.fixes`, 'must be a list of fix names');
    else {
      const fixes: FixName[] = [];
      o.fixes.forEach((f, i) => {
        if (!FIX_NAMES.includes(f as FixName))
          p.add(
            `${path}.fixes[${i}]`,
            `unknown fix ${JSON.stringify(f)} (fixes: ${FIX_NAMES.join(', ')})`,
          );
        else if (fixes.includes(f as FixName))
          p.add(`${path}.fixes[${i}]`, `${f as string} is listed twice`);
        else fixes.push(f as FixName);
      });
      out.fixes = fixes;
    }
  }
  return out;
}

function keyProblem(v: unknown): string | null {
  if (typeof v !== 'string') return 'must be a string';
  if (v.length < MIN_KEY_CHARS || v.length > MAX_KEY_CHARS)
    return `must have ${MIN_KEY_CHARS} to ${MAX_KEY_CHARS} characters (got ${v.length}): a key a trainee cannot guess`;
  if (!KEY_PATTERN.test(v))
    return 'must be printable ASCII without spaces (it is sent as Authorization: Bearer KEY)';
  return null;
}

function readApiKeys(p: Problems, v: unknown, path: string, s: Scenario): Keys | undefined {
  if (!isObj(v)) return void p.add(path, 'must be an object like { "<API key>": "<tenant id>" }');
  const ids = s.tenants.map((t) => t.id);
  const out = new Map<string, string>();
  for (const [key, tenant] of Object.entries(v)) {
    const at = `${path}[${JSON.stringify(key)}]`;
    if (key.length === 0 || !KEY_PATTERN.test(key))
      p.add(at, 'an API key must be printable ASCII without spaces, not empty');
    else if (typeof tenant !== 'string' || !ids.includes(tenant))
      p.add(at, `no tenant has id ${JSON.stringify(tenant)} (tenants: ${ids.join(', ')})`);
    else out.set(key, tenant);
  }
  if (Object.keys(v).length === 0) p.add(path, 'holds no key');
  return out;
}

function withDeployment(s: Scenario, d: Deployment): Scenario {
  const fixes = { ...s.config.fixes };
  for (const f of d.fixes ?? []) fixes[f] = true;
  const routerBuild = d.routerBuild ?? s.config.routerBuild;
  return {
    ...s,
    config: {
      ...s.config,
      router: d.router ?? s.config.router,
      ...(routerBuild !== undefined ? { routerBuild } : {}),
      fixes,
    },
  };
}

/** A class file's parsed JSON: the plan, or every problem with its path. */
export function validateClass(input: unknown, load: ScenarioLoader): ClassResult {
  const p = new Problems();
  if (!isObj(input))
    return { ok: false, problems: [{ path: '$', message: 'a class file must be a JSON object' }] };
  p.fields(input, '$', CLASS_FIELDS, CLASS_REQUIRED);
  p.comment(input, '$');
  if (input.format !== undefined && input.format !== CLASS_FORMAT)
    p.add('$.format', `must be "${CLASS_FORMAT}"`);
  if (input.version !== undefined && input.version !== CLASS_VERSION)
    p.add('$.version', `must be ${CLASS_VERSION}`);
  if (input.$schema !== undefined && typeof input.$schema !== 'string')
    p.add('$.$schema', 'must be a string');
  let tickMs: number | null = null;
  if (input.tickMs !== undefined) {
    const t = input.tickMs;
    if (typeof t !== 'number' || !Number.isInteger(t) || t < 1 || t > MAX_TICK_MS)
      p.add('$.tickMs', `must be a whole number from 1 to ${MAX_TICK_MS}`);
    else tickMs = t;
  }
  let teamsMayConfigure = true;
  if (input.teamsMayConfigure !== undefined) {
    if (typeof input.teamsMayConfigure !== 'boolean')
      p.add('$.teamsMayConfigure', 'must be true or false');
    else teamsMayConfigure = input.teamsMayConfigure;
  }
  const shared = readDeployment(p, input, '$');
  const teams: ClassTeam[] = [];
  const raw = input.teams;
  if (raw !== undefined && (!Array.isArray(raw) || raw.length === 0 || raw.length > MAX_TEAMS))
    p.add('$.teams', `must be a list of 1 to ${MAX_TEAMS} teams`);
  else if (Array.isArray(raw)) {
    const ids = new Map<string, number>();
    const keys = new Map<string, number>();
    raw.forEach((t, i) => {
      const path = `$.teams[${i}]`;
      if (!isObj(t)) return p.add(path, 'must be an object like { "id": "red", "key": "…" }');
      p.fields(t, path, TEAM_FIELDS, TEAM_REQUIRED);
      p.comment(t, path);
      const id = t.id;
      let idOk = false;
      if (id !== undefined) {
        if (typeof id !== 'string' || !TEAM_ID.test(id))
          p.add(
            `${path}.id`,
            'must be 1 to 32 lowercase letters, digits or dashes, like "red" or "team-3"',
          );
        else if (ids.has(id)) p.add(`${path}.id`, `team "${id}" is also $.teams[${ids.get(id)}]`);
        else {
          ids.set(id, i);
          idOk = true;
        }
      }
      let keyOk = false;
      if (t.key !== undefined) {
        const why = keyProblem(t.key);
        if (why) p.add(`${path}.key`, why);
        else if (keys.has(t.key as string))
          p.add(
            `${path}.key`,
            `the same key as $.teams[${keys.get(t.key as string)}]: each team needs its own`,
          );
        else {
          keys.set(t.key as string, i);
          keyOk = true;
        }
      }
      const own = readDeployment(p, t, path);
      const name = own.scenario ?? shared.scenario ?? 'incident';
      const loaded = load(name);
      if (typeof loaded === 'string') {
        p.add(own.scenario !== undefined ? `${path}.scenario` : '$.scenario', loaded);
        return;
      }
      const scenario = withDeployment(withDeployment(loaded, shared), own);
      let apiKeys: Keys = new Map(scenario.tenants.map((x) => [x.id, x.id]));
      if (t.apiKeys !== undefined) {
        const read = readApiKeys(p, t.apiKeys, `${path}.apiKeys`, scenario);
        if (read) apiKeys = read;
      }
      if (idOk && keyOk)
        teams.push({
          id: id as string,
          key: t.key as string,
          scenario,
          scenarioName: name,
          keys: apiKeys,
        });
    });
  }
  if (p.list.length > 0) return { ok: false, problems: p.list };
  return { ok: true, plan: { teams, tickMs, teamsMayConfigure } };
}

/** A class file's text: the plan, or every problem (a JSON syntax error as one). */
export function parseClass(text: string, load: ScenarioLoader): ClassResult {
  if (text.trim() === '')
    return { ok: false, problems: [{ path: '$', message: 'the file is empty' }] };
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch (e) {
    return {
      ok: false,
      problems: [{ path: '$', message: `not valid JSON: ${(e as Error).message}` }],
    };
  }
  return validateClass(v, load);
}
