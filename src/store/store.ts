/**
 * What is on screen, as one vanilla Zustand store with slices. Framework-free: it imports
 * nothing from React (eslint.config.js), so actions, the URL sync, the story and tests use it
 * as is; React components read it through the thin binding in ./react.ts (`useApp(selector)`
 * with narrow selectors). One action, `show` (./show.ts), brings every trace in, whatever its
 * source, and owns the run sequence; the controls' actions are in ./actions.ts; the URL in
 * ./url.ts and ./sync.ts.
 */
import { createStore } from 'zustand/vanilla';
import { persist, createJSONStorage, type StateStorage } from 'zustand/middleware';
import { lastStepOf, storyRequest, type Config, type Scenario, type Trace } from '../engine';
import {
  bindLang,
  getLang,
  isLang,
  langFromHash,
  onDictionary,
  showLang,
  type Lang,
} from '../i18n';
import type { MessageKey } from '../i18n/en';
import type { DeckState } from './deck';
import { createShow, IDLE, type ShowActions } from './show';

/**
 * localStorage, written only when this window's preferences change: `persist` writes on every
 * `set`, and a seek is a `set` (a synchronous localStorage write per step while scrubbing).
 */
export function preferenceStorage(from: () => Storage = () => localStorage): StateStorage {
  // read here, not in the methods: where storage is blocked (site data off, a sandboxed frame)
  // this throws inside createJSONStorage, which then turns persistence off
  const storage = from();
  /** what this window last read or wrote: another window's newer choice is not written over */
  let last: string | null = null;
  return {
    getItem: (key) => (last = storage.getItem(key)),
    setItem: (key, value) => {
      if (value === last) return;
      last = value;
      storage.setItem(key, value);
    },
    removeItem: (key) => {
      last = null;
      storage.removeItem(key);
    },
  };
}

/** What the pointer or keyboard focus is on; views highlight by these stable ids. */
export type Focus =
  | { kind: 'request'; request: number }
  | { kind: 'page'; node: 'prefill' | 'decode'; page: number }
  | { kind: 'token'; request: number; token: number }
  | null;

/** A dismissible message (bad link, file not storable in the link, engine error). */
export interface Notice {
  id: number;
  key: MessageKey;
  vars?: Record<string, string | number>;
  tone: 'info' | 'warning' | 'error';
}

export interface Timing {
  /** engine time inside the worker (or on the main thread without one), ms */
  computeMs: number;
  /** from postMessage in the worker to the message arriving here (structured clone), ms */
  transferMs: number | null;
  /** from asking for a run to having the trace, ms */
  totalMs: number;
  viaWorker: boolean;
}

/**
 * A problem with a scenario file that was not loaded: the validator's own words (English, as
 * the runner prints them), or a message key translated when shown (never translated text).
 */
export type LoadProblem =
  | { path: string; message: string }
  | { path: string; key: MessageKey; vars?: Record<string, string | number> };

/** Where a scenario came from: the URL names a built-in by key and a loaded file as 'file'. */
export type Origin = 'builtin' | 'file' | 'lab' | 'story' | 'live';

/** What a control asked for: it may still be computing. */
export interface Asked {
  /** built-in key, 'file' for a loaded file, `lab:<challenge>` for a lab run, … */
  name: string;
  origin: Origin;
  /** the scenario as loaded (built-in or file), before switchboard changes */
  base: Scenario;
  /** the configuration asked for (base config + switches + pool sizes) */
  config: Config;
}

/** What is on screen: a trace always with the record it was asked as. */
export interface Display {
  asked: Asked;
  /** the scenario the trace was computed from (`asked.base` with `asked.config`) */
  scenario: Scenario;
  trace: Trace;
}

/** The state of the run in flight (meaningful while `request` is set). */
export interface RunState {
  /** it has taken more than ~200 ms: the page says "computing…" */
  computing: boolean;
  /** share of its requests answered (null: not reported) */
  progress: { done: number; total: number } | null;
}

/**
 * The run record, one writer (./show.ts): what is requested and not on screen yet, what is on
 * screen, and the run's state. A request is set only while its run is in flight; a navigation
 * adopts it (the link asks for the same) or cancels it, and a failed or stopped run clears it.
 */
