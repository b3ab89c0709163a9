import { freshStore } from '../setup/stores';
import type { AppStoreApi } from '../../src/store/store';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadBuiltIn, loadScenarioText, setFix, setPools } from '../../src/store/actions';
import { builtIn } from '../../src/store/builtinScenarios';

import { askedNow, isPending, shownScenario, shownTrace } from '../../src/store/selectors';

let store: AppStoreApi;
beforeEach(() => {
  store = freshStore();
});

describe('running scenarios without a Worker (jsdom: synchronous fallback)', () => {
  it('loads a built-in and times it', async () => {
    expect(await loadBuiltIn(store, 'incident')).toBe(true);
    const s = store.getState();
    expect(shownTrace(s)?.stepCount).toBeGreaterThan(100);
    expect(askedNow(s)?.base).toBe(builtIn('incident'));
    expect(s.timing?.viaWorker).toBe(false);
    expect(isPending(s)).toBe(false);
    expect(await loadBuiltIn(store, 'no-such')).toBe(false);
  });

  it('re-runs on a switch change and keeps the step', async () => {
    await loadBuiltIn(store, 'incident');
    store.getState().setStep(50);
    const before = shownTrace(store.getState());
    expect(await setFix(store, 'rejectAtAdmission', true)).toBe(true);
    const s = store.getState();
    expect(shownTrace(s)).not.toBe(before);
    expect(s.step).toBe(50);
    expect(shownScenario(s)?.config.fixes.rejectAtAdmission).toBe(true);
    expect(shownTrace(s)?.verdicts[3]?.httpStatus).toBe(400);
  });

  it('refuses invalid pool sizes without re-running', async () => {
    await loadBuiltIn(store, 'incident');
    const before = shownTrace(store.getState());
    const res = setPools(store, { prefill: 4, decode: 1_572_864, pageSize: 64 });
    expect(res.ok).toBe(false);
    if (!res.ok) expect(res.problems[0]?.path).toBe('$.config.prefill.poolTokens');
    expect(setPools(store, { pageSize: 0 }).ok).toBe(false);
    // nothing was started: no run pending, the trace unchanged
    expect(isPending(store.getState())).toBe(false);
    expect(shownTrace(store.getState())).toBe(before);
  });

  it('applies valid pool sizes (the remedy: ~2.04M prefill tokens) and the leak goes', async () => {
    await loadBuiltIn(store, 'incident');
    expect(setPools(store, { prefill: 2_040_000, decode: 2_040_000, pageSize: 64 }).ok).toBe(true);
    await vi.waitFor(() =>
      expect(shownScenario(store.getState())?.config.prefill.poolTokens).toBe(2_040_000),
    );
    const s = store.getState();
    expect(shownScenario(s)?.config.prefill.poolTokens).toBe(2_040_000);
    expect(shownTrace(s)?.verdicts[3]?.isolation).toBe('clean');
  });
});

describe('loading a scenario file', () => {
  it('keeps the previous scenario and lists the problems on error', async () => {
    await loadBuiltIn(store, 'incident');
    const before = shownTrace(store.getState());
    const bad = JSON.stringify({ ...builtIn('incident'), seed: -1, tenants: 'x' });
    expect(await loadScenarioText(store, bad, 'bad.json')).toBe(false);
    const s = store.getState();
    expect(shownTrace(s)).toBe(before);
    expect(askedNow(s)?.name).toBe('incident');
    expect(s.loadFile).toBe('bad.json');
    expect(s.loadProblems?.map((p) => p.path)).toEqual(
      expect.arrayContaining(['$.seed', '$.tenants']),
    );
    expect(await loadScenarioText(store, '{not json', 'x.json')).toBe(false);
    expect(store.getState().loadProblems?.[0]).toMatchObject({ message: /not valid JSON/ });
  });

  it('loads a good file, keeps its text as data, and says links cannot hold it', async () => {
    const evil = '<img src=x onerror=alert(1)>';
    const scenario = structuredClone(builtIn('incident')!);
    scenario.name = evil;
    scenario.tenants[0]!.name = evil;
    scenario.requests[0]!.text = evil;
    expect(await loadScenarioText(store, JSON.stringify(scenario), 'evil.json')).toBe(true);
    const s = store.getState();
    expect(askedNow(s)?.origin).toBe('file');
    expect(askedNow(s)?.name).toBe('file');
    expect(askedNow(s)?.base.tenants[0]?.name).toBe(evil);
    expect(s.loadProblems).toBeNull();
    expect(s.notices.map((n) => n.key)).toContain('explore.file.noUrl');
  });
});
