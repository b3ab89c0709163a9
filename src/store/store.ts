/**
 * The only bridge between the engine and the screen. Vanilla Zustand store with slices;
 * React components read it through `useApp(selector)` with narrow selectors.
 */
import { createStore } from 'zustand/vanilla';
import { useStore } from 'zustand';
import type { Fixes, Scenario, Trace } from '../engine';

/** What the pointer or keyboard focus is on; views highlight by these stable ids. */
export type Focus =
  | { kind: 'request'; request: number }
  | { kind: 'page'; node: 'prefill' | 'decode'; page: number }
  | { kind: 'token'; request: number; token: number }
  | null;

export interface ScenarioSlice {
  /** built-in name, or 'file' for a loaded file */
  scenarioName: string;
  scenario: Scenario | null;
  trace: Trace | null;
  /** true while a trace is being computed (worker) */
  computing: boolean;
  /** problems of the last scenario file that failed to load (the old scenario stays) */
  loadProblems: { path: string; message: string }[] | null;
  error: string | null;
}

export interface PlaybackSlice {
  step: number;
  playing: boolean;
  /** steps per second */
  speed: number;
}

export interface SelectionSlice {
  /** the request the response panel shows */
  selected: number | null;
  focus: Focus;
}

export interface PreferencesSlice {
  theme: 'light' | 'dark' | 'contrast';
  showShortcuts: boolean;
}

export type AppState = ScenarioSlice & PlaybackSlice & SelectionSlice & PreferencesSlice;

export interface AppActions {
  setTrace(name: string, scenario: Scenario, trace: Trace, keepStep?: boolean): void;
  setComputing(on: boolean): void;
  setLoadProblems(p: ScenarioSlice['loadProblems']): void;
  setError(e: string | null): void;
  setStep(step: number): void;
  setPlaying(on: boolean): void;
  setSpeed(speed: number): void;
  select(request: number | null): void;
  setFocus(f: Focus): void;
  setTheme(t: PreferencesSlice['theme']): void;
  setShowShortcuts(on: boolean): void;
}

export type AppStore = AppState & AppActions;

/** The request a scenario is "about": the first one whose verdict is wrong, else the last. */
export function storyRequest(trace: Trace): number {
  const wrong = trace.verdicts.find((v) => !v.correct || v.httpStatus !== 200);
  return wrong ? wrong.request : trace.verdicts.length - 1;
}

export function createAppStore() {
  return createStore<AppStore>()((set, get) => ({
    scenarioName: 'incident',
    scenario: null,
    trace: null,
    computing: false,
    loadProblems: null,
    error: null,
    step: 0,
    playing: false,
    speed: 4,
    selected: null,
    focus: null,
    theme: 'light',
    showShortcuts: false,
    setTrace(name, scenario, trace, keepStep = false) {
      const last = Math.max(0, trace.events.length - 1);
      const step = keepStep ? Math.min(get().step, last) : 0;
      const selected = get().selected;
      set({
        scenarioName: name,
        scenario,
        trace,
        step,
        computing: false,
        error: null,
        loadProblems: null,
        selected:
          keepStep && selected !== null && selected < trace.verdicts.length
            ? selected
            : storyRequest(trace),
      });
    },
    setComputing: (computing) => set({ computing }),
    setLoadProblems: (loadProblems) => set({ loadProblems }),
    setError: (error) => set({ error, computing: false }),
    setStep(step) {
      const t = get().trace;
      const last = t ? Math.max(0, t.events.length - 1) : 0;
      set({ step: Math.max(0, Math.min(last, Math.round(step))) });
    },
    setPlaying: (playing) => set({ playing }),
    setSpeed: (speed) => set({ speed }),
    select: (selected) => set({ selected }),
    setFocus: (focus) => set({ focus }),
    setTheme: (theme) => set({ theme }),
    setShowShortcuts: (showShortcuts) => set({ showShortcuts }),
  }));
}

export const appStore = createAppStore();

export function useApp<T>(selector: (s: AppStore) => T): T {
  return useStore(appStore, selector);
}
