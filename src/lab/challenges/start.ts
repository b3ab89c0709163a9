/**
 * Starting scenarios of the built-in challenges, built from the project's scenario files so
 * that their figures stay the stated ones (context 1,048,576 and prefill pool 681,280 from
 * Cloudflare's report; the decode pool and the workloads are assumed, as each says).
 */
import incident from '../../../public/scenarios/incident.json';
import issue30233 from '../../../public/scenarios/issue-30233.json';
import type { FixName, RouterKind } from '../../engine';

export interface RawRequest {
  id: string;
  tenant: string;
  promptTokens: number;
  maxNewTokens: number;
  arrival: number;
  after?: string;
  text?: string;
}

export const INCIDENT_ASSUMED =
  'Context 1,048,576 tokens and prefill pool 681,280 tokens as Cloudflare reports; assumed: the decode pool (1,572,864 tokens), page size 64, the tenants and their requests.';

const ISSUE_ASSUMED =
  'Context 1,048,576, prefill pool 284,928 and page size 64 as in SGLang issue #30233; assumed: the decode pool (1,572,864 tokens) and the requests.';

export const rq = (
  id: string,
  tenant: string,
  promptTokens: number,
  extra: Partial<RawRequest> = {},
): RawRequest => ({ id, tenant, promptTokens, maxNewTokens: 16, arrival: 0, ...extra });

export const tenants = (...list: [string, string][]) => list.map(([id, name]) => ({ id, name }));

interface Options {
  router?: RouterKind;
  fixes?: FixName[];
  base?: 'incident' | 'issue-30233';
}

/** A starting scenario on the incident's (or issue #30233's) configuration. */
export function start(
  name: string,
  what: string,
  people: { id: string; name: string }[],
  requests: RawRequest[],
  opts: Options = {},
): unknown {
  const src = opts.base === 'issue-30233' ? issue30233 : incident;
  return {
    name,
    description: `${what} ${opts.base === 'issue-30233' ? ISSUE_ASSUMED : INCIDENT_ASSUMED}`,
    seed: src.seed,
    config: {
      ...structuredClone(src.config),
      ...(opts.router ? { router: opts.router } : {}),
      ...(opts.fixes ? { fixes: Object.fromEntries(opts.fixes.map((f) => [f, true])) } : {}),
    },
    tenants: people,
    requests,
  };
}

/** The incident scenario itself, with switches or a router set. */
export function incidentWith(opts: Options = {}): unknown {
  return {
    ...structuredClone(incident),
    config: {
      ...structuredClone(incident.config),
      ...(opts.router ? { router: opts.router } : {}),
      ...(opts.fixes ? { fixes: Object.fromEntries(opts.fixes.map((f) => [f, true])) } : {}),
    },
  };
}
