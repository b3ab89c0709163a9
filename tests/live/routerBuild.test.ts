// @vitest-environment node
/**
 * The sgl-router build (audit M1) is a choice of the stand-in's command (`--router-build`),
 * reported in the router's `/get_server_info` (internal_states[0].router_build, router_code),
 * against the stand-in started by its own command.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLive, type Live } from './harness';

let live: Live;
beforeAll(async () => {
  live = await startLive(['--router', 'sgl-router', '--router-build', 'select-29017']);
});
afterAll(async () => live?.stop());

describe('--router-build', { timeout: 30_000 }, () => {
  it('names the build and its code in /get_server_info', async () => {
    const info = (await (
      await fetch(`${live.router}/get_server_info`, { headers: { authorization: 'Bearer a' } })
    ).json()) as {
      internal_states: Record<string, unknown>[];
    };
    expect(info.internal_states[0]).toMatchObject({
      router: 'sgl-router',
      router_build: 'select-29017',
    });
    expect(info.internal_states[0]!.router_code).toMatch(/^PR #29017 select loop/);
  });

  it('records it in the session file', async () => {
    const s = (await (await fetch(`${live.router}/live/scenario`)).json()) as {
      config: { routerBuild?: string };
    };
    expect(s.config.routerBuild).toBe('select-29017');
  });
});

describe('--router-build drain-0105f2a3', { timeout: 60_000 }, () => {
  it('routes no /server_info (sgl-router/src/server.rs @00eb5eb7): its fallback’s empty 404', async () => {
    const old = await startLive(['--router', 'sgl-router', '--router-build', 'drain-0105f2a3']);
    try {
      const auth = { headers: { authorization: 'Bearer a' } };
      const r = await fetch(`${old.router}/server_info`, auth);
      expect(r.status).toBe(404);
      expect(await r.text()).toBe('');
      expect((await fetch(`${old.router}/get_server_info`, auth)).status).toBe(200);
      expect((await fetch(`${live.router}/server_info`, auth)).status).toBe(200);
    } finally {
      await old.stop();
    }
  });
});
