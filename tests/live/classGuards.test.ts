// @vitest-environment node
/**
 * The options that go with a class (the class secret and the facilitator's key required,
 * per-deployment options refused, a bad class file reported field by field) and with a
 * `--host` other than loopback (the facilitator's key required): read by readOptions, and
 * through the command itself, which refuses to start with the message and exit status 2.
 */
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readOptions } from '../../live/options';
import { tempDir } from '../helpers/cleanup';

const KEY = 'red-team-key-0123456789';
const ok = { format: 'stale-pages-class', version: 1, teams: [{ id: 'red', key: KEY }] };

describe('options for a class and for a shared network', () => {
  const dir = tempDir('sp-class-options-');
  const file = (name: string, text: string) => {
    const p = join(dir, name);
    writeFileSync(p, text);
    return p;
  };
  const classFile = file('class.json', JSON.stringify(ok));
  const secret = file('s', 'class-secret-0123456789abcdef\n');
  const key = file('k', 'facilitator-key-0123456789\n');
  const base = ['--class', classFile, '--secret-file', secret, '--facilitator-key-file', key];

  it('a class needs the class secret and the facilitator’s key', () => {
    const r = readOptions(base, {});
    expect(r.ok && r.options.classPlan?.teams.map((t) => t.id)).toEqual(['red']);
    expect(readOptions(['--class', classFile, '--facilitator-key-file', key], {})).toMatchObject({
      ok: false,
      message: /--class needs the class secret/,
    });
    expect(readOptions(['--class', classFile, '--secret-file', secret], {})).toMatchObject({
      ok: false,
      message: /--class needs the facilitator’s key|--class needs the facilitator's key/,
    });
    // or from the environment
    const env = readOptions(['--class', classFile], {
      STALE_PAGES_CLASS_SECRET: 'class-secret-0123456789abcdef',
      STALE_PAGES_FACILITATOR_KEY: 'facilitator-key-0123456789',
    });
    expect(env.ok).toBe(true);
  });

  it('refuses a deployment option beside --class, and a team key that is the facilitator’s', () => {
    expect(
      readOptions([...base, '--scenario', 'incident', '--fix', 'scrubOnFree'], {}),
    ).toMatchObject({
      ok: false,
      message: /--scenario, --fix cannot go with --class/,
    });
    const same = file(
      'same.json',
      JSON.stringify({ ...ok, teams: [{ id: 'red', key: 'facilitator-key-0123456789' }] }),
    );
    expect(
      readOptions(['--class', same, '--secret-file', secret, '--facilitator-key-file', key], {}),
    ).toMatchObject({ ok: false, message: /team red's key is the facilitator's key/ });
    const bad = file('bad.json', JSON.stringify({ ...ok, teams: [{ id: 'red' }] }));
    expect(
      readOptions(['--class', bad, '--secret-file', secret, '--facilitator-key-file', key], {}),
    ).toMatchObject({
      ok: false,
      message: /invalid class file .*\n {2}\$\.teams\[0\]\.key: required/,
    });
  });

  it('a --host other than loopback needs the facilitator’s key', () => {
    for (const host of ['0.0.0.0', '10.1.2.3', '127.0.0.2'])
      expect(readOptions(['--host', host], {})).toMatchObject({
        ok: false,
        message: new RegExp(
          `--host ${host.replaceAll('.', '\\.')} is not loopback: .*facilitator's key is required`,
        ),
      });
    for (const host of ['127.0.0.1', 'localhost', '::1'])
      expect(readOptions(['--host', host], {}).ok).toBe(true);
    const r = readOptions(['--host', '0.0.0.0', '--facilitator-key-file', key], {});
    expect(r.ok && r.options.facilitatorKey).toBe('facilitator-key-0123456789');
    expect(
      readOptions(['--host', '0.0.0.0'], { STALE_PAGES_FACILITATOR_KEY: 'short' }),
    ).toMatchObject({ ok: false, message: /at least 16 printable characters/ });
  });
});

describe('the command refuses to start', () => {
  const dir = tempDir('sp-class-cli-');
  const cli = (args: string[]) =>
    spawnSync(process.execPath, ['--import', 'tsx', 'live/cli.ts', '--port', '0', ...args], {
      encoding: 'utf8',
      timeout: 30_000,
      env: { ...process.env, STALE_PAGES_FACILITATOR_KEY: '', STALE_PAGES_CLASS_SECRET: '' },
    });
  it('on a --host other than loopback without the facilitator’s key', () => {
    const r = cli(['--host', '127.0.0.2']);
    expect(r.status).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(
      /--host 127\.0\.0\.2 is not loopback: .* a facilitator's key is required\. Give --facilitator-key-file FILE/,
    );
  }, 40_000);
  it('with a bad class file, listing every problem', () => {
    const file = join(dir, 'class.json');
    writeFileSync(file, JSON.stringify({ ...ok, teams: [{ id: 'Red', key: 'short' }] }));
    const secret = join(dir, 's');
    writeFileSync(secret, 'class-secret-0123456789abcdef');
    const key = join(dir, 'k');
    writeFileSync(key, 'facilitator-key-0123456789');
    const r = cli(['--class', file, '--secret-file', secret, '--facilitator-key-file', key]);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/\$\.teams\[0\]\.id: must be 1 to 32 lowercase/);
    expect(r.stderr).toMatch(/\$\.teams\[0\]\.key: must have 16 to 200 characters/);
  }, 40_000);
});
