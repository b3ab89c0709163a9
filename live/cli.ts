/**
 * `npm run live`: starts the stand-in deployment and prints its URLs and a curl line to paste.
 * Stops cleanly on SIGINT / SIGTERM.
 */
import { join } from 'node:path';
import { escapeControls } from '../src/engine/report';
import { runClass } from './class/runClass';
import { isLoopback, readOptions, HELP, ROOT } from './options';
import { startDeployment } from './server';
import { createSigner, SECRET_ENV } from './signature';

/**
 * Text for the terminal, each line with its control and bidi characters shown escaped
 * (`\x1b]0;…`): scenario files, tenant ids and paths come from the user, and a terminal
 * escape in one would retitle or clear the presenter's terminal.
 */
function printable(text: string): string {
  return text
    .split('\n')
    .map((l) => escapeControls(l))
    .join('\n');
}
const out = (text: string) => void process.stdout.write(printable(text));
const err = (text: string) => void process.stderr.write(printable(text));

async function main(): Promise<void> {
  const read = readOptions(process.argv.slice(2));
  if (!read.ok) {
    err(`${read.message}\n(npm run live -- --help)\n`);
    process.exit(2);
  }
  const o = read.options;
  if (o.help) {
    out(HELP);
    return;
  }
  if (!isLoopback(o.host))
    err(
      `WARNING: listening on ${o.host}, not loopback. Every tenant's prompts and answers are ` +
        `visible to whoever opens the page (#/live, /live/scenario); a change of fixes or ` +
        `router (POST /live/config) needs the facilitator's key${o.classPlan ? " or the team's" : ''}, ` +
        `and API keys are the tenant ids unless ${o.classPlan ? "a team's apiKeys" : '--api-keys'} gives others.\n`,
    );
  if (o.classPlan) return runClass(o, join(ROOT, 'dist'), out);
  const d = await startDeployment({
    scenario: o.scenario,
    keys: o.keys,
    apiKey: o.apiKey,
    host: o.host,
    port: o.port,
    tickMs: o.tickMs,
    retryMaxRetries: o.retryMaxRetries,
    requestTimeoutMs: o.requestTimeoutMs,
    watchBuffer: o.watchBuffer,
    appDir: join(ROOT, 'dist'),
    signer: createSigner(o.secret),
    changeAuth: o.facilitatorKey
      ? { facilitator: o.facilitatorKey, team: null, teamKeys: new Map(), teamsMayConfigure: false }
      : undefined,
  });
  const key = [...o.keys.keys()][0] ?? 'KEY';
  const c = o.scenario.config;
  out(
    [
      `stale-pages live: scenario ${o.scenarioName}, router ${c.router}, tick ${o.tickMs} ms`,
      `  router   ${d.urls.router}`,
      `  prefill  ${d.urls.prefill}  (max_total_num_tokens ${c.prefill.poolTokens})`,
      `  decode   ${d.urls.decode}  (max_total_num_tokens ${c.decode.poolTokens})`,
      `  watch    ${d.urls.router}/#/live`,
      o.secret !== null
        ? '  sessions signed with the class secret'
        : `  sessions signed with this process's random secret: not verifiable elsewhere (give --secret-file FILE or ${SECRET_ENV})`,
      o.facilitatorKey !== null
        ? "  changes (POST /live/config) need the facilitator's key"
        : '  changes (POST /live/config) open to whoever reaches the router',
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
  err(`npm run live: ${(e as Error).message}\n`);
  process.exit(1);
});
