/** Built-in scenarios and their traces for the view tests (one helper: ../helpers/scenarios). */
import type { Trace } from '../../src/engine';
import { builtinScenario, builtinTrace } from '../helpers/scenarios';

export { builtinScenario as loadScenario };

/** A built-in scenario's trace, at another page size if given (cached). */
export function traceOf(name: string, pageSize?: number): Trace {
  return builtinTrace(name, pageSize ? { pageSize } : {});
}

/** The step of the first event of `kind` concerning request id `id`. */
export function stepOf(trace: Trace, kind: string, id: string): number {
  const idx = trace.scenario.requests.findIndex((r) => r.id === id);
  const e = trace.events.find((x) => x.kind === kind && x.requests.includes(idx));
  if (!e) throw new Error(`no ${kind} for ${id}`);
  return e.step;
}
