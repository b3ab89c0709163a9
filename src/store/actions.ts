/**
 * What the controls ask for: load a scenario, flip a switch, change pool sizes, load a file,
 * restore a link. Each asks the store's one way in (`show`, ./show.ts) to run the engine
 * (in the worker when there is one) and show the trace.
 */
import { FIX_NAMES, storyRequest, type Config, type FixName, type Scenario } from '../engine';
import type { Defences, RouterKind } from '../engine';
import { lastStepOf } from '../engine';
import { readScenarioOffThread, runEngine } from '../worker/client';
import { textProblem } from './readFile';
import { askedNow, shownTrace } from './selectors';
import { BUILT_INS, DEFAULT_SCENARIO, builtIn } from './builtinScenarios';
import type { TraceSource } from './show';
import type { AppStoreApi, Asked, LoadProblem, Origin } from './store';
import { checkConfig } from './checkConfig';
import { withOverrides, type PoolOverrides, type UrlProblem, type UrlView } from './url';
import '../i18n/onDemand';

export { COMPUTING_DELAY_MS } from './show';

/** The engine as a source: in the worker when there is one, stopped by the run's signal. */
function engineRun(scenario: Scenario): TraceSource {
  return {
    kind: 'run',
    run: ({ signal, onProgress }) => runEngine(scenario, { signal, onProgress }),
  };
}

/**
 * Runs `scenario` (the base asked for with its configuration) and shows it; resolves to false
 * if a newer run replaced it, it was cancelled or it failed.
 */
export function runScenario(
  store: AppStoreApi,
  asked: Asked,
  scenario: Scenario,
  keepStep = false,
): Promise<boolean> {
  return store.getState().show(asked, engineRun(scenario), { keepStep });
}

export { adoptTrace } from './adopt';

/** Stops the run in progress; the scenario shown before it stays. */
export function cancelRun(store: AppStoreApi): void {
  store.getState().cancelRun();
}

/** Loads a built-in scenario by key with its own configuration. */
export async function loadBuiltIn(store: AppStoreApi, key: string): Promise<boolean> {
  const base = builtIn(key);
  if (!base) return false;
  return runScenario(store, { name: key, origin: 'builtin', base, config: base.config }, base);
}

/** Re-runs the current scenario with a new configuration, keeping the step. */
export async function reconfigure(store: AppStoreApi, config: Config): Promise<boolean> {
  const asked = askedNow(store.getState());
  if (!asked) return false;
  const checked = checkConfig(asked.base, config);
  if (!checked.ok) return false;
  return runScenario(store, { ...asked, config }, checked.scenario, true);
}

export function setFix(store: AppStoreApi, name: FixName, on: boolean): Promise<boolean> {
  const config = askedNow(store.getState())?.config;
  if (!config) return Promise.resolve(false);
  return reconfigure(store, { ...config, fixes: { ...config.fixes, [name]: on } });
}

/** The page-lifetime family's defences (engine/lifetime.ts); re-runs keeping the step. */
export function setDefences(store: AppStoreApi, patch: Partial<Defences>): Promise<boolean> {
  const config = askedNow(store.getState())?.config;
  if (!config) return Promise.resolve(false);
  const defences: Defences = { ...config.defences, ...patch };
  for (const k of Object.keys(defences) as (keyof Defences)[])
    if (defences[k] === undefined || defences[k] === false) delete defences[k];
  const { defences: _old, ...rest } = config;
  void _old;
  const next: Config = Object.keys(defences).length > 0 ? { ...rest, defences } : rest;
  return reconfigure(store, next);
}

/** The router in front of the two nodes (mini_lb or sgl-router); re-runs keeping the step. */
export function setRouter(store: AppStoreApi, router: RouterKind): Promise<boolean> {
  const config = askedNow(store.getState())?.config;
  if (!config) return Promise.resolve(false);
  return reconfigure(store, { ...config, router });
}

/**
 * Applies pool sizes after checking them with the engine's validator. Invalid sizes are not
 * applied; their problems are returned for the inline message.
 */
export function setPools(
  store: AppStoreApi,
  pools: PoolOverrides,
): { ok: true } | { ok: false; problems: { path: string; message: string }[] } {
  const asked = askedNow(store.getState());
  if (!asked) return { ok: false, problems: [] };
  const config = withOverrides(asked.config, asked.config.fixes, pools);
  const checked = checkConfig(asked.base, config);
  if (!checked.ok) return checked;
  void reconfigure(store, config);
  return { ok: true };
}

/**
 * Loads a scenario file (its text, or the file itself), read, parsed and validated off the
 * main thread (src/worker/client.ts). On any problem the current scenario stays and the
 * problems show.
 */
export function loadScenarioText(
  store: AppStoreApi,
  text: string,
  fileName: string,
): Promise<boolean> {
  return loadScenarioFile(store, new Blob([text]), fileName);
}

/**
 * Why a valid scenario is not opened, or null: Explore's guard refuses a lab question's
 * starting scenario while it is unanswered (src/modes/explore/questionGuard.ts).
 */
export type ScenarioGuard = (s: Scenario) => Promise<LoadProblem | null>;

