/**
 * `npm run live`: starts the stand-in deployment and prints its URLs and a curl line to paste.
 * Stops cleanly on SIGINT / SIGTERM.
 */
import { join } from 'node:path';
import { readOptions, HELP, ROOT } from './options';
import { startDeployment } from './server';

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '::1']);

async function main(): Promise<void> {
  const read = readOptions(process.argv.slice(2));
  if (!read.ok) {
    process.stderr.write(`${read.message}\n(npm run live -- --help)\n`);
    process.exit(2);
  }
  const o = read.options;
  if (o.help) {
    process.stdout.write(HELP);
    return;
  }
  if (!LOOPBACK.has(o.host))
    process.stderr.write(
      `WARNING: listening on ${o.host}, not loopback. Every tenant's prompts and answers are ` +
        `visible to whoever opens the page (#/live, /live/scenario), and API keys are the ` +
        `tenant ids unless --api-keys is given.\n`,
    );
  const d = await startDeployment({
    scenario: o.scenario,
    keys: o.keys,
    apiKey: o.apiKey,
    host: o.host,
    port: o.port,
    tickMs: o.tickMs,
    requestTimeoutMs: o.requestTimeoutMs,
    watchBuffer: o.watchBuffer,
    appDir: join(ROOT, 'dist'),
  });
  const key = [...o.keys.keys()][0] ?? 'KEY';
  const c = o.scenario.config;
  process.stdout.write(
    [
      `stale-pages live: scenario ${o.scenarioName}, router ${c.router}, tick ${o.tickMs} ms`,
      `  router   ${d.urls.router}`,
      `  prefill  ${d.urls.prefill}  (max_total_num_tokens ${c.prefill.poolTokens})`,
      `  decode   ${d.urls.decode}  (max_total_num_tokens ${c.decode.poolTokens})`,
      `  watch    ${d.urls.router}/#/live`,
      `ready: curl -s ${d.urls.router}/generate -H 'Content-Type: application/json' -H 'Authorization: Bearer ${key}' -d '{"text": "hello", "sampling_params": {"max_new_tokens": 8}}'`,
      '',
    ].join('\n'),
  );
  const stop = () => {
    void d.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((e: unknown) => {
  process.stderr.write(`npm run live: ${(e as Error).message}\n`);
  process.exit(1);
});
