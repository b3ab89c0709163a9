/**
 * The clients of `npm run bench:live`, in a process of their own (forked, job and result over
 * IPC): their HTTP work
 * (undici's fetch costs about as much CPU as the server's answer) does not run on the event
 * loop whose overhead the benchmark measures. `total` requests from `clients` clients, each
 * sending its next one when answered; replies the requests sent and the requests per second.
 */
export interface LoadJob {
  router: string;
  /** several deployments (a class's teams): client c sends to routers[c % routers.length] */
  routers?: string[];
  clients: number;
  total: number;
  tenants: string[];
  /** epoch ms after which no new request is sent */
  deadline: number;
  /** at most this many requests a second in all (the floor at the stand-in's own rate) */
  rate?: number;
}

export interface LoadResult {
  sent: number;
  /** requests sent again after their socket closed under them */
  resent: number;
  perSecond: number;
}

const body = (i: number) =>
  JSON.stringify({ text: `bench request ${i}`, sampling_params: { max_new_tokens: 2 } });

async function load(job: LoadJob): Promise<LoadResult> {
  let next = 0;
  let resent = 0;
  const t0 = performance.now();
  // request i may not go before t0 + i / rate (a paced load: the same offered rate for both)
  const paced = async (i: number) => {
    if (!job.rate) return;
    const wait = t0 + (i * 1000) / job.rate - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
  };
  await Promise.all(
    Array.from({ length: job.clients }, async (_, c) => {
      const router = job.routers ? job.routers[c % job.routers.length]! : job.router;
      while (next < job.total && Date.now() < job.deadline) {
        const i = next++;
        await paced(i);
        const send = () =>
          fetch(`${router}/generate`, {
            method: 'POST',
            headers: {
              authorization: `Bearer ${job.tenants[i % job.tenants.length]}`,
              'content-type': 'application/json',
            },
            body: body(i),
          });
        // a kept-alive socket the server closed as the request went out (its keep-alive timeout,
        // reached when a loaded machine stalls a client): sent again once, and counted
        const r = await send().catch((e: { cause?: { code?: string } }) => {
          if (e.cause?.code !== 'UND_ERR_SOCKET' && e.cause?.code !== 'ECONNRESET') throw e;
          resent++;
          return send();
        });
        await r.arrayBuffer();
        if (r.status !== 200) throw new Error(`request ${i}: ${r.status}`);
      }
    }),
  );
  return { sent: next, resent, perSecond: (next / (performance.now() - t0)) * 1000 };
}

// the benchmark went away: no one reads the result
process.once('disconnect', () => process.exit(0));
process.once('message', (job: LoadJob) => {
  load(job).then(
    (r) => process.send!(r, () => process.exit(0)),
    (e: unknown) => {
      console.error(e);
      process.exit(1);
    },
  );
});
