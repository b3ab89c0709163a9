/**
 * A stand-in for an SGLang split deployment: the router on `port`, the prefill node on
 * `port + 1`, the decode node on `port + 2`, one engine session behind them. The router's
 * origin also serves the built app (`dist/`), so `#/live` watches the same session.
 */
import { existsSync } from 'node:fs';
import fastifySse from '@fastify/sse';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { Scenario } from '../src/engine';
import { routedPath, type Keys } from './auth';
import { changeRefusal, type ChangeAuth } from './class/changeKeys';
import { allowedHosts } from './hosts';
import { guardHosts } from './class/hostGuard';
import { errorBody } from '../src/wire/errors';
import { SESSION_VERIFY_PATH } from '../src/wire/sessionCheck';
import { createNodeApp } from './http';
import { apiRoutes } from './routes/api';
import { nodeRoutes } from './routes/node';
import { watchRoutes } from './routes/watch';
import { Session, type SessionOptions } from './session';
import type { Signer } from './signature';

/** The keep-alive comment on a live view's stream (through proxies that close idle ones). */
const SSE_PING_MS = 15_000;

export interface DeploymentOptions {
  scenario: Scenario;
  keys: Keys;
  /** SGLang's single-key mode (`--api-key`); null or absent: tenants from keys */
  apiKey?: string | null;
  host: string;
  /** 0: any free port for each node */
  port: number;
  tickMs: number;
  /** sgl-router's `retry_max_retries` (default 5) */
  retryMaxRetries?: number;
  /** the built app to serve on the router's origin, if it exists */
  appDir?: string;
  bodyLimit?: number;
  requestTimeoutMs?: number;
  /** bytes a live view may leave unread before it is cut off */
  watchBuffer?: number;
  onOverhead?: (ms: number) => void;
  /** the engine run of each epoch (a test injects one that fails: live/session.ts) */
  createRun?: SessionOptions['createRun'];
  /** where an engine error is logged (default stderr) */
  log?: SessionOptions['log'];
  /** signs the session exports (live/signature.ts); unsigned when absent */
  signer?: Signer;
  /** who may change the deployment (live/class/changeKeys.ts); open when absent */
  changeAuth?: ChangeAuth;
  /**
   * Every endpoint of the router and the nodes answers only the names of this server (a
   * class's deployments: live/class/hostGuard.ts); absent: only /live/* checks the Host
   */
  hostsEverywhere?: boolean;
}

export interface Deployment {
  session: Session;
  urls: { router: string; prefill: string; decode: string };
  close(): Promise<void>;
}

function portOf(app: FastifyInstance): number {
  const a = app.server.address();
  return typeof a === 'object' && a ? a.port : 0;
}

export async function startDeployment(o: DeploymentOptions): Promise<Deployment> {
  const session = new Session({
    scenario: o.scenario,
    tickMs: o.tickMs,
    retryMaxRetries: o.retryMaxRetries,
    createRun: o.createRun,
    log: o.log,
  });
  const nodeApp = { bodyLimit: o.bodyLimit, requestTimeoutMs: o.requestTimeoutMs };
  const router = createNodeApp(nodeApp);
  const prefill = createNodeApp(nodeApp);
  const decode = createNodeApp(nodeApp);
  // before the routes: its onRoute hook gives the routes that ask for it their `reply.sse`
  await router.register(fastifySse, { heartbeatInterval: SSE_PING_MS });
  apiRoutes(router, {
    session,
    keys: o.keys,
    apiKey: o.apiKey ?? null,
    onOverhead: o.onOverhead,
    nodePorts: () => ({ prefill: portOf(prefill), decode: portOf(decode) }),
  });
  // the port is known once the router listens; the names it answers are built once
  let hosts: Set<string> | null = null;
  watchRoutes(
    router,
    session,
    o.scenario,
    o.watchBuffer,
    () => (hosts ??= allowedHosts(o.host, portOf(router))),
    o.signer,
  );
  // after the Host, Origin and content-type checks (watchRoutes' hook): a change needs its key
  const auth = o.changeAuth;
  if (auth)
    router.addHook('onRequest', async (req, reply) => {
      if (req.method === 'GET' || req.method === 'HEAD' || req.method === 'OPTIONS') return;
      const path = routedPath(req);
      // a session check changes nothing (routes/sessionVerify.ts): the lab page asks without a key
      if (!path.startsWith('/live/') || path === SESSION_VERIFY_PATH) return;
      const refusal = changeRefusal(req.headers.authorization, auth);
      if (refusal)
        return reply.code(refusal.status).send(errorBody(refusal.status, refusal.message));
    });
  if (o.appDir && existsSync(o.appDir)) await router.register(fastifyStatic, { root: o.appDir });
  nodeRoutes(prefill, session, 'prefill', () => portOf(prefill), o.apiKey ?? null);
  nodeRoutes(decode, session, 'decode', () => portOf(decode), o.apiKey ?? null);
  const apps = [router, prefill, decode];
  if (o.hostsEverywhere) for (const app of apps) guardHosts(app, o.host, () => portOf(app));
  try {
    for (const [i, app] of apps.entries())
      await app.listen({ host: o.host, port: o.port === 0 ? 0 : o.port + i });
  } catch (e) {
    session.close();
    await Promise.all(apps.map((a) => a.close()));
    throw e;
  }
  const shown = o.host.includes(':') ? `[${o.host}]` : o.host;
  const url = (app: FastifyInstance) => `http://${shown}:${portOf(app)}`;
  return {
    session,
    urls: { router: url(router), prefill: url(prefill), decode: url(decode) },
    async close() {
      session.close();
      await Promise.all(apps.map((a) => a.close()));
    },
  };
}
