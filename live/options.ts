/**
 * `npm run live` options, read with node:util's parseArgs (strict: an unknown option is
 * refused with the list of known ones). Pure apart from reading the files it is given.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import {
  FIX_NAMES,
  DEFAULT_ROUTER_BUILD,
  ROUTER_BUILDS,
  ROUTER_KINDS,
  parseScenario,
  type FixName,
  type RouterBuild,
  type RouterKind,
  type Scenario,
} from '../src/engine';
import { readTextFile } from '../scripts/readFile';
import { defaultKeys, parseKeys, type Keys } from './auth';
import { FACILITATOR_ENV } from './class/changeKeys';
import { KEY_PATTERN, MIN_KEY_CHARS, type ClassPlan } from './class/classFile';
import { readClass } from './class/readClass';
import { RETRY_DEFAULTS } from './retryPolicy';
import { MIN_SECRET_CHARS, SECRET_ENV, secretFrom } from './signature';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const BUILTIN_DIR = join(ROOT, 'public', 'scenarios');

/** A keys file's most bytes (26 tenants' keys take a few hundred). */
const MAX_KEYS_BYTES = 1024 * 1024;

/**
 * Not SGLang's own default (30000): an ML engineer may have a real server, or a tunnel to
 * staging, there.
 */
export const DEFAULT_PORT = 30080;
export const DEFAULT_TICK_MS = 100;
export const DEFAULT_REQUEST_TIMEOUT_MS = 30_000;
export const DEFAULT_WATCH_BUFFER = 4 * 1024 * 1024;

const SPEC = {
  port: { type: 'string' },
  host: { type: 'string' },
  scenario: { type: 'string' },
  router: { type: 'string' },
  'router-build': { type: 'string' },
  fix: { type: 'string', multiple: true },
  'tick-ms': { type: 'string' },
  'retry-max-retries': { type: 'string' },
  'api-keys': { type: 'string' },
  'api-key': { type: 'string' },
  'request-timeout-ms': { type: 'string' },
  'watch-buffer': { type: 'string' },
  'secret-file': { type: 'string' },
  help: { type: 'boolean', short: 'h' },
  'facilitator-key-file': { type: 'string' },
  class: { type: 'string' },
} as const;

export const KNOWN = Object.keys(SPEC).map((k) => `--${k}`);

export const HELP = `npm run live -- [options]

A stand-in for an SGLang prefill/decode deployment, driven by the Stale Pages engine in real
time: the router on --port, the prefill node on port+1, the decode node on port+2. The router
also serves the app: open #/live to watch the deployment.

Options:
  --port P          router port (default ${DEFAULT_PORT}; not SGLang's 30000); prefill P+1,
                    decode P+2
  --host H          address to bind (default 127.0.0.1). Anything else prints a warning:
                    every tenant's prompts are visible to whoever opens the page
  --scenario S      scenario file or built-in name, for the config and tenants (default incident)
  --router R        ${ROUTER_KINDS.join(' | ')} (default: the scenario's)
  --router-build B  the sgl-router build whose dispatch the engine follows:
                    ${ROUTER_BUILDS.join(' | ')}
                    (default: the scenario's, else ${DEFAULT_ROUTER_BUILD})
  --fix NAME        turn a fix on (repeatable): ${FIX_NAMES.join(', ')}
  --tick-ms N       wall time of one engine tick in ms (default ${DEFAULT_TICK_MS})
  --retry-max-retries N  sgl-router's attempts in all for an answer of status 408,
                    429, 500, 502, 503 or 504 (default ${RETRY_DEFAULTS.maxRetries}, as sgl-router's;
                    1: no retry). mini_lb has none
  --api-keys FILE   JSON {"<key>": "<tenant id>"}; default: each tenant's id is its key
  --api-key KEY     SGLang's single-key mode instead: the nodes check this one key, as
                    SGLang's --api-key does; the body's extra_key (else user) names
                    the tenant, else it is the first tenant's
  --request-timeout-ms N  how long a client has to send its headers and body (default
                    ${DEFAULT_REQUEST_TIMEOUT_MS}); then 408 in SGLang's error shape
  --watch-buffer B  bytes a live view (#/live) may leave unread before it is cut off
                    (default ${DEFAULT_WATCH_BUFFER})
  --secret-file F   the class secret (first line, at least ${MIN_SECRET_CHARS} characters) that
                    signs each saved session, for lab:verify --secret-file; or the
                    environment variable ${SECRET_ENV}. Without one, a
                    random secret of this process signs, and the sessions say they
                    are not verifiable elsewhere
  --facilitator-key-file F  the facilitator's key (first line, at least ${MIN_KEY_CHARS}
                    printable characters, no spaces), or the environment variable
                    ${FACILITATOR_ENV}. Set, every change of the deployment
                    (POST /live/config) needs Authorization: Bearer KEY. Required
                    with --class and with a --host other than loopback
  --class FILE      class mode: one deployment per team of FILE (docs/class.md), team i's
                    router on --port + 3i; needs the class secret and the facilitator's key
  -h, --help        this text

Examples:
  npm run live
  npm run live -- --port 31000 --fix rejectAtAdmission
  npm run live -- --scenario equal-pools --router mini_lb --tick-ms 20
  npm run live -- --class class.json --secret-file class.secret \\
       --facilitator-key-file facilitator.key --host 0.0.0.0
  curl -s http://127.0.0.1:${DEFAULT_PORT}/generate -H 'Content-Type: application/json' \\
       -H 'Authorization: Bearer a' \\
       -d '{"text": "hello", "sampling_params": {"max_new_tokens": 8}}'
`;

