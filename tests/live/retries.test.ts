// @vitest-environment node
/**
 * sgl-router's retries at the stand-in (audit M5; live/retryPolicy.ts cites the defaults):
 * a prompt the decode can never admit ends each attempt with the prefill's bootstrap-timeout
 * 500, which is retryable, so sgl-router makes 5 attempts in all, each a new request with its
 * own bootstrap_room, recorded in the session file (`retryOf`); mini_lb makes one. Against the
 * stand-in started by its own command, with a scenario file of small pools.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { simulate, stateAt, type Scenario } from '../../src/engine';
import { tempDir } from '../helpers/cleanup';
import { startLive, type Live } from './harness';

const dir = tempDir('sp-retries-');
const file = join(dir, 'small.json');
const scenario: Scenario = {
  name: 'never admitted',
  description: 'decode pool 2,048: a prompt of 1,600 tokens + 512 never fits its budget',
  seed: 9,
  config: {
    contextLength: 4096,
    pageSize: 16,
    prefill: { poolTokens: 4096 },
    decode: { poolTokens: 2048 },
    router: 'sgl-router',
    fixes: {
      rejectAtAdmission: false,
      retireAbortedPrefill: false,
      honorAbortBeforeHandoff: false,
      coverageCheck: false,
      notifyDecodeOnAbort: false,
      scrubOnFree: false,
    },
  },
  tenants: [{ id: 'a', name: 'A' }],
  requests: [{ id: 'x', tenant: 'a', promptTokens: 1, maxNewTokens: 1, arrival: 0 }],
};
writeFileSync(file, JSON.stringify(scenario));

const body = JSON.stringify({ text: 'x'.repeat(1600), sampling_params: { max_new_tokens: 4 } });
const post = (live: Live) =>
  fetch(`${live.router}/generate`, {
    method: 'POST',
    headers: { authorization: 'Bearer a', 'content-type': 'application/json' },
    body,
  });
const info = async (live: Live) =>
  (
    (await (
      await fetch(`${live.router}/get_server_info`, { headers: { authorization: 'Bearer a' } })
    ).json()) as { internal_states: Record<string, unknown>[] }
  ).internal_states[0]!;
const recorded = async (live: Live) =>
  ((await (await fetch(`${live.router}/live/scenario`)).json()) as Scenario).requests;

let sgl: Live;
let mini: Live;
beforeAll(async () => {
  [sgl, mini] = await Promise.all([
    startLive(['--scenario', file]),
    startLive(['--scenario', file, '--router', 'mini_lb']),
  ]);
});
afterAll(async () => {
  await Promise.all([sgl?.stop(), mini?.stop()]);
});

describe('router retries', { timeout: 60_000 }, () => {
  it("sgl-router: 5 attempts, each a new request with its own room; the client gets the last one's 500", async () => {
    expect(await info(sgl)).toMatchObject({
      router_retries: {
        max_retries: 5,
        initial_backoff_ms: 50,
        retryable_statuses: [408, 429, 500, 502, 503, 504],
      },
    });
    const r = await post(sgl);
    expect(r.status).toBe(500);
    const error = ((await r.json()) as { error: { message: string } }).error.message;
    expect(error).toMatch(
      /^Prefill server error \(500 Internal Server Error\): .*Prefill bootstrap failed/,
    );
    const requests = await recorded(sgl);
    expect(requests).toHaveLength(5);
    const first = requests[0]!.id;
    expect(requests[0]!.retryOf).toBeUndefined();
    for (const later of requests.slice(1)) expect(later.retryOf).toBe(first);
    // each attempt arrives after the one before it was answered (20 ticks, the bootstrap timeout)
    for (let i = 1; i < 5; i++)
      expect(requests[i]!.arrival).toBeGreaterThan(requests[i - 1]!.arrival + 20);
    // replayed, every attempt is a 500, each with its own bootstrap_room
    const file = (await (await fetch(`${sgl.router}/live/scenario`)).json()) as Scenario;
    const trace = simulate(file);
    expect(trace.verdicts.map((v) => v.httpStatus)).toEqual([500, 500, 500, 500, 500]);
    const rooms = stateAt(trace, trace.stepCount - 1).requests.map((q) => q.bootstrapRoom);
    expect(new Set(rooms).size).toBe(5);
  });

  it('mini_lb: no retry (one request recorded, none in /get_server_info)', async () => {
    expect((await info(mini)).router_retries).toBeNull();
    const r = await post(mini);
    expect(r.status).toBe(500);
    expect(await recorded(mini)).toHaveLength(1);
  });
});
