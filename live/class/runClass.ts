/**
 * `npm run live -- --class FILE`: starts every team's deployment, prints each team's URLs
 * and a curl line, and stops them all on SIGINT / SIGTERM.
 */
import type { LiveOptions } from '../options';
import { portProblem, startClass } from './startClass';

export async function runClass(
  o: LiveOptions,
  appDir: string,
  out: (text: string) => void,
): Promise<void> {
  const plan = o.classPlan!;
  const ports = portProblem(o.port, plan.teams.length);
  if (ports) throw new Error(ports);
  const running = await startClass({
    plan,
    host: o.host,
    port: o.port,
    tickMs: o.tickMs,
    secret: o.secret!,
    facilitatorKey: o.facilitatorKey!,
    appDir,
    requestTimeoutMs: o.requestTimeoutMs,
    watchBuffer: o.watchBuffer,
    retryMaxRetries: o.retryMaxRetries,
  });
  const width = Math.max(...plan.teams.map((t) => t.id.length));
  const lines = [
    `stale-pages live class: ${plan.teams.length} teams, tick ${plan.tickMs ?? o.tickMs} ms, ` +
      `sessions signed with the class secret, changes need the facilitator's key` +
      (plan.teamsMayConfigure ? " or the team's own" : ''),
  ];
  for (const [i, t] of running.teams.entries()) {
    const p = plan.teams[i]!;
    const c = p.scenario.config;
    const u = t.deployment.urls;
    lines.push(
      `  team ${t.id.padEnd(width)}  router ${u.router}  prefill ${u.prefill}  decode ${u.decode}` +
        `  (scenario ${p.scenarioName}, router ${c.router}, keys ${[...p.keys.keys()].length})`,
    );
  }
  const first = running.teams[0]!;
  const key = [...plan.teams[0]!.keys.keys()][0] ?? 'KEY';
  lines.push(
    `  watch    <a team's router>/#/live`,
    `ready: curl -s ${first.deployment.urls.router}/generate -H 'Content-Type: application/json' -H 'Authorization: Bearer ${key}' -d '{"text": "hello", "sampling_params": {"max_new_tokens": 8}}'`,
    '',
  );
  out(lines.join('\n'));
  const stop = () => {
    void running.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