export interface LiveOptions {
  port: number;
  host: string;
  scenario: Scenario;
  scenarioName: string;
  tickMs: number;
  /** sgl-router's `retry_max_retries`: attempts in all (1: no retry) */
  retryMaxRetries: number;
  keys: Keys;
  /** SGLang's single-key mode (`--api-key`): the nodes check this key; null: tenants from keys */
  apiKey: string | null;
  requestTimeoutMs: number;
  watchBuffer: number;
  /** the class secret that signs session exports; null: a random one of this process */
  secret: string | null;
  /** the facilitator's key: every change needs it (or a team's own); null: changes open */
  facilitatorKey: string | null;
  /** class mode (`--class FILE`): the teams and their deployments; null: one deployment */
  classPlan: ClassPlan | null;
  help: boolean;
}

export type OptionsResult = { ok: true; options: LiveOptions } | { ok: false; message: string };

export function builtIns(): string[] {
  return existsSync(BUILTIN_DIR)
    ? (JSON.parse(readFileSync(join(BUILTIN_DIR, 'index.json'), 'utf8')) as string[])
    : [];
}

/** A scenario file or built-in name: the scenario, or why not. */
export function loadScenario(s: string): Scenario | string {
  let path = s;
  if (!existsSync(path)) {
    path = join(BUILTIN_DIR, `${s}.json`);
    if (!/^[a-z0-9-]+$/.test(s) || !existsSync(path))
      return `no such file or built-in scenario: ${s} (built-in: ${builtIns().join(', ')})`;
  }
  // the commands' one reader: a FIFO or device refused at once, 5 MB, a byte-order mark
  const read = readTextFile(path);
  if (!read.ok) return `cannot read --scenario ${s}: ${read.message}`;
  const parsed = parseScenario(read.text);
  if (!parsed.ok)
    return `invalid scenario ${s}: ${parsed.problems.map((p) => `${p.path}: ${p.message}`).join('; ')}`;
  return parsed.scenario;
}

function int(
  v: string | undefined,
  name: string,
  def: number,
  min: number,
  max: number,
): number | string {
  if (v === undefined) return def;
  const n = Number(v);
  if (!/^\d+$/.test(v) || n < min || n > max)
    return `${name} must be an integer from ${min} to ${max} (got ${v})`;
  return n;
}

