/**
 * A small stand-in that answers like SGLang behind a router, for the probe's I/O tests:
 * node:http on 127.0.0.1 and an ephemeral port. One token per whitespace-separated word.
 * `vulnerable`: a prompt the prefill rejects and the decode accepts gets 200 and quotes the
 * words of the last other tenant's prompt (stale KV); `scrub`: 200 built on zeroed pages;
 * `fixed`: the prefill's 400; `foreign`: as `vulnerable`, with another tenant's secret
 * (`FOREIGN_TEXT`) in the leaking answer. Nodes' server info at /prefill/get_server_info and
 * /decode/get_server_info, their /tokenize at /prefill/tokenize and /decode/tokenize; the
 * router has none (404 with an empty body, as sgl-router's fallback).
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { contextMessage, inputTooLongMessage, maxReqInputLen } from '../../src/engine';

export type Variant = 'vulnerable' | 'scrub' | 'fixed' | 'foreign';

/** Another tenant's text, which the `foreign` variant's stale pages hold. */
export const FOREIGN_TEXT = 'payroll-of-tenant-c-7781 salary 123456';

export interface FixtureOptions {
  variant: Variant;
  contextLength: number;
  prefillPool: number;
  decodePool: number;
  keys: string[];
}

export interface Fixture {
  url: string;
  /** prompts received by /generate: tenant key and length */
  generated: { key: string; tokens: number }[];
  /** paths POSTed to /tokenize (the router's or a node's) */
  tokenized: string[];
  close(): Promise<void>;
}

const words = (t: string) => t.split(/\s+/).filter((w) => w.length > 0);

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

const error = (message: string, code: number) =>
  JSON.stringify({ object: 'error', message, type: 'BadRequestError', code });

export async function startFixture(o: FixtureOptions): Promise<Fixture> {
  const prefillMax = maxReqInputLen(o.contextLength, o.prefillPool);
  const decodeMax = maxReqInputLen(o.contextLength, o.decodePool);
  const generated: Fixture['generated'] = [];
  const tokenized: string[] = [];
  /** the first words of each tenant's last prompt: what its freed pages still hold */
  const stale = new Map<string, string[]>();
  const info = (mode: 'prefill' | 'decode') =>
    JSON.stringify({
      context_length: o.contextLength,
      page_size: 1,
      disaggregation_mode: mode,
      max_total_num_tokens: mode === 'prefill' ? o.prefillPool : o.decodePool,
      max_req_input_len: mode === 'prefill' ? prefillMax : decodeMax,
      version: 'fixture',
    });
  const server: Server = createServer((req, res) => {
    void (async () => {
      const send = (status: number, body: string) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(body);
      };
      const body = await readBody(req);
      if (req.method === 'GET' && req.url === '/prefill/get_server_info')
        return send(200, info('prefill'));
      if (req.method === 'GET' && req.url === '/decode/get_server_info')
        return send(200, info('decode'));
      const key = (req.headers.authorization ?? '').replace(/^Bearer /, '');
      if (!o.keys.includes(key)) return send(401, error('Unauthorized', 401));
      const j = JSON.parse(body) as {
        prompt?: string;
        text?: string;
        sampling_params?: { max_new_tokens?: number };
      };
      if (req.method === 'POST' && req.url?.endsWith('/tokenize')) tokenized.push(req.url);
      if (req.method === 'POST' && (req.url === '/tokenize' || req.url === '/v1/tokenize')) {
        res.writeHead(404).end();
        return;
      }
      if (req.method === 'POST' && /^\/(prefill|decode)\/tokenize$/.test(req.url ?? ''))
        return send(200, JSON.stringify({ count: words(j.prompt ?? '').length }));
      if (req.method !== 'POST' || req.url !== '/generate')
        return send(404, error('Not Found', 404));
      const w = words(j.text ?? '');
      const n = w.length;
      const maxNew = j.sampling_params?.max_new_tokens ?? 16;
      generated.push({ key, tokens: n });
      if (n >= o.contextLength) return send(400, error(contextMessage(n, o.contextLength), 400));
      if (n >= decodeMax) return send(400, error(inputTooLongMessage(n, decodeMax), 400));
      const own = w.slice(0, maxNew);
      let out = own;
      if (n >= prefillMax) {
        if (o.variant === 'fixed') return send(400, error(inputTooLongMessage(n, prefillMax), 400));
        const other = [...stale.entries()].find(([k]) => k !== key)?.[1] ?? [];
        out = [
          '⟨0⟩',
          ...(o.variant === 'scrub'
            ? Array.from({ length: maxNew - 1 }, () => '∅')
            : other.slice(0, maxNew - 1)),
          ...(o.variant === 'foreign' ? [FOREIGN_TEXT] : []),
        ];
      } else stale.set(key, w.slice(0, 64));
      send(200, JSON.stringify({ text: out.join(' '), meta_info: { prompt_tokens: n } }));
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    generated,
    tokenized,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
