/**
 * Where a probe target is (src/tools/probe/target.ts): an address by what it is, a name only
 * by every address it resolves to (red-team report M2: any `*.localhost` was trusted, so a DNS
 * server decided where full-length prompts went).
 */
import { describe, expect, it } from 'vitest';
import { isLocal, isLoopbackAddress, resolveLocal } from '../../src/tools/probe';

const resolver = (answers: Record<string, string[]>) => {
  const asked: string[] = [];
  const resolve = (host: string) => {
    asked.push(host);
    const a = answers[host];
    return a ? Promise.resolve(a) : Promise.reject(new Error(`getaddrinfo ENOTFOUND ${host}`));
  };
  return { asked, resolve };
};

describe('isLoopbackAddress', () => {
  it('the loopback network, in every form an address takes', () => {
    for (const a of ['127.0.0.1', '127.1.2.3', '::1', '0:0:0:0:0:0:0:1', '::ffff:127.0.0.1'])
      expect(isLoopbackAddress(a)).toBe(true);
    // new URL() writes IPv4-mapped 127.0.0.1 this way (it never matched before)
    expect(isLoopbackAddress(new URL('http://[::ffff:127.0.0.1]/').hostname.slice(1, -1))).toBe(
      true,
    );
    for (const a of ['128.0.0.1', '10.0.0.1', '::2', '::ffff:10.0.0.1', '127.0.0.256'])
      expect(isLoopbackAddress(a)).toBe(false);
  });
});

describe('resolveLocal', () => {
  it('a name is this machine only when every address it resolves to is', async () => {
    const { resolve } = resolver({
      'evil.localhost': ['203.0.113.5'],
      'half.localhost': ['127.0.0.1', '203.0.113.5'],
      'ok.localhost': ['127.0.0.1', '::1'],
      'lan.example': ['10.0.0.5'],
    });
    const at = (u: string, own: string[] = []) => resolveLocal(new URL(u), own, resolve);
    expect((await at('http://evil.localhost:1')).local).toBe(false);
    expect((await at('http://half.localhost:1')).local).toBe(false);
    expect(await at('http://ok.localhost:1')).toEqual({
      local: true,
      addresses: ['127.0.0.1', '::1'],
    });
    expect((await at('http://lan.example:1', ['10.0.0.5'])).local).toBe(true);
    const none = await at('http://gone.localhost:1');
    expect(none.local).toBe(false);
    expect(none.error).toMatch(/ENOTFOUND/);
  });

  it('an address is judged as it is, without a lookup', async () => {
    const { asked, resolve } = resolver({});
    expect((await resolveLocal(new URL('http://127.0.0.1:1'), [], resolve)).local).toBe(true);
    expect((await resolveLocal(new URL('http://[::1]:1'), [], resolve)).local).toBe(true);
    expect((await resolveLocal(new URL('http://192.0.2.7:1'), [], resolve)).local).toBe(false);
    expect(asked).toEqual([]);
  });

  it('isLocal (no lookup) takes addresses only: a name is never local unresolved', () => {
    expect(isLocal(new URL('http://attacker.localhost:1'), [])).toBe(false);
    expect(isLocal(new URL('http://localhost:1'), [])).toBe(false);
    expect(isLocal(new URL('http://127.0.0.1:1'), [])).toBe(true);
  });
});
