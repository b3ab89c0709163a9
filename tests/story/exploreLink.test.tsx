/** "Open in Explore" under each figure: the explore screen's own link, at the scene's step. */
import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SceneFigures } from '../../src/views/figures/SceneFigures';
import { exploreHref } from '../../src/story/exploreLink';
import { figureData } from '../../src/story/figureData';
import { storyVars } from '../../src/story/figures';
import { traceFor } from '../../src/story/sceneTraces';
import { SCENES } from '../../src/story/scenes';
import { decodeView } from '../../src/store/url';
import { storyRequest } from '../../src/engine';
import type { ReactElement } from 'react';
import type { AppStoreApi } from '../../src/store/store';
import { freshStore, provide } from '../setup/stores';

let store: AppStoreApi;
const mount = (ui: ReactElement) => render(ui, { wrapper: provide(store) });
beforeEach(() => {
  store = freshStore();
});

afterEach(() => {
  cleanup();
  history.replaceState(null, '', '#/');
});

/** The test's own reading of a link (the app's one splitter lives in the hash module). */
function parts(href: string): { route: string; query: string; params: URLSearchParams } {
  const [route = '', query = ''] = href.replace(/^#/, '').split('?');
  return { route, query, params: new URLSearchParams(query) };
}

describe('Open in Explore', () => {
  it('names the scene’s scenario, fixes, step and request in the explore link format', () => {
    for (const scene of SCENES) {
      const href = exploreHref(scene);
      expect(parts(href).route, scene.id).toBe('/explore');
      const { view, problems } = decodeView(parts(href).query);
      expect(problems, scene.id).toEqual([]);
      const { trace, scenario } = traceFor(scene.scenario, scene.switches);
      expect(view.s).toBe(scene.scenario);
      expect(Number(view.step)).toBe(scene.step(trace));
      expect(view.sel).toBe(trace.scenario.requests[storyRequest(trace)]!.id);
      // fixes named only when the scene switches one on; then exactly the scenario's set
      if (view.fixes)
        for (const [k, on] of Object.entries(view.fixes))
          expect(on, `${scene.id} ${k}`).toBe(scenario.config.fixes[k as keyof typeof view.fixes]);
    }
  });

  it('keeps the reader’s language', () => {
    history.replaceState(null, '', '#/?lang=nl&scene=fixes');
    const href = exploreHref(SCENES.find((s) => s.id === 'fixes')!);
    expect(parts(href).params.get('lang')).toBe('nl');
    expect(parts(href).params.get('s')).toBe('incident-fixed');
  });

  it('puts one link under each figure (none in the presenter’s full-size view)', () => {
    const { trace } = traceFor('incident');
    for (const scene of SCENES.filter((s) => (s.extras ?? []).length > 0)) {
      const { container } = mount(
        <SceneFigures data={figureData(scene, 'en')} vars={storyVars('en', trace)} />,
      );
      const links = [...container.querySelectorAll('.sp-open-explore a')];
      expect(links, scene.id).toHaveLength(scene.extras!.length);
      for (const a of links) expect(a.getAttribute('href')).toBe(exploreHref(scene));
      cleanup();
      const bare = mount(
        <SceneFigures data={figureData(scene, 'en')} vars={storyVars('en', trace)} links={false} />,
      );
      expect(bare.container.querySelectorAll('.sp-open-explore')).toHaveLength(0);
      cleanup();
    }
  });
});
