/**
 * Drives the shared view through the store: a scene (or one of the fixes scene's variants)
 * loads its scenario with its switches, jumps to its step and highlights its focus.
 */
import type { Fixes } from '../engine';
import { adoptTrace } from '../store/adopt';
import type { AppStoreApi } from '../store/store';
import { storyRequest } from '../engine';
import type { Scene } from './scenes';
import { traceFor, type ScenarioName, type Tweak } from './sceneTraces';

export function showRun(
  store: AppStoreApi,
  name: ScenarioName,
  switches: Partial<Fixes>,
  pick: Pick<Scene, 'step' | 'focus'>,
  step?: number,
  tweak?: Tweak,
): void {
  const { scenario, trace } = traceFor(name, switches, undefined, tweak);
  const s = store.getState();
  if (s.playing) s.setPlaying(false);
  // one way in: through the action that owns the run sequence (a pending run cannot overwrite it)
  adoptTrace(store, name, scenario, trace);
  const st = store.getState();
  st.setStep(step ?? pick.step(trace));
  st.select(storyRequest(trace));
  st.setFocus(pick.focus(trace));
}

/** Shows a scene at its own step, or at `step` when given (presenter sync, deep links). */
export function showScene(store: AppStoreApi, scene: Scene, step?: number): void {
  showRun(store, scene.scenario, scene.switches, scene, step);
}

/** The step a scene starts at. */
export function sceneStep(scene: Scene): number {
  return scene.step(traceFor(scene.scenario, scene.switches).trace);
}

/** The number of steps in a scene's trace. */
export function sceneSteps(scene: Scene): number {
  return traceFor(scene.scenario, scene.switches).trace.stepCount;
}

/** Shows a live slide at one of its clicker builds (the scene's own moment without builds). */
export function showBeat(store: AppStoreApi, scene: Scene, beat: number, step?: number): void {
  const b = scene.beats?.[beat];
  if (!b) return showScene(store, scene, step);
  showRun(
    store,
    scene.scenario,
    scene.switches,
    { step: b.step, focus: b.focus ?? scene.focus },
    step,
  );
}

/** The step a slide's build shows. */
export function beatStep(scene: Scene, beat: number): number {
  const b = scene.beats?.[beat];
  return (b ?? scene).step(traceFor(scene.scenario, scene.switches).trace);
}