export function readOptions(
  argv: string[],
  env: Record<string, string | undefined> = process.env,
): OptionsResult {
  let values;
  try {
    ({ values } = parseArgs({ args: argv, options: SPEC, strict: true, allowPositionals: false }));
  } catch (e) {
    return { ok: false, message: `${(e as Error).message}\nknown options: ${KNOWN.join(' ')}` };
  }
  const port = int(values.port, '--port', DEFAULT_PORT, 0, 65533);
  if (typeof port === 'string') return { ok: false, message: port };
  const tickMs = int(values['tick-ms'], '--tick-ms', DEFAULT_TICK_MS, 1, 60_000);
  if (typeof tickMs === 'string') return { ok: false, message: tickMs };
  const retryMaxRetries = int(
    values['retry-max-retries'],
    '--retry-max-retries',
    RETRY_DEFAULTS.maxRetries,
    1,
    100,
  );
  if (typeof retryMaxRetries === 'string') return { ok: false, message: retryMaxRetries };
  const requestTimeoutMs = int(
    values['request-timeout-ms'],
    '--request-timeout-ms',
    DEFAULT_REQUEST_TIMEOUT_MS,
    1,
    600_000,
  );
  if (typeof requestTimeoutMs === 'string') return { ok: false, message: requestTimeoutMs };
  const watchBuffer = int(
    values['watch-buffer'],
    '--watch-buffer',
    DEFAULT_WATCH_BUFFER,
    1024,
    256 * 1024 * 1024,
  );
  if (typeof watchBuffer === 'string') return { ok: false, message: watchBuffer };
  const name = values.scenario ?? 'incident';
  const loaded = loadScenario(name);
  if (typeof loaded === 'string') return { ok: false, message: loaded };
  let scenario = loaded;
  if (values.router !== undefined) {
    if (!ROUTER_KINDS.includes(values.router as RouterKind))
      return { ok: false, message: `--router must be one of ${ROUTER_KINDS.join(', ')}` };
    scenario = { ...scenario, config: { ...scenario.config, router: values.router as RouterKind } };
  }
  const build = values['router-build'];
  if (build !== undefined) {
    if (!ROUTER_BUILDS.includes(build as RouterBuild))
      return { ok: false, message: `--router-build must be one of ${ROUTER_BUILDS.join(', ')}` };
    scenario = { ...scenario, config: { ...scenario.config, routerBuild: build as RouterBuild } };
  }
  for (const f of values.fix ?? []) {
    if (!FIX_NAMES.includes(f as FixName))
      return { ok: false, message: `unknown fix ${f} (fixes: ${FIX_NAMES.join(', ')})` };
    scenario = {
      ...scenario,
      config: { ...scenario.config, fixes: { ...scenario.config.fixes, [f]: true } },
    };
  }
  let keys = defaultKeys(scenario.tenants);
  if (values['api-keys'] !== undefined) {
    const read = readTextFile(values['api-keys'], {
      limit: MAX_KEYS_BYTES,
      sizeProblem: (size) =>
        size > MAX_KEYS_BYTES
          ? `the file has ${size} bytes, more than the ${MAX_KEYS_BYTES} a keys file may have`
          : null,
    });
    if (!read.ok)
      return {
        ok: false,
        message: `cannot read --api-keys ${values['api-keys']}: ${read.message}`,
      };
    const text = read.text;
    const k = parseKeys(text, scenario.tenants);
    if (typeof k === 'string')
      return { ok: false, message: `--api-keys ${values['api-keys']}: ${k}` };
    keys = k;
  }
  const apiKey = values['api-key'] ?? null;
  if (apiKey !== null && (apiKey.length === 0 || values['api-keys'] !== undefined))
    return {
      ok: false,
      message:
        '--api-key needs a non-empty key, and cannot go with --api-keys (one mode or the other)',
    };
  if (apiKey !== null) keys = new Map([[apiKey, scenario.tenants[0]!.id]]);
  let secretText: string | null = null;
  if (values['secret-file'] !== undefined) {
    const read = readTextFile(values['secret-file'], { limit: MAX_KEYS_BYTES });
    if (!read.ok)
      return {
        ok: false,
        message: `cannot read --secret-file ${values['secret-file']}: ${read.message}`,
      };
    secretText = read.text;
  }
  const secret = secretFrom(secretText, env[SECRET_ENV]);
  if (secret !== null && typeof secret === 'object')
    return {
      ok: false,
      message: `${values['secret-file'] !== undefined ? `--secret-file ${values['secret-file']}` : SECRET_ENV}: ${secret.problem}`,
    };
  const facilitator = facilitatorKeyFrom(values['facilitator-key-file'], env);
  if (typeof facilitator === 'object' && facilitator !== null) return facilitator;
  const host = values.host ?? '127.0.0.1';
  if (!isLoopback(host) && facilitator === null)
    return {
      ok: false,
      message:
        `--host ${host} is not loopback: anyone on the network could restart the nodes and ` +
        `switch fixes, so a facilitator's key is required. Give --facilitator-key-file FILE ` +
        `(or ${FACILITATOR_ENV}); every change then needs Authorization: Bearer KEY`,
    };
  let classPlan: ClassPlan | null = null;
  if (values.class !== undefined) {
    const clash = (
      ['scenario', 'router', 'router-build', 'fix', 'api-keys', 'api-key'] as const
    ).filter((k) => values[k] !== undefined);
    if (clash.length > 0)
      return {
        ok: false,
        message: `${clash.map((k) => `--${k}`).join(', ')} cannot go with --class: give each team's scenario, router, routerBuild, fixes and apiKeys in the class file`,
      };
    if (secret === null)
      return {
        ok: false,
        message: `--class needs the class secret that signs every team's sessions: --secret-file FILE or ${SECRET_ENV}`,
      };
    if (facilitator === null)
      return {
        ok: false,
        message: `--class needs the facilitator's key: --facilitator-key-file FILE or ${FACILITATOR_ENV}`,
      };
    const read = readClass(values.class, loadScenario);
    if (typeof read === 'string') return { ok: false, message: read };
    const same = read.teams.find((t) => t.key === facilitator);
    if (same)
      return {
        ok: false,
        message: `--class ${values.class}: team ${same.id}'s key is the facilitator's key: give the team its own`,
      };
    classPlan = read;
  }
  return {
    ok: true,
    options: {
      facilitatorKey: facilitator,
      classPlan,
      apiKey,
      port,
      host,
      scenario,
      scenarioName: name,
      tickMs,
      retryMaxRetries,
      keys,
      requestTimeoutMs,
      watchBuffer,
      secret,
      help: values.help ?? false,
    },
  };
}

