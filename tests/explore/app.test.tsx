import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../src/app/App';
import { ErrorBoundary } from '../../src/app/ErrorBoundary';
import { motionMs, prefersReducedMotion } from '../../src/views/shared/motion';
import { routeOf, routePath } from '../../src/app/hashRoute';
import type { AppStoreApi } from '../../src/store/store';
import { freshStore, provide } from '../setup/stores';
import { traceOf } from '../views/helpers';

let store: AppStoreApi;
beforeEach(() => {
  store = freshStore();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('hash router', () => {
  it('maps hashes to routes, ignoring the query', () => {
    expect(routePath('')).toBe('/');
    expect(routePath('#/')).toBe('/');
    expect(routePath('#/explore?s=incident&step=4')).toBe('/explore');
    expect(routeOf('/explore')).toBe('explore');
    expect(routeOf('/explore/')).toBe('explore');
    expect(routeOf('/present')).toBe('present');
    expect(routeOf('/speaker')).toBe('speaker');
    expect(routeOf('/')).toBe('home');
    expect(routeOf('/<script>')).toBe('notfound');
  });
});

describe('app shell', () => {
  it('shows a readable message and a reload button when a view throws', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const Boom = () => {
      throw new Error('canvas went away');
    };
    render(
      <ErrorBoundary>
        <Boom />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('alert').textContent).toContain('canvas went away');
    expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy();
  });

  it('says so for an unknown route and still shows the start page', () => {
    // jsdom has no scrollIntoView; the start page scrolls to its scene with it
    if (!('scrollIntoView' in Element.prototype))
      Object.defineProperty(Element.prototype, 'scrollIntoView', {
        value: () => {},
        configurable: true,
      });
    history.replaceState(null, '', '#/nowhere');
    render(<App />, { wrapper: provide(store) });
    const note = screen.getAllByRole('status').find((n) => n.textContent?.includes('#/nowhere'));
    expect(note?.textContent).toContain('There is no page at');
  });

  it('opens the explore screen at #/explore with its controls', async () => {
    const trace = traceOf('incident');
    const d1 = trace.scenario.requests.findIndex((r) => r.id === 'd1');
    const step = trace.events.find(
      (e) => e.kind === 'prefill.reject' && e.requests.includes(d1),
    )!.step;
    history.replaceState(null, '', `#/explore?s=incident&step=${step}&sel=d1`);
    render(<App />, { wrapper: provide(store) });
    // wait for the state (the trace at the linked step), not for time
    await waitFor(
      () =>
        expect(screen.getByTestId('narration').textContent).toMatch(/^The prefill node rejects d1/),
      // the route loads on demand: on a loaded machine that alone can take seconds
      { timeout: 15_000 },
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('Stale Pages');
    expect(screen.getByRole('combobox', { name: 'Scenario' })).toBeTruthy();
    expect(screen.getByRole('slider', { name: 'Timeline' })).toBeTruthy();
  });

  it('reduces motion when asked', () => {
    expect(typeof prefersReducedMotion()).toBe('boolean');
    expect(motionMs(300, true)).toBe(0);
    expect(motionMs(300, false)).toBe(300);
  });
});
