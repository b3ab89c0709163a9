import { freshStore, memoryStorage } from '../setup/stores';
import type { AppStoreApi } from '../../src/store/store';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getLang, setLang } from '../../src/i18n';
import {
  askedNow,
  keySteps,
  nextKeyStep,
  prevKeyStep,
  selectedId,
} from '../../src/store/selectors';
import { createAppStore } from '../../src/store/store';
import { scenarioWith, traceOf } from './helpers';
import { createRun, lastStepOf, storyRequest } from '../../src/engine';

let store: AppStoreApi;
beforeEach(() => {
  store = freshStore();
});

describe('setTrace', () => {
  it('starts at step 0 and selects the story request on a new scenario', () => {
    const trace = traceOf('incident');
    const jumps = store.getState().jumps;
    store.getState().setStep(40);
    store.getState().setTrace('incident', scenarioWith('incident'), trace);
    const s = store.getState();
    expect(s.step).toBe(0);
    expect(s.selected).toBe(storyRequest(trace));
    expect(selectedId(s)).toBe('d1');
    expect(s.jumps).toBe(jumps + 1);
  });

  it('keeps the current step when it still exists (keepStep)', () => {
    const st = store.getState();
    st.setTrace('incident', scenarioWith('incident'), traceOf('incident'));
    st.setStep(60);
    st.select(1);
    const fixed = traceOf('incident', { rejectAtAdmission: true });
    expect(fixed.stepCount).toBeGreaterThan(60);
    st.setTrace('incident', scenarioWith('incident', { rejectAtAdmission: true }), fixed, true);
    expect(store.getState().step).toBe(60);
    expect(store.getState().selected).toBe(1);
    expect(askedNow(store.getState())?.config.fixes.rejectAtAdmission).toBe(true);
  });

  it('selects nothing (not −1) for a live session with no request yet, then the first that comes', () => {
    const st = store.getState();
    const base = scenarioWith('incident');
    const empty = createRun({ ...base, requests: [] });
    st.setTrace('live', empty.scenario, empty.trace(), true);
    expect(store.getState().selected).toBeNull();
    const one = createRun({ ...base, requests: base.requests.slice(0, 1) });
    one.runToEnd();
    st.setTrace('live', one.scenario, one.trace(), true);
    expect(store.getState().selected).toBe(0);
  });

  it('clamps the kept step to the new last step when the trace got shorter', () => {
    const st = store.getState();
    const long = traceOf('incident');
    st.setTrace('incident', scenarioWith('incident'), long);
    st.setStep(lastStepOf(long));
    const short = traceOf('incident', { rejectAtAdmission: true });
    expect(short.stepCount).toBeLessThan(long.stepCount);
    st.setTrace('incident', scenarioWith('incident', { rejectAtAdmission: true }), short, true);
    expect(store.getState().step).toBe(lastStepOf(short));
  });
});

describe('setStep', () => {
  it('clamps to the trace and rounds', () => {
    const trace = traceOf('incident');
    const st = store.getState();
    st.setTrace('incident', scenarioWith('incident'), trace);
    st.setStep(-5);
    expect(store.getState().step).toBe(0);
    st.setStep(1e9);
    expect(store.getState().step).toBe(lastStepOf(trace));
    st.setStep(3.6);
    expect(store.getState().step).toBe(4);
    st.setStep(Number.NaN);
    expect(store.getState().step).toBe(0);
  });

  it('records history only for jumps', () => {
    const st = store.getState();
    st.setTrace('incident', scenarioWith('incident'), traceOf('incident'));
    const jumps = store.getState().jumps;
    st.setStep(3);
    expect(store.getState().jumps).toBe(jumps);
    st.setStep(9, { jump: true });
    expect(store.getState().jumps).toBe(jumps + 1);
  });

  it('stays at 0 without a trace', () => {
    store.getState().setStep(12);
    expect(store.getState().step).toBe(0);
  });
});

describe('key moments', () => {
  it('lists key steps in order and finds the neighbours', () => {
    const trace = traceOf('incident');
    store.getState().setTrace('incident', scenarioWith('incident'), trace);
    const ks = keySteps(store.getState());
    expect(ks.length).toBeGreaterThan(3);
    expect([...ks].sort((a, b) => a - b)).toEqual(ks);
    expect(keySteps(store.getState())).toBe(ks); // stable reference for React selectors
    expect(nextKeyStep(trace, -1)).toBe(ks[0]);
    expect(prevKeyStep(trace, ks[0]!)).toBeNull();
    expect(nextKeyStep(trace, ks[ks.length - 1]!)).toBeNull();
    expect(prevKeyStep(trace, ks[2]!)).toBe(ks[1]);
  });
});

