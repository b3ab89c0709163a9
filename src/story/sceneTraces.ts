/**
 * The built-in scenarios the story's scenes name, and a cached `traceFor(name, switches)` for
 * the scenes. Their files are imported here one by one, read as the app's registry of
 * built-ins reads them (src/store/scenarioFile.ts; tests/store/builtinScenarios.test.ts checks
 * they are the registry's): the explainer loads these five, not the registry's every file.
 */
import {
  NO_FIXES,
  simulate,
  type Fixes,
  type RouterKind,
  type Scenario,
  type Trace,
} from '../engine';
import { fromFile } from '../store/scenarioFile';
import equalPools from '../../public/scenarios/equal-pools.json';
import incidentFixed from '../../public/scenarios/incident-fixed.json';
import incident from '../../public/scenarios/incident.json';
import issue30233 from '../../public/scenarios/issue-30233.json';
import pool2x from '../../public/scenarios/pool-2x.json';

/** Each scenario the story names, by name (its file's name). */
export const SCENARIO_FILES = {
  incident: fromFile(incident),
  'incident-fixed': fromFile(incidentFixed),
  'pool-2x': fromFile(pool2x),
  'equal-pools': fromFile(equalPools),
  'issue-30233': fromFile(issue30233),
} as const satisfies Record<string, Scenario>;

export type ScenarioName = keyof typeof SCENARIO_FILES;

/** Whether `name` is one of the story's scenarios. */
export function isScenarioName(name: string): name is ScenarioName {
  return Object.hasOwn(SCENARIO_FILES, name);
}

/** The story's scenario of that name. */
export function builtIn(name: ScenarioName): Scenario {
  return SCENARIO_FILES[name];
}

/** The scenario with switches applied on top of its own fixes. */
export function withSwitches(s: Scenario, switches: Partial<Fixes>): Scenario {
  return { ...s, config: { ...s.config, fixes: { ...NO_FIXES, ...s.config.fixes, ...switches } } };
}

export function switchesKey(switches: Partial<Fixes>): string {
  return Object.entries(switches)
    .filter(([, on]) => on)
    .map(([k]) => k)
    .sort()
    .join(',');
}

const traces = new Map<string, { scenario: Scenario; trace: Trace }>();

/** What-if changes to a built-in scenario that are not fix switches (the fixes scene's rows). */
export interface Tweak {
  /** the prefill node's pool, in tokens */
  prefillPool?: number;
  /** the story request's prompt length (a probe of another length in the band) */
  storyPrompt?: { request: string; tokens: number };
}

function tweakKey(t: Tweak): string {
  const p = t.storyPrompt;
  return `${t.prefillPool ?? ''}|${p ? `${p.request}=${p.tokens}` : ''}`;
}

function applyTweak(s: Scenario, t: Tweak): Scenario {
  let out = s;
  if (t.prefillPool !== undefined)
    out = {
      ...out,
      config: { ...out.config, prefill: { ...out.config.prefill, poolTokens: t.prefillPool } },
    };
  const p = t.storyPrompt;
  if (p)
    out = {
      ...out,
      requests: out.requests.map((r) =>
        r.id === p.request ? { ...r, promptTokens: p.tokens } : r,
      ),
    };
  return out;
}

/**
 * Runs (once) and returns the scenario with switches (and a router, else its own) and its trace.
 * The scenario's own router shares the cache entry of "no router given", so the fixes table's
 * run of a scene's configuration is the run the scene already shows.
 */
export function traceFor(
  name: ScenarioName,
  switches: Partial<Fixes> = {},
  router?: RouterKind,
  tweak: Tweak = {},
): { scenario: Scenario; trace: Trace } {
  const base = builtIn(name);
  const own = router === base.config.router ? undefined : router;
  const key = `${name}|${switchesKey(switches)}|${own ?? ''}|${tweakKey(tweak)}`;
  const hit = traces.get(key);
  if (hit) return hit;
  const fixed = applyTweak(withSwitches(base, switches), tweak);
  const scenario = own ? { ...fixed, config: { ...fixed.config, router: own } } : fixed;
  const out = { scenario, trace: simulate(scenario) };
  traces.set(key, out);
  return out;
}
