/**
 * "Open in Explore" for a scene's figure: the explore screen's own link format (src/store/url.ts
 * encodeView, relative to the scenario's own configuration) at the scene's scenario, switches,
 * step and request, so the reader lands on the very state the figure shows.
 */
import { encodeView } from '../store/url';
import { storyRequest } from '../engine';
import { routeQueryHref } from './hash';
import { builtIn, traceFor } from './sceneTraces';
import type { Scene } from './scenes';

export function exploreHref(scene: Scene, step?: number): string {
  const { scenario, trace } = traceFor(scene.scenario, scene.switches);
  const query = encodeView(
    {
      s: scene.scenario,
      config: scenario.config,
      step: step ?? scene.step(trace),
      sel: trace.scenario.requests[storyRequest(trace)]?.id ?? null,
    },
    builtIn(scene.scenario).config,
  );
  return routeQueryHref('/explore', query);
}
