/**
 * `POST /live/session/verify` (../../src/wire/sessionCheck.ts): the lab page this router
 * serves asks whether the session it holds was recorded by this deployment, signed with the
 * class secret (live/signature.ts: the HMAC, then the team, then the deployment). Read-only:
 * it changes nothing and needs no key (live/server.ts lets it past the change check), but it
 * goes through the live guards like every `POST /live/…` (watch.ts: a known Host, the page's
 * own origin or none, JSON only), so a page on another site cannot use it. It answers yes or
 * no with the reason, never the secret nor a signature: an HMAC cannot be made from answers
 * like these. The body is a scenario file's size at most (5 MB, what the lab reads).
 */
import type { FastifyError, FastifyInstance } from 'fastify';
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

export function sessionVerifyRoute(app: FastifyInstance, signer: Signer | undefined): void {
  app.post(
    SESSION_VERIFY_PATH,
    {
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