describe('notices and preferences', () => {
  it('adds, replaces same-key notices, and dismisses', () => {
    const st = store.getState();
    st.addNotice({ key: 'explore.file.noUrl', tone: 'info' });
    st.addNotice({ key: 'explore.file.noUrl', tone: 'info' });
    st.addNotice({ key: 'explore.url.badStep', vars: { value: 'x', step: 0 }, tone: 'warning' });
    const notices = store.getState().notices;
    expect(notices).toHaveLength(2);
    st.dismissNotice(notices[0]!.id);
    expect(store.getState().notices.map((n) => n.key)).toEqual(['explore.url.badStep']);
  });

  it('accepts only known speeds', () => {
    store.getState().setSpeed(16);
    expect(store.getState().speed).toBe(16);
    store.getState().setSpeed(7);
    expect(store.getState().speed).toBe(4);
  });
});

describe('the language lives in the store', () => {
  afterEach(() => {
    history.replaceState(null, '', '#/');
  });
  /** this test's preference storage (as another window's localStorage would be) */
  let saved: Storage;
  beforeEach(() => {
    saved = memoryStorage();
    store = freshStore(saved);
  });

  it('is persisted with the theme and speed under the preferences key', () => {
    store.getState().setLang('fr');
    const stored = JSON.parse(saved.getItem('stale-pages:preferences') ?? '{}') as {
      state?: { lang?: string };
    };
    expect(stored.state?.lang).toBe('fr');
    expect(getLang()).toBe('fr');
    expect(document.documentElement.lang).toBe('fr');
  });

  it('comes back from storage, unless the URL names another one', () => {
    const next = () => createAppStore({ storage: () => saved }).getState().lang;
    store.getState().setLang('nl');
    history.replaceState(null, '', '#/');
    expect(next()).toBe('nl');
    history.replaceState(null, '', '#/?lang=fr');
    expect(next()).toBe('fr');
    store.getState().setLang('en');
    saved.setItem('stale-pages:preferences', JSON.stringify({ state: { lang: 'xx' }, version: 1 }));
    history.replaceState(null, '', '#/');
    expect(next()).toBe('en');
  });

  it('setLang from src/i18n writes the store (one source of truth)', () => {
    setLang('nl');
    expect(store.getState().lang).toBe('nl');
  });
});

describe('preferences storage', () => {
  it('writes only when the persisted preferences change, not on every seek', () => {
    // the page's localStorage itself, whose writes are counted
    const store = createAppStore();
    const st = store.getState();
    st.setTrace('incident', scenarioWith('incident'), traceOf('incident'));
    const writes: string[] = [];
    const spy = vi
      .spyOn(Object.getPrototypeOf(localStorage) as Storage, 'setItem')
      .mockImplementation((k: string) => void writes.push(k));
    try {
      for (let k = 1; k <= 30; k++) store.getState().setStep(k);
      expect(writes).toEqual([]);
      store.getState().setSpeed(store.getState().speed === 2 ? 1 : 2);
      expect(writes).toEqual(['stale-pages:preferences']);
    } finally {
      spy.mockRestore();
    }
  });
});

describe('preferences storage where storage is blocked or shared', () => {
  it('turns persistence off instead of throwing when localStorage cannot be read', () => {
    const real = Object.getOwnPropertyDescriptor(window, 'localStorage')!;
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('blocked', 'SecurityError');
      },
    });
    try {
      const store = createAppStore();
      expect(() => store.getState().setStep(3)).not.toThrow();
      expect(() => store.getState().setSpeed(2)).not.toThrow();
    } finally {
      Object.defineProperty(window, 'localStorage', real);
    }
  });

  it('does not write this window’s old choice over another window’s newer one', () => {
    const store = createAppStore();
    store.getState().setSpeed(2);
    // another window (the speaker view) chooses French
    const other = JSON.parse(localStorage.getItem('stale-pages:preferences')!) as {
      state: Record<string, unknown>;
      version: number;
    };
    other.state.lang = 'fr';
    localStorage.setItem('stale-pages:preferences', JSON.stringify(other));
    // this window seeks: nothing it persists changed, so the stored choice stays
    store.getState().setStep(5);
    const now = JSON.parse(localStorage.getItem('stale-pages:preferences')!) as typeof other;
    expect(now.state.lang).toBe('fr');
  });
});
