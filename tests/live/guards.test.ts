// @vitest-environment node
/**
 * The live server on a shared network and with hostile input, started by its own command:
 * - a change forged as a page on another origin would send it (`text/plain`, `Origin:
 *   http://evil.example`, no preflight) is refused and changes nothing (red-team H5, review C);
 * - a Host header that is not a name of this server is refused on /live/* (DNS rebinding);
 * - the API-key check reads the path the router matches (red-team M1: `/%74okenize` answered
 *   without a key, `/%67enerate` gave a 500);
 * - `--scenario` through the commands' reader (a byte-order mark accepted, a FIFO refused at
 *   once), and terminal escapes from it printed escaped (red-team M3).
 */
import { execFile, execFileSync, spawn } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allowedHosts } from '../../live/hosts';
import { curl, startLive, type Live } from './harness';
import { tempDir, track } from '../helpers/cleanup';

const run = promisify(execFile);
let live: Live;
let dir = '';
beforeAll(async () => {
  dir = tempDir('sp-live-guards-');
  live = await startLive();
});
afterAll(async () => {
  await live?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const epoch = async () =>
  (JSON.parse((await curl([`${live.router}/live/status`])).body) as { epoch: number }).epoch;
const port = () => new URL(live.router).port;

describe('changes from another site', () => {
  it('a forged text/plain POST from another origin is refused and changes nothing', async () => {
    const before = await epoch();
    const r = await curl([
      '-X',
      'POST',
      `${live.router}/live/config`,
      '-H',
      'Origin: http://evil.example',
      '-H',
      'Content-Type: text/plain',
      '-d',
      '{"fixes":{"scrubOnFree":true}}',
    ]);
    expect(r.status).toBe(403);
    expect(JSON.parse(r.body)).toMatchObject({ object: 'error', code: 403 });
    expect(await epoch()).toBe(before);
  });

  it('a text/plain body without an Origin is refused too (JSON only)', async () => {
    const before = await epoch();
    const r = await curl([
      `${live.router}/live/config`,
      '-H',
      'Content-Type: text/plain',
      '-d',
      '{"fixes":{"scrubOnFree":true}}',
    ]);
    expect(r.status).toBe(415);
    expect(await epoch()).toBe(before);
  });

  it('JSON from the page this server serves (same origin) or from curl (no Origin) is taken', async () => {
    const before = await epoch();
    const same = await curl([
      `${live.router}/live/config`,
      '-H',
      `Origin: http://127.0.0.1:${port()}`,
      '-d',
      '{"fixes":{"scrubOnFree":true}}',
    ]);
    expect(same.status).toBe(200);
    const plain = await curl([
      `${live.router}/live/config`,
      '-d',
      '{"fixes":{"scrubOnFree":false}}',
    ]);
    expect(plain.status).toBe(200);
    expect(await epoch()).toBe(before + 2);
  });
});

describe('DNS rebinding', () => {
  it('an unknown Host is refused on /live/*; the names of this machine are answered', async () => {
    const evil = await curl([`${live.router}/live/scenario`, '-H', `Host: evil.example:${port()}`]);
    expect(evil.status).toBe(403);
    expect(evil.body).not.toContain('"tenants"');
    for (const host of [`localhost:${port()}`, `127.0.0.1:${port()}`]) {
      const ok = await curl([`${live.router}/live/scenario`, '-H', `Host: ${host}`]);
      expect(ok.status).toBe(200);
    }
  });
});

describe('the API-key check on the path the router matches', () => {
  it.each([
    ['POST', '/%67enerate', '{"text":"hello"}'],
    ['GET', '/%67et_server_info', null],
    ['POST', '/%761/completions', '{"prompt":"hello"}'],
    ['GET', '/%761/models', null],
    ['GET', '/%67et_model_info', null],
  ])('%s %s without a key: 401', async (method, path, body) => {
    const r = await curl([
      '-X',
      method,
      `${live.router}${path}`,
      ...(body === null ? [] : ['-d', body]),
    ]);
    expect(r.status).toBe(401);
  });

  // the router has no tokenizer route (sgl-router server.rs @00eb5eb7 `build_app`, fallback
  // 404): the routed path decides, with or without a key
  it('POST /%74okenize, with a key or without: 404, as /tokenize', async () => {
    for (const key of [[], ['-H', 'Authorization: Bearer a']]) {
      const r = await curl([
        '-X',
        'POST',
        `${live.router}/%74okenize`,
        ...key,
        '-d',
        '{"prompt":"hi"}',
      ]);
      expect(r.status).toBe(404);
    }
  });
});

/** `npm run live` with these options until it is ready or exits; then stopped. */
async function startWith(args: string[]) {
  try {
    const l = await startLive(args);
    await l.stop();
    return { started: true, message: '' };
  } catch (e) {
    return { started: false, message: (e as Error).message };
  }
}

describe('--scenario', () => {
  const incident = readFileSync('public/scenarios/incident.json', 'utf8');

  it('a file with a byte-order mark is read (as simulate reads it)', async () => {
    const f = join(dir, 'bom.json');
    writeFileSync(f, `\ufeff${incident}`);
    expect(await startWith(['--scenario', f])).toEqual({ started: true, message: '' });
  }, 40_000);

  it('a FIFO is refused at once', async () => {
    const f = join(dir, 'fifo.json');
    execFileSync('mkfifo', [f]);
    const r = await startWith(['--scenario', f]);
    expect(r.started).toBe(false);
    expect(r.message).toMatch(/exited with 2: cannot read --scenario .*a named pipe/);
  }, 40_000);

  it('terminal escapes in a scenario are printed escaped', async () => {
    const f = join(dir, 'escape.json');
    writeFileSync(
      f,
      JSON.stringify({ ...(JSON.parse(incident) as object), '\u001b]0;PWNED\u0007evil': 1 }),
    );
    const r = await run(process.execPath, [
      '--import',
      'tsx',
      'live/cli.ts',
      '--scenario',
      f,
    ]).catch((e: { stderr: string; code: number }) => e);
    expect('code' in r && r.code).toBe(2);
    expect(r.stderr).toContain('\\x1b]0;PWNED\\x07evil');
    // eslint-disable-next-line no-control-regex -- looking for control characters is the point
    expect(r.stderr).not.toMatch(/[\u0000-\u0009\u000b-\u001f]/);
  }, 40_000);
});

describe('allowedHosts', () => {
  it('loopback names with the port, the --host given, and every address for a wildcard', () => {
    expect([...allowedHosts('127.0.0.1', 31000, ['10.0.0.5'])].sort()).toEqual(
      ['127.0.0.1:31000', '[::1]:31000', 'localhost:31000'].sort(),
    );
    const wild = allowedHosts('0.0.0.0', 31000, ['10.0.0.5', 'fe80::1']);
    expect(wild.has('10.0.0.5:31000')).toBe(true);
    expect(wild.has('[fe80::1]:31000')).toBe(true);
    expect(wild.has('0.0.0.0:31000')).toBe(false);
    expect(allowedHosts('stage.example', 80, []).has('stage.example')).toBe(true);
  });
});

describe('--host other than loopback', () => {
  it('warns that every prompt is visible and changes need the key, and answers its own name', async () => {
    // 127.0.0.2 is on the loopback network (traffic stays on this machine) but is not one of
    // the names the server treats as loopback, so it stands for a shared address here
    const child = track(
      spawn(
        process.execPath,
        ['--import', 'tsx', 'live/cli.ts', '--host', '127.0.0.2', '--port', '0', '--tick-ms', '5'],
        {
          stdio: ['ignore', 'pipe', 'pipe'],
          // a --host other than loopback needs the facilitator's key (tests/live/classGuards)
          env: { ...process.env, STALE_PAGES_FACILITATOR_KEY: 'facilitator-key-0123456789' },
        },
      ),
    );
    try {
      let out = '';
      let err = '';
      child.stderr.on('data', (d: Buffer) => (err += d.toString()));
      await new Promise<void>((resolve, reject) => {
        child.stdout.on('data', (d: Buffer) => {
          out += d.toString();
          if (out.includes('ready:')) resolve();
        });
        child.once('exit', (code) => reject(new Error(`live exited with ${code}: ${err}`)));
      });
      expect(err).toMatch(/WARNING: listening on 127\.0\.0\.2, not loopback/);
      expect(err).toMatch(/needs the facilitator's key/);
      const router = /router +(http:\S+)/.exec(out)![1]!;
      expect((await curl([`${router}/live/status`])).status).toBe(200);
    } finally {
      await new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      });
    }
  }, 40_000);
});
