// @vitest-environment node
/**
 * Every command's output is complete whatever stdout is. Writes to a pipe are asynchronous in
 * node, and the scripts call `process.exit()` right after their output: a class's results
 * through a pipe stopped at 65,536 bytes, invalid JSON, with exit 0 (red-team report H6). The
 * scripts write through scripts/cli.ts's `writeOut`/`writeErr`, which finish before they
 * return; a reader that leaves early (EPIPE) ends the output quietly.
 */
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROGRESS_FORMAT } from '../../src/lab';
import { TSX_ARGS, TSX_NODE } from '../helpers/script';
import { SOLUTIONS } from './solutions';
import { tempDir, track } from '../helpers/cleanup';

/** Trainees in the class: their results as JSON are far above a pipe's 64 KiB. */
const TRAINEES = 400;
let dir = '';

beforeAll(() => {
  dir = tempDir('sp-pipe-');
  const solution = SOLUTIONS['make-a-leak']!.good();
  for (let i = 0; i < TRAINEES; i++)
    writeFileSync(
      join(dir, `trainee-${String(i).padStart(3, '0')}.json`),
      JSON.stringify({
        format: PROGRESS_FORMAT,
        version: 1,
        trainee: `Trainee ${i} ${'x'.repeat(60)}`,
        entries: [{ challenge: 'make-a-leak', solved: true, solution }],
      }),
    );
});
afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

interface Run {
  code: number;
  stdout: Buffer;
  stderr: string;
}

/**
 * Runs lab:verify with its stdout a real pipe (a shell pipeline: node's own `spawn` gives a
 * child a socket pair, not a pipe) into `reader`: `cat` reads everything, `head -c 1` leaves
 * after one byte. The command's exit code comes back through a file (the pipeline's is the
 * reader's).
 */
function verify(args: string[], reader = 'cat'): Promise<Run> {
  const status = join(dir, 'status.txt');
  rmSync(status, { force: true });
  const script = `{ "$@"; echo $? > "$STATUS"; } | ${reader}`;
  const argv = [TSX_NODE, ...TSX_ARGS, 'scripts/lab-verify.ts', ...args];
  return new Promise((resolve, reject) => {
    const child = track(
      spawn('sh', ['-c', script, 'sh', ...argv], {
        stdio: ['ignore', 'pipe', 'pipe'],
        env: { ...process.env, STATUS: status },
      }),
    );
    const out: Buffer[] = [];
    let err = '';
    child.stdout.on('data', (c: Buffer) => out.push(c));
    child.stderr.on('data', (c: Buffer) => (err += c.toString('utf8')));
    child.on('error', reject);
    child.on('close', () => {
      const code = Number(readFileSync(status, 'utf8').trim());
      resolve({ code, stdout: Buffer.concat(out), stderr: err });
    });
  });
}

describe('a class of results through a pipe', () => {
  it('--json is whole: it parses, with a row for every trainee', async () => {
    const r = await verify([dir, '--json']);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout.length).toBeGreaterThan(65_536);
    const results = JSON.parse(r.stdout.toString('utf8')) as { rows: { trainee: string }[] };
    expect(results.rows).toHaveLength(TRAINEES);
    expect(results.rows.at(-1)!.trainee).toMatch(`Trainee ${TRAINEES - 1} `);
  }, 60_000);

  it('--csv is whole: a line for every trainee', async () => {
    const r = await verify([dir, '--csv']);
    expect(r.code).toBe(0);
    const lines = r.stdout.toString('utf8').trimEnd().split('\n');
    expect(lines).toHaveLength(TRAINEES + 1);
    expect(lines.at(-1)).toContain(`Trainee ${TRAINEES - 1} `);
  }, 60_000);

  it('a reader that leaves early ends it quietly, with the exit code of the results', async () => {
    const r = await verify([dir, '--json'], 'head -c 1');
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
  }, 60_000);
});

describe('every command writes through the shared writer', () => {
  it('no script writes to process.stdout or process.stderr itself', () => {
    const scripts = readdirSync('scripts', { recursive: true, encoding: 'utf8' }).filter(
      (f) => f.endsWith('.ts') && !f.startsWith('bench'),
    );
    expect(scripts).toContain('probe.ts');
    const offenders = scripts.filter((f) =>
      /process\.std(out|err)\.write\(/.test(readFileSync(join('scripts', f), 'utf8')),
    );
    expect(offenders).toEqual([]);
  });
});