export interface ScenarioSlice {
  /** asked for and still computing (a live stream: growing on screen); null when none is */
  request: Asked | null;
  /** on screen (null before anything was shown) */
  display: Display | null;
  run: RunState;
  /** problems of the last scenario file that failed to load (the old scenario stays) */
  loadProblems: LoadProblem[] | null;
  /** name of the file whose problems are shown */
  loadFile: string | null;
  error: string | null;
  notices: Notice[];
  timing: Timing | null;
  /** the last scenario loaded from a file, so Back/Forward can return to it in this session */
  lastFile: Scenario | null;
}

export interface PlaybackSlice {
  step: number;
  playing: boolean;
  /** steps per second */
  speed: number;
  /**
   * Counts jumps (a new trace, key moments, log clicks, a selection): the URL sync pushes a
   * history entry when it sees a new count, and replaces the entry for plain stepping. The
   * sync only reads it, so writing the URL never writes the store back.
   */
  jumps: number;
}

export interface SelectionSlice {
  /** the request the response panel shows */
  selected: number | null;
  focus: Focus;
}

export interface PreferencesSlice {
  /** 'system' follows prefers-color-scheme */
  theme: 'system' | 'light' | 'dark' | 'contrast';
  showShortcuts: boolean;
  /** the language on screen (persisted; a `lang` in the URL wins) */
  lang: Lang;
  /** dictionaries that have arrived: components re-render in a language once it is loaded */
  dictionaries: number;
}

/** The presenter deck of this window (scene, step, blank, timer), shared with the others. */
export interface DeckSlice {
  deck: DeckState;
}

export type AppState = ScenarioSlice &
  PlaybackSlice &
  SelectionSlice &
  PreferencesSlice &
  DeckSlice;

export interface AppActions extends ShowActions {
  /**
   * Puts a trace on screen at once (what `show` does once a trace is ready; tests and
   * benchmarks use it directly). `as` says how it was asked for: a built-in of that name,
   * scenario and configuration unless given.
   */
  setTrace(
    name: string,
    scenario: Scenario,
    trace: Trace,
    keepStep?: boolean,
    as?: Pick<Asked, 'origin' | 'base'> & { config?: Config },
  ): void;
  setLoadProblems(p: ScenarioSlice['loadProblems'], file?: string | null): void;
  rememberFile(scenario: Scenario): void;
  setError(e: string | null): void;
  addNotice(n: Omit<Notice, 'id'>): void;
  dismissNotice(id: number): void;
  /** `jump` records a history entry (key moments, log clicks); plain stepping does not */
  setStep(step: number, opts?: { jump?: boolean }): void;
  setPlaying(on: boolean): void;
  setSpeed(speed: number): void;
  /** Shows a step and a selection restored from a link (no jump: the link is the entry). */
  showView(view: { step: number; selected: number | null }): void;
  select(request: number | null): void;
  setFocus(f: Focus): void;
  setTheme(t: PreferencesSlice['theme']): void;
  setShowShortcuts(on: boolean): void;
  setLang(lang: Lang): void;
  setDeck(deck: DeckState): void;
}

export type AppStore = AppState & AppActions;

export const SPEEDS: readonly number[] = [1, 2, 4, 8, 16, 32];

/** The state a fresh store starts in (tests reset to it). */
export const initialAppState: AppState = {
  request: null,
  display: null,
  run: IDLE,
  loadProblems: null,
  loadFile: null,
  error: null,
  notices: [],
  timing: null,
  lastFile: null,
  step: 0,
  playing: false,
  speed: 4,
  jumps: 0,
  selected: null,
  focus: null,
  theme: 'system',
  showShortcuts: false,
  lang: 'en',
  dictionaries: 0,
  deck: {
    scene: 0,
    beat: 0,
    step: null,
    blank: false,
    live: false,
    lang: null,
    startedAt: null,
    rev: 0,
  },
};

