/**
 * Shows a trace computed elsewhere (the story's cached scene runs, a live slide) through the
 * store's one way in. Apart from ./actions.ts, which brings the worker client, the URL codec
 * and the file reader: the explainer needs none of them for its first screen.
 */
import type { Scenario, Trace } from '../engine';
import type { AppStoreApi } from './store';

export function adoptTrace(
  store: AppStoreApi,
  name: string,
  scenario: Scenario,
  trace: Trace,
): void {
  const asked = { name, origin: 'story' as const, base: scenario, config: scenario.config };
  void store.getState().show(asked, { kind: 'ready', trace });
}
