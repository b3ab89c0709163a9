/**
 * Class mode: one process serves every team of a class file its own deployment (its own
 * router and nodes, pools, engine clock, epochs, session export and live view: a Session
 * each, live/session.ts). Team i's router listens on `port + 3i`, its prefill and decode on
 * the two ports after it, so a trainee needs nothing but a base URL. Each team's exports are
 * signed with the class secret over the content, the team and the deployment; a change needs
 * the facilitator's key or the team's own (live/class/changeKeys.ts).
 */
import { startDeployment, type Deployment, type DeploymentOptions } from '../server';
import { createSigner } from '../signature';
import { digest } from './changeKeys';
import type { ClassPlan } from './classFile';

/** Ports each team takes: router, prefill, decode. */
export const PORTS_PER_TEAM = 3;

export interface ClassOptions {
  plan: ClassPlan;
  host: string;
  /** team 0's router port (0: any free ports, for tests) */
  port: number;
  /** the command line's tick, when the class file gives none */
  tickMs: number;
  secret: string;
  facilitatorKey: string;
  appDir?: string;
  requestTimeoutMs?: number;
  watchBuffer?: number;
  /** sgl-router's attempts in all (`--retry-max-retries`), every team's */
  retryMaxRetries?: number;
  onOverhead?: DeploymentOptions['onOverhead'];
}

export interface TeamDeployment {
  id: string;
  deployment: Deployment;
}

export interface RunningClass {
  teams: TeamDeployment[];
  close(): Promise<void>;
}

/** The deployment id a team's exports are signed with. */
export const teamDeployment = (team: string): string => `class team ${team}`;

/** Why the class cannot take these ports, or null. */
export function portProblem(port: number, teams: number): string | null {
  const last = port + PORTS_PER_TEAM * teams - 1;
  if (port !== 0 && last > 65535)
    return `--port ${port} leaves no room for ${teams} teams (3 ports each, up to ${last}): give a lower --port`;
  return null;
}

export async function startClass(o: ClassOptions): Promise<RunningClass> {
  const teamKeys = new Map(o.plan.teams.map((t) => [digest(t.key), t.id]));
  const teams: TeamDeployment[] = [];
  const close = async () => {
    await Promise.all(teams.map((t) => t.deployment.close()));
  };
  for (const [i, t] of o.plan.teams.entries()) {
    const port = o.port === 0 ? 0 : o.port + PORTS_PER_TEAM * i;
    try {
      const deployment = await startDeployment({
        scenario: t.scenario,
        keys: t.keys,
        host: o.host,
        port,
        tickMs: o.plan.tickMs ?? o.tickMs,
        appDir: o.appDir,
        requestTimeoutMs: o.requestTimeoutMs,
        watchBuffer: o.watchBuffer,
        retryMaxRetries: o.retryMaxRetries,
        onOverhead: o.onOverhead,
        signer: createSigner(o.secret, teamDeployment(t.id), t.id),
        hostsEverywhere: true,
        changeAuth: {
          facilitator: o.facilitatorKey,
          team: t.id,
          teamKeys,
          teamsMayConfigure: o.plan.teamsMayConfigure,
        },
      });
      teams.push({ id: t.id, deployment });
    } catch (e) {
      await close();
      const where = port === 0 ? '' : ` on ports ${port}-${port + PORTS_PER_TEAM - 1}`;
      throw new Error(`team ${t.id}'s deployment cannot start${where}: ${(e as Error).message}`, {
        cause: e,
      });
    }
  }
  return { teams, close };
}
