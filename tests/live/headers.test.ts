// @vitest-environment node
/**
 * Tenant ids may hold any character, and HTTP headers may not: a tenant `租户A` (from its
 * scenario and an API key file) gets its answers, plain and streamed, with the ids in the
 * `x-stand-in-*` headers percent-encoded and in the body as they are. Before, node refused the
 * header after the reply was taken over, and the client waited for ever.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOptions } from '../../live/options';
import { headerSafe } from '../../live/routes/api';
import { startLive, type Live } from './harness';
import { tempDir } from '../helpers/cleanup';

const TENANT = '租户A';
let live: Live;
beforeAll(async () => {
  const read = readOptions([]);
  if (!read.ok) throw new Error(read.message);
  const s = structuredClone(read.options.scenario);
  const old = s.tenants[0]!.id;
  s.tenants[0]!.id = TENANT;
  for (const r of s.requests) if (r.tenant === old) r.tenant = TENANT;
  const dir = tempDir('stale-pages-headers-');
  writeFileSync(join(dir, 'scenario.json'), JSON.stringify(s));
  writeFileSync(join(dir, 'keys.json'), JSON.stringify({ k1: TENANT }));
  live = await startLive([
    '--scenario',
    join(dir, 'scenario.json'),
    '--api-keys',
    join(dir, 'keys.json'),
  ]);
});
afterAll(async () => live?.stop());

const ask = (stream: boolean) =>
  fetch(`${live.router}/generate`, {
    method: 'POST',
    headers: { authorization: 'Bearer k1', 'content-type': 'application/json' },
    body: JSON.stringify({ text: 'hello there', stream, sampling_params: { max_new_tokens: 3 } }),
    signal: AbortSignal.timeout(10_000),
  });

describe('a tenant id that is not a header value', () => {
  it('percent-encodes what is outside printable ASCII, and only that', () => {
    expect(headerSafe('租户A-1')).toBe('%E7%A7%9F%E6%88%B7A-1');
    expect(headerSafe('a-1, b/b-2')).toBe('a-1, b/b-2');
    expect(headerSafe('x\r\ny')).toBe('x%0D%0Ay');
    expect(headerSafe('\ud800')).toBe('%EF%BF%BD');
  });

  it('gets its plain answer, the id encoded in the header and whole in the body', async () => {
    const r = await ask(false);
    expect(r.status).toBe(200);
    const id = r.headers.get('x-stand-in-request')!;
    expect(decodeURIComponent(id)).toMatch(/^租户A-\d+$/);
    const body = (await r.json()) as { meta_info: { id: string } };
    expect(body.meta_info.id).toBe(decodeURIComponent(id));
  });

  it('gets its streamed answer too', async () => {
    const r = await ask(true);
    expect(r.status).toBe(200);
    expect(decodeURIComponent(r.headers.get('x-stand-in-request')!)).toMatch(/^租户A-\d+$/);
    const text = await r.text();
    expect(text).toMatch(/data: \[DONE\]\n\n$/);
    expect(text).toContain('"id":"租户A-');
  });
});
