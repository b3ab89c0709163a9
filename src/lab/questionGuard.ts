/**
 * Explore does not open a question challenge's starting scenario while the question is
 * unanswered: its read-only JSON, loaded as a file and played, shows the answer (the trainer's
 * dry run: "Whose pages will d1 read?" answered by Explore's End key). Pure: the caller gives
 * the challenges, which of them are solved, and the scenarios Explore offers itself.
 */
import type { Scenario } from '../engine';
import type { Challenge } from './types';

/** JSON with object keys sorted: the same content gives the same text. */
function sorted(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(sorted).join(',')}]`;
  if (typeof v === 'object' && v !== null)
    return `{${Object.entries(v)
      .filter(([, x]) => x !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([k, x]) => `${JSON.stringify(k)}:${sorted(x)}`)
      .join(',')}}`;
  return JSON.stringify(v);
}

/** What the engine runs of the requests: every field but the free texts. */
const requestsOf = (s: Scenario) => s.requests.map((r) => ({ ...r, text: undefined }));

/** The workload: seed, tenants (by id) and requests, whatever the configuration. */
const workloadKey = (s: Scenario) =>
  sorted({ seed: s.seed, tenants: s.tenants.map((t) => t.id), requests: requestsOf(s) });

/** The workload and the configuration: the same key means the same run. */
const runKey = (s: Scenario) => sorted({ workload: workloadKey(s), config: s.config });

/**
 * The unanswered question challenge whose starting scenario `s` is (the same run: names,
 * descriptions and texts aside), or null. A question on a workload Explore offers itself (the
 * incident with its switches and router) is left out: Explore shows that scenario anyway.
 */
export function unansweredQuestionFor(
  s: Scenario,
  challenges: readonly Challenge[],
  solved: ReadonlySet<string>,
  offered: readonly Scenario[],
): Challenge | null {
  const key = runKey(s);
  const offeredWorkloads = new Set(offered.map(workloadKey));
  return (
    challenges.find(
      (c) =>
        'question' in c.goal &&
        c.goal.question.ask !== 'exposedDeployments' &&
        !solved.has(c.id) &&
        !offeredWorkloads.has(workloadKey(c.scenario)) &&
        runKey(c.scenario) === key,
    ) ?? null
  );
}
