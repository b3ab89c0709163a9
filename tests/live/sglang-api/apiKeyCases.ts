/* eslint-disable @typescript-eslint/no-unsafe-member-access -- the answers are read as untyped JSON */
/**
 * SGLang's single-key mode (`--api-key sk-123456`, as test_openai_server.py and
 * test_request_length_validation.py start their servers), under each router: the nodes check
 * the one key (`add_api_key_middleware`), the routers do not (sources: live/routes/api.ts
 * `singleKey`).
 */
import { describe, expect, it } from 'vitest';
import type { RouterKind } from '../../../src/engine';
import type { Live } from '../harness';
import { get, post } from './client';

export const SINGLE_KEY = 'sk-123456';

export function apiKeyCases(router: RouterKind, live: () => Live) {
  describe(`--api-key under ${router}`, { timeout: 60_000 }, () => {
    it('a node checks the one key; /health and OPTIONS stay open', async () => {
      expect((await get(`${live().prefill}/get_server_info`, null)).status).toBe(401);
      expect((await get(`${live().prefill}/get_server_info`, 'a')).json()).toEqual({
        error: 'Unauthorized',
      });
      expect((await get(`${live().decode}/get_server_info`, SINGLE_KEY)).status).toBe(200);
      expect((await get(`${live().decode}/health`, null)).status).toBe(200);
      const options = await fetch(`${live().prefill}/tokenize`, { method: 'OPTIONS' });
      expect(options.status).not.toBe(401);
    });

    it('a generate request: as the router forwards the key (or not) to the nodes', async () => {
      const body = { text: 'hello there', sampling_params: { max_new_tokens: 2 } };
      const right = await post(`${live().router}/generate`, body, SINGLE_KEY);
      const wrong = await post(`${live().router}/generate`, body, 'a');
      if (router === 'sgl-router') {
        expect(right.status).toBe(200);
        expect(wrong.status).toBe(500);
        expect(wrong.json().error.code).toBe('decode_error');
      } else {
        // mini_lb forwards no header: nodes with a key refuse all it sends
        expect(right.status).toBe(401);
        expect(right.json()).toEqual({ error: 'Unauthorized' });
        expect(wrong.status).toBe(401);
      }
    });
  });
}
