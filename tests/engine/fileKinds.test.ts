// @vitest-environment node
/**
 * Every command that reads a file refuses a FIFO, a device or a directory at once (red-team
 * report M4: `lab:validate` and `probe --info-file` waited forever on a FIFO or /dev/zero).
 * scripts/readFile.ts looks at what the path is before it opens it.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TSX_ARGS, TSX_NODE } from '../helpers/script';
import { tempDir } from '../helpers/cleanup';

let dir = '';
let fifo = '';
beforeAll(() => {
  dir = tempDir('sp-kinds-');
  fifo = join(dir, 'pipe.json');
  execFileSync('mkfifo', [fifo]);
});
afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** A command as a user runs it; killed (and the test failed) if it waits on the file. */
function run(script: string, args: string[]) {
  const r = spawnSync(TSX_NODE, [...TSX_ARGS, `scripts/${script}.ts`, ...args], {
    encoding: 'utf8',
    // a bound for a loaded machine (a tsx start took over 15 s at a load average of 30): a
    // command that waits on the file never ends
    timeout: 60_000,
  });
  expect(r.signal, `${script} ${args.join(' ')} was still waiting`).toBeNull();
  return r;
}

const probeArgs = (file: string) => [
  '--url',
  'http://127.0.0.1:9',
  '--info-file',
  file,
  '--key',
  'a',
  '--key',
  'b',
  '--dry-run',
];

describe.each([
  ['a FIFO', () => fifo, 'a named pipe (FIFO), not a regular file'],
  ['/dev/zero', () => '/dev/zero', 'a device, not a regular file'],
  ['a directory', () => dir, 'a directory, not a file'],
])('%s', (_name, path, why) => {
  it('lab:validate refuses it', () => {
    const r = run('lab-validate', [path()]);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain(`cannot read ${path()}: ${why}`);
  }, 30_000);
  it('simulate refuses it', () => {
    const r = run('simulate', [path()]);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain(`cannot read ${path()}: ${why}`);
  }, 30_000);
  it('probe --info-file refuses it: inconclusive, nothing sent', () => {
    const r = run('probe', probeArgs(path()));
    expect(r.status).toBe(3);
    expect(r.stderr).toContain(`${path()}: ${why}`);
  }, 30_000);
});

describe('lab:verify', () => {
  it('refuses a FIFO given as a progress file', () => {
    const r = run('lab-verify', [fifo]);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain(`cannot read ${fifo}: a named pipe (FIFO), not a regular file`);
  }, 30_000);
});
