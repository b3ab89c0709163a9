/**
 * A class's deployments answer only the names of this server on every endpoint, not only on
 * /live/* (live/hosts.ts): a DNS-rebinding page is same-origin with its own name in `Host`, so
 * it could send `Authorization` and call a team's `/generate` (adding requests to the team's
 * session and reading the answers, which quote other tenants' prompts). A real SGLang server
 * does not check `Host`; a lone `npm run live` keeps that, a class on a shared network does not.
 */
import type { FastifyInstance } from 'fastify';
import { errorBody } from '../../src/wire/errors';
import { allowedHosts, liveRefusal } from '../hosts';

export function guardHosts(app: FastifyInstance, bindHost: string, port: () => number): void {
  let hosts: Set<string> | null = null;
  app.addHook('onRequest', async (req, reply) => {
    hosts ??= allowedHosts(bindHost, port());
    // the Host part of the live check only (a GET is not checked for its origin or type)
    const refusal = liveRefusal({ method: 'GET', headers: { host: req.headers.host } }, hosts);
    if (refusal) return reply.code(refusal.status).send(errorBody(refusal.status, refusal.message));
  });
}
