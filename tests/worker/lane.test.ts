/**
 * The one worker lane (src/worker/lane.ts), driven through a stand-in Worker whose replies the
 * test sends: one job at a time in order, progress, a cancel by signal (queued: never posted;
 * in flight: its worker ended, the next job gets a new one) that rejects as cancelled, never as
 * a failure; an error the job reports is a failure; the fallback on this thread where no
 * worker starts or one crashes; a lane never touches another (a check never cancels a Run).
 */
import { describe, expect, it } from 'vitest';
import { createLane, isCancelled, RunCancelled, type LaneSpec } from '../../src/worker/lane';

type Reply =
  | { id: number; kind: 'progress'; n: number }
  | { id: number; kind: 'ok'; v: string }
  | { id: number; kind: 'error'; e: string };

class FakeWorker {
  onmessage: ((e: MessageEvent<Reply>) => void) | null = null;
  onerror: ((e: Event) => void) | null = null;
  posted: { id: number; req: string }[] = [];
  ended = false;
  postMessage(m: { id: number; req: string }): void {
    this.posted.push(m);
  }
  terminate(): void {
    this.ended = true;
  }
  reply(r: Reply): void {
    this.onmessage?.({ data: r } as MessageEvent<Reply>);
  }
  /** the script could not load: a plain error event */
  crash(): void {
    this.onerror?.(new Event('error'));
  }
  /** the job threw in the worker: an ErrorEvent with its message */
  throws(message: string): void {
    this.onerror?.(new ErrorEvent('error', { message, filename: 'w.js', lineno: 12 }));
  }
}

/** A lane over stand-in workers (kept in `workers`), its fallback counting what ran here. */
function lane(
  over: Partial<LaneSpec<string, string, number, Reply>> & { noWorker?: boolean } = {},
) {
  const workers: FakeWorker[] = [];
  const here: string[] = [];
  const l = createLane<string, string, number, Reply>({
    worker: () => {
      if (over.noWorker) throw new ReferenceError('Worker is not defined');
      const w = new FakeWorker();
      workers.push(w);
      return w as unknown as Worker;
    },
    post: (id, req) => ({ message: { id, req } }),
    reader: (id) => (r) =>
      r.id !== id
        ? null
        : r.kind === 'progress'
          ? { progress: r.n }
          : r.kind === 'ok'
            ? { result: r.v }
            : { error: r.e },
    fallback: (req, { signal }) =>
      new Promise((resolve, reject) => {
        here.push(req);
        if (signal.aborted) reject(new RunCancelled());
        else resolve(`here:${req}`);
      }),
    ...over,
  });
  return { l, workers, here };
}

const settled = <T>(p: Promise<T>) =>
  p.then(
    (v) => ({ ok: v }),
    (e: unknown) => ({ error: e }),
  );

