/** The router choice in the store and the explore link (`router=` only when it differs). */
import { freshStore } from '../setup/stores';
import type { AppStoreApi } from '../../src/store/store';
import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import { ROUTER_KINDS, simulate, type RouterKind } from '../../src/engine';
import { answerOf } from '../../src/tools/answer';
import { applyView, loadBuiltIn, setFix, setRouter } from '../../src/store/actions';
import { builtIn } from '../../src/store/builtinScenarios';

import { decodeView, encodeView, withOverrides } from '../../src/store/url';
import { BUILT_IN_KEYS } from './helpers';
import { shownScenario, shownTrace } from '../../src/store/selectors';

let store: AppStoreApi;
beforeEach(() => {
  store = freshStore();
});

const other = (r: RouterKind): RouterKind => ROUTER_KINDS.find((x) => x !== r)!;

describe('router= in the explore link', () => {
  it('appears only when the router differs from the scenario’s own', () => {
    const base = builtIn('incident')!.config;
    const same = encodeView({ s: 'incident', config: base, step: 1, sel: null }, base);
    expect(same).not.toContain('router=');
    const switched = withOverrides(base, null, {}, other(base.router));
    const q = encodeView({ s: 'incident', config: switched, step: 1, sel: null }, base);
    expect(new URLSearchParams(q).get('router')).toBe(other(base.router));
  });

  it('round-trips with any switches and either router', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...BUILT_IN_KEYS),
        fc.constantFrom(...ROUTER_KINDS),
        (s, router) => {
          const base = builtIn(s)!.config;
          const config = withOverrides(base, null, {}, router);
          const { view, problems } = decodeView(
            encodeView({ s, config, step: 0, sel: null }, base),
          );
          expect(problems).toEqual([]);
          expect(withOverrides(base, view.fixes, view.pools, view.router ?? null)).toEqual(config);
        },
      ),
    );
  });

  it('an unknown router gives a notice and the scenario’s own is kept', () => {
    const { view, problems } = decodeView('s=incident&router=nginx');
    expect(view.router ?? null).toBeNull();
    expect(problems.map((p) => p.key)).toEqual(['explore.url.badRouter']);
    expect(problems[0]!.vars.value).toBe('nginx');
    const base = builtIn('incident')!.config;
    expect(withOverrides(base, view.fixes, view.pools, view.router ?? null).router).toBe(
      base.router,
    );
  });

  it('applyView runs the scenario under the linked router', async () => {
    const own = builtIn('incident')!.config.router;
    const { view, problems } = decodeView(
      `s=incident&fix=rejectAtAdmission&router=${other(own)}&step=0`,
    );
    await applyView(store, view, problems);
    const s = store.getState();
    expect(shownScenario(s)?.config.router).toBe(other(own));
    expect(s.notices).toEqual([]);
    // the same outcome as a direct engine run under that router
    const b = builtIn('incident')!;
    const direct = simulate({
      ...b,
      config: {
        ...b.config,
        router: other(own),
        fixes: { ...b.config.fixes, rejectAtAdmission: true },
      },
    });
    expect(shownTrace(s)!.verdicts[3]).toEqual(direct.verdicts[3]);
    expect(answerOf(shownTrace(s)!, 3)?.router).toBe(other(own));
  });
});

describe('setRouter', () => {
  it('re-runs with the other router, keeps the fixes and the step, and changes the status', async () => {
    await loadBuiltIn(store, 'incident');
    await setFix(store, 'rejectAtAdmission', true);
    store.getState().setStep(40);
    const before = shownTrace(store.getState())!;
    const own = before.scenario.config.router;
    expect(await setRouter(store, other(own))).toBe(true);
    const s = store.getState();
    expect(shownTrace(s)).not.toBe(before);
    expect(s.step).toBe(40);
    expect(shownScenario(s)?.config.router).toBe(other(own));
    expect(shownScenario(s)?.config.fixes.rejectAtAdmission).toBe(true);
    // with this fix the two routers answer the client differently
    expect(shownTrace(s)!.verdicts[3]!.httpStatus).not.toBe(before.verdicts[3]!.httpStatus);
    expect(answerOf(shownTrace(s)!, 3)?.router).toBe(other(own));
  });
});
