// @vitest-environment node
/** The runner with hostile input: control characters in names, odd encodings, endless files. */
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TSX_ARGS, TSX_NODE } from '../helpers/script';
import { tempDir } from '../helpers/cleanup';

const sim = (...args: string[]) =>
  spawnSync(TSX_NODE, [...TSX_ARGS, 'scripts/simulate.ts', ...args], {
    encoding: 'utf8',
    cwd: process.cwd(),
    timeout: 30_000,
  });
const dir = tempDir('sp-runner-');
const incident = readFileSync('public/scenarios/incident.json', 'utf8');

/** Retitles the terminal (OSC 0 … BEL), then clears the screen (CSI 2J). */
const HOSTILE = '\u001b]0;owned\u0007\u001b[2J';
// eslint-disable-next-line no-control-regex -- looking for control characters is the point
const CONTROL = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/;

function file(name: string, content: string | Uint8Array): string {
  const f = join(dir, name);
  writeFileSync(f, content);
  return f;
}

describe('control characters in the runner output', () => {
  const evil = { ...(JSON.parse(incident) as object), name: `evil ${HOSTILE}` };

  it('shows them escaped in the table', () => {
    const r = sim(file('evil.json', JSON.stringify(evil)));
    expect(r.status).toBe(0);
    expect(r.stdout).not.toMatch(CONTROL);
    expect(r.stdout).toContain('scenario: evil \\x1b]0;owned\\x07\\x1b[2J');
  }, 30_000);

  it('leaves --json as JSON (escaped by JSON itself, the name intact)', () => {
    const r = sim(file('evil.json', JSON.stringify(evil)), '--json');
    expect(r.status).toBe(0);
    expect(r.stdout).not.toMatch(CONTROL);
    expect((JSON.parse(r.stdout) as { scenario: string }).scenario).toBe(`evil ${HOSTILE}`);
  }, 30_000);

  it('shows them escaped in the problems on stderr', () => {
    const r = sim(file(`bad${'\u0007'}.json`, JSON.stringify({ name: 'x', [HOSTILE]: 1 })));
    expect(r.status).toBe(2);
    expect(r.stderr).not.toMatch(CONTROL);
    expect(r.stderr).toContain('$.\\x1b]0;owned\\x07\\x1b[2J: unknown field');
    expect(r.stderr).toContain('bad\\x07.json');
  }, 30_000);

  it('shows them escaped in usage errors', () => {
    const r = sim(`nope${HOSTILE}`);
    expect(r.status).toBe(2);
    expect(r.stderr).not.toMatch(CONTROL);
    expect(r.stderr).toContain('nope\\x1b]0;owned');
  }, 30_000);
});

describe('encodings and size', () => {
  const utf8 = Buffer.from(incident, 'utf8');

  it('accepts a UTF-8 file with a byte-order mark', () => {
    const r = sim(file('bom.json', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), utf8])));
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/d1\s+d\s+800,000\s+200\s+cross-tenant/);
  }, 30_000);

  it('refuses a UTF-16LE file', () => {
    const le = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(incident, 'utf16le')]);
    const r = sim(file('utf16.json', le));
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/utf16\.json: the file is UTF-16 \(LE, byte-order mark\); save it/);
  }, 30_000);

  it('refuses invalid UTF-8, naming the byte offset', () => {
    const at = utf8.indexOf('Tenant A');
    const bad = Buffer.concat([utf8.subarray(0, at), Buffer.from([0xe9]), utf8.subarray(at)]);
    const r = sim(file('latin1.json', bad));
    expect(r.status).toBe(2);
    expect(r.stderr).toContain(
      `not valid UTF-8: byte 0xE9 at byte offset ${at.toLocaleString('en-US')}`,
    );
  }, 30_000);

  it('refuses a file over 5 MB by its size, before reading it', () => {
    const big = Buffer.alloc(5 * 1024 * 1024 + 1, 0x20);
    const r = sim(file('big.json', big));
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('the file has 5,242,881 bytes, more than the 5,242,880 bytes');
  }, 30_000);

  it('refuses /dev/zero at once instead of reading forever (a device is not a file)', () => {
    const r = sim('/dev/zero');
    expect(r.error).toBeUndefined(); // not killed by the timeout
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('cannot read /dev/zero: a device, not a regular file');
  }, 30_000);
});
