// @vitest-environment node
/**
 * The live challenges' commands run as written, against the address a trainee is given: every
 * command names the deployment as `$BASE`, and with `BASE` set to a real stand-in (live/cli.ts,
 * its own process on 127.0.0.1 and an ephemeral port, stopped by its PID) the canary's story,
 * run in bash word for word (only its T and N filled in), leaks across tenants and saves a
 * session that solves the challenge. No challenge text names a host or a port.
 */
import { execFile } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtinChallenges, checkSolution, type Challenge } from '../../src/lab';
import { getDict } from '../../src/i18n';
import { lab as en } from '../../src/i18n/en/lab';
import { lab as fr } from '../../src/i18n/fr/lab';
import { lab as nl } from '../../src/i18n/nl/lab';
import { tempDir } from '../helpers/cleanup';
import { startLive, type Live } from '../live/harness';
import { challenge } from './solutions';

const run = promisify(execFile);
const LANGS = ['en', 'fr', 'nl'] as const;

/** An address written into a text: a loopback host, a URL with a host, or a port number. */
const ADDRESS = /127\.0\.0\.1|localhost|https?:\/\/[a-z0-9]|:\d{4,5}\b|\bport \d+|\bpoort \d+/i;

const texts = (ch: Challenge) =>
  LANGS.flatMap((l) =>
    [ch.title, ch.story, ch.explanation.text, ...ch.hints].map((t) => t[l] ?? ''),
  );
/** The backticked commands of a text. */
const commands = (text: string) => [...text.matchAll(/`([^`]+)`/g)].map((m) => m[1]!);

describe('no challenge text names a host or a port', () => {
  it('every built-in challenge, in every language, and the live steps', () => {
    for (const ch of builtinChallenges())
      for (const text of texts(ch)) expect(text, ch.id).not.toMatch(ADDRESS);
    for (const dict of [en, fr, nl, getDict('en')])
      for (const [k, v] of Object.entries(dict))
        if (k.startsWith('lab.session.')) expect(v, k).not.toMatch(ADDRESS);
  });

  it('every live command names the deployment as $BASE', () => {
    for (const ch of builtinChallenges().filter((c) => 'live' in c.goal))
      for (const l of LANGS)
        for (const cmd of commands(ch.story[l] ?? '').filter((c) => c.startsWith('curl')))
          expect(cmd, `${ch.id} ${l}`).toMatch(/"\$BASE\//);
  });
});

describe('the canary’s commands, run as written', { timeout: 120_000 }, () => {
  let live: Live;
  const dir = tempDir('lab-kit-cmd-');
  beforeAll(async () => {
    live = await startLive();
  });
  afterAll(async () => {
    await live?.stop();
    rmSync(dir, { recursive: true, force: true });
  });
  const bash = (cmd: string) =>
    run('bash', ['-c', cmd], {
      cwd: dir,
      env: { ...process.env, BASE: live.router },
      maxBuffer: 64 * 1024 * 1024,
    });

  it('leaks across tenants and saves a session that solves the challenge', async () => {
    const ch = challenge('live-canary');
    const cmds = commands(ch.story.en);
    const send = cmds.find((c) => c.startsWith('send() {'))!;
    const save = cmds.find((c) => c.includes('> session.json'))!;
    expect(send).toBeDefined();
    expect(save).toBeDefined();
    // the story's definition, then `send T N` as the story says to call it
    expect(cmds).toContain('send T N');
    const fill = (t: string, n: number) => `${send}\nsend ${t} ${n}`;
    for (const [t, n] of [
      ['a', 420_000],
      ['b', 240_000],
      ['c', 380_000],
    ] as const) {
      const { stdout } = await bash(fill(t, n));
      expect(stdout).toMatch(/^HTTP\/1\.1 200/);
    }
    const attack = await bash(fill('d', 800_000));
    expect(attack.stdout).toMatch(/^HTTP\/1\.1 200/);
    expect(attack.stdout).toMatch(/x-stand-in-isolation: cross-tenant/i);
    await bash(save);
    const session = JSON.parse(readFileSync(join(dir, 'session.json'), 'utf8')) as unknown;
    expect(checkSolution(ch, { session })).toEqual({ solved: true, reason: '' });
  });

  it('the fix challenge’s switch command, with a team key, makes the attack get 400', async () => {
    const keyFile = join(dir, 'facilitator.key');
    const key = 'kit-test-key-0123456789';
    writeFileSync(keyFile, `${key}\n`);
    const keyed = await startLive(['--facilitator-key-file', keyFile]);
    try {
      const cmds = commands(challenge('live-fix-400').story.en);
      const config = cmds.find((c) => c.includes('/live/config'))!;
      const send = commands(challenge('live-canary').story.en).find((c) =>
        c.startsWith('send() {'),
      )!;
      const env = { ...process.env, BASE: keyed.router, KEY: key };
      const sh = (cmd: string) => run('bash', ['-c', cmd], { cwd: dir, env });
      // without the key the switch is refused; with it the nodes restart with the fix on
      const refused = await run('bash', ['-c', config.replace('NAME', 'rejectAtAdmission')], {
        cwd: dir,
        env: { ...env, KEY: 'not-the-key-0123456789' },
      });
      expect(refused.stdout).not.toMatch(/"rejectAtAdmission":true/);
      expect(refused.stdout).toMatch(/key/i);
      const on = await sh(config.replace('NAME', 'rejectAtAdmission'));
      expect(on.stdout).toMatch(/"rejectAtAdmission":true/);
      const attack = await sh(`${send}\nsend d 800000`);
      expect(attack.stdout).toMatch(/^HTTP\/1\.1 400/);
    } finally {
      await keyed.stop();
    }
  });

  it('the kit’s setup check answers with a JSON list', async () => {
    const kit = readFileSync('docs/workshop.md', 'utf8');
    const check = commands(kit).find((c) => c.includes('"$BASE/v1/models"'))!;
    expect(check).toBeDefined();
    const { stdout } = await bash(check);
    expect((JSON.parse(stdout) as { data: unknown[] }).data.length).toBeGreaterThan(0);
  });

  it('the band challenge’s server-info command answers with the prefill node’s figures', async () => {
    const cmd = commands(challenge('live-server-info').story.en).find((c) =>
      c.includes('/get_server_info'),
    )!;
    const { stdout } = await bash(cmd);
    const info = JSON.parse(stdout) as { max_req_input_len?: number };
    expect(info.max_req_input_len).toBeGreaterThan(0);
  });
});
