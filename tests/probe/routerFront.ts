/**
 * A front for the stand-in's router that answers as sgl-router and mini_lb do where they have
 * no route: 404 for `/tokenize` and `/v1/tokenize` (sgl-router server.rs @00eb5eb7
 * `build_app`'s fallback `sink_handler`; mini_lb.py @001c2ae0 has no such route), everything
 * else passed on unchanged. node:http on 127.0.0.1 and an ephemeral port; closed by the test.
 */
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Front {
  url: string;
  close(): Promise<void>;
}

export async function startFront(target: string): Promise<Front> {
  const to = new URL(target);
  const server: Server = createServer((req, res) => {
    const path = (req.url ?? '/').split('?')[0];
    if (path === '/tokenize' || path === '/v1/tokenize') {
      res.writeHead(404).end();
      return;
    }
    const up = request(
      { host: to.hostname, port: to.port, path: req.url, method: req.method, headers: req.headers },
      (r) => {
        res.writeHead(r.statusCode ?? 502, r.headers);
        r.pipe(res);
      },
    );
    up.on('error', () => res.writeHead(502).end());
    req.pipe(up);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