export async function loadScenarioFile(
  store: AppStoreApi,
  file: Blob,
  fileName = file instanceof File ? file.name : '',
  guard?: ScenarioGuard,
): Promise<boolean> {
  const read = await readScenarioOffThread(file);
  const s = store.getState();
  if (!read.ok) {
    if ('problems' in read) s.setLoadProblems(read.problems, fileName);
    else if ('text' in read)
      s.setLoadProblems([{ path: '$', ...textProblem(read.text, read.size) }], fileName);
    else s.setLoadProblems([{ path: '$', key: 'explore.file.error.read' }], fileName);
    return false;
  }
  const refused = guard ? await guard(read.value) : null;
  if (refused) {
    s.setLoadProblems([refused], fileName);
    return false;
  }
  s.setLoadProblems(null);
  s.rememberFile(read.value);
  const base = read.value;
  const ok = await runScenario(
    store,
    { name: 'file', origin: 'file', base, config: base.config },
    base,
  );
  if (ok) s.addNotice({ key: 'explore.file.noUrl', tone: 'info' });
  return ok;
}

function configsEqual(a: Config, b: Config): boolean {
  return (
    a.pageSize === b.pageSize &&
    a.contextLength === b.contextLength &&
    a.router === b.router &&
    a.prefill.poolTokens === b.prefill.poolTokens &&
    a.decode.poolTokens === b.decode.poolTokens &&
    FIX_NAMES.every((n) => a.fixes[n] === b.fixes[n])
  );
}

const clip = (v: string) => (v.length > 40 ? `${v.slice(0, 40)}…` : v);

/**
 * Restores a view from a link. Bad parts become notices and fall back to defaults; the page
 * always ends up showing something.
 */
export async function applyView(
  store: AppStoreApi,
  view: UrlView,
  problems: UrlProblem[],
): Promise<void> {
  const notes: UrlProblem[] = [...problems];
  const st = store.getState();
  const fallbackName = builtIn(DEFAULT_SCENARIO) ? DEFAULT_SCENARIO : BUILT_INS[0]!.key;
  const fallback = () => builtIn(fallbackName)!.name;
  let name = view.s ?? fallbackName;
  let base: Scenario | null = null;
  let origin: Origin = 'builtin';
  let v = view;
  if (name === 'file' && st.lastFile) {
    const now = askedNow(st);
    base = now?.origin === 'file' ? now.base : st.lastFile;
    origin = 'file';
  } else if (name === 'file') {
    notes.push({ key: 'explore.url.fileScenario', vars: { fallback: fallback() } });
    name = fallbackName;
    v = { s: name, fixes: null, pools: {}, step: null, sel: null };
  } else if (!builtIn(name)) {
    notes.push({
      key: 'explore.url.unknownScenario',
      vars: { name: clip(name), fallback: fallback() },
    });
    name = fallbackName;
    v = { s: name, fixes: null, pools: {}, step: null, sel: null };
  }
  base ??= builtIn(name)!;
  let config = withOverrides(base.config, v.fixes, v.pools, v.router ?? null);
  let checked = checkConfig(base, config);
  if (!checked.ok) {
    const p = checked.problems[0];
    notes.push({
      key: 'explore.url.badPool',
      vars: { message: p ? `${p.path}: ${p.message}` : '' },
    });
    config = withOverrides(base.config, v.fixes, {}, v.router ?? null);
    checked = checkConfig(base, config);
  }
  // the navigation adopts the run in flight if it asks for the same, else cancels it; it
  // starts a run only for what is neither on screen nor computing
  const cur = store.getState();
  const wanted = (a: Asked | null | undefined) =>
    !!a && a.name === name && a.base === base && configsEqual(a.config, config);
  if (wanted(cur.request)) {
    if (!(await cur.settled())) return;
  } else if (cur.display && wanted(cur.display.asked)) {
    cur.cancelRun({ quiet: true });
  } else if (checked.ok) {
    const asked = { name, origin, base, config };
    if (!(await runScenario(store, asked, checked.scenario))) return;
  } else cur.cancelRun({ quiet: true });
  const s = store.getState();
  const trace = shownTrace(s);
  if (!trace) return;
  const last = lastStepOf(trace);
  let step = 0;
  if (v.step !== null) {
    const n = /^\d{1,9}$/.test(v.step) ? Number(v.step) : NaN;
    if (Number.isNaN(n) || n > last) {
      step = Number.isNaN(n) ? 0 : last;
      notes.push({ key: 'explore.url.badStep', vars: { value: clip(v.step), step } });
    } else step = n;
  }
  let selected = storyRequest(trace);
  if (v.sel !== null) {
    const i = trace.scenario.requests.findIndex((r) => r.id === v.sel);
    if (i >= 0) selected = i;
    else
      notes.push({
        key: 'explore.url.badSelection',
        vars: { value: clip(v.sel), req: trace.scenario.requests[selected]?.id ?? '' },
      });
  }
  s.showView({ step, selected });
  for (const n of notes) s.addNotice({ key: n.key, vars: n.vars, tone: 'warning' });
}
