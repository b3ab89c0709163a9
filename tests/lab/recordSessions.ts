/**
 * Records the reference sessions of the live challenges (src/lab/challenges/live.ts) against
 * the real stand-in: starts `live/cli.ts` by its own command on an ephemeral port (stopped by
 * its PID), sends the requests with curl as a trainee would, and saves each `GET /live/scenario`
 * export into tests/lab/sessions/. Run again when the live server or the engine changes:
 *
 *   nice -n 10 node --import tsx tests/lab/recordSessions.ts
 *
 * tests/lab/solutions.ts reads these files; tests/lab/challenges.test.ts replays them.
 */
import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { longPrompt, startLive, type Live } from '../live/harness';

/** A GET with curl, its body parsed as JSON (curl fails on an HTTP error: `-f`). */
const getJson = async (url: string): Promise<unknown> =>
  JSON.parse((await promisify(execFile)('curl', ['-sSf', url], { maxBuffer: 64 << 20 })).stdout);

const DIR = join(dirname(fileURLToPath(import.meta.url)), 'sessions');

async function save(live: Live, name: string): Promise<void> {
  const data = await getJson(`${live.router}/live/scenario`);
  writeFileSync(join(DIR, `${name}.json`), JSON.stringify(data, null, 2) + '\n');
  console.log(`saved ${name}.json`);
}

async function session(args: string[], steps: (live: Live) => Promise<void>): Promise<void> {
  const live = await startLive(args);
  // a crash must not leave the server running: stop it by its PID on the way out
  process.once('exit', () => live.child.kill('SIGTERM'));
  try {
    await steps(live);
  } finally {
    await live.stop();
  }
}

const expect = (got: number, want: number, what: string) => {
  if (got !== want) throw new Error(`${what}: HTTP ${got}, expected ${want}`);
};

/** Tenants A, B and C fill the decode pool (the stage recipe in docs/live.md, step 2). */
async function fill(live: Live): Promise<void> {
  for (const [t, n] of [
    ['a', 420_000],
    ['b', 240_000],
    ['c', 380_000],
  ] as const)
    expect((await longPrompt(live, t, n)).status, 200, `tenant ${t}`);
}

// the incident's deployment: the pool filled (a wrong answer), then D's over-long prompt leaks
await session([], async (live) => {
  await fill(live);
  await save(live, 'canary-quiet');
  const d = await longPrompt(live, 'd', 800_000, 24);
  expect(d.status, 200, 'tenant d');
  await save(live, 'canary-leak');
});

// issue #30233's deployment: one token below the band (served), one page inside it (a wrong
// answer: not the band's first length), then the band's first length
await session(['--scenario', 'issue-30233'], async (live) => {
  const info = (await getJson(`${live.prefill}/get_server_info`)) as { max_req_input_len: number };
  const from = info.max_req_input_len;
  expect((await longPrompt(live, 'a', from - 1)).status, 200, 'below the band');
  await longPrompt(live, 'a', from + 64);
  await save(live, 'band-inside');
  await longPrompt(live, 'a', from);
  await save(live, 'band-edge');
});

// the incident's deployment with the admission check on: the same attack gets 400
await session(['--fix', 'rejectAtAdmission'], async (live) => {
  await fill(live);
  expect((await longPrompt(live, 'd', 800_000, 24)).status, 400, 'tenant d, fixed');
  await save(live, 'fix-400');
});
