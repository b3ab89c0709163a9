/**
 * `POST /live/session/verify` (../../src/wire/sessionCheck.ts): the lab page this router
 * serves asks whether the session it holds was recorded by this deployment, signed with the
 * class secret (live/signature.ts: the HMAC, then the team, then the deployment). Read-only:
 * it changes nothing and needs no key (live/server.ts lets it past the change check), but it
 * goes through the live guards like every `POST /live/…` (watch.ts: a known Host, the page's
 * own origin or none, JSON only), so a page on another site cannot use it. It answers yes or
 * no with the reason, never the secret nor a signature: an HMAC cannot be made from answers
 * like these. The body is a scenario file's size at most (5 MB, what the lab reads), and each
 * deployment checks at most CHECK_BUDGET in any minute: a check costs the process a parse, a
 * canonical JSON and an HMAC of the whole body (0.6 s for 5 MB on a loaded 2-core machine,
 * under 1 ms for a real 10 KB session), and every team shares the process. A session as the live server saves it is a few KB to about a
 * MB (texts are kept to 2,000 characters a request); a trainee checks a handful a minute.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MAX_SCENARIO_BYTES } from '../../src/engine/readText';
import { errorBody } from '../../src/wire/errors';
import { SESSION_VERIFY_PATH, type SessionCheckAnswer } from '../../src/wire/sessionCheck';
import type { Signer } from '../signature';

/** The answer for `body` on a deployment signing with `signer` (none: it checks nothing). */
export function sessionCheckAnswer(signer: Signer | undefined, body: unknown): SessionCheckAnswer {
  const here = { team: signer?.team ?? null, deployment: signer?.deployment ?? 'default' };
  if (!signer)
    return {
      ...here,
      checked: false,
      valid: false,
      reason: 'this live server signs no sessions',
      code: null,
      sessionTeam: null,
    };
  const r = signer.check(body);
  if (r.ok)
    return { ...here, checked: true, valid: true, reason: null, code: null, sessionTeam: null };
  return {
    ...here,
    checked: r.code !== null,
    valid: false,
    reason: r.reason,
    code: r.code,
    sessionTeam: r.sessionTeam ?? null,
  };
}

/** What one deployment checks at most in any window of `windowMs`. */
export const CHECK_BUDGET = { checks: 60, bytes: 16 * 1024 * 1024, windowMs: 60_000 };

/**
 * A deployment's budget of checks: `take(bytes)` spends it and answers 0, or answers how many
 * seconds until a check of that size fits again.
 */
export function checkBudget(budget = CHECK_BUDGET, now: () => number = Date.now) {
  const spent: { at: number; bytes: number }[] = [];
  return {
    take(bytes: number): number {
      const t = now();
      while (spent.length > 0 && spent[0]!.at <= t - budget.windowMs) spent.shift();
      let used = bytes;
      for (const s of spent) used += s.bytes;
      if (spent.length < budget.checks && used <= budget.bytes) {
        spent.push({ at: t, bytes });
        return 0;
      }
      // the oldest check leaves the window first (then, at the latest, the rest)
      const until = (spent[0]?.at ?? t) + budget.windowMs - t;
      return Math.max(1, Math.ceil(until / 1000));
    },
  };
}

export function sessionVerifyRoute(app: FastifyInstance, signer: Signer | undefined): void {
  const budget = checkBudget();
  // before the body is read (a refused check costs no parse); after the live guards (app hooks)
  const spend = async (req: FastifyRequest, reply: FastifyReply) => {
    const declared = Number(req.headers['content-length']);
    const bytes = Number.isFinite(declared) && declared >= 0 ? declared : MAX_SCENARIO_BYTES;
    if (bytes > MAX_SCENARIO_BYTES) return; // refused as too large, unread
    const wait = budget.take(bytes);
    if (wait > 0)
      return reply
        .code(429)
        .header('retry-after', String(wait))
        .send(
          errorBody(
            429,
            `too many session checks on this deployment (at most ${CHECK_BUDGET.checks} or ${CHECK_BUDGET.bytes / 1024 / 1024} MB a minute): try again in ${wait} s`,
          ),
        );
  };
  app.post(
    SESSION_VERIFY_PATH,
    {
      onRequest: spend,
      bodyLimit: MAX_SCENARIO_BYTES,
      errorHandler: (err: FastifyError, _req, reply) => {
        const code = err.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? 413 : (err.statusCode ?? 500);
        const message =
          code === 413
            ? `the session is larger than ${MAX_SCENARIO_BYTES} bytes (5 MB), the limit for a scenario file`
            : code >= 500
              ? 'Internal server error'
              : err.message;
        void reply.code(code).send(errorBody(code, message));
      },
    },
    (req, reply) => reply.send(sessionCheckAnswer(signer, req.body)),
  );
}
