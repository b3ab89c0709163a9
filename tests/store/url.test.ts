import { freshStore } from '../setup/stores';
import type { AppStoreApi } from '../../src/store/store';
import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import { FIX_NAMES, lastStepOf, type Fixes } from '../../src/engine';
import { applyView } from '../../src/store/actions';
import { builtIn } from '../../src/store/builtinScenarios';

import { decodeView, encodeView, withOverrides } from '../../src/store/url';
import { BUILT_IN_KEYS } from './helpers';
import { askedNow, shownScenario, shownTrace } from '../../src/store/selectors';

let store: AppStoreApi;
beforeEach(() => {
  store = freshStore();
});

const fixesArb = fc.record(
  Object.fromEntries(FIX_NAMES.map((n) => [n, fc.boolean()])) as Record<
    keyof Fixes,
    fc.Arbitrary<boolean>
  >,
);

describe('encode/decode', () => {
  it('writes only what differs from the scenario', () => {
    const base = builtIn('incident')!.config;
    expect(encodeView({ s: 'incident', config: base, step: 42, sel: 'd1' }, base)).toBe(
      's=incident&step=42&sel=d1',
    );
    const fixed = withOverrides(
      base,
      { ...base.fixes, rejectAtAdmission: true },
      { prefill: 2_040_000 },
    );
    expect(encodeView({ s: 'incident', config: fixed, step: 3, sel: null }, base)).toBe(
      's=incident&fix=rejectAtAdmission&pp=2040000&step=3',
    );
    const fixedBase = builtIn('incident-fixed')!.config;
    const allOff = withOverrides(fixedBase, { ...fixedBase.fixes, rejectAtAdmission: false }, {});
    expect(
      encodeView({ s: 'incident-fixed', config: allOff, step: 0, sel: null }, fixedBase),
    ).toContain('fix=none');
  });

  it('round-trips any view', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...BUILT_IN_KEYS),
        fixesArb,
        fc.option(fc.integer({ min: 8, max: 16_000_000 }), { nil: undefined }),
        fc.option(fc.integer({ min: 8, max: 16_000_000 }), { nil: undefined }),
        fc.option(fc.integer({ min: 1, max: 1024 }), { nil: undefined }),
        fc.nat(100_000),
        fc.option(fc.string({ minLength: 1, maxLength: 12 }), { nil: null }),
        (s, fixes, pp, dp, ps, step, sel) => {
          const base = builtIn(s)!.config;
          const config = withOverrides(base, fixes, { prefill: pp, decode: dp, pageSize: ps });
          const q = encodeView({ s, config, step, sel }, base);
          const { view, problems } = decodeView(q);
          expect(problems).toEqual([]);
          expect(view.s).toBe(s);
          expect(view.step).toBe(String(step));
          expect(view.sel).toBe(sel);
          expect(withOverrides(base, view.fixes, view.pools)).toEqual(config);
        },
      ),
    );
  });

  it('reports junk without throwing', () => {
    const { view, problems } = decodeView(
      's=incident&fix=rejectAtAdmission,bogus&pp=12abc&zzz=1&zzz=2&step=-3&lang=fr',
    );
    expect(view.fixes?.rejectAtAdmission).toBe(true);
    expect(view.pools.prefill).toBeUndefined();
    expect(problems.map((p) => p.key).sort()).toEqual([
      'explore.url.badFix',
      'explore.url.badParam',
      'explore.url.badPp',
    ]);
    expect(problems.find((p) => p.key === 'explore.url.badParam')?.vars.names).toBe('zzz');
    expect(() => decodeView('%%%&&&==&s')).not.toThrow();
  });
});

describe('applyView (restoring a link)', () => {
  const apply = (q: string) => {
    const { view, problems } = decodeView(q);
    return applyView(store, view, problems);
  };

  it('restores scenario, switches, step and selection exactly', async () => {
    await apply('s=incident&fix=rejectAtAdmission&step=20&sel=b1');
    const s = store.getState();
    expect(askedNow(s)?.name).toBe('incident');
    expect(shownScenario(s)?.config.fixes.rejectAtAdmission).toBe(true);
    expect(s.step).toBe(20);
    expect(s.selected).toBe(1);
    expect(s.notices).toEqual([]);
  });

  it('falls back to defaults with a notice for an unknown scenario', async () => {
    await apply('s=nope&step=5&sel=zz');
    const s = store.getState();
    expect(askedNow(s)?.name).toBe('incident');
    expect(s.step).toBe(0);
    expect(s.notices.map((n) => n.key)).toEqual(['explore.url.unknownScenario']);
    expect(s.notices[0]!.vars?.name).toBe('nope');
  });

  it('clamps a step out of range and ignores junk steps, with notices', async () => {
    await apply('s=incident&step=99999');
    expect(store.getState().step).toBe(lastStepOf(shownTrace(store.getState())!));
    expect(store.getState().notices.map((n) => n.key)).toEqual(['explore.url.badStep']);
    await apply('s=incident&step=abc');
    expect(store.getState().step).toBe(0);
  });

  it('keeps the story request for an unknown selection', async () => {
    await apply('s=incident&sel=<b>x</b>');
    const s = store.getState();
    expect(s.selected).toBe(3);
    expect(s.notices[0]?.key).toBe('explore.url.badSelection');
  });

  it('refuses invalid pool sizes and runs with the scenario’s own', async () => {
    await apply('s=incident&ps=0&step=2');
    const s = store.getState();
    expect(shownScenario(s)?.config.pageSize).toBe(64);
    expect(s.step).toBe(2);
    expect(s.notices.map((n) => n.key)).toEqual(['explore.url.badPool']);
  });

  it('explains that a file scenario cannot come from a link', async () => {
    await apply('s=file&step=3');
    expect(askedNow(store.getState())?.name).toBe('incident');
    expect(store.getState().notices.map((n) => n.key)).toEqual(['explore.url.fileScenario']);
  });
});
