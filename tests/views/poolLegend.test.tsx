/** The pool legend (issue #18): the prefill's radix cache is a state of its own, not "freed". */
import { cleanup, render } from '@testing-library/react';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { emptyCounts } from '../../src/views/pools/pageStates';
import { PoolLegend } from '../../src/views/pools/PoolLegend';
import type { ReactElement } from 'react';
import type { AppStoreApi } from '../../src/store/store';
import { freshStore, provide } from '../setup/stores';

let store: AppStoreApi;
const mount = (ui: ReactElement) => render(ui, { wrapper: provide(store) });
beforeEach(() => {
  store = freshStore();
});

afterEach(cleanup);

const states = (root: HTMLElement) =>
  [...root.querySelectorAll('.pv-legend-list:not(.pv-legend-overlays) [data-state]')].map((li) =>
    li.getAttribute('data-state'),
  );

it('lists the cached state on a node with a radix cache, and its pages in the sum', () => {
  const counts = { ...emptyCounts(), never: 2, stale: 3, cached: 5 };
  const { container } = mount(
    <PoolLegend counts={counts} tenants={[]} strings="en:0" radixCache={true} />,
  );
  expect(states(container)).toEqual([
    'never',
    'held',
    'stale',
    'cached',
    'reserved',
    'placeholder',
  ]);
  expect(container.querySelector('[data-state="cached"]')?.textContent).toContain(
    'kept in the radix cache',
  );
  expect(container.querySelector('[data-testid="legend-sum"]')?.textContent).toContain('10 pages');
});

it('leaves it out on a node without one (the decode)', () => {
  const { container } = mount(
    <PoolLegend counts={emptyCounts()} tenants={[]} strings="en:0" radixCache={false} />,
  );
  expect(states(container)).not.toContain('cached');
});

it('draws the states’ swatches in a neutral ink, never in a tenant’s colour', () => {
  // colour is the tenant of the data (the key under the legend): a swatch in Tenant A's colour
  // read as A's pages, in a scene without A's or with 0 of them
  const counts = { ...emptyCounts(), never: 2, held: 0, stale: 3, reserved: 4, placeholder: 1 };
  const { container } = mount(
    <PoolLegend
      counts={counts}
      tenants={[{ name: 'Tenant A', letter: 'A' }]}
      strings="en:0"
      radixCache={true}
    />,
  );
  const painted = [...container.querySelectorAll('.pv-legend-item svg *, .pv-defs *')].flatMap(
    (el) => [el.getAttribute('fill'), el.getAttribute('stroke')].filter((v) => v !== null),
  );
  expect(painted.length).toBeGreaterThan(10);
  expect(painted.filter((v) => v.includes('--tenant-'))).toEqual([]);
  // the tenant key still shows the tenant's colour
  expect(container.querySelector<HTMLElement>('.pv-tenant-dot')?.style.background).toMatch(
    /--tenant-0/,
  );
});
