/**
 * `POST /live/session/verify`: the lab page, served by a team's router, asks the live server
 * whether the session it holds was recorded by this class's server. The body is the session
 * (the `GET /live/scenario` export) as JSON; the answer says yes or no and why, never the
 * secret nor anything to sign with (live/routes/sessionVerify.ts checks the HMAC, the team and
 * the deployment: live/signature.ts). Read-only: it changes nothing, and needs no key.
 */

export const SESSION_VERIFY_PATH = '/live/session/verify';

/** Why a session is not this class server's, as a code the page words in its reader's language. */
export type SessionCheckCode =
  | 'invalid'
  | 'unsigned'
  | 'ownSecret'
  | 'otherSecret'
  | 'edited'
  | 'otherTeam'
  | 'noTeam'
  | 'otherDeployment';

export const SESSION_CHECK_CODES: readonly SessionCheckCode[] = [
  'invalid',
  'unsigned',
  'ownSecret',
  'otherSecret',
  'edited',
  'otherTeam',
  'noTeam',
  'otherDeployment',
];

export interface SessionCheckAnswer {
  /** the server checked the signature with the class secret (false: it holds none) */
  checked: boolean;
  /** the session was recorded by this deployment of this class */
  valid: boolean;
  /** this deployment's team (class mode), or null */
  team: string | null;
  /** this deployment's id (`class team red`, or `default` for a lone deployment) */
  deployment: string;
  /** why not, in English (what lab:verify prints), or null when valid */
  reason: string | null;
  /** why not, as a code, or null when valid or not checked */
  code: SessionCheckCode | null;
  /** the team the session says recorded it, when that is why (`otherTeam`) */
  sessionTeam: string | null;
}

const str = (v: unknown): v is string => typeof v === 'string' && v.length <= 2_000;
const strOrNull = (v: unknown): v is string | null => v === null || str(v);

/** A server's answer read from JSON, or null when it is not one (another server's page). */
export function readSessionCheck(v: unknown): SessionCheckAnswer | null {
  if (typeof v !== 'object' || v === null) return null;
  const a = v as Record<string, unknown>;
  if (typeof a.checked !== 'boolean' || typeof a.valid !== 'boolean') return null;
  if (!strOrNull(a.team) || !str(a.deployment) || !strOrNull(a.reason)) return null;
  if (!strOrNull(a.sessionTeam)) return null;
  const code = SESSION_CHECK_CODES.includes(a.code as SessionCheckCode)
    ? (a.code as SessionCheckCode)
    : null;
  return {
    checked: a.checked,
    valid: a.checked && a.valid,
    team: a.team,
    deployment: a.deployment,
    reason: a.reason,
    code,
    sessionTeam: a.sessionTeam,
  };
}
