// @vitest-environment node
/**
 * `POST /live/session/verify` on a class (`live/cli.ts --class FILE`, started by its own
 * command on 127.0.0.1 and ephemeral ports, stopped by its PID): what the lab page served by a
 * team's router asks about the session it holds. Red's router says valid only for a session
 * red's deployment recorded; an edited one, a built-in scenario file, blue's session and one
 * signed by a server without the class secret are refused, each with its reason and code. It
 * needs no key, changes nothing, never answers the secret or a signature, and refuses a
 * request forged as a page on another site would send it, and an unknown Host.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Scenario } from '../../src/engine';
import { SESSION_VERIFY_PATH, type SessionCheckAnswer } from '../../src/wire/sessionCheck';
import { createSigner } from '../../live/signature';
import { CHECK_BUDGET, sessionCheckAnswer } from '../../live/routes/sessionVerify';
import { tempDir } from '../helpers/cleanup';
import { SECRET, startClass, type Class } from './classHarness';
import { auth, curl } from './harness';

const dir = tempDir('sp-class-verify-');
let cls: Class;
beforeAll(async () => {
  cls = await startClass(dir, {
    format: 'stale-pages-class',
    version: 1,
    teams: [
      { id: 'red', key: 'red-team-key-0123456789' },
      { id: 'blue', key: 'blue-team-key-0123456789' },
    ],
  });
}, 90_000);
afterAll(async () => cls?.stop());

const red = () => cls.teams.red!.router;
const blue = () => cls.teams.blue!.router;

const exported = async (router: string) =>
  (await (await fetch(`${router}/live/scenario`)).json()) as Scenario;
const status = async (router: string) =>
  (await (await fetch(`${router}/live/status`)).json()) as { epoch: number; requests: number };

/** The lab page's own request: JSON, no key, from the router's own origin. */
async function verify(router: string, session: unknown) {
  const r = await fetch(`${router}${SESSION_VERIFY_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: router },
    body: JSON.stringify(session),
  });
  const text = await r.text();
  return { status: r.status, text, answer: JSON.parse(text) as SessionCheckAnswer };
}

async function send(router: string, tenant: string, text: string) {
  const r = await curl([
    ...auth(tenant),
    '-d',
    JSON.stringify({ text, sampling_params: { max_new_tokens: 2 } }),
    `${router}/generate`,
  ]);
  expect(r.status).toBe(200);
}

describe('a class server verifies the session a lab page holds', { timeout: 60_000 }, () => {
  let redSession: Scenario;
  let blueSession: Scenario;
  beforeAll(async () => {
    await send(red(), 'a', 'red-verify-words');
    await send(blue(), 'b', 'blue-verify-words');
    [redSession, blueSession] = [await exported(red()), await exported(blue())];
  });

  it('red’s own session is recorded by red’s deployment: valid, with no key', async () => {
    const r = await verify(red(), redSession);
    expect(r.status).toBe(200);
    expect(r.answer).toEqual({
      checked: true,
      valid: true,
      team: 'red',
      deployment: 'class team red',
      reason: null,
      code: null,
      sessionTeam: null,
    });
  });

  it('an edited session, a built-in scenario file and blue’s session are refused with why', async () => {
    const edited = structuredClone(redSession);
    edited.requests[0]!.text = 'edited-after-saving';
    const e = await verify(red(), edited);
    expect(e.answer).toMatchObject({ checked: true, valid: false, code: 'edited', team: 'red' });
    expect(e.answer.reason).toMatch(/edited after it was saved/);

    for (const name of ['incident.json', 'incident-fixed.json']) {
      const builtIn = JSON.parse(
        readFileSync(join('public', 'scenarios', name), 'utf8'),
      ) as unknown;
      const b = await verify(red(), builtIn);
      expect(b.answer, name).toMatchObject({ checked: true, valid: false, code: 'unsigned' });
      expect(b.answer.reason).toMatch(/no live server’s signature/);
    }

    const other = await verify(red(), blueSession);
    expect(other.answer).toMatchObject({
      valid: false,
      code: 'otherTeam',
      sessionTeam: 'blue',
      team: 'red',
    });
    expect(other.answer.reason).toMatch(/recorded by team blue’s deployment, not team red’s/);
    // and blue's router says yes to it
    expect((await verify(blue(), blueSession)).answer).toMatchObject({ valid: true, team: 'blue' });

    // relabelled as red's: the signature no longer matches
    const relabelled = structuredClone(blueSession);
    relabelled.recorded = { ...relabelled.recorded!, team: 'red', deployment: 'class team red' };
    expect((await verify(red(), relabelled)).answer).toMatchObject({
      valid: false,
      code: 'edited',
    });

    // a server of its own (no class secret), and another class's secret
    for (const [signer, code] of [
      [createSigner(null, 'class team red', 'red'), 'ownSecret'],
      [createSigner('another-class-secret-0123', 'class team red', 'red'), 'otherSecret'],
    ] as const) {
      const r = await verify(red(), signer.sign(redSession));
      expect(r.answer).toMatchObject({ valid: false, code });
    }
    // a hand-written file
    expect((await verify(red(), { requests: [] })).answer).toMatchObject({
      valid: false,
      code: 'invalid',
    });
  });

  it('answers no secret and no signature, and changes nothing', async () => {
    const before = await status(red());
    const answers = [
      await verify(red(), redSession),
      await verify(red(), blueSession),
      await verify(red(), { requests: [] }),
    ];
    for (const a of answers) {
      expect(a.status).toBe(200);
      expect(typeof a.answer.valid).toBe('boolean');
      expect(a.text).not.toContain(SECRET);
      expect(a.text).not.toMatch(/hmac-sha256|signature"/);
      expect(a.text).not.toContain(redSession.recorded!.signature.slice(12));
    }
    expect(await status(red())).toMatchObject({ epoch: before.epoch, requests: before.requests });
  });

  it('refuses a request forged as a page on another site would send it, and an unknown Host', async () => {
    const body = JSON.stringify(redSession);
    const forged = await curl(
      [
        '-H',
        'Origin: http://evil.example',
        '-H',
        'Content-Type: text/plain',
        '--data-binary',
        '@-',
        `${red()}${SESSION_VERIFY_PATH}`,
      ],
      body,
    );
    expect(forged.status).toBe(403);
    expect(forged.body).not.toContain('"valid"');
    // JSON from another origin (a preflighted fetch the server never allows) and text/plain
    // from no page at all are refused too
    const otherOrigin = await curl(
      [
        '-H',
        'Origin: http://evil.example',
        '--data-binary',
        '@-',
        `${red()}${SESSION_VERIFY_PATH}`,
      ],
      body,
    );
    expect(otherOrigin.status).toBe(403);
    const plain = await curl(
      ['-H', 'Content-Type: text/plain', '--data-binary', '@-', `${red()}${SESSION_VERIFY_PATH}`],
      body,
    );
    expect(plain.status).toBe(415);
    const rebound = await curl(
      ['-H', 'Host: rebound.example', '--data-binary', '@-', `${red()}${SESSION_VERIFY_PATH}`],
      body,
    );
    expect(rebound.status).toBe(403);
    expect(rebound.body).toMatch(/is not a name of this server/);
  });

  it('refuses a body larger than a scenario file may be (5 MB)', async () => {
    const big = JSON.stringify({ ...redSession, description: 'x'.repeat(5 * 1024 * 1024) });
    const r = await curl(['--data-binary', '@-', `${red()}${SESSION_VERIFY_PATH}`], big);
    expect(r.status).toBe(413);
    expect(r.body).toMatch(/larger than 5242880 bytes \(5 MB\)/);
  });

  // last: it spends red's budget of checks for the minute
  it('refuses more checks than a deployment makes in a minute, and blue still answers', async () => {
    let refused: Awaited<ReturnType<typeof verify>> | null = null;
    for (let i = 0; i <= CHECK_BUDGET.checks && !refused; i++) {
      const r = await verify(red(), redSession);
      if (r.status !== 200) refused = r;
    }
    expect(refused?.status).toBe(429);
    expect(refused?.text).toMatch(/too many session checks on this deployment/);
    expect((await verify(blue(), blueSession)).answer).toMatchObject({ valid: true });
  });
});

describe('a lone deployment', () => {
  const session = JSON.parse(
    readFileSync(join('public', 'scenarios', 'incident.json'), 'utf8'),
  ) as Scenario;
  it('without a class secret checks nothing: not verifiable, even its own session', () => {
    const own = createSigner(null);
    expect(sessionCheckAnswer(own, own.sign(session))).toMatchObject({
      checked: false,
      valid: false,
      code: null,
      team: null,
      deployment: 'default',
    });
  });
  it('with the class secret refuses a team’s session: another deployment', () => {
    const lone = createSigner(SECRET);
    expect(sessionCheckAnswer(lone, lone.sign(session))).toMatchObject({ valid: true });
    const red = createSigner(SECRET, 'class team red', 'red').sign(session);
    expect(sessionCheckAnswer(lone, red)).toMatchObject({
      checked: true,
      valid: false,
      code: 'otherDeployment',
    });
  });
});
