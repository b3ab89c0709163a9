// @vitest-environment node
/**
 * What the official openai SDK for JavaScript shows for the fix challenge's attack, per router
 * (the texts of docs/workshop.md and the live-fix-400 challenge say it): an over-long prompt,
 * with `--fix rejectAtAdmission`, against the stand-in started by its own command.
 * - sgl-router wraps the prefill's error in `{"error":{"message":"Prefill server error (400 Bad
 *   Request): …"}}` (sgl-router's pd_router.rs / dispatch.rs @03744dbe), where the SDK reads its
 *   message: "400 Prefill server error (400 Bad Request): …".
 * - mini_lb passes on the decode node's status and body (python/sglang/srt/disaggregation/
 *   mini_lb.py @001c2ae0): the decode's transfer timeout, a 500 whose message is at the top level
 *   of SGLang's error shape, where the SDK does not look: "500 status code (no body)".
 */
import { readFileSync } from 'node:fs';
import OpenAI from 'openai';
import { describe, expect, it } from 'vitest';
import { LIVE_CHALLENGES } from '../../src/lab/challenges/live';
import { startLive } from './harness';

/** Over the prefill's max_req_input_len (681,274 in the incident) and under the context. */
const PROMPT = 'x'.repeat(700_000);

async function sdkError(router: string): Promise<InstanceType<typeof OpenAI.APIError>> {
  const live = await startLive(['--router', router, '--fix', 'rejectAtAdmission']);
  try {
    const client = new OpenAI({ apiKey: 'd', baseURL: `${live.router}/v1`, maxRetries: 0 });
    const err = await client.completions
      .create({ model: 'stale-pages/stand-in', prompt: PROMPT, max_tokens: 24 })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(OpenAI.APIError);
    return err as InstanceType<typeof OpenAI.APIError>;
  } finally {
    await live.stop();
  }
}

describe('live: the openai SDK’s error for the fixed attack', { timeout: 120_000 }, () => {
  it('sgl-router (the default): 400 with the gateway’s message', async () => {
    const err = await sdkError('sgl-router');
    expect(err.status).toBe(400);
    expect(err.message).toBe(
      '400 Prefill server error (400 Bad Request): {"object":"error","message":"Input length (700000 tokens) exceeds the maximum allowed length (681274 tokens). Use a shorter input or enable --allow-auto-truncate.","type":"BadRequestError","param":null,"code":400}',
    );
  });

  it('mini_lb: the decode’s 500, which the SDK shows as "(no body)"', async () => {
    const err = await sdkError('mini_lb');
    expect(err.status).toBe(500);
    expect(err.message).toBe('500 status code (no body)');
  });
});

describe('the texts say what the SDK shows, per router', () => {
  it('docs/workshop.md and the live-fix-400 challenge in en, fr and nl', () => {
    const story = LIVE_CHALLENGES.find((c) => c.id === 'live-fix-400')!.story;
    for (const raw of [readFileSync('docs/workshop.md', 'utf8'), story.en, story.fr, story.nl]) {
      expect(raw).toBeTypeOf('string');
      const text = (raw ?? '').replace(/\s+/g, ' ');
      expect(text).toContain('400 Prefill server error (400 Bad Request): {…}');
      expect(text).toContain('500 status code (no body)');
      expect(text).not.toContain('400 status code (no body)');
    }
  });
});
