// @vitest-environment node
/**
 * The probe through a router as SGLang's behave (issue 34 point 1), against the real
 * `npm run live` stand-in (its own process on 127.0.0.1, stopped by its PID) behind a front
 * that refuses `/tokenize` as sgl-router and mini_lb do: prompts measured on a node
 * (--tokenize-url), or a clear inconclusive; SGLang's single --api-key read from the
 * environment or a file, never from the command line, and sent on /get_server_info; an
 * overall deadline.
 */
import { spawn } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { startLive, type Live } from '../live/harness';
import { tempDir, track } from '../helpers/cleanup';
import { startFront, type Front } from './routerFront';

const root = join(__dirname, '..', '..');
const dir = tempDir('probe-router-');
afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface Report {
  verdict: string;
  exit: number;
  why: string;
}

function probe(args: string[], env: Record<string, string> = {}) {
  return new Promise<{ code: number; report: Report | null; stdout: string; stderr: string }>(
    (resolve) => {
      const child = track(
        spawn(process.execPath, ['--import', 'tsx', 'scripts/probe.ts', ...args, '--json'], {
          cwd: root,
          env: { ...process.env, STALE_PAGES_API_KEY: '', ...env },
        }),
      );
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
      child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
      child.on('close', (code) => {
        let report: Report | null = null;
        try {
          report = JSON.parse(stdout) as Report;
        } catch {
          // no JSON: the test says so with stderr
        }
        resolve({ code: code ?? -1, report, stdout, stderr });
      });
    },
  );
}

let live: Live | null = null;
let front: Front | null = null;
afterEach(async () => {
  await front?.close();
  await live?.stop();
  front = null;
  live = null;
});

async function behindFront(args: string[]) {
  live = await startLive(args);
  front = await startFront(live.router);
  return { live, front };
}

const infos = (l: Live) => [
  '--prefill-info',
  `${l.prefill}/get_server_info`,
  '--decode-info',
  `${l.decode}/get_server_info`,
];

describe('npm run probe through a router without /tokenize', { timeout: 240_000 }, () => {
  it('without --tokenize-url: inconclusive (exit 3), saying the router has none and what to give', async () => {
    const { live: l, front: f } = await behindFront([]);
    const r = await probe(['--url', f.url, ...infos(l), '--key', 'a', '--key', 'b']);
    expect(r.code, r.stderr).toBe(3);
    expect(r.report?.why).toMatch(/the router has no \/tokenize .* give --tokenize-url/);
  });

  it("SGLang's single --api-key from the environment, keyed node reads, sizes on a node: vulnerable", async () => {
    const { live: l, front: f } = await behindFront(['--api-key', 'k3y-s3cret']);
    const r = await probe(['--url', f.url, ...infos(l), '--tokenize-url', l.prefill], {
      STALE_PAGES_API_KEY: 'k3y-s3cret',
    });
    expect(r.report?.verdict, `${r.report?.why} ${r.stderr}`).toBe('vulnerable');
    expect(r.code).toBe(1);
    // the key is never printed whole
    expect(r.stdout + r.stderr).not.toContain('k3y-s3cret');
  });

  it('the key from --api-key-file, on a fixed release: fixed (exit 0)', async () => {
    const { live: l, front: f } = await behindFront([
      '--api-key',
      'file-key-1',
      '--fix',
      'rejectAtAdmission',
    ]);
    const file = join(dir, 'key.txt');
    writeFileSync(file, 'file-key-1\n');
    const r = await probe([
      '--url',
      f.url,
      ...infos(l),
      '--tokenize-url',
      l.prefill,
      '--api-key-file',
      file,
    ]);
    expect(r.report?.verdict, `${r.report?.why} ${r.stderr}`).toBe('fixed');
    expect(r.code).toBe(0);
  });

  it('--deadline: the run stops there, inconclusive (exit 3), with the report so far', async () => {
    live = await startLive(['--tick-ms', '50']);
    const r = await probe([
      '--url',
      live.router,
      ...infos(live),
      '--key',
      'a',
      '--key',
      'b',
      '--deadline',
      '1',
    ]);
    expect(r.code, r.stderr).toBe(3);
    expect(r.report?.why).toMatch(/the deadline of 1 s passed/);
  });
});
