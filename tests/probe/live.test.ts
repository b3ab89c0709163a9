// @vitest-environment node
/**
 * Issue 20 point 2: the probe end to end against the real `npm run live` stand-in (its own
 * process on 127.0.0.1 and ephemeral ports, stopped by its PID): the incident is vulnerable under
 * both routers; the merged fixes and a prefill pool at or above the context are fixed or not
 * exposed; with pages scrubbed on free the status oracle still fails while no canary leaks.
 */
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startLive, type Live } from '../live/harness';
import { track } from '../helpers/cleanup';

const root = join(__dirname, '..', '..');

interface Report {
  verdict: string;
  exit: number;
  why: string;
  oracles: {
    status: { got: number; pass: boolean };
    output: { right: boolean; canaries: string[] };
  };
}

function probe(live: Live): Promise<{ code: number; report: Report; stderr: string }> {
  const args = [
    '--import',
    'tsx',
    'scripts/probe.ts',
    '--url',
    live.router,
    '--prefill-info',
    `${live.prefill}/get_server_info`,
    '--decode-info',
    `${live.decode}/get_server_info`,
    '--key',
    'a',
    '--key',
    'b',
    '--json',
  ];
  return new Promise((resolve, reject) => {
    const child = track(spawn(process.execPath, args, { cwd: root }));
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    child.on('close', (code) => {
      try {
        resolve({ code: code ?? -1, report: JSON.parse(stdout) as Report, stderr });
      } catch {
        reject(new Error(`probe exited ${code}: ${stderr}`));
      }
    });
  });
}

let live: Live | null = null;
afterEach(async () => {
  await live?.stop();
  live = null;
});

async function against(args: string[]) {
  live = await startLive(args);
  return probe(live);
}

describe('npm run probe against npm run live', { timeout: 240_000 }, () => {
  for (const router of ['sgl-router', 'mini_lb'])
    it(`the incident under ${router}: vulnerable, A's canary in B's 200 answer, exit 1`, async () => {
      const r = await against(['--router', router]);
      expect(r.code).toBe(1);
      expect(r.report.verdict).toBe('vulnerable');
      expect(r.report.oracles.status).toMatchObject({ got: 200, pass: false });
      expect(r.report.oracles.output.canaries.length).toBeGreaterThan(0);
    });

  for (const [fix, router] of [
    ['rejectAtAdmission', 'sgl-router'],
    ['rejectAtAdmission', 'mini_lb'],
    ['retireAbortedPrefill', 'sgl-router'],
    ['retireAbortedPrefill', 'mini_lb'],
  ] as const)
    it(`the merged fix ${fix} under ${router}: fixed, no canary, exit 0`, async () => {
      const r = await against(['--fix', fix, '--router', router]);
      expect(r.report.verdict, r.report.why).toBe('fixed');
      expect(r.code).toBe(0);
      expect(r.report.oracles.output.canaries).toEqual([]);
      expect(r.report.oracles.status.got).not.toBe(200);
    });

  it('a prefill pool at or above the context (pool-2x): not exposed, exit 0', async () => {
    const r = await against(['--scenario', 'pool-2x']);
    expect(r.report.verdict, r.report.why).toBe('not exposed');
    expect(r.code).toBe(0);
  });

  it('scrubOnFree: the status oracle fails (200) while no canary leaks, and the verdict says so', async () => {
    const r = await against(['--fix', 'scrubOnFree']);
    expect(r.code).toBe(1);
    expect(r.report.oracles.status).toMatchObject({ got: 200, pass: false });
    expect(r.report.oracles.output).toMatchObject({ right: false, canaries: [] });
    expect(r.report.why).toMatch(
      /got 200 \(the status oracle fails\); no canary of tenant A was found in the answer, but the answer is wrong/,
    );
  });
});
