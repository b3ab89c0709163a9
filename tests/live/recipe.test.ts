// @vitest-environment node
/**
 * The stage recipe of docs/live.md, run as written: its fenced block in bash, with curl, against
 * a stand-in started by its own command (live/cli.ts on 127.0.0.1 and an ephemeral port, stopped
 * by its PID), only the block's address replaced by the stand-in's. In both tenant modes, the
 * stand-in's tenants from keys and SGLang's single key (`--api-key`, the key in
 * `STALE_PAGES_API_KEY` as the doc says), the recipe keeps its promises: A, B and C answer 200,
 * D answers 200 with the other tenants' words (cross-tenant) while unfixed and 400 with the fix
 * the doc names, and every request is recorded as the tenant that sent it. The recipe builds its
 * bodies itself (no stand-in-only route) with SGLang's own `/generate` fields, and its node
 * measurement of the words' tokens (`/tokenize`) runs as written too. Every curl in it sends
 * `Content-Type: application/json` (tests/lint/curlContentType.test.ts).
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import type { Scenario } from '../../src/engine';
import { curl, startLive } from './harness';

const run = promisify(execFile);
const DOC = readFileSync('docs/live.md', 'utf8');
/** The address the doc's commands name. */
const DOC_BASE = 'http://127.0.0.1:30080';
const KEY = 'sk-recipe-0123';

const section = DOC.slice(DOC.indexOf('## The stage recipe'));
const blocks = [...section.matchAll(/```sh\n([\s\S]*?)```/g)].map((m) => m[1]!);
/** The recipe's shell lines after `npm run live` (which the test runs as its own process). */
const recipe = blocks[0]!
  .split('\n')
  .filter((l) => !l.startsWith('npm run live'))
  .join('\n');
/** The recipe's definitions alone (its `send …` lines left out). */
const definitions = recipe
  .split('\n')
  .filter((l) => !/^send [a-z]/.test(l))
  .join('\n');
/** The node measurement that follows the recipe. */
const measure = blocks[1]!;
/** The command the doc gives for the fix: its options, for the stand-in's own command. */
const fixCommand = /`npm run live -- (--fix [A-Za-z]+)`/.exec(section)![1]!.split(' ');

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** curl -i's answers, one after the other (a `100 Continue` is not an answer). */
function answers(stdout: string): Answer[] {
  return stdout
    .split(/^(?=HTTP\/1\.1 \d{3})/m)
    .filter((part) => /^HTTP\/1\.1 (?!100)\d{3}/.test(part))
    .map((part) => {
      const cut = part.indexOf('\r\n\r\n');
      const head = part.slice(0, cut).split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of head.slice(1)) {
        const i = line.indexOf(':');
        headers[line.slice(0, i).toLowerCase()] = line.slice(i + 1).trim();
      }
      return { status: Number(head[0]!.split(' ')[1]), headers, body: part.slice(cut + 4) };
    });
}

/** The doc's script with the stand-in's address, run in bash with the mode's environment. */
async function bash(script: string, router: string, env: Record<string, string>) {
  // the mode's key, or none: not one this test's own environment happens to hold
  const own = { ...process.env };
  delete own.STALE_PAGES_API_KEY;
  const { stdout } = await run('bash', ['-c', script.replaceAll(DOC_BASE, router)], {
    env: { ...own, ...env },
    maxBuffer: 64 << 20,
  });
  return stdout;
}

/**
 * The fields of SGLang's `/generate` body the recipe may send: all are `GenerateReqInput`'s
 * (python/sglang/srt/managers/io_struct.py @001067ff: `text`, `sampling_params`, and
 * `extra_key`, "Extra cache key for caller-defined request classification").
 */
const GENERATE_FIELDS = ['text', 'sampling_params', 'extra_key'];

