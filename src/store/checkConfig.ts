/**
 * A configuration the explore screen asks for (switches, pool sizes, router), checked with the
 * engine's validator on the whole scenario, so pool/page rules apply. Apart from the link
 * codec (./url.ts), which the explainer loads up front: only the explore screen's actions
 * check a configuration, and the validator loads with them.
 */
import { validateScenario, type Config, type Scenario } from '../engine';

/** The scenario to run, or the problems' messages. */
export function checkConfig(
  base: Scenario,
  config: Config,
): { ok: true; scenario: Scenario } | { ok: false; problems: { path: string; message: string }[] } {
  const res = validateScenario({ ...base, config });
  return res.ok ? { ok: true, scenario: res.scenario } : { ok: false, problems: res.problems };
}
