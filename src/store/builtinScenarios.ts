/**
 * The built-in scenarios, bundled with the app (no fetch, so the single-file build works from
 * file://). Order and names come from public/scenarios/index.json; each file is validated
 * with the engine's validator once, at start-up.
 */
import { validateScenario, type Scenario } from '../engine';

const files = import.meta.glob<unknown>('../../public/scenarios/*.json', {
  eager: true,
  import: 'default',
});

function fileKey(path: string): string {
  return path.replace(/^.*\//, '').replace(/\.json$/, '');
}

const byKey = new Map<string, unknown>(Object.entries(files).map(([p, v]) => [fileKey(p), v]));
const order = byKey.get('index');

export interface BuiltIn {
  /** the file name without .json: what the URL names */
  key: string;
  scenario: Scenario;
}

function load(): BuiltIn[] {
  const keys = Array.isArray(order)
    ? order.filter((k): k is string => typeof k === 'string')
    : [...byKey.keys()].filter((k) => k !== 'index').sort();
  const out: BuiltIn[] = [];
  for (const key of keys) {
    const res = validateScenario(byKey.get(key));
    if (res.ok) out.push({ key, scenario: res.scenario });
    else throw new Error(`built-in scenario ${key} is invalid: ${res.problems[0]?.message}`);
  }
  return out;
}

export const BUILT_INS: readonly BuiltIn[] = load();
export const DEFAULT_SCENARIO = 'incident';

export function builtIn(key: string): Scenario | null {
  return BUILT_INS.find((b) => b.key === key)?.scenario ?? null;
}
