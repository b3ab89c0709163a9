/**
 * No test changes the app's shared stores: each makes its own (./stores.ts: `freshStore`,
 * `freshLabStore`, `provide`). A component rendered without `provide(store)` reads and writes
 * the shared ones, and a file that shares a worker with it (`isolate: false`) would see what it
 * left; this fails the test that changed one, by name, instead of a later file by chance.
 *
 * The stores are imported in the hooks, not up here: a setup file's imports load before the
 * test file's `vi.mock`s, and would bind the modules they bring (the engine, the lab's core)
 * before the file can replace them.
 */
import { afterEach, beforeEach, expect } from 'vitest';

type Stores = { app: { getState(): unknown }; lab: { getState(): unknown } };
let before: { stores: Stores; app: unknown; lab: unknown } | null = null;

beforeEach(async () => {
  const stores: Stores = {
    app: (await import('../../src/store/store')).appStore,
    lab: (await import('../../src/store/lab')).labStore,
  };
  before = { stores, app: stores.app.getState(), lab: stores.lab.getState() };
});

afterEach(() => {
  if (!before) return;
  const { app, lab } = before.stores;
  expect(
    app.getState() === before.app,
    'this test changed the shared app store: give it its own (tests/setup/stores.ts freshStore, provide)',
  ).toBe(true);
  expect(
    lab.getState() === before.lab,
    'this test changed the shared lab store: give it its own (tests/setup/stores.ts freshLabStore, provide)',
  ).toBe(true);
});
