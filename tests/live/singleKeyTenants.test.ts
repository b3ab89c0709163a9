// @vitest-environment node
/**
 * The lab's live challenges in SGLang's single-key mode (`--api-key KEY`): one key, so the
 * request's body names its tenant (`extra_key`, else the OpenAI `user` field), as both routers
 * forward the body (live/routes/singleKey.ts `bodyTenant`). The live-canary challenge's attack,
 * its story's own `send` run in bash with the one key in `STALE_PAGES_API_KEY`, against the
 * stand-in started by its own command, solves the challenge from the saved session, as in the
 * tenants-from-keys mode (tests/lab/kitCommands.test.ts).
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Scenario } from '../../src/engine';
import { checkSolution } from '../../src/lab';
import { challenge } from '../lab/solutions';
import { curl, startLive, type Live } from './harness';

const KEY = 'sk-123456';
let live: Live;
beforeAll(async () => {
  live = await startLive(['--api-key', KEY]);
});
afterAll(async () => live?.stop());

/** The challenge's own `send` (its story's shell function), run in bash with the one key. */
async function send(tenant: string, tokens: number) {
  const def = [...challenge('live-canary').story.en.matchAll(/`([^`]+)`/g)]
    .map((m) => m[1]!)
    .find((c) => c.startsWith('send() {'))!;
  const { stdout } = await promisify(execFile)('bash', ['-c', `${def}\nsend ${tenant} ${tokens}`], {
    env: { ...process.env, BASE: live.router, STALE_PAGES_API_KEY: KEY },
    maxBuffer: 64 << 20,
  });
  const cut = stdout.indexOf('\r\n\r\n');
  const head = stdout.slice(0, cut).split('\r\n');
  const headers = Object.fromEntries(
    head
      .slice(1)
      .map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]),
  );
  return { status: Number(head[0]!.split(' ')[1]), headers };
}

describe('single-key mode: tenants named in the body', { timeout: 90_000 }, () => {
  it("the canary attack leaks another tenant's words, and its session solves live-canary", async () => {
    for (const [t, n] of [
      ['a', 420_000],
      ['b', 240_000],
      ['c', 380_000],
    ] as const)
      expect((await send(t, n)).status).toBe(200);
    const d = await send('d', 800_000);
    expect(d.status).toBe(200);
    expect(d.headers['x-stand-in-isolation']).toBe('cross-tenant');
    expect(d.headers['x-stand-in-leaked-from']).toMatch(/^[abc]\//);
    const session = JSON.parse((await curl([`${live.router}/live/scenario`])).body) as Scenario;
    expect(session.requests.map((r) => r.tenant)).toEqual(['a', 'b', 'c', 'd']);
    expect(checkSolution(challenge('live-canary'), { session })).toEqual({
      solved: true,
      reason: '',
    });
  });

  it('the OpenAI user field names the tenant too; a body that names none is the first tenant', async () => {
    const chat = (extra: object) =>
      curl([
        '-H',
        `Authorization: Bearer ${KEY}`,
        '-d',
        JSON.stringify({
          model: 'x',
          messages: [{ role: 'user', content: 'hello' }],
          max_tokens: 2,
          ...extra,
        }),
        `${live.router}/v1/chat/completions`,
      ]);
    expect((await chat({ user: 'c' })).status).toBe(200);
    expect((await chat({ user: 'nobody' })).status).toBe(200);
    const session = JSON.parse((await curl([`${live.router}/live/scenario`])).body) as Scenario;
    expect(session.requests.slice(-2).map((r) => r.tenant)).toEqual(['c', 'a']);
  });
});