describe('the worker lane', () => {
  it('runs one job at a time, in order, with its progress', async () => {
    const { l, workers } = lane();
    const seen: number[] = [];
    const a = l.run('a', { onProgress: (n) => seen.push(n) });
    const b = l.run('b');
    expect(workers).toHaveLength(1);
    const w = workers[0]!;
    expect(w.posted.map((m) => m.req)).toEqual(['a']);
    w.reply({ id: w.posted[0]!.id, kind: 'progress', n: 3 });
    w.reply({ id: w.posted[0]!.id, kind: 'ok', v: 'A' });
    expect(await a).toBe('A');
    expect(seen).toEqual([3]);
    // b is posted only once a is answered, to the same worker
    expect(w.posted.map((m) => m.req)).toEqual(['a', 'b']);
    w.reply({ id: w.posted[1]!.id, kind: 'ok', v: 'B' });
    expect(await b).toBe('B');
    expect(w.ended).toBe(false);
  });

  it('a queued job cancelled is never posted; it rejects as cancelled', async () => {
    const { l, workers } = lane();
    const a = l.run('a');
    const ctl = new AbortController();
    const b = settled(l.run('b', { signal: ctl.signal }));
    ctl.abort();
    const r = await b;
    expect('error' in r && isCancelled(r.error)).toBe(true);
    const w = workers[0]!;
    w.reply({ id: w.posted[0]!.id, kind: 'ok', v: 'A' });
    expect(await a).toBe('A');
    expect(w.posted.map((m) => m.req)).toEqual(['a']);
  });

  it('a job in flight cancelled ends its worker; the next job gets a new one', async () => {
    const { l, workers } = lane();
    const ctl = new AbortController();
    const a = settled(l.run('a', { signal: ctl.signal }));
    const b = l.run('b');
    ctl.abort();
    const r = await a;
    expect('error' in r && r.error instanceof RunCancelled).toBe(true);
    expect(workers[0]!.ended).toBe(true);
    expect(workers).toHaveLength(2);
    // a late reply of the ended worker is not heard
    workers[0]!.reply({ id: 1, kind: 'ok', v: 'late' });
    const w = workers[1]!;
    expect(w.posted.map((m) => m.req)).toEqual(['b']);
    w.reply({ id: w.posted[0]!.id, kind: 'ok', v: 'B' });
    expect(await b).toBe('B');
  });

  it('an already aborted signal rejects at once, as cancelled', async () => {
    const { l, workers } = lane();
    const ctl = new AbortController();
    ctl.abort();
    await expect(l.run('a', { signal: ctl.signal })).rejects.toBeInstanceOf(RunCancelled);
    expect(workers).toHaveLength(0);
  });

  it('an error the job reports is a failure, not a cancel; the lane goes on', async () => {
    const { l, workers } = lane();
    const a = settled(l.run('a'));
    const b = l.run('b');
    const w = workers[0]!;
    w.reply({ id: w.posted[0]!.id, kind: 'error', e: 'the engine broke' });
    const r = await a;
    expect('error' in r && r.error instanceof Error && r.error.message).toBe('the engine broke');
    expect('error' in r && isCancelled(r.error)).toBe(false);
    w.reply({ id: w.posted[1]!.id, kind: 'ok', v: 'B' });
    expect(await b).toBe('B');
  });

  it('without a worker, every job runs here after a task', async () => {
    const { l, here } = lane({ noWorker: true });
    const a = l.run('a');
    expect(here).toEqual([]);
    expect(await a).toBe('here:a');
    expect(await l.run('b')).toBe('here:b');
    expect(here).toEqual(['a', 'b']);
  });

  it('a job cancelled before it runs here never runs', async () => {
    const { l, here } = lane({ noWorker: true });
    const ctl = new AbortController();
    const a = settled(l.run('a', { signal: ctl.signal }));
    ctl.abort();
    const r = await a;
    expect('error' in r && isCancelled(r.error)).toBe(true);
    // the lane runs in order: once the next job has run here, the cancelled one had its turn
    expect(await l.run('b')).toBe('here:b');
    expect(here).toEqual(['b']);
  });

  it('an exception a job throws in the worker fails it, never re-run here', async () => {
    const { l, workers, here } = lane();
    const a = settled(l.run('a'));
    const b = l.run('b');
    workers[0]!.throws('Uncaught RangeError: Maximum call stack size exceeded');
    const r = await a;
    expect('error' in r && r.error instanceof Error && r.error.message).toMatch(/RangeError/);
    expect('error' in r && isCancelled(r.error)).toBe(false);
    expect(workers[0]!.ended).toBe(true);
    const w = workers[1]!;
    expect(w.posted.map((m) => m.req)).toEqual(['b']);
    w.reply({ id: w.posted[0]!.id, kind: 'ok', v: 'B' });
    expect(await b).toBe('B');
    expect(here).toEqual([]);
  });

  it('a worker that cannot load: its job and every later one run here, no new worker', async () => {
    const { l, workers, here } = lane();
    const a = l.run('a');
    const b = l.run('b');
    workers[0]!.crash();
    expect(await a).toBe('here:a');
    expect(await b).toBe('here:b');
    expect(await l.run('c')).toBe('here:c');
    expect(workers).toHaveLength(1);
    expect(workers[0]!.ended).toBe(true);
    expect(here).toEqual(['a', 'b', 'c']);
  });

  it('endWhenIdle ends the worker once the last job is answered', async () => {
    const { l, workers } = lane({ endWhenIdle: true });
    const a = l.run('a');
    const w = workers[0]!;
    w.reply({ id: w.posted[0]!.id, kind: 'progress', n: 1 });
    expect(w.ended).toBe(false);
    w.reply({ id: w.posted[0]!.id, kind: 'ok', v: 'A' });
    expect(await a).toBe('A');
    expect(w.ended).toBe(true);
  });

  it('two lanes never touch each other: cancelling a check leaves the Run in flight', async () => {
    const checks = lane();
    const runs = lane();
    const run = runs.l.run('run');
    const ctl = new AbortController();
    const check = settled(checks.l.run('check', { signal: ctl.signal }));
    ctl.abort();
    expect('error' in (await check)).toBe(true);
    const w = runs.workers[0]!;
    expect(w.ended).toBe(false);
    w.reply({ id: w.posted[0]!.id, kind: 'ok', v: 'trace' });
    expect(await run).toBe('trace');
  });

  it('reset ends the worker and cancels every job', async () => {
    const { l, workers } = lane();
    const a = settled(l.run('a'));
    const b = settled(l.run('b'));
    l.reset();
    for (const r of [await a, await b]) expect('error' in r && isCancelled(r.error)).toBe(true);
    expect(workers[0]!.ended).toBe(true);
  });
});