describe('what the recipe puts on the wire', () => {
  it('JSON of SGLang’s own fields, exactly N bytes of words, the tenant in the key and the body', async () => {
    const seen: { headers: IncomingHttpHeaders; url: string; body: string }[] = [];
    const server = createServer((req, res) => {
      let body = '';
      req.on('data', (d: Buffer) => (body += d.toString()));
      req.on('end', () => {
        seen.push({ headers: req.headers, url: req.url ?? '', body });
        res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const at = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      await bash(`${definitions}\nsend b 1234`, at, {});
      await bash(`${definitions}\nsend c 99`, at, { STALE_PAGES_API_KEY: KEY });
    } finally {
      await new Promise((r) => server.close(r));
    }
    expect(seen.map((r) => r.url)).toEqual(['/generate', '/generate']);
    for (const [i, tenant, n, key] of [
      [0, 'b', 1234, 'b'],
      [1, 'c', 99, KEY],
    ] as const) {
      const r = seen[i]!;
      expect(r.headers['content-type']).toBe('application/json');
      expect(r.headers.authorization).toBe(`Bearer ${key}`);
      const body = JSON.parse(r.body) as { text: string; extra_key: string };
      expect(Object.keys(body).every((k) => GENERATE_FIELDS.includes(k))).toBe(true);
      expect(body.extra_key).toBe(tenant);
      expect(Buffer.byteLength(body.text)).toBe(n);
      expect(body.text.startsWith(`tenant ${tenant}: `)).toBe(true);
    }
  });
});

const MODES: { mode: string; args: string[]; env: Record<string, string> }[] = [
  { mode: 'tenants from keys', args: [], env: {} },
  { mode: 'single key (--api-key)', args: ['--api-key', KEY], env: { STALE_PAGES_API_KEY: KEY } },
];

describe.each(MODES)('the stage recipe as docs/live.md writes it: $mode', ({ args, env }) => {
  it('builds its bodies itself and sends each as JSON', () => {
    expect(recipe).not.toContain('/live/');
    for (const c of recipe.match(/curl [^\n]*/g) ?? [])
      expect(c).toContain("-H 'Content-Type: application/json'");
  });

  it(
    'unfixed: D gets a 200 quoting A’s, B’s and C’s words; each request is its tenant’s',
    { timeout: 120_000 },
    async () => {
      const live = await startLive(args);
      try {
        const got = answers(await bash(recipe, live.router, env));
        expect(got.map((a) => a.status)).toEqual([200, 200, 200, 200]);
        const [a, b, c, d] = got as [Answer, Answer, Answer, Answer];
        for (const [t, x] of [
          ['a', a],
          ['b', b],
          ['c', c],
        ] as const) {
          expect(x.headers['x-stand-in-isolation']).toBe('clean');
          expect(x.body).toContain(`tenant ${t}: quarterly board minutes`);
        }
        expect(d.headers['x-stand-in-isolation']).toBe('cross-tenant');
        expect(d.headers['x-stand-in-leaked-from']).toMatch(/^[abc]\//);
        // the canary: another tenant's words in D's answer, none of D's own
        const text = (JSON.parse(d.body) as { text: string }).text;
        expect(text).toMatch(/tenant [abc]: quarterly board minutes/);
        expect(text).not.toContain('tenant d:');
        expect(JSON.parse(d.body)).toMatchObject({ meta_info: { prompt_tokens: 800_000 } });
        const session = JSON.parse((await curl([`${live.router}/live/scenario`])).body) as Scenario;
        expect(session.requests.map((r) => r.tenant)).toEqual(['a', 'b', 'c', 'd']);
        // the measurement on a node, as the doc writes it: 100,000 bytes are 100,000 tokens here
        const count = await bash(`${definitions}\n${measure}`, live.router, {
          ...env,
          NODE: live.prefill,
        });
        expect(count.trim()).toBe('"count":100000');
      } finally {
        await live.stop();
      }
    },
  );

  it(
    `with the doc's fix: D gets SGLang's 400; each request is its tenant's`,
    { timeout: 120_000 },
    async () => {
      const live = await startLive([...args, ...fixCommand]);
      try {
        const got = answers(await bash(recipe, live.router, env));
        expect(got.map((a) => a.status)).toEqual([200, 200, 200, 400]);
        expect(got[3]!.body).toMatch(/800000 tokens/);
        const session = JSON.parse((await curl([`${live.router}/live/scenario`])).body) as Scenario;
        expect(session.requests.map((r) => r.tenant)).toEqual(['a', 'b', 'c', 'd']);
        expect(session.config.fixes).toMatchObject({ rejectAtAdmission: true });
      } finally {
        await live.stop();
      }
    },
  );
});