/** `storage`: where the preferences persist (the page's localStorage; a test's own). */
export function createAppStore({ storage }: { storage?: () => Storage } = {}) {
  /** ids for notices, per store */
  let noticeId = 0;
  return createStore<AppStore>()(
    persist(
      (set, get) => ({
        ...initialAppState,
        lang: langFromHash() ?? getLang(),
        ...createShow(get, set),
        setTrace(name, scenario, trace, keepStep = false, as) {
          const last = lastStepOf(trace);
          const step = keepStep ? Math.min(get().step, last) : 0;
          const selected = get().selected;
          const origin = as?.origin ?? 'builtin';
          const base = as?.base ?? scenario;
          set({
            request: null,
            display: {
              asked: { name, origin, base, config: as?.config ?? scenario.config },
              scenario,
              trace,
            },
            run: IDLE,
            step,
            error: null,
            loadProblems: null,
            loadFile: null,
            jumps: get().jumps + 1,
            playing: keepStep ? get().playing && step < last : false,
            focus: null,
            // a live session's first trace has no request yet: nothing to select (not −1); a
            // growing trace has verdicts only for the requests that ended, a kept selection
            // may be one still running
            selected:
              keepStep && selected !== null && selected < trace.scenario.requests.length
                ? selected
                : trace.verdicts.length > 0
                  ? storyRequest(trace)
                  : null,
          });
        },
        setLoadProblems: (loadProblems, loadFile = null) => set({ loadProblems, loadFile }),
        rememberFile: (lastFile) => set({ lastFile }),
        setError: (error) => set({ error, request: null, run: IDLE }),
        addNotice(n) {
          // the same message (key and values) replaces itself; different values each show
          const sig = (x: Omit<Notice, 'id'>) => `${x.key}|${JSON.stringify(x.vars ?? {})}`;
          const rest = get().notices.filter((x) => sig(x) !== sig(n));
          set({ notices: [...rest, { ...n, id: ++noticeId }] });
        },
        dismissNotice: (id) => set({ notices: get().notices.filter((n) => n.id !== id) }),
        setStep(step, opts) {
          const t = get().display?.trace;
          const last = t ? lastStepOf(t) : 0;
          const clamped = Number.isFinite(step) ? Math.max(0, Math.min(last, Math.round(step))) : 0;
          set({ step: clamped, jumps: get().jumps + (opts?.jump ? 1 : 0) });
        },
        showView: ({ step, selected }) => set({ step, selected, playing: false }),
        setPlaying: (playing) => set({ playing }),
        setSpeed: (speed) => set({ speed: SPEEDS.includes(speed) ? speed : 4 }),
        select: (selected) => set({ selected, jumps: get().jumps + 1 }),
        setFocus: (focus) => set({ focus }),
        setTheme: (theme) => set({ theme }),
        setShowShortcuts: (showShortcuts) => set({ showShortcuts }),
        setLang(lang) {
          set({ lang });
          showLang(lang);
        },
        setDeck: (deck) => set({ deck }),
      }),
      {
        name: 'stale-pages:preferences',
        version: 1,
        storage: createJSONStorage(() => preferenceStorage(storage)),
        // the language joined the theme and speed here; a language in the URL wins over it
        partialize: (s) => ({ theme: s.theme, speed: s.speed, lang: s.lang }),
        // whatever is stored, only known values come back
        merge: (stored, current) => {
          const p = (stored ?? {}) as Partial<AppState>;
          const themes: unknown[] = ['system', 'light', 'dark', 'contrast'];
          return {
            ...current,
            theme: themes.includes(p.theme) ? p.theme! : current.theme,
            speed:
              typeof p.speed === 'number' && SPEEDS.includes(p.speed) ? p.speed : current.speed,
            lang: langFromHash() ?? (isLang(p.lang) ? p.lang : current.lang),
          };
        },
      },
    ),
  );
}

export type AppStoreApi = ReturnType<typeof createAppStore>;

/** The app's store (src/app/main.tsx provides it and connects it to i18n); a test makes its own. */
export const appStore: AppStoreApi = createAppStore();

/**
 * Makes `store` where the language lives: `t` reads it, i18n's `setLang` writes it, and each
 * dictionary that arrives is counted in it (components re-render). Returns the undoing: a
 * test's own store is connected for the test, the app's for the page's life.
 */
export function connectI18n(store: AppStoreApi): () => void {
  const unbind = bindLang({
    get: () => store.getState().lang,
    set: (lang) => store.getState().setLang(lang),
  });
  showLang(store.getState().lang);
  const unlisten = onDictionary(() =>
    store.setState((s) => ({ dictionaries: s.dictionaries + 1 })),
  );
  return () => {
    unlisten();
    unbind();
  };
}
