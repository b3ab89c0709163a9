// @vitest-environment node
/**
 * Class mode, started by its own command (`live/cli.ts --class FILE`) on 127.0.0.1 and
 * ephemeral ports, hit by curl, fetch, an SSE client and the openai SDK:
 * - each team's deployment is isolated: a request to red never shows in blue's session export
 *   or live view, and a restart of red leaves blue's epoch alone;
 * - a change needs a key: none → 401; another team's key → 403 naming whose it is; the team's
 *   own or the facilitator's → taken;
 * - a change forged as a page on another site would send it (Origin of another site,
 *   text/plain) is refused on every state-changing endpoint of every team, and changes nothing;
 *   an unknown Host is refused;
 * - sessions are signed over content, team and deployment: blue's real leak session verifies
 *   in `lab:verify --team blue` and fails `--team red` with "recorded by team blue's deployment".
 */
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { EventSource } from 'eventsource';
import OpenAI from 'openai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Scenario } from '../../src/engine';
import { PROGRESS_FORMAT } from '../../src/lab';
import { MODEL } from '../../src/wire/responses';
import { verifySession } from '../../live/signature';
import { tempDir } from '../helpers/cleanup';
import { TSX_ARGS, TSX_NODE } from '../helpers/script';
import { FACILITATOR, SECRET, startClass, type Class } from './classHarness';
import { auth, curl } from './harness';

const RED_KEY = 'red-team-key-0123456789';
const BLUE_KEY = 'blue-team-key-0123456789';
const dir = tempDir('sp-class-');
let cls: Class;
beforeAll(async () => {
  cls = await startClass(dir, {
    format: 'stale-pages-class',
    version: 1,
    teams: [
      { id: 'red', key: RED_KEY },
      { id: 'blue', key: BLUE_KEY },
    ],
  });
});
afterAll(async () => cls?.stop());

const red = () => cls.teams.red!.router;
const blue = () => cls.teams.blue!.router;
const status = async (router: string) =>
  (await (await fetch(`${router}/live/status`)).json()) as { epoch: number; requests: number };
const exported = async (router: string) =>
  (await (await fetch(`${router}/live/scenario`)).json()) as Scenario;
const change = (router: string, key: string | null, body = '{}') =>
  curl([...(key ? auth(key) : []), '-d', body, `${router}/live/config`]);
const generate = (router: string, key: string, text: string) =>
  curl([
    ...auth(key),
    '-d',
    JSON.stringify({ text, sampling_params: { max_new_tokens: 2 } }),
    `${router}/generate`,
  ]);

const message = (body: string) => (JSON.parse(body) as { message: string }).message;

/** A live view (SSE) of `router`: every data line it was sent, and a wait for one. */
function watch(router: string) {
  const es = new EventSource(`${router}/live/events`);
  const lines: string[] = [];
  const waiters: { pred: (l: string) => boolean; resolve: () => void }[] = [];
  es.addEventListener('message', (ev) => {
    lines.push(ev.data as string);
    for (const w of [...waiters])
      if (w.pred(ev.data as string)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve();
      }
  });
  return {
    lines,
    until: (pred: (l: string) => boolean) =>
      new Promise<void>((resolve) =>
        lines.some(pred) ? resolve() : waiters.push({ pred, resolve }),
      ),
    close: () => es.close(),
  };
}

