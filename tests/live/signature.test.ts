// @vitest-environment node
/**
 * Sessions that prove they happened: the live server signs its session export with the class
 * secret (HMAC-SHA256 over the canonical content, the deployment and the server), and a
 * session verifies only with that secret: the built-in scenario files, a hand-written or
 * edited file, or one signed with another secret are refused, each with its reason.
 */
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateScenario, type Scenario } from '../../src/engine';
import { createSigner, verifySession } from '../../live/signature';
import { readOptions } from '../../live/options';
import { startLive, type Live } from './harness';
import { tempDir } from '../helpers/cleanup';

const SECRET = 'class-secret-0123456789abcdef';
const file = (name: string) =>
  JSON.parse(readFileSync(join('public', 'scenarios', name), 'utf8')) as Scenario;

describe('verifySession', () => {
  const signed = createSigner(SECRET, 'team-3').sign(file('incident.json'));
  it('accepts a session signed with the class secret, naming its deployment', () => {
    const r = verifySession(JSON.parse(JSON.stringify(signed)), SECRET);
    expect(r.ok && r.record.deployment).toBe('team-3');
    // the signed export is still a scenario file (the browser and Explore read it)
    expect(validateScenario(signed).ok).toBe(true);
  });
  it('refuses the built-in scenario files: no signature', () => {
    for (const name of ['incident.json', 'incident-fixed.json']) {
      const r = verifySession(file(name), SECRET);
      expect(!r.ok && r.reason).toMatch(/no live server’s signature/);
    }
  });
  it('refuses an edited session', () => {
    const edited = structuredClone(signed);
    edited.requests[0]!.promptTokens += 1;
    expect(verifySession(edited, SECRET)).toMatchObject({ ok: false, reason: /edited/ });
    const moved = structuredClone(signed);
    moved.recorded!.deployment = 'team-4';
    expect(verifySession(moved, SECRET)).toMatchObject({ ok: false, reason: /edited/ });
  });
  it('refuses a session signed with another secret, or a server’s own random one', () => {
    const other = createSigner('another-secret-0123456789').sign(file('incident.json'));
    expect(verifySession(other, SECRET)).toMatchObject({ ok: false, reason: /another secret/ });
    const own = createSigner(null).sign(file('incident.json'));
    expect(own.recorded!.verifiable).toBe(false);
    expect(verifySession(own, SECRET)).toMatchObject({
      ok: false,
      reason: /cannot be verified here/,
    });
  });
  it('refuses a hand-written file that is not a scenario', () => {
    expect(verifySession({ requests: [] }, SECRET)).toMatchObject({
      ok: false,
      reason: /not a valid scenario/,
    });
  });
});

describe('npm run live -- --secret-file', () => {
  const dir = tempDir('sp-secret-');
  const secretFile = join(dir, 'class.secret');
  writeFileSync(secretFile, `${SECRET}\n`);
  let live: Live | null = null;
  beforeAll(async () => {
    live = await startLive(['--secret-file', secretFile]);
  });
  afterAll(async () => {
    await live?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('a session recorded by the running server verifies with the class secret', async () => {
    const r = await fetch(`${live!.router}/generate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer a' },
      body: JSON.stringify({ text: 'hello', sampling_params: { max_new_tokens: 2 } }),
    });
    expect(r.status).toBe(200);
    const session: unknown = await (await fetch(`${live!.router}/live/scenario`)).json();
    const ok = verifySession(session, SECRET);
    expect(ok.ok).toBe(true);
    expect((session as Scenario).requests.length).toBe(1);
    expect(verifySession(session, 'not-the-class-secret-at-all')).toMatchObject({ ok: false });
  });

  it('reads the secret from the file or the environment variable; refuses a short one', () => {
    expect(readOptions(['--secret-file', secretFile]).ok && true).toBe(true);
    const r = readOptions([], { STALE_PAGES_CLASS_SECRET: SECRET });
    expect(r.ok && r.options.secret).toBe(SECRET);
    const none = readOptions([], {});
    expect(none.ok && none.options.secret).toBeNull();
    const short = readOptions([], { STALE_PAGES_CLASS_SECRET: 'short' });
    expect(!short.ok && short.message).toMatch(/at least 16 characters/);
  });

  it('the default port is not SGLang’s 30000', () => {
    const r = readOptions([], {});
    expect(r.ok && r.options.port).not.toBe(30000);
  });
});
