/**
 * The request path at each key moment of the `incident` scenario's story request (d1), as
 * normalised SVG files under __snapshots__/topology/ (one element per line, sorted attributes,
 * numbers to one decimal, no generated ids): a change to the drawing shows up as a diff you
 * can read in review. Wide (the one-row arrangement) and narrow (a 390 px phone) layouts.
 * Update after an intended change with `npx vitest run --project dom -u tests/views/topologySnapshots`.
 */
import { act, cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AppStoreApi } from '../../src/store/store';
import { freshStore, provide } from '../setup/stores';
import { storyRequest } from '../../src/engine';
import { TopologyView } from '../../src/views/topology/TopologyView';
import { loadScenario, traceOf } from './helpers';
import { normaliseSvg, roundNumbers } from './svgSnapshot';

/** The key moments of the story request, named as the README names them. */
const MOMENTS: Record<string, string> = {
  'prefill.reject': 'rejection',
  'decode.prealloc': 'reservation',
  'prefill.transfer_success': 'transfer-success-prefill',
  'decode.transfer_success': 'transfer-success-decode',
  'decode.prebuilt': 'stale-read',
  'router.response': 'response',
};

const trace = traceOf('incident');
const request = storyRequest(trace);
const moments = trace.events
  .filter((e) => e.key && e.requests.includes(request))
  .map((e) => ({ name: MOMENTS[e.kind] ?? e.kind, step: e.step }));

let store: AppStoreApi;
beforeEach(() => {
  store = freshStore();
  store.getState().setTrace('incident', loadScenario('incident'), trace);
});
afterEach(cleanup);

/** jsdom lays nothing out: the view is told its width as a ResizeObserver would tell it. */
function atWidth<T>(width: number, draw: () => T): T {
  const had = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'clientWidth');
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', {
    configurable: true,
    get: () => width,
  });
  globalThis.ResizeObserver = class {
    constructor(private readonly cb: ResizeObserverCallback) {}
    observe() {
      this.cb([], this);
    }
    unobserve() {}
    disconnect() {}
  };
  try {
    return draw();
  } finally {
    if (had) Object.defineProperty(HTMLElement.prototype, 'clientWidth', had);
    delete (globalThis as { ResizeObserver?: unknown }).ResizeObserver;
  }
}

function svgAt(step: number, wide: boolean): string {
  act(() => store.getState().setStep(step));
  const { container } = render(
    wide ? (
      <div data-topology="wide">
        <TopologyView />
      </div>
    ) : (
      <TopologyView />
    ),
    { wrapper: provide(store) },
  );
  const svg = container.querySelector('svg.tv-svg');
  if (!svg) throw new Error('no topology SVG');
  const text = normaliseSvg(svg);
  cleanup();
  return text;
}

describe('topology SVG at each key moment of the incident', () => {
  it('has the six key moments of d1, in order', () => {
    expect(moments.map((m) => m.name)).toEqual(Object.values(MOMENTS));
  });

  for (const { name, step } of moments) {
    it(`${name} (step ${step}), wide and narrow`, async () => {
      await expect(svgAt(step, true)).toMatchFileSnapshot(`./__snapshots__/topology/${name}.svg`);
      await expect(atWidth(390, () => svgAt(step, false))).toMatchFileSnapshot(
        `./__snapshots__/topology/${name}.narrow.svg`,
      );
    });
  }
});

describe('the normaliser', () => {
  it('rounds numbers, sorts attributes, drops generated ids, one element per line', () => {
    const div = document.createElement('div');
    div.innerHTML =
      '<svg viewBox="0 0 100.04 -0.01"><g id=":r3:" fill="url(#:r3:)" class="b" data-x="1.25"><text y="2.449">  hi  there </text></g><rect id="keep" x="-0.04"/></svg>';
    expect(normaliseSvg(div.firstElementChild!)).toBe(
      [
        '<svg viewBox="0 0 100 0">',
        '  <g class="b" data-x="1.3" fill="url(#generated)">',
        '    <text y="2.4">',
        '      hi there',
        '    </text>',
        '  </g>',
        '  <rect id="keep" x="0" />',
        '</svg>',
        '',
      ].join('\n'),
    );
    expect(roundNumbers('translate(12.345px, -7.06px)')).toBe('translate(12.3px, -7.1px)');
    expect(roundNumbers('var(--tenant-1) M0.04,2 H160.26')).toBe('var(--tenant-1) M0,2 H160.3');
  });
});
