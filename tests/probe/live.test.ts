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
    control: { status: number; right: boolean };
    bands: { promptTokens: number; status: number; lengthError: string | null }[];
  };
}

/** The nodes' own /get_server_info, as the README's example reads them. */
const infoFrom = (live: Live) => [
  '--prefill-info',
  `${live.prefill}/get_server_info`,
  '--decode-info',
  `${live.decode}/get_server_info`,
];

function probe(
  live: Live,
  figures: string[] = infoFrom(live),
): Promise<{ code: number; report: Report; stderr: string }> {
  const args = [
    '--import',
    'tsx',
    'scripts/probe.ts',
    '--url',
    live.router,
    ...figures,
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

async function against(args: string[], figures?: (l: Live) => string[]) {
  live = await startLive(args);
  return probe(live, figures?.(live));
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

  for (const fix of ['rejectAtAdmission', 'retireAbortedPrefill'])
    it(`the merged fix ${fix} under sgl-router: SGLang's 400 at every band length, fixed, exit 0`, async () => {
      const r = await against(['--fix', fix, '--router', 'sgl-router']);
      expect(r.report.verdict, r.report.why).toBe('fixed');
      expect(r.code).toBe(0);
      expect(r.report.oracles.output.canaries).toEqual([]);
      expect(r.report.oracles.control).toEqual({ status: 200, right: true });
      const bands = r.report.oracles.bands;
      expect(bands.length).toBe(3);
      expect(new Set(bands.map((b) => b.promptTokens)).size).toBe(3);
      for (const b of bands) expect(b).toMatchObject({ status: 400, lengthError: 'input limit' });
    });

  // issue 34 point 2: a 500 was "fixed" (exit 0) before
  it('the merged fix under mini_lb answers 500 (the transfer timeout): inconclusive, naming 500', async () => {
    const r = await against(['--fix', 'rejectAtAdmission', '--router', 'mini_lb']);
    expect(r.report.verdict, r.report.why).toBe('inconclusive');
    expect(r.code).toBe(3);
    expect(r.report.why).toMatch(/got 500, not SGLang's 400/);
    expect(r.report.oracles.output.canaries).toEqual([]);
  });

  // issue 34 point 2: equal pools were always inconclusive (canaries and control past the
  // decode's 512-token reserve got 500)
  for (const router of ['sgl-router', 'mini_lb'])
    it(`equal pools (mitigated) under ${router}: not exposed, exit 0`, async () => {
      const r = await against(['--scenario', 'equal-pools', '--router', router]);
      expect(r.report.verdict, r.report.why).toBe('not exposed');
      expect(r.code).toBe(0);
      expect(r.report.oracles.control).toEqual({ status: 200, right: true });
    });

  // issue 34 point 2: a wrong prefill pool given as a flag (a cap taken for the pool) gave
  // "not exposed", exit 0, on a vulnerable deployment whose control came back 200 and wrong
  it('wrong pool figures given as flags on a vulnerable deployment: vulnerable, exit 1', async () => {
    // no server info read: the prompts are measured on the node --tokenize-url names
    const r = await against([], (l) => [
      '--tokenize-url',
      l.prefill,
      '--context-length',
      '1048576',
      '--prefill-pool',
      '2040000',
      '--decode-pool',
      '1572864',
      '--page-size',
      '64',
    ]);
    expect(r.report.verdict, r.report.why).toBe('vulnerable');
    expect(r.code).toBe(1);
    expect(r.report.why).toMatch(/wrong answer/);
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
