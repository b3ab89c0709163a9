/**
 * The built-in scenarios the story's scenes name (read from the app's one registry of
 * built-ins, src/store/builtinScenarios.ts), and a cached `traceFor(name, switches)` for the scenes.
 */
import {
  NO_FIXES,
  simulate,
  type Fixes,
  type RouterKind,
  type Scenario,
  type Trace,
} from '../engine';
import { builtIn as registered } from '../store/builtinScenarios';

/** The built-in scenarios the story names, from the one registry (src/store/builtinScenarios.ts). */
const NAMES = ['incident', 'incident-fixed', 'pool-2x', 'equal-pools', 'issue-30233'] as const;

export type ScenarioName = (typeof NAMES)[number];

/** The validated built-in scenario (throws if the registry lacks it: a build error). */
export function builtIn(name: ScenarioName): Scenario {
  const s = registered(name);
  if (!s) throw new Error(`built-in scenario ${name} is not in public/scenarios/index.json`);
  return s;
}

/** Each scenario the story names, by name. */
export const SCENARIO_FILES: Readonly<Record<ScenarioName, Scenario>> = Object.fromEntries(
  NAMES.map((n) => [n, builtIn(n)]),
) as Record<ScenarioName, Scenario>;

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
