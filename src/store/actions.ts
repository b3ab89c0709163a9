/**
 * What the controls ask for: load a scenario, flip a switch, change pool sizes, load a file,
 * restore a link. Each runs the engine (worker when available) and hands the trace to the store.
 */
import {
  FIX_NAMES,
  parseScenario,
  storyRequest,
  type Config,
  type FixName,
  type Scenario,
  type Trace,
} from '../engine';
import type { RouterKind } from '../engine';
import { lastStep as lastStepOf } from '../engine';
import { RunCancelled, cancelRuns, runEngine } from '../worker/client';
import { readScenarioFile } from './readFile';
import { BUILT_INS, DEFAULT_SCENARIO, builtIn } from './scenarios';
import { appStore } from './store';
import {
  checkConfig,
  withOverrides,
  type PoolOverrides,
  type UrlProblem,
  type UrlView,
} from './url';

/** Show "computing…" only when a run takes longer than this. */
export const COMPUTING_DELAY_MS = 200;

/**
 * The run bookkeeping, closed in this module (what is on screen, including the last file
 * loaded, is in the store): the sequence number of the newest run, what the trace on screen
 * was loaded as (restored when a run is cancelled), and whether the first trace was timed.
 */
const runs: {
  seq: number;
  shown: { name: string; base: Scenario | null; source: 'builtin' | 'file' } | null;
  firstTraceMarked: boolean;
} = { seq: 0, shown: null, firstTraceMarked: false };

