/**
 * The built-in scenarios, bundled with the app (no fetch, so the single-file build works from
 * file://). Order and names come from public/scenarios/index.json. Each is read as its file
 * says (./scenarioFile.ts: the app's own files are not run through the validator at start-up).
 * The explore screen and the lab read this registry; the explainer reads only the story's
 * scenarios (src/story/sceneTraces.ts), so the others load with those screens.
 */
import type { Scenario } from '../engine';
import { fromFile } from './scenarioFile';

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

/** The built-in files' keys, in index.json's order. */
export const BUILT_IN_KEYS: readonly string[] = Array.isArray(order)
  ? order.filter((k): k is string => typeof k === 'string')
  : [...byKey.keys()].filter((k) => k !== 'index').sort();

/** The raw content of a built-in file (what the test validates). */
export function builtInFile(key: string): unknown {
  return byKey.get(key);
}

export const BUILT_INS: readonly BuiltIn[] = BUILT_IN_KEYS.map((key) => ({
  key,
  scenario: fromFile(byKey.get(key)),
}));
export const DEFAULT_SCENARIO = 'incident';

export function builtIn(key: string): Scenario | null {
  return BUILT_INS.find((b) => b.key === key)?.scenario ?? null;
}
