// @vitest-environment node
/**
 * A stream reads the decode node's own outcome under sgl-router too (src/engine/router.ts
 * `decideAnswer`, docs/live.md "Errors"): with "Reject at admission" on, an over-long prompt
 * sent plainly gets the prefill's relayed 400; sent as a stream, both nodes answer 200 at once,
 * the gateway passes the decode's stream on, and the client reads the decode's transfer timeout
 * in it, as the abort chunk a scheduler abort is in a stream (dispatch.rs @03744dbe: `prefill_failed` is a non-2xx status). The saved session says
 * which request was a stream, so a replay gives the same answers.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_FIXES, parseScenario, simulate, type Scenario } from '../../src/engine';
import { a1 } from '../engine/a1Scenario';
import { tempDir } from '../helpers/cleanup';
import { startLive, type Live } from './harness';
import { events, get } from './sglang-api/client';

let live: Live;
beforeAll(async () => {
  live = await startLive(['--fix', 'rejectAtAdmission']);
});
afterAll(async () => live?.stop());

/** D's 800,000-token body (the stand-in's example), sent plainly or as a stream. */
async function send(stream: boolean) {
  const example = await fetch(
    `${live.router}/live/examples/long.json?tenant=d&tokens=800000&max_new_tokens=8`,
  );
  const body = { ...((await example.json()) as Record<string, unknown>), stream };
  const r = await fetch(`${live.router}/generate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: 'Bearer d' },
    body: JSON.stringify(body),
  });
  return { status: r.status, text: await r.text() };
}

describe('a stream under sgl-router reads the decode node’s outcome', { timeout: 120_000 }, () => {
  it('plain: the prefill’s 400, relayed; stream: 200 with the decode’s transfer timeout inside', async () => {
    const plain = await send(false);
    expect(plain.status).toBe(400);
    expect(plain.text).toContain('Prefill server error (400 Bad Request)');

    const streamed = await send(true);
    expect(streamed.status).toBe(200);
    const { messages, done } = events(streamed.text);
    expect(done).toBe(true);
    // a scheduler abort in a stream is an ordinary chunk with an abort finish reason
    // (tokenizer_manager.py `_handle_abort_finish_reason`), not an {"error": …} line
    const last = messages.at(-1) as {
      text: string;
      meta_info: {
        id: string;
        finish_reason: { type: string; message: string; status_code: number };
      };
    };
    expect(last.text).toBe('');
    expect(last.meta_info.finish_reason.type).toBe('abort');
    expect(last.meta_info.finish_reason.status_code).toBe(500);
    expect(last.meta_info.finish_reason.message).toMatch(/^Decode transfer failed .* timed out/);
    expect(streamed.text).not.toContain('Prefill server error');

    // the OpenAI routes write a scheduler abort as an error chunk typed HTTPStatus(code).name
    // (serving_chat.py @002897c2 `_generate_chat_stream`)
    const chat = await fetch(`${live.router}/v1/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer d' },
      body: JSON.stringify({
        messages: [{ role: 'user', content: 'x'.repeat(800_000) }],
        max_tokens: 8,
        stream: true,
      }),
    });
    expect(chat.status).toBe(200);
    const chatError = events(await chat.text()).messages.at(-1) as {
      error: { type: string; code: number; message: string };
    };
    expect(chatError.error).toMatchObject({ type: 'INTERNAL_SERVER_ERROR', code: 500 });
    expect(chatError.error.message).toMatch(/^Decode transfer failed/);

    // the saved session marks the stream, and the engine run on it gives the same answers
    const saved = await get(`${live.router}/live/scenario`, 'd');
    const parsed = parseScenario(saved.text);
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.scenario.requests.map((r) => r.stream ?? false)).toEqual([false, true, true]);
    const trace = simulate(parsed.scenario);
    expect(trace.verdicts.map((v) => v?.httpStatus)).toEqual([400, 500, 500]);
  });
});

describe('a stream the router times out is cut', { timeout: 120_000 }, () => {
  it('a prompt the decode can never admit: plain, the prefill’s bootstrap failure; stream, 200 then cut', async () => {
    // the audit's A1 pools, no fix: the decode (100 tokens) can never admit a 150-token prompt
    // (the file's own request is not sent: the stand-in takes only its deployment)
    const pools = a1('sgl-router');
    const scenario: Scenario = { ...pools, config: { ...pools.config, fixes: NO_FIXES } };
    const file = join(tempDir('stream-cut-'), 'scenario.json');
    writeFileSync(file, JSON.stringify(scenario));
    const small = await startLive(['--scenario', file]);
    try {
      const ask = (stream: boolean) =>
        fetch(`${small.router}/generate`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: 'Bearer a' },
          body: JSON.stringify({
            text: 'x'.repeat(150),
            sampling_params: { max_new_tokens: 4 },
            stream,
          }),
        });
      const plain = await ask(false);
      expect(plain.status).toBe(500);
      expect(await plain.text()).toContain('Prefill bootstrap failed');
      // the gateway read the prefill's 200 stream, then waited for the decode until its
      // request_timeout_secs: the body ends unfinished, with no error line and no [DONE]
      const streamed = await ask(true);
      expect(streamed.status).toBe(200);
      await expect(streamed.text()).rejects.toThrow();
    } finally {
      await small.stop();
    }
  });
});
