/**
 * Sessions that prove they happened: the live server signs each session it exports
 * (`GET /live/scenario`) with the class's secret, and `npm run lab:verify -- --secret-file FILE`
 * checks a live solve only with a session so signed.
 *
 * The signature is HMAC-SHA256 (node:crypto) over a canonical JSON (keys sorted, no spaces) of
 * the deployment id, the server id, whether the secret is the class's, and the session as the
 * scenario validator reads it (name, description, seed, config, tenants, requests: what the
 * engine replays). It is carried in the export's `recorded` field. Without a class secret the
 * server signs with a random secret of its own and says so (`verifiable: false`): such a
 * session verifies nowhere else.
 */
import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { validateScenario, type Scenario, type SessionRecord } from '../src/engine';
import type { SessionCheckCode } from '../src/wire/sessionCheck';

/** The environment variable that gives the class secret (or `--secret-file FILE`). */
export const SECRET_ENV = 'STALE_PAGES_CLASS_SECRET';
export const RECORDED_BY = 'stale-pages-live';
const PREFIX = 'hmac-sha256:';
/** The fewest characters a class secret may have. */
export const MIN_SECRET_CHARS = 16;

/** JSON with every object's keys sorted, no spaces: the same content gives the same text. */
export function canonicalJson(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonicalJson).join(',')}]`;
  if (typeof v === 'object' && v !== null)
    return `{${Object.keys(v)
      .filter((k) => (v as Record<string, unknown>)[k] !== undefined)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonicalJson((v as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(v);
}

type Unsigned = Omit<SessionRecord, 'signature'>;

function content(s: Scenario, r: Unsigned): string {
  const { name, description, seed, config, tenants, requests } = s;
  return canonicalJson({
    by: r.by,
    deployment: r.deployment,
    team: r.team,
    server: r.server,
    verifiable: r.verifiable,
    key: r.key,
    scenario: { name, description, seed, config, tenants, requests },
  });
}

const hmac = (secret: string, text: string) =>
  createHmac('sha256', secret).update(text, 'utf8').digest('hex');

/** A short id of a secret, to tell two secrets apart without showing either. */
export const keyId = (secret: string): string => hmac(secret, 'stale-pages key id').slice(0, 12);

export interface Signer {
  /** the export with its `recorded` field */
  sign(s: Scenario): Scenario;
  readonly verifiable: boolean;
  readonly server: string;
  readonly deployment: string;
  /** the class team whose deployment this is (`--class`); undefined for a lone deployment */
  readonly team?: string;
  /**
   * Whether `session` was recorded by this deployment, signed with this signer's secret (a
   * class secret only: a random one of this process verifies nothing), or why not.
   */
  check(session: unknown): SessionCheck;
}

/**
 * A signer for one deployment. `secret` null: a random secret of this process (the exports
 * say `verifiable: false`).
 */
export function createSigner(secret: string | null, deployment = 'default', team?: string): Signer {
  const key = secret ?? randomBytes(32).toString('hex');
  const server = randomUUID();
  const verifiable = secret !== null;
  return {
    verifiable,
    server,
    deployment,
    team,
    check(session) {
      if (!verifiable)
        return { ok: false, code: null, reason: 'this live server holds no class secret' };
      const r = verifySession(session, key, team);
      if (!r.ok || r.record.deployment === deployment) return r;
      return {
        ok: false,
        code: 'otherDeployment',
        reason: `recorded by deployment ${r.record.deployment}, not this one (${deployment})`,
      };
    },
    sign(s) {
      // the content as the validator reads it (the verifier reads it so too)
      const v = validateScenario({ ...s, recorded: undefined });
      const base = v.ok ? v.scenario : s;
      const r: Unsigned = {
        by: RECORDED_BY,
        deployment,
        ...(team !== undefined ? { team } : {}),
        server,
        verifiable,
        key: keyId(key),
      };
      return { ...s, recorded: { ...r, signature: PREFIX + hmac(key, content(base, r)) } };
    },
  };
}

export type SessionCheck =
  | { ok: true; record: SessionRecord }
  | {
      ok: false;
      reason: string;
      /** the reason as a code (../src/wire/sessionCheck.ts); null: the server cannot check */
      code: SessionCheckCode | null;
      /** the team the session names, when it is another team's */
      sessionTeam?: string;
    };

/**
 * Whether `session` (a parsed export) was signed by a server holding `secret`, or why not.
 * `team` given: the session must also come from that team's deployment (a class's server
 * signs the team into the content, so another team's session cannot be relabelled).
 */
export function verifySession(session: unknown, secret: string, team?: string): SessionCheck {
  const v = validateScenario(session);
  if (!v.ok)
    return { ok: false, code: 'invalid', reason: 'the session is not a valid scenario file' };
  const r = v.scenario.recorded;
  if (!r)
    return {
      ok: false,
      code: 'unsigned',
      reason:
        'the session carries no live server’s signature: a scenario file, not a session recorded by this class’s server',
    };
  if (!r.verifiable)
    return {
      ok: false,
      code: 'ownSecret',
      reason: `the session was signed by a server started without the class secret (deployment ${r.deployment}): it cannot be verified here`,
    };
  if (r.key !== keyId(secret))
    return {
      ok: false,
      code: 'otherSecret',
      reason: `the session was signed with another secret than this class’s (key ${r.key}, this class: ${keyId(secret)})`,
    };
  const expected = Buffer.from(PREFIX + hmac(secret, content(v.scenario, r)));
  const given = Buffer.from(r.signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given))
    return {
      ok: false,
      code: 'edited',
      reason: 'the signature does not match the content: the session was edited after it was saved',
    };
  if (team !== undefined && r.team !== team)
    return {
      ok: false,
      code: r.team === undefined ? 'noTeam' : 'otherTeam',
      ...(r.team !== undefined ? { sessionTeam: r.team } : {}),
      reason:
        r.team === undefined
          ? `recorded by a deployment of no class team (${r.deployment}), not team ${team}’s`
          : `recorded by team ${r.team}’s deployment, not team ${team}’s`,
    };
  return { ok: true, record: r };
}

/**
 * The class secret from a file's text (its first line, trimmed) or the environment variable:
 * the secret, null when neither is given, or a message.
 */
export function secretFrom(
  fileText: string | null,
  env: string | undefined,
): string | null | { problem: string } {
  const raw = fileText !== null ? fileText.split(/\r?\n/)[0]!.trim() : env?.trim();
  if (raw === undefined || (fileText === null && raw === '')) return null;
  if (raw.length < MIN_SECRET_CHARS)
    return {
      problem: `the class secret must have at least ${MIN_SECRET_CHARS} characters (got ${raw.length})`,
    };
  return raw;
}