describe('class mode: a deployment per team', { timeout: 60_000 }, () => {
  it('prints each team’s router, prefill and decode, all different', () => {
    const urls = Object.values(cls.teams).flatMap((t) => [t.router, t.prefill, t.decode]);
    expect(Object.keys(cls.teams)).toEqual(['red', 'blue']);
    expect(new Set(urls).size).toBe(6);
  });

  it('a request to red never shows in blue’s export or live view', async () => {
    const redView = watch(red());
    const blueView = watch(blue());
    try {
      await Promise.all([redView.until(() => true), blueView.until(() => true)]);
      const r = await generate(red(), 'a', 'only-for-red-words');
      expect(r.status).toBe(200);
      await redView.until((l) => l.includes('only-for-red-words'));
      // a marker through blue: once blue's view shows it, anything red leaked would be there
      expect((await generate(blue(), 'b', 'blue-marker-words')).status).toBe(200);
      await blueView.until((l) => l.includes('blue-marker-words'));
      expect(blueView.lines.some((l) => l.includes('only-for-red-words'))).toBe(false);
    } finally {
      redView.close();
      blueView.close();
    }
    const [r, b] = [await exported(red()), await exported(blue())];
    expect(r.requests.some((q) => q.text === 'only-for-red-words')).toBe(true);
    expect(b.requests.some((q) => q.text === 'only-for-red-words')).toBe(false);
    expect(b.requests.some((q) => q.text === 'blue-marker-words')).toBe(true);
    expect(r.recorded).toMatchObject({ team: 'red', deployment: 'class team red' });
    expect(b.recorded).toMatchObject({ team: 'blue', deployment: 'class team blue' });
  });

  it('the openai SDK reaches a team with nothing but its base URL', async () => {
    const client = new OpenAI({ baseURL: `${red()}/v1`, apiKey: 'c', maxRetries: 0 });
    const done = await client.completions.create({
      model: MODEL,
      prompt: 'sdk-words-for-red',
      max_tokens: 2,
    });
    expect(done.choices).toHaveLength(1);
    expect((await exported(red())).requests.some((q) => q.text === 'sdk-words-for-red')).toBe(true);
    expect((await exported(blue())).requests.some((q) => q.text === 'sdk-words-for-red')).toBe(
      false,
    );
  });

  it('a restart of red (its own key) leaves blue’s epoch and requests alone', async () => {
    const [r0, b0] = [await status(red()), await status(blue())];
    const r = await change(red(), RED_KEY, '{"fixes":{"rejectAtAdmission":true}}');
    expect(r.status).toBe(200);
    expect((await status(red())).epoch).toBe(r0.epoch + 1);
    expect(await status(blue())).toMatchObject({ epoch: b0.epoch, requests: b0.requests });
  });
});

describe('class mode: keys', { timeout: 60_000 }, () => {
  it('a change without a key is refused with what to send', async () => {
    const before = await status(blue());
    const r = await change(blue(), null);
    expect(r.status).toBe(401);
    expect(message(r.body)).toMatch(
      /needs a key: send Authorization: Bearer <the facilitator’s key or team blue’s key>/,
    );
    expect((await status(blue())).epoch).toBe(before.epoch);
  });

  it('a team’s key on another team’s deployment is refused, naming whose key it is', async () => {
    const before = await status(blue());
    const r = await change(blue(), RED_KEY);
    expect(r.status).toBe(403);
    expect(message(r.body)).toMatch(
      /this is team red’s key: it acts only on team red’s deployment, not on team blue’s/,
    );
    expect((await status(blue())).epoch).toBe(before.epoch);
    const unknown = await change(blue(), 'not-a-key-of-this-class-000');
    expect(unknown.status).toBe(401);
    expect(message(unknown.body)).toMatch(/not a key of this class/);
  });

  it('the facilitator’s key changes any team’s deployment', async () => {
    for (const router of [red(), blue()]) {
      const before = await status(router);
      expect((await change(router, FACILITATOR)).status).toBe(200);
      expect((await status(router)).epoch).toBe(before.epoch + 1);
    }
  });
});

