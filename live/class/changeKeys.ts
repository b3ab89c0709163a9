/**
 * Who may change a deployment (`POST /live/…`: a change of router or fixes restarts its
 * nodes). With a facilitator key set (`--facilitator-key-file`, required by `--class` and by
 * a `--host` other than loopback), every change carries a key as `Authorization: Bearer KEY`:
 * the facilitator's acts on every team's deployment; a team's key only on its own team's
 * (and only when the class file lets teams configure); another team's key is refused, naming
 * whose key it is. Without a facilitator key (a lone deployment on loopback) changes are open,
 * as before. Keys are compared by their SHA-256, in constant time for the facilitator's.
 */
import { createHash, timingSafeEqual } from 'node:crypto';

/** The environment variable that gives the facilitator's key (or `--facilitator-key-file F`). */
export const FACILITATOR_ENV = 'STALE_PAGES_FACILITATOR_KEY';

export interface ChangeAuth {
  /** the facilitator's key; null: changes are open (a lone deployment on loopback) */
  facilitator: string | null;
  /** the team whose deployment this is (class mode), or null */
  team: string | null;
  /** every team's key, by its SHA-256 (hex), to name whose key was given */
  teamKeys: ReadonlyMap<string, string>;
  /** whether a team's own key may change its deployment */
  teamsMayConfigure: boolean;
}

export interface Refusal {
  status: number;
  message: string;
}

export const digest = (key: string): string =>
  createHash('sha256').update(key, 'utf8').digest('hex');

/** The key an `Authorization: Bearer KEY` header gives, or null. */
function bearer(header: string | undefined): string | null {
  if (!header?.startsWith('Bearer ')) return null;
  const k = header.slice('Bearer '.length).trim();
  return k === '' ? null : k;
}

function sameKey(a: string, b: string): boolean {
  return timingSafeEqual(Buffer.from(digest(a), 'hex'), Buffer.from(digest(b), 'hex'));
}

/** Why a change with this Authorization header is refused here, or null when it may go. */
export function changeRefusal(authorization: string | undefined, a: ChangeAuth): Refusal | null {
  if (a.facilitator === null) return null;
  const here = a.team !== null ? `team ${a.team}’s deployment` : 'this deployment';
  const who =
    a.team !== null && a.teamsMayConfigure
      ? `the facilitator’s key or team ${a.team}’s key`
      : 'the facilitator’s key';
  const key = bearer(authorization);
  if (key === null)
    return {
      status: 401,
      message: `a change to ${here} (it restarts the nodes) needs a key: send Authorization: Bearer <${who}>`,
    };
  if (sameKey(key, a.facilitator)) return null;
  const owner = a.teamKeys.get(digest(key));
  if (owner === undefined)
    return {
      status: 401,
      message: `the key given is not a key of this class: a change to ${here} needs ${who}`,
    };
  if (owner !== a.team)
    return {
      status: 403,
      message: `this is team ${owner}’s key: it acts only on team ${owner}’s deployment, not on ${here}`,
    };
  if (!a.teamsMayConfigure)
    return {
      status: 403,
      message: `in this class only the facilitator’s key changes a deployment (the class file’s teamsMayConfigure is false)`,
    };
  return null;
}
