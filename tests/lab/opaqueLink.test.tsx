/** A challenge link by its opaque id opens the challenge; the plain id still does (issue 22 point 2). */
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { App } from '../../src/app/App';
import { opaqueId } from '../../src/lab/validateWorkshop';
import { challenge } from './solutions';
import type { ReactElement } from 'react';
import type { AppStoreApi } from '../../src/store/store';
import type { LabStoreApi } from '../../src/store/lab';
import { freshLabStore, freshStore, provide } from '../setup/stores';

let store: AppStoreApi;
let lab: LabStoreApi;
const mount = (ui: ReactElement) => render(ui, { wrapper: provide(store, lab) });
beforeEach(() => {
  store = freshStore();
  lab = freshLabStore();
});

afterEach(() => {
  cleanup();
  window.location.hash = '';
});

it('opens a challenge from a link that carries its opaque id', { timeout: 30_000 }, async () => {
  window.location.hash = `#/lab?c=${opaqueId('scrub-is-not-enough')}`;
  mount(<App />);
  expect(
    await screen.findByRole(
      'heading',
      { level: 2, name: challenge('scrub-is-not-enough').title.en },
      { timeout: 10_000 },
    ),
  ).toBeTruthy();
});
