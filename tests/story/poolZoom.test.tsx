/** Scene 6's zoomed pool: the story request's reserved pages by previous owner, from the trace. */
import { freshStore, provide } from '../setup/stores';
import type { AppStoreApi } from '../../src/store/store';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, beforeEach } from 'vitest';
import { formatNumber, setLang, t } from '../../src/i18n';
import { PoolZoomFigure } from '../../src/views/figures/PoolZoomFigure';
import { poolZoom } from '../../src/views/figures/poolZoomModel';
import { answerPageVars, storyVars } from '../../src/story/figures';
import { traceFor } from '../../src/story/sceneTraces';
import { SCENES, sceneIndex } from '../../src/story/scenes';
import { pagesFor, storyRequest } from '../../src/engine';
import { tenantVar } from '../../src/views/shared/traceModel';

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

  it('gives, in the text, the prompts and pages behind each of the figure’s counts', () => {
    const { trace } = traceFor(scene.scenario, scene.switches);
    const z = poolZoom(trace, scene.step(trace))!;
    const v = answerPageVars(trace);
    const n = (k: string) => Number(v[k]);
    // the three earlier requests, in page order: the figure's counts are theirs
    expect([n('exFirstShown'), n('exPages'), n('exLastShown')]).toEqual(
      z.byTenant.map((x) => x.pages),
    );
    // the first one lost its first page to the placeholder; its answer fitted in its prompt's
    // last page
    expect(n('exFirstShown')).toBe(n('exFirstPages') - z.written);
    expect(n('exFirstPages')).toBe(pagesFor(n('exFirstPrompt'), trace.scenario.config.pageSize));
    // the second one's answer took one page more than its prompt
    expect(n('exPages')).toBe(n('exPromptPages') + 1);
    // the last one's pages run past the reservation's end
    expect(n('exLastShown')).toBeLessThan(n('exLastPages'));
    for (const lang of ['en', 'fr', 'nl'] as const) {
      const text = t('story.stale-pages.aside', storyVars(lang, trace), lang);
      for (const k of [
        'exFirstPrompt',
        'exFirstPages',
        'exLastPrompt',
        'exLastPages',
        'exLastShown',
      ])
        expect(text, `${lang}: ${k}`).toContain(formatNumber(n(k), lang));
    }
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
      // the written page is drawn as the pool map draws a placeholder's page: the request's
      // tenant colour under a ⊙, in the figure and in its legend (it was a black square once)
      const own = tenantVar(z.tenant);
      expect(fig.querySelector('.sp-zoom-written')?.getAttribute('fill')).toBe(own);
      expect(fig.querySelector('.sp-zoom-dot')).not.toBeNull();
      const swatch = fig.querySelector('[data-owner="own"] svg');
      expect(swatch?.querySelector('rect')?.getAttribute('fill')).toBe(own);
      expect(swatch?.querySelectorAll('circle')).toHaveLength(2);
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
