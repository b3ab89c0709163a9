// @vitest-environment node
/**
 * The probe's JSON report has the same fields on every exit path (issue 34 point 4): 1 against
 * the real `npm run live` stand-in (its own process on 127.0.0.1, stopped by its PID), with the
 * SGLang version each node reports; 2 for a refused command line and a refused target; 3 when
 * the figures cannot be read. Each holds the committed schema's required fields in order, the
 * tool's version and start and end times.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startLive, type Live } from '../live/harness';
import { track } from '../helpers/cleanup';

const root = join(__dirname, '..', '..');
const schema = JSON.parse(
  readFileSync(join(root, 'public/schemas/probe-report.schema.json'), 'utf8'),
) as { required: string[]; properties: { schemaVersion: { const: number } } };
const version = (
  JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string }
).version;

function probe(args: string[]) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    const child = track(
      spawn(process.execPath, ['--import', 'tsx', 'scripts/probe.ts', ...args, '--json'], {
        cwd: root,
        env: { ...process.env, STALE_PAGES_API_KEY: '' },
      }),
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    child.on('close', (code) => resolve({ code: code ?? -1, stdout, stderr }));
  });
}

/** The report on stdout, held to the schema's fields and the run's facts. */
function report(r: { code: number; stdout: string; stderr: string }) {
  let j: Record<string, unknown>;
  try {
    j = JSON.parse(r.stdout) as Record<string, unknown>;
  } catch {
    throw new Error(`no JSON report on stdout (exit ${r.code}): ${r.stderr}`);
  }
  expect(Object.keys(j)).toEqual(schema.required);
  expect(j.schemaVersion).toBe(schema.properties.schemaVersion.const);
  expect(j.tool).toEqual({ name: 'stale-pages probe', version });
  const [start, end] = [Date.parse(j.startedAt as string), Date.parse(j.endedAt as string)];
  expect(Number.isFinite(start) && Number.isFinite(end) && start <= end).toBe(true);
  expect(j.exit).toBe(r.code);
  return j;
}

let live: Live | null = null;
afterAll(async () => {
  await live?.stop();
});

describe('the JSON report on every exit path', { timeout: 240_000 }, () => {
  it('exit 1 (vulnerable): the SGLang version each node reports', async () => {
    live = await startLive([]);
    const r = await probe([
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
    ]);
    const j = report(r);
    expect(j.verdict).toBe('vulnerable');
    const info = (await (await fetch(`${live.prefill}/get_server_info`)).json()) as {
      version: string;
    };
    expect(j.sglangVersions).toEqual({ prefill: info.version, decode: info.version });
  });

  it('exit 2: an unknown option and a target not on this machine, each with the report', async () => {
    const bad = report(await probe(['--url', 'http://127.0.0.1:1', '--kye', 'a']));
    expect(bad).toMatchObject({ verdict: 'refused', exit: 2, figures: null, requests: [] });
    const remote = report(await probe(['--url', 'http://192.0.2.7:30000']));
    expect(remote).toMatchObject({ verdict: 'refused', url: 'http://192.0.2.7:30000/' });
    expect(remote.why).toMatch(/not on this machine/);
  });

  it('exit 3 before any prompt (figures unreadable): the same fields, null where unknown', async () => {
    const j = report(await probe(['--url', 'http://127.0.0.1:9']));
    expect(j).toMatchObject({ verdict: 'inconclusive', plan: null, oracles: null, requests: [] });
    expect(j.sglangVersions).toEqual({ prefill: null, decode: null });
  });
});