/** Loopback: only this machine reaches it. */
export function isLoopback(host: string): boolean {
  return LOOPBACK.has(host.toLowerCase().replace(/^\[|\]$/g, ''));
}
/**
 * The names taken as loopback. Other 127.x addresses are on the loopback network too, but a
 * name outside this list is treated as shared (tests use 127.0.0.2 to stand for one).
 */
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '::1']);

/** The facilitator's key from its file (first line) or the environment: it, null, or why not. */
function facilitatorKeyFrom(
  file: string | undefined,
  env: Record<string, string | undefined>,
): string | null | { ok: false; message: string } {
  let raw: string | undefined;
  let where = FACILITATOR_ENV;
  if (file !== undefined) {
    where = `--facilitator-key-file ${file}`;
    const read = readTextFile(file, { limit: MAX_KEYS_BYTES });
    if (!read.ok) return { ok: false, message: `cannot read ${where}: ${read.message}` };
    raw = read.text.split(/\r?\n/)[0]!.trim();
  } else {
    raw = env[FACILITATOR_ENV]?.trim();
    if (raw === undefined || raw === '') return null;
  }
  if (raw.length < MIN_KEY_CHARS || !KEY_PATTERN.test(raw))
    return {
      ok: false,
      message: `${where}: the facilitator's key must have at least ${MIN_KEY_CHARS} printable characters and no spaces (got ${raw.length} characters)`,
    };
  return raw;
}