describe('class mode: cross-site and DNS rebinding', { timeout: 60_000 }, () => {
  /** Every endpoint that changes a team's state: its config, and what adds a request. */
  const CHANGING = ['/live/config', '/generate', '/v1/completions', '/v1/chat/completions'];
  it('a forged text/plain POST from another origin changes nothing on any team', async () => {
    for (const router of [red(), blue()]) {
      const before = await status(router);
      for (const path of CHANGING) {
        const r = await curl([
          '-H',
          'Origin: http://evil.example',
          '-H',
          'Content-Type: text/plain',
          '-d',
          JSON.stringify({ fixes: { scrubOnFree: true }, text: 'forged', prompt: 'forged' }),
          `${router}${path}`,
        ]);
        expect(r.status, `${router}${path}`).toBeGreaterThanOrEqual(400);
      }
      // even with the facilitator's key (a page cannot send one without a preflight)
      const keyed = await curl([
        ...auth(FACILITATOR),
        '-H',
        'Origin: http://evil.example',
        '-H',
        'Content-Type: text/plain',
        '-d',
        '{}',
        `${router}/live/config`,
      ]);
      expect(keyed.status).toBe(403);
      expect(await status(router)).toMatchObject({
        epoch: before.epoch,
        requests: before.requests,
      });
    }
  });

  it('an unknown Host is refused on every endpoint of every team’s router and nodes', async () => {
    const before = await status(red());
    for (const t of Object.values(cls.teams)) {
      for (const node of [t.prefill, t.decode]) {
        const r = await curl(['-H', 'Host: rebound.example', `${node}/get_server_info`]);
        expect(r.status, node).toBe(403);
      }
      // a rebinding page is same-origin: it could send a key and read the answers
      const gen = await curl([
        '-H',
        'Host: rebound.example',
        ...auth('a'),
        '-d',
        '{"text":"rebound","sampling_params":{"max_new_tokens":2}}',
        `${t.router}/generate`,
      ]);
      expect(gen.status).toBe(403);
    }
    expect((await status(red())).requests).toBe(before.requests);
    for (const router of [red(), blue()])
      for (const path of ['/live/status', '/live/scenario', '/live/config']) {
        const r = await curl([
          '-H',
          'Host: rebound.example',
          ...(path === '/live/config' ? [...auth(FACILITATOR), '-d', '{}'] : []),
          `${router}${path}`,
        ]);
        expect(r.status, path).toBe(403);
        expect(message(r.body)).toMatch(/is not a name of this server/);
      }
  });
});

describe('class mode: a session from another team’s deployment', { timeout: 120_000 }, () => {
  it('verifies for its own team, and fails lab:verify for another with its reason', async () => {
    // the stage recipe on blue's deployment: A, B, C fill the decode pool, D's 800,000 tokens leak
    expect((await change(blue(), FACILITATOR)).status).toBe(200); // fresh, pools empty
    for (const [t, n] of [
      ['a', 420_000],
      ['b', 240_000],
      ['c', 380_000],
      ['d', 800_000],
    ] as const) {
      const body = await (
        await fetch(`${blue()}/live/examples/long.json?tenant=${t}&tokens=${n}`)
      ).text();
      const r = await fetch(`${blue()}/generate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${t}` },
        body,
      });
      expect(r.status).toBe(200);
      if (t === 'd') expect(r.headers.get('x-stand-in-isolation')).toBe('cross-tenant');
      await r.arrayBuffer();
    }
    const session = await exported(blue());
    expect(verifySession(session, SECRET, 'blue').ok).toBe(true);
    expect(verifySession(session, SECRET, 'red')).toMatchObject({
      ok: false,
      reason: /recorded by team blue’s deployment, not team red’s/,
    });
    const file = join(dir, 'ada.json');
    writeFileSync(
      file,
      JSON.stringify({
        format: PROGRESS_FORMAT,
        version: 1,
        trainee: 'Ada',
        entries: [{ challenge: 'live-canary', solved: true, solution: { session } }],
      }),
    );
    const verify = (team: string) =>
      spawnSync(
        TSX_NODE,
        [
          ...TSX_ARGS,
          'scripts/lab-verify.ts',
          file,
          '--secret-file',
          cls.secretFile,
          '--team',
          team,
        ],
        { encoding: 'utf8', env: { ...process.env, STALE_PAGES_CLASS_SECRET: '' } },
      );
    const own = verify('blue');
    expect(own.status, own.stdout + own.stderr).toBe(0);
    expect(own.stdout).toMatch(/live-canary\s+yes\s+yes/);
    const other = verify('red');
    expect(other.status).toBe(1);
    expect(other.stdout).toMatch(/live-canary\s+yes\s+no/);
    expect(other.stdout).toMatch(/recorded by team blue’s deployment, not team red’s/);
  });
});
