// @vitest-environment node
/**
 * The probe never exits 1 but on a vulnerable verdict (red-team report H9, M2): a target's
 * figures beyond the engine's limits, a request body that cannot be built, a name that is not
 * pinned to loopback. Each ends inconclusive (3) or refused (2), with its reason.
 */
import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { send } from '../../scripts/probe/http';
import { TSX_ARGS, TSX_NODE } from '../helpers/script';
import { track } from '../helpers/cleanup';

function probe(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = track(spawn(TSX_NODE, [...TSX_ARGS, 'scripts/probe.ts', ...args]));
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    child.on('close', (code) => resolve({ code: code ?? -1, stdout, stderr }));
  });
}

/** The report's hostile target: a context of 1,000,000,000 tokens, pools of 600 M and 1 G. */
const INFO = {
  prefill: { context_length: 1_000_000_000, max_total_num_tokens: 600_000_000, page_size: 1 },
  decode: { context_length: 1_000_000_000, max_total_num_tokens: 1_000_000_000, page_size: 1 },
};
const SANE = {
  prefill: { context_length: 4096, max_total_num_tokens: 2048, page_size: 1 },
  decode: { context_length: 4096, max_total_num_tokens: 8192, page_size: 1 },
};
const EVIL = 'tokenizer down \u202egnp.exe \u009b2J';
let server: Server;
let url = '';
/** Requests other than the figures: none may come */
const prompts: string[] = [];
beforeAll(async () => {
  server = createServer((req, res) => {
    const side = new URL(req.url ?? '/', 'http://x').searchParams.get('side');
    if (req.url?.startsWith('/get_server_info') && (side === 'prefill' || side === 'decode')) {
      res.writeHead(200, { 'content-type': 'application/json' });
      return void res.end(JSON.stringify({ ...INFO[side], disaggregation_mode: side }));
    }
    // figures within the limits, and a tokenizer whose error carries a bidi override and a C1
    // control (CSI): the probe's reason quotes it
    if (req.url?.startsWith('/sane/get_server_info') && (side === 'prefill' || side === 'decode')) {
      res.writeHead(200, { 'content-type': 'application/json' });
      return void res.end(JSON.stringify({ ...SANE[side], disaggregation_mode: side }));
    }
    // the node of --prefill-info's /tokenize (its base is the info URL's folder)
    if (req.url === '/sane/tokenize') {
      res.writeHead(500, { 'content-type': 'application/json' });
      return void res.end(JSON.stringify({ message: EVIL }));
    }
    prompts.push(`${req.method} ${req.url}`);
    res.writeHead(404).end();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((r) => server.close(r));
});

describe('a hostile target', { timeout: 60_000 }, () => {
  it("figures beyond the engine's limits: inconclusive (3) with the reason, no prompt sent", async () => {
    const r = await probe([
      '--url',
      url,
      '--prefill-info',
      `${url}/get_server_info?side=prefill`,
      '--decode-info',
      `${url}/get_server_info?side=decode`,
      '--key',
      'a',
      '--key',
      'b',
      '--dry-run',
    ]);
    expect(r.code).toBe(3);
    expect(r.stderr).toMatch(
      /inconclusive[\s\S]*the prefill node reports a context length of 1,000,000,000 tokens .*more than the 16,777,216 tokens/,
    );
    expect(prompts).toEqual([]);
  });
});

describe("the target's text in --json", { timeout: 60_000 }, () => {
  it('carries bidi overrides and C1 controls escaped, the value unchanged', async () => {
    const r = await probe([
      '--url',
      url,
      '--prefill-info',
      `${url}/sane/get_server_info?side=prefill`,
      '--decode-info',
      `${url}/sane/get_server_info?side=decode`,
      '--key',
      'a',
      '--key',
      'b',
      '--json',
    ]);
    expect(r.code).toBe(3);
    expect(r.stdout).not.toMatch(/[\u202e\u0080-\u009f]/);
    expect(r.stdout).toContain('\\u202egnp.exe \\u009b2J');
    expect((JSON.parse(r.stdout) as { why: string }).why).toContain(EVIL);
  });
});

describe('send', () => {
  it('a body that cannot be built is an error to report, not an exception', async () => {
    // a BigInt stands for any value JSON.stringify throws on (a 536 M-character prompt threw
    // "RangeError: Invalid string length" and ended the probe with node's exit 1)
    const r = await send('POST', new URL(`${url}/generate`), {
      json: { n: 1n },
      timeoutMs: 5_000,
    });
    expect(r.status).toBe(0);
    expect(r.error).toMatch(/the request body could not be built: .*BigInt/);
    expect(prompts).toEqual([]);
  });
});

describe('where the target is', { timeout: 60_000 }, () => {
  it('a *.localhost name that does not resolve to loopback is not this machine: refused', async () => {
    const r = await probe(['--url', 'http://attacker.localhost:9', '--key', 'a', '--key', 'b']);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(
      /not on this machine: attacker\.localhost:9 \(.*\)\. Nothing was sent/,
    );
  });

  it('localhost, resolved to loopback, is this machine (no --yes needed)', async () => {
    const port = new URL(url).port;
    const r = await probe([
      '--url',
      `http://localhost:${port}`,
      '--prefill-info',
      `http://localhost:${port}/get_server_info?side=prefill`,
      '--decode-info',
      `http://localhost:${port}/get_server_info?side=decode`,
      '--key',
      'a',
      '--key',
      'b',
      '--dry-run',
    ]);
    // the figures were read (then found beyond the limits): the name was let through
    expect(r.stderr).not.toMatch(/not on this machine/);
    expect(r.stderr).toMatch(/reports a context length of 1,000,000,000/);
  });
});
