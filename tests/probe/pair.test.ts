// @vitest-environment node
/**
 * `--prefill URL --decode URL`: the probe sends to that one pair only, as mini_lb sends
 * (python/sglang/srt/disaggregation/mini_lb.py @001c2ae0 `handle_generate_request`,
 * `MiniLoadBalancer.generate`): the same body to both nodes, with `bootstrap_host` (the
 * prefill URL's host), `bootstrap_port` (the prefill's bootstrap port) and a random
 * `bootstrap_room` in [0, 2^63 − 1]; the decode's status and body are the answer. The
 * stand-in's nodes do not serve `/generate` (docs/live.md), so two SGLang-like nodes on
 * 127.0.0.1 (node:http, ephemeral ports, closed after) record what each gets.
 */
import { spawn } from 'node:child_process';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { maxReqInputLen } from '../../src/engine';
import { track } from '../helpers/cleanup';

const root = join(__dirname, '..', '..');
const KEY = 'pair-key-9';
const CONTEXT = 4096;
const POOLS = { prefill: 2048, decode: 8192 } as const;
type Side = keyof typeof POOLS;

interface Node {
  url: string;
  server: Server;
  /** raw /generate bodies, and the paths of every other request */
  generated: string[];
  paths: string[];
}

const words = (t: string) => t.split(/\s+/).filter((w) => w.length > 0);
const read = (req: IncomingMessage) =>
  new Promise<string>((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
  });

/** The decode's stale pages: the first words of the last prompt it served in full. */
let stale: string[] = [];

async function startNode(side: Side): Promise<Node> {
  const limit = maxReqInputLen(CONTEXT, POOLS[side]);
  const prefillLimit = maxReqInputLen(CONTEXT, POOLS.prefill);
  const node: Node = { url: '', server: createServer(), generated: [], paths: [] };
  node.server.on('request', (req, res) => {
    void (async () => {
      const body = await read(req);
      const json = (status: number, j: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(j));
      };
      if (req.headers.authorization !== `Bearer ${KEY}`)
        return json(401, { error: 'Unauthorized' });
      if (req.url === '/get_server_info')
        return json(200, {
          context_length: CONTEXT,
          page_size: 1,
          disaggregation_mode: side,
          max_total_num_tokens: POOLS[side],
          max_req_input_len: limit,
          version: `pair-${side}`,
        });
      node.paths.push(req.url ?? '');
      if (req.url === '/tokenize')
        return json(200, { count: words((JSON.parse(body) as { prompt: string }).prompt).length });
      if (req.url !== '/generate') return json(404, { detail: 'Not Found' });
      node.generated.push(body);
      const w = words((JSON.parse(body) as { text: string }).text);
      if (side === 'prefill')
        return w.length >= limit ? json(400, { message: 'rejected' }) : json(200, { text: '⟨0⟩' });
      // the decode: a prompt the prefill rejected is built on the stale pages (vulnerable)
      if (w.length >= prefillLimit) return json(200, { text: ['⟨0⟩', ...stale].join(' ') });
      stale = w.slice(0, 15);
      return json(200, { text: w.slice(0, 16).join(' ') });
    })();
  });
  await new Promise<void>((r) => node.server.listen(0, '127.0.0.1', r));
  node.url = `http://127.0.0.1:${(node.server.address() as AddressInfo).port}`;
  return node;
}

function probe(args: string[]) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    const child = track(
      spawn(process.execPath, ['--import', 'tsx', 'scripts/probe.ts', ...args], {
        cwd: root,
        env: { ...process.env, STALE_PAGES_API_KEY: KEY },
      }),
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    child.on('close', (code) => resolve({ code: code ?? -1, stdout, stderr }));
  });
}

let prefill: Node;
let decode: Node;
beforeAll(async () => {
  prefill = await startNode('prefill');
  decode = await startNode('decode');
});
afterAll(async () => {
  for (const n of [prefill, decode]) await new Promise((r) => n.server.close(r));
});

describe(
  '--prefill URL --decode URL: one pair, sent as mini_lb sends',
  { timeout: 120_000 },
  () => {
    it('every prompt goes to both nodes with the same body and pairing fields; the decode answers', async () => {
      const r = await probe([
        '--prefill',
        prefill.url,
        '--decode',
        decode.url,
        '--bootstrap-port',
        '8998',
        '--json',
      ]);
      expect(r.code, r.stderr).toBe(1);
      const rep = JSON.parse(r.stdout) as {
        verdict: string;
        pair: unknown;
        requests: unknown[];
        load: { sender: string; attemptsPerPrompt: number };
        sglangVersions: unknown;
      };
      expect(rep.verdict).toBe('vulnerable');
      expect(rep.pair).toEqual({
        prefill: `${prefill.url}/`,
        decode: `${decode.url}/`,
        bootstrapPort: 8998,
      });
      expect(rep.load).toMatchObject({ sender: 'pair', attemptsPerPrompt: 1 });
      expect(rep.sglangVersions).toEqual({ prefill: 'pair-prefill', decode: 'pair-decode' });
      // each prompt once to each node, the very same bytes
      expect(prefill.generated.length).toBe(rep.requests.length);
      expect(decode.generated).toEqual(prefill.generated);
      const rooms = prefill.generated.map((body) => {
        const j = JSON.parse(body) as Record<string, unknown>;
        expect(j).toMatchObject({ bootstrap_host: '127.0.0.1', bootstrap_port: 8998 });
        // the room is a JSON integer in [0, 2^63 − 1], written exactly (no float rounding)
        const m = /"bootstrap_room":(\d+)}$/.exec(body);
        expect(m, body.slice(-80)).not.toBeNull();
        const room = BigInt(m![1]!);
        expect(room >= 0n && room < 1n << 63n).toBe(true);
        return room;
      });
      expect(new Set(rooms).size).toBe(rooms.length);
      // sized on the prefill node, nothing else asked of the decode
      expect(prefill.paths.filter((p) => p === '/tokenize').length).toBeGreaterThan(0);
      expect(new Set(decode.paths)).toEqual(new Set(['/generate']));
    });

    it('without --bootstrap-port: null, as mini_lb sends None', async () => {
      prefill.generated.length = 0;
      const r = await probe(['--prefill', prefill.url, '--decode', decode.url, '--json']);
      expect(r.code, r.stderr).toBe(1);
      expect(
        (JSON.parse(prefill.generated[0]!) as { bootstrap_port: unknown }).bootstrap_port,
      ).toBeNull();
    });

    it('refuses half a pair, or a pair and a router at once (exit 2)', async () => {
      const half = await probe(['--prefill', prefill.url]);
      expect(half.code).toBe(2);
      expect(half.stderr).toMatch(/--prefill and --decode go together/);
      const both = await probe([
        '--url',
        prefill.url,
        '--prefill',
        prefill.url,
        '--decode',
        decode.url,
      ]);
      expect(both.code).toBe(2);
      expect(both.stderr).toMatch(/not both/);
    });
  },
);
