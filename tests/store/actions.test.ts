import { beforeEach, describe, expect, it, vi } from 'vitest';
import { loadBuiltIn, loadScenarioText, setFix, setPools } from '../../src/store/actions';
import { builtIn } from '../../src/store/builtinScenarios';
import { appStore } from '../../src/store/store';
import { resetStore } from './helpers';
import { askedNow, isPending, shownScenario, shownTrace } from '../../src/store/selectors';

beforeEach(resetStore);

describe('running scenarios without a Worker (jsdom: synchronous fallback)', () => {
  it('loads a built-in and times it', async () => {
    expect(await loadBuiltIn('incident')).toBe(true);
    const s = appStore.getState();
    expect(shownTrace(s)?.stepCount).toBeGreaterThan(100);
    expect(askedNow(s)?.base).toBe(builtIn('incident'));
    expect(s.timing?.viaWorker).toBe(false);
    expect(isPending(s)).toBe(false);
    expect(await loadBuiltIn('no-such')).toBe(false);
  });

  it('re-runs on a switch change and keeps the step', async () => {
    await loadBuiltIn('incident');
    appStore.getState().setStep(50);
    const before = shownTrace(appStore.getState());
    expect(await setFix('rejectAtAdmission', true)).toBe(true);
    const s = appStore.getState();
    expect(shownTrace(s)).not.toBe(before);
    expect(s.step).toBe(50);
    expect(shownScenario(s)?.config.fixes.rejectAtAdmission).toBe(true);
    expect(shownTrace(s)?.verdicts[3]?.httpStatus).toBe(400);
  });

  it('refuses invalid pool sizes without re-running', async () => {
    await loadBuiltIn('incident');
    const before = shownTrace(appStore.getState());
    const res = setPools({ prefill: 4, decode: 1_572_864, pageSize: 64 });
    expect(res.ok).toBe(false);
    if (!res.ok) expect(res.problems[0]?.path).toBe('$.config.prefill.poolTokens');
    expect(setPools({ pageSize: 0 }).ok).toBe(false);
    // nothing was started: no run pending, the trace unchanged
    expect(isPending(appStore.getState())).toBe(false);
    expect(shownTrace(appStore.getState())).toBe(before);
  });

  it('applies valid pool sizes (the remedy: ~2.04M prefill tokens) and the leak goes', async () => {
    await loadBuiltIn('incident');
    expect(setPools({ prefill: 2_040_000, decode: 2_040_000, pageSize: 64 }).ok).toBe(true);
    await vi.waitFor(() =>
      expect(shownScenario(appStore.getState())?.config.prefill.poolTokens).toBe(2_040_000),
    );
    const s = appStore.getState();
    expect(shownScenario(s)?.config.prefill.poolTokens).toBe(2_040_000);
    expect(shownTrace(s)?.verdicts[3]?.isolation).toBe('clean');
  });
});

describe('loading a scenario file', () => {
  it('keeps the previous scenario and lists the problems on error', async () => {
    await loadBuiltIn('incident');
    const before = shownTrace(appStore.getState());
    const bad = JSON.stringify({ ...builtIn('incident'), seed: -1, tenants: 'x' });
    expect(await loadScenarioText(bad, 'bad.json')).toBe(false);
    const s = appStore.getState();
    expect(shownTrace(s)).toBe(before);
    expect(askedNow(s)?.name).toBe('incident');
    expect(s.loadFile).toBe('bad.json');
    expect(s.loadProblems?.map((p) => p.path)).toEqual(
      expect.arrayContaining(['$.seed', '$.tenants']),
    );
    expect(await loadScenarioText('{not json', 'x.json')).toBe(false);
    expect(appStore.getState().loadProblems?.[0]).toMatchObject({ message: /not valid JSON/ });
  });

  it('loads a good file, keeps its text as data, and says links cannot hold it', async () => {
    const evil = '<img src=x onerror=alert(1)>';
    const scenario = structuredClone(builtIn('incident')!);
    scenario.name = evil;
    scenario.tenants[0]!.name = evil;
    scenario.requests[0]!.text = evil;
    expect(await loadScenarioText(JSON.stringify(scenario), 'evil.json')).toBe(true);
    const s = appStore.getState();
    expect(askedNow(s)?.origin).toBe('file');
    expect(askedNow(s)?.name).toBe('file');
    expect(askedNow(s)?.base.tenants[0]?.name).toBe(evil);
    expect(s.loadProblems).toBeNull();
    expect(s.notices.map((n) => n.key)).toContain('explore.file.noUrl');
  });
});