/** Runs a scenario; resolves to false if a newer run superseded it or it failed. */
export async function runScenario(name: string, scenario: Scenario, keepStep: boolean) {
  const seq = ++runs.seq;
  const store = appStore.getState();
  store.setPending(true);
  const timer = setTimeout(() => {
    if (seq === runs.seq && appStore.getState().pending) appStore.getState().setComputing(true);
  }, COMPUTING_DELAY_MS);
  const t0 = performance.now();
  try {
    const res = await runEngine(scenario, {
      step: keepStep ? store.step : 0,
      onProgress: (done, total) => {
        if (seq === runs.seq) appStore.getState().setProgress({ done, total });
      },
    });
    if (seq !== runs.seq) return false;
    const totalMs = performance.now() - t0;
    const st = appStore.getState();
    runs.shown = { name, base: st.base, source: st.source };
    st.setTrace(name, scenario, res.trace, keepStep);
    const timing = {
      computeMs: res.computeMs,
      transferMs: res.transferMs,
      totalMs,
      viaWorker: res.viaWorker,
    };
    appStore.getState().setTiming(timing);
    if (typeof performance.measure === 'function')
      performance.measure('stale-pages:run', {
        start: t0,
        end: t0 + totalMs,
        detail: { ...timing, scenario: name, steps: res.trace.stepCount },
      });
    if (!runs.firstTraceMarked && typeof performance.measure === 'function') {
      runs.firstTraceMarked = true;
      performance.measure('stale-pages:time-to-first-trace', { start: 0, end: performance.now() });
    }
    return true;
  } catch (e) {
    if (seq !== runs.seq) return false;
    if (e instanceof RunCancelled) {
      const st = appStore.getState();
      // the scenario shown before the run stays, with the settings it was computed with
      if (runs.shown && st.scenario)
        st.setBase(runs.shown.name, runs.shown.base!, runs.shown.source, st.scenario.config);
      st.setPending(false);
      appStore.getState().addNotice({ key: 'explore.run.cancelled', tone: 'info' });
      return false;
    }
    const message = e instanceof Error ? e.message : String(e);
    appStore.getState().setError(message);
    appStore.getState().addNotice({ key: 'explore.run.error', vars: { message }, tone: 'error' });
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Shows a trace computed elsewhere (the story's cached scene runs). It owns the run sequence
 * like `runScenario` does, so a run still pending can no longer overwrite it.
 */
export function adoptTrace(name: string, scenario: Scenario, trace: Trace): void {
  ++runs.seq;
  const st = appStore.getState();
  if (st.trace === trace) return;
  runs.shown = { name, base: scenario, source: 'builtin' };
  st.setTrace(name, scenario, trace);
}

/** Stops the run in progress; the scenario shown before it stays. */
export function cancelRun(): void {
  cancelRuns();
}

/** Loads a built-in scenario by key with its own configuration. */
export async function loadBuiltIn(key: string): Promise<boolean> {
  const base = builtIn(key);
  if (!base) return false;
  appStore.getState().setBase(key, base, 'builtin');
  return runScenario(key, base, false);
}

/** Re-runs the current scenario with a new configuration, keeping the step. */
export async function reconfigure(config: Config): Promise<boolean> {
  const s = appStore.getState();
  if (!s.base) return false;
  const checked = checkConfig(s.base, config);
  if (!checked.ok) return false;
  s.setConfig(config);
  return runScenario(s.scenarioName, checked.scenario, true);
}

export function setFix(name: FixName, on: boolean): Promise<boolean> {
  const config = appStore.getState().config;
  if (!config) return Promise.resolve(false);
  return reconfigure({ ...config, fixes: { ...config.fixes, [name]: on } });
}

/** The router in front of the two nodes (mini_lb or sgl-router); re-runs keeping the step. */
export function setRouter(router: RouterKind): Promise<boolean> {
  const config = appStore.getState().config;
  if (!config) return Promise.resolve(false);
  return reconfigure({ ...config, router });
}

/**
 * Applies pool sizes after checking them with the engine's validator. Invalid sizes are not
 * applied; their problems are returned for the inline message.
 */
export function setPools(
  pools: PoolOverrides,
): { ok: true } | { ok: false; problems: { path: string; message: string }[] } {
  const s = appStore.getState();
  if (!s.base || !s.config) return { ok: false, problems: [] };
  const config = withOverrides(s.config, s.config.fixes, pools);
  const checked = checkConfig(s.base, config);
  if (!checked.ok) return checked;
  void reconfigure(config);
  return { ok: true };
}

/** Loads a scenario file. On any problem the current scenario stays and the problems show. */
export async function loadScenarioText(text: string, fileName: string): Promise<boolean> {
  const res = parseScenario(text);
  const s = appStore.getState();
  if (!res.ok) {
    s.setLoadProblems(res.problems, fileName);
    return false;
  }
  s.setLoadProblems(null);
  s.rememberFile(res.scenario);
  s.setBase('file', res.scenario, 'file');
  const ok = await runScenario('file', res.scenario, false);
  if (ok) s.addNotice({ key: 'explore.file.noUrl', tone: 'info' });
  return ok;
}

export async function loadScenarioFile(file: File): Promise<boolean> {
  const read = await readScenarioFile(file);
  if (!read.ok) {
    appStore.getState().setLoadProblems([{ path: '$', ...read.problem }], file.name);
    return false;
  }
  return loadScenarioText(read.text, file.name);
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
export async function applyView(view: UrlView, problems: UrlProblem[]): Promise<void> {
  const notes: UrlProblem[] = [...problems];
  const st = appStore.getState();
  const fallbackName = builtIn(DEFAULT_SCENARIO) ? DEFAULT_SCENARIO : BUILT_INS[0]!.key;
  const fallback = () => builtIn(fallbackName)!.name;
  let name = view.s ?? fallbackName;
  let base: Scenario | null = null;
  let source: 'builtin' | 'file' = 'builtin';
  let v = view;
  if (name === 'file' && st.lastFile) {
    base = st.source === 'file' && st.base ? st.base : st.lastFile;
    source = 'file';
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
  const cur = appStore.getState();
  const same =
    cur.trace &&
    cur.scenario &&
    cur.scenarioName === name &&
    cur.base === base &&
    configsEqual(cur.scenario.config, config);
  if (!same && checked.ok) {
    cur.setBase(name, base, source, config);
    if (!(await runScenario(name, checked.scenario, false))) return;
  }
  const s = appStore.getState();
  const trace = s.trace;
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
