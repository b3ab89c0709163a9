// @vitest-environment node
/**
 * Record and replay: a live session driven by curl, exported by `GET /live/scenario`, replayed
 * by `npm run simulate` (scripts/simulate.ts, its own process) gives every response's status
 * and isolation as the server answered them. Also: a client that disconnects mid-wait aborts
 * its request in the engine, and the server keeps answering; the export records it (`abortAt`)
 * and its replay gives that request the engine's 499 too.
 */
import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EventSource } from 'eventsource';
import type { Report, RequestSpec } from '../../src/engine';
import { decodeLive, type LiveMessage } from '../../src/wire/live';
import { auth, curl, longPrompt, startLive, type CurlResult, type Live } from './harness';
import { tempDir } from '../helpers/cleanup';

const run = promisify(execFile);

/** The session so far, exported by the server and replayed by scripts/simulate.ts. */
async function replayed(): Promise<{ file: { requests: RequestSpec[] }; report: Report }> {
  const exported = await curl([`${live.router}/live/scenario`]);
  const path = join(tempDir('live-replay-'), 'session.json');
  writeFileSync(path, exported.body);
  const { stdout } = await run(process.execPath, [
    '--import',
    'tsx',
    'scripts/simulate.ts',
    path,
    '--json',
  ]);
  return {
    file: JSON.parse(exported.body) as { requests: RequestSpec[] },
    report: JSON.parse(stdout) as Report,
  };
}

let live: Live;
beforeAll(async () => {
  live = await startLive(['--router', 'mini_lb']);
});
afterAll(async () => {
  await live.stop();
});

describe('live: record and replay', { timeout: 60_000 }, () => {
  it('npm run simulate on the exported session reproduces every status and isolation', async () => {
    const answers: CurlResult[] = [];
    answers.push(
      ...(await Promise.all([longPrompt(live, 'a', 420_000), longPrompt(live, 'b', 240_000)])),
    );
    answers.push(await longPrompt(live, 'c', 380_000));
    answers.push(await longPrompt(live, 'd', 800_000, 24));
    const small = JSON.stringify({
      text: 'short and clean',
      sampling_params: { max_new_tokens: 3 },
    });
    answers.push(await curl([...auth('a'), '-d', small, `${live.router}/generate`]));
    answers.push(await longPrompt(live, 'b', 1_048_576, 1));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200, 400]);
    expect(answers[3]!.headers['x-stand-in-isolation']).toBe('cross-tenant');

    const exported = await curl([`${live.router}/live/scenario`]);
    expect(exported.headers['content-disposition']).toMatch(/live-session\.json/);
    const file = join(tempDir('live-replay-'), 'session.json');
    writeFileSync(file, exported.body);
    const { stdout } = await run(process.execPath, [
      '--import',
      'tsx',
      'scripts/simulate.ts',
      file,
      '--json',
    ]);
    const report = JSON.parse(stdout) as Report;
    const byId = new Map(report.responses.map((r) => [r.request, r]));
    for (const a of answers) {
      const r = byId.get(a.headers['x-stand-in-request']!)!;
      expect(r.httpStatus).toBe(a.status);
      expect(r.isolation).toBe(a.headers['x-stand-in-isolation']);
    }
  });

  it('aborts the request of a client that disconnects, and keeps serving', async () => {
    const es = new EventSource(`${live.router}/live/events`);
    const aborted = new Promise<LiveMessage>((resolve) =>
      es.addEventListener('message', (ev) => {
        const m = decodeLive(ev.data as string);
        if (m?.type === 'abort') resolve(m);
      }),
    );
    // 400 new tokens at 5 ms a tick (2 s) outlast the client's 0.3 s; streamed, because mini_lb
    // cancels a stream whose client leaves, and not a whole answer (docs/live.md)
    const body = JSON.stringify({
      text: 'gone soon',
      stream: true,
      sampling_params: { max_new_tokens: 400 },
    });
    const gone = await curl([
      ...auth('c'),
      '--max-time',
      '0.3',
      '-d',
      body,
      `${live.router}/generate`,
    ]).catch((e: { code?: number }) => e);
    expect((gone as { code?: number }).code).toBe(28); // curl: operation timed out
    const scenario = JSON.parse((await curl([`${live.router}/live/scenario`])).body) as {
      requests: { id: string; text?: string }[];
    };
    const gid = scenario.requests.find((r) => r.text === 'gone soon')?.id;
    expect(gid).toBeDefined();
    try {
      const m = await aborted;
      expect(m.type === 'abort' && m.id).toBe(gid);
    } finally {
      es.close();
    }
    const after = await curl([
      ...auth('a'),
      '-d',
      '{"text":"still here"}',
      `${live.router}/generate`,
    ]);
    expect(after.status).toBe(200);
  });

  it('a client that left mid-wait: the export records it and its replay gives the same 499', async () => {
    // 400 new tokens at 5 ms a tick (2 s) outlast the client's 0.3 s (streamed: see above)
    const body = JSON.stringify({
      text: 'leaves early',
      stream: true,
      sampling_params: { max_new_tokens: 400 },
    });
    const gone = await curl([
      ...auth('b'),
      '--max-time',
      '0.3',
      '-d',
      body,
      `${live.router}/generate`,
    ]).catch((e: { code?: number }) => e);
    expect((gone as { code?: number }).code).toBe(28);
    const after = await curl([
      ...auth('a'),
      '-d',
      '{"text":"answered"}',
      `${live.router}/generate`,
    ]);
    expect(after.status).toBe(200);
    const { file, report } = await replayed();
    const left = file.requests.find((r) => r.text === 'leaves early');
    expect(left?.abortAt).toBeGreaterThanOrEqual(left!.arrival);
    const byId = new Map(report.responses.map((r) => [r.request, r]));
    expect(byId.get(left!.id)?.httpStatus).toBe(499);
    const answered = byId.get(after.headers['x-stand-in-request']!)!;
    expect(answered.httpStatus).toBe(after.status);
    expect(answered.isolation).toBe(after.headers['x-stand-in-isolation']);
  });
});
