/**
 * The stand-in under `npm run bench:live` (or, with FLOOR=1, the floor: a bare node:http server
 * that answers at the same tick boundaries, no engine, no fastify; with TEAMS=N, a class of N
 * teams' deployments, as `npm run live -- --class` serves them), in a process of its own as
 * `npm run live` runs it
 * (forked, orders over IPC): its heap holds the server only, not the benchmark's Vite,
 * Playwright and clients, whose size made every garbage collection of a server in the
 * benchmark's own process longer than the server's own (stop 29: a heap of 75-95 MB against
 * 18-28 MB). Started with the benchmark's tick; replies `ready` with the router's URL, then
 * answers `take` (the overheads since the last take, in ms, with where the time went), `gc` (a
 * full GC, after which the counts start again), `heap` (MB after a full GC) and `close`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';
import { defaultKeys } from '../live/auth';
import { readOptions } from '../live/options';
import { startClass } from '../live/class/startClass';
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
  | { type: 'ready'; router: string; routers: string[] }
  | Taken
  | { type: 'done' }
  | { type: 'heap'; mb: number; rssMb: number; peakRssMb: number };

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

const TICK_MS = Number(process.env.TICK_MS ?? 5);
const TEAMS = Number(process.env.TEAMS ?? 0);
const d =
  process.env.FLOOR === '1' ? await floor() : TEAMS > 0 ? await teams(TEAMS) : await standIn();

async function standIn() {
  const dep = await startDeployment({
    scenario,
    keys: defaultKeys(scenario.tenants),
    host: '127.0.0.1',
    port: 0,
    tickMs: TICK_MS,
    appDir: process.env.APP_DIR || undefined,
    onOverhead: (ms) => overheads.push(ms),
  });
  return { router: dep.urls.router, routers: [dep.urls.router], close: () => dep.close() };
}

/** With TEAMS=N: a class of N teams in this one process (live/class/startClass.ts). */
async function teams(n: number) {
  const plan = {
    teams: Array.from({ length: n }, (_, i) => ({
      id: `team-${i}`,
      key: `bench-team-key-${i}-0123456789`,
      scenario,
      scenarioName: 'incident',
      keys: defaultKeys(scenario.tenants),
    })),
    tickMs: TICK_MS,
    teamsMayConfigure: true,
  };
  const c = await startClass({
    plan,
    host: '127.0.0.1',
    port: 0,
    tickMs: TICK_MS,
    secret: 'bench-class-secret-0123456789',
    facilitatorKey: 'bench-facilitator-0123456789',
    appDir: process.env.APP_DIR || undefined,
    onOverhead: (ms) => overheads.push(ms),
  });
  const routers = c.teams.map((t) => t.deployment.urls.router);
  return { router: routers[0]!, routers, close: () => c.close() };
}

/**
 * The floor: reads each request and answers it with a small JSON body at the tick boundary the
 * stand-in would (5 ticks after the next boundary), its overhead measured the same way.
 */
async function floor() {
  const t0 = Date.now();
  const server = createServer((req, res) => {
    const parts: Buffer[] = [];
    req.on('data', (c: Buffer) => parts.push(c));
    req.on('end', () => {
      JSON.parse(Buffer.concat(parts).toString('utf8'));
      const arrival = Math.floor((Date.now() - t0) / TICK_MS) + 1;
      const due = t0 + (arrival + 5) * TICK_MS;
      setTimeout(() => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ text: 'a b', meta_info: { id: 'x', finish_reason: 'length' } }));
        overheads.push(Date.now() - due);
      }, due - Date.now());
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const router = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    router,
    routers: [router],
    close: async () => {
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
    },
  };
}
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
    const m = process.memoryUsage();
    send({
      type: 'heap',
      mb: m.heapUsed / 2 ** 20,
      rssMb: m.rss / 2 ** 20,
      peakRssMb: process.resourceUsage().maxRSS / 1024,
    });
  } else void d.close().then(() => process.exit(0));
});
// the benchmark went away without a close: nothing else would stop this server
process.on('disconnect', () => void d.close().then(() => process.exit(0)));
send({ type: 'ready', router: d.router, routers: d.routers });
