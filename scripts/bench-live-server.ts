/**
 * The stand-in under `npm run bench:live`, in a process of its own as `npm run live` runs it
 * (forked, orders over IPC): its heap holds the server only, not the benchmark's Vite,
 * Playwright and clients, whose size made every garbage collection of a server in the
 * benchmark's own process longer than the server's own (stop 29: a heap of 75-95 MB against
 * 18-28 MB). Started with the benchmark's tick; replies `ready` with the router's URL, then
 * answers `take` (the overheads since the last take, in ms, with where the time went), `gc`,
 * `heap` (MB after a full GC) and `close`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';
import { defaultKeys } from '../live/auth';
import { readOptions } from '../live/options';
import { startDeployment } from '../live/server';

export type ServerOrder = { type: 'take' } | { type: 'gc' } | { type: 'heap' } | { type: 'close' };
export interface Taken {
  type: 'taken';
  overheads: number[];
  /** the event loop's delay, p99 and max (ms) */
  lagP99: number;
  lagMax: number;
  /** the garbage collector's pauses over 3 ms */
  gcOver3: number[];
  /**
   * Linux only (null elsewhere): how long the main thread was ready to run but waited for a
   * CPU, and the CPU time of the process's other threads (V8's compiler and GC helpers), ms
   */
  mainWaited: number | null;
  othersCpu: number | null;
}
export type ServerReply =
  | { type: 'ready'; router: string }
  | Taken
  | { type: 'done' }
  | { type: 'heap'; mb: number };

const read = readOptions([]);
if (!read.ok) throw new Error(read.message);
const scenario = read.options.scenario;
const gc = () => (globalThis as { gc?: () => void }).gc?.();

// where the time went since the last take
const lag = monitorEventLoopDelay({ resolution: 1 });
lag.enable();
let overheads: number[] = [];
let gcOver3: number[] = [];
const long = (entries: PerformanceEntry[]) => {
  for (const e of entries) if (e.duration > 3) gcOver3.push(e.duration);
};
const gcs = new PerformanceObserver((list) => long(list.getEntries()));
gcs.observe({ entryTypes: ['gc'] });

/** [main thread's run-queue wait, other threads' CPU] in ns so far (Linux's schedstat) */
function threads(): [number, number] | null {
  try {
    let others = 0;
    let waited = 0;
    for (const t of readdirSync('/proc/self/task')) {
      const [cpu, wait] = readFileSync(`/proc/self/task/${t}/schedstat`, 'utf8').split(' ');
      if (Number(t) === process.pid) waited = Number(wait);
      else others += Number(cpu);
    }
    return [waited, others];
  } catch {
    return null;
  }
}
let since = threads();
const reset = () => {
  overheads = [];
  gcOver3 = [];
  lag.reset();
  since = threads();
};

const d = await startDeployment({
  scenario,
  keys: defaultKeys(scenario.tenants),
  host: '127.0.0.1',
  port: 0,
  tickMs: Number(process.env.TICK_MS ?? 5),
  onOverhead: (ms) => overheads.push(ms),
});
const send = (r: ServerReply) => process.send!(r);
process.on('message', (o: ServerOrder) => {
  if (o.type === 'take') {
    long(gcs.takeRecords());
    const now = threads();
    send({
      type: 'taken',
      overheads,
      lagP99: lag.percentile(99) / 1e6,
      lagMax: lag.max / 1e6,
      gcOver3,
      mainWaited: now && since ? (now[0] - since[0]) / 1e6 : null,
      othersCpu: now && since ? (now[1] - since[1]) / 1e6 : null,
    });
    reset();
  } else if (o.type === 'gc') {
    gc();
    // the benchmark's collection is not the server's own: its entry comes in a task after it
    setTimeout(() => {
      gcs.takeRecords();
      reset();
      send({ type: 'done' });
    }, 20);
  } else if (o.type === 'heap') {
    gc();
    send({ type: 'heap', mb: process.memoryUsage().heapUsed / 2 ** 20 });
  } else void d.close().then(() => process.exit(0));
});
send({ type: 'ready', router: d.urls.router });
