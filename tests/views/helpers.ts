/** Loads a built-in scenario and runs it (cached per name and page size). */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseScenario, simulate, type Scenario, type Trace } from '../../src/engine';

const cache = new Map<string, Trace>();

export function loadScenario(name: string): Scenario {
  const text = readFileSync(join(process.cwd(), 'public', 'scenarios', `${name}.json`), 'utf8');
  const res = parseScenario(text);
  if (!res.ok) throw new Error(JSON.stringify(res.problems));
  return res.scenario;
}

export function traceOf(name: string, pageSize?: number): Trace {
  const key = `${name}@${pageSize ?? ''}`;
  let tr = cache.get(key);
  if (!tr) {
    const s = loadScenario(name);
    tr = simulate(pageSize ? { ...s, config: { ...s.config, pageSize } } : s);
    cache.set(key, tr);
  }
  return tr;
}

/** The step of the first event of `kind` concerning request id `id`. */
export function stepOf(trace: Trace, kind: string, id: string): number {
  const idx = trace.scenario.requests.findIndex((r) => r.id === id);
  const e = trace.events.find((x) => x.kind === kind && x.requests.includes(idx));
  if (!e) throw new Error(`no ${kind} for ${id}`);
  return e.step;
}
