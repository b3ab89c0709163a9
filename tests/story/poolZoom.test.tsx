/** Scene 6's zoomed pool: the story request's reserved pages by previous owner, from the trace. */
import { freshStore, provide } from '../setup/stores';
import type { AppStoreApi } from '../../src/store/store';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, beforeEach } from 'vitest';
import { formatNumber, setLang } from '../../src/i18n';
import { PoolZoomFigure } from '../../src/views/figures/PoolZoomFigure';
import { poolZoom } from '../../src/views/figures/poolZoomModel';
import { storyVars } from '../../src/story/figures';
import { traceFor } from '../../src/story/sceneTraces';
import { SCENES, sceneIndex } from '../../src/story/scenes';
import { storyRequest } from '../../src/engine';

let store: AppStoreApi;
beforeEach(() => {
  store = freshStore();
});

afterEach(() => {
  cleanup();
});

const scene = SCENES[sceneIndex('stale-pages')]!;

describe('scene 6: the decode pool zoomed onto the reserved pages', () => {
  it('counts every reserved page once, by previous owner, as the engine’s events say', () => {
    const { trace } = traceFor(scene.scenario, scene.switches);
    const z = poolZoom(trace, scene.step(trace))!;
    const r = storyRequest(trace);
    const ev = (kind: string) => trace.events.find((e) => e.kind === kind && e.requests[0] === r)!;
    const prealloc = ev('decode.prealloc') as Extract<
      (typeof trace.events)[number],
      { kind: 'decode.prealloc' }
    >;
    const prebuilt = ev('decode.prebuilt') as Extract<
      (typeof trace.events)[number],
      { kind: 'decode.prebuilt' }
    >;
    expect(z.reserved).toBe(prealloc.data.pagesReserved);
    expect(z.written).toBe(prebuilt.data.written);
    expect(z.writtenAt).toEqual([0]);
    const byTenant = z.byTenant.reduce((a, b) => a + b.pages, 0);
    expect(byTenant + z.written + z.never).toBe(z.reserved);
    // the other tenants' pages are the ones the verdict counts as cross-tenant
    expect(byTenant).toBe(prebuilt.data.crossTenantPages);
    expect(z.byTenant.map((x) => x.tenant).sort()).toEqual([0, 1, 2]);
    // the stretches tile the reservation
    let at = 0;
    for (const s of z.stretches) {
      expect(s.from).toBe(at);
      at = s.to;
    }
    expect(at).toBe(z.reserved);
  });

  it('draws few elements, rings the written page and lists the counts, in every language', () => {
    expect(scene.extras).toContain('poolZoom');
    const { trace } = traceFor(scene.scenario, scene.switches);
    const z = poolZoom(trace, scene.step(trace))!;
    for (const lang of ['en', 'fr', 'nl'] as const) {
      act(() => setLang(lang));
      render(
        <PoolZoomFigure trace={trace} step={scene.step(trace)} vars={storyVars(lang, trace)} />,
        { wrapper: provide(store) },
      );
      const fig = screen.getByTestId('pool-zoom-figure');
      expect(fig.querySelectorAll('svg *').length).toBeLessThan(100);
      expect(fig.querySelectorAll('.sp-zoom-ring')).toHaveLength(1);
      const legend = [...fig.querySelectorAll('.sp-zoom-legend li strong')].map(
        (s) => s.textContent,
      );
      expect(legend).toEqual(
        [...z.byTenant.map((x) => x.pages), z.written].map((n) => formatNumber(n, lang)),
      );
      expect(fig.textContent).not.toMatch(/\{\w+\}/);
      cleanup();
    }
  });
});
