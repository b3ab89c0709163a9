import { describe, expect, it } from 'vitest';
import { loadOnce, loadsSettled } from '../../src/views/shared/loadOnce';

describe('loadOnce', () => {
  it('loads once while a load is on its way or done', async () => {
    let calls = 0;
    const load = loadOnce(() => Promise.resolve(++calls));
    const [a, b] = [load(), load()];
    expect(a).toBe(b);
    expect(await a).toBe(1);
    expect(await load()).toBe(1);
    expect(calls).toBe(1);
  });

  it('tries a failed load again on the next call, instead of keeping it failed', async () => {
    let calls = 0;
    const load = loadOnce(() =>
      ++calls === 1 ? Promise.reject(new Error('chunk gone')) : Promise.resolve('ok'),
    );
    await expect(load()).rejects.toThrow('chunk gone');
    expect(await load()).toBe('ok');
    expect(calls).toBe(2);
  });

  it('settles once every load started, including one started by another, has settled', async () => {
    const order: string[] = [];
    const inner = loadOnce(
      () => new Promise<void>((r) => setTimeout(() => (order.push('inner'), r()), 20)),
    );
    const outer = loadOnce(() =>
      Promise.resolve().then(() => {
        order.push('outer');
        void inner();
      }),
    );
    void outer();
    await loadsSettled();
    expect(order).toEqual(['outer', 'inner']);
  });
});
